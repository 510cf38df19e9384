import type { NewOrder } from '../../application/ports/orders.port';
import type { Role } from '../../domain/accounts/role';
import { cartLineTotal, type CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart/quantity';
import type { Product } from '../../domain/catalog/catalog';
import type { QuantityType } from '../../domain/pricing/pricing';
import { cartItemFor } from '../../application/catalog/product-offer';
import { ZERO, add, centsOf, lessThan, type Money } from '../../domain/shared/money';
import { refused } from './demo-errors';

export const PRICE_MISMATCH = 'Order total does not match current prices. Please review your cart.';

type OrderedItem = NewOrder['items'][number];

function orderable(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/**
 * The cart lines that ship this many units of the item at today's price for
 * the role: singly (in pairs for a pair product), or by the case when the
 * product allows it. The order carries units only, so both may fit; they
 * price the same, since the case price follows the units, not the pick.
 */
export function waysToOrder(item: OrderedItem, product: Product, role: Role): CartItem[] {
  const known = product.variants.some((variant) => variant.id === item.variantId);
  const single = known ? cartItemFor(product, { variantId: item.variantId, quantity: 1, quantityType: 'SINGLE' }, role) : null;
  if (!single) throw refused(`${product.name} is no longer available in that option`);
  const unitsPer: Record<QuantityType, number> = { SINGLE: single.isPairProduct ? 2 : 1, CASE: Math.max(1, single.caseSize) };
  const types: QuantityType[] = product.allowCaseOrder ? ['SINGLE', 'CASE'] : ['SINGLE'];
  const ways = types
    .filter((type) => item.quantity % unitsPer[type] === 0 && orderable(item.quantity / unitsPer[type]))
    .map((type): CartItem => ({ ...single, quantityType: type, quantity: item.quantity / unitsPer[type] }));
  if (ways.length === 0) throw refused(`${product.name} cannot be ordered in ${item.quantity} units`);
  return ways;
}

/**
 * One way per line whose line totals add up to the subtotal the buyer was
 * shown, or null when none does. Partial sums are kept once each and only
 * while the remaining lines can still reach the subtotal, which keeps the
 * search small.
 */
export function cartMatching(lines: readonly (readonly CartItem[])[], subtotal: Money): CartItem[] | null {
  const totals = lines.map((ways) => ways.map(cartLineTotal));
  // Least and most the lines from index i onwards can add.
  const least = suffixSums(totals.map((line) => line.reduce((low, total) => (lessThan(total, low) ? total : low))));
  const most = suffixSums(totals.map((line) => line.reduce((high, total) => (lessThan(high, total) ? total : high))));
  let reachable = new Map<number, { sum: Money; chosen: CartItem[] }>([[0, { sum: ZERO, chosen: [] }]]);
  lines.forEach((ways, index) => {
    const next = new Map<number, { sum: Money; chosen: CartItem[] }>();
    for (const { sum, chosen } of reachable.values()) {
      ways.forEach((way, option) => {
        const reached = add(sum, totals[index]![option]!);
        const key = centsOf(reached);
        const overshoots = lessThan(subtotal, add(reached, least[index + 1]!));
        const fallsShort = lessThan(add(reached, most[index + 1]!), subtotal);
        if (!overshoots && !fallsShort && !next.has(key)) next.set(key, { sum: reached, chosen: [...chosen, way] });
      });
    }
    reachable = next;
  });
  return reachable.get(centsOf(subtotal))?.chosen ?? null;
}

function suffixSums(values: readonly Money[]): Money[] {
  const sums: Money[] = [ZERO];
  for (let index = values.length - 1; index >= 0; index -= 1) sums.unshift(add(values[index]!, sums[0]!));
  return sums;
}
