import type { Role } from '../../domain/accounts/role';
import { cartLineTotal, cartSubtotal, cartUnitPrice, sameLine, type Cart, type CartItem } from '../../domain/cart/cart';
import type { Product } from '../../domain/catalog/catalog';
import {
  SAVED_ORDER_NAME_MAX_LENGTH,
  SAVED_ORDERS_PAGE_SIZE,
  type SavedOrder,
  type SavedOrderDraft,
  type SavedOrderLine,
} from '../../domain/orders/saved-order';
import type { Money } from '../../domain/shared/money';
import { pageNumber } from '../../domain/catalog/catalog';
import { repriceCart } from '../cart/cart-pricing';
import { isNotFound, serverMessageOr } from '../shared/backend-error';
import { oncePer } from '../shared/once-per';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import type { Page } from '../orders/orders.use-cases';
import type { SavedOrdersPort } from '../ports/saved-orders.port';
import { savedOrdersMessages } from './saved-orders.messages';
import type { CheckoutNotes } from '../ports/checkout-memory.port';

type ProductSource = Pick<CatalogUseCases, 'product'>;

/** One saved line and what it is today: the cart line at today's price for the buyer's role, or null when no longer sold. */
export interface SavedOrderLineToday {
  readonly saved: SavedOrderLine;
  readonly today: CartItem | null;
  /** Today's price per unit (the case price on whole cases) and the line total; null when no longer sold. */
  readonly unitPrice: Money | null;
  readonly lineTotal: Money | null;
}

/** A saved order reopened at today's prices: every line kept in its place, those no longer sold named. */
export interface PricedSavedOrder {
  readonly order: SavedOrder;
  readonly lines: readonly SavedOrderLineToday[];
  /** The lines still sold, at today's prices. */
  readonly total: Money;
  /** Product and variant names of the lines no longer sold. */
  readonly unavailable: readonly string[];
}

export type SavedOrderFields = Pick<SavedOrderDraft, 'name' | 'notes' | 'paymentOrder'>;

/** The purchase order and notes typed at checkout, kept for the visit: the cart's Save as draft starts from them. */

export interface SavedOrdersUseCases {
  /** Why the name cannot be saved, or null. */
  nameProblem(name: string): string | null;
  /** The cart as a draft; refused (nameProblem) before any call. */
  saveCart(cart: Cart, fields: SavedOrderFields): Promise<SavedOrder>;
  /** One page, newest first, each draft's total at today's prices for the role. */
  savedOrdersPage(request: { page: unknown; role: Role }): Promise<Page<PricedSavedOrder>>;
  open(id: string, role: Role): Promise<PricedSavedOrder>;
  /** Name, notes and purchase order; the name checked first. */
  editDetails(id: string, fields: SavedOrderFields): Promise<SavedOrder>;
  /** Takes out the line at `index`, the other lines as they were priced; the last line stays (delete the draft instead). */
  removeLine(priced: PricedSavedOrder, index: number): Promise<PricedSavedOrder>;
  remove(id: string): Promise<void>;
  /** The lines still sold, into the cart: in place of what it holds, or added to it. The checkout then starts from the draft's PO and notes. */
  useInCart(priced: PricedSavedOrder, mode: 'replace' | 'add'): CartItem[];
}

/** A refusal the screen shows by the field, before anything is sent. */
export class SavedOrderRefused extends Error {
  override readonly name = 'SavedOrderRefused';
}

/** What a screen says when a call about a saved order fails: not found, the backend's own words, or the screen's. */
export function savedOrderFailure(error: unknown, fallback: string): string {
  if (error instanceof SavedOrderRefused) return error.message;
  if (isNotFound(error)) return savedOrdersMessages.notFound;
  return serverMessageOr(error, fallback);
}

export function savedLineOf(item: CartItem): SavedOrderLine {
  const { productId, variantId, quantity, quantityType, name, variantName, image, price, caseSize, isPairProduct } = item;
  return { productId, variantId, quantity, quantityType, name, variantName, image, price, caseSize, isPairProduct };
}

/** A saved line as a cart line: the case rule is read again from today's product when it is priced. */
function cartItemOf(line: SavedOrderLine): CartItem {
  // Stryker disable next-line BooleanLiteral: a placeholder: repricing sets every line's case rule from today's product, and a line no longer sold is not a cart line
  return { ...line, allowCaseOrder: false };
}

const lineName = (line: SavedOrderLine) => (line.variantName ? `${line.name} (${line.variantName})` : line.name);

/** Asks the catalogue once per product however many drafts or lines name it. */
function oncePerProduct(catalog: ProductSource): ProductSource {
  const asked = new Map<string, Promise<Product>>();
  return {
    product: (id) => {
      let answer = asked.get(id);
      if (!answer) asked.set(id, (answer = catalog.product(id)));
      return answer;
    },
  };
}

/** The lines still sold, as today's cart lines. */
const stillSold = (lines: readonly SavedOrderLineToday[]): CartItem[] => lines.flatMap((line) => (line.today ? [line.today] : []));

function pricedOrder(order: SavedOrder, lines: readonly SavedOrderLineToday[]): PricedSavedOrder {
  return {
    order,
    lines,
    total: cartSubtotal(stillSold(lines)),
    unavailable: lines.filter((line) => line.today === null).map((line) => lineName(line.saved)),
  };
}

async function priced(order: SavedOrder, role: Role, catalog: ProductSource): Promise<PricedSavedOrder> {
  const { items } = await repriceCart(order.items.map(cartItemOf), role, catalog);
  return pricedOrder(
    order,
    order.items.map((saved) => {
      const today = items.find((item) => sameLine(item, saved)) ?? null;
      return { saved, today, unitPrice: today && cartUnitPrice(today), lineTotal: today && cartLineTotal(today) };
    }),
  );
}

type SavedOrdersBuyer = {
  readonly screenParts: { readonly savedOrders: SavedOrdersPort; readonly catalog: ProductSource };
  readonly cart: Parameters<typeof savedOrdersUseCases>[2];
  readonly checkoutNotes: Parameters<typeof savedOrdersUseCases>[3];
};

/** The saved orders' use cases over the buyer's services (BuyerServices), the same ones each time. */
export const savedOrdersFor = oncePer((buyer: SavedOrdersBuyer) =>
  savedOrdersUseCases(buyer.screenParts.savedOrders, buyer.screenParts.catalog, buyer.cart, buyer.checkoutNotes),
);

export function savedOrdersUseCases(
  savedOrders: SavedOrdersPort,
  catalog: ProductSource,
  cart: { send(event: { type: 'REPLACE' | 'ADD_LINES'; items: Cart }): void },
  checkoutNotes: { set(notes: CheckoutNotes): void },
): SavedOrdersUseCases {
  function nameProblem(name: string): string | null {
    const trimmed = name.trim();
    if (trimmed === '') return savedOrdersMessages.nameRequired;
    if (trimmed.length > SAVED_ORDER_NAME_MAX_LENGTH) return savedOrdersMessages.nameTooLong;
    return null;
  }
  function checked(fields: SavedOrderFields): SavedOrderFields {
    const problem = nameProblem(fields.name);
    if (problem) throw new SavedOrderRefused(problem);
    return { name: fields.name.trim(), notes: fields.notes.trim(), paymentOrder: fields.paymentOrder.trim() };
  }

  return {
    nameProblem,
    saveCart: async (items, fields) => savedOrders.save({ ...checked(fields), items: items.map(savedLineOf) }),
    async savedOrdersPage({ page: requested, role }) {
      const page = pageNumber(requested);
      // One more than a page: whether a next page exists is known without guessing from a full page.
      const rows = await savedOrders.mySavedOrders({ skip: (page - 1) * SAVED_ORDERS_PAGE_SIZE, take: SAVED_ORDERS_PAGE_SIZE + 1 });
      const shown = rows.slice(0, SAVED_ORDERS_PAGE_SIZE);
      const products = oncePerProduct(catalog);
      return { rows: await Promise.all(shown.map((order) => priced(order, role, products))), page, hasNext: rows.length > SAVED_ORDERS_PAGE_SIZE };
    },
    open: async (id, role) => priced(await savedOrders.savedOrder(id), role, catalog),
    editDetails: async (id, fields) => savedOrders.update(id, checked(fields)),
    async removeLine({ order, lines }, index) {
      if (lines.length <= 1) throw new SavedOrderRefused(savedOrdersMessages.lastLine);
      const kept = lines.filter((_, at) => at !== index);
      const saved = await savedOrders.update(order.id, { items: kept.map((line) => line.saved) });
      return pricedOrder(saved, kept);
    },
    remove: (id) => savedOrders.remove(id),
    useInCart({ order, lines }, mode) {
      const items = stillSold(lines);
      cart.send({ type: mode === 'replace' ? 'REPLACE' : 'ADD_LINES', items });
      checkoutNotes.set({ purchaseOrder: order.paymentOrder, notes: order.notes });
      return items;
    },
  };
}
