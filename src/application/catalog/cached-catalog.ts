import type { CatalogPort, ProductQuery, SkuLookup } from '../ports/catalog.port';
import type { ClockPort } from '../ports/clock.port';

/** Pages seen in the last minute come back without a new backend call. */
export const CATALOG_CACHE_MS = 60_000;

const SWEEP_EVERY_MS = 1_000;

interface Entry {
  readonly at: number;
  readonly value: Promise<unknown>;
}

/**
 * `pricesSent` tells whether the backend will price the answer (a signed-in
 * caller's token goes with it): priced and unpriced pages are kept apart, so
 * signing in shows prices at once and signing out shows none.
 * `live` tells whether answers now come from the backend itself: one read from the device's copies (no signal) is
 * not remembered, so the first read after the signal returns asks the backend.
 */
export function cachedCatalog(
  inner: CatalogPort,
  clock: ClockPort,
  pricesSent: () => Promise<boolean>,
  lifeMs = CATALOG_CACHE_MS,
  live: () => boolean = () => true,
): CatalogPort {
  const entries = new Map<string, Entry>();
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function remember<T>(parts: readonly unknown[], load: () => Promise<T>, carriesPrices = true): Promise<T> {
    // Stryker disable next-line StringLiteral: the three names only keep the audiences' keys apart, which any three distinct texts do
    const audience = carriesPrices ? ((await pricesSent()) ? 'priced' : 'unpriced') : 'anyone';
    const key = JSON.stringify([audience, ...parts]);
    const now = clock.now();
    // Expired entries swept at most once a second: a long cart asks for thousands of products at once.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,BlockStatement: the sweep frees memory only; an expired entry is never answered (the hit is checked below)
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: as above, memory only
      for (const [oldKey, entry] of entries) if (now - entry.at >= lifeMs) entries.delete(oldKey);
    }
    const hit = entries.get(key);
    if (hit && now - hit.at < lifeMs) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { at: now, value });
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    // A failure is not remembered, so Try Again really tries again.
    value.then(() => live() || forget(), forget);
    return value;
  }

  const homePreview = inner.homePreview?.bind(inner);
  return {
    // Stryker disable next-line ArrayDeclaration,StringLiteral: the key's parts only keep it apart from the others' keys, which carry more parts
    listCategories: () => remember(['categories'], () => inner.listCategories(), false),
    listProducts: (query: ProductQuery) =>
      // Stryker disable next-line StringLiteral: the key's name only keeps it apart from the other keys; an absent filter as '' or another text alike
      remember(['products', query.categoryId ?? '', query.search ?? '', query.skip, query.take], () => inner.listProducts(query)),
    // Stryker disable next-line StringLiteral: the key's name only keeps it apart from the other keys
    getProduct: (id: string) => remember(['product', id], () => inner.getProduct(id)),
    // The adapter keeps its own SKU index: a list of SKUs is no key worth remembering.
    findBySkus: (skus: readonly string[], lookup?: SkuLookup) => inner.findBySkus(skus, lookup),
    // Stryker disable next-line StringLiteral: the key's name only keeps it apart from the other keys
    ...(homePreview ? { homePreview: (take: number) => remember(['home-preview', take], () => homePreview(take)) } : {}),
  };
}
