import { describe, expect, it } from 'vitest';
import {
  addAllToCart,
  addAllToCartTelling,
  addToCart,
  cartCaseDiscountApplies,
  cartItemCount,
  cartLineTotal,
  cartSubtotal,
  cartUnitPrice,
  clearCart,
  removeFromCart,
  updateQuantity,
  type Cart,
  type CartItem,
} from '../../../src/domain/cart/cart';
import { centsOf, formatUnitPrice } from '../../../src/domain/shared/money';
import { aCartItem, usd } from '../../support/mothers';

describe('addToCart', () => {
  it('adds a new line to an empty cart', () => {
    const item = aCartItem({ quantity: 2 });
    const { cart, merged } = addToCart([], item);
    expect(merged).toBe(false);
    expect(cart).toEqual([item]);
  });

  it('merges the same product, variant and quantity type by adding quantities', () => {
    const start: Cart = [aCartItem({ quantity: 2 })];
    const { cart, merged } = addToCart(start, aCartItem({ quantity: 3 }));
    expect(merged).toBe(true);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
    expect(start[0]?.quantity).toBe(2); // the original cart is not mutated
  });

  it('caps a merged line at 999', () => {
    const { cart } = addToCart([aCartItem({ quantity: 998 })], aCartItem({ quantity: 5 }));
    expect(cart[0]?.quantity).toBe(999);
  });

  it.each([
    ['a different quantity type', { quantityType: 'CASE' as const }],
    ['a different variant', { variantId: 'v-2' }],
    ['a different product', { productId: 'p-2' }],
  ])('%s makes a new line', (_label, overrides) => {
    const { cart, merged } = addToCart([aCartItem({ quantity: 2 })], aCartItem({ quantity: 1, ...overrides }));
    expect(merged).toBe(false);
    expect(cart.map((line) => line.quantity)).toEqual([2, 1]);
  });
});

describe('removeFromCart', () => {
  it('removes by product and variant, leaving other lines', () => {
    const cart: Cart = [
      aCartItem({ productId: 'p-1', variantId: 'v-1' }),
      aCartItem({ productId: 'p-1', variantId: 'v-2' }),
      aCartItem({ productId: 'p-2', variantId: 'v-1' }),
    ];
    expect(removeFromCart(cart, 'p-1', 'v-1').map((l) => `${l.productId}/${l.variantId}`)).toEqual(['p-1/v-2', 'p-2/v-1']);
  });

  it('removes every quantity type of that product and variant', () => {
    const cart: Cart = [aCartItem(), aCartItem({ quantityType: 'CASE' })];
    expect(removeFromCart(cart, 'p-1', 'v-1')).toEqual([]);
  });

  it('with a quantity type, removes only the single or the case line', () => {
    const cart: Cart = [aCartItem(), aCartItem({ quantityType: 'CASE' })];
    expect(removeFromCart(cart, 'p-1', 'v-1', 'CASE').map((line) => line.quantityType)).toEqual(['SINGLE']);
    expect(updateQuantity(cart, 'p-1', 'v-1', 7, 'SINGLE').map((line) => line.quantity)).toEqual([7, 1]);
  });

  it('an unknown line leaves the cart as it was', () => {
    const cart: Cart = [aCartItem()];
    expect(removeFromCart(cart, 'p-9', 'v-1')).toEqual(cart);
  });
});

describe('updateQuantity and clearCart', () => {
  it.each([0, -1, 1000, 2.5, Number.NaN])('ignores the out-of-range quantity %j', (quantity) => {
    const cart: Cart = [aCartItem({ quantity: 3 })];
    expect(updateQuantity(cart, 'p-1', 'v-1', quantity)).toBe(cart);
  });

  it('sets the quantity of the matching line only', () => {
    const cart: Cart = [aCartItem({ quantity: 1 }), aCartItem({ productId: 'p-2', quantity: 4 })];
    expect(updateQuantity(cart, 'p-1', 'v-1', 7).map((l) => l.quantity)).toEqual([7, 4]);
  });

  it('clearCart empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('cart totals', () => {
  const mixed: Cart = [
    aCartItem({ productId: 'p-1', quantity: 3, price: usd('19.99') }), // 3 x 19.99 = 59.97
    aCartItem({ productId: 'p-2', quantity: 2, price: usd('10.00'), isPairProduct: true }), // 4 units = 40.00
    aCartItem({ productId: 'p-3', quantity: 1, quantityType: 'CASE', caseSize: 12, price: usd('33.33') }), // 12 x 31.664 = 379.968
  ];

  it.each([
    [0, 5997],
    [1, 4000],
    [2, 37997],
  ])('line %i totals %i cents', (index, expected) => {
    const item = mixed[index];
    if (!item) throw new Error('fixture line missing');
    expect(centsOf(cartLineTotal(item))).toBe(expected);
  });

  it('cartSubtotal adds the mixed lines: $479.94', () => {
    expect(centsOf(cartSubtotal(mixed))).toBe(5997 + 4000 + 37997);
    expect(centsOf(cartSubtotal([]))).toBe(0);
  });

  it.each<[string, Partial<CartItem>, string, boolean]>([
    ['12 singles of a case of 12', { quantity: 12 }, '$56.905', true],
    ['11 singles of a case of 12', { quantity: 11 }, '$59.90', false],
    ['1 case of 12', { quantity: 1, quantityType: 'CASE' }, '$56.905', true],
    ['12 singles of a product not sold by the case', { quantity: 12, allowCaseOrder: false }, '$59.90', false],
  ])('%s: %s a unit, case price %s', (_label, overrides, unitPrice, casePrice) => {
    const item = aCartItem({ caseSize: 12, allowCaseOrder: true, price: usd('59.90'), ...overrides });
    expect(formatUnitPrice(cartUnitPrice(item))).toBe(unitPrice);
    expect(cartCaseDiscountApplies(item)).toBe(casePrice);
  });

  it('cartItemCount sums the line quantities', () => {
    expect(cartItemCount(mixed)).toBe(6);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('adding many lines at once', () => {
  it('adds them as Add to Cart adds each in turn: the same line adds up to at most 999, others keep their order', () => {
    const a = aCartItem({ productId: 'p-1', variantId: 'v-1', quantity: 600 });
    const b = aCartItem({ productId: 'p-2', variantId: 'v-2', quantity: 2 });
    const aCase = aCartItem({ productId: 'p-1', variantId: 'v-1', quantityType: 'CASE', quantity: 1 });
    const items = [{ ...a, quantity: 500 }, b, aCase, { ...b, quantity: 3 }];
    const oneByOne = items.reduce<Cart>((cart, item) => addToCart(cart, item).cart, [a]);
    expect(addAllToCart([a], items)).toEqual(oneByOne);
    expect(addAllToCartTelling([a], items).capped).toEqual([{ item: items[0], notAdded: 101 }]);
    expect(addAllToCart([a], items).map((line) => [line.productId, line.quantityType, line.quantity])).toEqual([
      ['p-1', 'SINGLE', 999],
      ['p-2', 'SINGLE', 5],
      ['p-1', 'CASE', 1],
    ]);
  });
});
