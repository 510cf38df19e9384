import { caseDiscountApplies, effectiveUnitPrice, lineTotal, subtotalOf, type PricedLine, type QuantityType } from '../pricing/pricing';
import type { Money } from '../shared/money';
import { MAX_QUANTITY, isValidQuantity } from './quantity';

export interface CartItem {
  readonly productId: string;
  readonly variantId: string;
  readonly quantity: number;
  readonly quantityType: QuantityType;
  readonly name: string;
  readonly variantName: string;
  /** The variant's SKU; absent on lines stored before it was kept. */
  readonly sku?: string | null;
  readonly image: string | null;
  /** The buyer's single-unit price (to the mill) when added; the case discount is applied on top. */
  readonly price: Money;
  readonly caseSize: number;
  /** Whether the product sells by the case: a line of whole cases then gets the case price. */
  readonly allowCaseOrder: boolean;
  readonly isPairProduct: boolean;
}

export type Cart = readonly CartItem[];

/** One cart line per product, variant and quantity type. */
export function sameLine(a: CartItem, b: Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>): boolean {
  return a.productId === b.productId && a.variantId === b.variantId && a.quantityType === b.quantityType;
}

export type AddResult =
  | { readonly outcome: 'added' | 'merged'; readonly cart: Cart }
  /** The line would pass 999: the cart is as it was, and `inCart` is what its line already holds. */
  | { readonly outcome: 'overLimit'; readonly cart: Cart; readonly inCart: number };

/** The same product, variant and quantity type add up on one line; an addition that would take it past 999 is refused whole. */
export function addToCart(cart: Cart, item: CartItem): AddResult {
  const existing = cart.find((line) => sameLine(line, item));
  if (!existing) return { outcome: 'added', cart: [...cart, item] };
  const quantity = existing.quantity + item.quantity;
  if (quantity > MAX_QUANTITY) return { outcome: 'overLimit', cart, inCart: existing.quantity };
  return { outcome: 'merged', cart: cart.map((line) => (line === existing ? { ...line, quantity } : line)) };
}

/** The key of a cart line: one per product, variant and quantity type. */
function lineKey(line: Pick<CartItem, 'productId' | 'variantId' | 'quantityType'>): string {
  return `${line.productId}\u0000${line.variantId}\u0000${line.quantityType}`;
}

/** What adding a list left out of a line at the cap of 999. */
export interface CappedAddition {
  readonly item: CartItem;
  readonly notAdded: number;
}

/**
 * `items` added one after another as addToCart adds each, in one pass (a 2,000-line list costs no more than its
 * length), and what the cap of 999 a line left out of each.
 */
export function addAllToCartTelling(cart: Cart, items: readonly CartItem[]): { readonly cart: Cart; readonly capped: readonly CappedAddition[] } {
  const lines = [...cart];
  const at = new Map(lines.map((line, index) => [lineKey(line), index]));
  const capped: CappedAddition[] = [];
  for (const item of items) {
    const index = at.get(lineKey(item));
    if (index === undefined) {
      at.set(lineKey(item), lines.length);
      lines.push(item);
      continue;
    }
    const line = lines[index]!;
    const quantity = Math.min(line.quantity + item.quantity, MAX_QUANTITY);
    if (quantity - line.quantity < item.quantity) capped.push({ item, notAdded: item.quantity - (quantity - line.quantity) });
    lines[index] = { ...line, quantity };
  }
  return { cart: lines, capped };
}

export function addAllToCart(cart: Cart, items: readonly CartItem[]): Cart {
  return addAllToCartTelling(cart, items).cart;
}

/** By product and variant (spec §4); a quantity type narrows it to the single or the case line. */
function matches(line: CartItem, productId: string, variantId: string, quantityType?: QuantityType): boolean {
  return (
    line.productId === productId &&
    line.variantId === variantId &&
    (quantityType === undefined || line.quantityType === quantityType)
  );
}

export function removeFromCart(cart: Cart, productId: string, variantId: string, quantityType?: QuantityType): Cart {
  return cart.filter((line) => !matches(line, productId, variantId, quantityType));
}

export function updateQuantity(
  cart: Cart,
  productId: string,
  variantId: string,
  quantity: number,
  quantityType?: QuantityType,
): Cart {
  // The field says a quantity outside the rule and never sends it: one arriving anyway changes nothing.
  if (!isValidQuantity(quantity)) return cart;
  return cart.map((line) => (matches(line, productId, variantId, quantityType) ? { ...line, quantity } : line));
}

/** What names a line to the buyer and to a screen reader: the product, its variant and, for a case, that it is one. */
export function cartLineName(item: Pick<CartItem, 'name' | 'variantName' | 'quantityType' | 'caseSize'>): string {
  return [item.name, item.variantName, item.quantityType === 'CASE' ? `case of ${item.caseSize}` : null].filter(Boolean).join(', ');
}

export function clearCart(): Cart {
  return [];
}

export function pricedLine(item: CartItem): PricedLine {
  return {
    quantity: item.quantity,
    quantityType: item.quantityType,
    caseSize: item.caseSize,
    allowCaseOrder: item.allowCaseOrder,
    isPairProduct: item.isPairProduct,
    unitPrice: item.price,
  };
}

/** The line's price per unit, to the mill: the case price when the line is whole cases. */
export function cartUnitPrice(item: CartItem): Money {
  return effectiveUnitPrice(pricedLine(item));
}

/** Whether the line gets the case price ("5% OFF Applied"). */
export function cartCaseDiscountApplies(item: CartItem): boolean {
  return caseDiscountApplies(pricedLine(item));
}

export function cartLineTotal(item: CartItem): Money {
  return lineTotal(pricedLine(item));
}

export function cartSubtotal(cart: Cart): Money {
  return subtotalOf(cart.map(pricedLine));
}

/**
 * The cart badge counts lines, as a trade buyer reads a cart: 3 singles and 1 case of 12 are 2 lines, where adding up
 * quantities made 4 of mixed units.
 */
export function cartLineCount(cart: Cart): number {
  return cart.length;
}

/** "Cart, 2 lines": the cart button's accessible name says what its badge counts. */
export function cartButtonName(lines: number): string {
  return `Cart, ${lines} ${lines === 1 ? 'line' : 'lines'}`;
}

