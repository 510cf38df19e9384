import { z } from 'zod/mini';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { Cart, CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart/quantity';
import { isNegative, parseUnitPrice, toUnitPriceString } from '../../domain/shared/money';
import { afterNextPaint } from './after-next-paint';
import { CART_KEY } from './cart-key';

/** How long a removed line leaves its mark: far longer than two tabs' writes can cross. */
export const REMOVAL_MEMORY_MS = 24 * 60 * 60 * 1000;

const lineRefShape = {
  productId: z.string(),
  variantId: z.string(),
  quantityType: z.enum(['SINGLE', 'CASE']),
};

/**
 * Spec §3's cart item, plus whether the product sells by the case (an entry
 * saved before that was kept counts a case line as such), the variant's SKU
 * (optional: older entries lack it) and when the line last changed (older
 * entries lack it too). The price is kept to the mill as an exact decimal
 * string ("19.99", "56.905"), read back without floats.
 */
const storedItemSchema = z.object({
  ...lineRefShape,
  quantity: z.int().check(z.gte(MIN_QUANTITY), z.lte(MAX_QUANTITY)),
  name: z.string(),
  variantName: z.string(),
  sku: z.optional(z.nullable(z.string())),
  image: z.nullable(z.string()),
  price: z.union([z.string(), z.number()]),
  caseSize: z.int().check(z.positive()),
  allowCaseOrder: z.optional(z.boolean()),
  isPairProduct: z.boolean(),
  changedAt: z.optional(z.number()),
});
type StoredItem = z.infer<typeof storedItemSchema>;

/** The mark a removed line leaves, so a tab that has not heard of the removal cannot bring the line back. */
const storedRemovalSchema = z.object({ ...lineRefShape, removedAt: z.number() });
type StoredRemoval = z.infer<typeof storedRemovalSchema>;

type LineRef = Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>;

/** One line of the cart, or the mark of its removal (item null), and when that last changed. */
interface LineVersion {
  readonly ref: LineRef;
  readonly at: number;
  readonly item: CartItem | null;
}
type CartVersions = readonly LineVersion[];

const refOf = ({ productId, variantId, quantityType }: LineRef): LineRef => ({ productId, variantId, quantityType });
const keyOf = ({ productId, variantId, quantityType }: LineRef) => JSON.stringify([productId, variantId, quantityType]);

function toStored(item: CartItem): StoredItem {
  return { ...item, price: toUnitPriceString(item.price) };
}

/** Null for a line whose price does not read as money. */
function fromStored({ changedAt: _changedAt, ...stored }: StoredItem): CartItem | null {
  try {
    const price = parseUnitPrice(stored.price);
    const allowCaseOrder = stored.allowCaseOrder ?? stored.quantityType === 'CASE';
    return isNegative(price) ? null : { ...stored, price, allowCaseOrder };
  } catch {
    return null;
  }
}

function storedVersion(version: LineVersion): StoredItem | StoredRemoval {
  return version.item ? { ...toStored(version.item), changedAt: version.at } : { ...version.ref, removedAt: version.at };
}

/** A line's stored form as JSON, without its time: kept per line, as a long cart's write restates the lines it left alone. */
const itemTexts = new WeakMap<CartItem, string>();

function itemTextOf(item: CartItem): string {
  let text = itemTexts.get(item);
  if (text === undefined) {
    text = JSON.stringify(toStored(item));
    itemTexts.set(item, text);
  }
  return text;
}

const texts = new WeakMap<LineVersion, string>();

/**
 * What a version says, as text: two versions saying the same are the same change.
 * A line's text is its item's with its time added last, as `storedVersion` puts it.
 */
function textOf(version: LineVersion): string {
  let text = texts.get(version);
  if (text === undefined) {
    text = version.item ? `${itemTextOf(version.item).slice(0, -1)},"changedAt":${JSON.stringify(version.at)}}` : JSON.stringify(storedVersion(version));
    texts.set(version, text);
  }
  return text;
}

function readEntry(entry: unknown): LineVersion | null {
  const item = storedItemSchema.safeParse(entry);
  if (item.success) {
    const read = fromStored(item.data);
    // A line stored before changes were timed counts as older than any change.
    return read && { ref: refOf(read), at: item.data.changedAt ?? 0, item: read };
  }
  const removal = storedRemovalSchema.safeParse(entry);
  if (!removal.success) return null;
  const { removedAt, ...ref } = removal.data;
  return { ref, at: removedAt, item: null };
}

/** Keeps the entries that still parse; a corrupted entry never breaks the shop. */
function readVersions(raw: string | null): CartVersions {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => readEntry(entry) ?? []);
}

function cartOf(versions: CartVersions): Cart {
  return versions.flatMap(({ item }) => (item ? [item] : []));
}

/** The stored cart's lines. */
export function readCart(raw: string | null): Cart {
  return cartOf(readVersions(raw));
}

/**
 * This tab's change as versions: lines as they were keep their time, a new or
 * changed line takes `now`, and a line no longer there leaves a removal mark.
 */
function versionsAfter(before: CartVersions, cart: Cart, now: number): CartVersions {
  const previous = new Map(before.map((version) => [keyOf(version.ref), version]));
  const lines = cart.map((item): LineVersion => {
    const earlier = previous.get(keyOf(item));
    if (earlier?.item === item) return earlier;
    const line: LineVersion = { ref: refOf(item), at: now, item };
    // The same line again (repriced to the same price, say) keeps its time.
    return earlier?.item && textOf({ ...line, at: earlier.at }) === textOf(earlier) ? earlier : line;
  });
  const kept = new Set(cart.map(keyOf));
  const removed = before
    .filter((version) => !kept.has(keyOf(version.ref)))
    .map((version): LineVersion => (version.item ? { ref: version.ref, at: now, item: null } : version));
  return [...lines, ...removed];
}

/** The later of two versions of a line; a tie goes the same way in every tab, so they all agree. */
function later(a: LineVersion, b: LineVersion): LineVersion {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  return textOf(a) >= textOf(b) ? a : b;
}

/**
 * Two tabs' versions of the cart merged line by line: each line as its latest
 * change left it, whichever tab made it. In the order of `first`, then the
 * lines only `second` knows.
 */
function mergeVersions(first: CartVersions, second: CartVersions): CartVersions {
  const merged = new Map(first.map((version) => [keyOf(version.ref), version]));
  for (const version of second) {
    const key = keyOf(version.ref);
    const mine = merged.get(key);
    merged.set(key, mine ? later(mine, version) : version);
  }
  return [...merged.values()];
}

/** The same lines and removals at the same times, whatever the order. */
function sameVersions(a: CartVersions, b: CartVersions): boolean {
  const texts = (versions: CartVersions) => versions.map(textOf).sort().join('\n');
  return texts(a) === texts(b);
}

const textOfCart = (cart: Cart) => JSON.stringify(cart.map(toStored));

function withoutOldRemovals(versions: CartVersions, now: number): CartVersions {
  return versions.filter((version) => version.item || now - version.at < REMOVAL_MEMORY_MS);
}

type CartListener = (cart: Cart) => void;

/** When a cart's write is made: `write` at once, or later (`afterNextPaint`). */
export type WriteScheduler = (write: () => void) => void;

const writeAtOnce: WriteScheduler = (write) => write();

/** New lines put into their stored form per task before a long cart is written, so no one task holds a slow phone long. */
export const LINES_WORDED_PER_TASK = 250;

/**
 * The cart in localStorage, shared by the buyer's tabs. Every write merges
 * with what the other tabs wrote, line by line, so two tabs changing the cart
 * at once lose neither change. The storage is asked for on every use: a
 * browser that refuses it (cookies blocked, a private window, a full quota)
 * leaves the cart in this tab's memory, and `save` says it was not kept.
 */
export class LocalStorageCart implements CartStoragePort {
  /** The versions this tab last read or wrote: the base its next change is told apart from. */
  private known: CartVersions = [];
  /** The stored text `known` was read from or written as: while storage still holds it, no other tab has written. */
  private knownText: string | null = null;
  private readonly listeners = new Set<CartListener>();
  /** The cart this tab changed to and has not written yet, and who hears if the browser will not keep it. */
  private pending: { readonly cart: Cart; readonly onNotKept: () => void } | null = null;

  constructor(
    private readonly storage: () => Storage = () => window.localStorage,
    private readonly now: () => number = Date.now,
    /** Where the other tabs' storage events arrive. */
    private readonly tabEvents: () => EventTarget = () => window,
    /** A long cart's write takes a slow phone a few milliseconds: the shop makes it once the change is painted. */
    private readonly schedule: WriteScheduler = writeAtOnce,
  ) {}

  load(): Cart {
    try {
      const raw = this.storage().getItem(CART_KEY);
      this.known = readVersions(raw);
      this.knownText = raw;
    } catch {
      this.known = [];
      this.knownText = null;
    }
    return cartOf(this.known);
  }

  save(cart: Cart, onNotKept: () => void): void {
    // Changes made before the write is due make one write, of the latest cart.
    const due = this.pending === null;
    this.pending = { cart, onNotKept };
    if (due) this.schedule(this.writeInSlices);
  }

  /** The latest cart's new lines put into words a slice per scheduled task, then the cart written in one. */
  private readonly writeInSlices = () => {
    const pending = this.pending;
    if (pending === null) return;
    let worded = 0;
    for (const item of pending.cart) {
      if (itemTexts.has(item)) continue;
      if (worded === LINES_WORDED_PER_TASK) {
        this.schedule(this.writeInSlices);
        return;
      }
      itemTextOf(item);
      worded += 1;
    }
    this.writePending();
  };

  private readonly writePending = () => {
    const pending = this.pending;
    if (pending === null) return;
    this.pending = null;
    if (!this.merge(pending.cart)) pending.onNotKept();
  };

  /** Writes this tab's cart, merged with the other tabs' writes since it last read or wrote; false when not kept. */
  private merge(cart: Cart): boolean {
    const now = this.now();
    const mine = versionsAfter(this.known, cart, now);
    let stored: string | null = null;
    try {
      // Another tab's write may be here before its storage event.
      stored = this.storage().getItem(CART_KEY);
    } catch {
      // Unreadable: this tab's cart is all there is.
    }
    if (stored !== null && stored === this.knownText) {
      // Nobody else wrote since: this tab's change is the whole story.
      this.known = withoutOldRemovals(mine, now);
      return this.write(this.known);
    }
    this.known = withoutOldRemovals(mergeVersions(mine, readVersions(stored)), now);
    const kept = this.write(this.known);
    const merged = cartOf(this.known);
    // Another tab's lines came in with the merge: this tab shows them too.
    if (textOfCart(merged) !== textOfCart(cart)) this.tell(merged);
    return kept;
  }

  watch(listener: CartListener): () => void {
    if (this.listeners.size === 0) this.tabEvents().addEventListener('storage', this.followOtherTabs);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.tabEvents().removeEventListener('storage', this.followOtherTabs);
    };
  }

  clear(): void {
    this.pending = null;
    try {
      this.storage().removeItem(CART_KEY);
    } catch {
      // Storage blocked: nothing was kept.
    }
    this.known = [];
    this.knownText = null;
    this.tell([]);
  }

  private readonly followOtherTabs = (event: Event) => {
    if (!(event instanceof StorageEvent)) return;
    if (event.key !== CART_KEY && event.key !== null) return;
    // The whole storage cleared (key null) or the cart removed (a sign-out): the cart is gone, not merged.
    if (event.key === null || event.newValue === null) {
      this.pending = null;
      this.known = [];
      this.knownText = null;
      this.tell([]);
      return;
    }
    // This tab's change not yet written goes in first, merged with theirs, so that theirs cannot hide it.
    this.writePending();
    const theirs = readVersions(event.newValue);
    this.known = withoutOldRemovals(mergeVersions(theirs, this.known), this.now());
    // Their write was made before they heard of this tab's latest changes: put those back.
    if (sameVersions(this.known, theirs)) this.knownText = event.newValue;
    else this.write(this.known);
    this.tell(cartOf(this.known));
  };

  private write(versions: CartVersions): boolean {
    const text = `[${versions.map(textOf).join(',')}]`;
    try {
      this.storage().setItem(CART_KEY, text);
      this.knownText = text;
      return true;
    } catch {
      this.knownText = null;
      return false;
    }
  }

  private tell(cart: Cart): void {
    this.listeners.forEach((listener) => listener(cart));
  }
}

/** The buyer's cart in this browser's storage, each change written once it is on screen. */
export const browserCartStorage = (): CartStoragePort => new LocalStorageCart(() => window.localStorage, Date.now, () => window, afterNextPaint);
