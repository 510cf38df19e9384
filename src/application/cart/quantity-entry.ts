import { readQuantity } from '../../domain/cart/quantity';

/** What a typed cart quantity does: changes the line (`change`), leaves it (the same number), or is named (`problem`). */
export interface TypedCartQuantity {
  readonly change: number | null;
  readonly problem: string | null;
}

/**
 * The quantity a cart line takes from what the buyer typed in its box. An entry that breaks the rule (a whole number
 * from 1 to 999) changes nothing and is named: the box keeps it and the cart holds back checkout until it is put right.
 */
export function typedCartQuantity(entry: string, current: number): TypedCartQuantity {
  const reading = readQuantity(entry);
  if (!reading.valid) return { change: null, problem: reading.problem };
  return { change: reading.quantity === current ? null : reading.quantity, problem: null };
}
