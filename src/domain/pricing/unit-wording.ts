import { formatUnitPrice, multiplyToTheMill, type Money } from '../shared/money';
import { isPairProduct, unitsFor, type QuantityType, type UnitsInput } from './pricing';

/**
 * The one wording of what a line counts and what it costs, for every screen and file (issue 39: a pair product was
 * "Pair x 3 (6 units)" in the cart, "Quantity 6" on the order and "Quantity 3 · Pair" on the saved order).
 * A pair product's unit is a fixture (each pair holds 2); any other product's is a unit.
 */

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "6 fixtures" for a pair product, "12 units" for any other. */
export function unitsInWords(units: number, pair: boolean): string {
  return plural(units, pair ? 'fixture' : 'unit');
}

/** "fixture" or "unit": what one of the units of this product is. */
export function unitNoun(pair: boolean): string {
  return pair ? 'fixture' : 'unit';
}

/** "3 pairs (6 fixtures)", "1 case of 12 (12 units)", "5 units": what the line holds, as the buyer counted it and in units. */
export function quantityInWords(line: UnitsInput): string {
  const units = unitsInWords(unitsFor(line), line.isPairProduct);
  if (line.quantityType === 'CASE') return `${plural(line.quantity, `case of ${line.caseSize}`, `cases of ${line.caseSize}`)} (${units})`;
  if (line.isPairProduct) return `${plural(line.quantity, 'pair')} (${units})`;
  return units;
}

/** What the quantity field counts, named in its label: "Quantity in pairs", "Quantity in cases", "Quantity". */
export function quantityFieldLabel(quantityType: QuantityType, pair: boolean): string {
  if (quantityType === 'CASE') return 'Quantity in cases';
  return pair ? 'Quantity in pairs' : 'Quantity';
}

export interface PriceWordsInput {
  /** Per unit, to the mill. */
  readonly unitPrice: Money;
  readonly quantityType: QuantityType;
  readonly caseSize: number;
  readonly isPairProduct: boolean;
}

export interface PricePhrases {
  /** "$169.32" */
  readonly unitPrice: string;
  /** "per fixture" */
  readonly perUnit: string;
  /** "$338.64 per pair", "$682.86 per case", or null for a single unit. */
  readonly perGroup: string | null;
}

/** The parts of `priceInWords`, for a screen that sets the unit price apart. */
export function pricePhrases({ unitPrice, quantityType, caseSize, isPairProduct: pair }: PriceWordsInput): PricePhrases {
  const phrases = { unitPrice: formatUnitPrice(unitPrice), perUnit: `per ${unitNoun(pair)}` };
  // Whole mills times a whole number: exact, no rounding.
  if (quantityType === 'CASE' && caseSize > 1) return { ...phrases, perGroup: `${formatUnitPrice(multiplyToTheMill(unitPrice, caseSize))} per case` };
  if (pair) return { ...phrases, perGroup: `${formatUnitPrice(multiplyToTheMill(unitPrice, 2))} per pair` };
  return { ...phrases, perGroup: null };
}

/** The phrases said as one: "$169.32 per fixture · $338.64 per pair". */
export function phrasesInWords({ unitPrice, perUnit, perGroup }: PricePhrases): string {
  return [`${unitPrice} ${perUnit}`, perGroup].filter(Boolean).join(' · ');
}

/** "$169.32 per fixture · $338.64 per pair", "$56.905 per unit · $682.86 per case", "$59.90 per unit". */
export function priceInWords(input: PriceWordsInput): string {
  return phrasesInWords(pricePhrases(input));
}

/**
 * An order line as the backend records it, in units: a pair product's even units as pairs ("3 pairs (6 fixtures)"),
 * anything else in units ("12 units"); the order does not record whether a line was bought by the case.
 */
export function orderQuantityInWords(units: number, productName: string): string {
  const pair = isPairProduct(productName);
  if (pair && units % 2 === 0) return quantityInWords({ quantity: units / 2, quantityType: 'SINGLE', caseSize: 1, isPairProduct: true });
  return unitsInWords(units, pair);
}

/** An order line's unit price in the same words: per fixture and per pair for a pair product. */
export function orderPriceInWords(unitPrice: Money, productName: string): string {
  return priceInWords({ unitPrice, quantityType: 'SINGLE', caseSize: 1, isPairProduct: isPairProduct(productName) });
}
