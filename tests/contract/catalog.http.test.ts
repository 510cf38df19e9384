import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { catalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import { toSnapshot } from 'dinero.js';
import { millsOf, toDecimalString, type Money } from '../../src/domain/shared/money';
import { isPairProduct, lineTotal, effectiveUnitPrice, unitPriceForRole, unitsFor, type QuantityType } from '../../src/domain/pricing/pricing';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';

/** A unit price as the domain holds it: an integer amount at a scale (3: mills). */
function scaled(price: Money | undefined) {
  if (!price) throw new Error('No price');
  const { amount, scale } = toSnapshot(price);
  return { amount, scale };
}

/** A product as the backend sends it: numeric ids, prices as strings and numbers. */
function wireProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 42,
    name: 'Brass Path Light PL-100',
    description: '<p>Solid brass path light.</p>',
    images: ['https://cdn.test/pl-100.jpg'],
    categoryId: 7,
    caseSize: 12,
    allowCaseOrder: true,
    state: 'ACTIVE',
    variants: [
      {
        id: 420,
        name: 'Brass 3000K',
        price: '19.99',
        dealerPrice: 33.33,
        distributorPrice: 15,
        contractorPrice: '17.5',
        images: ['https://cdn.test/pl-100-brass.jpg'],
      },
    ],
    ...overrides,
  };
}

function wireProducts(count: number, overrides: (index: number) => Record<string, unknown> = () => ({})) {
  return Array.from({ length: count }, (_, index) => wireProduct({ id: `p-${index + 1}`, ...overrides(index) }));
}

const { log, server, answer, replay } = mockBackend();

function catalogWith(identity = new FakeIdentity()) {
  return new HttpCatalog(createHttpClient(API, identity));
}

describe('GET /category', () => {
  it('is a GET to /category with no query, carrying the Bearer token', async () => {
    answer('/category', []);
    await catalogWith().listCategories();
    expect(log.seen).toHaveLength(1);
    expect(log.last()).toEqual({ method: 'GET', path: '/category', query: {}, authorization: 'Bearer token-123' });
  });

  it('parses categories: numeric ids become strings, missing optional fields get defaults', async () => {
    answer('/category', [
      { id: 7, name: 'Path Lights', description: 'Low-voltage path lights', image: 'https://cdn.test/path.jpg', index: 2 },
      { id: 'c-spot', name: 'Spot Lights' },
    ]);
    const categories = await catalogWith().listCategories();
    expect(categories).toEqual([
      { id: '7', name: 'Path Lights', description: 'Low-voltage path lights', image: 'https://cdn.test/path.jpg', index: 2 },
      { id: 'c-spot', name: 'Spot Lights', description: '', image: null, index: 0 },
    ]);
  });

  it('rejects a category without a name as malformed', async () => {
    answer('/category', [{ id: 1 }]);
    await expectKind(catalogWith().listCategories(), 'malformed');
  });
});

describe('GET /products', () => {
  it('sends exactly categoryId, q, state=ACTIVE, skip and take', async () => {
    answer('/products', []);
    await catalogWith().listProducts({ categoryId: 'c-7', search: 'brass path', skip: 40, take: 40 });
    const request = log.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/products');
    expect(request.query).toEqual({ categoryId: 'c-7', q: 'brass path', state: 'ACTIVE', skip: '40', take: '40' });
  });

  it('leaves categoryId and q out when there is no category or search', async () => {
    answer('/products', []);
    await catalogWith().listProducts({ skip: 0, take: 40 });
    const { query } = log.last();
    expect(query).toEqual({ state: 'ACTIVE', skip: '0', take: '40' });
    expect(Object.keys(query)).not.toContain('categoryId');
    expect(Object.keys(query)).not.toContain('q');
  });

  it('leaves q out for an empty search', async () => {
    answer('/products', []);
    await catalogWith().listProducts({ categoryId: 'c-7', search: '', skip: 0, take: 8 });
    expect(log.last().query).toEqual({ categoryId: 'c-7', state: 'ACTIVE', skip: '0', take: '8' });
  });

  it('parses a realistic product: exact mills, string ids', async () => {
    answer('/products', [wireProduct()]);
    const [product] = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(product).toBeDefined();
    expect(product!.id).toBe('42');
    expect(product!.categoryId).toBe('7');
    expect(product!.name).toBe('Brass Path Light PL-100');
    expect(product!.description).toBe('<p>Solid brass path light.</p>');
    expect(product!.images).toEqual(['https://cdn.test/pl-100.jpg']);
    expect(product!.caseSize).toBe(12);
    expect(product!.allowCaseOrder).toBe(true);
    expect(product!.state).toBe('ACTIVE');
    const variant = product!.variants[0]!;
    expect(variant.id).toBe('420');
    expect(variant.name).toBe('Brass 3000K');
    expect(variant.images).toEqual(['https://cdn.test/pl-100-brass.jpg']);
    expect(scaled(variant.prices?.price)).toEqual({ amount: 19990, scale: 3 });
    expect(scaled(variant.prices?.dealerPrice)).toEqual({ amount: 33330, scale: 3 });
    expect(scaled(variant.prices?.distributorPrice)).toEqual({ amount: 15000, scale: 3 });
    expect(scaled(variant.prices?.contractorPrice)).toEqual({ amount: 17500, scale: 3 });
  });

  it.each<[string | number, number]>([
    ['19.99', 19990],
    [19.99, 19990],
    [33.33, 33330],
    ['56.905', 56905],
    ['219.950', 219950],
    ['0.10', 100],
    [0.1, 100],
    ['1234.5', 1234500],
    [1234, 1234000],
    ['0', 0],
    ['0.0005', 1],
  ])('reads the price %j as exactly %i mills', async (price, expected) => {
    answer('/products', [wireProduct({ variants: [{ ...variantOf(wireProduct()), price }] })]);
    const [product] = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(scaled(product!.variants[0]!.prices?.price)).toEqual({ amount: expected, scale: 3 });
  });

  it('gives missing optional fields their defaults', async () => {
    answer('/products', [
      {
        id: 5,
        name: 'Well Light WL-5',
        categoryId: 3,
        variants: [{ id: 50, name: 'Bronze', price: '10.00', dealerPrice: '8.00', distributorPrice: '7.00', contractorPrice: '9.00' }],
      },
      wireProduct({ id: 6, description: null, images: null, caseSize: null, allowCaseOrder: null, state: null }),
    ]);
    const products = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(products).toHaveLength(2);
    for (const product of products) {
      expect(product.description).toBe('');
      expect(product.images).toEqual([]);
      expect(product.caseSize).toBe(1);
      expect(product.allowCaseOrder).toBe(false);
      expect(product.state).toBe('ACTIVE');
    }
    expect(products[0]!.variants[0]!.images).toEqual([]);
  });

  it.each([
    ['a page object {products}', (list: unknown[]) => ({ products: list, total: 2 })],
    ['a page object {data}', (list: unknown[]) => ({ data: list, total: 2 })],
  ])('accepts %s', async (_label, wrap) => {
    answer('/products', wrap(wireProducts(2)));
    const products = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(products.map((product) => product.id)).toEqual(['p-1', 'p-2']);
  });

  it('reads the state of each product (a missing state reads as active)', async () => {
    answer('/products', [
      wireProduct({ id: 'p-on' }),
      wireProduct({ id: 'p-off', state: 'INACTIVE' }),
      wireProduct({ id: 'p-default', state: undefined }),
    ]);
    const products = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(products.map((product) => product.state)).toEqual(['ACTIVE', 'INACTIVE', 'ACTIVE']);
  });
});

describe('GET /products/{id}', () => {
  it('is a GET to /products/{id} with no query, carrying the Bearer token', async () => {
    answer('/products/42', wireProduct({ id: 42 }));
    const product = await catalogWith().getProduct('42');
    expect(product.id).toBe('42');
    expect(log.last()).toEqual({ method: 'GET', path: '/products/42', query: {}, authorization: 'Bearer token-123' });
  });

  it.each(['a/b c', 'p-1', '1.5', '', '99999999999999999999'])('refuses the id %j before any call: no such product', async (id) => {
    await expectKind(catalogWith().getProduct(id), 'not-found');
    expect(log.seen).toHaveLength(0);
  });

  it('maps HTTP 404 to kind not-found', async () => {
    answer('/products/999', { message: 'Product not found' }, { status: 404 });
    const error = await expectKind(catalogWith().getProduct('999'), 'not-found');
    expect(error.status).toBe(404);
  });
});

describe('Authorization header', () => {
  it('is absent when the identity has no token (signed out)', async () => {
    answer('/category', []);
    answer('/products', []);
    answer('/products/1', wireProduct({ id: 'p-1' }));
    const catalog = catalogWith(new FakeIdentity(null));
    await catalog.listCategories();
    await catalog.listProducts({ skip: 0, take: 40 });
    await catalog.getProduct('1');
    expect(log.seen).toHaveLength(3);
    expect(log.seen.map((request) => request.authorization)).toEqual([null, null, null]);
  });

  it('is present on every call when signed in', async () => {
    answer('/category', []);
    answer('/products', []);
    answer('/products/1', wireProduct({ id: 'p-1' }));
    const catalog = catalogWith(new FakeIdentity('token-123'));
    await catalog.listCategories();
    await catalog.listProducts({ skip: 0, take: 40 });
    await catalog.getProduct('1');
    expect(log.seen.map((request) => request.authorization)).toEqual([
      'Bearer token-123',
      'Bearer token-123',
      'Bearer token-123',
    ]);
  });

  it('asks the identity for a fresh token on each request', async () => {
    answer('/category', []);
    let issued = 0;
    const identity = new FakeIdentity(() => `token-${++issued}`);
    const catalog = catalogWith(identity);
    await catalog.listCategories();
    await catalog.listCategories();
    await catalog.listCategories();
    expect(identity.calls).toBe(3);
    expect(log.seen.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-3',
    ]);
  });

  it('follows a sign-out between requests', async () => {
    answer('/category', []);
    let token: string | null = 'token-123';
    const catalog = catalogWith(new FakeIdentity(() => token));
    await catalog.listCategories();
    token = null;
    await catalog.listCategories();
    expect(log.seen.map((request) => request.authorization)).toEqual(['Bearer token-123', null]);
  });
});

function variantOf(product: Record<string, unknown>): Record<string, unknown> {
  return (product.variants as Record<string, unknown>[])[0]!;
}

describe('malformed answers are rejected with kind malformed', () => {
  const variant = variantOf(wireProduct());

  it.each<[string, unknown]>([
    ['a product missing variants', wireProduct({ variants: undefined })],
    ['a price "abc"', wireProduct({ variants: [{ ...variant, price: 'abc' }] })],
    ['a negative price "-5.00"', wireProduct({ variants: [{ ...variant, dealerPrice: '-5.00' }] })],
    ['a price as an object', wireProduct({ variants: [{ ...variant, dealerPrice: { amount: 1999, currency: 'USD' } }] })],
    ['an empty price string', wireProduct({ variants: [{ ...variant, contractorPrice: '' }] })],
    ['a price in exponent form', wireProduct({ variants: [{ ...variant, price: 1e21 }] })],
    ['a variant without an id', wireProduct({ variants: [{ ...variant, id: undefined }] })],
    ['an empty product id', wireProduct({ id: '' })],
    ['a fractional case size', wireProduct({ caseSize: 1.5 })],
    ['a product without a name', wireProduct({ name: undefined })],
  ])('GET /products/{id}: %s', async (_label, body) => {
    answer('/products/1', body);
    const error = await expectKind(catalogWith().getProduct('1'), 'malformed');
    expect(error.message).toContain('/products/1');
  });

  it('GET /products: one bad product rejects the whole answer', async () => {
    answer('/products', [wireProduct(), wireProduct({ variants: [{ ...variant, price: 'abc' }] })]);
    await expectKind(catalogWith().listProducts({ skip: 0, take: 40 }), 'malformed');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['an object that is not a page', { items: [] }],
    ['a string', 'ok'],
  ])('GET /products: %s body', async (_label, body) => {
    answer('/products', body);
    await expectKind(catalogWith().listProducts({ skip: 0, take: 40 }), 'malformed');
  });

  it('GET /products/{id}: null body', async () => {
    answer('/products/1', null);
    await expectKind(catalogWith().getProduct('1'), 'malformed');
  });

  it('GET /products: an HTML page where JSON was expected', async () => {
    server.use(
      http.get(`${API}/products`, () =>
        new HttpResponse('<!doctype html><html><head><title>Welcome</title></head><body>Hi</body></html>', {
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    await expectKind(catalogWith().listProducts({ skip: 0, take: 40 }), 'malformed');
  });

  it('GET /category: an HTML page where JSON was expected', async () => {
    server.use(
      http.get(`${API}/category`, () => HttpResponse.html('<!doctype html><html><body>Login</body></html>')),
    );
    await expectKind(catalogWith().listCategories(), 'malformed');
  });
});

describe('HTTP and network failures', () => {
  it('500 with {message} is kind http, its text never passed on (a 500 can carry SQL)', async () => {
    answer('/products', { message: 'relation "product" does not exist' }, { status: 500 });
    const error = await expectKind(catalogWith().listProducts({ skip: 0, take: 40 }), 'http');
    expect(error.message).toBe('The backend answered 500');
    expect(error.serverMessage).toBeUndefined();
    expect(error.status).toBe(500);
  });

  it('500 without a message is kind http with a generic message', async () => {
    server.use(http.get(`${API}/category`, () => new HttpResponse('oops', { status: 500 })));
    const error = await expectKind(catalogWith().listCategories(), 'http');
    expect(error.message).toBe('The backend answered 500');
  });

  it.each([401, 403])('%i is kind unauthorized', async (status) => {
    answer('/category', { message: 'Token expired' }, { status });
    const error = await expectKind(catalogWith().listCategories(), 'unauthorized');
    expect(error.message).toBe('Token expired');
  });

  it('a network error is kind network', async () => {
    server.use(http.get(`${API}/products/1`, () => HttpResponse.error()));
    await expectKind(catalogWith().getProduct('1'), 'network');
  });
});

describe('catalogue use cases over HTTP', () => {
  let catalog: ReturnType<typeof catalogUseCases>;
  beforeEach(() => {
    catalog = catalogUseCases(new HttpCatalog(createHttpClient(API, new FakeIdentity())));
  });

  it('productPage({page: 2}) asks for skip=40 take=40', async () => {
    answer('/products', wireProducts(40));
    const page = await catalog.productPage({ page: 2 });
    expect(log.last().query).toEqual({ state: 'ACTIVE', skip: '40', take: '40' });
    expect(page.page).toBe(2);
    expect(page.products).toHaveLength(40);
    expect(page.hasNext).toBe(true);
  });

  it('productPage passes the category and search along', async () => {
    answer('/products', []);
    await catalog.productPage({ page: 3, categoryId: 'c-7', search: 'spot' });
    expect(log.last().query).toEqual({ categoryId: 'c-7', q: 'spot', state: 'ACTIVE', skip: '80', take: '40' });
  });

  it('keeps inactive products off the shelf, yet a full page from the backend still has a next page', async () => {
    answer('/products', [...wireProducts(39), wireProduct({ id: 'p-off', state: 'INACTIVE' })]);
    const page = await catalog.productPage({ page: 1 });
    expect(page.products).toHaveLength(39);
    expect(page.products.some((product) => product.id === 'p-off')).toBe(false);
    expect(page.hasNext).toBe(true);
  });

  it('hasNext is false when fewer than 40 came back', async () => {
    answer('/products', wireProducts(39));
    const page = await catalog.productPage({ page: 1 });
    expect(log.last().query).toEqual({ state: 'ACTIVE', skip: '0', take: '40' });
    expect(page.products).toHaveLength(39);
    expect(page.hasNext).toBe(false);
  });

  it('product(id) of an INACTIVE product rejects with kind not-found', async () => {
    answer('/products/66', wireProduct({ id: 66, state: 'INACTIVE' }));
    await expectKind(catalog.product('66'), 'not-found');
    expect(log.last().path).toBe('/products/66');
  });

  it('product(id) of an active product resolves to it', async () => {
    answer('/products/67', wireProduct({ id: 67 }));
    const product = await catalog.product('67');
    expect(product.id).toBe('67');
  });

  it('related() asks the product’s category and excludes the product itself', async () => {
    answer(
      '/products',
      [wireProduct({ id: 'p-2' }), wireProduct({ id: 'p-1' }), wireProduct({ id: 'p-3' })],
    );
    answer('/products/1', wireProduct({ id: 'p-1' }));
    const product = await catalog.product('1');
    const related = await catalog.related(product);
    expect(log.last().query).toEqual({ categoryId: '7', state: 'ACTIVE', skip: '0', take: '9' });
    expect(related.map((candidate) => candidate.id)).toEqual(['p-2', 'p-3']);
  });
});

describe('the real backend’s catalogue answers (captured)', () => {
  it('a visitor’s product list carries no price fields: each variant’s prices are null, its sku kept', async () => {
    replay('products-list-none', '/products');
    const products = await catalogWith(new FakeIdentity(null)).listProducts({ skip: 0, take: 8 });
    expect(products.map((product) => product.id)).toEqual(['4', '3', '2', '1']);
    const bollard = products[0]!;
    expect(bollard).toMatchObject({ name: 'TS-B301 Bollard', categoryId: '3', caseSize: 4, allowCaseOrder: true, state: 'ACTIVE' });
    expect(bollard.variants).toEqual([
      { id: '6', name: 'Bronze', sku: 'TSB301-BZ', images: ['/images/products/bollard-bronze.svg'], prices: null },
    ]);
    expect(products.every((product) => product.variants.every((variant) => variant.prices === null))).toBe(true);
  });

  it('a dealer’s product list carries the four prices, read to the mill', async () => {
    replay('products-list-dealer', '/products');
    const [bollard] = await catalogWith().listProducts({ skip: 0, take: 8 });
    const prices = bollard!.variants[0]!.prices!;
    expect(bollard!.variants[0]!.sku).toBe('TSB301-BZ');
    expect([prices.price, prices.dealerPrice, prices.distributorPrice, prices.contractorPrice].map(scaled)).toEqual([
      { amount: 310000, scale: 3 },
      { amount: 219950, scale: 3 },
      { amount: 189500, scale: 3 },
      { amount: 249000, scale: 3 },
    ]);
  });

  it('a visitor’s product detail has variants without prices', async () => {
    replay('products-detail-none');
    const product = await catalogWith(new FakeIdentity(null)).getProduct('1');
    expect(product.variants.map(({ id, sku, prices }) => ({ id, sku, prices }))).toEqual([
      { id: '1', sku: 'AUR-BR', prices: null },
      { id: '2', sku: 'AUR-BZ', prices: null },
    ]);
  });

  it('a dealer’s product detail: numeric ids as strings, prices to the mill', async () => {
    replay('products-detail-dealer');
    const product = await catalogWith().getProduct('1');
    expect(product).toMatchObject({ id: '1', categoryId: '1', caseSize: 12, allowCaseOrder: true });
    expect(scaled(product.variants[0]!.prices?.dealerPrice)).toEqual({ amount: 59900, scale: 3 });
    expect(scaled(product.variants[1]!.prices?.dealerPrice)).toEqual({ amount: 61350, scale: 3 });
  });

  it('a missing product answers 200 with an empty body: kind not-found', async () => {
    const { captured } = replay('products-detail-missing');
    expect(captured.status).toBe(200);
    const error = await expectKind(catalogWith().getProduct('999999'), 'not-found');
    expect(error.message).toBe('No product 999999');
  });

  it('an inactive product is still answered by its detail: the use case says not found', async () => {
    const { captured } = replay('products-detail-inactive-dealer');
    const id = String((captured.body as { id: number }).id);
    await expect(catalogWith().getProduct(id)).resolves.toMatchObject({ state: 'INACTIVE' });
    await expectKind(catalogUseCases(catalogWith()).product(id), 'not-found');
  });

  it('home-preview: one call for every home row, each with its category and trimmed products', async () => {
    replay('products-home-preview-dealer');
    const rows = await catalogWith().homePreview(8);
    expect(log.last()).toMatchObject({ path: '/products/home-preview', query: { take: '8' } });
    expect(rows.map((row) => row.category)).toEqual([
      { id: '1', name: 'Path Lights', description: '', image: null, index: 0 },
      { id: '2', name: 'Spot & Flood Lights', description: '', image: null, index: 1 },
      { id: '3', name: 'Bollards', description: '', image: null, index: 2 },
    ]);
    expect(rows.map((row) => row.products.map((product) => product.id))).toEqual([['2', '1'], ['3'], ['4']]);
    const aurora = rows[0]!.products[1]!;
    expect(aurora).toMatchObject({ name: 'Aurora Brass Path Light', categoryId: '1', images: ['/images/products/path-brass.svg'] });
    expect(aurora.variants.map((variant) => ({ id: variant.id, dealer: scaled(variant.prices?.dealerPrice) }))).toEqual([
      { id: '1', dealer: { amount: 59900, scale: 3 } },
    ]);
  });

  it('home-preview for a visitor: the same rows, no prices', async () => {
    replay('products-home-preview-none');
    const rows = await catalogWith(new FakeIdentity(null)).homePreview(8);
    expect(rows.flatMap((row) => row.products.flatMap((product) => product.variants.map((variant) => variant.prices)))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('the categories: names, descriptions and images as the backend keeps them, in its order', async () => {
    replay('category-list');
    expect(await catalogWith(new FakeIdentity(null)).listCategories()).toEqual([
      { id: '1', name: 'Path Lights', description: 'Brass and copper path lights', image: '/images/categories/path-lights.svg', index: 0 },
      { id: '2', name: 'Spot & Flood Lights', description: 'Adjustable spots and floods', image: '/images/categories/spot-flood-lights.svg', index: 1 },
      { id: '3', name: 'Bollards', description: 'Bollard lights for drives and walks', image: '/images/categories/bollards.svg', index: 2 },
    ]);
  });

  /** Each listed product as id, name, and its variants' SKU with the dealer price in mills (null without prices). */
  const listed = (products: Awaited<ReturnType<HttpCatalog['listProducts']>>) =>
    products.map((product) => [product.id, product.name, product.variants.map((variant) => [variant.sku, variant.prices ? millsOf(variant.prices.dealerPrice) : null])]);

  it.each<[string, Parameters<HttpCatalog['listProducts']>[0], FakeIdentity, unknown[]]>([
    ['products-list-category-dealer', { categoryId: '1', skip: 0, take: 8 }, new FakeIdentity(), [
      ['2', 'Comet Copper Path Light', [['COM-CU', 84_990]]],
      ['1', 'Aurora Brass Path Light', [['AUR-BR', 59_900]]],
    ]],
    ['products-list-page2-dealer', { skip: 2, take: 2 }, new FakeIdentity(), [
      ['2', 'Comet Copper Path Light', [['COM-CU', 84_990]]],
      ['1', 'Aurora Brass Path Light', [['AUR-BR', 59_900]]],
    ]],
    ['products-list-search-dealer', { search: 'brass', skip: 0, take: 8 }, new FakeIdentity(), [['1', 'Aurora Brass Path Light', [['AUR-BR', 59_900]]]]],
    ['products-list-search-none', { search: 'bollard', skip: 0, take: 8 }, new FakeIdentity(null), [['4', 'TS-B301 Bollard', [['TSB301-BZ', null]]]]],
    ['products-list-empty', { search: 'zzzz-nothing', skip: 0, take: 8 }, new FakeIdentity(), []],
  ])('%s: the products the list shows', async (name, query, identity, products) => {
    replay(name, '/products');
    expect(listed(await catalogWith(identity).listProducts(query))).toEqual(products);
  });

  it('a category that is not a number (a typed URL, ?category=abc) is the real 400 with the server’s words', async () => {
    replay('products-list-bad-category', '/products');
    const error = await expectKind(catalogWith().listProducts({ categoryId: 'abc', skip: 0, take: 8 }), 'http');
    expect([error.status, error.serverMessage]).toEqual([400, 'categoryId must be a number conforming to the specified constraints']);
  });

  it('a token the backend cannot read still gets the product, priced as for a visitor: no prices', async () => {
    replay('products-detail-bad-token');
    const product = await catalogWith(new FakeIdentity('not-a-token')).getProduct('1');
    expect(product.variants.map(({ sku, prices }) => [sku, prices])).toEqual([
      ['AUR-BR', null],
      ['AUR-BZ', null],
    ]);
  });

  /** A line of the product's only variant: `quantity` pairs or cases at the role's price. */
  const pairLine = (product: Awaited<ReturnType<HttpCatalog['getProduct']>>, quantity: number, quantityType: QuantityType) => ({
    quantity,
    quantityType,
    caseSize: product.caseSize,
    allowCaseOrder: product.allowCaseOrder,
    isPairProduct: isPairProduct(product.name),
  });

  it('the real pair product: TS-B301, two units a pair, a case of 4; the dealer’s unit price to the mill, the case price from a whole case', async () => {
    replay('products-detail-pair-dealer');
    const product = await catalogWith().getProduct('4');
    expect([product.name, product.caseSize, product.allowCaseOrder, isPairProduct(product.name)]).toEqual(['TS-B301 Bollard', 4, true, true]);
    const prices = product.variants[0]!.prices!;
    expect([prices.price, prices.dealerPrice, prices.distributorPrice, prices.contractorPrice].map(millsOf)).toEqual([310_000, 219_950, 189_500, 249_000]);
    const lines = ([[1, 'SINGLE'], [2, 'SINGLE'], [1, 'CASE']] as const).map(([quantity, type]) => ({ ...pairLine(product, quantity, type), unitPrice: unitPriceForRole(prices, 'DEALER') }));
    // 1 pair: 2 units at $219.950. 2 pairs are 4 units, a whole case: $219.95 x 95% = $208.9525, half-up $208.953.
    expect(lines.map((line) => [unitsFor(line), millsOf(effectiveUnitPrice(line)), toDecimalString(lineTotal(line))])).toEqual([
      [2, 219_950, '439.90'],
      [4, 208_953, '835.81'],
      [4, 208_953, '835.81'],
    ]);
    expect(millsOf(effectiveUnitPrice({ ...lines[2]!, unitPrice: unitPriceForRole(prices, 'DISTRIBUTOR') }))).toBe(180_025);
  });

  it('the real pair product for a visitor: the same units, no prices', async () => {
    replay('products-detail-pair-none');
    const product = await catalogWith(new FakeIdentity(null)).getProduct('4');
    expect(product.variants.map(({ id, sku, prices }) => ({ id, sku, prices }))).toEqual([{ id: '6', sku: 'TSB301-BZ', prices: null }]);
    expect([unitsFor(pairLine(product, 3, 'SINGLE')), unitsFor(pairLine(product, 3, 'CASE'))]).toEqual([6, 12]);
  });

  it('a variant with some prices but not all is malformed', async () => {
    const body = realAnswer('products-detail-dealer').body as { variants: Record<string, unknown>[] };
    answer('/products/1', { ...body, variants: [{ ...body.variants[0], dealerPrice: undefined }] });
    await expectKind(catalogWith().getProduct('1'), 'malformed');
  });
});
