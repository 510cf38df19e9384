import type { Role } from '../../domain/accounts/role';
import { isActive, type Product } from '../../domain/catalog/catalog';
import { mayBeSku, normalizeSku } from '../../domain/catalog/sku';
import { isPairProduct } from '../../domain/pricing/pricing';
import { fileProblem, LIST_TEMPLATE_HEADER, orderListMessages, readPastedList, readRows, type ListReading, type RequestedLine } from '../../domain/quick-order/order-list';
import type { BuyerServices } from '../buyer-services';
import { nextTask } from '../shared/next-task';
import { cappedLines, hintUnknownSkus, productsForList, quickOrderMessages, reviewList, type QuickOrderReview } from './quick-order';

/** A picked file as the screen hands it over: its size and first bytes to check, and its text once checked. */
export interface ListFile {
  readonly size: number;
  readonly firstBytes: Uint8Array;
  text(): Promise<string>;
}

/** One typeahead choice: a variant of an active product, by its SKU. */
export interface SkuSuggestion {
  readonly sku: string;
  readonly productName: string;
  readonly variantName: string;
  readonly allowCaseOrder: boolean;
  readonly caseSize: number;
  readonly isPair: boolean;
}

export interface QuickOrderUseCases {
  readPaste(text: string): ListReading;
  readFile(file: ListFile): Promise<ListReading>;
  /** The list at the buyer's prices; the catalogue asked once for all its SKUs. */
  review(lines: readonly RequestedLine[], role: Role): Promise<QuickOrderReview>;
  /** The ready lines into the cart, merged as Add to Cart merges; what to tell the buyer. */
  addToCart(review: QuickOrderReview): string;
  /** Products whose name has the term, or whose SKU is the term. */
  suggest(term: string): Promise<SkuSuggestion[]>;
  /** The template CSV: the columns the upload reads, with two lines of this catalogue as examples. */
  templateCsv(): Promise<string>;
}

/** Lines resolved between yields: a 2,000-line list never holds the page for one long task. */
const LINES_PER_STEP = 250;

function suggestionsOf(product: Product): SkuSuggestion[] {
  if (!isActive(product)) return [];
  return product.variants.flatMap((variant) =>
    variant.sku && !variant.outOfStock
      ? [
          {
            sku: variant.sku,
            productName: product.name,
            variantName: variant.name,
            allowCaseOrder: product.allowCaseOrder,
            caseSize: product.caseSize,
            isPair: isPairProduct(product.name),
          },
        ]
      : [],
  );
}

export function quickOrderFor(buyer: Pick<BuyerServices, 'cart' | 'screenParts'>): QuickOrderUseCases {
  const { catalog, csv } = buyer.screenParts;
  return {
    readPaste: readPastedList,
    async readFile(file) {
      const problem = fileProblem(file.size, file.firstBytes);
      if (problem) return { ok: false, message: problem };
      const [text, reader] = await Promise.all([file.text(), csv()]);
      // The first bytes are few (a PNG's first 8 have no NUL): a NUL anywhere in the text is a binary file too.
      if (text.includes('\u0000')) return { ok: false, message: orderListMessages.notText };
      const rows = reader.read(text);
      // A plain text file of "SKU quantity" lines has no CSV separator: it reads as a paste does.
      // Stryker disable next-line Regex,StringLiteral: a guard only: File.text() decodes UTF-8 and drops a leading BOM itself
      return rows.every((row) => row.length <= 1) ? readPastedList(text.replace(/^\uFEFF/, '')) : readRows(rows);
    },
    async review(lines, role) {
      const { found, notLookedUp } = await productsForList(lines, catalog);
      // A model number given for a SKU ("TS-B301") is answered with the SKUs of the product it names.
      return hintUnknownSkus(await reviewList(lines, found, role, nextTask, LINES_PER_STEP, notLookedUp), catalog);
    },
    addToCart(review) {
      const capped = cappedLines(buyer.cart.getSnapshot().context.items, review.ready);
      buyer.cart.send({ type: 'ADD_LINES', items: [...review.ready] });
      return [quickOrderMessages.added(review.ready.length, review.refused.length), ...capped.map(quickOrderMessages.capped)].join(' ');
    },
    async suggest(term) {
      const text = term.trim();
      if (text.length < 2) return [];
      const [byName, bySku] = await Promise.all([
        catalog.productPage({ search: text, page: 1 }).then((page) => page.products),
        mayBeSku(text) ? catalog.findBySkus([normalizeSku(text)]).then((found) => [...found.values()]) : Promise.resolve([]),
      ]);
      const seen = new Set<string>();
      const exact = normalizeSku(text);
      return [...bySku, ...byName]
        .flatMap(suggestionsOf)
        .filter((choice) => !seen.has(choice.sku) && seen.add(choice.sku))
        // The SKU typed in full comes first, before its product's other variants.
        .sort((a, b) => Number(normalizeSku(b.sku) === exact) - Number(normalizeSku(a.sku) === exact))
        .slice(0, 12);
    },
    async templateCsv() {
      const [page, writer] = await Promise.all([catalog.productPage({ page: 1 }), csv()]);
      const choices = page.products.flatMap(suggestionsOf);
      const single = choices.find((choice) => !choice.isPair) ?? choices[0];
      const byCase = choices.find((choice) => choice.allowCaseOrder && choice !== single);
      const examples = [single && [single.sku, '10', 'single'], byCase && [byCase.sku, '2', 'case']].filter((row): row is string[] => !!row);
      return writer.write([LIST_TEMPLATE_HEADER, ...examples]);
    },
  };
}
