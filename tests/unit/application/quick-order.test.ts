import { describe, expect, it, vi } from 'vitest';
import type { BuyerServices } from '../../../src/application/buyer-services';
import { catalogUseCases, type ProductPage, type ProductPageRequest } from '../../../src/application/catalog/catalog.use-cases';
import {
  addReviewedLines,
  hintUnknownSkus,
  MAX_NAME_LOOKUPS,
  productsForList,
  quickOrderMessages,
  reviewList,
  type QuickOrderReview,
  type ReviewLine,
} from '../../../src/application/quick-order/quick-order';
import { quickOrderFor, type ListFile } from '../../../src/application/quick-order/quick-order.use-cases';
import type { Role } from '../../../src/domain/accounts/role';
import type { Cart } from '../../../src/domain/cart/cart';
import type { Product } from '../../../src/domain/catalog/catalog';
import { normalizeSku } from '../../../src/domain/catalog/sku';
import { phrasesInWords } from '../../../src/domain/pricing/unit-wording';
import { readPastedList, type RequestedLine } from '../../../src/domain/quick-order/order-list';
import { formatMoney, formatUnitPrice } from '../../../src/domain/shared/money';
import { papaCsv } from '../../../src/infrastructure/csv/papa-csv';
import { aCartItem, aProduct, aVariant, usd } from '../../support/mothers';
import type { CartItem } from '../../../src/domain/cart/cart';
import { seedCatalog } from '../../support/seed-catalog';
import { SkusNotAllLookedUp } from '../../../src/application/ports/catalog.port';
import { BackendError } from '../../../src/application/shared/backend-error';

/** Path Light PL-100 in Brass 3000K (dealer $80.00), sold by the case of 12; and in Bronze, out of stock. */
const pathLight = aProduct({
  variants: [aVariant(), aVariant({ id: 'v-2', name: 'Bronze 3000K', sku: 'LT-PL100-BZ30', outOfStock: true })],
});
/** A pair product, not sold by the case: dealer $169.32 a unit. */
const pair = aProduct({
  id: 'p-51',
  name: 'TS-B301 Tree Strap Spot Pair',
  caseSize: 1,
  allowCaseOrder: false,
  variants: [aVariant({ id: 'v-51', name: 'Bronze', sku: 'LT-051-1', dealerPrice: usd('169.32') })],
});
/** A pair product sold by the case of 6 units: dealer $189.72 a unit, $180.234 by the case. */
const pairByCase = aProduct({
  id: 'p-59',
  name: 'TS-B302 Tree Mount Spot Pair',
  caseSize: 6,
  allowCaseOrder: true,
  variants: [aVariant({ id: 'v-59', name: 'Bronze', sku: 'LT-059-1', dealerPrice: usd('189.72') })],
});
/** Sold one by one: dealer $67.32. */
const single = aProduct({
  id: 'p-1x',
  name: 'Aurora Path Light 2W 2700K',
  caseSize: 1,
  allowCaseOrder: false,
  variants: [aVariant({ id: 'v-1x', name: 'Bronze', sku: 'LT-001-1', dealerPrice: usd('67.32') })],
});
const retired = aProduct({ id: 'p-119', name: 'PowerCore PC-200 Basic Transformer 200W', state: 'INACTIVE', variants: [aVariant({ id: 'v-119', sku: 'LT-119-1' })] });

/** What the catalogue answers for these SKUs: each product under each of its variants' SKUs. */
function shelf(...products: Product[]): ReadonlyMap<string, Product> {
  return new Map(products.flatMap((product) => product.variants.flatMap((variant) => (variant.sku ? [[normalizeSku(variant.sku), product] as const] : []))));
}
const SHELF = shelf(pathLight, pair, pairByCase, single, retired);

function requests(text: string): readonly RequestedLine[] {
  const reading = readPastedList(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading.lines;
}

const review = (text: string, role: Role = 'DEALER') => reviewList(requests(text), SHELF, role);

/** A review line in the words the review table shows. */
function shown(line: ReviewLine) {
  return {
    lines: line.sourceLines.join(','),
    sku: line.skuAsGiven,
    product: line.productName,
    quantity: line.item?.quantity ?? null,
    type: line.item?.quantityType ?? null,
    units: line.units,
    inWords: line.quantityInWords,
    unitPrice: line.unitPrice && formatUnitPrice(line.unitPrice),
    priceInWords: line.priceInWords && phrasesInWords(line.priceInWords),
    lineTotal: line.lineTotal && formatMoney(line.lineTotal),
    problem: line.problem,
    note: line.note,
  };
}

const problems = async (text: string) => (await review(text)).lines.map((line) => line.problem);

describe('the messages', () => {
  it('say what happened', () => {
    expect(quickOrderMessages.added(48, 2)).toBe('48 lines added to your cart. 2 lines were not added.');
    expect(quickOrderMessages.added(1, 1)).toBe('1 line added to your cart. 1 line was not added.');
    expect(quickOrderMessages.added(3, 0)).toBe('3 lines added to your cart.');
    expect(quickOrderMessages.addButton(1)).toBe('Add 1 line to cart');
    expect(quickOrderMessages.addButton(500)).toBe('Add 500 lines to cart');
    expect(quickOrderMessages.merged([1, 3])).toBe('Lines 1 and 3 merged into one');
    expect(quickOrderMessages.merged([2, 5, 9])).toBe('Lines 2, 5 and 9 merged into one');
    expect(quickOrderMessages.mergedOver(1100)).toBe('These lines come to 1,100, more than 999 on one line');
  });

  it('say an odd number of a pair product\'s units in fixtures, with the whole pairs either side', () => {
    expect(quickOrderMessages.oddPairUnits(3)).toBe(
      'Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures)',
    );
    // No pair below one fixture: only the pair above.
    expect(quickOrderMessages.oddPairUnits(1)).toBe('Sold in pairs, 2 fixtures each: 1 fixture is not a whole number of pairs. Order 1 pair (2 fixtures)');
    expect(quickOrderMessages.oddPairUnits(999)).toBe(
      'Sold in pairs, 2 fixtures each: 999 fixtures are not a whole number of pairs. Order 499 pairs (998 fixtures) or 500 pairs (1000 fixtures)',
    );
  });
});

describe('each line that cannot be added says why', () => {
  it.each([
    ['a SKU the catalogue does not have', 'LT-999-9 4', 'Unknown SKU'],
    ['a product no longer sold', 'LT-119-1 4', 'No longer sold'],
    ['an out-of-stock variant', 'LT-PL100-BZ30 4', 'Out of stock'],
    ['a quantity of 0', 'LT-001-1 0', 'Quantity must be a whole number from 1 to 999'],
    ['a quantity of 1000', 'LT-001-1 1000', 'Quantity must be a whole number from 1 to 999'],
    ['a quantity of 2.5', 'LT-001-1 2.5', 'Quantity must be a whole number from 1 to 999'],
    ['"1,000"', 'LT-001-1 1,000', 'Quantity 1,000 has a thousands separator: write a whole number from 1 to 999'],
    ['"1.000"', 'LT-001-1;1.000', 'Quantity 1.000 has a thousands separator: write a whole number from 1 to 999'],
    ['an unknown unit', 'LT-001-1 4 box', 'Unit must be single, case or pair'],
    ['a case of a product not sold by the case', 'LT-001-1 2 case', 'Not sold by the case'],
    ['pairs of a product not sold in pairs', 'LT-001-1 2 pair', 'Not sold in pairs'],
    [
      'an odd number of units of a pair product',
      'LT-051-1 3 single',
      'Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures)',
    ],
    ['extra columns', 'LT-001-1 4 case urgent', 'Too many columns: give a SKU, a quantity and, if needed, a unit (single, case or pair)'],
  ])('%s: %j -> %s', async (_, text, problem) => {
    const result = await review(text);
    expect(result.lines.map((line) => [line.problem, line.item, line.quantityInWords, line.unitPrice, line.priceInWords, line.lineTotal])).toEqual([
      [problem, null, null, null, null, null],
    ]);
    expect(result.ready).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(formatMoney(result.total)).toBe('$0.00');
  });

  it('names the product when it knows it', async () => {
    const [retiredLine, stockLine, unknownLine] = (await review('LT-119-1 4\nLT-PL100-BZ30 1\nLT-999-9 1')).lines as [ReviewLine, ReviewLine, ReviewLine];
    expect([retiredLine.productName, retiredLine.variantName]).toEqual(['PowerCore PC-200 Basic Transformer 200W', 'Brass 3000K']);
    expect([stockLine.productName, stockLine.variantName]).toEqual(['Path Light PL-100', 'Bronze 3000K']);
    expect([unknownLine.productName, unknownLine.variantName]).toEqual([null, null]);
  });

  it('a product found without the asked SKU among its variants is an unknown SKU', async () => {
    const lines = await reviewList(requests('LT-PL100-XX 1'), new Map([['LT-PL100-XX', pathLight]]), 'DEALER');
    expect(lines.lines.map((line) => line.problem)).toEqual(['Unknown SKU']);
  });

  it('says the reasons in the order a buyer fixes them: the SKU first, then whether it is sold, then the quantity', async () => {
    expect(await problems('LT-999-9 0\nLT-119-1 0\nLT-PL100-BZ30 0\nLT-001-1 0 case')).toEqual([
      'Unknown SKU',
      'No longer sold',
      'Out of stock',
      'Quantity must be a whole number from 1 to 999',
    ]);
  });

  it('says "too many columns" before looking the SKU up', async () => {
    expect(await problems('LT-999-9 4 case urgent')).toEqual([
      'Too many columns: give a SKU, a quantity and, if needed, a unit (single, case or pair)',
    ]);
  });

  it('finds a SKU written in lower case with odd spacing', async () => {
    expect((await review('  lt-001-1    4  ')).lines.map(shown)).toEqual([
      { lines: '1', sku: 'lt-001-1', product: 'Aurora Path Light 2W 2700K', quantity: 4, type: 'SINGLE', units: 4, inWords: '4 units', unitPrice: '$67.32', priceInWords: '$67.32 per unit', lineTotal: '$269.28', problem: null, note: null },
    ]);
  });

  it('a product answered without prices is the catalogue\'s fault, not the buyer\'s: it throws', async () => {
    const unpriced = aProduct({ variants: [aVariant({ prices: null })] });
    await expect(reviewList(requests('LT-PL100-BR30 1'), shelf(unpriced), 'DEALER')).rejects.toThrow();
  });
});

describe('case and pair units, priced as the cart prices them', () => {
  it.each<[string, string, Partial<ReturnType<typeof shown>>]>([
    ['a case', 'LT-PL100-BR30 2 case', { quantity: 2, type: 'CASE', units: 24, inWords: '2 cases of 12 (24 units)', unitPrice: '$76.00', priceInWords: '$76.00 per unit · $912.00 per case', lineTotal: '$1,824.00' }],
    ['whole cases in single units', 'LT-PL100-BR30 12', { quantity: 12, type: 'SINGLE', units: 12, inWords: '12 units', unitPrice: '$76.00', priceInWords: '$76.00 per unit', lineTotal: '$912.00' }],
    ['not a whole case', 'LT-PL100-BR30 11', { quantity: 11, type: 'SINGLE', units: 11, inWords: '11 units', unitPrice: '$80.00', priceInWords: '$80.00 per unit', lineTotal: '$880.00' }],
    ['pairs, the product\'s own way', 'LT-051-1 3', { quantity: 3, type: 'SINGLE', units: 6, inWords: '3 pairs (6 fixtures)', unitPrice: '$169.32', priceInWords: '$169.32 per fixture · $338.64 per pair', lineTotal: '$1,015.92' }],
    ['pairs said as pairs', 'LT-051-1 3 pairs', { quantity: 3, type: 'SINGLE', units: 6, inWords: '3 pairs (6 fixtures)', lineTotal: '$1,015.92' }],
    ['an even number of units of a pair product', 'LT-051-1 4 single', { quantity: 2, type: 'SINGLE', units: 4, inWords: '2 pairs (4 fixtures)', unitPrice: '$169.32', lineTotal: '$677.28' }],
    ['a case of a pair product: the case size counts units', 'LT-059-1 1 case', { quantity: 1, type: 'CASE', units: 6, inWords: '1 case of 6 (6 fixtures)', unitPrice: '$180.234', priceInWords: '$180.234 per fixture · $1,081.404 per case', lineTotal: '$1,081.40' }],
    ['a whole case of a pair product in pairs', 'LT-059-1 3', { quantity: 3, type: 'SINGLE', units: 6, inWords: '3 pairs (6 fixtures)', unitPrice: '$180.234', priceInWords: '$180.234 per fixture · $360.468 per pair', lineTotal: '$1,081.40' }],
  ])('%s: %j', async (_, text, expected) => {
    expect(shown((await review(text)).lines[0]!)).toMatchObject({ problem: null, ...expected });
  });

  it.each<[Role, string, string]>([
    ['DEALER', '$76.00', '$912.00'],
    ['DISTRIBUTOR', '$66.50', '$798.00'],
    ['CONTRACTOR', '$85.50', '$1,026.00'],
  ])('prices a case for the %s', async (role, unitPrice, lineTotal) => {
    expect(shown((await review('LT-PL100-BR30 1 case', role)).lines[0]!)).toMatchObject({ unitPrice, lineTotal });
  });

  it('the review\'s total is the ready lines\' totals, the refused lines counting nothing', async () => {
    const result = await review('LT-PL100-BR30 2 case\nLT-999-9 5\nLT-051-1 3\nLT-001-1 0');
    expect(formatMoney(result.total)).toBe('$2,839.92');
    expect(result.ready.map((item) => item.variantId)).toEqual(['v-1', 'v-51']);
    expect(result.refused.map((line) => line.sourceLines)).toEqual([[2], [4]]);
  });
});

describe('lines that make the same cart line', () => {
  it('are merged into the first one\'s place, quantities added, and say so', async () => {
    const result = await review('LT-001-1 4\nLT-PL100-BR30 1 case\nlt-001-1 6\nLT-999-9 1\nLT-001-1, 2');
    expect(result.lines.map(shown)).toEqual([
      { lines: '1,3,5', sku: 'LT-001-1', product: 'Aurora Path Light 2W 2700K', quantity: 12, type: 'SINGLE', units: 12, inWords: '12 units', unitPrice: '$67.32', priceInWords: '$67.32 per unit', lineTotal: '$807.84', problem: null, note: 'Lines 1, 3 and 5 merged into one' },
      { lines: '2', sku: 'LT-PL100-BR30', product: 'Path Light PL-100', quantity: 1, type: 'CASE', units: 12, inWords: '1 case of 12 (12 units)', unitPrice: '$76.00', priceInWords: '$76.00 per unit · $912.00 per case', lineTotal: '$912.00', problem: null, note: null },
      { lines: '4', sku: 'LT-999-9', product: null, quantity: null, type: null, units: null, inWords: null, unitPrice: null, priceInWords: null, lineTotal: null, problem: 'Unknown SKU', note: null },
    ]);
    expect(result.lines[0]!.quantityAsGiven).toBe('4 + 6 + 2');
    expect(result.ready).toHaveLength(2);
  });

  it('a case and single units of the same variant stay two lines, as in the cart', async () => {
    expect((await review('LT-PL100-BR30 1 case\nLT-PL100-BR30 12')).lines.map((line) => [line.item?.quantityType, line.note])).toEqual([
      ['CASE', null],
      ['SINGLE', null],
    ]);
  });

  it('pairs and an even number of units of the same pair product are one line of pairs', async () => {
    expect((await review('LT-051-1 1\nLT-051-1 4 single\nLT-051-1 2 pair')).lines.map(shown)).toEqual([
      expect.objectContaining({ lines: '1,2,3', quantity: 5, units: 10, inWords: '5 pairs (10 fixtures)', lineTotal: '$1,693.20', note: 'Lines 1, 2 and 3 merged into one' }),
    ]);
  });

  it('a refused line is never merged with a good one', async () => {
    expect((await review('LT-001-1 4\nLT-001-1 0\nLT-001-1 2 case')).lines.map((line) => [line.sourceLines, line.item?.quantity ?? null, line.problem])).toEqual([
      [[1], 4, null],
      [[2], null, 'Quantity must be a whole number from 1 to 999'],
      [[3], null, 'Not sold by the case'],
    ]);
  });

  it('merged up to 999 is one line', async () => {
    expect((await review('LT-001-1 500\nLT-001-1 499')).lines.map((line) => [line.item?.quantity, line.problem])).toEqual([[999, null]]);
  });

  it('merged over 999 is refused, the lines named', async () => {
    const result = await review('LT-001-1 600\nLT-PL100-BR30 1\nLT-001-1 500');
    expect(result.lines.map((line) => [line.sourceLines, line.item, line.problem, line.note])).toEqual([
      [[1, 3], null, 'These lines come to 1,100, more than 999 on one line', 'Lines 1 and 3 merged into one'],
      [[2], expect.objectContaining({ quantity: 1 }), null, null],
    ]);
    expect(result.refused).toHaveLength(1);
    expect(formatMoney(result.total)).toBe('$80.00');
  });
});

describe('the review in steps', () => {
  it('awaits the pause between steps of lines, and not before the first', async () => {
    const order: string[] = [];
    const pause = vi.fn(async () => void order.push('pause'));
    const text = Array.from({ length: 5 }, (_, index) => `LT-001-${index} 1`).join('\n');
    const result = await reviewList(requests(text), SHELF, 'DEALER', pause, 2);
    // Resolving: before lines 3 and 5; the review lines: before the 3rd and 5th again.
    expect(pause).toHaveBeenCalledTimes(4);
    expect(result.lines).toHaveLength(5);
    expect(order).toEqual(['pause', 'pause', 'pause', 'pause']);
  });

  it('does not finish until each pause is over', async () => {
    let release: () => void = () => undefined;
    const pause = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    let done = false;
    const reviewing = reviewList(requests('LT-001-1 1\nLT-PL100-BR30 1\nLT-051-1 1'), SHELF, 'DEALER', pause, 2).then((result) => {
      done = true;
      return result;
    });
    await vi.waitFor(() => expect(pause).toHaveBeenCalledTimes(1));
    expect(done).toBe(false);
    release();
    await vi.waitFor(() => expect(pause).toHaveBeenCalledTimes(2));
    expect(done).toBe(false);
    release();
    expect((await reviewing).ready).toHaveLength(3);
  });

  it('never pauses a list of one step', async () => {
    const pause = vi.fn(async () => undefined);
    await reviewList(requests('LT-001-1 1\nLT-051-1 1'), SHELF, 'DEALER', pause);
    expect(pause).not.toHaveBeenCalled();
  });
});

describe('an unknown SKU that is a product\'s model number', () => {
  /** A catalogue whose search finds products by name, as the backends do, and reads one product whole. */
  function catalogNaming(...products: Product[]) {
    return {
      productPage: vi.fn(async ({ search = '' }: ProductPageRequest): Promise<ProductPage> => ({
        // A list page holds a product's first variant only (the hosted backend's), so the hint reads the product whole.
        products: products.filter((product) => product.name.toLowerCase().includes(search.toLowerCase())).map((product) => ({ ...product, variants: product.variants.slice(0, 1) })),
        page: 1,
        hasNext: false,
      })),
      product: vi.fn(async (id: string): Promise<Product> => products.find((product) => product.id === id)!),
    };
  }
  const twoFinishes = { ...pair, variants: [...pair.variants, aVariant({ id: 'v-51b', name: 'Black', sku: 'LT-051-2' }), aVariant({ id: 'v-51c', name: 'Brass', sku: 'LT-051-3', outOfStock: true })] };

  it('says the SKUs of the one product whose name has it, each with its finish, those out of stock left out', async () => {
    const catalog = catalogNaming(twoFinishes, pairByCase, single);
    const result = await hintUnknownSkus(await review('TS-B301, 3\nLT-001-1 2'), catalog);
    const hint = 'Unknown SKU: for TS-B301 Tree Strap Spot Pair, give the SKU of its finish: LT-051-1 (Bronze) or LT-051-2 (Black)';
    expect(result.lines.map((line) => line.problem)).toEqual([hint, null]);
    expect(result.refused.map((line) => line.problem)).toEqual([hint]);
    expect(result.ready).toHaveLength(1);
    expect(catalog.product.mock.calls).toEqual([['p-51']]);
  });

  it('says "its SKU" of a product with one finish', async () => {
    const result = await hintUnknownSkus(await review('ts-b302 1'), catalogNaming(pair, pairByCase));
    expect(result.lines[0]!.problem).toBe('Unknown SKU: for TS-B302 Tree Mount Spot Pair, give its SKU LT-059-1 (Bronze)');
  });

  it.each([
    ['in the names of two products', 'TS-B30 3'],
    ['in no product\'s name', 'LT-999-9 3'],
  ])('is left "Unknown SKU" when %s', async (_, text) => {
    const catalog = catalogNaming(pair, pairByCase);
    const result = await hintUnknownSkus(await review(text), catalog);
    expect(result.lines[0]!.problem).toBe('Unknown SKU');
    expect(catalog.product).not.toHaveBeenCalled();
  });

  it('is left "Unknown SKU" when the search or the product fails: the review stands', async () => {
    const failing = { productPage: vi.fn(async (): Promise<ProductPage> => Promise.reject(new Error('offline'))), product: vi.fn() };
    expect((await hintUnknownSkus(await review('TS-B301 3'), failing)).lines[0]!.problem).toBe('Unknown SKU');
    const unreadable = { ...catalogNaming(pair), product: vi.fn(async (): Promise<Product> => Promise.reject(new Error('offline'))) };
    expect((await hintUnknownSkus(await review('TS-B301 3'), unreadable)).lines[0]!.problem).toBe('Unknown SKU');
  });

  it('looks up only what may be a SKU, each once, at most 5 a list; other reasons are left alone', async () => {
    const catalog = catalogNaming(pair);
    const list = ['lantern 2', 'TS-B301 1', 'ts-b301 2', 'LT-PL100-BZ30 1', ...Array.from({ length: 8 }, (_, index) => `XX-${index} 1`)].join('\n');
    const result = await hintUnknownSkus(await review(list), catalog);
    expect(catalog.productPage.mock.calls.map(([query]) => query.search)).toEqual(['TS-B301', 'ts-b301', 'XX-0', 'XX-1', 'XX-2']);
    expect(MAX_NAME_LOOKUPS).toBe(5);
    expect(result.lines.map((line) => line.problem)).toEqual([
      'Unknown SKU',
      'Unknown SKU: for TS-B301 Tree Strap Spot Pair, give its SKU LT-051-1 (Bronze)',
      'Unknown SKU: for TS-B301 Tree Strap Spot Pair, give its SKU LT-051-1 (Bronze)',
      'Out of stock',
      ...Array.from({ length: 8 }, () => 'Unknown SKU'),
    ]);
  });

  it('asks nothing of a review without an unknown SKU', async () => {
    const catalog = catalogNaming(pair);
    const reviewed = await review('LT-001-1 2\nLT-001-1 0');
    expect(await hintUnknownSkus(reviewed, catalog)).toBe(reviewed);
    expect(catalog.productPage).not.toHaveBeenCalled();
  });
});

describe('adding the reviewed lines to a cart', () => {
  it('merges them as Add to Cart does: up to 999 on a line, nothing already there lost', async () => {
    const held = aCartItem({ productId: single.id, variantId: 'v-1x', quantity: 600, name: single.name });
    const other = aCartItem({ productId: 'p-9', variantId: 'v-9', quantity: 2 });
    const cart: Cart = [held, other];
    const result = await review('LT-001-1 500\nLT-051-1 2');
    expect(addReviewedLines(cart, result.ready).map((item) => [item.productId, item.quantity])).toEqual([
      ['p-1x', 999],
      ['p-9', 2],
      ['p-51', 2],
    ]);
  });
});

describe('productsForList', () => {
  it('asks the catalogue once for the list\'s SKUs, each once', async () => {
    const findBySkus = vi.fn(async () => new Map<string, Product>());
    await productsForList(requests('LT-001-1 1\nlt-001-1 2\nLT-003-1 1'), { findBySkus });
    expect(findBySkus.mock.calls).toEqual([[['LT-001-1', 'LT-003-1']]]);
  });

  it('does not ask for an empty list', async () => {
    const findBySkus = vi.fn(async () => new Map<string, Product>());
    expect(await productsForList([], { findBySkus })).toEqual({ found: new Map(), notLookedUp: new Set() });
    expect(findBySkus).not.toHaveBeenCalled();
  });

  it('with no signal, keeps what the catalogue found and names the SKUs it could not look for; other failures stay failures', async () => {
    const found = new Map([['LT-001-1', SHELF.get('LT-001-1')!]]);
    const findBySkus = vi.fn(async () => Promise.reject(new SkusNotAllLookedUp(found, ['LT-003-1'])));
    expect(await productsForList(requests('LT-001-1 1\nLT-003-1 1'), { findBySkus })).toEqual({ found, notLookedUp: new Set(['LT-003-1']) });

    const offline = new BackendError('network', 'The backend could not be reached');
    await expect(productsForList(requests('LT-001-1 1'), { findBySkus: async () => Promise.reject(offline) })).rejects.toBe(offline);
  });
});

describe('a list reviewed with no signal', () => {
  it('prices the lines the device could look up and says which it could not check, apart from a SKU known to be unknown', async () => {
    const notLookedUp = new Set(['LT-003-1']);
    const result = await reviewList(requests('LT-001-1 2\nLT-003-1 1\nNOPE-1 1'), SHELF, 'DEALER', undefined, undefined, notLookedUp);
    expect(result.lines.map((line) => [line.skuAsGiven, line.problem])).toEqual([
      ['LT-001-1', null],
      ['LT-003-1', "Can't check this SKU with no signal: review the list again once the signal returns"],
      ['NOPE-1', 'Unknown SKU'],
    ]);
    expect(result.ready).toHaveLength(1);
  });
});

/** Quick Order over the demo's own catalogue (its seed), a cart that records what it is sent, and the CSV adapter. */
let cartItems: CartItem[] = [];
function harness() {
  const catalog = catalogUseCases(seedCatalog());
  const findBySkus = vi.spyOn(catalog, 'findBySkus');
  const cart = { send: vi.fn(), getSnapshot: () => ({ context: { items: cartItems } }) };
  const csv = vi.fn(async () => papaCsv);
  const buyer = { cart, screenParts: { catalog, csv } } as unknown as Pick<BuyerServices, 'cart' | 'screenParts'>;
  return { quickOrder: quickOrderFor(buyer), findBySkus, cart, csv };
}

function aFile(content: string | Uint8Array, size?: number): ListFile & { text: ReturnType<typeof vi.fn> } {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  return { size: size ?? bytes.length, firstBytes: bytes.slice(0, 512), text: vi.fn(async () => new TextDecoder().decode(bytes)) };
}

describe('quickOrderFor on the demo catalogue', () => {
  it('reviews a paste at the dealer\'s prices, asking the catalogue once', async () => {
    const { quickOrder, findBySkus } = harness();
    const reading = quickOrder.readPaste('LT-001-1 3\nLT-003-1 1 case\nLT-051-1 2\nLT-119-1 1\nLT-999-9 1');
    if (!reading.ok) throw new Error(reading.message);
    const result = await quickOrder.review(reading.lines, 'DEALER');
    expect(findBySkus).toHaveBeenCalledTimes(1);
    expect(result.lines.map(shown)).toEqual([
      expect.objectContaining({ product: 'Aurora Path Light 2W 2700K', units: 3, unitPrice: '$67.32', lineTotal: '$201.96' }),
      expect.objectContaining({ product: 'Cascade Brushed Nickel Dome Path Light 4W 3000K', units: 12, unitPrice: '$83.334', lineTotal: '$1,000.01' }),
      expect.objectContaining({ product: 'TS-B301 Tree Strap Spot Pair', units: 4, unitPrice: '$169.32', lineTotal: '$677.28' }),
      expect.objectContaining({ product: 'PowerCore PC-200 Basic Transformer 200W', problem: 'No longer sold' }),
      expect.objectContaining({ product: null, problem: 'Unknown SKU' }),
    ]);
    expect(formatMoney(result.total)).toBe('$1,879.25');
  });

  it('reviews a long list in steps, still asking the catalogue once', async () => {
    const { quickOrder, findBySkus } = harness();
    const reading = quickOrder.readPaste(Array.from({ length: 2000 }, (_, index) => `LT-${String((index % 120) + 1).padStart(3, '0')}-1 1`).join('\n'));
    if (!reading.ok) throw new Error(reading.message);
    const result = await quickOrder.review(reading.lines, 'DEALER');
    expect(findBySkus).toHaveBeenCalledTimes(1);
    expect(findBySkus.mock.calls[0]![0]).toHaveLength(120);
    // Each SKU's good lines merged into one; a refused line keeps its own place.
    expect(result.ready).toHaveLength(new Set(result.ready.map((item) => item.variantId)).size);
    expect(result.lines.reduce((count, line) => count + line.sourceLines.length, 0)).toBe(2000);
  });

  it('adds the ready lines to the cart and says what happened', async () => {
    const { quickOrder, cart } = harness();
    const reading = quickOrder.readPaste('LT-001-1 3\nLT-999-9 1\nLT-003-1 1 case\nLT-001-1 0');
    if (!reading.ok) throw new Error(reading.message);
    const result: QuickOrderReview = await quickOrder.review(reading.lines, 'DEALER');
    expect(quickOrder.addToCart(result)).toBe('2 lines added to your cart. 2 lines were not added.');
    expect(cart.send).toHaveBeenCalledExactlyOnceWith({ type: 'ADD_LINES', items: result.ready });
  });

  it('says how much a cart line at its cap of 999 could not take', async () => {
    const { quickOrder } = harness();
    const reading = quickOrder.readPaste('LT-001-1 500\nLT-002-1 2');
    if (!reading.ok) throw new Error(reading.message);
    const result = await quickOrder.review(reading.lines, 'DEALER');
    cartItems = [{ ...result.ready[0]!, quantity: 600 }];
    try {
      expect(quickOrder.addToCart(result)).toBe(
        '2 lines added to your cart. LT-001-1: a cart line holds at most 999, so 101 of it were not added.',
      );
    } finally {
      cartItems = [];
    }
  });

  it('reads a file through the CSV adapter: BOM, semicolons, quoted cells', async () => {
    const { quickOrder, csv } = harness();
    const file = aFile('\uFEFF"sku";"quantity";"unit"\r\n"LT-001-1";"4";""\r\n"LT-003-1";"2";"case"\r\n');
    const reading = await quickOrder.readFile(file);
    expect(csv).toHaveBeenCalledTimes(1);
    expect(reading.ok && reading.lines.map((line) => [line.sku, line.quantity, line.unit])).toEqual([
      ['LT-001-1', 4, null],
      ['LT-003-1', 2, 'case'],
    ]);
  });

  it.each([
    ['over 1 MiB', aFile('sku,quantity\nLT-001-1,4', 1024 * 1024 + 1), 'This file is larger than 1 MiB. Split it into smaller files.'],
    ['an .xlsx workbook', aFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])), 'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that.'],
  ])('refuses a file %s without reading its text', async (_, file, message) => {
    const { quickOrder, csv } = harness();
    expect(await quickOrder.readFile(file)).toEqual({ ok: false, message });
    expect(file.text).not.toHaveBeenCalled();
    expect(csv).not.toHaveBeenCalled();
  });

  it('refuses a binary file whose first bytes hold no NUL (a PNG\'s first 8) once its text is read', async () => {
    const { quickOrder } = harness();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const file = { ...aFile(png), firstBytes: png.slice(0, 8) };
    expect(await quickOrder.readFile(file)).toEqual({
      ok: false,
      message: 'This file is not a CSV text file. Save the sheet as CSV (UTF-8) and upload that.',
    });
  });

  it('refuses a file of 2,001 lines, its header included, and reads one of 2,000', async () => {
    const { quickOrder } = harness();
    const file = (count: number) => aFile(['sku,quantity', ...Array.from({ length: count - 1 }, () => 'LT-001-1,1')].join('\r\n') + '\r\n');
    expect(await quickOrder.readFile(file(2001))).toEqual({ ok: false, message: 'This list has more than 2,000 lines. Split it into smaller lists.' });
    const reading = await quickOrder.readFile(file(2000));
    expect(reading.ok && reading.lines.length).toBe(1999);
  });

  it('its template reads back as two good lines of the catalogue', async () => {
    const { quickOrder } = harness();
    const template = await quickOrder.templateCsv();
    expect(template.split('\r\n')[0]).toBe('sku,quantity,unit');
    const reading = await quickOrder.readFile(aFile(template));
    if (!reading.ok) throw new Error(reading.message);
    const result = await quickOrder.review(reading.lines, 'DEALER');
    expect(result.refused).toEqual([]);
    expect(result.ready.map((item) => item.quantityType)).toEqual(['SINGLE', 'CASE']);
  });

  it('suggests a product by its exact SKU, in any case, and by name, never one no longer sold', async () => {
    const { quickOrder } = harness();
    // The product of that SKU, with its other variants.
    expect((await quickOrder.suggest('lt-051-2')).map((choice) => [choice.sku, choice.productName, choice.variantName, choice.isPair])).toEqual([
      ['LT-051-2', 'TS-B301 Tree Strap Spot Pair', 'Black', true],
      ['LT-051-1', 'TS-B301 Tree Strap Spot Pair', 'Bronze', true],
    ]);
    expect((await quickOrder.suggest('Cascade Brushed Nickel Dome')).map((choice) => [choice.sku, choice.allowCaseOrder, choice.caseSize])).toContainEqual([
      'LT-003-1',
      true,
      12,
    ]);
    expect(await quickOrder.suggest('LT-119-1')).toEqual([]);
    expect(await quickOrder.suggest('L')).toEqual([]);
  });
});

describe('quickOrderFor: suggestions, files of plain lines and the template', () => {
  /** Quick Order over a catalogue whose first page (any search) is `products`, and whose SKU look-up finds `bySku`. */
  function over(products: Product[], bySku: Product[] = []) {
    const productPage = vi.fn(async () => ({ products, total: products.length }));
    const findBySkus = vi.fn(async () => new Map(bySku.map((product) => [product.variants[0]!.sku!, product])));
    const buyer = {
      cart: { send: vi.fn(), getSnapshot: () => ({ context: { items: [] } }) },
      screenParts: { catalog: { productPage, findBySkus }, csv: async () => papaCsv },
    } as unknown as Pick<BuyerServices, 'cart' | 'screenParts'>;
    return { quickOrder: quickOrderFor(buyer), productPage };
  }

  it('suggests from two characters, trimmed; one is too few to ask', async () => {
    const { quickOrder, productPage } = over([]);
    expect(await quickOrder.suggest(' L ')).toEqual([]);
    expect(productPage).not.toHaveBeenCalled();
    await quickOrder.suggest('  Au  ');
    expect(productPage).toHaveBeenCalledExactlyOnceWith({ search: 'Au', page: 1 });
  });

  it('suggests only variants with a SKU and in stock, each SKU once', async () => {
    const aurora = aProduct({
      id: 'p-1',
      name: 'Aurora Path Light',
      variants: [aVariant({ id: 'v-1', sku: 'AUR-BR' }), aVariant({ id: 'v-2', sku: null }), aVariant({ id: 'v-3', sku: 'AUR-BZ', outOfStock: true })],
    });
    const { quickOrder } = over([aurora], [aurora]);
    expect((await quickOrder.suggest('AUR-BR')).map((choice) => choice.sku)).toEqual(['AUR-BR']);
  });

  it('reads a file of plain "SKU quantity" lines, with a BOM, as a paste', async () => {
    const { quickOrder } = over([]);
    const reading = await quickOrder.readFile(aFile('\uFEFFLT-001-1 3\nLT-003-1 1 case\n'));
    expect(reading.ok && reading.lines.map((line) => [line.sku, line.quantity, line.unit])).toEqual([
      ['LT-001-1', 3, null],
      ['LT-003-1', 1, 'case'],
    ]);
  });

  it('a CSV with a line of one cell is still read as a CSV', async () => {
    const { quickOrder } = over([]);
    const reading = await quickOrder.readFile(aFile('sku,quantity\nLT-001-1,4\nLT-003-1\n'));
    expect(reading.ok && reading.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['LT-001-1', 4],
      ['LT-003-1', null],
    ]);
  });

  it('its template: the header, a single line of 10 (not a pair) and a case line of 2 of another product', async () => {
    const pairs = aProduct({ id: 'p-0', name: 'TS-B301 Tree Strap Spot Pair', allowCaseOrder: false, variants: [aVariant({ id: 'v-0', sku: 'TSB-1' })] });
    const aurora = aProduct({ id: 'p-1', name: 'Aurora Path Light', allowCaseOrder: true, variants: [aVariant({ id: 'v-1', sku: 'AUR-BR' })] });
    const byCase = aProduct({ id: 'p-2', name: 'Cascade Dome', allowCaseOrder: true, caseSize: 12, variants: [aVariant({ id: 'v-9', sku: 'CAS-1' })] });
    const { quickOrder } = over([pairs, aurora, byCase]);
    expect((await quickOrder.templateCsv()).split('\r\n').filter(Boolean)).toEqual(['sku,quantity,unit', 'AUR-BR,10,single', 'CAS-1,2,case']);
  });
});

describe('reviewList: a product with a variant without a SKU', () => {
  it('passes over that variant and finds the one asked for', async () => {
    const mixed = aProduct({ id: 'p-7', name: 'Aurora Path Light 2W 2700K', caseSize: 1, allowCaseOrder: false, variants: [aVariant({ id: 'v-none', sku: null }), aVariant({ id: 'v-7', sku: 'LT-007-1', dealerPrice: usd('67.32') })] });
    const result = await reviewList(requests('LT-007-1 2'), new Map([['LT-007-1', mixed]]), 'DEALER');
    expect(result.ready.map((item) => [item.variantId, item.quantity])).toEqual([['v-7', 2]]);
  });
});
