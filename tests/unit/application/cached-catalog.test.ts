import { describe, expect, it, vi } from 'vitest';
import { CATALOG_CACHE_MS, cachedCatalog } from '../../../src/application/catalog/cached-catalog';
import type { CatalogPort, ProductQuery } from '../../../src/application/ports/catalog.port';
import type { ClockPort } from '../../../src/application/ports/clock.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Category, Product } from '../../../src/domain/catalog/catalog';
import { aCategory, aProduct } from '../../support/mothers';

/** A backend that counts every call and can be told to fail the next ones. */
class CountingCatalog implements CatalogPort {
  categoryCalls = 0;
  productCalls: string[] = [];
  listCalls: ProductQuery[] = [];
  failing = false;

  private answer<T>(value: T): Promise<T> {
    return this.failing ? Promise.reject(new BackendError('network', 'offline')) : Promise.resolve(value);
  }

  listCategories(): Promise<Category[]> {
    this.categoryCalls += 1;
    return this.answer([aCategory({ id: `c-${this.categoryCalls}` })]);
  }

  listProducts(query: ProductQuery): Promise<Product[]> {
    this.listCalls.push(query);
    return this.answer([aProduct({ id: `p-${this.listCalls.length}` })]);
  }

  getProduct(id: string): Promise<Product> {
    this.productCalls.push(id);
    return this.answer(aProduct({ id, name: `call ${this.productCalls.length}` }));
  }

  skuCalls: (readonly string[])[] = [];

  findBySkus(skus: readonly string[]): Promise<ReadonlyMap<string, Product>> {
    this.skuCalls.push(skus);
    return this.answer(new Map(skus.map((sku) => [sku, aProduct({ id: `sku-${sku}` })])));
  }
}

class HandClock implements ClockPort {
  constructor(private time = 1_000_000) {}
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

function setup() {
  const inner = new CountingCatalog();
  const clock = new HandClock();
  const caller = { signedIn: false };
  return { inner, clock, caller, catalog: cachedCatalog(inner, clock, async () => caller.signedIn, 60_000) };
}

const page1: ProductQuery = { categoryId: 'c-path', skip: 0, take: 40 };

describe('cachedCatalog', () => {
  it('keeps pages for one minute by default', () => {
    expect(CATALOG_CACHE_MS).toBe(60_000);
  });

  it('answers the same page within 60 s without a second backend call', async () => {
    const { inner, clock, catalog } = setup();
    const first = await catalog.listProducts(page1);
    clock.advance(59_999);
    const second = await catalog.listProducts({ ...page1 });
    expect(inner.listCalls).toHaveLength(1);
    expect(second).toBe(first);
  });

  it('calls the backend again once 60 s have passed', async () => {
    const { inner, clock, catalog } = setup();
    const first = await catalog.listProducts(page1);
    clock.advance(60_000);
    const second = await catalog.listProducts(page1);
    expect(inner.listCalls).toHaveLength(2);
    expect(second).not.toBe(first);
    expect(second[0]?.id).toBe('p-2');
  });

  it('restarts the minute from the refreshed call', async () => {
    const { inner, clock, catalog } = setup();
    await catalog.listProducts(page1);
    clock.advance(60_000);
    await catalog.listProducts(page1);
    clock.advance(30_000);
    await catalog.listProducts(page1);
    expect(inner.listCalls).toHaveLength(2);
  });

  it('shares one backend call between requests made while it is in flight', async () => {
    const { inner, catalog } = setup();
    const [a, b] = await Promise.all([catalog.listProducts(page1), catalog.listProducts(page1)]);
    expect(inner.listCalls).toHaveLength(1);
    expect(a).toBe(b);
  });

  it('keeps priced and unpriced answers apart: signing in shows prices at once, signing out shows none', async () => {
    const { inner, caller, catalog } = setup();
    const visitorPage = await catalog.listProducts(page1);
    const visitorProduct = await catalog.getProduct('p-9');
    caller.signedIn = true;
    const buyerPage = await catalog.listProducts(page1);
    const buyerProduct = await catalog.getProduct('p-9');
    expect(inner.listCalls).toHaveLength(2);
    expect(inner.productCalls).toEqual(['p-9', 'p-9']);
    expect(buyerPage).not.toBe(visitorPage);
    expect(buyerProduct.name).toBe('call 2');
    caller.signedIn = false;
    expect(await catalog.listProducts(page1)).toBe(visitorPage);
    expect(await catalog.getProduct('p-9')).toBe(visitorProduct);
    expect(inner.listCalls).toHaveLength(2);
  });

  it('shares the category list, which carries no prices, between visitors and buyers', async () => {
    const { inner, caller, catalog } = setup();
    await catalog.listCategories();
    caller.signedIn = true;
    await catalog.listCategories();
    expect(inner.categoryCalls).toBe(1);
  });

  it('offers a home preview only when the backend has one, remembered per take and per audience', async () => {
    const { inner, clock, catalog: withoutPreview } = setup();
    expect(withoutPreview.homePreview).toBeUndefined();
    const previews: number[] = [];
    const withPreview: CatalogPort = {
      ...inner,
      listCategories: () => inner.listCategories(),
      listProducts: (query) => inner.listProducts(query),
      getProduct: (id) => inner.getProduct(id),
      findBySkus: (skus) => inner.findBySkus(skus),
      homePreview: async (take) => {
        previews.push(take);
        return [{ category: aCategory(), products: [aProduct()] }];
      },
    };
    const caller = { signedIn: false };
    const catalog = cachedCatalog(withPreview, clock, async () => caller.signedIn);
    const first = await catalog.homePreview?.(8);
    expect(await catalog.homePreview?.(8)).toBe(first);
    caller.signedIn = true;
    await catalog.homePreview?.(8);
    expect(previews).toEqual([8, 8]);
  });

  it.each<[string, ProductQuery]>([
    ['another category', { categoryId: 'c-spot', skip: 0, take: 40 }],
    ['no category', { skip: 0, take: 40 }],
    ['a search', { categoryId: 'c-path', search: 'brass', skip: 0, take: 40 }],
    ['another page (skip)', { categoryId: 'c-path', skip: 40, take: 40 }],
    ['another page size (take)', { categoryId: 'c-path', skip: 0, take: 8 }],
  ])('treats %s as a different entry', async (_label, other) => {
    const { inner, catalog } = setup();
    await catalog.listProducts(page1);
    await catalog.listProducts(other);
    expect(inner.listCalls).toEqual([page1, other]);
    // ...and both are then remembered
    await catalog.listProducts(page1);
    await catalog.listProducts(other);
    expect(inner.listCalls).toHaveLength(2);
  });

  it('tells different searches apart', async () => {
    const { inner, catalog } = setup();
    await catalog.listProducts({ search: 'brass', skip: 0, take: 40 });
    await catalog.listProducts({ search: 'copper', skip: 0, take: 40 });
    expect(inner.listCalls.map((q) => q.search)).toEqual(['brass', 'copper']);
  });

  it('does not remember a failed call, so the next call retries', async () => {
    const { inner, catalog } = setup();
    inner.failing = true;
    await expect(catalog.listProducts(page1)).rejects.toBeInstanceOf(BackendError);
    inner.failing = false;
    const retried = await catalog.listProducts(page1);
    expect(inner.listCalls).toHaveLength(2);
    expect(retried[0]?.id).toBe('p-2');
    // the successful retry is remembered
    await catalog.listProducts(page1);
    expect(inner.listCalls).toHaveLength(2);
  });

  it('a failure does not evict a newer successful entry for the same key', async () => {
    const { inner, clock } = setup();
    let failFirst: (error: Error) => void = () => undefined;
    const slowFirst: CatalogPort = {
      listCategories: () => inner.listCategories(),
      getProduct: (id) => inner.getProduct(id),
      findBySkus: (skus) => inner.findBySkus(skus),
      listProducts: (query) =>
        inner.listCalls.length === 0
          ? (inner.listCalls.push(query), new Promise<Product[]>((_, reject) => (failFirst = reject)))
          : inner.listProducts(query),
    };
    const catalog = cachedCatalog(slowFirst, clock, async () => false);
    const failed = catalog.listProducts(page1);
    await vi.waitFor(() => expect(inner.listCalls).toHaveLength(1));
    clock.advance(60_000);
    await catalog.listProducts(page1);
    failFirst(new BackendError('network', 'offline'));
    await expect(failed).rejects.toBeInstanceOf(BackendError);
    await catalog.listProducts(page1);
    expect(inner.listCalls).toHaveLength(2);
  });

  it('caches a product by id for a minute', async () => {
    const { inner, clock, catalog } = setup();
    const first = await catalog.getProduct('p-7');
    clock.advance(59_000);
    expect(await catalog.getProduct('p-7')).toBe(first);
    expect(inner.productCalls).toEqual(['p-7']);

    await catalog.getProduct('p-8');
    expect(inner.productCalls).toEqual(['p-7', 'p-8']);

    clock.advance(1_000);
    const refreshed = await catalog.getProduct('p-7');
    expect(refreshed.name).toBe('call 3');
    expect(inner.productCalls).toEqual(['p-7', 'p-8', 'p-7']);
  });

  it('retries a product whose load failed', async () => {
    const { inner, catalog } = setup();
    inner.failing = true;
    await expect(catalog.getProduct('p-7')).rejects.toThrow('offline');
    inner.failing = false;
    await expect(catalog.getProduct('p-7')).resolves.toMatchObject({ id: 'p-7' });
    expect(inner.productCalls).toEqual(['p-7', 'p-7']);
  });

  it('caches the category list for a minute and retries after a failure', async () => {
    const { inner, clock, catalog } = setup();
    const first = await catalog.listCategories();
    clock.advance(59_999);
    expect(await catalog.listCategories()).toBe(first);
    expect(inner.categoryCalls).toBe(1);

    clock.advance(1);
    inner.failing = true;
    await expect(catalog.listCategories()).rejects.toBeInstanceOf(BackendError);
    inner.failing = false;
    const reloaded = await catalog.listCategories();
    expect(reloaded[0]?.id).toBe('c-3');
    expect(inner.categoryCalls).toBe(3);
  });

  it('honours a custom lifetime', async () => {
    const inner = new CountingCatalog();
    const clock = new HandClock();
    const catalog = cachedCatalog(inner, clock, async () => true, 5_000);
    await catalog.listCategories();
    clock.advance(5_000);
    await catalog.listCategories();
    expect(inner.categoryCalls).toBe(2);
  });

  it('asks the adapter for every SKU look-up, which keeps its own index', async () => {
    const { inner, catalog } = setup();
    const found = await catalog.findBySkus(['AUR-BR']);
    await catalog.findBySkus(['AUR-BR']);
    expect(found.get('AUR-BR')?.id).toBe('sku-AUR-BR');
    expect(inner.skuCalls).toEqual([['AUR-BR'], ['AUR-BR']]);
  });
});

describe('cachedCatalog, with answers read from the device (no signal)', () => {
  it('remembers nothing read while answers come from the device: the first read once the signal is back asks the backend', async () => {
    const inner = new CountingCatalog();
    const device = { showing: true };
    const catalog = cachedCatalog(inner, new HandClock(), async () => true, 60_000, () => !device.showing);
    await catalog.getProduct('p-1');
    device.showing = false;
    const fresh = await catalog.getProduct('p-1');
    const again = await catalog.getProduct('p-1');
    expect([inner.productCalls, fresh.name, again.name]).toEqual([['p-1', 'p-1'], 'call 2', 'call 2']);
  });
});
