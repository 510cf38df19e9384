import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { KEPT_PER_ACCOUNT, KeptAnswers, VISITOR, type AnswerShelf } from '../../src/infrastructure/http/kept-answers';
import { IndexedDbAnswerShelf } from '../../src/infrastructure/browser/indexeddb-answer-shelf';
import { formatUnitPrice } from '../../src/domain/shared/money';
import type { Product } from '../../src/domain/catalog/catalog';
import { z } from 'zod/mini';
import { API, FakeIdentity, expectKind, mockBackend } from './http-fixtures';
import { realBody } from './real-backend';

const { server, replay } = mockBackend();

const READ_AT = Date.UTC(2026, 10, 29, 14, 40);
let now = READ_AT;
let account: string | null = 'dealer-uid';

function shopWithKeptAnswers() {
  // One database connection for the shop's life, as the composition opens it.
  const shelf = IndexedDbAnswerShelf.open();
  const kept = new KeptAnswers(() => shelf, async () => account, { now: () => now });
  const client = createHttpClient(API, new FakeIdentity(() => (account === null ? null : 'token-123')), { keeper: kept });
  return { kept, shop: client, catalog: new HttpCatalog(client) };
}

/** Each variant's product, SKU and dealer price, as a screen shows them. */
function pricesOf(product: Product): string[][] {
  return product.variants.map((variant) => [product.name, variant.sku ?? '', variant.prices ? formatUnitPrice(variant.prices.dealerPrice) : 'no price']);
}

/** What the device keeps is written after the answer is handed on: the next read waits for it. */
async function settled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function noSignal() {
  server.use(http.all(`${API}/*`, () => HttpResponse.error()));
}

// Every test on an empty device.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  now = READ_AT;
  account = 'dealer-uid';
});

describe('answers kept on the device (issue 42), over the real backend’s answers', () => {
  it('with no signal, a product read before comes back at the dealer’s price, and the screens are told when it was read', async () => {
    replay('products-detail-dealer');
    const { kept, catalog } = shopWithKeptAnswers();
    const live = await catalog.getProduct('1');
    expect(kept.readAt()).toBeNull();
    await settled();

    noSignal();
    now = READ_AT + 3_600_000;
    const fromDevice = await catalog.getProduct('1');
    expect(pricesOf(fromDevice)).toEqual(pricesOf(live));
    expect(pricesOf(fromDevice)).toEqual([
      ['Aurora Brass Path Light', 'AUR-BR', '$59.90'],
      ['Aurora Brass Path Light', 'AUR-BZ', '$61.35'],
    ]);
    expect(kept.readAt()).toEqual(new Date(READ_AT));
  });

  it('a fresh answer of the same request takes the "as of" away', async () => {
    replay('products-detail-dealer');
    const { kept, catalog } = shopWithKeptAnswers();
    await catalog.getProduct('1');
    await settled();
    noSignal();
    await catalog.getProduct('1');
    expect(kept.readAt()).toEqual(new Date(READ_AT));

    server.resetHandlers();
    replay('products-detail-dealer');
    await catalog.getProduct('1');
    expect(kept.readAt()).toBeNull();
  });

  it('another account on the same device never gets the first one’s copy: with no signal, its read fails', async () => {
    replay('products-detail-dealer');
    const { catalog } = shopWithKeptAnswers();
    await catalog.getProduct('1');
    await settled();

    account = 'second-uid';
    noSignal();
    await expectKind(catalog.getProduct('1'), 'network');
    account = null;
    await expectKind(catalog.getProduct('1'), 'network');
  });

  it('an account forgotten (its sign-out) leaves nothing of it on the device, and keeps the others’', async () => {
    replay('products-detail-dealer');
    const { kept, catalog } = shopWithKeptAnswers();
    await catalog.getProduct('1');
    await settled();
    account = 'second-uid';
    replay('products-detail-dealer');
    await catalog.getProduct('1');
    await settled();

    await kept.forget('dealer-uid');
    const shelf = await IndexedDbAnswerShelf.open();
    expect(await shelf.get('dealer-uid', '/products/1')).toBeUndefined();
    expect((await shelf.get('second-uid', '/products/1'))?.readAt).toBe(READ_AT);
  });

  it('a refusal is the backend’s word, never answered from the device', async () => {
    replay('user-dealer');
    const { shop } = shopWithKeptAnswers();
    await shop.get('/user', z.looseObject({ id: z.string() }));
    await settled();

    replay('user-bad-token');
    await expectKind(shop.get('/user', z.looseObject({ id: z.string() })), 'unauthorized');
  });

  it('an answer the shop cannot read is not kept', async () => {
    server.use(http.get(`${API}/products/1`, () => HttpResponse.json({ id: 'not a product' })));
    const { catalog } = shopWithKeptAnswers();
    await expectKind(catalog.getProduct('1'), 'malformed');
    await settled();
    expect(await (await IndexedDbAnswerShelf.open()).get('dealer-uid', '/products/1')).toBeUndefined();
  });

  it('a visitor’s answers are kept apart from any account’s', async () => {
    account = null;
    replay('products-detail-none');
    const { catalog } = shopWithKeptAnswers();
    await catalog.getProduct('1');
    await settled();
    const shelf = await IndexedDbAnswerShelf.open();
    expect((await shelf.get(VISITOR, '/products/1'))?.readAt).toBe(READ_AT);
    expect(await shelf.get('dealer-uid', '/products/1')).toBeUndefined();
  });

  it('orders, the wallet and writes are never kept', () => {
    const { kept } = shopWithKeptAnswers();
    expect(['/category', '/products', '/products/home-preview', '/products/12', '/user'].filter((path) => kept.keeps(path))).toHaveLength(5);
    expect(['/orders/my-orders', '/orders/3', '/wallet/u-1', '/transactions/my-transactions', '/saved-orders/my', '/coupons/my-coupons'].some((path) => kept.keeps(path))).toBe(
      false,
    );
  });
});

describe('the device’s shelf (IndexedDB)', () => {
  it(`keeps an account’s newest answers when it holds more than it may (${KEPT_PER_ACCOUNT} at most)`, async () => {
    const shelf = await IndexedDbAnswerShelf.open();
    for (let page = 0; page < 5; page += 1) await shelf.put('dealer-uid', `/products?skip=${page}`, { answer: [page], readAt: 1_000 + page });
    await shelf.put('second-uid', '/products?skip=0', { answer: [], readAt: 1 });
    await shelf.trim('dealer-uid', 3);
    const left = await Promise.all([0, 1, 2, 3, 4].map((page) => shelf.get('dealer-uid', `/products?skip=${page}`)));
    expect(left.map((kept) => kept?.answer ?? null)).toEqual([null, null, [2], [3], [4]]);
    expect((await shelf.get('second-uid', '/products?skip=0'))?.answer).toEqual([]);
  });
});

describe('KeptAnswers as the screens read it', () => {
  it('hands `readAt` and `watch` on as they are (useSyncExternalStore calls them unbound)', async () => {
    replay('products-detail-dealer');
    const { kept, catalog } = shopWithKeptAnswers();
    const { readAt, watch } = kept;
    const told: Array<Date | null> = [];
    const stop = watch(() => told.push(readAt()));
    await catalog.getProduct('1');
    await settled();
    noSignal();
    await catalog.getProduct('1');
    stop();
    expect(told).toEqual([new Date(READ_AT)]);
  });

  /** KeptAnswers over an in-memory shelf that records its trims. */
  function keptInMemory() {
    const answers = new Map<string, { answer: unknown; readAt: number }>();
    const trims: string[] = [];
    const shelf: AnswerShelf = {
      put: async (holder, request, kept) => void answers.set(`${holder} ${request}`, kept),
      get: async (holder, request) => answers.get(`${holder} ${request}`),
      trim: async (holder, most) => void trims.push(`${holder} ${most}`),
      forget: async (holder) => [...answers.keys()].filter((key) => key.startsWith(`${holder} `)).forEach((key) => answers.delete(key)),
    };
    const kept = new KeptAnswers(async () => shelf, async () => account, { now: () => now });
    const told: Array<Date | null> = [];
    const stop = kept.watch(() => told.push(kept.readAt()));
    return { kept, trims, told, stop };
  }

  it('says the oldest copy shown, tells only of a change, and nothing once the screen stops watching', async () => {
    const { kept, told, stop } = keptInMemory();
    kept.keep('dealer-uid', '/products/1', { id: 1 });
    await settled();
    now = READ_AT + 60_000;
    kept.keep('dealer-uid', '/products/2', { id: 2 });
    await settled();
    await kept.copyOf('dealer-uid', '/products/2');
    await kept.copyOf('dealer-uid', '/products/1');
    // A copy shown again changes nothing.
    await kept.copyOf('dealer-uid', '/products/1');
    expect(kept.readAt()).toEqual(new Date(READ_AT));
    // A fresh answer of the older one leaves the other's time.
    kept.keep('dealer-uid', '/products/1', { id: 1 });
    expect(kept.readAt()).toEqual(new Date(READ_AT + 60_000));
    expect(told).toEqual([new Date(READ_AT + 60_000), new Date(READ_AT), new Date(READ_AT + 60_000)]);
    stop();
    kept.keep('dealer-uid', '/products/2', { id: 2 });
    expect(kept.readAt()).toBeNull();
    expect(told).toHaveLength(3);
  });

  it('another screen starts with no copy shown, and marks its own as it reads them', async () => {
    const { kept, told } = keptInMemory();
    kept.keep('dealer-uid', '/products/1', { id: 1 });
    await settled();
    await kept.copyOf('dealer-uid', '/products/1');
    kept.screenChanged();
    expect(kept.readAt()).toBeNull();
    await kept.copyOf('dealer-uid', '/products/1');
    expect(kept.readAt()).toEqual(new Date(READ_AT));
    expect(told).toEqual([new Date(READ_AT), null, new Date(READ_AT)]);
  });

  it('forgetting an account takes its copies off the screens, not another’s', async () => {
    const { kept } = keptInMemory();
    kept.keep('dealer-uid', '/products/1', { id: 1 });
    await settled();
    now = READ_AT + 60_000;
    kept.keep('second-uid', '/products/1', { id: 1 });
    await settled();
    await kept.copyOf('dealer-uid', '/products/1');
    await kept.copyOf('second-uid', '/products/1');
    expect(kept.readAt()).toEqual(new Date(READ_AT));
    await kept.forget('dealer-uid');
    expect(kept.readAt()).toEqual(new Date(READ_AT + 60_000));
    await kept.forget('second-uid');
    expect(kept.readAt()).toBeNull();
  });

  it(`trims an account’s shelf to ${KEPT_PER_ACCOUNT} once every 50 answers kept`, async () => {
    const { kept, trims } = keptInMemory();
    for (let answer = 1; answer <= 120; answer += 1) kept.keep('dealer-uid', `/products/${answer}`, { id: answer });
    await settled();
    expect(trims).toEqual([`dealer-uid ${KEPT_PER_ACCOUNT}`, `dealer-uid ${KEPT_PER_ACCOUNT}`]);
  });
});

describe('the categories, the same for everyone', () => {
  it('are kept once for all: after a sign-out with no signal, the menu still reads', async () => {
    replay('category-list');
    const { kept, catalog } = shopWithKeptAnswers();
    const live = await catalog.listCategories();
    await settled();
    await kept.forget('dealer-uid');
    account = null;
    noSignal();
    expect((await catalog.listCategories()).map((category) => category.name)).toEqual(live.map((category) => category.name));
  });
});

describe('a search by name with no signal, over the full list the device kept', () => {
  type WireProduct = { id: number; name: string; description: string; categoryId: number; stockAvailable: boolean };
  /**
   * The real backend's list, the Bollard out of stock, and `kits` more products (a second page from 97 on): as the
   * full list (out-of-stock products too) answers it, 100 at most a page.
   */
  function serveFullList(kits = 0) {
    const listed = structuredClone(realBody<WireProduct[]>('products-list-dealer'));
    listed.find((product) => product.name === 'TS-B301 Bollard')!.stockAvailable = false;
    const aurora = listed.find((product) => product.name === 'Aurora Brass Path Light')!;
    for (let kit = 1; kit <= kits; kit += 1) listed.push({ ...aurora, id: 100 + kit, name: `Wire Kit ${kit}`, description: 'Direct burial cable.' });
    server.use(
      http.get(`${API}/products`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const skip = Number(query.get('skip'));
        return HttpResponse.json(listed.slice(skip, skip + Number(query.get('take'))));
      }),
    );
  }
  const names = (products: readonly Product[]) => products.map((product) => product.name);

  it('answers as the backend searches: in-stock products whose name or description holds the words, any case, in its order', async () => {
    serveFullList();
    const { kept, catalog } = shopWithKeptAnswers();
    // A Quick Order reads the full list, which the device keeps.
    await catalog.findBySkus(['AUR-BR']);
    await settled();

    noSignal();
    now = READ_AT + 3_600_000;
    expect(names(await catalog.listProducts({ search: 'LIGHT', skip: 0, take: 8 }))).toEqual([
      'Beacon Spot Light',
      'Comet Copper Path Light',
      'Aurora Brass Path Light',
    ]);
    expect(kept.readAt()).toEqual(new Date(READ_AT));
    expect(names(await catalog.listProducts({ search: ' cast brass ', skip: 0, take: 8 }))).toEqual(['Aurora Brass Path Light']);
    expect(names(await catalog.listProducts({ search: 'path', categoryId: '1', skip: 1, take: 8 }))).toEqual(['Aurora Brass Path Light']);
    expect(names(await catalog.listProducts({ search: 'light', skip: 0, take: 2 }))).toEqual(['Beacon Spot Light', 'Comet Copper Path Light']);
    expect(names(await catalog.listProducts({ search: 'light', categoryId: '2', skip: 0, take: 8 }))).toEqual(['Beacon Spot Light']);
    // In the name alone, and with spaces around the words.
    expect(names(await catalog.listProducts({ search: 'Comet', skip: 0, take: 8 }))).toEqual(['Comet Copper Path Light']);
    expect(names(await catalog.listProducts({ search: ' bEACON ', skip: 0, take: 8 }))).toEqual(['Beacon Spot Light']);
    // Sold in pairs, but out of stock: the backend's search leaves it out.
    expect(await catalog.listProducts({ search: 'bollard', skip: 0, take: 8 })).toEqual([]);
  });

  it('reads every page of the full list the device kept', async () => {
    serveFullList(150);
    const { catalog } = shopWithKeptAnswers();
    await catalog.findBySkus(['NOPE-1'], { likelyOnly: true });
    await settled();
    noSignal();
    expect(names(await catalog.listProducts({ search: 'wire kit 1', skip: 0, take: 100 }))).toEqual([
      'Wire Kit 1',
      ...Array.from({ length: 10 }, (_, kit) => `Wire Kit ${10 + kit}`),
      ...Array.from({ length: 51 }, (_, kit) => `Wire Kit ${100 + kit}`),
    ]);
  });

  it('fails as the search failed when the device kept no full list, or for a list with no search or only spaces', async () => {
    const { catalog } = shopWithKeptAnswers();
    noSignal();
    await expectKind(catalog.listProducts({ search: 'light', skip: 0, take: 8 }), 'network');

    serveFullList();
    await catalog.findBySkus(['AUR-BR']);
    await settled();
    noSignal();
    await expectKind(catalog.listProducts({ skip: 0, take: 8 }), 'network');
    await expectKind(catalog.listProducts({ search: '  ', skip: 0, take: 8 }), 'network');
  });

  it('HttpClient.kept never asks the backend: the copy, or "no copy" when the device keeps none or the path is never kept', async () => {
    replay('products-detail-dealer');
    const { shop, catalog } = shopWithKeptAnswers();
    await catalog.getProduct('1');
    await settled();
    const copy = await shop.kept('/products/1', z.looseObject({ name: z.string() }));
    expect(copy.name).toBe('Aurora Brass Path Light');
    const none = await expectKind(shop.kept('/products/2', z.looseObject({})), 'network');
    expect(none.message).toBe('The device keeps no copy of this answer');
    await expectKind(shop.kept('/orders/my-orders', z.looseObject({})), 'network');
    await expectKind(createHttpClient(API, new FakeIdentity(() => 'token-123')).kept('/products/1', z.looseObject({})), 'network');
  });

  it('is never used while the backend answers, even with a refusal', async () => {
    serveFullList();
    const { catalog } = shopWithKeptAnswers();
    await catalog.findBySkus(['AUR-BR']);
    await settled();
    server.use(http.get(`${API}/products`, () => HttpResponse.json({ message: 'Internal server error', statusCode: 500 }, { status: 500 })));
    await expectKind(catalog.listProducts({ search: 'light', skip: 0, take: 8 }), 'http');
  });
});
