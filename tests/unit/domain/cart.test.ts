import { describe, expect, it } from 'vitest';
import {
  addAllToCart,
  addAllToCartTelling,
  addToCart,
  cartCaseDiscountApplies,
  cartButtonName,
  cartLineCount,
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
    const { cart, outcome } = addToCart([], item);
    expect(outcome).toBe('added');
    expect(cart).toEqual([item]);
  });

  it('merges the same product, variant and quantity type by adding quantities', () => {
    const start: Cart = [aCartItem({ quantity: 2 })];
    const { cart, outcome } = addToCart(start, aCartItem({ quantity: 3 }));
    expect(outcome).toBe('merged');
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
    expect(start[0]?.quantity).toBe(2); // the original cart is not mutated
  });

  it('fills a line up to 999 exactly', () => {
    const { cart, outcome } = addToCart([aCartItem({ quantity: 994 })], aCartItem({ quantity: 5 }));
    expect(outcome).toBe('merged');
    expect(cart[0]?.quantity).toBe(999);
  });

  it('refuses an addition that would take a line past 999, whole: nothing is brought down to 999', () => {
    const start: Cart = [aCartItem({ quantity: 998 })];
    const result = addToCart(start, aCartItem({ quantity: 5 }));
    expect(result).toEqual({ outcome: 'overLimit', cart: start, inCart: 998 });
  });

  it.each([
    ['a different quantity type', { quantityType: 'CASE' as const }],
    ['a different variant', { variantId: 'v-2' }],
    ['a different product', { productId: 'p-2' }],
  ])('%s makes a new line', (_label, overrides) => {
    const { cart, outcome } = addToCart([aCartItem({ quantity: 2 })], aCartItem({ quantity: 1, ...overrides }));
    expect(outcome).toBe('added');
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

  it('the cart badge counts lines, and its name says so', () => {
    expect(cartLineCount(mixed)).toBe(mixed.length);
    expect(cartLineCount([])).toBe(0);
    expect([0, 1, 2].map(cartButtonName)).toEqual(['Cart, 0 lines', 'Cart, 1 line', 'Cart, 2 lines']);
  });

  it('3 lights and 1 case of 12 are 2 lines on the badge, not 4', () => {
    const cart: Cart = [aCartItem({ productId: 'p-1', quantity: 3 }), aCartItem({ productId: 'p-2', quantityType: 'CASE', quantity: 1 })];
    expect(cartLineCount(cart)).toBe(2);
  });
});

describe('adding many lines at once', () => {
  it('adds them in turn: the same line adds up to at most 999 and what was left out is told, others keep their order', () => {
    const a = aCartItem({ productId: 'p-1', variantId: 'v-1', quantity: 600 });
    const b = aCartItem({ productId: 'p-2', variantId: 'v-2', quantity: 2 });
    const aCase = aCartItem({ productId: 'p-1', variantId: 'v-1', quantityType: 'CASE', quantity: 1 });
    const items = [{ ...a, quantity: 500 }, b, aCase, { ...b, quantity: 3 }];
    expect(addAllToCartTelling([a], items).capped).toEqual([{ item: items[0], notAdded: 101 }]);
    expect(addAllToCart([a], items).map((line) => [line.productId, line.quantityType, line.quantity])).toEqual([
      ['p-1', 'SINGLE', 999],
      ['p-2', 'SINGLE', 5],
      ['p-1', 'CASE', 1],
    ]);
  });
});
