export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 999;

const WHOLE_NUMBER = /^\d+$/;

function parseWhole(input: string): number | null {
  const text = input.trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Product page: a whole number from 1 to 999, otherwise null (the entry is refused). */
export function parseProductQuantity(input: string): number | null {
  const value = parseWhole(input);
  if (value === null || value < MIN_QUANTITY) return null;
  return Math.min(value, MAX_QUANTITY);
}

export function incrementQuantity(quantity: number): number {
  return Math.min(quantity + 1, MAX_QUANTITY);
}

/** The stepper stops at 1. */
export function decrementQuantity(quantity: number): number {
  return Math.max(quantity - 1, MIN_QUANTITY);
}

/** Cart: an integer from 1 to 999, otherwise null and the input is ignored. */
export function parseCartQuantity(input: string): number | null {
  const value = parseWhole(input);
  if (value === null || value < MIN_QUANTITY || value > MAX_QUANTITY) return null;
  return value;
}
