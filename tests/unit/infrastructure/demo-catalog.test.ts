import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../../src/application/shared/backend-error';
import { formatUnitPrice } from '../../../src/domain/shared/money';
import { DemoCatalog, catalogForCaller } from '../../../src/infrastructure/demo/demo-catalog';
import type { ShelfFileProduct } from '../../../src/infrastructure/demo/demo-shelf';
import type { Category } from '../../../src/domain/catalog/catalog';

// The catalogue file as the build writes it (demo-shelf.ts): domain objects, prices in integer mills.
const prices = { price: 10_000, dealerPrice: 56_905, distributorPrice: 7_000, contractorPrice: 9_000 };
const variant = { id: 'v', name: 'Brass', sku: 'LT-001-1', images: [], prices };
const product = (id: string, overrides: Partial<ShelfFileProduct> = {}): ShelfFileProduct => ({
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
const categories: Category[] = [{ id: 'cat-a', name: 'A', description: '', image: null, index: 1 }];
const products: ShelfFileProduct[] = [
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

  it('turns the mills back into money, a third decimal kept', async () => {
    serve({ categories, products });
    const found = (await new DemoCatalog().getProduct('p-1')).variants[0]?.prices;
    expect(found && [found.price, found.dealerPrice, found.distributorPrice, found.contractorPrice].map(formatUnitPrice)).toEqual([
      '$10.00',
      '$56.905',
      '$7.00',
      '$9.00',
    ]);
  });

  it.each([
    ['a price that is not integer mills', { categories, products: [product('p-1', { variants: [{ ...variant, prices: { ...prices, dealerPrice: 8.5 } }] })] }],
    ['a price as a decimal string', { categories, products: [product('p-1', { variants: [{ ...variant, prices: { ...prices, price: '10.00' as never } }] })] }],
    ['a missing price', { categories, products: [{ ...product('p-1'), variants: [{ id: 'v', name: 'Brass', sku: null, images: [] }] }] }],
    ['a price missing from the prices', { categories, products: [product('p-1', { variants: [{ ...variant, prices: { ...prices, price: undefined as never } }] })] }],
    ['a product without variants', { categories, products: [{ id: 'p-1' }] }],
    ['no products', { categories }],
    ['not an object', [categories, products]],
  ])('a file with %s is malformed', async (_case, body) => {
    serve(body);
    await expect(new DemoCatalog().listCategories()).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The demo catalogue file does not read as a catalogue',
    });
  });

  it('a file that is not JSON is malformed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>', { status: 200 })));
    await expect(new DemoCatalog().listCategories()).rejects.toMatchObject({ kind: 'malformed' });
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

describe('DemoCatalog, one product while the catalogue is not loaded', () => {
  /** The host's files by path; any other path answers as a static host's fallback page would. */
  function serveFiles(files: Record<string, unknown>) {
    const fetchStub = vi.fn(async (url: string | URL) => {
      const path = String(url);
      return path in files ? new Response(JSON.stringify(files[path])) : new Response('<!doctype html><title>Lumen Trade</title>', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchStub);
    return fetchStub;
  }
  const shelfFile = { categories, products };
  const productFile = products[0];

  it("reads the product's own file, as the backend answers GET /products/{id}, and not the catalogue", async () => {
    const fetchStub = serveFiles({ '/demo/products/p-1.json': productFile, '/demo/catalog.json': shelfFile });
    const found = await new DemoCatalog().getProduct('p-1');
    expect(found.name).toBe('Aurora Bollard');
    expect(found.variants[0]?.prices && formatUnitPrice(found.variants[0].prices.dealerPrice)).toBe('$56.905');
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual(['/demo/products/p-1.json']);
  });

  it.each([
    ["the host's page for an unknown path", {}],
    ['a file of another product', { '/demo/products/p-1.json': products[1] }],
    ['a file that is not a product', { '/demo/products/p-1.json': { id: 'p-1' } }],
  ])('with %s, the catalogue answers', async (_case, files) => {
    serveFiles({ ...files, '/demo/catalog.json': shelfFile });
    expect((await new DemoCatalog().getProduct('p-1')).name).toBe('Aurora Bollard');
  });

  it('a product with no file of its own and none in the catalogue is not-found', async () => {
    serveFiles({ '/demo/catalog.json': shelfFile });
    await expect(new DemoCatalog().getProduct('p-9')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('a product file that cannot be fetched: the catalogue answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/products/')) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(shelfFile));
      }),
    );
    expect((await new DemoCatalog().getProduct('p-1')).name).toBe('Aurora Bollard');
  });

  it('many products at once (a long cart repriced) come from the one catalogue file after the first 40 files', async () => {
    const files = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`/demo/products/p-${index}.json`, { ...productFile, id: `p-${index}` }]));
    const fetchStub = serveFiles({ ...files, '/demo/catalog.json': shelfFile });
    const catalog = new DemoCatalog();
    const asked = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => catalog.getProduct(`p-${index}`)));
    const urls = fetchStub.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/demo/products/'))).toHaveLength(40);
    expect(urls.filter((url) => url === '/demo/catalog.json')).toHaveLength(1);
    // The catalogue holds p-1 and p-2; the 41st product on is read from it.
    expect(asked.slice(0, 40).every((result) => result.status === 'fulfilled')).toBe(true);
  });

  it('once the catalogue is loaded, products come from it', async () => {
    const fetchStub = serveFiles({ '/demo/products/p-1.json': productFile, '/demo/catalog.json': shelfFile });
    const catalog = new DemoCatalog();
    await catalog.listCategories();
    await catalog.getProduct('p-1');
    expect(fetchStub.mock.calls.map(([url]) => String(url))).toEqual(['/demo/catalog.json']);
  });
});

describe('the demo catalogue as a caller sees it (catalogForCaller)', () => {
  function catalogFor(signedIn: boolean) {
    serve({ categories, products });
    return catalogForCaller(new DemoCatalog(), async () => signedIn);
  }

  it('leaves the prices out for a visitor, as the hosted backend does, on lists and product pages', async () => {
    const catalog = catalogFor(false);
    const listed = await catalog.listProducts({ skip: 0, take: 40 });
    expect(listed.map((item) => item.variants.map((each) => each.prices))).toEqual([[null], [null], [null]]);
    const found = await catalog.getProduct('p-1');
    expect(found.variants).toEqual([{ id: 'v', name: 'Brass', sku: 'LT-001-1', images: [], prices: null }]);
    expect(await catalog.listCategories()).toEqual(categories);
  });

  it('prices every variant for a signed-in caller', async () => {
    const found = (await catalogFor(true).getProduct('p-1')).variants[0]?.prices;
    expect(found && formatUnitPrice(found.dealerPrice)).toBe('$56.905');
  });

  it('has no home preview: the home page loads its rows one by one', () => {
    expect(catalogFor(true).homePreview).toBeUndefined();
  });
});
