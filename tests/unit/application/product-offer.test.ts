import { describe, expect, it } from 'vitest';
import {
  cartItemFor,
  productOffer,
  selectedVariant,
  startingPrice,
  type OfferSelection,
} from '../../../src/application/catalog/product-offer';
import { centsOf, millsOf, type Money } from '../../../src/domain/shared/money';
import { aProduct, aVariant, usd } from '../../support/mothers';

const single = (quantity = 1, variantId: string | null = null): OfferSelection => ({
  variantId,
  quantityType: 'SINGLE',
  quantity,
});
const byCase = (quantity = 1, variantId: string | null = null): OfferSelection => ({
  variantId,
  quantityType: 'CASE',
  quantity,
});

const c = (value: Money | null | undefined): number | null => (value ? centsOf(value) : null);
const m = (value: Money | null | undefined): number | null => (value ? millsOf(value) : null);

describe('productOffer: unit price by role', () => {
  const product = aProduct({ allowCaseOrder: false });

  it.each([
    ['DEALER', 8000],
    ['CONTRACTOR', 9000],
    ['DISTRIBUTOR', 7000],
    ['ADMIN', 10000],
    ['USER', 10000],
    ['dealer', 8000],
  ])('%s sees %i cents', (role, expected) => {
    const offer = productOffer(product, single(), role, 'spec');
    expect(c(offer?.unitPrice)).toBe(expected);
    expect(offer?.caseDiscountApplied).toBe(false);
  });
});

describe('productOffer: case orders', () => {
  // $10.30 x 0.95 = $9.785, kept to the mill as the server keeps it.
  const product = aProduct({
    allowCaseOrder: true,
    caseSize: 12,
    variants: [aVariant({ dealerPrice: usd('10.30'), price: usd('33.33') })],
  });

  it('gives the unit price x 0.95 to the mill and flags the discount', () => {
    const offer = productOffer(product, byCase(2), 'DEALER', 'spec');
    expect(m(offer?.unitPrice)).toBe(9785);
    expect(offer?.caseDiscountApplied).toBe(true);
    expect(offer?.canOrderByCase).toBe(true);
  });

  it('counts units as quantity x case size and totals per unit', () => {
    const offer = productOffer(product, byCase(2), 'DEALER', 'spec');
    expect(offer?.units).toBe(24);
    expect(c(offer?.lineTotal)).toBe(23484); // 9.785 x 24 = 234.84
  });

  it('rounds $33.33 x 0.95 = 31.6635 half-up to $31.664 per unit for the list price', () => {
    expect(m(productOffer(product, byCase(1), 'ADMIN', 'spec')?.unitPrice)).toBe(31664);
  });

  it('gives $59.90 x 12 singles the case price: $56.905 a unit, $682.86', () => {
    const offer = productOffer(aProduct({ ...product, variants: [aVariant({ dealerPrice: usd('59.90') })] }), single(12), 'DEALER', 'spec');
    expect(m(offer?.unitPrice)).toBe(56905);
    expect(offer?.caseDiscountApplied).toBe(true);
    expect(c(offer?.lineTotal)).toBe(68286);
  });

  it('gives 24 singles the case price, and 11 or 13 not', () => {
    expect(productOffer(product, single(24), 'DEALER', 'spec')?.caseDiscountApplied).toBe(true);
    expect(productOffer(product, single(11), 'DEALER', 'spec')?.caseDiscountApplied).toBe(false);
    expect(productOffer(product, single(13), 'DEALER', 'spec')?.caseDiscountApplied).toBe(false);
  });

  it('a single order of the same product that is not whole cases has no discount', () => {
    const offer = productOffer(product, single(2), 'DEALER', 'spec');
    expect(c(offer?.unitPrice)).toBe(1030);
    expect(offer?.caseDiscountApplied).toBe(false);
    expect(offer?.units).toBe(2);
    expect(c(offer?.lineTotal)).toBe(2060);
  });

  it('falls back to SINGLE when the product does not allow case orders', () => {
    const noCase = aProduct({ ...product, allowCaseOrder: false });
    const offer = productOffer(noCase, byCase(2), 'DEALER', 'spec');
    expect(c(offer?.unitPrice)).toBe(1030);
    expect(offer?.caseDiscountApplied).toBe(false);
    expect(offer?.units).toBe(2);
    expect(offer?.canOrderByCase).toBe(false);
  });
});

describe('productOffer: pair products', () => {
  const pair = aProduct({ name: 'Bollard TS-B301 Bronze', allowCaseOrder: true, caseSize: 6 });

  it('doubles the units of a single order (quantity 2 -> 4 units)', () => {
    const offer = productOffer(pair, single(2), 'DEALER', 'spec');
    expect(offer?.isPair).toBe(true);
    expect(offer?.units).toBe(4);
    expect(c(offer?.lineTotal)).toBe(8000 * 4);
  });

  it('3 pairs make 6 units, a whole case of 6: the case price', () => {
    const offer = productOffer(pair, single(3), 'DEALER', 'spec');
    expect(offer?.units).toBe(6);
    expect(offer?.caseDiscountApplied).toBe(true);
    expect(c(offer?.lineTotal)).toBe(7600 * 6);
  });

  it('does not double a case order', () => {
    const offer = productOffer(pair, byCase(2), 'DEALER', 'spec');
    expect(offer?.units).toBe(12);
  });

  it('a product without a pair marker is not a pair', () => {
    expect(productOffer(aProduct(), single(3), 'DEALER', 'spec')?.units).toBe(3);
    expect(productOffer(aProduct(), single(3), 'DEALER', 'spec')?.isPair).toBe(false);
  });
});

describe('productOffer: shipping on the product page', () => {
  it('is $0 when the deployment charges no shipping', () => {
    expect(c(productOffer(aProduct(), single(10), 'DEALER', 'none')?.shipping)).toBe(0);
  });

  it.each([
    ['a tiny order: the $10.00 minimum', single(1), aVariant({ dealerPrice: usd('0.50') }), 1000],
    ['a mid order of $800.00: 5%', single(10), aVariant({ dealerPrice: usd('80.00') }), 4000],
    ['a large case order, over $2,500.00: free', byCase(20), aVariant({ dealerPrice: usd('300.00') }), 0],
  ])("under the spec's rule is what the cart will charge for the line (%s)", (_label, selection, variant, shipping) => {
    const offer = productOffer(aProduct({ variants: [variant] }), selection, 'DEALER', 'spec');
    expect(c(offer?.lineTotal)).toBeGreaterThan(0);
    expect(c(offer?.shipping)).toBe(shipping);
  });
});

describe('productOffer: variant and images', () => {
  const product = aProduct({
    images: ['/img/product.jpg'],
    variants: [
      aVariant({ id: 'v-brass', images: ['/img/brass-1.jpg', '/img/brass-2.jpg'] }),
      aVariant({ id: 'v-black', images: [], dealerPrice: usd('60.00') }),
    ],
  });

  it('uses the chosen variant and its images', () => {
    const offer = productOffer(product, single(1, 'v-brass'), 'DEALER', 'spec');
    expect(offer?.variant?.id).toBe('v-brass');
    expect(offer?.images).toEqual(['/img/brass-1.jpg', '/img/brass-2.jpg']);
  });

  it("falls back to the product's images for a variant without any", () => {
    const offer = productOffer(product, single(1, 'v-black'), 'DEALER', 'spec');
    expect(c(offer?.unitPrice)).toBe(6000);
    expect(offer?.images).toEqual(['/img/product.jpg']);
  });

  it('uses the first variant when none or an unknown one is chosen', () => {
    expect(selectedVariant(product, null)?.id).toBe('v-brass');
    expect(selectedVariant(product, 'gone')?.id).toBe('v-brass');
    expect(selectedVariant(product, 'v-black')?.id).toBe('v-black');
  });

  it('has no offer for a product without variants', () => {
    expect(productOffer(aProduct({ variants: [] }), single(), 'DEALER', 'spec')).toBeNull();
  });

  it('has no offer, and no cart line, for a variant that came without prices', () => {
    const priceless = aProduct({ variants: [aVariant({ prices: null })] });
    expect(productOffer(priceless, single(), 'DEALER', 'spec')).toBeNull();
    expect(cartItemFor(priceless, single(), 'DEALER')).toBeNull();
  });
});

describe('startingPrice', () => {
  // The cheapest variant differs by role.
  const product = aProduct({
    variants: [
      aVariant({ id: 'a', price: usd('50.00'), dealerPrice: usd('45.00'), contractorPrice: usd('48.00'), distributorPrice: usd('20.00') }),
      aVariant({ id: 'b', price: usd('60.00'), dealerPrice: usd('30.00'), contractorPrice: usd('55.00'), distributorPrice: usd('25.00') }),
      aVariant({ id: 'c', price: usd('40.00'), dealerPrice: usd('39.00'), contractorPrice: usd('49.00'), distributorPrice: usd('21.00') }),
    ],
  });

  it.each([
    ['DEALER', 3000],
    ['CONTRACTOR', 4800],
    ['DISTRIBUTOR', 2000],
    ['ADMIN', 4000],
  ])('is the lowest variant price for %s', (role, expected) => {
    expect(c(startingPrice(product, role))).toBe(expected);
  });

  it('is the only price for a single variant', () => {
    expect(c(startingPrice(aProduct(), 'DEALER'))).toBe(8000);
  });

  it('is null without variants', () => {
    expect(startingPrice(aProduct({ variants: [] }), 'DEALER')).toBeNull();
  });

  it('is null when the backend sent no prices (a visitor), and skips a variant that came without', () => {
    expect(startingPrice(aProduct({ variants: [aVariant({ prices: null })] }), 'DEALER')).toBeNull();
    const mixed = aProduct({ variants: [aVariant({ id: 'a', prices: null }), aVariant({ id: 'b', dealerPrice: usd('61.00') })] });
    expect(c(startingPrice(mixed, 'DEALER'))).toBe(6100);
  });
});

describe('cartItemFor', () => {
  const product = aProduct({
    id: 'p-42',
    name: 'Well Light TS-B302',
    images: ['/img/product.jpg'],
    caseSize: 8,
    allowCaseOrder: true,
    variants: [
      aVariant({ id: 'v-1', name: 'Bronze', images: ['/img/bronze.jpg', '/img/bronze-2.jpg'], contractorPrice: usd('10.30') }),
      aVariant({ id: 'v-2', name: 'Black', images: [] }),
    ],
  });

  it("carries the role's single-unit price, not the case price, for a case order", () => {
    const item = cartItemFor(product, byCase(3, 'v-1'), 'CONTRACTOR');
    expect(c(item?.price)).toBe(1030);
    expect(item).toMatchObject({
      productId: 'p-42',
      variantId: 'v-1',
      quantity: 3,
      quantityType: 'CASE',
      name: 'Well Light TS-B302',
      variantName: 'Bronze',
      sku: 'LT-PL100-BR30',
      caseSize: 8,
      allowCaseOrder: true,
      isPairProduct: true,
      image: '/img/bronze.jpg',
    });
  });

  it("carries the selected variant's SKU, null when it has none", () => {
    const skus = aProduct({ variants: [aVariant({ id: 'a', sku: 'LT-001-1' }), aVariant({ id: 'b', sku: null })] });
    expect(cartItemFor(skus, single(1, 'a'), 'DEALER')?.sku).toBe('LT-001-1');
    expect(cartItemFor(skus, single(1, 'b'), 'DEALER')?.sku).toBeNull();
  });

  it('uses the price of the role', () => {
    expect(c(cartItemFor(product, single(1, 'v-2'), 'DISTRIBUTOR')?.price)).toBe(7000);
    expect(c(cartItemFor(product, single(1, 'v-2'), 'ADMIN')?.price)).toBe(10000);
  });

  it("falls back to the product's first image", () => {
    expect(cartItemFor(product, single(1, 'v-2'), 'DEALER')?.image).toBe('/img/product.jpg');
  });

  it('has no image when neither variant nor product has one', () => {
    expect(cartItemFor(aProduct({ images: [] }), single(), 'DEALER')?.image).toBeNull();
  });

  it('marks an ordinary product as not a pair', () => {
    expect(cartItemFor(aProduct(), single(), 'DEALER')?.isPairProduct).toBe(false);
  });

  it('stores SINGLE when the product does not allow case orders', () => {
    const item = cartItemFor(aProduct({ allowCaseOrder: false }), byCase(2), 'DEALER');
    expect(item?.quantityType).toBe('SINGLE');
    expect(item?.quantity).toBe(2);
  });

  it('is null for a product without variants', () => {
    expect(cartItemFor(aProduct({ variants: [] }), single(), 'DEALER')).toBeNull();
  });
});
