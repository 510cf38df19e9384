/**
 * Catalogue fixtures for the component tests, built from raw backend-shaped
 * data through the same zod schemas the HTTP adapter uses.
 */
import type { UserProfile } from '../../../src/domain/accounts/profile';
import type { CartItem } from '../../../src/domain/cart/cart';
import type { Category, Product } from '../../../src/domain/catalog/catalog';
import type { Coupon } from '../../../src/domain/coupons/coupon';
import { ZERO, parseMoney } from '../../../src/domain/shared/money';
import {
  categorySchema,
  productSchema,
  type RawCategory,
  type RawProduct,
} from '../../../src/infrastructure/http/catalog.schema';

export const category = (raw: RawCategory): Category => categorySchema.parse(raw);
export const product = (raw: RawProduct): Product => productSchema.parse(raw);

/** The product as the backend answers a caller without a token: no prices. */
export const asVisitorSees = (priced: Product): Product => ({
  ...priced,
  variants: priced.variants.map((variant) => ({ ...variant, prices: null })),
});

/** A plain-text description longer than the 200-character preview. */
export const LONG_DESCRIPTION_TEXT =
  'Solid cast brass path light with a hand-applied natural patina that darkens gracefully outdoors. ' +
  'The shielded hat keeps glare off the walkway while spreading an even pool of warm light across beds and borders. ' +
  'Rated for direct burial and coastal installations.';

export const categories = {
  path: category({ id: 'c-path', name: 'Path Lights', description: 'Walkway lighting', image: null, index: 0 }),
  spot: category({ id: 'c-spot', name: 'Spot Lights', description: 'Accent lighting', image: null, index: 1 }),
} as const;

export const products = {
  /** Case-orderable, case of 12; dealer price $12.30 -> case $11.685 -> $11.69 half-up. */
  caseLight: product({
    id: 'p-case',
    name: 'Brass Path Light PL-100',
    description: `<p>${LONG_DESCRIPTION_TEXT}</p>`,
    images: ['/images/p-case.jpg'],
    categoryId: 'c-path',
    caseSize: 12,
    allowCaseOrder: true,
    state: 'ACTIVE',
    variants: [
      {
        id: 'v-case',
        name: 'Natural Brass',
        sku: 'LT-001-1',
        price: '19.99',
        dealerPrice: '12.30',
        distributorPrice: '10.50',
        contractorPrice: '15.00',
        images: [],
      },
    ],
  }),
  /** Singles only; dealer price $12.34. */
  singleLight: product({
    id: 'p-single',
    name: 'Copper Path Light PL-200',
    description: '<p>Copper path light.</p>',
    images: [],
    categoryId: 'c-path',
    caseSize: 1,
    allowCaseOrder: false,
    variants: [
      {
        id: 'v-single',
        name: 'Raw Copper',
        price: '20.00',
        dealerPrice: '12.34',
        distributorPrice: '11.00',
        contractorPrice: '16.00',
        images: [],
      },
    ],
  }),
  /** A pair product (name contains TS-B301), also orderable by the case of 6. */
  pairLight: product({
    id: 'p-pair',
    name: 'TS-B301 Bollard Step Light',
    description: '<p>Sold as a matched pair.</p>',
    images: [],
    categoryId: 'c-spot',
    caseSize: 6,
    allowCaseOrder: true,
    variants: [
      {
        id: 'v-pair',
        name: 'Bronze',
        price: '50.00',
        dealerPrice: '40.00',
        distributorPrice: '35.00',
        contractorPrice: '45.00',
        images: [],
      },
    ],
  }),
  /** Two variants, so cards read "From $x". */
  spotLight: product({
    id: 'p-spot',
    name: 'Bronze Spot Light SP-10',
    description: '<p>Adjustable spot light.</p>',
    images: [],
    categoryId: 'c-spot',
    caseSize: 1,
    allowCaseOrder: false,
    variants: [
      {
        id: 'v-spot-a',
        name: '3000K',
        sku: 'SP-10-30',
        price: '30.00',
        dealerPrice: '25.00',
        distributorPrice: '22.00',
        contractorPrice: '27.00',
        images: [],
      },
      {
        id: 'v-spot-b',
        name: '2700K',
        sku: 'SP-10-27',
        price: '28.00',
        dealerPrice: '23.50',
        distributorPrice: '21.00',
        contractorPrice: '26.00',
        images: [],
      },
    ],
  }),
} as const;

export const allCategories: readonly Category[] = [categories.path, categories.spot];
export const allProducts: readonly Product[] = [
  products.caseLight,
  products.singleLight,
  products.pairLight,
  products.spotLight,
];

/** `count` simple products, for paging: "Bulk Light 1" ... */
export function manyProducts(count: number, offset = 0): Product[] {
  return Array.from({ length: count }, (_, index) =>
    product({
      id: `p-bulk-${offset + index + 1}`,
      name: `Bulk Light ${offset + index + 1}`,
      description: '',
      images: [],
      categoryId: 'c-path',
      variants: [
        {
          id: `v-bulk-${offset + index + 1}`,
          name: 'Standard',
          price: '10.00',
          dealerPrice: '8.00',
          distributorPrice: '7.00',
          contractorPrice: '9.00',
          images: [],
        },
      ],
    }),
  );
}

export function aProfile(role: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u-1',
    email: 'dana@example.test',
    name: 'Dana',
    lastName: 'Fields',
    role,
    photo: null,
    approved: true,
    isLocalDealer: false,
    phone: '(503) 555-0127',
    company: 'Glow Landscapes',
    companyWebsite: 'https://glowlandscapes.example',
    companyAddress: 'Store #4, Portland, OR',
    birthDate: '1988-01-29T00:00:00.000Z',
    gender: 'Prefer not to say',
    street: '940 SE Division St',
    city: 'Portland',
    country: 'OR',
    zip: '97202',
    billingAddress: '940 SE Division St',
    billingCity: 'Portland',
    billingState: 'OR',
    billingZipCode: '97202',
    salesRep: 'N/A',
    ein: '93-4418260',
    taxExemptFormLink: null,
    additionalDetails: '',
    wallet: { balance: ZERO, creditDue: ZERO },
    ...overrides,
  };
}

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: products.singleLight.id,
    variantId: 'v-single',
    quantity: 1,
    quantityType: 'SINGLE',
    name: products.singleLight.name,
    variantName: 'Raw Copper',
    image: null,
    price: parseMoney('12.34'),
    caseSize: 1,
    allowCaseOrder: overrides.quantityType === 'CASE',
    isPairProduct: false,
    ...overrides,
  };
}

/** A dealer's sign-in held back until `signIn()`, so a test sees the visitor's page first. */
export function aHeldBackDealerSignIn() {
  let release: () => void = () => undefined;
  const profileLoaded = new Promise<void>((resolve) => (release = resolve));
  let signedIn = false;
  return {
    isSignedIn: () => signedIn,
    getProfile: async () => {
      await profileLoaded;
      signedIn = true;
      return aProfile('DEALER');
    },
    signIn: () => release(),
  };
}

/** Dealer: $12.30 a unit, by the case of 12 at $11.685 (5% off, to the mill): 2 cases = 24 units = $280.44. */
export const caseLine = aCartItem({
  productId: products.caseLight.id,
  variantId: 'v-case',
  quantity: 2,
  quantityType: 'CASE',
  name: products.caseLight.name,
  variantName: 'Natural Brass',
  sku: 'LT-001-1',
  image: '/images/p-case.jpg',
  price: parseMoney('12.30'),
  caseSize: 12,
});

/** Dealer: $40.00 a unit, sold in pairs: 3 pairs = 6 units, a whole case of 6, so $38.00 a unit = $228.00. */
export const pairLine = aCartItem({
  productId: products.pairLight.id,
  variantId: 'v-pair',
  quantity: 3,
  quantityType: 'SINGLE',
  name: products.pairLight.name,
  variantName: 'Bronze',
  price: parseMoney('40.00'),
  caseSize: 6,
  isPairProduct: true,
});

/** 10% off any order, for every account: the checkout tests' coupon. */
export const save10: Coupon = {
  id: 'cp-1',
  code: 'SAVE10',
  name: 'Ten percent off',
  description: '',
  type: 'PERCENTAGE',
  percent: { amount: 10, scale: 0 },
  maximumDiscountAmount: null,
  minimumOrderAmount: null,
  isActive: true,
};
