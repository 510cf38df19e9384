import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../../src/domain/cart/cart';
import { centsOf, millsOf, parseMoney, parseUnitPrice } from '../../../src/domain/shared/money';
import { CART_KEY } from '../../../src/infrastructure/browser/cart-key';
import { LINES_WORDED_PER_TASK, LocalStorageCart, readCart } from '../../../src/infrastructure/browser/local-storage-cart';

/** These tests read the storage itself: whether the browser kept the cart is another test's. */
const ignoreNotKept = () => undefined;

/** The environment is node: a Map-backed Storage stands in for window.localStorage. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** A storage whose every access throws, as in a private window with storage blocked. */
function blockedStorage(): Storage {
  const blocked = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { length: 0, clear: blocked, getItem: blocked, key: blocked, removeItem: blocked, setItem: blocked };
}

/** A line as it sits in localStorage: price as a decimal string, saved before the case setting was kept. */
function storedLine(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId: 'p-1',
    variantId: 'v-1',
    quantity: 2,
    quantityType: 'SINGLE',
    name: 'Brass Path Light PL-100',
    variantName: 'Brass 3000K',
    image: null,
    price: '19.99',
    caseSize: 12,
    isPairProduct: false,
    ...overrides,
  };
}

function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    productId: 'p-1',
    variantId: 'v-1',
    quantity: 3,
    quantityType: 'CASE',
    name: 'Brass Path Light PL-100',
    variantName: 'Brass 3000K',
    image: 'https://cdn.test/pl-100.jpg',
    price: parseMoney('19.99'),
    caseSize: 12,
    allowCaseOrder: true,
    isPairProduct: false,
    ...overrides,
  };
}

const json = (value: unknown) => JSON.stringify(value);

describe('readCart', () => {
  it.each<[string, string | null]>([
    ['null', null],
    ['an empty string', ''],
    ['text that is not JSON', 'not json'],
    ['an object', '{}'],
    ['an array of numbers', '[1,2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"cart"'],
  ])('reads %s as an empty cart', (_label, raw) => {
    expect(readCart(raw)).toEqual([]);
  });

  it('reads a valid line with its price as exact cents', () => {
    const cart = readCart(json([storedLine()]));
    expect(cart).toHaveLength(1);
    const { price, ...rest } = cart[0]!;
    expect(centsOf(price)).toBe(1999);
    expect(rest).toEqual({
      productId: 'p-1',
      variantId: 'v-1',
      quantity: 2,
      quantityType: 'SINGLE',
      name: 'Brass Path Light PL-100',
      variantName: 'Brass 3000K',
      image: null,
      caseSize: 12,
      allowCaseOrder: false,
      isPairProduct: false,
    });
  });

  it('keeps the valid line of a mix of one valid and one invalid line', () => {
    const cart = readCart(json([storedLine({ productId: 'p-good' }), storedLine({ productId: 'p-bad', quantityType: 'PALLET' })]));
    expect(cart.map((line) => line.productId)).toEqual(['p-good']);
  });

  it.each<[string, Record<string, unknown>]>([
    ['quantity 0', { quantity: 0 }],
    ['quantity 1000', { quantity: 1000 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a quantity as a string', { quantity: '2' }],
    ['a price that is not a number', { price: 'abc' }],
    ['a negative price', { price: '-1.00' }],
    ['no price', { price: undefined }],
    ['a price as an object', { price: { amount: 1999 } }],
    ['case size 0', { caseSize: 0 }],
    ['no productId', { productId: undefined }],
    ['an unknown quantity type', { quantityType: 'BOX' }],
  ])('drops a line with %s', (_label, overrides) => {
    const cart = readCart(json([storedLine({ productId: 'p-keep' }), storedLine({ productId: 'p-drop', ...overrides })]));
    expect(cart.map((line) => line.productId)).toEqual(['p-keep']);
  });

  it.each<[string | number, number]>([
    ['19.99', 1999],
    [19.99, 1999],
    ['0.10', 10],
    [33.33, 3333],
  ])('reads a stored price %j as %i cents (numbers too, as older carts kept them)', (price, expected) => {
    expect(centsOf(readCart(json([storedLine({ price })]))[0]!.price)).toBe(expected);
  });

  it.each<[string | number, number]>([
    ['56.905', 56_905],
    [56.905, 56_905],
    ['19.99', 19_990],
    ['19.9996', 20_000],
  ])('reads a stored price %j to the mill: %i mills', (price, expected) => {
    expect(millsOf(readCart(json([storedLine({ price })]))[0]!.price)).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a case line saved before the setting was kept sells by the case', { quantityType: 'CASE' }, true],
    ['a single line saved before the setting was kept does not, until repriced', { quantityType: 'SINGLE' }, false],
    ['a kept setting is read as kept', { quantityType: 'SINGLE', allowCaseOrder: true }, true],
    ['a kept "no" is read as kept', { quantityType: 'CASE', allowCaseOrder: false }, false],
  ])('%s', (_label, overrides, expected) => {
    expect(readCart(json([storedLine(overrides)]))[0]?.allowCaseOrder).toBe(expected);
  });

  it('drops a line whose case setting is not a yes or no', () => {
    expect(readCart(json([storedLine({ allowCaseOrder: 'yes' })]))).toEqual([]);
  });

  it.each([1, 999])('keeps the boundary quantity %i', (quantity) => {
    expect(readCart(json([storedLine({ quantity })]))[0]?.quantity).toBe(quantity);
  });
});

describe('LocalStorageCart', () => {
  it('saves under the key "cart" in the spec\'s shape, the case setting and when the line changed, the price as an exact decimal string', () => {
    const storage = memoryStorage();
    new LocalStorageCart(() => storage, () => 1_000).save([aCartItem()], ignoreNotKept);
    expect(CART_KEY).toBe('cart');
    const stored: unknown = JSON.parse(storage.getItem('cart') ?? 'null');
    expect(stored).toEqual([
      {
        productId: 'p-1',
        variantId: 'v-1',
        quantity: 3,
        quantityType: 'CASE',
        name: 'Brass Path Light PL-100',
        variantName: 'Brass 3000K',
        image: 'https://cdn.test/pl-100.jpg',
        price: '19.99',
        caseSize: 12,
        allowCaseOrder: true,
        isPairProduct: false,
        changedAt: 1_000,
      },
    ]);
  });

  it('keeps a price to the mill: "56.905" stays "56.905"', () => {
    const storage = memoryStorage();
    new LocalStorageCart(() => storage).save([aCartItem({ price: parseUnitPrice('56.905') })], ignoreNotKept);
    expect((JSON.parse(storage.getItem('cart') ?? '[]') as Array<{ price: unknown }>)[0]?.price).toBe('56.905');
    expect(millsOf(new LocalStorageCart(() => storage).load()[0]!.price)).toBe(56_905);
  });

  it('round-trips a cart through save and load with exact cents', () => {
    const storage = memoryStorage();
    const cart = [
      aCartItem(),
      aCartItem({ productId: 'p-2', variantId: 'v-9', quantityType: 'SINGLE', quantity: 999, price: parseMoney(33.33), image: null }),
      aCartItem({ productId: 'p-3', price: parseMoney('0.10'), isPairProduct: true }),
    ];
    new LocalStorageCart(() => storage).save(cart, ignoreNotKept);
    const loaded = new LocalStorageCart(() => storage).load();
    expect(loaded.map((line) => centsOf(line.price))).toEqual([1999, 3333, 10]);
    const withoutPrice = ({ price: _price, ...rest }: CartItem) => rest;
    expect(loaded.map(withoutPrice)).toEqual(cart.map(withoutPrice));
  });

  it("round-trips the variant's SKU, a null SKU too", () => {
    const storage = memoryStorage();
    new LocalStorageCart(() => storage).save([aCartItem({ sku: 'LT-001-1' }), aCartItem({ productId: 'p-2', sku: null })], ignoreNotKept);
    expect(new LocalStorageCart(() => storage).load().map((line) => line.sku)).toEqual(['LT-001-1', null]);
  });

  it('still reads a line stored before the SKU was kept, without one', () => {
    const storage = memoryStorage({ cart: json([storedLine()]) });
    const [line] = new LocalStorageCart(() => storage).load();
    expect(line?.productId).toBe('p-1');
    expect(line?.sku).toBeUndefined();
  });

  it('drops a line whose SKU is not text', () => {
    expect(readCart(json([storedLine({ sku: 42 })]))).toEqual([]);
  });

  it('emptying the cart stores no line, only the mark of each removal', () => {
    const storage = memoryStorage({ cart: json([storedLine()]) });
    const adapter = new LocalStorageCart(() => storage, () => 5_000);
    adapter.load();
    adapter.save([], ignoreNotKept);
    expect(JSON.parse(storage.getItem('cart') ?? 'null')).toEqual([
      { productId: 'p-1', variantId: 'v-1', quantityType: 'SINGLE', removedAt: 5_000 },
    ]);
    expect(adapter.load()).toEqual([]);
  });

  it('loads an empty cart when nothing is stored', () => {
    expect(new LocalStorageCart(() => memoryStorage()).load()).toEqual([]);
  });

  it('loads only the valid lines of a corrupted stored cart', () => {
    const storage = memoryStorage({ cart: json([storedLine({ quantity: 0 }), storedLine({ productId: 'p-ok' })]) });
    expect(new LocalStorageCart(() => storage).load().map((line) => line.productId)).toEqual(['p-ok']);
  });

  it.each<[string, () => Storage]>([
    ['every call of the storage throws (blocked, or a full quota)', () => blockedStorage()],
    [
      'window.localStorage itself throws on access (cookies blocked)',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
  ])('when %s, load is empty and save says the cart was not kept, never throwing', (_label, storage) => {
    const adapter = new LocalStorageCart(storage);
    expect(adapter.load()).toEqual([]);
    const notKept = vi.fn();
    adapter.save([aCartItem()], notKept);
    expect(notKept).toHaveBeenCalledOnce();
    expect(() => adapter.clear()).not.toThrow();
  });

  it('with its write once painted, changes made before then make one write, of the latest cart', () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const counting: Storage = { ...storage, getItem: (key) => storage.getItem(key), setItem: (key, value) => (writes.push(value), storage.setItem(key, value)) };
    const due: Array<() => void> = [];
    const adapter = new LocalStorageCart(() => counting, () => 1_000, () => new EventTarget(), (write) => void due.push(write));
    adapter.load();
    adapter.save([aCartItem({ quantity: 2 })], ignoreNotKept);
    adapter.save([aCartItem({ quantity: 3 })], ignoreNotKept);
    expect(storage.getItem(CART_KEY)).toBeNull();
    expect(due).toHaveLength(1);
    due.splice(0).forEach((write) => write());
    expect(writes).toHaveLength(1);
    expect(readCart(storage.getItem(CART_KEY)).map((line) => line.quantity)).toEqual([3]);
  });

  it('a long cart is put into words a slice per task, then written once; a change meanwhile is the one written', () => {
    const storage = memoryStorage();
    const writes: string[] = [];
    const counting: Storage = { ...storage, getItem: (key) => storage.getItem(key), setItem: (key, value) => (writes.push(value), storage.setItem(key, value)) };
    const due: Array<() => void> = [];
    const adapter = new LocalStorageCart(() => counting, () => 1_000, () => new EventTarget(), (write) => void due.push(write));
    adapter.load();
    const lines = Array.from({ length: 2 * LINES_WORDED_PER_TASK + 1 }, (_, index) => aCartItem({ productId: `p-${index}`, quantity: 2 }));
    adapter.save(lines, ignoreNotKept);
    const tasks = [];
    while (due.length > 0) {
      tasks.push(due.shift()!);
      tasks.at(-1)!();
      // The buyer changes the first line while the words are being put together.
      if (tasks.length === 1) adapter.save([{ ...lines[0]!, quantity: 5 }, ...lines.slice(1)], ignoreNotKept);
    }
    expect(tasks).toHaveLength(3);
    expect(writes).toHaveLength(1);
    const stored = readCart(storage.getItem(CART_KEY));
    expect(stored).toHaveLength(lines.length);
    expect(stored.map((line) => line.quantity).slice(0, 2)).toEqual([5, 2]);
  });

  it('with its write once painted, a refused write is told then', () => {
    const due: Array<() => void> = [];
    const adapter = new LocalStorageCart(() => blockedStorage(), () => 1_000, () => new EventTarget(), (write) => void due.push(write));
    const notKept = vi.fn();
    adapter.save([aCartItem()], notKept);
    expect(notKept).not.toHaveBeenCalled();
    due.splice(0).forEach((write) => write());
    expect(notKept).toHaveBeenCalledOnce();
  });

  it('save says nothing when the storage took the cart', () => {
    const notKept = vi.fn();
    new LocalStorageCart(() => memoryStorage()).save([aCartItem()], notKept);
    expect(notKept).not.toHaveBeenCalled();
  });

  it('a full quota refuses the write: save says so, and the next save that fits is kept', () => {
    const storage = memoryStorage();
    let full = true;
    const refusing: Storage = {
      ...storage,
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => {
        if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    const adapter = new LocalStorageCart(() => refusing);
    adapter.load();
    const notKept = vi.fn();
    adapter.save([aCartItem()], notKept);
    expect(notKept).toHaveBeenCalledOnce();
    full = false;
    adapter.save([aCartItem({ quantity: 4 })], notKept);
    expect(notKept).toHaveBeenCalledOnce();
    expect(readCart(storage.getItem('cart')).map((line) => line.quantity)).toEqual([4]);
  });
});
