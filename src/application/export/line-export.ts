import type { Cart, CartItem } from '../../domain/cart/cart';
import type { Product } from '../../domain/catalog/catalog';
import { summaryLine } from '../../domain/checkout/order-summary';
import type { Order, OrderItem } from '../../domain/orders/order';
import { formatOrderNumber } from '../../domain/orders/order-display';
import { isPairProduct, type QuantityType, type ShippingPolicy } from '../../domain/pricing/pricing';
import { priceInWords, quantityInWords, unitsInWords } from '../../domain/pricing/unit-wording';
import { isZero, toDecimalString, toUnitPriceString, type Money } from '../../domain/shared/money';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import { checkoutSummary } from '../checkout/checkout';
import type { PricedSavedOrder } from '../saved-orders/saved-orders.use-cases';
import { isNotFound } from '../shared/backend-error';

/**
 * The "Download CSV" files of the cart, an order and a saved order: the columns Quick Order's import reads back
 * (SKU, Unit, Quantity), so a file uploaded there gives the same lines and the same subtotal; and, for the person
 * reading the sheet, the line in the shop's one wording (issue 39): Ordered "3 pairs (6 fixtures)", Priced at
 * "$169.32 per fixture · $338.64 per pair". The figures stay plain numbers for a spreadsheet's sums.
 */
export const EXPORT_HEADER = ['SKU', 'Product', 'Variant', 'Ordered', 'Priced at', 'Unit', 'Quantity', 'Units', 'Unit price', 'Line total'] as const;

export type CsvRows = ReadonlyArray<ReadonlyArray<string>>;

/** How a line is bought: `pair` with the quantity in pairs, `case` in cases, else `single`. */
export type ExportUnit = 'single' | 'case' | 'pair';

interface ExportLine {
  readonly sku: string | null | undefined;
  readonly product: string;
  readonly variant: string;
  readonly unit: ExportUnit;
  readonly quantity: number;
  readonly units: number;
  /** "3 pairs (6 fixtures)", "1 case of 12 (12 units)", "5 units": the unit and quantity in words. */
  readonly ordered: string;
  /** "$169.32 per fixture · $338.64 per pair": the unit price in words. */
  readonly pricedAt: string;
  /** Per unit, to the mill. */
  readonly unitPrice: Money;
  readonly lineTotal: Money;
}

type TotalRow = readonly [label: string, amount: Money];

/**
 * One line of text: a line break inside a cell would slip a formula past the CSV writer's guard, which tests the
 * cell as one line (Papa Parse 5.7: "=1+1\nx" is written as it is).
 */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function rowsOf(lines: readonly ExportLine[], totals: readonly TotalRow[]): CsvRows {
  const blanks = EXPORT_HEADER.slice(2).map(() => '');
  return [
    [...EXPORT_HEADER],
    ...lines.map((line) => [
      oneLine(line.sku ?? ''),
      oneLine(line.product),
      oneLine(line.variant),
      line.ordered,
      line.pricedAt,
      line.unit,
      String(line.quantity),
      String(line.units),
      toUnitPriceString(line.unitPrice),
      toDecimalString(line.lineTotal),
    ]),
    [],
    // The SKU cell empty: the import skips these rows. Amounts positive: a leading minus would be neutralised as a formula.
    ...totals.map(([label, amount]) => [...blanks, label, toDecimalString(amount)]),
  ];
}

/** Subtotal, the discount when there is one (as the screens show it), shipping and the total. */
function totalRows(totals: { subtotal: Money; discount: Money; shipping: Money; total: Money }, couponCode: string | null): TotalRow[] {
  return [
    ['Subtotal', totals.subtotal],
    ...(isZero(totals.discount) ? [] : [[couponCode ? `Discount (${couponCode})` : 'Discount', totals.discount] as const]),
    ['Shipping', totals.shipping],
    ['Total', totals.total],
  ];
}

function cartLineUnit(item: Pick<CartItem, 'quantityType' | 'isPairProduct'>): ExportUnit {
  if (item.quantityType === 'CASE') return 'case';
  return item.isPairProduct ? 'pair' : 'single';
}

function exportLineOf(item: CartItem): ExportLine {
  const { units, unitPrice, total } = summaryLine(item);
  return {
    sku: item.sku,
    product: item.name,
    variant: item.variantName,
    unit: cartLineUnit(item),
    quantity: item.quantity,
    units,
    ordered: quantityInWords(item),
    pricedAt: priceInWords({ ...item, unitPrice }),
    unitPrice,
    lineTotal: total,
  };
}

/** The cart as its page prices it: no coupon yet, delivered, the deployment's shipping. */
export function cartRows(cart: Cart, shipping: ShippingPolicy): CsvRows {
  const summary = checkoutSummary({ cart, coupon: null, storeCollection: false, shipping });
  return rowsOf(cart.map(exportLineOf), totalRows(summary, null));
}

/**
 * An order line holds units; it is written as Buy Again turns it back into a cart line (buy-again.ts): whole cases
 * of a product sold by the case as `case`, a pair product as `pair`, else `single`. The SKU and the case rule come
 * from the catalogue; a product it no longer has leaves the SKU empty (the import has nothing to find).
 */
function orderLineOf(item: OrderItem, product: Product | undefined): ExportLine {
  const variant = product?.variants.find((candidate) => candidate.id === item.variant.id || candidate.name === item.variant.name);
  const units = item.quantity;
  const byCase = product !== undefined && product.allowCaseOrder && product.caseSize > 1 && units % product.caseSize === 0;
  const pair = isPairProduct(item.product.name);
  const byPair = !byCase && pair && units % 2 === 0;
  const quantity = byCase ? units / product.caseSize : byPair ? units / 2 : units;
  const quantityType: QuantityType = byCase ? 'CASE' : 'SINGLE';
  const caseSize = byCase ? product.caseSize : 1;
  return {
    sku: variant?.sku,
    product: item.product.name,
    variant: item.variant.name,
    unit: byCase ? 'case' : byPair ? 'pair' : 'single',
    quantity,
    units,
    // Worded as the row says it: whole cases or pairs as such, else units (an odd number of a pair product's in fixtures).
    ordered: byCase || byPair ? quantityInWords({ quantity, quantityType, caseSize, isPairProduct: pair }) : unitsInWords(units, pair),
    pricedAt: priceInWords({ unitPrice: item.price, quantityType, caseSize, isPairProduct: pair }),
    unitPrice: item.price,
    lineTotal: item.total,
  };
}

/** The order as it was recorded: its prices and totals, not today's. */
export async function orderRows(order: Order, catalog: Pick<CatalogUseCases, 'product'>): Promise<CsvRows> {
  const ids = [...new Set(order.items.map((item) => item.product.id))];
  const products = new Map<string, Product>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        products.set(id, await catalog.product(id));
      } catch (error) {
        // No longer sold: written without its SKU. Any other failure fails the download.
        if (!isNotFound(error)) throw error;
      }
    }),
  );
  return rowsOf(
    order.items.map((item) => orderLineOf(item, products.get(item.product.id))),
    totalRows({ subtotal: order.subtotal, discount: order.discountAmount, shipping: order.shippingCost, total: order.total }, order.appliedCoupon?.code ?? null),
  );
}

/** The lines still sold at today's prices, and their subtotal, as the saved order's page totals them (shipping and coupon come at checkout). */
export function savedOrderRows(priced: PricedSavedOrder): CsvRows {
  const lines = priced.lines.flatMap((line) => (line.today ? [exportLineOf(line.today)] : []));
  return rowsOf(lines, [['Subtotal', priced.total]]);
}

const isoDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/** `cart-2026-11-28.csv`, the buyer's own date. */
export function cartFileName(now: number): string {
  return `cart-${isoDay(new Date(now))}.csv`;
}

/** `order-ORD-0012.csv`. */
export function orderFileName(order: Pick<Order, 'id'>): string {
  return `order-${formatOrderNumber(order.id)}.csv`;
}

/** Longer names are cut: some file systems refuse names over 255 bytes. */
const NAME_IN_FILE_MAX = 80;

/** `saved-order-Riverside-job.csv`: letters, digits, dots and dashes only, so every system keeps the name as it is. */
export function savedOrderFileName(order: { readonly id: string; readonly name: string }): string {
  const safe = order.name
    .normalize('NFKD')
    // Accents off their letters: "Crème" is "Creme".
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, NAME_IN_FILE_MAX)
    .replace(/[-.]+$/, '');
  return `saved-order-${safe || order.id}.csv`;
}
