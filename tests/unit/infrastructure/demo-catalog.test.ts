import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/application/shared/backend-error';
import { DemoCatalog } from '../../../src/infrastructure/demo/demo-catalog';
import type { RawCategory, RawProduct } from '../../../src/infrastructure/http/catalog.schema';

const variant = { id: 'v', name: 'Brass', price: '10.00', dealerPrice: '8.00', distributorPrice: '7.00', contractorPrice: '9.00', images: [] };
const product = (id: string, overrides: Partial<RawProduct> = {}): RawProduct => ({
  id,
  name: `Light ${id}`,
  description: '<p>A light</p>',
  images: [],
  categoryId: 'cat-a',
  caseSize: 1,
  allowCaseOrder: false,
  state: 'ACTIVE',
  variants: [variant],
  ...overrides,
});
const categories: RawCategory[] = [{ id: 'cat-a', name: 'A', index: 1 }];
const products: RawProduct[] = [
  product('p-1', { name: 'Aurora Bollard' }),
  product('p-2', { description: '<p>Tough <strong>BOLLARD</strong> base</p>' }),
  product('p-3', { categoryId: 'cat-b' }),
  product('p-4', { name: 'Retired Bollard', state: 'INACTIVE' }),
];

function serve(body: unknown, status = 200) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => vi.unstubAllGlobals());

describe('DemoCatalog', () => {
  it('searches name and description ignoring case, active products only', async () => {
    serve({ categories, products });
    const found = await new DemoCatalog().listProducts({ search: 'bollard', skip: 0, take: 40 });
    expect(found.map((item) => item.id)).toEqual(['p-1', 'p-2']);
  });

  it('filters by category and pages with skip and take', async () => {
    serve({ categories, products });
    const catalog = new DemoCatalog();
    expect((await catalog.listProducts({ categoryId: 'cat-a', skip: 0, take: 1 })).map((item) => item.id)).toEqual(['p-1']);
    expect((await catalog.listProducts({ categoryId: 'cat-a', skip: 1, take: 1 })).map((item) => item.id)).toEqual(['p-2']);
  });

  it('loads the catalogue file once', async () => {
    const fetchStub = serve({ categories, products });
    const catalog = new DemoCatalog();
    await catalog.listCategories();
    await catalog.getProduct('p-1');
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('an unknown product is not-found', async () => {
    serve({ categories, products });
    await expect(new DemoCatalog().getProduct('nope')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('a file that cannot be fetched or read is an error of its kind, and the next call tries again', async () => {
    serve({ error: 'gone' }, 500);
    const catalog = new DemoCatalog();
    await expect(catalog.listCategories()).rejects.toMatchObject({ kind: 'network' });
    serve({ categories: 'not a list' });
    await expect(catalog.listCategories()).rejects.toBeInstanceOf(BackendError);
    await expect(catalog.listCategories()).rejects.toMatchObject({ kind: 'malformed' });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(catalog.listCategories()).rejects.toMatchObject({ kind: 'network' });
    serve({ categories, products });
    expect(await catalog.listCategories()).toHaveLength(1);
  });
});
