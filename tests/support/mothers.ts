/** Object Mothers: small builders that keep the domain and application tests short. */
import type { UserProfile } from '../../src/domain/accounts/profile';
import type { CartItem } from '../../src/domain/cart/cart';
import type { Category, Product, Variant, VariantPrices } from '../../src/domain/catalog/catalog';
import type { FixedAmountCoupon, PercentageCoupon } from '../../src/domain/coupons/coupon';
import { parseFactor, parseMoney, type Money } from '../../src/domain/shared/money';

/** '19.99' -> Money; keeps fixtures readable in dollars. */
export const usd = (dollars: string): Money => parseMoney(dollars);

/**
 * A variant whose four prices are all different, so the chosen one is unambiguous.
 * A single price may be overridden by name; `prices: null` is the variant as a visitor gets it.
 */
export function aVariant(overrides: Partial<Variant> & Partial<VariantPrices> = {}): Variant {
  const { price, dealerPrice, distributorPrice, contractorPrice, ...rest } = overrides;
  return {
    id: 'v-1',
    name: 'Brass 3000K',
    sku: 'LT-PL100-BR30',
    images: [],
    prices: {
      price: price ?? usd('100.00'),
      dealerPrice: dealerPrice ?? usd('80.00'),
      distributorPrice: distributorPrice ?? usd('70.00'),
      contractorPrice: contractorPrice ?? usd('90.00'),
    },
    ...rest,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Path Light PL-100',
    description: '<p>Path light</p>',
    images: [],
    categoryId: 'c-path',
    caseSize: 12,
    allowCaseOrder: true,
    state: 'ACTIVE',
    variants: [aVariant()],
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 'c-1', name: 'Path Lights', description: '', image: null, index: 0, ...overrides };
}

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: 'p-1',
    variantId: 'v-1',
    quantity: 1,
    quantityType: 'SINGLE',
    name: 'Path Light PL-100',
    variantName: 'Brass 3000K',
    image: null,
    price: usd('19.99'),
    caseSize: 12,
    // A case line could only be added for a product that sells by the case; a single line's product does not unless told.
    allowCaseOrder: overrides.quantityType === 'CASE',
    isPairProduct: false,
    ...overrides,
  };
}

type PercentageOverrides = Partial<Omit<PercentageCoupon, 'type' | 'percent'>> & { percent?: string };

/** A percentage coupon; `percent: '12.5'` means 12.5 %. No cap and no minimum unless given. */
export function aPercentageCoupon({ percent = '10', ...overrides }: PercentageOverrides = {}): PercentageCoupon {
  return {
    id: 'cp-pct',
    code: 'SAVE10',
    name: 'Save 10',
    description: '10% off',
    minimumOrderAmount: null,
    isActive: true,
    maximumDiscountAmount: null,
    ...overrides,
    type: 'PERCENTAGE',
    percent: parseFactor(percent),
  };
}

/** WELCOME10: 10% off, capped at $250. */
export function welcome10(overrides: PercentageOverrides = {}): PercentageCoupon {
  return aPercentageCoupon({
    code: 'WELCOME10',
    name: 'Welcome',
    description: '10% off your first order',
    maximumDiscountAmount: usd('250.00'),
    ...overrides,
  });
}

export function aFixedCoupon(overrides: Partial<Omit<FixedAmountCoupon, 'type'>> = {}): FixedAmountCoupon {
  return {
    id: 'cp-fixed',
    code: 'FIFTYOFF',
    name: 'Fifty off',
    description: '$50 off',
    minimumOrderAmount: null,
    isActive: true,
    amount: usd('50.00'),
    ...overrides,
    type: 'FIXED_AMOUNT',
  };
}

export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    email: 'dealer@demo.test',
    name: 'Dana',
    lastName: 'Dealer',
    role: 'DEALER',
    photo: null,
    approved: true,
    isLocalDealer: false,
    phone: '(512) 555-0142',
    company: 'Bright Yards LLC',
    companyWebsite: 'https://brightyards.example',
    companyAddress: '4100 Industrial Blvd, Austin, TX',
    birthDate: '1984-03-17T00:00:00.000Z',
    gender: 'Female',
    street: '2210 Riverside Dr',
    city: 'Austin',
    country: 'TX',
    zip: '78741',
    billingAddress: '4100 Industrial Blvd',
    billingCity: 'Austin',
    billingState: 'TX',
    billingZipCode: '78744',
    salesRep: 'Megan Holt',
    ein: '74-3829105',
    taxExemptFormLink: null,
    additionalDetails: '',
    wallet: { balance: usd('10000.00'), creditDue: usd('0.00') },
    ...overrides,
  };
}
