import type { CartItem } from '../../domain/cart/cart';

/** How the line is sold: "Case of 12", "Pair" or "Single". */
export function unitOfMeasure(item: CartItem): string {
  if (item.quantityType === 'CASE') return `Case of ${item.caseSize}`;
  return item.isPairProduct ? 'Pair' : 'Single';
}

/** What names the line to a screen reader: the product, its variant and, for a case, that it is one. */
export function lineName(item: CartItem): string {
  return [item.name, item.variantName, item.quantityType === 'CASE' ? `case of ${item.caseSize}` : null]
    .filter(Boolean)
    .join(', ');
}
