import type { Role } from '../accounts/role';
import { normalizeRole } from '../accounts/role';
import type { VariantPrices } from '../catalog/catalog';
import {
  ZERO,
  cents,
  greaterThanOrEqual,
  isZero,
  maximum,
  multiplyRounded,
  multiplyToTheMill,
  sum,
  toMillsScale,
  type Money,
} from '../shared/money';

export type QuantityType = 'SINGLE' | 'CASE';

export function unitPriceForRole(variant: VariantPrices, role: Role): Money {
  switch (normalizeRole(role)) {
    case 'DEALER':
      return variant.dealerPrice;
    case 'DISTRIBUTOR':
      return variant.distributorPrice;
    case 'CONTRACTOR':
      return variant.contractorPrice;
    default:
      return variant.price;
  }
}

/** 5% off per unit for a case, rounded half-up to the mill ($59.90 -> $56.905), as the server charges it. */
export const CASE_DISCOUNT_FACTOR = { amount: 95, scale: 2 } as const;

export function caseUnitPrice(unitPrice: Money): Money {
  return multiplyToTheMill(unitPrice, CASE_DISCOUNT_FACTOR);
}

const PAIR_MARKERS = ['TS-B301', 'TS-B302', 'TS-B306'] as const;

export function isPairProduct(productName: string): boolean {
  const upper = productName.toUpperCase();
  return PAIR_MARKERS.some((marker) => upper.includes(marker));
}

export interface UnitsInput {
  readonly quantity: number;
  readonly quantityType: QuantityType;
  readonly caseSize: number;
  readonly isPairProduct: boolean;
}

/** Units shipped: quantity, times the case size for a case, times 2 for a pair bought singly. */
export function unitsFor({ quantity, quantityType, caseSize, isPairProduct: pair }: UnitsInput): number {
  if (quantityType === 'CASE') return quantity * Math.max(1, caseSize);
  return pair ? quantity * 2 : quantity;
}

export interface CaseLine extends UnitsInput {
  readonly allowCaseOrder: boolean;
}

/**
 * The server's rule: a line whose units are a whole number of cases of a
 * product sold by the case gets the case price, whatever the buyer picked
 * (12 singles of a case of 12 too, 11 not).
 */
export function caseDiscountApplies(line: CaseLine): boolean {
  return line.allowCaseOrder && line.caseSize > 0 && unitsFor(line) % line.caseSize === 0;
}

export interface PricedLine extends CaseLine {
  /** The buyer's single-unit price before any case discount. */
  readonly unitPrice: Money;
}

/** The price of one unit on this line, to the mill: the case price when the line is whole cases. */
export function effectiveUnitPrice(line: PricedLine): Money {
  return caseDiscountApplies(line) ? caseUnitPrice(line.unitPrice) : toMillsScale(line.unitPrice);
}

/** Unit price in mills x units, half-up to the cent. */
export function lineTotal(line: PricedLine): Money {
  return multiplyRounded(effectiveUnitPrice(line), unitsFor(line));
}

export function subtotalOf(lines: readonly PricedLine[]): Money {
  return sum(lines.map(lineTotal));
}

export const FREE_SHIPPING_THRESHOLD: Money = cents(250_000);
export const MINIMUM_SHIPPING: Money = cents(1_000);
export const SHIPPING_RATE = { amount: 5, scale: 2 } as const;

/**
 * What a deployment charges for shipping: the spec's rule, or none (what the
 * hosted backend charges today). The shop must show what will be charged.
 */
export type ShippingPolicy = 'spec' | 'none';

export interface ShippingOptions {
  readonly storeCollection?: boolean;
}

/** Under the spec's rule: 5% of the subtotal before any coupon, at least $10, free at or above the threshold. */
export function shippingCost(subtotal: Money, policy: ShippingPolicy, options: ShippingOptions = {}): Money {
  if (policy === 'none') return ZERO;
  if (options.storeCollection) return ZERO;
  if (isZero(subtotal)) return ZERO;
  if (greaterThanOrEqual(subtotal, FREE_SHIPPING_THRESHOLD)) return ZERO;
  return maximum([multiplyRounded(subtotal, SHIPPING_RATE), MINIMUM_SHIPPING]);
}

/**
 * The product page's estimate: the line alone, charged as the cart will charge it. The spec's threshold of 0 (always
 * free) is true only where the deployment charges no shipping; elsewhere the cart then added 5% (issue 39).
 */
export function productPageShipping(lineTotal: Money, policy: ShippingPolicy): Money {
  return shippingCost(lineTotal, policy);
}

/** Whether the deployment promises free shipping from a threshold (banner, cart progress): only under the spec's rule. */
export function offersFreeShippingThreshold(policy: ShippingPolicy): boolean {
  return policy === 'spec';
}
