import { describe, expect, it } from 'vitest';
import { catalogUseCases } from '../../../src/application/catalog/catalog.use-cases';
import type { CatalogPort, ProductQuery, SkuLookup } from '../../../src/application/ports/catalog.port';
import { BackendError, isNotFound } from '../../../src/application/shared/backend-error';
import type { Category, Product } from '../../../src/domain/catalog/catalog';
import { aCategory, aProduct, aVariant } from '../../support/mothers';

function products(count: number, overrides: Partial<Product> = {}): Product[] {
  return Array.from({ length: count }, (_, i) => aProduct({ id: `p-${i + 1}`, ...overrides }));
}

/** A backend that records every product query and answers with what it was given. */
function fakeCatalog(answer: { categories?: Category[]; list?: Product[]; product?: Product; bySku?: ReadonlyMap<string, Product> } = {}) {
  const queries: ProductQuery[] = [];
  const productIds: string[] = [];
  const skuQueries: { skus: readonly string[]; lookup: SkuLookup | undefined }[] = [];
  const port: CatalogPort = {
    listCategories: async () => answer.categories ?? [],
    listProducts: async (query) => {
      queries.push(query);
      return answer.list ?? [];
    },
    getProduct: async (id) => {
      productIds.push(id);
      if (!answer.product) throw new BackendError('not-found', 'Product not found', 404);
      return answer.product;
    },
    findBySkus: async (skus, lookup) => {
      skuQueries.push({ skus, lookup });
      return new Map([...(answer.bySku ?? new Map<string, Product>())].filter(([sku]) => skus.includes(sku)));
    },
  };
  return { port, queries, productIds, skuQueries };
}

describe('catalogUseCases.categories', () => {
  it('sorts categories by index ascending', async () => {
    const { port } = fakeCatalog({
      categories: [
        aCategory({ id: 'spot', index: 3 }),
        aCategory({ id: 'path', index: 1 }),
        aCategory({ id: 'well', index: 10 }),
        aCategory({ id: 'deck', index: 2 }),
      ],
    });
    const sorted = await catalogUseCases(port).categories();
    expect(sorted.map((c) => c.id)).toEqual(['path', 'deck', 'spot', 'well']);
  });
});

describe('catalogUseCases.productPage', () => {
  it('page 1 asks for skip 0, take 40', async () => {
    const { port, queries } = fakeCatalog();
    const result = await catalogUseCases(port).productPage({ categoryId: 'c-path', page: 1 });
    expect(queries).toEqual([{ categoryId: 'c-path', skip: 0, take: 40 }]);
    expect(result.page).toBe(1);
  });

  it('page 3 asks for skip 80, take 40', async () => {
    const { port, queries } = fakeCatalog();
    const result = await catalogUseCases(port).productPage({ page: 3 });
    expect(queries).toEqual([{ skip: 80, take: 40 }]);
    expect(result.page).toBe(3);
  });

  it('passes the search text and category through', async () => {
    const { port, queries } = fakeCatalog();
    await catalogUseCases(port).productPage({ categoryId: 'c-spot', search: 'brass', page: 2 });
    expect(queries).toEqual([{ categoryId: 'c-spot', search: 'brass', skip: 40, take: 40 }]);
  });

  it('leaves out an empty category and empty search', async () => {
    const { port, queries } = fakeCatalog();
    await catalogUseCases(port).productPage({ categoryId: '', search: '', page: 1 });
    expect(queries).toEqual([{ skip: 0, take: 40 }]);
  });

  it.each([0, -1, Number.NaN, 1.5, Number.POSITIVE_INFINITY])('treats page %s as page 1', async (page) => {
    const { port, queries } = fakeCatalog();
    const result = await catalogUseCases(port).productPage({ page });
    expect(queries).toEqual([{ skip: 0, take: 40 }]);
    expect(result.page).toBe(1);
  });

  it('has a next page when a full page of 40 came back', async () => {
    const { port } = fakeCatalog({ list: products(40) });
    const result = await catalogUseCases(port).productPage({ page: 1 });
    expect(result.hasNext).toBe(true);
    expect(result.products).toHaveLength(40);
  });

  it('has no next page when 39 came back', async () => {
    const { port } = fakeCatalog({ list: products(39) });
    const result = await catalogUseCases(port).productPage({ page: 2 });
    expect(result.hasNext).toBe(false);
    expect(result.products).toHaveLength(39);
  });

  it('has no next page for an empty page', async () => {
    const { port } = fakeCatalog({ list: [] });
    expect((await catalogUseCases(port).productPage({ page: 1 })).hasNext).toBe(false);
  });

  it('passes a backend failure on', async () => {
    const port: CatalogPort = {
      ...fakeCatalog().port,
      listProducts: () => Promise.reject(new BackendError('network', 'offline')),
    };
    await expect(catalogUseCases(port).productPage({ page: 1 })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('catalogUseCases.homePreview', () => {
  it('is absent when the backend has no home preview: rows load one by one', () => {
    expect(catalogUseCases(fakeCatalog().port).homePreview).toBeUndefined();
  });

  it('asks once for 8 a row and gives each category its active products, 8 at most', async () => {
    const takes: number[] = [];
    const port: CatalogPort = {
      ...fakeCatalog().port,
      homePreview: async (take) => {
        takes.push(take);
        return [
          { category: aCategory({ id: 'c-path' }), products: [aProduct({ id: 'p-off', state: 'INACTIVE' }), ...products(9)] },
          { category: aCategory({ id: 'c-spot' }), products: [] },
        ];
      },
    };
    const rows = await catalogUseCases(port).homePreview?.();
    expect(takes).toEqual([8]);
    expect(rows?.get('c-path')?.map((product) => product.id)).toEqual(['p-1', 'p-2', 'p-3', 'p-4', 'p-5', 'p-6', 'p-7', 'p-8']);
    expect(rows?.get('c-spot')).toEqual([]);
  });
});

describe('catalogUseCases.homeRow', () => {
  it('asks for the first 8 of the category', async () => {
    const { port, queries } = fakeCatalog({ list: products(3) });
    const row = await catalogUseCases(port).homeRow('c-path');
    expect(queries).toEqual([{ categoryId: 'c-path', skip: 0, take: 8 }]);
    expect(row).toHaveLength(3);
  });

  it('leaves out a product no longer sold', async () => {
    const { port } = fakeCatalog({ list: [aProduct({ id: 'p-1' }), aProduct({ id: 'p-2', state: 'INACTIVE' }), aProduct({ id: 'p-3' })] });
    expect((await catalogUseCases(port).homeRow('c-path')).map((p) => p.id)).toEqual(['p-1', 'p-3']);
  });

  it('returns at most 8 even when the backend sends more', async () => {
    const { port } = fakeCatalog({ list: products(12) });
    const row = await catalogUseCases(port).homeRow('c-path');
    expect(row.map((p) => p.id)).toEqual(['p-1', 'p-2', 'p-3', 'p-4', 'p-5', 'p-6', 'p-7', 'p-8']);
  });
});

describe('catalogUseCases.product', () => {
  it('returns an active product', async () => {
    const product = aProduct({ id: 'p-9', state: 'ACTIVE' });
    const { port, productIds } = fakeCatalog({ product });
    await expect(catalogUseCases(port).product('p-9')).resolves.toBe(product);
    expect(productIds).toEqual(['p-9']);
  });

  it("rejects an INACTIVE product with a BackendError of kind 'not-found'", async () => {
    const { port } = fakeCatalog({ product: aProduct({ id: 'p-9', state: 'INACTIVE' }) });
    const failure = await catalogUseCases(port)
      .product('p-9')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ kind: 'not-found', status: 404 });
    expect(isNotFound(failure)).toBe(true);
  });

  it('passes an unknown id through as not-found', async () => {
    const { port } = fakeCatalog();
    await expect(catalogUseCases(port).product('nope')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('catalogUseCases.related', () => {
  it("asks for the product's category", async () => {
    const current = aProduct({ id: 'current', categoryId: 'c-spot' });
    const { port, queries } = fakeCatalog();
    await catalogUseCases(port).related(current);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ categoryId: 'c-spot', skip: 0 });
  });

  it('excludes the product itself, other categories and inactive products', async () => {
    const current = aProduct({ id: 'current', categoryId: 'c-spot' });
    const list = [
      aProduct({ id: 'a', categoryId: 'c-spot' }),
      current,
      aProduct({ id: 'other-cat', categoryId: 'c-path' }),
      aProduct({ id: 'off', categoryId: 'c-spot', state: 'INACTIVE' }),
      aProduct({ id: 'b', categoryId: 'c-spot' }),
    ];
    const { port } = fakeCatalog({ list });
    const related = await catalogUseCases(port).related(current);
    expect(related.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('gives at most 8, still 8 when the product itself came back among 9', async () => {
    const current = aProduct({ id: 'p-1', categoryId: 'c-path' });
    const { port, queries } = fakeCatalog({ list: products(9, { categoryId: 'c-path' }) });
    const related = await catalogUseCases(port).related(current);
    expect(queries[0]?.take).toBeGreaterThanOrEqual(9);
    expect(related.map((p) => p.id)).toEqual(['p-2', 'p-3', 'p-4', 'p-5', 'p-6', 'p-7', 'p-8', 'p-9']);
  });

  it('caps a longer list at 8', async () => {
    const current = aProduct({ id: 'current', categoryId: 'c-path' });
    const { port } = fakeCatalog({ list: products(20, { categoryId: 'c-path' }) });
    expect(await catalogUseCases(port).related(current)).toHaveLength(8);
  });
});

describe('catalogUseCases.findBySkus', () => {
  it('passes the SKUs and how far to look on to the catalogue', async () => {
    const aurora = aProduct({ id: 'p-aurora', variants: [aVariant({ id: 'v-brass', sku: 'AUR-BR' })] });
    const { port, skuQueries } = fakeCatalog({ bySku: new Map([['AUR-BR', aurora]]) });
    const found = await catalogUseCases(port).findBySkus(['AUR-BR', 'NOPE'], { likelyOnly: true });
    expect([...found.keys()]).toEqual(['AUR-BR']);
    expect(skuQueries).toEqual([{ skus: ['AUR-BR', 'NOPE'], lookup: { likelyOnly: true } }]);
  });
});

describe('catalogUseCases.listedProducts', () => {
  it('reads the list pages 100 at a time until a short page, active products only, by id', async () => {
    const catalogue = [...products(150), aProduct({ id: 'p-off', state: 'INACTIVE' })];
    const queries: ProductQuery[] = [];
    const port: CatalogPort = {
      ...fakeCatalog().port,
      listProducts: async (query) => {
        queries.push(query);
        return catalogue.slice(query.skip, query.skip + query.take);
      },
    };
    const listed = await catalogUseCases(port).listedProducts();
    expect(queries).toEqual([
      { skip: 0, take: 100 },
      { skip: 100, take: 100 },
    ]);
    expect(listed.size).toBe(150);
    expect(listed.has('p-off')).toBe(false);
  });
});
