import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { catalogUseCases } from '../../src/application/catalog/catalog.use-cases';
import { centsOf } from '../../src/domain/shared/money';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';

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

const { log, server, answer } = mockBackend();

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

  it('parses a realistic product: exact cents, string ids', async () => {
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
    expect(centsOf(variant.price)).toBe(1999);
    expect(centsOf(variant.dealerPrice)).toBe(3333);
    expect(centsOf(variant.distributorPrice)).toBe(1500);
    expect(centsOf(variant.contractorPrice)).toBe(1750);
  });

  it.each<[string | number, number]>([
    ['19.99', 1999],
    [19.99, 1999],
    [33.33, 3333],
    ['0.10', 10],
    [0.1, 10],
    ['1234.5', 123450],
    [1234, 123400],
    ['0', 0],
  ])('reads the price %j as exactly %i cents', async (price, expected) => {
    answer('/products', [wireProduct({ variants: [{ ...variantOf(wireProduct()), price }] })]);
    const [product] = await catalogWith().listProducts({ skip: 0, take: 40 });
    expect(centsOf(product!.variants[0]!.price)).toBe(expected);
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
    answer('/products/p-42', wireProduct({ id: 'p-42' }));
    const product = await catalogWith().getProduct('p-42');
    expect(product.id).toBe('p-42');
    expect(log.last()).toEqual({ method: 'GET', path: '/products/p-42', query: {}, authorization: 'Bearer token-123' });
  });

  it('encodes the id as one path segment', async () => {
    server.use(
      http.get(`${API}/products/*`, ({ request }) => {
        log.record(request);
        return HttpResponse.json(wireProduct({ id: 'a/b c' }));
      }),
    );
    await catalogWith().getProduct('a/b c');
    expect(log.last().path).toBe('/products/a%2Fb%20c');
  });

  it('maps HTTP 404 to kind not-found', async () => {
    answer('/products/missing', { message: 'Product not found' }, { status: 404 });
    const error = await expectKind(catalogWith().getProduct('missing'), 'not-found');
    expect(error.status).toBe(404);
  });
});

describe('Authorization header', () => {
  it('is absent when the identity has no token (signed out)', async () => {
    answer('/category', []);
    answer('/products', []);
    answer('/products/p-1', wireProduct({ id: 'p-1' }));
    const catalog = catalogWith(new FakeIdentity(null));
    await catalog.listCategories();
    await catalog.listProducts({ skip: 0, take: 40 });
    await catalog.getProduct('p-1');
    expect(log.seen).toHaveLength(3);
    expect(log.seen.map((request) => request.authorization)).toEqual([null, null, null]);
  });

  it('is present on every call when signed in', async () => {
    answer('/category', []);
    answer('/products', []);
    answer('/products/p-1', wireProduct({ id: 'p-1' }));
    const catalog = catalogWith(new FakeIdentity('token-123'));
    await catalog.listCategories();
    await catalog.listProducts({ skip: 0, take: 40 });
    await catalog.getProduct('p-1');
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
    answer('/products/p-1', body);
    const error = await expectKind(catalogWith().getProduct('p-1'), 'malformed');
    expect(error.message).toContain('/products/p-1');
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
    answer('/products/p-1', null);
    await expectKind(catalogWith().getProduct('p-1'), 'malformed');
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
  it('500 with {message} is kind http carrying the server message', async () => {
    answer('/products', { message: 'Server down' }, { status: 500 });
    const error = await expectKind(catalogWith().listProducts({ skip: 0, take: 40 }), 'http');
    expect(error.message).toBe('Server down');
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
    server.use(http.get(`${API}/products/p-1`, () => HttpResponse.error()));
    await expectKind(catalogWith().getProduct('p-1'), 'network');
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
    answer('/products/p-off', wireProduct({ id: 'p-off', state: 'INACTIVE' }));
    await expectKind(catalog.product('p-off'), 'not-found');
    expect(log.last().path).toBe('/products/p-off');
  });

  it('product(id) of an active product resolves to it', async () => {
    answer('/products/p-on', wireProduct({ id: 'p-on' }));
    const product = await catalog.product('p-on');
    expect(product.id).toBe('p-on');
  });

  it('related() asks the product’s category and excludes the product itself', async () => {
    answer(
      '/products',
      [wireProduct({ id: 'p-2' }), wireProduct({ id: 'p-1' }), wireProduct({ id: 'p-3' })],
    );
    answer('/products/p-1', wireProduct({ id: 'p-1' }));
    const product = await catalog.product('p-1');
    const related = await catalog.related(product);
    expect(log.last().query).toEqual({ categoryId: '7', state: 'ACTIVE', skip: '0', take: '9' });
    expect(related.map((candidate) => candidate.id)).toEqual(['p-2', 'p-3']);
  });
});
