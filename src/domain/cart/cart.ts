import { caseDiscountApplies, effectiveUnitPrice, lineTotal, subtotalOf, type PricedLine, type QuantityType } from '../pricing/pricing';
import type { Money } from '../shared/money';
import { MAX_QUANTITY, MIN_QUANTITY } from './quantity';

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

export interface AddResult {
  readonly cart: Cart;
  /** True when an existing line grew instead of a new one appearing. */
  readonly merged: boolean;
}

/** The same product, variant and quantity type add up on one line (at most 999). */
export function addToCart(cart: Cart, item: CartItem): AddResult {
  const existing = cart.find((line) => sameLine(line, item));
  if (!existing) return { cart: [...cart, item], merged: false };
  return {
    merged: true,
    cart: cart.map((line) =>
      line === existing ? { ...line, quantity: Math.min(line.quantity + item.quantity, MAX_QUANTITY) } : line,
    ),
  };
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
  // Out-of-range entries are ignored, as the cart's quantity rule says.
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return cart;
  return cart.map((line) => (matches(line, productId, variantId, quantityType) ? { ...line, quantity } : line));
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

/** Badge count: quantities added up (a case counts once, as the buyer ordered it). */
export function cartItemCount(cart: Cart): number {
  return cart.reduce((count, line) => count + line.quantity, 0);
}

