/**
 * The demo dealer's history: past orders over the months before November
 * 2026, in every order and payment status, and the wallet transactions they
 * and the account's credit line left behind. Lines hold real seed products at
 * the dealer's price (the 5% case price by the case), and every figure is
 * worked out with the shop's own rules, so each order adds up to the cent.
 * The wallet story ends with a repayment that cleared the due, leaving the
 * seeded account as it is: $10,000.00 available, nothing due.
 */
import type { CartItem } from '../../domain/cart/cart';
import type { Coupon } from '../../domain/coupons/coupon';
import { orderSummary } from '../../domain/checkout/order-summary';
import { formatOrderNumber, type OrderStatus, type PaymentStatus } from '../../domain/orders/order-display';
import type { Gateway } from '../../domain/payments/payment-method';
import { isPairProduct, type QuantityType } from '../../domain/pricing/pricing';
import { ZERO, parseMoney, parseUnitPrice, subtract, toDecimalString, type Money } from '../../domain/shared/money';
import { demoAccounts } from './accounts.seed';
import { demoCoupons } from './demo-coupons';
import { orderDescription, type LedgerSeed, type StoredOrder, type StoredTransaction } from './demo-ledger';
import { storedItem, storedTotals } from './demo-orders';

/** As the demo stores the account: its sign-in uid. */
const DEALER = demoAccounts.find((account) => account.profile.email === 'dealer@demo.test')!.uid;

// ---------------------------------------------------------------------------
// What the dealer bought: products as catalog.seed.ts makes them (a unit test holds them to it).
// ---------------------------------------------------------------------------

interface SoldVariant {
  readonly productId: string;
  readonly name: string;
  readonly caseSize: number;
  readonly variantId: string;
  readonly variantName: string;
  /** The DEALER price of one unit. */
  readonly dealerPrice: string;
  readonly images: readonly string[];
  readonly sku: string;
}

const image = (file: string) => `/images/products/${file}.svg`;

function sold(productId: string, name: string, caseSize: number, variant: string, variantName: string, price: string, images: string[]): SoldVariant {
  // As catalog.seed.ts numbers them: p-051's v1 is LT-051-1.
  const sku = `LT-${productId.slice(2)}-${variant.slice(1)}`;
  return { productId, name, caseSize, variantId: `${productId}-${variant}`, variantName, dealerPrice: price, images, sku };
}

const AURORA_PATH = sold('p-001', 'Aurora Path Light 2W 2700K', 1, 'v2', 'Black', '67.32', [image('path-black')]);
const CASCADE_DOME = sold('p-003', 'Cascade Brushed Nickel Dome Path Light 4W 3000K', 12, 'v1', 'Brushed Nickel, 3000K', '87.72', [image('path-nickel')]);
const JUNIPER_PATH = sold('p-013', 'Juniper Path Light 4W 2700K', 1, 'v2', 'Bronze', '17.22', [image('path-bronze')]);
const SENTINEL_DOME = sold('p-027', 'Sentinel Brass Dome Path Light 4W 3000K', 12, 'v1', 'Brass, 3000K', '108.12', [image('path-brass')]);
const HARBOR_SPOT = sold('p-048', 'Harbor Bronze Adjustable Spot Light 4W 36°', 12, 'v2', '3000K', '88.40', [image('spot-bronze')]);
const TREE_STRAP_PAIR = sold('p-051', 'TS-B301 Tree Strap Spot Pair', 1, 'v1', 'Bronze', '169.32', [image('spot-bronze')]);
const TREE_STRAP_PAIR_BLACK = sold('p-051', 'TS-B301 Tree Strap Spot Pair', 1, 'v2', 'Black', '169.32', [image('spot-black')]);
const CYPRESS_FLOOD = sold('p-055', 'Cypress Brass Wide Flood Light 5W 120°', 12, 'v1', '2700K', '104.72', [image('spot-brass')]);
const TREE_MOUNT_PAIR = sold('p-059', 'TS-B302 Tree Mount Spot Pair', 6, 'v2', 'Brass', '197.88', [image('spot-brass')]);
const GRANITE_WELL = sold('p-075', 'Granite Black Composite Well Light 8W 3000K', 1, 'v1', 'Black, 3000K', '180.20', [image('well-black')]);
const REDWOOD_WELL = sold('p-079', 'Redwood In-Grade Well Light 4W 3000K', 6, 'v2', 'Bronze', '142.12', [image('well-bronze')]);
const HORIZON_STEP = sold('p-086', 'Horizon Step Light 2W 2700K', 1, 'v1', 'Black', '33.32', [image('deck-black')]);
const REDWOOD_BRICK = sold('p-088', 'Redwood Bronze Louvered Brick Light 2W 3000K', 24, 'v1', 'Bronze, 3000K', '46.92', [image('deck-bronze')]);
const MESA_BOLLARD = sold('p-102', 'Mesa Brass Louvered Bollard 8W', 6, 'v1', '2700K', '312.12', [image('bollard-brass')]);
const SIERRA_BOLLARD = sold('p-106', 'Sierra Bronze Cylinder Bollard 10W 3000K', 1, 'v1', 'Bronze, 3000K', '298.52', [image('bollard-bronze')]);
// Since discontinued (INACTIVE in the catalogue): Buy Again names it rather than adding it.
const PRAIRIE_BOLLARD = sold('p-107', 'Prairie Bollard 6W 3000K', 1, 'v3', 'Bronze', '283.56', [image('bollard-bronze')]);
const PC_300 = sold('p-113', 'PowerCore PC-300 Multi-Tap Transformer 300W', 1, 'v1', 'Stainless Steel', '237.32', [image('transformer-nickel')]);
const VP_600 = sold('p-116', 'VoltPro VP-600 Smart Transformer 600W with Wi-Fi Timer', 1, 'v1', 'Stainless Steel', '407.32', [image('transformer-nickel')]);
const GL_900 = sold('p-118', 'GridLine GL-900 Dual-Circuit Transformer 900W', 1, 'v2', 'Black Powder Coat', '519.52', [image('transformer-black')]);
const WIRE_12_250 = sold('p-121', '12/2 Direct Burial Landscape Wire', 6, 'v2', '250 ft Spool', '87.72', [image('wire-black'), image('wire-copper')]);
const WIRE_10_500 = sold('p-122', '10/2 Direct Burial Landscape Wire', 1, 'v3', '500 ft Spool', '223.72', [image('wire-black'), image('wire-copper')]);
const WIRE_NUTS_25 = sold('p-126', 'Gel-Filled Wire Nut Connectors', 24, 'v1', '25-Pack', '13.59', [image('wire-brass')]);
const WIRE_NUTS_100 = sold('p-126', 'Gel-Filled Wire Nut Connectors', 24, 'v2', '100-Pack', '46.92', [image('wire-brass')]);
const PIERCING = sold('p-127', 'Quick-Connect Piercing Connectors 10-Pack', 24, 'v1', '10-Pack', '16.66', [image('wire-brass')]);
const HUB_SPLICE_BOX = sold('p-128', 'HS-6 Hub Splice Connector 6-Way', 10, 'v2', 'With Valve Box', '36.72', [image('wire-nickel'), image('wire-black')]);
const BUTT_SPLICE = sold('p-129', 'Heat-Shrink Butt Splice Kit 50-Pack', 1, 'v1', '50-Pack', '29.92', [image('wire-copper')]);
const STAKE_CLIPS = sold('p-131', 'Wire Stake Clips 50-Pack', 1, 'v1', '50-Pack', '8.50', [image('wire-black')]);

interface SeedLine {
  readonly item: CartItem;
  readonly images: readonly string[];
}

/** A cart line as the product page made it: singles (pairs for a pair product) or cases. */
function line(variant: SoldVariant, quantity: number, quantityType: QuantityType = 'SINGLE'): SeedLine {
  return {
    item: {
      productId: variant.productId,
      variantId: variant.variantId,
      quantity,
      quantityType,
      name: variant.name,
      variantName: variant.variantName,
      sku: variant.sku,
      image: variant.images[0] ?? null,
      price: parseUnitPrice(variant.dealerPrice),
      caseSize: variant.caseSize,
      // The catalogue seed gives a product sold only singly a case size of 1, and every other one allows cases.
      allowCaseOrder: variant.caseSize > 1,
      isPairProduct: isPairProduct(variant.name),
    },
    images: variant.images,
  };
}

// ---------------------------------------------------------------------------
// Where the orders went.
// ---------------------------------------------------------------------------

type Address = NonNullable<StoredOrder['shippingAddress']>;

const SHOP: Address = { street: '2210 Riverside Dr', city: 'Austin', state: 'TX', zipCode: '78741', phone: '(512) 555-0142' };
const LAKEWAY: Address = { street: '1807 Lohmans Crossing', city: 'Lakeway', state: 'TX', zipCode: '78734', phone: '(512) 555-0163' };
const BARTON_CREEK: Address = { street: '3600 Barton Creek Blvd', city: 'Austin', state: 'TX', zipCode: '78735', phone: '(512) 555-0187' };
const GEORGETOWN: Address = { street: '415 S Church St', city: 'Georgetown', state: 'TX', zipCode: '78626', phone: '(512) 555-0131' };
const DRIPPING_SPRINGS: Address = { street: '27 Founders Park Rd', city: 'Dripping Springs', state: 'TX', zipCode: '78620', phone: '(512) 555-0158' };

// ---------------------------------------------------------------------------
// The orders, oldest first; they are numbered ORD-0001 onwards in this order.
// ---------------------------------------------------------------------------

interface OrderDraft {
  readonly createdAt: string;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly gateway: Gateway;
  readonly lines: readonly SeedLine[];
  readonly coupon?: 'WELCOME10' | 'SAVE50' | 'BIGBUY15';
  readonly paymentOrder: string;
  readonly notes?: string;
  readonly trackingNumber?: string;
  /** Null: collected from the store, so no shipping is charged. */
  readonly shipTo: Address | null;
  /** When the money went back (paid orders later refunded). */
  readonly refundedAt?: string;
}

const ORDERS: readonly OrderDraft[] = [
  {
    createdAt: '2026-04-08T14:12:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(CASCADE_DOME, 1, 'CASE'), line(WIRE_12_250, 4), line(PIERCING, 2)],
    coupon: 'WELCOME10',
    paymentOrder: 'BP-2026-0408',
    notes: 'Deliver to the loading dock at the rear, weekdays 7 am to 3 pm.',
    trackingNumber: '1Z4F82W30354718826',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-04-23T16:40:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'STRIPE',
    lines: [line(TREE_STRAP_PAIR, 3), line(PC_300, 1)],
    paymentOrder: 'BP-2026-0423 Lakeway',
    notes: 'Live oaks along the drive: tree straps only, no screws.',
    trackingNumber: '1Z4F82W30361102457',
    shipTo: LAKEWAY,
  },
  {
    createdAt: '2026-05-06T09:05:00.000Z',
    status: 'REFUNDED',
    paymentStatus: 'REFUNDED',
    gateway: 'WALLET',
    lines: [line(HARBOR_SPOT, 1, 'CASE')],
    paymentOrder: 'BP-2026-0506',
    notes: 'Returned unopened: the HOA specified 2700K.',
    trackingNumber: '1Z4F82W30372964310',
    shipTo: SHOP,
    refundedAt: '2026-05-20T11:30:00.000Z',
  },
  {
    createdAt: '2026-05-13T15:25:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(STAKE_CLIPS, 10), line(BUTT_SPLICE, 4), line(WIRE_NUTS_25, 6)],
    paymentOrder: 'BP-2026-0513 restock',
    trackingNumber: '1Z4F82W30380055127',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-05-19T18:22:00.000Z',
    status: 'CANCELLED',
    paymentStatus: 'FAILED',
    gateway: 'PAYPAL',
    lines: [line(GRANITE_WELL, 4), line(PRAIRIE_BOLLARD, 2)],
    paymentOrder: 'BP-2026-0519',
    shipTo: GEORGETOWN,
  },
  {
    createdAt: '2026-06-02T13:30:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(MESA_BOLLARD, 2), line(REDWOOD_BRICK, 1, 'CASE')],
    coupon: 'SAVE50',
    paymentOrder: 'BP-2026-0602',
    notes: 'Collected at the Austin will-call counter, arranged with Megan Holt.',
    shipTo: null,
  },
  {
    createdAt: '2026-06-15T10:48:00.000Z',
    status: 'CANCELLED',
    paymentStatus: 'REFUNDED',
    gateway: 'WALLET',
    lines: [line(VP_600, 2)],
    paymentOrder: 'BP-2026-0615',
    notes: 'Cancelled before dispatch: the client postponed the project.',
    shipTo: DRIPPING_SPRINGS,
    refundedAt: '2026-06-17T09:10:00.000Z',
  },
  {
    createdAt: '2026-07-01T15:15:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'PAYPAL',
    lines: [line(REDWOOD_WELL, 1, 'CASE'), line(HORIZON_STEP, 10), line(HUB_SPLICE_BOX, 5)],
    paymentOrder: 'BP-2026-0701 Georgetown',
    notes: 'Call the site foreman on arrival: (512) 555-0199.',
    trackingNumber: '1Z4F82W30395518204',
    shipTo: GEORGETOWN,
  },
  {
    createdAt: '2026-07-22T11:02:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(SIERRA_BOLLARD, 12), line(GL_900, 2), line(WIRE_10_500, 4), line(WIRE_NUTS_100, 3)],
    coupon: 'BIGBUY15',
    paymentOrder: 'BP-2026-0722 Barton Creek HOA',
    notes: 'Phase 1 of the HOA entrance; gate code 4471.',
    trackingNumber: '1Z4F82W30403377652',
    shipTo: BARTON_CREEK,
  },
  {
    createdAt: '2026-08-12T14:35:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(TREE_MOUNT_PAIR, 1, 'CASE'), line(WIRE_12_250, 1, 'CASE')],
    paymentOrder: 'BP-2026-0812',
    trackingNumber: '1Z4F82W30419260031',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-08-26T09:50:00.000Z',
    status: 'REFUNDED',
    paymentStatus: 'REFUNDED',
    gateway: 'STRIPE',
    lines: [line(VP_600, 1)],
    paymentOrder: 'BP-2026-0826',
    notes: 'Refunded: the enclosure arrived cracked; a replacement was ordered.',
    trackingNumber: '1Z4F82W30427718845',
    shipTo: SHOP,
    refundedAt: '2026-09-02T10:05:00.000Z',
  },
  {
    createdAt: '2026-09-10T16:05:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'STRIPE',
    lines: [line(VP_600, 1), line(PIERCING, 4)],
    paymentOrder: 'BP-2026-0910 replacement',
    trackingNumber: '1Z4F82W30436690218',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-09-24T12:20:00.000Z',
    status: 'DELIVERED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(SENTINEL_DOME, 2, 'CASE'), line(CYPRESS_FLOOD, 6)],
    paymentOrder: 'BP-2026-0924 Barton Creek HOA',
    notes: 'Phase 2 of the HOA entrance; ship complete, no partial deliveries.',
    trackingNumber: '1Z4F82W30441183596',
    shipTo: BARTON_CREEK,
  },
  {
    createdAt: '2026-10-08T10:10:00.000Z',
    status: 'SHIPPED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(TREE_STRAP_PAIR_BLACK, 2), line(GRANITE_WELL, 6)],
    paymentOrder: 'BP-2026-1008 Lakeway',
    trackingNumber: '1Z4F82W30458824471',
    shipTo: LAKEWAY,
  },
  {
    createdAt: '2026-10-20T16:45:00.000Z',
    status: 'SHIPPED',
    paymentStatus: 'COMPLETED',
    gateway: 'STRIPE',
    lines: [line(PC_300, 3), line(WIRE_12_250, 6)],
    paymentOrder: 'BP-2026-1020',
    trackingNumber: '1Z4F82W30462207735',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-10-23T09:35:00.000Z',
    status: 'PROCESSING',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(AURORA_PATH, 12), line(HORIZON_STEP, 8)],
    paymentOrder: 'BP-2026-1023 Dripping Springs',
    notes: 'The client restarted the project; same site as the June order.',
    shipTo: DRIPPING_SPRINGS,
  },
  {
    createdAt: '2026-10-27T14:00:00.000Z',
    status: 'CONFIRMED',
    paymentStatus: 'COMPLETED',
    gateway: 'WALLET',
    lines: [line(AURORA_PATH, 8), line(JUNIPER_PATH, 10), line(WIRE_NUTS_25, 2)],
    coupon: 'WELCOME10',
    paymentOrder: 'BP-2026-1027',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-10-29T17:45:00.000Z',
    status: 'PAYMENT_PENDING',
    paymentStatus: 'PENDING',
    gateway: 'PAYPAL',
    lines: [line(TREE_STRAP_PAIR, 2), line(REDWOOD_WELL, 4)],
    paymentOrder: 'BP-2026-1029',
    shipTo: SHOP,
  },
  {
    createdAt: '2026-10-31T08:30:00.000Z',
    status: 'PENDING',
    paymentStatus: 'PENDING',
    gateway: 'STRIPE',
    lines: [line(GL_900, 1), line(WIRE_10_500, 2)],
    paymentOrder: 'BP-2026-1031 Barton Creek HOA',
    notes: 'Phase 3 pricing as quoted (Q-5531) by Megan Holt.',
    shipTo: BARTON_CREEK,
  },
];

function couponNamed(code: string): Coupon {
  const coupon = demoCoupons().find((candidate) => candidate.code === code);
  if (!coupon) throw new Error(`No seed coupon ${code}`);
  return coupon;
}

function storedOrder(draft: OrderDraft, id: number): StoredOrder {
  const summary = orderSummary({
    cart: draft.lines.map((seedLine) => seedLine.item),
    coupon: draft.coupon ? couponNamed(draft.coupon) : null,
    storeCollection: draft.shipTo === null,
    // The history was charged under the spec's shipping rule, whatever the deployment charges today.
    shipping: 'spec',
  });
  // A coupon the order does not qualify for would be dropped silently: a seed mistake, caught here.
  if (draft.coupon && !summary.coupon) throw new Error(`${draft.coupon} does not apply to seed order ${id}`);
  return {
    id,
    userId: DEALER,
    createdAt: draft.createdAt,
    status: draft.status,
    paymentStatus: draft.paymentStatus,
    gateway: draft.gateway,
    items: draft.lines.map((seedLine, index) => storedItem(id, index, seedLine.item, seedLine.images)),
    ...storedTotals(summary),
    notes: draft.notes ?? '',
    paymentOrder: draft.paymentOrder,
    trackingNumber: draft.trackingNumber ?? null,
    shippingAddress: draft.shipTo && { ...draft.shipTo },
  };
}

// ---------------------------------------------------------------------------
// The wallet's story: the credit line, what the orders took and gave back, and the repayments.
// ---------------------------------------------------------------------------

interface Entry {
  readonly createdAt: string;
  readonly type: string;
  readonly description: string;
  /** Null for a repayment: the whole due at that moment, worked out as the story is told. */
  readonly amount: Money | null;
  readonly paymentMethod: string;
}

const ACCOUNT_ENTRIES: readonly Entry[] = [
  { createdAt: '2026-03-30T15:00:00.000Z', type: 'CREDIT_ADDED', description: 'Trade credit line opened', amount: parseMoney('7500.00'), paymentMethod: 'ADMIN' },
  {
    createdAt: '2026-05-27T10:00:00.000Z',
    type: 'DEPOSIT',
    description: 'Prepayment by bank transfer for the Barton Creek HOA job',
    amount: parseMoney('1200.00'),
    paymentMethod: 'BANK_TRANSFER',
  },
  {
    createdAt: '2026-06-24T10:00:00.000Z',
    type: 'WITHDRAWAL',
    description: 'Unused prepayment returned to the bank account ending 4417',
    amount: parseMoney('-1200.00'),
    paymentMethod: 'BANK_TRANSFER',
  },
  { createdAt: '2026-07-15T09:00:00.000Z', type: 'CREDIT_ADDED', description: 'Credit line raised to $10,000.00', amount: parseMoney('2500.00'), paymentMethod: 'ADMIN' },
];

const REPAYMENTS: ReadonlyArray<readonly [string, Gateway]> = [
  ['2026-04-30T17:00:00.000Z', 'STRIPE'],
  ['2026-05-29T17:00:00.000Z', 'PAYPAL'],
  ['2026-06-30T17:00:00.000Z', 'STRIPE'],
  ['2026-07-31T17:00:00.000Z', 'STRIPE'],
  ['2026-08-31T17:00:00.000Z', 'PAYPAL'],
  ['2026-09-30T17:00:00.000Z', 'STRIPE'],
  // The last word: the due cleared, as the seeded account shows it.
  ['2026-10-30T17:00:00.000Z', 'STRIPE'],
];

const minutesLater = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const negative = (amount: Money) => subtract(ZERO, amount);

/** As the demo backend records them: credit used at once, a card payment once verified, a refund later. */
function orderEntries(order: StoredOrder, refundedAt: string | undefined): Entry[] {
  const paid = order.paymentStatus === 'COMPLETED' || order.paymentStatus === 'REFUNDED';
  if (!paid) return [];
  const total = parseMoney(order.total);
  const description = orderDescription(order.id);
  const payment: Entry =
    order.gateway === 'WALLET'
      ? { createdAt: order.createdAt, type: 'CREDIT_USED', description, amount: negative(total), paymentMethod: 'WALLET' }
      : { createdAt: minutesLater(order.createdAt, 3), type: 'PAYMENT', description, amount: negative(total), paymentMethod: order.gateway };
  if (!refundedAt) return [payment];
  const refund: Entry = {
    createdAt: refundedAt,
    type: 'REFUND',
    description: `Refund for order ${formatOrderNumber(order.id)}`,
    amount: total,
    paymentMethod: order.gateway,
  };
  return [payment, refund];
}

/** Credit used raises the due; a refund to the wallet and a repayment lower it. */
function movesDue(entry: Entry): boolean {
  return entry.type === 'CREDIT_USED' || entry.type === 'CREDIT_REPAYMENT' || (entry.type === 'REFUND' && entry.paymentMethod === 'WALLET');
}

function storedTransactions(orders: readonly StoredOrder[]): StoredTransaction[] {
  const entries = [
    ...ACCOUNT_ENTRIES,
    ...orders.flatMap((order, index) => orderEntries(order, ORDERS[index]!.refundedAt)),
    ...REPAYMENTS.map(([createdAt, gateway]): Entry => ({
      createdAt,
      type: 'CREDIT_REPAYMENT',
      description: 'Credit due repayment',
      amount: null,
      paymentMethod: gateway,
    })),
  // ISO times in one zone sort as text; localeCompare would load the browser's collation data for nothing.
  ].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  let due = ZERO;
  return entries.map((entry, index) => {
    const amount = entry.amount ?? due;
    if (movesDue(entry)) due = subtract(due, amount);
    return { ...entry, id: index + 1, userId: DEALER, amount: toDecimalString(amount) };
  });
}

let history: { orders: StoredOrder[]; transactions: StoredTransaction[] } | null = null;

/** Worked out once, on first use: the selling side's chunk carries the recipe, not the figures. */
function dealerHistory() {
  if (!history) {
    const orders = ORDERS.map((draft, index) => storedOrder(draft, index + 1));
    history = { orders, transactions: storedTransactions(orders) };
  }
  return history;
}

export const demoLedgerSeed: LedgerSeed = {
  orders: () => [...dealerHistory().orders],
  transactions: () => [...dealerHistory().transactions],
};
