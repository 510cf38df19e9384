// The stand-in's data: the same accounts, categories, products and coupons as
// ../shared/real-backend/seed.mjs puts into the real backend, with the ids the
// real backend gives them, so the same requests mean the same things on both.
// Prices are the strings its decimal columns give (2 decimals).

/** When this run's seeded rows were created: their createdAt and updateAt. */
export const seededAt = new Date().toISOString();

export interface SeedVariant {
  readonly id: number;
  readonly name: string;
  readonly sku: string;
  readonly images: readonly string[];
  readonly price: string;
  readonly dealerPrice: string;
  readonly distributorPrice: string;
  readonly contractorPrice: string;
}

export interface SeedProduct {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly state: 'ACTIVE' | 'INACTIVE' | 'DRAFT';
  readonly categoryId: number;
  readonly images: readonly string[];
  readonly caseSize: number;
  readonly allowCaseOrder: boolean;
  readonly basePrice: string;
  /** The list's order after the category's: ascending (0 when absent, as the real seed's own products). */
  readonly index?: number;
  readonly variants: readonly SeedVariant[];
}

export interface SeedCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly image: string;
  readonly index: number;
}

export interface SeedCoupon {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly type: 'PERCENTAGE' | 'FIXED_AMOUNT';
  readonly value: string;
  readonly eligibilityType: 'PUBLIC' | 'USER_ROLE';
  readonly eligibleUserRoles: readonly string[] | null;
  readonly minimumOrderAmount: string | null;
  readonly maximumDiscountAmount: string | null;
  readonly isActive: boolean;
}

export interface SeedAccount {
  readonly email: string;
  readonly password: string;
  readonly profile: Record<string, unknown>;
  /** Wallet in cents. */
  readonly balance: number;
}

export const seedCategories: readonly SeedCategory[] = [
  { id: 1, name: 'Path Lights', slug: 'path-lights', description: 'Brass and copper path lights', image: '/images/categories/path-lights.svg', index: 0 },
  { id: 2, name: 'Spot & Flood Lights', slug: 'spot-flood-lights', description: 'Adjustable spots and floods', image: '/images/categories/spot-flood-lights.svg', index: 1 },
  { id: 3, name: 'Bollards', slug: 'bollards', description: 'Bollard lights for drives and walks', image: '/images/categories/bollards.svg', index: 2 },
];

const auroraDescription =
  '<p>Solid cast <strong>brass</strong> path light with a 3W LED. Suitable for lawns, borders and walkways. ' +
  'Lorem ipsum dolor sit amet. '.repeat(10) +
  '</p>';

export const seedProducts: readonly SeedProduct[] = [
  {
    id: 1,
    name: 'Aurora Brass Path Light',
    description: auroraDescription,
    state: 'ACTIVE',
    categoryId: 1,
    images: ['/images/products/path-brass.svg'],
    caseSize: 12,
    allowCaseOrder: true,
    basePrice: '89.90',
    variants: [
      { id: 1, name: 'Brass', sku: 'AUR-BR', images: ['/images/products/path-brass.svg'], price: '89.90', dealerPrice: '59.90', distributorPrice: '49.90', contractorPrice: '69.90' },
      { id: 2, name: 'Bronze', sku: 'AUR-BZ', images: ['/images/products/path-bronze.svg'], price: '92.50', dealerPrice: '61.35', distributorPrice: '51.10', contractorPrice: '71.20' },
    ],
  },
  {
    id: 2,
    name: 'Comet Copper Path Light',
    description: '<p>Copper path light.</p>',
    state: 'ACTIVE',
    categoryId: 1,
    images: ['/images/products/path-copper.svg'],
    caseSize: 6,
    allowCaseOrder: true,
    basePrice: '120.00',
    variants: [
      { id: 3, name: 'Copper', sku: 'COM-CU', images: ['/images/products/path-copper.svg'], price: '120.00', dealerPrice: '84.99', distributorPrice: '70.00', contractorPrice: '95.00' },
    ],
  },
  {
    id: 3,
    name: 'Beacon Spot Light',
    description: '<p>Adjustable spot light, 7W.</p>',
    state: 'ACTIVE',
    categoryId: 2,
    images: ['/images/products/spot-black.svg'],
    caseSize: 10,
    allowCaseOrder: true,
    basePrice: '75.00',
    variants: [
      { id: 4, name: 'Black', sku: 'BEA-BK', images: ['/images/products/spot-black.svg'], price: '75.00', dealerPrice: '49.99', distributorPrice: '42.50', contractorPrice: '59.00' },
      { id: 5, name: 'Nickel', sku: 'BEA-NI', images: ['/images/products/spot-nickel.svg'], price: '79.00', dealerPrice: '52.99', distributorPrice: '44.50', contractorPrice: '62.00' },
    ],
  },
  {
    id: 4,
    name: 'TS-B301 Bollard',
    description: '<p>Bollard sold in pairs.</p>',
    state: 'ACTIVE',
    categoryId: 3,
    images: ['/images/products/bollard-bronze.svg'],
    caseSize: 4,
    allowCaseOrder: true,
    basePrice: '310.00',
    variants: [
      { id: 6, name: 'Bronze', sku: 'TSB301-BZ', images: ['/images/products/bollard-bronze.svg'], price: '310.00', dealerPrice: '219.95', distributorPrice: '189.50', contractorPrice: '249.00' },
    ],
  },
  {
    id: 5,
    name: 'Retired Deck Light',
    description: '<p>Old.</p>',
    state: 'INACTIVE',
    categoryId: 1,
    images: ['/images/products/deck-black.svg'],
    caseSize: 12,
    allowCaseOrder: true,
    basePrice: '0.00',
    variants: [
      { id: 7, name: 'Black', sku: 'RET-BK', images: ['/images/products/deck-black.svg'], price: '10.00', dealerPrice: '8.00', distributorPrice: '7.00', contractorPrice: '9.00' },
    ],
  },
];

export const seedCoupons: readonly SeedCoupon[] = [
  { code: 'WELCOME10', name: 'Welcome 10%', description: '10% off from $100, at most $250', type: 'PERCENTAGE', value: '10.00', eligibilityType: 'PUBLIC', eligibleUserRoles: null, minimumOrderAmount: '100.00', maximumDiscountAmount: '250.00', isActive: true },
  { code: 'SAVE50', name: 'Save $50', description: '$50 off from $500', type: 'FIXED_AMOUNT', value: '50.00', eligibilityType: 'USER_ROLE', eligibleUserRoles: ['DEALER'], minimumOrderAmount: '500.00', maximumDiscountAmount: null, isActive: true },
  { code: 'BIGBUY15', name: 'Big Buy 15', description: '15% off from $5,000, at most $1,000', type: 'PERCENTAGE', value: '15.00', eligibilityType: 'PUBLIC', eligibleUserRoles: null, minimumOrderAmount: '5000.00', maximumDiscountAmount: '1000.00', isActive: true },
  { code: 'OLDDEAL', name: 'Old deal', description: 'No longer offered', type: 'PERCENTAGE', value: '20.00', eligibilityType: 'PUBLIC', eligibleUserRoles: null, minimumOrderAmount: null, maximumDiscountAmount: null, isActive: false },
];

const registered = (fields: Record<string, unknown>) => ({
  gender: 'Prefer not to say',
  approved: true,
  ...fields,
});

const buyer = (name: string, role: string, email: string) =>
  registered({
    name,
    lastName: 'Buyer',
    phone: '555-0101',
    role,
    company: `${name} Lighting`,
    companyAddress: 'Store 7',
    companyWebsite: 'https://example.test',
    salesRep: 'In-house',
    billingAddress: '9 Oak Ave',
    billingCity: 'Austin',
    billingState: 'TX',
    billingZipCode: '78701',
    street: '9 Oak Ave',
    city: 'Austin',
    country: 'TX',
    zip: '78701',
    email,
  });

export const seedAccounts: readonly SeedAccount[] = [
  { email: 'admin@truscapes.test', password: 'Admin1234!', balance: 0, profile: { role: 'ADMIN', approved: true } },
  {
    email: 'dealer@truscapes.test',
    password: 'Dealer1234!',
    balance: 1_000_000,
    profile: registered({
      name: 'Dana',
      lastName: 'Dealer',
      phone: '555-0100',
      role: 'DEALER',
      company: 'Bright Yards LLC',
      companyAddress: 'Store 12',
      companyWebsite: 'https://brightyards.example',
      salesRep: 'N/A',
      billingAddress: '1 Main St',
      billingCity: 'Springfield',
      billingState: 'IL',
      billingZipCode: '62701',
      street: '1 Main St',
      city: 'Springfield',
      country: 'IL',
      zip: '62701',
      birthDate: '1985-04-02T00:00:00.000Z',
    }),
  },
  { email: 'distributor@truscapes.test', password: 'Distributor1234!', balance: 5_000_000, profile: buyer('Priya', 'DISTRIBUTOR', 'distributor@truscapes.test') },
  {
    email: 'local.dealer@truscapes.test',
    password: 'Local1234!',
    balance: 250_000,
    profile: { ...buyer('Lee', 'DEALER', 'local.dealer@truscapes.test'), isLocalDealer: true },
  },
  { email: 'pending@truscapes.test', password: 'Pending1234!', balance: 0, profile: {} },
];

/**
 * More Path Lights, for a caller that needs a category longer than a page
 * (the bench's browsing journey): ids after the seed's, prices made of
 * whole dollars and cents so every one is a plain 2-decimal string.
 */
export function extraPathLights(count: number): SeedProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 6 + index;
    const cents = (base: number) => `${base + (index % 40)}.${String((index * 7) % 100).padStart(2, '0')}`;
    return {
      id,
      name: `Lumen Path Light ${index + 1}`,
      description: `<p>Cast aluminium path light number ${index + 1}.</p>`,
      state: 'ACTIVE',
      categoryId: 1,
      images: ['/images/products/path-bronze.svg'],
      caseSize: 6,
      allowCaseOrder: true,
      basePrice: cents(90),
      variants: [
        { id: 8 + index, name: 'Bronze', sku: `LUM-${index + 1}`, images: ['/images/products/path-bronze.svg'], price: cents(90), dealerPrice: cents(60), distributorPrice: cents(50), contractorPrice: cents(70) },
      ],
    };
  });
}

/** The real seed's 'Wire & Connectors' category, made with its EXTRA_PRODUCTS. */
export const wireCategory: SeedCategory = {
  id: seedCategories.length + 1,
  name: 'Wire & Connectors',
  slug: 'wire-connectors',
  description: 'Cable, connectors and fittings.',
  image: '/images/categories/transformers.svg',
  index: 9,
};

/** A price in cents as the real seed makes it from a float, kept to the cent (the decimal column's scale). */
const centsTimes = (cents: number, tenths: number) => {
  const scaled = cents * tenths;
  return Math.floor(scaled / 10) + (scaled % 10 >= 5 ? 1 : 0);
};
const decimal2 = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * As ../shared/real-backend/seed.mjs makes with EXTRA_PRODUCTS=n (a catalogue at scale, for the SKU index): "Wire Kit
 * 0001" and up, one variant each, SKU WIR-0001 and up, index 100 + n, with its prices; ids after `after`'s.
 */
export function wireKits(count: number, after: readonly SeedProduct[]): SeedProduct[] {
  const firstId = Math.max(0, ...after.map((product) => product.id)) + 1;
  const firstVariantId = Math.max(0, ...after.flatMap((product) => product.variants.map((variant) => variant.id))) + 1;
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const code = String(n).padStart(4, '0');
    // seed.mjs: 2 + (n % 97) + (n % 7) / 10 + (n % 3) / 100 dollars, and 0.7, 0.6 and 0.8 of it.
    const base = 200 + (n % 97) * 100 + (n % 7) * 10 + (n % 3);
    const image = '/images/products/transformer-black.svg';
    return {
      id: firstId + index,
      name: `Wire Kit ${code}`,
      description: `<p>Wire and connector kit ${code}.</p>`,
      state: 'ACTIVE',
      categoryId: wireCategory.id,
      images: [image],
      caseSize: 10,
      allowCaseOrder: n % 2 === 0,
      basePrice: decimal2(base),
      index: 100 + n,
      variants: [
        {
          id: firstVariantId + index,
          name: 'Standard',
          sku: `WIR-${code}`,
          images: [image],
          price: decimal2(base),
          dealerPrice: decimal2(centsTimes(base, 7)),
          distributorPrice: decimal2(centsTimes(base, 6)),
          contractorPrice: decimal2(centsTimes(base, 8)),
        },
      ],
    };
  });
}
