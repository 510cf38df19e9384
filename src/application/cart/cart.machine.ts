import { assign, enqueueActions, setup } from 'xstate';
import type { QuantityType } from '../../domain/pricing/pricing';
import { quantityMessages } from '../../domain/cart/quantity';
import { addAllToCart, addToCart, clearCart, removeFromCart, updateQuantity, type Cart, type CartItem } from '../../domain/cart/cart';

export type CartEvent =
  | { type: 'ADD'; item: CartItem }
  | { type: 'REMOVE'; productId: string; variantId: string; quantityType?: QuantityType }
  | { type: 'UPDATE'; productId: string; variantId: string; quantity: number; quantityType?: QuantityType }
  | { type: 'CLEAR' }
  /** A saved order's lines in place of the cart's, or added to them: the saved order's screen says so itself. */
  | { type: 'REPLACE'; items: Cart }
  | { type: 'ADD_LINES'; items: Cart }
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

/** Spec §8 success toasts for the cart, and the shop's own word when the browser will not keep it. */
export const cartMessages = {
  added: (name: string) => `Added ${name} to cart`,
  merged: (name: string) => `Updated ${name} quantity in cart`,
  removed: (name: string) => `Removed ${name} from cart`,
  updated: (name: string, quantity: number) => `Updated ${name} quantity to ${quantity}`,
  cleared: 'Cart cleared',
  notKept: "Your cart can't be saved in this browser, so it will be lost when you leave or reload the page.",
} as const;

function nameOf(items: Cart, productId: string, variantId: string): string {
  return items.find((line) => line.productId === productId && line.variantId === variantId)?.name ?? 'item';
}

/** The lines after a change, and the toast that tells the buyer of it, where there is one. */
interface CartChange {
  readonly items: Cart;
  readonly message?: string;
  /** An error toast: the change was refused and the lines are as they were. */
  readonly refusal?: string;
}

const cartSetup = setup({
  types: {
    context: {} as { items: Cart },
    events: {} as CartEvent,
    input: {} as { items: Cart },
  },
  actions: {
    persist: (_, _params: { items: Cart }) => undefined,
    notify: (_, _params: CartNotice) => undefined,
  },
  // `save` is added apart so that its type knows `persist` and `notify`.
}).extend<{ save: CartChange }>({
  actions: {
    save: enqueueActions(({ enqueue }, { items, message, refusal }) => {
      if (refusal) {
        enqueue({ type: 'notify', params: { kind: 'error', message: refusal } });
        return;
      }
      enqueue.assign({ items });
      enqueue({ type: 'persist', params: { items } });
      if (message) enqueue({ type: 'notify', params: { kind: 'success', message } });
    }),
  },
});

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({ items: input.items }),
  on: {
    ADD: {
      actions: {
        type: 'save',
        params: ({ context, event }) => {
          const added = addToCart(context.items, event.item);
          const { name, quantity } = event.item;
          if (added.outcome === 'overLimit') return { items: context.items, refusal: quantityMessages.overLineLimit(name, added.inCart, quantity) };
          return { items: added.cart, message: added.outcome === 'merged' ? cartMessages.merged(name) : cartMessages.added(name) };
        },
      },
    },
    REMOVE: {
      actions: {
        type: 'save',
        params: ({ context, event }) => ({
          items: removeFromCart(context.items, event.productId, event.variantId, event.quantityType),
          message: cartMessages.removed(nameOf(context.items, event.productId, event.variantId)),
        }),
      },
    },
    UPDATE: {
      actions: {
        type: 'save',
        params: ({ context, event }) => ({
          items: updateQuantity(context.items, event.productId, event.variantId, event.quantity, event.quantityType),
          message: cartMessages.updated(nameOf(context.items, event.productId, event.variantId), event.quantity),
        }),
      },
    },
    CLEAR: { actions: { type: 'save', params: () => ({ items: clearCart(), message: cartMessages.cleared }) } },
    REPLACE: { actions: { type: 'save', params: ({ event }) => ({ items: event.items }) } },
    ADD_LINES: {
      actions: {
        type: 'save',
        params: ({ context, event }) => ({ items: addAllToCart(context.items, event.items) }),
      },
    },
    ORDER_COMPLETED: { actions: { type: 'save', params: () => ({ items: clearCart() }) } },
    REPRICE: { actions: { type: 'save', params: ({ event }) => ({ items: event.items }) } },
    SYNC: { actions: assign({ items: ({ event }) => event.items }) },
  },
});
