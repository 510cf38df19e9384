import { parseCartQuantity } from '../../domain/cart/quantity';

/**
 * Spec §5: the quantity a cart line takes from what the buyer typed in its box, or null when the line keeps its
 * quantity (the same number, or an entry that is not a whole number from 1 to 999, which is ignored).
 */
export function typedCartQuantity(entry: string, current: number): number | null {
  const quantity = parseCartQuantity(entry);
  return quantity === null || quantity === current ? null : quantity;
}
