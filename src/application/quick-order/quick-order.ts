import type { Role } from '../../domain/accounts/role';
import { addAllToCart, addAllToCartTelling, cartLineTotal, cartUnitPrice, type Cart, type CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY } from '../../domain/cart/quantity';
import { isActive, type Product, type Variant } from '../../domain/catalog/catalog';
import { mayBeSku, normalizeSku } from '../../domain/catalog/sku';
import { isPairProduct, unitsFor } from '../../domain/pricing/pricing';
import { pricePhrases, quantityInWords, unitsInWords, type PricePhrases } from '../../domain/pricing/unit-wording';
import { orderListMessages, type RequestedLine } from '../../domain/quick-order/order-list';
import { sum, type Money } from '../../domain/shared/money';
import { buyerPrices } from '../cart/cart-pricing';
import type { CatalogUseCases } from '../catalog/catalog.use-cases';
import { cartItemFor } from '../catalog/product-offer';
import { SkusNotAllLookedUp, type CatalogPort } from '../ports/catalog.port';

export const quickOrderMessages = {
  unknownSku: 'Unknown SKU',
  /** With no signal, a SKU whose product this device has never read: not unknown, only not looked for. */
  notLookedUp: "Can't check this SKU with no signal: review the list again once the signal returns",
  /** A model number given for a SKU ("TS-B301"): the one product whose name has it, and its SKUs. */
  unknownSkuOfProduct: (product: string, skus: readonly string[]) =>
    skus.length === 1
      ? `Unknown SKU: for ${product}, give its SKU ${skus[0]}`
      : `Unknown SKU: for ${product}, give the SKU of its finish: ${skus.slice(0, -1).join(', ')} or ${skus.at(-1)}`,
  notSold: 'No longer sold',
  outOfStock: 'Out of stock',
  notByCase: 'Not sold by the case',
  notInPairs: 'Not sold in pairs',
  /** A pair product asked for in an odd number of single units: said in fixtures, with the whole pairs either side. */
  oddPairUnits: (units: number) => {
    const pairs = (count: number) => quantityInWords({ quantity: count, quantityType: 'SINGLE', caseSize: 1, isPairProduct: true });
    const fewer = Math.floor(units / 2);
    const choices = [fewer, fewer + 1].filter((count) => count >= 1).map(pairs);
    return `Sold in pairs, 2 fixtures each: ${unitsInWords(units, true)} ${units === 1 ? 'is' : 'are'} not a whole number of pairs. Order ${choices.join(' or ')}`;
  },
  mergedOver: (total: number) => `These lines come to ${total.toLocaleString('en-US')}, more than ${MAX_QUANTITY} on one line`,
  capped: ({ sku, notAdded }: CappedLine) =>
    `${sku}: a cart line holds at most ${MAX_QUANTITY}, so ${notAdded.toLocaleString('en-US')} of it ${notAdded === 1 ? 'was' : 'were'} not added.`,
  merged: (sourceLines: readonly number[]) => `Lines ${sourceLines.slice(0, -1).join(', ')} and ${sourceLines.at(-1)} merged into one`,
  added: (added: number, refused: number) =>
    [
      `${added} ${added === 1 ? 'line' : 'lines'} added to your cart.`,
      refused > 0 ? `${refused} ${refused === 1 ? 'line was' : 'lines were'} not added.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  addButton: (lines: number) => `Add ${lines} ${lines === 1 ? 'line' : 'lines'} to cart`,
} as const;

/** One line of the review: a cart line ready to add, or the buyer's line kept with the reason it cannot be added. */
export interface ReviewLine {
  /** The buyer's lines this one stands for, in order: one, or more when the same SKU came more than once. */
  readonly sourceLines: readonly number[];
  readonly skuAsGiven: string;
  readonly quantityAsGiven: string;
  readonly productName: string | null;
  readonly variantName: string | null;
  /** Null when the line cannot be added. */
  readonly item: CartItem | null;
  readonly units: number | null;
  /** What the line holds in the shop's one wording: "3 pairs (6 fixtures)", "2 cases of 12 (24 units)", "10 units". */
  readonly quantityInWords: string | null;
  /** Per unit, to the mill, as the cart prices the line (the case price on whole cases). */
  readonly unitPrice: Money | null;
  /** The unit price in the same words: "$169.32" "per fixture", "$338.64 per pair". */
  readonly priceInWords: PricePhrases | null;
  readonly lineTotal: Money | null;
  readonly problem: string | null;
  /** Said when lines were merged. */
  readonly note: string | null;
}

export interface QuickOrderReview {
  readonly lines: readonly ReviewLine[];
  readonly ready: readonly CartItem[];
  readonly refused: readonly ReviewLine[];
  /** The ready lines' total, as the cart will show it. */
  readonly total: Money;
}

interface Resolved {
  readonly request: RequestedLine;
  readonly product: Product | null;
  readonly variant: Variant | null;
  readonly item: CartItem | null;
  readonly problem: string | null;
}

function variantFor(product: Product, sku: string): Variant | null {
  return product.variants.find((variant) => variant.sku !== null && normalizeSku(variant.sku) === sku) ?? null;
}

/** The cart line a requested line asks for, or why it cannot be had; decided in the order a buyer would fix them. */
function resolve(request: RequestedLine, product: Product | undefined, role: Role, lookedUp: boolean): Resolved {
  const refuse = (problem: string, found: Product | null = null, variant: Variant | null = null): Resolved => ({
    request,
    product: found,
    variant,
    item: null,
    problem,
  });
  // A line not understood at all says so first: its SKU may only look unknown.
  if (request.problem === orderListMessages.extraColumns) return refuse(request.problem);
  if (!product) return refuse(lookedUp ? quickOrderMessages.unknownSku : quickOrderMessages.notLookedUp);
  const variant = variantFor(product, request.sku);
  if (!variant) return refuse(quickOrderMessages.unknownSku);
  if (!isActive(product)) return refuse(quickOrderMessages.notSold, product, variant);
  if (variant.outOfStock) return refuse(quickOrderMessages.outOfStock, product, variant);
  if (request.problem !== null || request.quantity === null) return refuse(request.problem ?? quickOrderMessages.unknownSku, product, variant);
  // Thrown, not a refusal: the product is sold, the answer lacked its price.
  buyerPrices(variant);
  const pair = isPairProduct(product.name);
  let quantity = request.quantity;
  if (request.unit === 'case' && !product.allowCaseOrder) return refuse(quickOrderMessages.notByCase, product, variant);
  if (request.unit === 'pair' && !pair) return refuse(quickOrderMessages.notInPairs, product, variant);
  if (request.unit === 'single' && pair) {
    // A pair product asked for in units: whole pairs only.
    if (quantity % 2 !== 0) return refuse(quickOrderMessages.oddPairUnits(quantity), product, variant);
    quantity /= 2;
  }
  const item = cartItemFor(product, { variantId: variant.id, quantity, quantityType: request.unit === 'case' ? 'CASE' : 'SINGLE' }, role);
  return item ? { request, product, variant, item, problem: null } : refuse(quickOrderMessages.unknownSku, product, variant);
}

/** The cart's own identity of a line (product, variant, single or case). */
function cartLineKey(item: CartItem): string {
  return `${item.productId}|${item.variantId}|${item.quantityType}`;
}

function reviewLineOf(lines: readonly Resolved[], item: CartItem | null, problem: string | null): ReviewLine {
  const [first] = lines as [Resolved, ...Resolved[]];
  const sourceLines = lines.map((line) => line.request.sourceLine);
  const unitPrice = item ? cartUnitPrice(item) : null;
  return {
    sourceLines,
    skuAsGiven: first.request.skuAsGiven,
    quantityAsGiven: lines.map((line) => line.request.quantityAsGiven).join(' + '),
    productName: first.product?.name ?? null,
    variantName: first.variant?.name ?? null,
    item,
    units: item ? unitsFor(item) : null,
    quantityInWords: item ? quantityInWords(item) : null,
    unitPrice,
    priceInWords: item && unitPrice ? pricePhrases({ ...item, unitPrice }) : null,
    lineTotal: item ? cartLineTotal(item) : null,
    problem,
    note: lines.length > 1 ? quickOrderMessages.merged(sourceLines) : null,
  };
}

/**
 * The review of a list at the buyer's prices: lines that make the same cart line (product, variant, single or case)
 * merged into one, as the cart would merge them; each refused line kept in its place with its reason. `pause` is
 * awaited between steps of `linesPerStep` lines, so a long list leaves the page free to answer between them.
 * `notLookedUp`: SKUs the catalogue could not look for (no signal), which are not unknown.
 */
export async function reviewList(
  requests: readonly RequestedLine[],
  products: ReadonlyMap<string, Product>,
  role: Role,
  pause: () => Promise<void> = async () => undefined,
  linesPerStep = Number.POSITIVE_INFINITY,
  notLookedUp: ReadonlySet<string> = new Set(),
): Promise<QuickOrderReview> {
  const groups: Resolved[][] = [];
  const byCartLine = new Map<string, Resolved[]>();
  for (const [index, request] of requests.entries()) {
    if (index > 0 && index % linesPerStep === 0) await pause();
    const line = resolve(request, products.get(request.sku), role, !notLookedUp.has(request.sku));
    const key = line.item ? cartLineKey(line.item) : null;
    // Stryker disable next-line ConditionalExpression: no group is ever kept under null (below), so asking for one finds none all the same
    const group = key === null ? undefined : byCartLine.get(key);
    if (group) {
      group.push(line);
      continue;
    }
    groups.push([line]);
    // Stryker disable next-line ConditionalExpression: a group kept under null is never asked for (above)
    if (key !== null) byCartLine.set(key, groups.at(-1)!);
  }
  const lines: ReviewLine[] = [];
  // Added up step by step with the lines: a total of 2,000 lines is a long task of its own.
  const stepTotals: Money[] = [];
  let stepLines: Money[] = [];
  for (const [index, group] of groups.entries()) {
    if (index > 0 && index % linesPerStep === 0) {
      stepTotals.push(sum(stepLines));
      stepLines = [];
      await pause();
    }
    const line = reviewGroup(group);
    lines.push(line);
    if (line.lineTotal) stepLines.push(line.lineTotal);
  }
  stepTotals.push(sum(stepLines));
  const ready = lines.flatMap((line) => (line.item ? [line.item] : []));
  return { lines, ready, refused: lines.filter((line) => line.item === null), total: sum(stepTotals) };
}

function reviewGroup(group: readonly Resolved[]): ReviewLine {
  const [first] = group as [Resolved, ...Resolved[]];
  if (!first.item) return reviewLineOf(group, null, first.problem);
  // Stryker disable next-line OptionalChaining: every line of a group has its cart line (a group is keyed by it)
  const quantity = group.reduce((total, line) => total + (line.item?.quantity ?? 0), 0);
  if (quantity > MAX_QUANTITY) return reviewLineOf(group, null, quickOrderMessages.mergedOver(quantity));
  return reviewLineOf(group, { ...first.item, quantity }, null);
}

/** Unknown SKUs looked up by name, at most: a list of unknown SKUs costs a few searches, never one each. */
export const MAX_NAME_LOOKUPS = 5;

/**
 * An unknown SKU that is in the name of exactly one product sold (a model number, "TS-B301", given for the SKU)
 * says that product's SKUs, each with its finish, read from the product itself (a list page may hold only its first
 * variant). A search or read that fails leaves the line as it was ("Unknown SKU"): the hint is a help, not the review.
 */
export async function hintUnknownSkus(review: QuickOrderReview, catalog: Pick<CatalogUseCases, 'productPage' | 'product'>): Promise<QuickOrderReview> {
  const unknown = (line: ReviewLine) => line.problem === quickOrderMessages.unknownSku && line.productName === null;
  const terms = [...new Set(review.refused.filter(unknown).map((line) => line.skuAsGiven.trim()))].filter(mayBeSku).slice(0, MAX_NAME_LOOKUPS);
  if (terms.length === 0) return review;
  const hints = new Map<string, string>();
  await Promise.all(
    terms.map(async (term) => {
      try {
        const { products } = await catalog.productPage({ search: term, page: 1 });
        const named = products.filter((product) => isActive(product) && product.name.toLowerCase().includes(term.toLowerCase()));
        if (named.length !== 1) return;
        const product = await catalog.product(named[0]!.id);
        const skus = product.variants.flatMap((variant) => (variant.sku && !variant.outOfStock ? [`${variant.sku} (${variant.name})`] : []));
        if (isActive(product) && skus.length > 0) hints.set(term, quickOrderMessages.unknownSkuOfProduct(product.name, skus));
      } catch {
        // No hint: the line still says "Unknown SKU".
      }
    }),
  );
  if (hints.size === 0) return review;
  const lines = review.lines.map((line) => {
    const hint = unknown(line) ? hints.get(line.skuAsGiven.trim()) : undefined;
    return hint ? { ...line, problem: hint } : line;
  });
  return { ...review, lines, refused: lines.filter((line) => line.item === null) };
}

/** The review's lines into the cart, each merged as Add to Cart merges it (at most 999 on a line): what the cart then holds. */
export function addReviewedLines(cart: Cart, ready: readonly CartItem[]): Cart {
  return addAllToCart(cart, ready);
}

/** A ready line the cart's 999 cap will cut, and by how much. */
export interface CappedLine {
  readonly sku: string;
  readonly notAdded: number;
}

/** What adding `ready` to `cart` would leave out at the cart's cap of 999 a line (Add to Cart caps silently; a list says so). */
export function cappedLines(cart: Cart, ready: readonly CartItem[]): CappedLine[] {
  return addAllToCartTelling(cart, ready).capped.map(({ item, notAdded }) => ({ sku: item.sku ?? item.name, notAdded }));
}

export interface ListProducts {
  readonly found: ReadonlyMap<string, Product>;
  /** SKUs the catalogue could not look for (no signal, their products never read on this device). */
  readonly notLookedUp: ReadonlySet<string>;
}

/** Asks the catalogue once for every SKU of the list; with no signal, what the device could tell. */
export async function productsForList(requests: readonly RequestedLine[], catalog: Pick<CatalogPort, 'findBySkus'>): Promise<ListProducts> {
  const skus = [...new Set(requests.map((request) => request.sku))];
  if (skus.length === 0) return { found: new Map(), notLookedUp: new Set() };
  try {
    return { found: await catalog.findBySkus(skus), notLookedUp: new Set() };
  } catch (error) {
    if (!(error instanceof SkusNotAllLookedUp)) throw error;
    return { found: error.found, notLookedUp: new Set(error.notLookedUp) };
  }
}
