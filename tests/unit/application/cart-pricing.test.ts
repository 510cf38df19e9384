import { describe, expect, it } from 'vitest';
import { repriceCart } from '../../../src/application/cart/cart-pricing';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Product } from '../../../src/domain/catalog/catalog';
import { cartUnitPrice } from '../../../src/domain/cart/cart';
import { formatMoney, formatUnitPrice, parseUnitPrice } from '../../../src/domain/shared/money';
import { aCartItem, aProduct, aVariant, usd } from '../../support/mothers';

function catalogOf(products: Product[]) {
  return {
    async product(id: string) {
      const found = products.find((product) => product.id === id);
      if (!found) throw new BackendError('not-found', 'Product not found', 404);
      return found;
    },
  };
}

describe('repriceCart: today prices for the buyer role', () => {
  const today = aProduct({ id: 'p-1', caseSize: 10, variants: [aVariant({ id: 'v-1', dealerPrice: usd('82.50'), distributorPrice: usd('71.00') })] });

  it('prices each line at today price for the role, and the case size of today', async () => {
    const cart = [aCartItem({ productId: 'p-1', variantId: 'v-1', price: usd('80.00'), caseSize: 12 })];
    const dealer = await repriceCart(cart, 'DEALER', catalogOf([today]));
    expect(formatMoney(dealer.items[0]!.price)).toBe('$82.50');
    expect(dealer.items[0]!.caseSize).toBe(10);
    const distributor = await repriceCart(cart, 'distributor', catalogOf([today]));
    expect(formatMoney(distributor.items[0]!.price)).toBe('$71.00');
  });

  it("refreshes the SKU from today's variant, for lines stored without one too", async () => {
    const cart = [aCartItem({ productId: 'p-1', variantId: 'v-1', sku: undefined })];
    const renamed = { ...today, variants: today.variants.map((variant) => ({ ...variant, sku: 'LT-001-2' })) };
    expect((await repriceCart(cart, 'DEALER', catalogOf([renamed]))).items[0]!.sku).toBe('LT-001-2');
  });

  it('takes whether the product sells by the case from today: 10 singles of a case of 10 then get the case price', async () => {
    const cart = [aCartItem({ productId: 'p-1', variantId: 'v-1', quantity: 10, allowCaseOrder: false })];
    const [line] = (await repriceCart(cart, 'DEALER', catalogOf([today]))).items;
    expect(line!.allowCaseOrder).toBe(true);
    expect(formatUnitPrice(cartUnitPrice(line!))).toBe('$78.375'); // 82.50 x 0.95
    const [stopped] = (await repriceCart([{ ...line!, allowCaseOrder: true }], 'DEALER', catalogOf([{ ...today, allowCaseOrder: false }]))).items;
    expect(stopped!.allowCaseOrder).toBe(false);
    expect(formatUnitPrice(cartUnitPrice(stopped!))).toBe('$82.50');
  });

  it('keeps a price to the mill', async () => {
    const mills = aProduct({ id: 'p-1', variants: [aVariant({ id: 'v-1', dealerPrice: parseUnitPrice('56.905') })] });
    const [line] = (await repriceCart([aCartItem({ productId: 'p-1', variantId: 'v-1' })], 'DEALER', catalogOf([mills]))).items;
    expect(formatUnitPrice(line!.price)).toBe('$56.905');
  });

  it('fails, keeping the prices shown, when the catalogue answered without prices (never a guess)', async () => {
    const priceless = { ...today, variants: [aVariant({ id: 'v-1', name: 'Brass', prices: null })] };
    const cart = [aCartItem({ productId: 'p-1', variantId: 'v-1' })];
    await expect(repriceCart(cart, 'DEALER', catalogOf([priceless]))).rejects.toMatchObject({
      kind: 'malformed',
      message: 'No prices came for Brass',
    });
  });

  it('sets apart lines whose product, variant or sale has gone', async () => {
    const inactive = aProduct({ id: 'p-2', state: 'INACTIVE', variants: [aVariant({ id: 'v-2' })] });
    const cart = [
      aCartItem({ productId: 'p-1', variantId: 'v-1', name: 'Kept' }),
      aCartItem({ productId: 'p-1', variantId: 'v-gone', name: 'Variant gone' }),
      aCartItem({ productId: 'p-2', variantId: 'v-2', name: 'Inactive' }),
      aCartItem({ productId: 'p-404', variantId: 'v-1', name: 'Deleted' }),
    ];
    const result = await repriceCart(cart, 'DEALER', catalogOf([today, inactive]));
    expect(result.items.map((item) => item.name)).toEqual(['Kept']);
    expect(result.unavailable.map((item) => item.name)).toEqual(['Variant gone', 'Inactive', 'Deleted']);
  });

  it('throws a network failure rather than guess', async () => {
    const failing = { product: async () => Promise.reject(new BackendError('network', 'down')) };
    await expect(repriceCart([aCartItem()], 'DEALER', failing)).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('repriceCart: a long cart', () => {
  /** 45 products of one variant each; the list pages carry p-1 to p-44 and, as the hosted backend lists, each with its first variant only. */
  const products = Array.from({ length: 45 }, (_, index) =>
    aProduct({
      id: `p-${index + 1}`,
      variants: [
        aVariant({ id: `v-${index + 1}`, dealerPrice: usd('10.00') }),
        aVariant({ id: `v-${index + 1}-b`, dealerPrice: usd('11.00') }),
      ],
    }),
  );
  const listed = new Map(products.slice(0, 44).map((product) => [product.id, { ...product, variants: product.variants.slice(0, 1) }]));

  it('reads the list pages once and only the products they do not fully carry one by one', async () => {
    const asked: string[] = [];
    const catalog = {
      ...catalogOf(products),
      async product(id: string) {
        asked.push(id);
        return catalogOf(products).product(id);
      },
      listedProducts: async () => listed,
    };
    const cart = [
      ...products.map((product) => aCartItem({ productId: product.id, variantId: product.variants[0]!.id, price: usd('9.00') })),
      aCartItem({ productId: 'p-2', variantId: 'v-2-b', price: usd('9.00') }),
    ];
    const { items, unavailable } = await repriceCart(cart, 'DEALER', catalog);
    // p-2's second variant is not on the list; p-45 is not listed at all.
    expect(asked.sort()).toEqual(['p-2', 'p-45']);
    expect(unavailable).toEqual([]);
    expect(items.map((item) => formatMoney(item.price))).toEqual([...Array.from({ length: 45 }, () => '$10.00'), '$11.00']);
  });

  it('a cart of up to 40 products reads each product, not the lists', async () => {
    let listsRead = 0;
    const catalog = { ...catalogOf(products), listedProducts: async () => (listsRead++, listed) };
    await repriceCart(products.slice(0, 40).map((product) => aCartItem({ productId: product.id, variantId: product.variants[0]!.id })), 'DEALER', catalog);
    expect(listsRead).toBe(0);
  });
});
