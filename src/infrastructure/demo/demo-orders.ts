import type { CatalogPort } from '../../application/ports/catalog.port';
import type { NewOrder, OrderQuery, OrdersPort, PlacedOrder } from '../../application/ports/orders.port';
import { isNotFound } from '../../application/shared/backend-error';
import { cartLineTotal, cartUnitPrice, type CartItem } from '../../domain/cart/cart';
import { isActive, imagesOf, type Product } from '../../domain/catalog/catalog';
import { orderSummary, type OrderSummary } from '../../domain/checkout/order-summary';
import { checkoutMessages, shippingAddressComplete } from '../../domain/checkout/shipping-address';
import type { Order } from '../../domain/orders/order';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { walletCovers } from '../../domain/payments/payment-method';
import { unitsFor, type ShippingPolicy } from '../../domain/pricing/pricing';
import { add, centsOf, subtract, toDecimalString, toUnitPriceString, ZERO, type Money } from '../../domain/shared/money';
import { orderSchema } from '../http/order.schema';
import type { Buyer, DemoBuyers } from './demo-buyers';
import { couponForOrder } from './demo-coupons';
import { notFound, refused } from './demo-errors';
import { orderDescription, type DemoLedger, type StoredOrder } from './demo-ledger';
import { PRICE_MISMATCH, lineToPrice } from './demo-order-pricing';
import { startCardPayment } from './demo-payment-start';

const GATEWAYS = ['WALLET', 'STRIPE', 'PAYPAL'] as const;

function sameMoney(a: Money, b: Money): boolean {
  return centsOf(a) === centsOf(b);
}

/**
 * POST /orders as the hosted backend answers it: every line priced again
 * from the catalogue for the buyer's role, the coupon and shipping worked out
 * with the shop's own rules, and the order refused unless every figure the
 * buyer was shown agrees to the cent.
 */
export class DemoOrders implements OrdersPort {
  /** Answers already given, by attempt key: a repeated request places nothing more (kept for this visit only). */
  private readonly answered = new Map<string, Promise<PlacedOrder>>();

  constructor(
    private readonly buyers: DemoBuyers,
    private readonly ledger: DemoLedger,
    private readonly catalog: CatalogPort,
    private readonly shipping: ShippingPolicy,
    private readonly origin: () => string,
  ) {}

  /** As a backend honouring `Idempotency-Key` would: the same attempt twice places one order, and answers alike. */
  placeOrder(order: NewOrder, attemptKey: string): Promise<PlacedOrder> {
    const known = this.answered.get(attemptKey);
    if (known) return known;
    const answer = this.place(order);
    this.answered.set(attemptKey, answer);
    return answer;
  }

  private async place(order: NewOrder): Promise<PlacedOrder> {
    const buyer = this.buyers.signedIn();
    this.checkRequest(order, buyer);
    const products = await this.productsOf(order);
    const cart = order.items.map((item) => lineToPrice(item, products.get(item.productId)!, buyer.profile.role));
    const storeCollection = order.shippingAddress === null;
    const coupon = order.couponCode === null ? null : couponForOrder(order.couponCode, order.subtotal);
    const summary = orderSummary({ cart, coupon, storeCollection, shipping: this.shipping });
    const agrees =
      sameMoney(summary.subtotal, order.subtotal) &&
      sameMoney(summary.discount, order.discountAmount) &&
      sameMoney(summary.shipping, order.shippingCost) &&
      sameMoney(summary.total, order.total);
    if (!agrees) throw refused(PRICE_MISMATCH);
    if (order.gateway === 'WALLET' && !walletCovers(buyer.profile.wallet.balance, summary.total)) {
      throw refused(checkoutMessages.insufficientBalance);
    }

    const id = this.ledger.nextOrderId();
    const wallet = order.gateway === 'WALLET';
    this.ledger.orders.add({
      id,
      userId: buyer.uid,
      createdAt: this.ledger.timestamp(),
      status: wallet ? 'CONFIRMED' : 'PAYMENT_PENDING',
      paymentStatus: wallet ? 'COMPLETED' : 'PENDING',
      gateway: order.gateway,
      items: cart.map((line, index) => {
        const product = products.get(line.productId)!;
        const variant = product.variants.find((candidate) => candidate.id === line.variantId);
        return storedItem(id, index, line, imagesOf(product, variant));
      }),
      ...storedTotals(summary),
      notes: order.notes,
      paymentOrder: order.paymentOrder,
      trackingNumber: null,
      shippingAddress: order.shippingAddress && { ...order.shippingAddress },
    });
    if (order.gateway === 'WALLET') {
      this.payFromWallet(buyer, id, summary.total);
      return { paymentUrl: undefined, orderId: String(id) };
    }
    const payment = startCardPayment(this.ledger, this.origin(), {
      userId: buyer.uid,
      gateway: order.gateway,
      amount: summary.total,
      purpose: 'ORDER_PURCHASE',
      orderId: id,
      description: orderDescription(id),
    });
    return { ...payment, orderId: String(id) };
  }

  /** GET /orders/my-orders: the buyer's own, newest (highest number) first. */
  async myOrders({ skip, take, search }: OrderQuery): Promise<Order[]> {
    const buyer = this.buyers.signedIn();
    const needle = search?.trim().toLowerCase() ?? '';
    return this.ledger.orders
      .all()
      .filter((order) => order.userId === buyer.uid && (!needle || matchesSearch(order, needle)))
      .sort((a, b) => b.id - a.id)
      .slice(skip, skip + take)
      .map((order) => orderSchema.parse(order));
  }

  /** GET /orders/{id}: someone else's order is as unknown as one that does not exist. */
  async order(id: string): Promise<Order> {
    const buyer = this.buyers.signedIn();
    const order = this.ledger.orders.find((candidate) => String(candidate.id) === id && candidate.userId === buyer.uid);
    if (!order) throw notFound('Order not found');
    return orderSchema.parse(order);
  }

  /** What the backend checks before pricing: the account, the gateway, the purchase order and where it goes. */
  private checkRequest(order: NewOrder, buyer: Buyer): void {
    if (!buyer.profile.approved) throw refused('Your account is awaiting approval');
    if (!(GATEWAYS as readonly string[]).includes(order.gateway)) throw refused(checkoutMessages.invalidPaymentMethod);
    if (order.items.length === 0) throw refused(checkoutMessages.emptyCart);
    if (order.paymentOrder.trim() === '') throw refused(checkoutMessages.purchaseOrderRequired);
    if (order.shippingAddress === null) {
      if (!buyer.profile.isLocalDealer) throw refused('Store collection is only available to local dealers');
    } else if (!shippingAddressComplete(order.shippingAddress)) {
      throw refused(checkoutMessages.addressRequired);
    }
  }

  private async productsOf(order: NewOrder): Promise<Map<string, Product>> {
    const ids = [...new Set(order.items.map((item) => item.productId))];
    const products = await Promise.all(
      ids.map(async (id) => {
        const product = await this.catalog.getProduct(id).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        });
        if (!product || !isActive(product)) throw refused('A product in your order is no longer available');
        return product;
      }),
    );
    return new Map(products.map((product) => [product.id, product]));
  }

  private payFromWallet(buyer: Buyer, orderId: number, total: Money): void {
    this.buyers.changeWallet(buyer.uid, (wallet) => ({
      balance: subtract(wallet.balance, total),
      creditDue: add(wallet.creditDue, total),
    }));
    this.ledger.record({
      userId: buyer.uid,
      type: 'CREDIT_USED',
      amount: toDecimalString(subtract(ZERO, total)),
      description: orderDescription(orderId),
      paymentMethod: 'WALLET',
    });
  }
}

/** The order number as listed (ORD-0012, or just 12), the purchase order or a product's name, ignoring case. */
function matchesSearch(order: StoredOrder, needle: string): boolean {
  const texts = [formatOrderNumber(order.id), order.paymentOrder, ...order.items.map((item) => item.product.name)];
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/** Spec §3 Order item: units, the price per unit to the mill after any case discount ("56.905"), and the line total. */
export function storedItem(orderId: number, index: number, line: CartItem, images: readonly string[]): StoredOrder['items'][number] {
  return {
    id: `${orderId}-${index + 1}`,
    quantity: unitsFor(line),
    price: toUnitPriceString(cartUnitPrice(line)),
    total: toDecimalString(cartLineTotal(line)),
    product: { id: line.productId, name: line.name, images: [...images] },
    variant: { id: line.variantId, name: line.variantName, sku: line.sku ?? null },
  };
}

/** The order summary's figures as the backend keeps them: 2-decimal strings, and the coupon by name. */
export function storedTotals(summary: OrderSummary) {
  return {
    subtotal: toDecimalString(summary.subtotal),
    discountAmount: toDecimalString(summary.discount),
    shippingCost: toDecimalString(summary.shipping),
    total: toDecimalString(summary.total),
    appliedCoupon: summary.coupon && {
      code: summary.coupon.code,
      name: summary.coupon.name,
      description: summary.coupon.description,
    },
  };
}
