import type { CatalogPort, ProductQuery } from '../ports/catalog.port';
import type { ClockPort } from '../ports/clock.port';

/** Pages seen in the last minute come back without a new backend call. */
export const CATALOG_CACHE_MS = 60_000;

interface Entry {
  readonly at: number;
  readonly value: Promise<unknown>;
}

export function cachedCatalog(inner: CatalogPort, clock: ClockPort, lifeMs = CATALOG_CACHE_MS): CatalogPort {
  const entries = new Map<string, Entry>();

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock.now();
    for (const [oldKey, entry] of entries) if (now - entry.at >= lifeMs) entries.delete(oldKey);
    const hit = entries.get(key);
    if (hit && now - hit.at < lifeMs) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { at: now, value });
    // A failure is not remembered, so Try Again really tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  }

  return {
    listCategories: () => remember('categories', () => inner.listCategories()),
    listProducts: (query: ProductQuery) =>
      remember(JSON.stringify(['products', query.categoryId ?? '', query.search ?? '', query.skip, query.take]), () =>
        inner.listProducts(query),
      ),
    getProduct: (id: string) => remember(`product:${id}`, () => inner.getProduct(id)),
  };
}
