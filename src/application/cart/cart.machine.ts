import { assign, enqueueActions, setup } from 'xstate';
import type { QuantityType } from '../../domain/pricing/pricing';
import { addToCart, clearCart, removeFromCart, updateQuantity, type Cart, type CartItem } from '../../domain/cart/cart';

export type CartEvent =
  | { type: 'ADD'; item: CartItem }
  | { type: 'REMOVE'; productId: string; variantId: string; quantityType?: QuantityType }
  | { type: 'UPDATE'; productId: string; variantId: string; quantity: number; quantityType?: QuantityType }
  | { type: 'CLEAR' }
  /** An order was placed or paid for: the cart empties without a toast (the order's own message says it). */
  | { type: 'ORDER_COMPLETED' }
  /** Today's prices for the buyer's role, with lines no longer sold taken out. */
  | { type: 'REPRICE'; items: Cart }
  /** Another tab changed the stored cart. */
  | { type: 'SYNC'; items: Cart };

export interface CartNotice {
  readonly kind: 'success' | 'error';
  readonly message: string;
}

/** Spec §8 success toasts for the cart. */
export const cartMessages = {
  added: (name: string) => `Added ${name} to cart`,
  merged: (name: string) => `Updated ${name} quantity in cart`,
  removed: (name: string) => `Removed ${name} from cart`,
  updated: (name: string, quantity: number) => `Updated ${name} quantity to ${quantity}`,
  cleared: 'Cart cleared',
} as const;

function nameOf(items: Cart, productId: string, variantId: string): string {
  return items.find((line) => line.productId === productId && line.variantId === variantId)?.name ?? 'item';
}

export const cartMachine = setup({
  types: {
    context: {} as { items: Cart },
    events: {} as CartEvent,
    input: {} as { items: Cart },
  },
  actions: {
    persist: (_, _params: { items: Cart }) => undefined,
    notify: (_, _params: CartNotice) => undefined,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ items: input.items }),
  on: {
    ADD: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const { cart, merged } = addToCart(context.items, event.item);
        const message = merged ? cartMessages.merged(event.item.name) : cartMessages.added(event.item.name);
        enqueue.assign({ items: cart });
        enqueue({ type: 'persist', params: { items: cart } });
        enqueue({ type: 'notify', params: { kind: 'success', message } });
      }),
    },
    REMOVE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const name = nameOf(context.items, event.productId, event.variantId);
        const items = removeFromCart(context.items, event.productId, event.variantId, event.quantityType);
        enqueue.assign({ items });
        enqueue({ type: 'persist', params: { items } });
        enqueue({ type: 'notify', params: { kind: 'success', message: cartMessages.removed(name) } });
      }),
    },
    UPDATE: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const name = nameOf(context.items, event.productId, event.variantId);
        const items = updateQuantity(context.items, event.productId, event.variantId, event.quantity, event.quantityType);
        enqueue.assign({ items });
        enqueue({ type: 'persist', params: { items } });
        enqueue({ type: 'notify', params: { kind: 'success', message: cartMessages.updated(name, event.quantity) } });
      }),
    },
    CLEAR: {
      actions: enqueueActions(({ enqueue }) => {
        const items = clearCart();
        enqueue.assign({ items });
        enqueue({ type: 'persist', params: { items } });
        enqueue({ type: 'notify', params: { kind: 'success', message: cartMessages.cleared } });
      }),
    },
    ORDER_COMPLETED: {
      actions: enqueueActions(({ enqueue }) => {
        const items = clearCart();
        enqueue.assign({ items });
        enqueue({ type: 'persist', params: { items } });
      }),
    },
    REPRICE: {
      actions: enqueueActions(({ event, enqueue }) => {
        enqueue.assign({ items: event.items });
        enqueue({ type: 'persist', params: { items: event.items } });
      }),
    },
    SYNC: { actions: assign({ items: ({ event }) => event.items }) },
  },
});
