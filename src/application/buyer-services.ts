import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Role } from '../domain/accounts/role';
import type { Cart } from '../domain/cart/cart';
import {
  newPaymentSession,
  paymentMessages,
  retryPathFor,
  type PaymentSession,
  type PaymentSessionType,
} from '../domain/payments/payment-session';
import { cartMachine, cartMessages } from './cart/cart.machine';
import { repriceCart, type RepricedCart } from './cart/cart-pricing';
import type { CatalogUseCases } from './catalog/catalog.use-cases';
import type { Notifier } from './notifications/notifier';
import { creditRepaymentMachine } from './payments/credit-repayment.machine';
import { paymentReturnMachine } from './payments/payment-return.machine';
import type { CartStoragePort } from './ports/cart-storage.port';
import type { ClockPort } from './ports/clock.port';
import type { CouponsPort } from './ports/coupons.port';
import type { OrdersPort } from './ports/orders.port';
import type { PaymentSessionStorePort } from './ports/payment-session-store.port';
import type { PaymentWindowPort } from './ports/payment-window.port';
import type { WalletPort } from './ports/wallet.port';
import { checkoutMachine } from './checkout/checkout.machine';
import { ordersUseCases, type OrdersUseCases } from './orders/orders.use-cases';
import type { TransactionsPort } from './ports/transactions.port';
import type { SavedOrdersPort } from './ports/saved-orders.port';
import { savedOrdersUseCases, type CheckoutNotes, type SavedOrdersUseCases } from './saved-orders/saved-orders.use-cases';

export interface PaymentSessionsUseCases {
  /** The stored session and the time it is read at: the Success page's input. */
  current(): { readonly session: PaymentSession | null; readonly now: number };
  /** The Cancel page: removes the session and says what the page shows. */
  cancel(): CancelledPayment;
}

export interface CancelledPayment {
  /** The Cancel page's heading. */
  readonly title: string;
  /** Where Try Again leads: back to what was being paid. */
  readonly retryPath: string;
}

/**
 * What only a signed-in buyer uses (cart, checkout, payments, orders,
 * transactions): a chunk loaded once a buyer is signed in, never for a signed-out visitor.
 */
export interface BuyerServices {
  /** The buyer's cart, kept in browser storage and shared with their other tabs. */
  readonly cart: ActorRefFrom<typeof cartMachine>;
  /** Today's prices for the buyer's role; lines no longer sold come back apart. */
  readonly repriceCart: (cart: Cart, role: Role) => Promise<RepricedCart>;
  /** Machines a screen starts for itself (useActorRef), their actors already provided. */
  readonly checkoutMachine: typeof checkoutMachine;
  readonly creditRepaymentMachine: typeof creditRepaymentMachine;
  readonly paymentReturnMachine: typeof paymentReturnMachine;
  readonly paymentSessions: PaymentSessionsUseCases;
  readonly orders: OrdersUseCases;
  readonly savedOrders: SavedOrdersUseCases;
  /** The purchase order and notes last typed at checkout or carried from a saved order, for this visit only. */
  readonly checkoutNotes: { get(): CheckoutNotes; set(notes: CheckoutNotes): void };
}

export interface BuyerParts {
  readonly catalog: CatalogUseCases;
  readonly notify: Notifier;
  readonly cartStorage: CartStoragePort;
  readonly orders: OrdersPort;
  readonly wallet: WalletPort;
  readonly coupons: CouponsPort;
  readonly paymentSessionStore: PaymentSessionStorePort;
  readonly paymentWindow: PaymentWindowPort;
  readonly clock: ClockPort;
  readonly transactions: TransactionsPort;
  readonly savedOrders: SavedOrdersPort;
}

export function buyerServices(parts: BuyerParts): BuyerServices {
  const { catalog, notify, cartStorage, orders, wallet, coupons, paymentSessionStore, paymentWindow, clock, transactions, savedOrders } = parts;
  let toldNotKept = false;
  const cart = createActor(
    cartMachine.provide({
      actions: {
        persist: (_, { items }) => {
          if (cartStorage.save(items) || toldNotKept) return;
          // Once a visit, after the change's own toast, which it replaces: this matters more, and the badge shows the change.
          toldNotKept = true;
          queueMicrotask(() => notify.error(cartMessages.notKept));
        },
        notify: (_, notice) => notify[notice.kind](notice.message),
      },
    }),
    { input: { items: cartStorage.load() } },
  ).start();
  cartStorage.watch((items) => cart.send({ type: 'SYNC', items }));

  const startPayment = (type: PaymentSessionType) => (_: unknown, { url }: { url: string }) => {
    paymentSessionStore.save(newPaymentSession(type, clock.now()));
    paymentWindow.open(url);
  };
  // In memory only: a purchase order is the buyer's business, not the browser storage's.
  let lastCheckoutNotes: CheckoutNotes = { purchaseOrder: '', notes: '' };
  const checkoutNotes = {
    get: () => lastCheckoutNotes,
    set: (notes: CheckoutNotes) => {
      lastCheckoutNotes = notes;
    },
  };

  // Sent once the paying machine's own step is over: one machine never runs another's inside its action.
  // The order has used the purchase order and notes: a later draft starts afresh.
  const clearCart = () => {
    checkoutNotes.set({ purchaseOrder: '', notes: '' });
    queueMicrotask(() => cart.send({ type: 'ORDER_COMPLETED' }));
  };

  return {
    cart,
    repriceCart: (items, role) => repriceCart(items, role, catalog),
    checkoutMachine: checkoutMachine.provide({
      actors: {
        loadCoupons: fromPromise(() => coupons.myCoupons()),
        validateCoupon: fromPromise(({ input }) => coupons.validate(input.code, input.orderAmount)),
        placeOrder: fromPromise(({ input }) => orders.placeOrder(input)),
        readBackOrder: fromPromise(async ({ input }) =>
          input.orderId !== null ? orders.order(input.orderId) : ((await orders.myOrders({ skip: 0, take: 1 }))[0] ?? null),
        ),
      },
      actions: { clearCart, startPayment: startPayment('ORDER_PURCHASE') },
    }),
    creditRepaymentMachine: creditRepaymentMachine.provide({
      actors: { repayDues: fromPromise(({ input }) => wallet.repayDues(input)) },
      actions: { startPayment: startPayment('CREDIT_REPAYMENT') },
    }),
    paymentReturnMachine: paymentReturnMachine.provide({
      actors: { verifyPayment: fromPromise(({ input }) => wallet.verifyPayment(input.sessionId, input.gateway)) },
      actions: { clearSession: () => paymentSessionStore.clear(), clearCart },
    }),
    orders: ordersUseCases(orders, transactions, catalog),
    savedOrders: savedOrdersUseCases(savedOrders, catalog, cart, checkoutNotes),
    checkoutNotes,
    paymentSessions: {
      current: () => ({ session: paymentSessionStore.load(), now: clock.now() }),
      cancel() {
        const type = paymentSessionStore.load()?.type ?? null;
        paymentSessionStore.clear();
        return { title: paymentMessages.cancelledTitle, retryPath: retryPathFor(type) };
      },
    },
  };
}
