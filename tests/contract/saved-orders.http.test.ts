import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { toSnapshot } from 'dinero.js';
import type { SavedOrder, SavedOrderDraft, SavedOrderLine } from '../../src/domain/orders/saved-order';
import { mills, millsOf, parseUnitPrice, toUnitPriceString } from '../../src/domain/shared/money';
import { createHttpClient } from '../../src/infrastructure/http/http-client';
import { NO_VARIANT_NAME } from '../../src/infrastructure/http/saved-order.schema';
import { HttpSavedOrders, isOtherBuyersSavedOrderAnswer } from '../../src/infrastructure/http/saved-orders.http';
import { failureCases, backendFailure } from '../support/backend-failures';
import { API, FakeIdentity, backendErrorOf, expectKind, mockBackend } from './http-fixtures';
import { realAnswer } from './real-backend';

const { log, server, answer, replay } = mockBackend();

function savedOrdersWith(identity = new FakeIdentity(), onUnauthorized = vi.fn()) {
  return new HttpSavedOrders(createHttpClient(API, identity, { onUnauthorized, timeoutMs: 100 }));
}

/** A saved order with its unit prices as strings to the mill: dinero objects never compare equal. */
function comparable(order: SavedOrder) {
  return { ...order, items: order.items.map((line) => ({ ...line, price: toUnitPriceString(line.price) })) };
}

/** The lines of the draft the real capture saved first ("Job Site A - Lighting"). */
const aurora: SavedOrderLine = {
  productId: '1',
  variantId: '1',
  quantity: 12,
  quantityType: 'CASE',
  name: 'Aurora Brass Path Light',
  variantName: 'Brass',
  image: '/images/products/path-brass.svg',
  price: parseUnitPrice('59.90'),
  caseSize: 12,
  isPairProduct: false,
};
const bollard: SavedOrderLine = {
  productId: '4',
  variantId: '6',
  quantity: 2,
  quantityType: 'SINGLE',
  name: 'TS-B301 Bollard',
  variantName: 'Bronze',
  image: null,
  price: parseUnitPrice('219.95'),
  caseSize: 4,
  isPairProduct: true,
};
const jobSiteA: SavedOrderDraft = { name: 'Job Site A - Lighting', notes: 'Phase 1', paymentOrder: 'PO-2002', items: [aurora, bollard] };

/** The real dealer's first draft, read back by GET /saved-orders/1. */
const jobSiteARead = {
  id: '1',
  name: 'Job Site A - Lighting',
  notes: 'Phase 1',
  paymentOrder: 'PO-2002',
  items: [
    { ...aurora, price: '59.90' },
    { ...bollard, price: '219.95' },
  ],
};

describe('POST /saved-orders', () => {
  it('sends the draft as CreateSavedOrderDto reads it: numeric ids, unit prices as strings, no image rather than an empty one', async () => {
    const request = replay('saved-orders-create');
    await savedOrdersWith().save(jobSiteA);
    expect(log.last()).toEqual({ method: 'POST', path: '/saved-orders', query: {}, authorization: 'Bearer token-123' });
    expect(await request.sent().json()).toEqual(request.captured.request.body);
  });

  it('reads the real answer: the entity with its owner left out, `updateAt` as updatedAt, the prices as sent', async () => {
    replay('saved-orders-create');
    const saved = await savedOrdersWith().save(jobSiteA);
    expect(comparable(saved)).toEqual({ ...jobSiteARead, createdAt: '2026-11-24T21:51:13.032Z', updatedAt: '2026-11-24T21:51:13.032Z' });
  });

  it('sends a unit price to the mill: a case price of $56.905 stays "56.905"', async () => {
    const request = replay('saved-orders-create-no-notes');
    await savedOrdersWith().save({
      name: '  Job Site B  ',
      notes: '',
      paymentOrder: '',
      items: [{ ...aurora, quantity: 2, price: mills(56905) }],
    });
    const sent = (await request.sent().json()) as { items: { price: string }[]; notes: string; paymentOrder: string };
    expect(sent.items[0]!.price).toBe('56.905');
    // The backend stores "" as null; the domain reads null back as "".
    expect([sent.notes, sent.paymentOrder]).toEqual(['', '']);
  });

  it('reads notes and purchase order left out (null) as "", an image stored "" as none, isPairProduct as false', async () => {
    replay('saved-orders-create-no-notes');
    const saved = await savedOrdersWith().save({ ...jobSiteA, name: 'Job Site B' });
    expect(comparable(saved)).toMatchObject({
      id: '2',
      name: 'Job Site B',
      notes: '',
      paymentOrder: '',
      items: [
        { productId: '1', quantity: 2, quantityType: 'CASE', price: '56.905', image: '/images/products/path-brass.svg' },
        { productId: '2', variantId: '3', name: 'Comet Copper Path Light', variantName: 'Copper', price: '84.99', image: null, isPairProduct: false },
        { productId: '3', variantId: '4', price: '49.99', caseSize: 10 },
      ],
    });
  });

  it('reads a quantity type with spaces around it, and a line that does not say isPairProduct as not a pair', async () => {
    const [first] = realAnswer('saved-orders-my').body as { items: Record<string, unknown>[] }[];
    const { isPairProduct: _dropped, ...line } = first!.items[0]!;
    answer('/saved-orders/1', { ...first, items: [{ ...line, quantityType: ' case ' }] });
    const saved = await savedOrdersWith().savedOrder('1');
    expect(saved.items.map((each) => [each.quantityType, each.isPairProduct])).toEqual([['CASE', false]]);
  });

  it('a line without a variant name (refused empty by the backend) is sent with NO_VARIANT_NAME and read back without one', async () => {
    const refused = realAnswer('saved-orders-create-empty-variant-name');
    expect([refused.status, (refused.body as { response: { message: string[] } }).response.message]).toEqual([400, ['items.0.variantName should not be empty']]);
    const created = realAnswer('saved-orders-create-no-notes').body as { items: { variantName: string }[] };
    const answered = { ...created, items: created.items.map((item) => ({ ...item, variantName: NO_VARIANT_NAME })) };
    let sent: { items: { variantName: string }[] } | undefined;
    server.use(
      http.post(`${API}/saved-orders`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(answered, { status: 201 });
      }),
    );
    const saved = await savedOrdersWith().save({ ...jobSiteA, items: [{ ...aurora, variantName: '' }, { ...bollard, variantName: '  ' }] });
    expect(sent!.items.map((item) => item.variantName)).toEqual([NO_VARIANT_NAME, NO_VARIANT_NAME]);
    expect(saved.items.map((line) => line.variantName)).toEqual(['', '', '']);
  });

  it('a name of spaces is saved by the real backend with the name "": read as it is', async () => {
    replay('saved-orders-create-blank-name');
    const saved = await savedOrdersWith().save({ ...jobSiteA, name: '   ' });
    expect([saved.name, saved.notes, saved.paymentOrder]).toEqual(['', '', '']);
  });

  it('a name of 255 characters is sent whole, and read back', async () => {
    const request = replay('saved-orders-create-name-255');
    const name = 'N'.repeat(255);
    const saved = await savedOrdersWith().save({ ...jobSiteA, name });
    // Job Site A as the first capture sent it (the first test), but its name.
    expect(await request.sent().json()).toEqual({ ...(realAnswer('saved-orders-create').request.body as object), name });
    expect(saved.name).toBe(name);
  });

  it('a name over 255 characters is a 500 carrying the SQL error: kind http, its text never kept', async () => {
    replay('saved-orders-create-long-name');
    const error = await expectKind(savedOrdersWith().save({ ...jobSiteA, name: 'N'.repeat(256) }), 'http');
    expect([error.status, error.message, error.serverMessage]).toEqual([500, 'The backend answered 500', undefined]);
  });

  it.each<[string, string]>([
    ['saved-orders-create-empty-items', 'Saved order must include at least one item'],
    ['saved-orders-create-price-number', 'items.0.price must be a string'],
    ['saved-orders-create-no-name', 'name should not be empty'],
  ])('%s: a 400 with the server’s words', async (name, message) => {
    replay(name);
    const error = await expectKind(savedOrdersWith().save(jobSiteA), 'http');
    expect([error.status, error.serverMessage]).toEqual([400, message]);
  });

  it('an id that is not a number is refused before any call', async () => {
    await expectKind(savedOrdersWith().save({ ...jobSiteA, items: [{ ...aurora, productId: 'p-1' }] }), 'not-found');
    expect(log.seen).toEqual([]);
  });
});

describe('GET /saved-orders/my', () => {
  it('asks for one page with take and skip, carrying the token; reads the bare array, newest created first', async () => {
    replay('saved-orders-my-page1', '/saved-orders/my');
    const page = await savedOrdersWith().mySavedOrders({ skip: 0, take: 2 });
    expect(log.last()).toEqual({ method: 'GET', path: '/saved-orders/my', query: { take: '2', skip: '0' }, authorization: 'Bearer token-123' });
    expect(page.map(({ id, name, createdAt }) => ({ id, name, createdAt }))).toEqual([
      { id: '3', name: '', createdAt: '2026-11-25T00:48:02.842Z' },
      { id: '2', name: 'Job Site B', createdAt: '2026-11-25T00:48:02.786Z' },
    ]);
  });

  it('reads the stored prices with 3 decimals ("59.900") to the mill', async () => {
    replay('saved-orders-my', '/saved-orders/my');
    const [saved] = await savedOrdersWith().mySavedOrders({ skip: 0, take: 20 });
    expect(saved!.items.map((line) => toSnapshot(line.price))).toEqual([
      expect.objectContaining({ amount: 59900, scale: 3 }),
      expect.objectContaining({ amount: 219950, scale: 3 }),
    ]);
    expect(comparable(saved!)).toEqual({ ...jobSiteARead, createdAt: '2026-11-24T21:51:13.032Z', updatedAt: '2026-11-24T21:51:13.032Z' });
  });

  it('the next page', async () => {
    replay('saved-orders-my-page2', '/saved-orders/my');
    const page = await savedOrdersWith().mySavedOrders({ skip: 2, take: 2 });
    expect(log.last().query).toEqual({ take: '2', skip: '2' });
    expect(page.map((saved) => saved.id)).toEqual(['1']);
  });

  it('none yet: an empty list', async () => {
    replay('saved-orders-my-empty', '/saved-orders/my');
    await expect(savedOrdersWith().mySavedOrders({ skip: 0, take: 20 })).resolves.toEqual([]);
  });

  it('a deleted draft is no longer listed; a renamed one keeps its place (created first, not updated first)', async () => {
    replay('saved-orders-my-after-delete', '/saved-orders/my');
    const list = await savedOrdersWith().mySavedOrders({ skip: 0, take: 20 });
    expect(list.map(({ id, name, updatedAt }) => ({ id, name, updatedAt }))).toEqual([
      { id: '2', name: 'Job Site B - Phase 2', updatedAt: '2026-11-25T00:48:03.046Z' },
      { id: '1', name: 'Job Site A - Lighting', updatedAt: '2026-11-25T00:48:03.117Z' },
    ]);
  });

  it.each<[string, unknown]>([
    ['wrapped in an object', { data: [] }],
    ['a line without a price', [{ ...(realAnswer('saved-orders-my').body as object[])[0]!, items: [{ productId: 1 }] }]],
    ['a line of an unknown quantity type', [{ ...(realAnswer('saved-orders-my').body as { items: object[] }[])[0]!, items: [{ ...(realAnswer('saved-orders-my').body as { items: object[] }[])[0]!.items[0]!, quantityType: 'PALLET' }] }]],
  ])('rejects a list %s as malformed', async (_label, body) => {
    answer('/saved-orders/my', body);
    await expectKind(savedOrdersWith().mySavedOrders({ skip: 0, take: 20 }), 'malformed');
  });
});

describe('GET /saved-orders/{id}', () => {
  it('reads the real draft', async () => {
    replay('saved-orders-detail');
    const saved = await savedOrdersWith().savedOrder('1');
    expect(log.last()).toMatchObject({ method: 'GET', path: '/saved-orders/1', authorization: 'Bearer token-123' });
    expect(comparable(saved)).toEqual({ ...jobSiteARead, createdAt: '2026-11-24T21:51:13.032Z', updatedAt: '2026-11-24T21:51:13.032Z' });
  });

  it('reads the real draft after its lines were replaced: the new lines, unit prices to the mill, notes and PO none', async () => {
    replay('saved-orders-detail-after-update');
    const saved = await savedOrdersWith().savedOrder('1');
    expect([saved.name, saved.notes, saved.paymentOrder]).toEqual(['Job Site A - Lighting', '', '']);
    expect(saved.items.map((line) => [line.productId, line.variantId, line.name, line.variantName, line.quantity, line.quantityType, millsOf(line.price), line.caseSize])).toEqual([
      ['3', '4', 'Beacon Spot Light', 'Black', 3, 'SINGLE', 49_990, 10],
      ['1', '1', 'Aurora Brass Path Light', 'Brass', 1, 'SINGLE', 59_900, 12],
    ]);
  });

  it('another buyer’s draft is 403 "You do not have access to this saved order": not found, and the session stands (no refresh, no sign-out)', async () => {
    replay('saved-orders-detail-other-user');
    const identity = new FakeIdentity();
    const onUnauthorized = vi.fn();
    await expectKind(savedOrdersWith(identity, onUnauthorized).savedOrder('1'), 'not-found');
    expect([identity.forcedRefreshes, onUnauthorized.mock.calls.length, log.seen.length]).toEqual([0, 0, 1]);
  });

  it.each(['saved-orders-detail-missing', 'saved-orders-detail-deleted'])('%s: 404, not found', async (name) => {
    const { captured } = replay(name);
    const id = captured.request.path.split('/').at(-1)!;
    const error = await expectKind(savedOrdersWith().savedOrder(id), 'not-found');
    expect(error.serverMessage).toBe(`Saved order with ID ${id} not found`);
  });

  it('an id that is not a number is refused before any call (the real backend answers 400 "Validation failed")', async () => {
    expect(realAnswer('saved-orders-detail-non-numeric').status).toBe(400);
    await expectKind(savedOrdersWith().savedOrder('abc'), 'not-found');
    expect(log.seen).toEqual([]);
  });

  it('a 403 "Forbidden resource" is still a refused session: one forced refresh, then sign-out', async () => {
    replay('saved-orders-none', '/saved-orders/1');
    const identity = new FakeIdentity();
    const onUnauthorized = vi.fn();
    await expectKind(savedOrdersWith(identity, onUnauthorized).savedOrder('1'), 'unauthorized');
    expect([identity.forcedRefreshes, onUnauthorized.mock.calls.length]).toEqual([1, 1]);
  });

  it.each<[number, unknown, boolean]>([
    [403, realAnswer('saved-orders-detail-other-user').body, true],
    [403, realAnswer('saved-orders-none').body, false],
    [404, realAnswer('saved-orders-detail-missing').body, false],
    [403, { message: 'You do not have access to this saved order' }, true],
    [404, { message: 'You do not have access to this saved order' }, false],
    [400, { message: 'You do not have access to this saved order' }, false],
  ])('isOtherBuyersSavedOrderAnswer(%i, …) is %j', (status, body, other) => {
    expect(isOtherBuyersSavedOrderAnswer(status, body)).toBe(other);
  });
});

describe('PATCH /saved-orders/{id}', () => {
  it('a rename sends the name only, and reads the draft back', async () => {
    const request = replay('saved-orders-update-rename');
    const saved = await savedOrdersWith().update('2', { name: ' Job Site B - Phase 2 ' });
    expect(log.last()).toMatchObject({ method: 'PATCH', path: '/saved-orders/2', authorization: 'Bearer token-123' });
    expect(await request.sent().json()).toEqual({ name: ' Job Site B - Phase 2 ' });
    expect(comparable(saved)).toMatchObject({ id: '2', name: 'Job Site B - Phase 2', updatedAt: '2026-11-25T00:48:03.046Z', notes: '', paymentOrder: '' });
    expect(saved.items.map((line) => toUnitPriceString(line.price))).toEqual(['56.905', '84.99', '49.99']);
  });

  it('notes and purchase order emptied are sent as "" and read back (null) as ""', async () => {
    const request = replay('saved-orders-update-clear-notes');
    const saved = await savedOrdersWith().update('1', { notes: '', paymentOrder: '' });
    expect(await request.sent().json()).toEqual({ notes: '', paymentOrder: '' });
    expect([saved.notes, saved.paymentOrder, saved.items.length]).toEqual(['', '', 2]);
  });

  it('items replace the lines wholesale', async () => {
    const request = replay('saved-orders-update-items');
    const beacon: SavedOrderLine = {
      productId: '3',
      variantId: '4',
      quantity: 3,
      quantityType: 'SINGLE',
      name: 'Beacon Spot Light',
      variantName: 'Black',
      image: '/images/products/spot-black.svg',
      price: parseUnitPrice('49.99'),
      caseSize: 10,
      isPairProduct: false,
    };
    const saved = await savedOrdersWith().update('1', { items: [beacon, { ...aurora, quantity: 1, quantityType: 'SINGLE' }] });
    expect(await request.sent().json()).toEqual(request.captured.request.body);
    expect(comparable(saved).items).toEqual([
      { ...beacon, price: '49.99' },
      { ...aurora, quantity: 1, quantityType: 'SINGLE', price: '59.90' },
    ]);
  });

  it('no lines: the real 400 with its words', async () => {
    replay('saved-orders-update-empty-items');
    const error = await expectKind(savedOrdersWith().update('1', { items: [] }), 'http');
    expect([error.status, error.serverMessage]).toEqual([400, 'Saved order must include at least one item']);
  });

  it('another buyer’s draft: not found, the session stands', async () => {
    replay('saved-orders-update-other-user');
    const identity = new FakeIdentity();
    const onUnauthorized = vi.fn();
    await expectKind(savedOrdersWith(identity, onUnauthorized).update('1', { name: 'Mine now' }), 'not-found');
    expect([identity.forcedRefreshes, onUnauthorized.mock.calls.length]).toEqual([0, 0]);
  });

  it('a missing draft: not found', async () => {
    replay('saved-orders-update-missing');
    await expectKind(savedOrdersWith().update('999999', { name: 'Nothing' }), 'not-found');
  });

  it('an id that is not a number is refused before any call', async () => {
    expect(realAnswer('saved-orders-update-non-numeric').status).toBe(400);
    await expectKind(savedOrdersWith().update('abc', { name: 'Nothing' }), 'not-found');
    expect(log.seen).toEqual([]);
  });
});

describe('DELETE /saved-orders/{id}', () => {
  it('answers {success: true, id}', async () => {
    replay('saved-orders-delete');
    await expect(savedOrdersWith().remove('3')).resolves.toBeUndefined();
    expect(log.last()).toEqual({ method: 'DELETE', path: '/saved-orders/3', query: {}, authorization: 'Bearer token-123' });
  });

  it('another buyer’s draft: not found, the session stands', async () => {
    replay('saved-orders-delete-other-user');
    const identity = new FakeIdentity();
    const onUnauthorized = vi.fn();
    await expectKind(savedOrdersWith(identity, onUnauthorized).remove('3'), 'not-found');
    expect([identity.forcedRefreshes, onUnauthorized.mock.calls.length]).toEqual([0, 0]);
  });

  it.each(['saved-orders-delete-deleted', 'saved-orders-delete-missing'])('%s: 404, not found', async (name) => {
    const { captured } = replay(name);
    await expectKind(savedOrdersWith().remove(captured.request.path.split('/').at(-1)!), 'not-found');
  });

  it('an id that is not a number is refused before any call', async () => {
    expect(realAnswer('saved-orders-delete-non-numeric').status).toBe(400);
    await expectKind(savedOrdersWith().remove('abc'), 'not-found');
    expect(log.seen).toEqual([]);
  });

  it('without a token: the real 403 "Forbidden resource"', async () => {
    replay('saved-orders-delete-none');
    const error = await expectKind(savedOrdersWith(new FakeIdentity(null)).remove('2'), 'unauthorized');
    expect(error.serverMessage).toBe('Forbidden resource');
  });

  it.each<[string, unknown]>([
    ['{success: false}', { success: false, id: 3 }],
    ['{}', {}],
  ])('%s is not a deletion: malformed', async (_label, body) => {
    server.use(http.delete(`${API}/saved-orders/3`, () => HttpResponse.json(body as never)));
    await expectKind(savedOrdersWith().remove('3'), 'malformed');
  });
});

describe('every saved-orders call fails as a BackendError: malformed, 500, timeout, offline, empty 200', () => {
  const calls: [string, 'get' | 'post' | 'patch' | 'delete', string, (adapter: HttpSavedOrders) => Promise<unknown>][] = [
    ['GET /saved-orders/my', 'get', '/saved-orders/my', (adapter) => adapter.mySavedOrders({ skip: 0, take: 20 })],
    ['GET /saved-orders/{id}', 'get', '/saved-orders/1', (adapter) => adapter.savedOrder('1')],
    ['POST /saved-orders', 'post', '/saved-orders', (adapter) => adapter.save(jobSiteA)],
    ['PATCH /saved-orders/{id}', 'patch', '/saved-orders/1', (adapter) => adapter.update('1', { name: 'Renamed' })],
    ['DELETE /saved-orders/{id}', 'delete', '/saved-orders/1', (adapter) => adapter.remove('1')],
  ];
  const failing = {
    malformed: () => HttpResponse.html('<!doctype html><html><body>Sign in to the guest Wi-Fi</body></html>'),
    '500': () => new HttpResponse(null, { status: 500 }),
    timeout: async () => {
      await delay('infinite');
      return HttpResponse.json({});
    },
    offline: () => HttpResponse.error(),
  } as const;

  describe.each(calls)('%s', (_call, method, path, send) => {
    it.each(failureCases('malformed', '500', 'timeout', 'offline'))('%s', async (_label, failure) => {
      server.use(http[method](`${API}${path}`, failing[failure]));
      const error = await backendErrorOf(send(savedOrdersWith()));
      const expected = backendFailure(failure, path);
      expect([error.kind, error.message, error.status]).toEqual([expected.kind, expected.message, expected.status]);
    });

    it('an empty 200: malformed', async () => {
      server.use(http[method](`${API}${path}`, () => new HttpResponse(null, { status: 200 })));
      await expectKind(send(savedOrdersWith()), 'malformed');
    });
  });
});
