/** Small builders for the application tests; prices are written in dollars. */
import type { UserProfile } from '../../../src/domain/accounts/profile';
import type { CartItem } from '../../../src/domain/cart/cart';
import type { Category, Product, Variant } from '../../../src/domain/catalog/catalog';
import { parseMoney, type Money } from '../../../src/domain/shared/money';

export const usd = (dollars: string): Money => parseMoney(dollars);

/** Four different prices, so the one a role sees is unambiguous. */
export function aVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'v-1',
    name: 'Brass 2700K',
    images: [],
    price: usd('100.00'),
    dealerPrice: usd('80.00'),
    distributorPrice: usd('70.00'),
    contractorPrice: usd('90.00'),
    ...overrides,
  };
}

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Path Light PL-100',
    description: '<p>A brass path light.</p>',
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
    variantName: 'Brass 2700K',
    image: null,
    price: usd('19.99'),
    caseSize: 12,
    isPairProduct: false,
    ...overrides,
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
    company: 'Bright Yards LLC',
    wallet: { balance: usd('10000.00'), creditDue: usd('0.00') },
    ...overrides,
  };
}
