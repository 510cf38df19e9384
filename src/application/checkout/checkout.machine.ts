import { and, assign, emit, enqueueActions, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import type { UserProfile } from '../../domain/accounts/profile';
import type { Cart } from '../../domain/cart/cart';
import { priceChangeNotice } from '../../domain/cart/price-changes';
import type { Role } from '../../domain/accounts/role';
import { cartPricingMessages, type RepricedCart } from '../cart/cart-pricing';
import { checkoutMessages, checkoutProblem, type ShippingAddress } from '../../domain/checkout/shipping-address';
import { COUPON_NOT_CHECKED, COUPON_NOT_ELIGIBLE, applyCoupon, type Coupon } from '../../domain/coupons/coupon';
import {
  DEFAULT_PAYMENT_METHOD,
  gatewayFor,
  walletCovers,
  type Gateway,
} from '../../domain/payments/payment-method';
import { isOpenablePaymentUrl } from '../../domain/payments/payment-url';
import { isReturningGateway, paymentMessages, type ReturningGateway } from '../../domain/payments/payment-session';
import type { ShippingPolicy } from '../../domain/pricing/pricing';
import type { Order } from '../../domain/orders/order';
import { chargedTotalNotice } from '../../domain/orders/charged-total';
import type { Money } from '../../domain/shared/money';
import type { NewOrder, PlacedOrder } from '../ports/orders.port';
import { serverMessageOr } from '../shared/backend-error';
import { isRefusal, isUnreadableAnswer } from '../shared/payment-outcome';
import type { PaymentTabEvent } from '../payments/payment-tab';
import { newOrder, summaryOf } from './checkout';

export type CheckoutTextField = 'purchaseOrder' | 'notes';

export type CheckoutEvent =
  | { type: 'EDIT'; field: CheckoutTextField; value: string }
  | { type: 'EDIT_ADDRESS'; field: keyof ShippingAddress; value: string }
  | { type: 'SET_STORE_COLLECTION'; value: boolean }
  | { type: 'COUPON_INPUT'; value: string }
  | { type: 'APPLY_COUPON' }
  | { type: 'CLEAR_COUPON' }
  | { type: 'RETRY_COUPONS' }
  | { type: 'SELECT_PAYMENT'; method: string }
  | { type: 'PAY' }
  /** The buyer has seen the order an unanswered Pay may have placed, and wants another all the same. */
  | { type: 'PLACE_ANOTHER' }
  /** The cart or the profile changed while the page is open (another tab, a profile reload). */
  | { type: 'CART_CHANGED'; cart: Cart }
  | { type: 'PROFILE_CHANGED'; profile: UserProfile }
  /** The device lost or found its connection. */
  | { type: 'CONNECTION_CHANGED'; online: boolean }
  | PaymentTabEvent;

export type CheckoutEmitted =
  /** `chargedNotice`: the recorded total differs from the one shown (both figures), else null. */
  | { type: 'orderPlaced'; message: string; chargedNotice: string | null }
  | { type: 'paymentStarted'; message: string }
  /** The provider's tab has told this one the payment is made. */
  | { type: 'paidElsewhere'; message: string }
  | { type: 'failed'; message: string };

export interface CheckoutContext {
  cart: Cart;
  walletBalance: Money;
  /** Spec §6: only local dealers may collect from the store. */
  mayCollect: boolean;
  address: ShippingAddress;
  purchaseOrder: string;
  notes: string;
  storeCollection: boolean;
  /** What the deployment charges for shipping. */
  shipping: ShippingPolicy;
  couponInput: string;
  /** The buyer's coupons; null until loaded. */
  coupons: Coupon[] | null;
  appliedCoupon: Coupon | null;
  couponMessage: string | null;
  paymentMethod: string;
  error: string | null;
  /** The provider's page once the order is placed, for the "open it" button. */
  paymentUrl: string | null;
  /** The total on the Pay button when the order was sent: the cart empties once it is placed. */
  shownTotal: Money | null;
  /** The placed order's id, when the backend's answer told it. */
  placedOrderId: string | null;
  /** Set when the order the backend recorded totals another amount than the one shown. */
  chargedNotice: string | null;
  /** The purchase order of a Pay whose result is unknown (no answer, an unreadable one, a 5xx): the order may stand. */
  unansweredPurchaseOrder: string | null;
  /** The order that unanswered Pay placed, once found: offered to the buyer instead of a second order. */
  placedBefore: Order | null;
  /** The buyer's account type, whose prices the lines are checked at. */
  role: Role;
  /**
   * `checkingPrices`: the signal has returned and the lines, read with none, are being priced by the backend; Pay
   * waits for them.
   */
  connection: 'online' | 'offline' | 'checkingPrices';
  /** Lines whose price changed while the page was open, named until the buyer presses Pay. */
  priceNotice: string | null;
}

export interface CheckoutInput {
  readonly cart: Cart;
  readonly profile: UserProfile;
  readonly shipping: ShippingPolicy;
  /** What the form starts with: a saved order's, or what the buyer typed earlier in the visit. */
  readonly purchaseOrder?: string;
  readonly notes?: string;
  /** The purchase order of a Pay this tab sent and never heard back from (before a reload): the next Pay looks for its order. */
  readonly unansweredPurchaseOrder?: string | null;
  /** False when the page opens with no signal. */
  readonly online?: boolean;
}

/** The shipping address the checkout starts from: the profile's, its country field being the state (spec §3). */
export function addressFromProfile(profile: UserProfile): ShippingAddress {
  return { street: profile.street, city: profile.city, state: profile.country, zipCode: profile.zip, phone: profile.phone };
}

function couponResult(context: CheckoutContext) {
  // Stryker disable next-line ArrayDeclaration: a coupon is looked at only once the coupons are loaded (Apply waits while they load)
  return applyCoupon(context.coupons ?? [], context.couponInput, summaryOf(context).subtotal);
}

function appliedOrNull(context: CheckoutContext): Coupon | null {
  const result = couponResult(context);
  return result.kind === 'applied' ? result.coupon : null;
}

/** Lines taken out when the prices were checked again, by name. */
function unavailableNotice(unavailable: RepricedCart['unavailable']): string | null {
  return unavailable.length > 0 ? cartPricingMessages.unavailable([...new Set(unavailable.map((item) => item.name))]) : null;
}

/** What holds Pay back whatever the form says: no signal, or prices still being checked after it returned. */
export function payHeldBy(context: Pick<CheckoutContext, 'connection'>): string | null {
  if (context.connection === 'offline') return checkoutMessages.paymentNeedsConnection;
  if (context.connection === 'checkingPrices') return checkoutMessages.checkingPrices;
  return null;
}

/** Why Pay cannot go ahead yet, or null. */
export function payProblem(context: CheckoutContext): string | null {
  const held = payHeldBy(context);
  if (held) return held;
  const problem = checkoutProblem(context.purchaseOrder, context.address, context.storeCollection);
  if (problem) return problem;
  const gateway = gatewayFor(context.paymentMethod);
  if (!gateway) return checkoutMessages.invalidPaymentMethod;
  if (gateway === 'WALLET' && !walletCovers(context.walletBalance, summaryOf(context).total)) {
    return checkoutMessages.insufficientBalance;
  }
  return null;
}

function orderOf(context: CheckoutContext): NewOrder {
  return newOrder({
    cart: context.cart,
    coupon: context.appliedCoupon,
    storeCollection: context.storeCollection,
    shipping: context.shipping,
    address: context.address,
    purchaseOrder: context.purchaseOrder,
    notes: context.notes,
    gateway: gatewayFor(context.paymentMethod) as Gateway,
  });
}

/** Card and PayPal only reach the payment page: the gateway their session keeps. */
function returningGatewayOf(context: CheckoutContext): ReturningGateway {
  const gateway = gatewayFor(context.paymentMethod);
  // Stryker disable next-line ConditionalExpression,StringLiteral: asked only after a card or PayPal order (a wallet order never opens a page; any other method is refused before Pay)
  if (!isReturningGateway(gateway)) throw new Error(`No payment page for ${context.paymentMethod}`);
  return gateway;
}

function noticeFor(context: CheckoutContext, recorded: Order | null): string | null {
  return recorded && context.shownTotal ? chargedTotalNotice(context.shownTotal, recorded.total) : null;
}

/** How long a coupon check runs before the coupon box says "Checking...". */
export const COUPON_CHECK_SHOWN_AFTER_MS = 150;

/** What the buyer reads when the coupon check fails: only a refusal says the coupon is not eligible (in the server's words when it gave some); a check that got no answer says so. */
export function couponCheckMessage(error: unknown): string {
  return isRefusal(error) ? serverMessageOr(error, COUPON_NOT_ELIGIBLE) : COUPON_NOT_CHECKED;
}

/**
 * Spec §2 Checkout, §4 Checkout, §5 Checkout and Coupon. The summary is
 * derived from the cart, coupon and store-collection choice on every read
 * (`summaryOf`), never stored. One Pay makes at most one order: PAY is
 * only heard while editing. After a Pay whose result is unknown, the next one
 * first looks for the order it may have placed, and offers it instead.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    input: {} as CheckoutInput,
  },
  actors: {
    // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
    loadCoupons: fromPromise<Coupon[]>(() => Promise.reject(new Error('loadCoupons not provided'))),
    validateCoupon: fromPromise<void, { code: string; orderAmount: Money }>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('validateCoupon not provided')),
    ),
    // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
    placeOrder: fromPromise<PlacedOrder, NewOrder>(() => Promise.reject(new Error('placeOrder not provided'))),
    /** The order as the backend recorded it (by id, else the buyer's newest); null when it cannot tell. */
    readBackOrder: fromPromise<Order | null, { orderId: string | null }>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('readBackOrder not provided')),
    ),
    /** The buyer's order with this purchase order placed in the last few minutes, or null. */
    findUnansweredOrder: fromPromise<Order | null, { purchaseOrder: string }>(() =>
      // Stryker disable next-line StringLiteral: a stand-in every user of the machine replaces (provide): its words are never read
      Promise.reject(new Error('findUnansweredOrder not provided')),
    ),
    /** How the payment ends in the provider's tab: paid, failed or cancelled there, or the tab closed. */
    watchPaymentTab: fromCallback<PaymentTabEvent>(() => undefined),
    /** The lines at today's prices for the role (the signal is back); those no longer sold come back apart. */
    repriceLines: fromPromise<RepricedCart, { cart: Cart; role: Role }>(() => Promise.reject(new Error('repriceLines not provided'))),
  },
  actions: {
    clearCart: () => undefined,
    /** A wallet order has taken the balance: the figures held are old. */
    walletChanged: () => undefined,
    /** The last Pay's outcome is known: the order was placed, found, or refused. */
    settlePay: () => undefined,
    /** The order is paid: its purchase order and notes are not kept for the next one. */
    forgetNotes: () => undefined,
    /** The purchase order or notes changed: kept for the tab (a reload, the cart's Save as draft). */
    keepNotes: (_, _notes: { purchaseOrder: string; notes: string }) => undefined,
    /** The lines priced again: the cart keeps them (and tells the buyer's other tabs). */
    cartRepriced: (_, _params: { items: Cart }) => undefined,
    /** Keeps the payment session (ORDER_PURCHASE, with its gateway) and opens the provider's page in a new tab. */
    startPayment: (_, _params: { url: string; gateway: ReturningGateway }) => undefined,
  },
  guards: {
    mayPay: ({ context }) => context.cart.length > 0 && payProblem(context) === null,
    paidFromWallet: ({ context }) => gatewayFor(context.paymentMethod) === 'WALLET',
    lastPayUnanswered: ({ context }) => context.unansweredPurchaseOrder !== null,
    // https only; the composition adds the shop's own origin, which only it knows (the demo's page).
    openableUrl: (_, output: PlacedOrder) => isOpenablePaymentUrl(output.paymentUrl, null),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => ({
    cart: input.cart,
    walletBalance: input.profile.wallet.balance,
    mayCollect: input.profile.isLocalDealer,
    address: addressFromProfile(input.profile),
    purchaseOrder: input.purchaseOrder ?? '',
    notes: input.notes ?? '',
    storeCollection: false,
    shipping: input.shipping,
    couponInput: '',
    coupons: null,
    appliedCoupon: null,
    couponMessage: null,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    error: null,
    paymentUrl: null,
    shownTotal: null,
    placedOrderId: null,
    chargedNotice: null,
    unansweredPurchaseOrder: input.unansweredPurchaseOrder ?? null,
    placedBefore: null,
    role: input.profile.role,
    connection: input.online === false ? 'offline' : 'online',
    priceNotice: null,
  }),
  on: {
    CART_CHANGED: {
      actions: assign(({ context, event }) => ({
        cart: event.cart,
        priceNotice: priceChangeNotice(context.cart, event.cart) ?? context.priceNotice,
      })),
    },
    PROFILE_CHANGED: {
      actions: assign({
        role: ({ event }) => event.profile.role,
        walletBalance: ({ event }) => event.profile.wallet.balance,
        mayCollect: ({ event }) => event.profile.isLocalDealer,
      }),
    },
  },
  states: {
    // With no signal Pay waits; when it returns, the lines (priced from the device's copies meanwhile) are priced
    // by the backend again before Pay, and a changed price is named.
    connection: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: ({ context }) => context.connection === 'offline', target: 'offline' }, { target: 'online' }] },
        online: {
          on: { CONNECTION_CHANGED: { guard: ({ event }) => !event.online, target: 'offline', actions: assign({ connection: 'offline' }) } },
        },
        offline: {
          on: {
            CONNECTION_CHANGED: {
              guard: ({ event }) => event.online,
              target: 'checkingPrices',
              // Coupons that failed to load with no signal are asked for again.
              actions: [assign({ connection: 'checkingPrices' }), raise({ type: 'RETRY_COUPONS' })],
            },
          },
        },
        checkingPrices: {
          invoke: {
            src: 'repriceLines',
            input: ({ context }) => ({ cart: context.cart, role: context.role }),
            onDone: {
              target: 'online',
              actions: [
                assign(({ context, event }) => ({
                  cart: event.output.items,
                  connection: 'online' as const,
                  priceNotice:
                    [priceChangeNotice(context.cart, event.output.items), unavailableNotice(event.output.unavailable)].filter(Boolean).join(' ') ||
                    context.priceNotice,
                })),
                { type: 'cartRepriced', params: ({ event }) => ({ items: event.output.items }) },
              ],
            },
            // Still unchecked (the signal went again, or the backend failed): Pay goes on at the prices shown, and
            // the backend's read-back still names a total it recorded differently.
            onError: { target: 'online', actions: assign({ connection: 'online' }) },
          },
          on: { CONNECTION_CHANGED: { guard: ({ event }) => !event.online, target: 'offline', actions: assign({ connection: 'offline' }) } },
        },
      },
    },
    coupons: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadCoupons',
            onDone: { target: 'ready', actions: assign({ coupons: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ couponMessage: checkoutMessages.couponsFailed }) },
          },
        },
        ready: {},
        failed: { on: { RETRY_COUPONS: { target: 'loading', actions: assign({ couponMessage: null }) } } },
      },
    },
    coupon: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            COUPON_INPUT: { actions: assign({ couponInput: ({ event }) => event.value, couponMessage: null }) },
            APPLY_COUPON: [
              { guard: stateIn({ coupons: 'failed' }), actions: assign({ couponMessage: checkoutMessages.couponsFailed }) },
              // Still loading: Apply waits for the buyer's next press.
              { guard: ({ context }) => context.coupons === null },
              { guard: ({ context }) => couponResult(context).kind === 'applied', target: 'validating', actions: assign({ couponMessage: null }) },
              {
                actions: assign({
                  couponMessage: ({ context }) => {
                    const result = couponResult(context);
                    return result.kind === 'rejected' ? result.message : null;
                  },
                }),
              },
            ],
          },
        },
        // The shop's own rules passed; the backend has the last word.
        validating: {
          initial: 'quiet',
          states: {
            // A quick answer shows no "Checking...": the coupon box changes once, to the answer.
            quiet: { after: { [COUPON_CHECK_SHOWN_AFTER_MS]: 'shown' } },
            shown: {},
          },
          invoke: {
            src: 'validateCoupon',
            // Stryker disable next-line OptionalChaining,StringLiteral: a coupon is validated only once it applies (the guard into this state)
            input: ({ context }) => ({ code: appliedOrNull(context)?.code ?? '', orderAmount: summaryOf(context).subtotal }),
            onDone: { target: 'applied', actions: assign({ appliedCoupon: ({ context }) => appliedOrNull(context) }) },
            onError: {
              target: 'entering',
              actions: assign({ couponMessage: ({ event }) => couponCheckMessage(event.error) }),
            },
          },
        },
        applied: {
          on: {
            CLEAR_COUPON: { target: 'entering', actions: assign({ appliedCoupon: null, couponInput: '', couponMessage: null }) },
          },
        },
      },
    },
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            EDIT: {
              actions: [
                assign(({ event }) => ({ [event.field]: event.value, error: null })),
                { type: 'keepNotes', params: ({ context }) => ({ purchaseOrder: context.purchaseOrder, notes: context.notes }) },
              ],
            },
            EDIT_ADDRESS: {
              actions: assign({ address: ({ context, event }) => ({ ...context.address, [event.field]: event.value }), error: null }),
            },
            SET_STORE_COLLECTION: {
              actions: assign({ storeCollection: ({ context, event }) => event.value && context.mayCollect, error: null }),
            },
            SELECT_PAYMENT: { actions: assign({ paymentMethod: ({ event }) => event.method, error: null }) },
            PAY: [
              { guard: and(['mayPay', 'lastPayUnanswered']), target: 'findingUnansweredOrder', actions: assign({ error: null }) },
              { guard: 'mayPay', target: 'placing', actions: assign({ error: null, priceNotice: null, shownTotal: ({ context }) => summaryOf(context).total }) },
              { actions: assign({ error: ({ context }) => (context.cart.length > 0 ? payProblem(context) : null) }) },
            ],
          },
        },
        placing: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => orderOf(context),
            onDone: [
              {
                guard: 'paidFromWallet',
                target: 'confirming',
                actions: ['settlePay', 'clearCart', 'walletChanged', assign({ placedOrderId: ({ event }) => event.output.orderId })],
              },
              {
                guard: { type: 'openableUrl', params: ({ event }) => event.output },
                target: 'awaitingPayment',
                actions: [
                  'settlePay',
                  assign({ paymentUrl: ({ event }) => event.output.paymentUrl as string, placedOrderId: ({ event }) => event.output.orderId }),
                  {
                    type: 'startPayment',
                    params: ({ context, event }) => ({ url: event.output.paymentUrl as string, gateway: returningGatewayOf(context) }),
                  },
                  emit({ type: 'paymentStarted', message: checkoutMessages.completeInNewTab }),
                ],
              },
              // Accepted, but no page the shop may open: the order stands unpaid.
              {
                target: 'editing',
                actions: [
                  assign({ error: checkoutMessages.invalidPaymentResponse, unansweredPurchaseOrder: ({ context }) => context.purchaseOrder.trim() }),
                  emit({ type: 'failed', message: checkoutMessages.invalidPaymentResponse }),
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const message = isUnreadableAnswer(event.error)
                  ? checkoutMessages.invalidPaymentResponse
                  : serverMessageOr(event.error, checkoutMessages.orderFailed);
                enqueue.assign({ error: message });
                // Anything but a refusal may have placed the order: the next Pay looks for it first.
                if (!isRefusal(event.error)) enqueue.assign({ unansweredPurchaseOrder: context.purchaseOrder.trim() });
                else enqueue('settlePay');
                enqueue.emit({ type: 'failed', message });
              }),
            },
          },
        },
        // Before Pay goes again after an unknown result: the order it may have placed, if the backend has it.
        findingUnansweredOrder: {
          invoke: {
            src: 'findUnansweredOrder',
            // Stryker disable next-line StringLiteral: the order is looked for only when a Pay went unanswered (lastPayUnanswered), so there is one
            input: ({ context }) => ({ purchaseOrder: context.unansweredPurchaseOrder ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'placedBefore',
                actions: ['settlePay', assign({ placedBefore: ({ event }) => event.output, unansweredPurchaseOrder: null })],
              },
              { target: 'placing', actions: assign({ unansweredPurchaseOrder: null, shownTotal: ({ context }) => summaryOf(context).total }) },
            ],
            onError: {
              target: 'editing',
              actions: [
                assign({ error: checkoutMessages.placedOrderCheckFailed }),
                emit({ type: 'failed', message: checkoutMessages.placedOrderCheckFailed }),
              ],
            },
          },
        },
        // The order stands: Pay is not heard; the buyer opens it, or asks for another order on purpose.
        placedBefore: {
          on: {
            PLACE_ANOTHER: {
              target: 'placing',
              actions: assign({ placedBefore: null, shownTotal: ({ context }) => summaryOf(context).total }),
            },
          },
        },
        // The wallet has paid: what the backend recorded is read back before the buyer leaves.
        confirming: {
          invoke: {
            src: 'readBackOrder',
            input: ({ context }) => ({ orderId: context.placedOrderId }),
            onDone: {
              target: 'placed',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const chargedNotice = noticeFor(context, event.output);
                enqueue.assign({ chargedNotice });
                enqueue.emit({ type: 'orderPlaced', message: checkoutMessages.orderPlaced, chargedNotice });
              }),
            },
            // The order stands: a read-back that fails only leaves the total unconfirmed.
            onError: { target: 'placed', actions: emit({ type: 'orderPlaced', message: checkoutMessages.orderPlaced, chargedNotice: null }) },
          },
        },
        // The provider's page is open; the recorded total is read back meanwhile and shown here if it differs.
        // The tab it ends in tells this one: paid, or not (failed, cancelled, the tab closed), and then Pay is offered again.
        awaitingPayment: {
          invoke: [
            {
              src: 'readBackOrder',
              input: ({ context }) => ({ orderId: context.placedOrderId }),
              onDone: { actions: assign({ chargedNotice: ({ context, event }) => noticeFor(context, event.output) }) },
              // As when confirming: a read-back that fails only leaves the total unconfirmed (unheard, it stopped the checkout).
              onError: {},
            },
            { src: 'watchPaymentTab' },
          ],
          on: {
            PAYMENT_TAB_PAID: {
              target: 'paidElsewhere',
              actions: ['forgetNotes', emit({ type: 'paidElsewhere', message: paymentMessages.paidElsewhere })],
            },
            PAYMENT_TAB_ENDED: {
              target: 'editing',
              actions: [
                assign({ error: ({ event }) => event.message, paymentUrl: null, placedOrderId: null, chargedNotice: null, shownTotal: null }),
                emit(({ event }) => ({ type: 'failed', message: event.message })),
              ],
            },
          },
        },
        paidElsewhere: { type: 'final' },
        placed: { type: 'final' },
      },
    },
  },
});
