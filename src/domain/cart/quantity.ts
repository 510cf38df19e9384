/** Spec §9: quantity 1 to 999, on the product page, in the cart and in a quick order alike. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

/** The rule in words, so every screen says it alike. */
export const QUANTITY_RANGE = `a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

export const quantityMessages = {
  /** Said beside a quantity field whose entry breaks the rule (issue 39's words). */
  invalid: `Enter ${QUANTITY_RANGE}`,
  /** Said by the cart's summary while a line's entry breaks the rule: it names the line. */
  lineBlocksCheckout: (line: string) => `Fix the quantity of ${line} to check out: ${QUANTITY_RANGE}.`,
  /** Adding would take a cart line over 999: nothing is added, and the buyer is told. */
  overLineLimit: (name: string, inCart: number, adding: number) =>
    `Not added: ${name} has ${inCart} in your cart, and ${adding} more would come to ${inCart + adding}. A cart line holds at most ${MAX_QUANTITY}.`,
} as const;

/** What a typed quantity reads as: a quantity, or the problem to show beside the field. Never a quantity it was not. */
export type QuantityEntry = { readonly valid: true; readonly quantity: number } | { readonly valid: false; readonly problem: string };

const DIGITS = /^\d+$/;

export function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;
}

/** Digits only (no sign, point, exponent or separator) making a whole number from 1 to 999; spaces around are fine. */
export function readQuantity(input: string): QuantityEntry {
  const text = input.trim();
  const quantity = DIGITS.test(text) ? Number(text) : Number.NaN;
  return isValidQuantity(quantity) ? { valid: true, quantity } : { valid: false, problem: quantityMessages.invalid };
}

/** The + button: one more, never past 999 (it is disabled there). */
export function incrementQuantity(quantity: number): number {
  return Math.min(quantity + 1, MAX_QUANTITY);
}

/** The − button: one fewer, never below 1 (it is disabled there). */
export function decrementQuantity(quantity: number): number {
  return Math.max(quantity - 1, MIN_QUANTITY);
}
