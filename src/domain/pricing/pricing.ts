import type { Role } from '../accounts/role';
import { normalizeRole } from '../accounts/role';
import type { VariantPrices } from '../catalog/catalog';
import { ZERO, cents, greaterThanOrEqual, isZero, maximum, multiplyRounded, sum, type Money } from '../shared/money';

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

/** 5% off per unit for a case, rounded half-up to the cent ($33.33 -> $31.66). */
export const CASE_DISCOUNT_FACTOR = { amount: 95, scale: 2 } as const;

export function caseUnitPrice(unitPrice: Money): Money {
  return multiplyRounded(unitPrice, CASE_DISCOUNT_FACTOR);
}

/** The price of one unit for the chosen quantity type. */
export function effectiveUnitPrice(unitPrice: Money, quantityType: QuantityType): Money {
  return quantityType === 'CASE' ? caseUnitPrice(unitPrice) : unitPrice;
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

export interface PricedLine extends UnitsInput {
  /** The buyer's single-unit price before any case discount. */
  readonly unitPrice: Money;
}

export function lineTotal(line: PricedLine): Money {
  return multiplyRounded(effectiveUnitPrice(line.unitPrice, line.quantityType), unitsFor(line));
}

export function subtotalOf(lines: readonly PricedLine[]): Money {
  return sum(lines.map(lineTotal));
}

export const FREE_SHIPPING_THRESHOLD: Money = cents(250_000);
export const PRODUCT_PAGE_SHIPPING_THRESHOLD: Money = ZERO;
export const MINIMUM_SHIPPING: Money = cents(1_000);
export const SHIPPING_RATE = { amount: 5, scale: 2 } as const;

export interface ShippingOptions {
  /** Free at or above this subtotal; the product page passes 0. */
  readonly freeShippingThreshold?: Money;
  readonly storeCollection?: boolean;
}

/** 5% of the subtotal before any coupon, at least $10, free at or above the threshold. */
export function shippingCost(subtotal: Money, options: ShippingOptions = {}): Money {
  const threshold = options.freeShippingThreshold ?? FREE_SHIPPING_THRESHOLD;
  if (options.storeCollection) return ZERO;
  if (isZero(subtotal)) return ZERO;
  if (greaterThanOrEqual(subtotal, threshold)) return ZERO;
  return maximum([multiplyRounded(subtotal, SHIPPING_RATE), MINIMUM_SHIPPING]);
}

/** The product page's estimate: free whatever the order value (spec §9, threshold 0). */
export function productPageShipping(subtotal: Money): Money {
  return shippingCost(subtotal, { freeShippingThreshold: PRODUCT_PAGE_SHIPPING_THRESHOLD });
}
