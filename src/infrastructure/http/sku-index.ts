import { SkusNotAllLookedUp, type SkuLookup } from '../../application/ports/catalog.port';
import { BackendError } from '../../application/shared/backend-error';
import type { Product } from '../../domain/catalog/catalog';
import { normalizeSku } from '../../domain/catalog/sku';
import { LIST_TAKE_MOST } from './wire';

/** A full list page: the index reads as few as it can. */
const SKU_INDEX_PAGE = LIST_TAKE_MOST;
/** Product details read at once while looking further than the lists. */
export const DETAIL_CONCURRENCY = 6;
/** Likely products read per SKU before the rest: enough for a product's own variants, few when many share a stem. */
export const LIKELY_PER_SKU = 8;
/**
 * Products left unread that a look-up still reads in full for a missing SKU. Beyond this a SKU the lists and the likely
 * products do not carry is unknown: a typo in a list must not cost a call per product (1,004 on a 1,000-product catalogue).
 */
export const FULL_SWEEP_AT_MOST = 50;

export type ListedState = 'ACTIVE' | 'INACTIVE';

/** What the index reads: list pages (out-of-stock products included) and one product's detail (null when gone). */
export interface SkuSource {
  listPage(state: ListedState, skip: number, take: number): Promise<Product[]>;
  detail(id: string): Promise<Product | null>;
}

/**
 * The backend cannot search SKUs (its `q` reads names and descriptions), so the shop indexes them itself. Its list is
 * lean: each product carries only its FIRST variant (by sortOrder); the others come only with GET /products/{id}.
 * So the lists index first variants in a few calls, and a SKU not found there costs details: the likely products
 * first, then, once and only in a small catalogue, every product left, after which every variant is known.
 * One index serves one audience (priced or not, one account) for the session.
 */
export class SkuIndex {
  private readonly bySku = new Map<string, Product>();
  /** Every product the lists told of, by id, with whether all its variants are indexed. */
  private readonly listed = new Map<string, { readonly firstSku: string | null; detailed: boolean }>();
  private readonly sweeps = new Map<string, Promise<void>>();

  constructor(private readonly source: SkuSource) {}

  async find(skus: readonly string[], lookup: SkuLookup = {}): Promise<ReadonlyMap<string, Product>> {
    const wanted = [...new Set(skus)];
    const unresolved = () => wanted.filter((sku) => !this.bySku.has(sku));
    /** What this look-up could not read, the backend out of reach: products by id, or a list. */
    const unread = new Set<string>();
    // Out of reach part way (a device that kept only the first pages), what was listed is still looked in; with
    // nothing listed at all, the look-up fails whole ("Failed to load products").
    // Stryker disable next-line StringLiteral: a sweep's name only keeps it apart from the others, which any distinct text does
    await this.once('active', () => this.sweepList('ACTIVE')).catch((error: unknown) => {
      if (this.listed.size === 0) throw error;
      unlessOutOfReach(() => unread.add(ACTIVE_LIST))(error);
    });
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with nothing unresolved, nothing is likely and no detail is read
    if (unresolved().length > 0) await this.readDetails(this.likely(unresolved()), unread);
    if (!lookup.likelyOnly && unresolved().length > 0) {
      // Inactive products only to tell "no longer sold": read when something is still missing. Out of reach, the SKUs
      // still missing are not looked for.
      // Stryker disable next-line StringLiteral: a sweep's name only keeps it apart from the others, which any distinct text does
      await this.once('inactive', () => this.sweepList('INACTIVE')).catch(unlessOutOfReach(() => unread.add(INACTIVE_LIST)));
      await this.readDetails(this.likely(unresolved()), unread);
      const notDetailed = [...this.listed].filter(([, known]) => !known.detailed).map(([id]) => id);
      if (unresolved().length > 0 && notDetailed.length <= FULL_SWEEP_AT_MOST) {
        // Stryker disable next-line StringLiteral: a sweep's name only keeps it apart from the others, which any distinct text does
        await this.once('every product', () => this.readDetails(notDetailed, unread).then(() => sweptUnless(unread))).catch((error: unknown) => {
          // Products left unread are told below; the sweep is forgotten, so the next look-up sweeps again.
          if (unread.size === 0) throw error;
        });
      }
    }
    const found = new Map(wanted.flatMap((sku) => (this.bySku.has(sku) ? [[sku, this.bySku.get(sku)!] as const] : [])));
    // A product that could not be read may carry the SKUs still missing: they are not unknown, only not looked for.
    if (unread.size > 0 && unresolved().length > 0) throw new SkusNotAllLookedUp(found, unresolved());
    return found;
  }


  /** A sweep runs once; a failed one is forgotten, so the next look-up tries again. */
  private once(name: string, sweep: () => Promise<void>): Promise<void> {
    let running = this.sweeps.get(name);
    if (!running) {
      running = sweep();
      this.sweeps.set(name, running);
      running.catch(() => this.sweeps.delete(name));
    }
    return running;
  }

  /** Pages until a short one: n products cost floor(n / 100) + 1 calls. */
  private async sweepList(state: ListedState): Promise<void> {
    for (let skip = 0; ; skip += SKU_INDEX_PAGE) {
      const page = await this.source.listPage(state, skip, SKU_INDEX_PAGE);
      for (const product of page) this.learn(product, false);
      if (page.length < SKU_INDEX_PAGE) return;
    }
  }

  private learn(product: Product, detailed: boolean): void {
    const known = this.listed.get(product.id);
    if (known?.detailed && !detailed) return;
    const firstSku = product.variants[0]?.sku;
    this.listed.set(product.id, { firstSku: firstSku ? normalizeSku(firstSku) : null, detailed });
    for (const variant of product.variants) if (variant.sku) this.bySku.set(normalizeSku(variant.sku), product);
  }

  /** Products not yet read in full whose first SKU shares the longest dash-ended stem with a missing SKU ("LT-001-" for LT-001-2). */
  private likely(missing: readonly string[]): string[] {
    const open = [...this.listed].filter(([, known]) => !known.detailed && known.firstSku !== null);
    return missing.flatMap((sku) => {
      const scored = open.map(([id, known]) => ({ id, stem: sharedStem(sku, known.firstSku!), chars: sharedChars(sku, known.firstSku!) }));
      const best = scored.reduce((most, each) => Math.max(most, each.stem), 0);
      // Stryker disable next-line ArrayDeclaration: an id that was never listed is not read (readDetails reads listed products only)
      if (best === 0) return [];
      return scored
        .filter((each) => each.stem === best)
        .sort((a, b) => b.chars - a.chars)
        .slice(0, LIKELY_PER_SKU)
        .map((each) => each.id);
    });
  }

  /** Products the backend could not be reached for go into `unread` (read again by the next look-up); other failures throw. */
  private async readDetails(ids: readonly string[], unread: Set<string>): Promise<void> {
    // Stryker disable next-line MethodExpression,ConditionalExpression,OptionalChaining: every id here is listed, and one read in full is not read again (readDetail runs once per product)
    // One out of reach is not asked for again within the same look-up.
    const pending = [...new Set(ids)].filter((id) => this.listed.get(id)?.detailed === false && !unread.has(id));
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const id = pending[next++]!;
        await this.readDetail(id).catch(unlessOutOfReach(() => unread.add(id)));
      }
    };
    // Stryker disable next-line MethodExpression: a worker more than there are products to read finds none left and ends
    await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, pending.length) }, worker));
  }

  /** One call per product even when look-ups overlap. */
  private readDetail(id: string): Promise<void> {
    return this.once(`detail ${id}`, async () => {
      const product = await this.source.detail(id);
      // Gone since it was listed: nothing more to learn from it.
      if (product) this.learn(product, true);
      else this.listed.set(id, { firstSku: null, detailed: true });
    });
  }
}

/** Mark, among the products left unread, a list itself left unread (in full or in part). */
const ACTIVE_LIST = 'the active list';
const INACTIVE_LIST = 'the inactive list';

function outOfReach(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'network';
}

/** A failure handler: the backend out of reach is noted, any other failure fails the look-up. */
function unlessOutOfReach(note: () => void): (error: unknown) => void {
  return (error) => {
    if (!outOfReach(error)) throw error;
    note();
  };
}

/** A sweep that could not read every product is not done: it fails, so the next look-up sweeps again. */
async function sweptUnless(unread: ReadonlySet<string>): Promise<void> {
  if (unread.size > 0) throw new BackendError('network', 'Some products could not be read');
}

/** Length of the longest prefix ending in '-' that both share; a first SKU that is all of the asked one's stem counts ("WIR-12" for WIR-12-B). */
function sharedStem(asked: string, first: string): number {
  const chars = sharedChars(asked, first);
  if (chars === first.length && asked[chars] === '-') return chars + 1;
  return chars === 0 ? 0 : asked.lastIndexOf('-', chars - 1) + 1;
}

function sharedChars(a: string, b: string): number {
  let n = 0;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: past either end a[n] !== b[n] stops it, as the two are never equal (an asked SKU equal to a first SKU is found, not looked for)
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}
