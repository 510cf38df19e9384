// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../src/domain/cart/cart';
import { parseUnitPrice } from '../../../src/domain/shared/money';
import { CART_KEY } from '../../../src/infrastructure/browser/cart-key';
import { LocalStorageCart, REMOVAL_MEMORY_MS, readCart, type WriteScheduler } from '../../../src/infrastructure/browser/local-storage-cart';

/** These tests read the storage itself: whether the browser kept the cart is another test's. */
const ignoreNotKept = () => undefined;

function aLine(productId: string, quantity = 1): CartItem {
  return {
    productId,
    variantId: `${productId}-v`,
    quantity,
    quantityType: 'SINGLE',
    name: `Light ${productId}`,
    variantName: 'Brass',
    image: null,
    price: parseUnitPrice('59.90'),
    caseSize: 12,
    allowCaseOrder: true,
    isPairProduct: false,
  };
}

/**
 * Two tabs of one browser, as a browser runs them: each reads its own copy of
 * localStorage, and hears of the other's writes (its copy updated, then a
 * storage event) only when `deliver` runs, so writes made "at once" cross.
 * With `writesAfterPaint`, a tab writes its changes as the shop does, once painted: when its `paint` runs.
 */
function twoTabs({ writesAfterPaint = false } = {}) {
  const copies = [new Map<string, string>(), new Map<string, string>()];
  const windows = [new EventTarget(), new EventTarget()];
  const inFlight: Array<() => void> = [];
  let time = 1_000;
  const clock = () => time;

  const storageOf = (tab: 0 | 1): Storage => {
    const mine = copies[tab]!;
    const other = copies[1 - tab]!;
    const send = (key: string | null, newValue: string | null) =>
      inFlight.push(() => {
        if (key === null) other.clear();
        else if (newValue === null) other.delete(key);
        else other.set(key, newValue);
        windows[1 - tab]!.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      });
    return {
      get length() {
        return mine.size;
      },
      key: (index) => [...mine.keys()][index] ?? null,
      getItem: (key) => mine.get(key) ?? null,
      setItem: (key, value) => {
        mine.set(key, value);
        send(key, value);
      },
      removeItem: (key) => {
        mine.delete(key);
        send(key, null);
      },
      clear: () => {
        mine.clear();
        send(null, null);
      },
    };
  };

  const tab = (index: 0 | 1) => {
    const storage = storageOf(index);
    const due: Array<() => void> = [];
    const schedule: WriteScheduler | undefined = writesAfterPaint ? (write) => void due.push(write) : undefined;
    const cart = new LocalStorageCart(() => storage, clock, () => windows[index]!, schedule);
    let shown: Cart = cart.load();
    cart.watch((told) => {
      shown = told;
    });
    return {
      storage,
      /** A change made on this tab, as the cart machine saves it: the whole cart after the change. */
      change(update: (cart: Cart) => Cart) {
        shown = update(shown);
        cart.save(shown, ignoreNotKept);
      },
      clear: () => cart.clear(),
      paint: () => due.splice(0).forEach((write) => write()),
      shown: () => shown.map((line) => `${line.productId} x${line.quantity}`).sort(),
      stored: () => readCart(storage.getItem(CART_KEY)).map((line) => `${line.productId} x${line.quantity}`).sort(),
    };
  };

  return {
    a: tab(0),
    b: tab(1),
    later(ms = 1) {
      time += ms;
    },
    /** Every write in flight reaches the other tab, and every write-back it makes, until both are quiet. */
    deliver() {
      for (let turns = 0; inFlight.length > 0; turns += 1) {
        if (turns > 20) throw new Error('the tabs never agree');
        inFlight.shift()!();
      }
    },
  };
}

const add = (line: CartItem) => (cart: Cart) => [...cart, line];
const setQuantity = (productId: string, quantity: number) => (cart: Cart) =>
  cart.map((line) => (line.productId === productId ? { ...line, quantity } : line));
const remove = (productId: string) => (cart: Cart) => cart.filter((line) => line.productId !== productId);

describe('two tabs changing the cart at once', () => {
  it('each adding a different product: both tabs end with both lines', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    later();
    b.change(add(aLine('p-2')));
    deliver();
    expect(a.shown()).toEqual(['p-1 x1', 'p-2 x1']);
    expect(b.shown()).toEqual(['p-1 x1', 'p-2 x1']);
    expect(a.stored()).toEqual(['p-1 x1', 'p-2 x1']);
    expect(b.stored()).toEqual(['p-1 x1', 'p-2 x1']);
  });

  it('one changing a quantity while the other adds a line: neither change is lost', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    deliver();
    later();
    a.change(setQuantity('p-1', 5));
    later();
    b.change(add(aLine('p-2', 2)));
    deliver();
    expect(a.shown()).toEqual(['p-1 x5', 'p-2 x2']);
    expect(b.shown()).toEqual(['p-1 x5', 'p-2 x2']);
  });

  it('one removing a line while the other changes another: the line stays removed, the change stays', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    a.change(add(aLine('p-2')));
    deliver();
    later();
    a.change(remove('p-1'));
    later();
    b.change(setQuantity('p-2', 7));
    deliver();
    expect(a.shown()).toEqual(['p-2 x7']);
    expect(b.shown()).toEqual(['p-2 x7']);
    expect(b.stored()).toEqual(['p-2 x7']);
  });

  it('both changing the same line: the later change wins, in both tabs', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    deliver();
    later();
    b.change(setQuantity('p-1', 3));
    later();
    a.change(setQuantity('p-1', 9));
    deliver();
    expect(a.shown()).toEqual(['p-1 x9']);
    expect(b.shown()).toEqual(['p-1 x9']);
  });

  it('a line removed in one tab is not brought back by the other tab writing the old line unchanged', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    deliver();
    later();
    a.change(remove('p-1'));
    later();
    // b has not heard of the removal and writes its cart, p-1 still in it.
    b.change(add(aLine('p-2')));
    deliver();
    expect(a.shown()).toEqual(['p-2 x1']);
    expect(b.shown()).toEqual(['p-2 x1']);
  });

  it('a line changed after another tab removed it comes back with the change', () => {
    const { a, b, later, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    deliver();
    later();
    a.change(remove('p-1'));
    later();
    b.change(setQuantity('p-1', 4));
    deliver();
    expect(a.shown()).toEqual(['p-1 x4']);
    expect(b.shown()).toEqual(['p-1 x4']);
  });

  it('a removal is remembered for a day, then forgotten', () => {
    const { a, later } = twoTabs();
    a.change(add(aLine('p-1')));
    later();
    a.change(remove('p-1'));
    expect(JSON.parse(a.storage.getItem(CART_KEY) ?? 'null')).toHaveLength(1);
    later(REMOVAL_MEMORY_MS);
    a.change(add(aLine('p-2')));
    expect(JSON.parse(a.storage.getItem(CART_KEY) ?? 'null')).toEqual([expect.objectContaining({ productId: 'p-2' })]);
  });
});

describe('the cart removed or the storage cleared in another tab', () => {
  it('a storage-cleared event (key null) empties the cart on screen, and nothing is written back', () => {
    const { a, b, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    deliver();
    expect(b.shown()).toEqual(['p-1 x1']);
    a.storage.clear();
    deliver();
    expect(b.shown()).toEqual([]);
    expect(a.stored()).toEqual([]);
    expect(b.storage.getItem(CART_KEY)).toBeNull();
  });

  it('the cart removed in another tab (a sign-out there) empties it here, and is not merged back', () => {
    const { a, b, deliver } = twoTabs();
    a.change(add(aLine('p-1')));
    b.change(add(aLine('p-2')));
    deliver();
    a.clear();
    deliver();
    expect(a.shown()).toEqual([]);
    expect(b.shown()).toEqual([]);
    expect(a.storage.getItem(CART_KEY)).toBeNull();
    expect(b.storage.getItem(CART_KEY)).toBeNull();
  });

  it('clear leaves no trace of the lines, not even their removal marks', () => {
    const { a } = twoTabs();
    a.change(add(aLine('p-1')));
    a.clear();
    expect(a.storage.getItem(CART_KEY)).toBeNull();
    expect(a.shown()).toEqual([]);
  });
});

/** Both tabs know one p-1, written; then tab a sets it to 5, which it writes once painted. */
function anUnwrittenChange() {
  const tabs = twoTabs({ writesAfterPaint: true });
  tabs.a.change(add(aLine('p-1')));
  tabs.a.paint();
  tabs.deliver();
  tabs.later();
  tabs.a.change(setQuantity('p-1', 5));
  return tabs;
}

describe('a change written once painted', () => {
  it("is merged in before the other tab's change that arrives first: both tabs keep both", () => {
    const { a, b, later, deliver } = anUnwrittenChange();
    later();
    b.change(add(aLine('p-2', 2)));
    b.paint();
    deliver();
    expect(a.shown()).toEqual(['p-1 x5', 'p-2 x2']);
    expect(b.shown()).toEqual(['p-1 x5', 'p-2 x2']);
    expect(b.stored()).toEqual(['p-1 x5', 'p-2 x2']);
    a.paint();
    deliver();
    expect(a.stored()).toEqual(['p-1 x5', 'p-2 x2']);
  });

  it('is dropped when the cart is removed in another tab (a sign-out there), and when this tab clears it', () => {
    const { a, b, deliver } = anUnwrittenChange();
    b.clear();
    deliver();
    a.paint();
    deliver();
    expect(a.shown()).toEqual([]);
    expect(a.stored()).toEqual([]);
    expect(b.stored()).toEqual([]);

    a.change(add(aLine('p-3')));
    a.clear();
    a.paint();
    expect(a.storage.getItem(CART_KEY)).toBeNull();
  });
});

describe("another tab's write found in storage before its event arrives", () => {
  it('the next change here merges it, keeps both, and shows the other tab\'s line', () => {
    const shared = new Map<string, string>();
    const storage = { getItem: (key: string) => shared.get(key) ?? null, setItem: (key: string, value: string) => void shared.set(key, value) } as Storage;
    let time = 1_000;
    const tabOf = () => new LocalStorageCart(() => storage, () => (time += 1), () => new EventTarget());
    const [a, b] = [tabOf(), tabOf()];
    a.load();
    a.save([aLine('p-1')], ignoreNotKept);
    b.load();
    b.save([aLine('p-1'), aLine('p-2')], ignoreNotKept);
    let shown: string[] = [];
    a.watch((cart) => (shown = cart.map((line) => `${line.productId} x${line.quantity}`)));

    a.save([aLine('p-1', 3)], ignoreNotKept);

    expect(shown).toEqual(['p-1 x3', 'p-2 x1']);
    expect(readCart(shared.get(CART_KEY) ?? null).map((line) => `${line.productId} x${line.quantity}`)).toEqual(['p-1 x3', 'p-2 x1']);
  });
});
