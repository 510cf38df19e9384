// HttpCatalog.findBySkus against a backend that answers as tanay388/truscapes-backend's products service does
// (products.service.ts, findAll and findOne): lists carry each product's FIRST variant only, leave out-of-stock
// products out unless includeOutOfStock=true, filter by state (ACTIVE by default), cap take at 100; a detail carries
// every variant, and a missing product is a 200 with an empty body; prices only for a caller with a token.
// Its products are the captured real answers (fixtures/real-backend) and, for scale, made ones.
import { toSnapshot } from 'dinero.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import type { Money } from '../../src/domain/shared/money';
import { API, FakeIdentity, mockBackend } from './http-fixtures';
import { realBody } from './real-backend';

type WireVariant = Record<string, unknown> & { sku: string; stockAvailable: boolean };
type WireProduct = Record<string, unknown> & { id: number; state: string; stockAvailable: boolean; description: string; variants: WireVariant[] };

const PRICE_FIELDS = ['price', 'dealerPrice', 'distributorPrice', 'contractorPrice'];
const { log, server, replay } = mockBackend();

const captured = (name: string) => structuredClone(realBody<WireProduct>(name));
/** Aurora (AUR-BR, then AUR-BZ), TS-B301 (TSB301-BZ) and the retired deck light (RET-BK, inactive), as the real backend answered their details. */
const realCatalogue = () => [captured('products-detail-dealer'), captured('products-detail-pair-dealer'), captured('products-detail-inactive-dealer')];

/** `count` one-variant products, SKUs WIR-0001 and up, as ../shared/real-backend/seed.mjs makes with EXTRA_PRODUCTS. */
function wireKits(count: number): WireProduct[] {
  const aurora = captured('products-detail-dealer');
  return Array.from({ length: count }, (_, index) => {
    const code = String(index + 1).padStart(4, '0');
    return {
      ...aurora,
      id: 100 + index,
      name: `Wire Kit ${code}`,
      variants: [{ ...aurora.variants[0]!, id: 1000 + index, productId: 100 + index, sku: `WIR-${code}` }],
    };
  });
}

const withoutPrices = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !PRICE_FIELDS.includes(key) && key !== 'basePrice'));

/** Serves `catalogue` as the real products service does. */
function serve(catalogue: WireProduct[]) {
  server.use(
    http.get(`${API}/products`, ({ request }) => {
      log.record(request);
      const query = new URL(request.url).searchParams;
      const priced = request.headers.has('authorization');
      const take = Math.min(Math.max(Number(query.get('take')) || 10, 1), 100);
      const skip = Math.max(Number(query.get('skip')) || 0, 0);
      const state = query.get('state') || 'ACTIVE';
      const outOfStockToo = query.get('includeOutOfStock') === 'true';
      const page = catalogue
        .filter((product) => product.state === state && (outOfStockToo || product.stockAvailable))
        .slice(skip, skip + take)
        .map((product) => {
          const lean = { ...product, description: product.description.replace(/<[^>]+>/g, '').slice(0, 160), variants: product.variants.slice(0, 1) };
          return priced ? lean : { ...withoutPrices(lean), variants: lean.variants.map(withoutPrices) };
        });
      return HttpResponse.json(page);
    }),
    http.get(`${API}/products/:id`, ({ request, params }) => {
      log.record(request);
      const product = catalogue.find((candidate) => candidate.id === Number(params.id));
      if (!product) return new HttpResponse(null, { status: 200 });
      const priced = request.headers.has('authorization');
      return HttpResponse.json(priced ? product : { ...withoutPrices(product), variants: product.variants.map(withoutPrices) });
    }),
  );
}

/** Each call as "path query", in order. */
const calls = () => log.seen.map(({ path, query }) => `${path}${Object.keys(query).length ? ` ${new URLSearchParams(query).toString()}` : ''}`);
const listCall = (state: string, skip: number) => `/products state=${state}&includeOutOfStock=true&skip=${skip}&take=100`;

function catalogFor(audience: { current: string; token: string | null } = { current: 'dealer', token: 'token-123' }) {
  return new HttpCatalog(createHttpClient(API, new FakeIdentity(() => audience.token)), async () => audience.current);
}

const mills = (price: Money | undefined) => (price ? toSnapshot(price) : undefined);

describe('HttpCatalog.findBySkus: an index of the signed-in catalogue pages', () => {
  it('finds a first variant from one list page, out-of-stock products asked for', async () => {
    serve(realCatalogue());
    const found = await catalogFor().findBySkus(['TSB301-BZ']);
    expect(found.get('TSB301-BZ')?.name).toBe('TS-B301 Bollard');
    expect(calls()).toEqual([listCall('ACTIVE', 0)]);
  });

  it('finds a variant that is not first through its product detail, the likely product only, priced', async () => {
    serve([...realCatalogue(), ...wireKits(30)]);
    const found = await catalogFor().findBySkus(['AUR-BZ']);
    const product = found.get('AUR-BZ');
    expect(product?.name).toBe('Aurora Brass Path Light');
    const variant = product?.variants.find((each) => each.sku === 'AUR-BZ');
    expect(variant?.id).toBe('2');
    expect(mills(variant?.prices?.dealerPrice)).toMatchObject({ amount: 61350, scale: 3 });
    // Aurora's first SKU shares the stem "AUR-": no other product is read, and nothing inactive.
    expect(calls()).toEqual([listCall('ACTIVE', 0), '/products/1']);
  });

  it('marks an out-of-stock product and an out-of-stock variant', async () => {
    const [aurora, bollard] = realCatalogue();
    bollard!.stockAvailable = false;
    aurora!.variants[1]!.stockAvailable = false;
    serve([aurora!, bollard!]);
    const found = await catalogFor().findBySkus(['TSB301-BZ', 'AUR-BZ', 'AUR-BR']);
    expect(found.get('TSB301-BZ')?.variants[0]).toMatchObject({ sku: 'TSB301-BZ', outOfStock: true });
    const auroraVariants = found.get('AUR-BZ')?.variants ?? [];
    expect(auroraVariants.find((each) => each.sku === 'AUR-BZ')?.outOfStock).toBe(true);
    expect(auroraVariants.find((each) => each.sku === 'AUR-BR')).not.toHaveProperty('outOfStock');
  });

  it('tells of an inactive product, sweeping the inactive list only when a SKU is still missing', async () => {
    serve(realCatalogue());
    const catalog = catalogFor();
    await catalog.findBySkus(['AUR-BR']);
    expect(calls()).toEqual([listCall('ACTIVE', 0)]);
    const found = await catalog.findBySkus(['RET-BK']);
    expect(found.get('RET-BK')).toMatchObject({ name: 'Retired Deck Light', state: 'INACTIVE' });
    expect(calls()).toEqual([listCall('ACTIVE', 0), listCall('INACTIVE', 0)]);
  });

  it('the real inactive list (state=INACTIVE) tells of the retired deck light, its dealer price to the mill', async () => {
    serve(realCatalogue().filter((product) => product.state === 'ACTIVE'));
    replay('products-list-inactive-state', '/products', { state: 'INACTIVE' });
    const found = await catalogFor().findBySkus(['RET-BK']);
    const retired = found.get('RET-BK');
    expect(retired).toMatchObject({ id: '5', name: 'Retired Deck Light', state: 'INACTIVE' });
    expect(mills(retired?.variants[0]?.prices?.dealerPrice)).toMatchObject({ amount: 8000, scale: 3 });
    expect(calls()).toEqual([listCall('ACTIVE', 0), listCall('INACTIVE', 0)]);
  });

  it('leaves an unknown SKU out after reading every product once; asking again costs nothing', async () => {
    serve(realCatalogue());
    const catalog = catalogFor();
    const found = await catalog.findBySkus(['NOPE-1', 'AUR-BR']);
    expect([...found.keys()]).toEqual(['AUR-BR']);
    expect(calls()).toEqual([listCall('ACTIVE', 0), listCall('INACTIVE', 0), '/products/1', '/products/4', '/products/5']);
    log.clear();
    expect((await catalog.findBySkus(['NOPE-1', 'NOPE-2', 'AUR-BZ'])).has('AUR-BZ')).toBe(true);
    expect(calls()).toEqual([]);
  });

  it('a header search (likelyOnly) stops after the likely products: no inactive list, no sweep of every product', async () => {
    serve(realCatalogue());
    const found = await catalogFor().findBySkus(['AUR-XX', 'ZZZ9'], { likelyOnly: true });
    expect(found.size).toBe(0);
    expect(calls()).toEqual([listCall('ACTIVE', 0), '/products/1']);
  });

  it('reads the products whose first SKU shares the longest stem, at most 8 when many share it', async () => {
    serve(wireKits(40));
    const catalog = catalogFor();
    await catalog.findBySkus(['WIR-0012-B'], { likelyOnly: true });
    expect(calls()).toEqual([listCall('ACTIVE', 0), '/products/111']);
    log.clear();
    await catalog.findBySkus(['WIR-9999'], { likelyOnly: true });
    expect(calls()).toHaveLength(8);
    expect(calls().every((call) => /^\/products\/\d+$/.test(call))).toBe(true);
  });

  it('in a large catalogue, an unknown SKU costs the inactive list and its likely products, never a call per product', async () => {
    serve(wireKits(1000));
    const catalog = catalogFor();
    const found = await catalog.findBySkus(['WIR-0001', 'NOPE-1']);
    expect([...found.keys()]).toEqual(['WIR-0001']);
    expect(calls()).toEqual([...Array.from({ length: 11 }, (_, page) => listCall('ACTIVE', page * 100)), listCall('INACTIVE', 0)]);
  });

  it('indexes a 1,000-product catalogue in at most 11 list calls, once', async () => {
    serve(wireKits(1000));
    const catalog = catalogFor();
    const found = await catalog.findBySkus(['WIR-0001', 'WIR-0500', 'WIR-1000']);
    expect([...found.values()].map((product) => product.name)).toEqual(['Wire Kit 0001', 'Wire Kit 0500', 'Wire Kit 1000']);
    expect(calls()).toEqual(Array.from({ length: 11 }, (_, page) => listCall('ACTIVE', page * 100)));
    log.clear();
    await catalog.findBySkus(['WIR-0002', 'WIR-0999']);
    expect(calls()).toEqual([]);
  });

  it('keeps one index per audience: a visitor’s unpriced, an account’s priced, rebuilt when the account changes', async () => {
    serve(realCatalogue());
    const audience: { current: string; token: string | null } = { current: 'visitor', token: null };
    const catalog = catalogFor(audience);
    const forVisitor = await catalog.findBySkus(['AUR-BR']);
    expect(forVisitor.get('AUR-BR')?.variants[0]?.prices).toBeNull();
    await catalog.findBySkus(['AUR-BR']);
    expect(log.seen.map((request) => request.authorization)).toEqual([null]);

    Object.assign(audience, { current: 'u-dealer', token: 'token-dealer' });
    const forDealer = await catalog.findBySkus(['AUR-BR']);
    expect(mills(forDealer.get('AUR-BR')?.variants[0]?.prices?.dealerPrice)).toMatchObject({ amount: 59900, scale: 3 });
    await catalog.findBySkus(['TSB301-BZ']);
    expect(log.seen.map((request) => request.authorization)).toEqual([null, 'Bearer token-dealer']);

    Object.assign(audience, { current: 'u-distributor', token: 'token-distributor' });
    await catalog.findBySkus(['AUR-BR']);
    expect(log.seen.map((request) => request.authorization)).toEqual([null, 'Bearer token-dealer', 'Bearer token-distributor']);
  });

  it('overlapping look-ups share the calls', async () => {
    serve(realCatalogue());
    const catalog = catalogFor();
    await Promise.all([catalog.findBySkus(['AUR-BZ']), catalog.findBySkus(['AUR-BZ', 'AUR-BR'])]);
    expect(calls()).toEqual([listCall('ACTIVE', 0), '/products/1']);
  });

  it('a failed page is asked again on the next look-up', async () => {
    let fail = true;
    serve(realCatalogue());
    // Prepended: answers first while failing, then passes the call on.
    server.use(
      http.get(`${API}/products`, ({ request }) => {
        if (!fail) return undefined;
        log.record(request);
        return HttpResponse.json({ message: 'Internal server error', statusCode: 500 }, { status: 500 });
      }),
    );
    const catalog = catalogFor();
    await expect(catalog.findBySkus(['AUR-BR'])).rejects.toMatchObject({ name: 'BackendError' });
    fail = false;
    expect((await catalog.findBySkus(['AUR-BR'])).has('AUR-BR')).toBe(true);
  });

  it('without an audience, one index serves every look-up', async () => {
    serve(realCatalogue());
    const catalog = new HttpCatalog(createHttpClient(API, new FakeIdentity()));
    expect((await catalog.findBySkus(['AUR-BR'])).has('AUR-BR')).toBe(true);
    expect((await catalog.findBySkus(['TSB301-BZ'])).has('TSB301-BZ')).toBe(true);
    expect(calls()).toEqual([listCall('ACTIVE', 0)]);
  });

  it('a listed product whose detail has gone (the empty 200) is passed over: its other SKUs are unknown', async () => {
    serve(realCatalogue());
    server.use(
      http.get(`${API}/products/1`, ({ request }) => {
        log.record(request);
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const found = await catalogFor().findBySkus(['AUR-BZ'], { likelyOnly: true });
    expect(found.size).toBe(0);
    expect(calls()).toEqual([listCall('ACTIVE', 0), '/products/1']);
  });

  it('a detail that fails otherwise (a 500) fails the look-up', async () => {
    serve(realCatalogue());
    server.use(http.get(`${API}/products/1`, () => HttpResponse.json({}, { status: 500 })));
    await expect(catalogFor().findBySkus(['AUR-BZ'], { likelyOnly: true })).rejects.toMatchObject({ name: 'BackendError', kind: 'http', status: 500 });
  });
});
