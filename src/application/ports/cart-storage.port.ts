import type { Cart } from '../../domain/cart/cart';

export interface CartStoragePort {
  /** The stored cart; an unreadable one comes back empty rather than failing. */
  load(): Cart;
  /**
   * Keeps the cart, merged line by line with what the buyer's other tabs changed meanwhile. The write may wait until
   * the change is on screen; it is made before another tab's change is merged in and before the page is hidden or left.
   * `onNotKept` is called when the browser would not keep it (storage blocked or full): it then lives in this tab's
   * memory only.
   */
  save(cart: Cart, onNotKept: () => void): void;
  /** Calls back when the stored cart changed elsewhere (another tab, a merge, a clear); returns an unsubscribe. */
  watch(listener: (cart: Cart) => void): () => void;
  /** Removes the stored cart, leaving no trace of its lines, and empties it for the watchers. */
  clear(): void;
}
