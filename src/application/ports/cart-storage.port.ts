import type { Cart } from '../../domain/cart/cart';

export interface CartStoragePort {
  /** The stored cart; an unreadable one comes back empty rather than failing. */
  load(): Cart;
  save(cart: Cart): void;
  /** Calls back when another tab changes the cart; returns an unsubscribe. */
  watch(listener: (cart: Cart) => void): () => void;
}
