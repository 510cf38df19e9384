import type { CartItem } from '../../domain/cart/cart';

/** How the line is sold: "Case of 12", "Pair" or "Single". */
export function unitOfMeasure(item: CartItem): string {
  if (item.quantityType === 'CASE') return `Case of ${item.caseSize}`;
  return item.isPairProduct ? 'Pair' : 'Single';
}

