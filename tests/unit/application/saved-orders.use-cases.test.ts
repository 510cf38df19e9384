import { describe, expect, it, vi } from 'vitest';
import type { SavedOrdersPort } from '../../../src/application/ports/saved-orders.port';
import { savedOrdersMessages } from '../../../src/application/saved-orders/saved-orders.messages';
import {
  SavedOrderRefused,
  savedLineOf,
  savedOrderFailure,
  savedOrdersUseCases,
} from '../../../src/application/saved-orders/saved-orders.use-cases';
import type { CheckoutNotes } from '../../../src/application/ports/checkout-memory.port';
import { BackendError } from '../../../src/application/shared/backend-error';
import type { Cart } from '../../../src/domain/cart/cart';
import { SAVED_ORDERS_PAGE_SIZE, type SavedOrder, type SavedOrderDraft } from '../../../src/domain/orders/saved-order';
import { formatMoney, formatUnitPrice } from '../../../src/domain/shared/money';
import { line } from '../../support/demo-server';
import { seededProducts } from '../../support/seed-catalog';

/** p-001 Aurora (dealer $67.32), p-003 Cascade by the case of 12 ($83.334 a unit), p-107 Prairie Bollard (no longer sold). */
const AURORA = () => line('p-001', 'DEALER', { quantity: 3 });
const CASCADE_CASE = () => line('p-003', 'DEALER', { quantityType: 'CASE' });
const retiredBollard = () => {
  const bollard = seededProducts.find((product) => product.id === 'p-107')!;
  return { ...AURORA(), productId: bollard.id, variantId: bollard.variants[0]!.id, name: bollard.name, variantName: bollard.variants[0]!.name };
};

const EMPTY = 'Saved order must include at least one item';

function aSavedOrder(id: string, items: Cart, overrides: Partial<SavedOrder> = {}): SavedOrder {
  return {
    id,
    name: `Draft ${id}`,
    notes: 'Site office',
    paymentOrder: 'JOB-114',
    items: items.map(savedLineOf),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function harness(stored: SavedOrder[] = []) {
  const port = {
    mySavedOrders: vi.fn(async ({ skip, take }: { skip: number; take: number }) => stored.slice(skip, skip + take)),
    savedOrder: vi.fn(async (id: string) => {
      const found = stored.find((order) => order.id === id);
      if (!found) throw new BackendError('not-found', 'Saved order with ID 9 not found', 404);
      return found;
    }),
    save: vi.fn(async (draft: SavedOrderDraft) => ({ ...draft, id: '1', createdAt: '', updatedAt: '' })),
    update: vi.fn(async (id: string, changes: Partial<SavedOrderDraft>) => ({ ...stored.find((order) => order.id === id)!, ...changes })),
    remove: vi.fn(async () => undefined),
  } satisfies SavedOrdersPort;
  const product = vi.fn(async (id: string) => {
    const found = seededProducts.find((candidate) => candidate.id === id);
    if (!found) throw new BackendError('not-found', 'Product not found', 404);
    return found;
  });
  const cart = { send: vi.fn() };
  let notes: CheckoutNotes = { purchaseOrder: '', notes: '' };
  const checkoutNotes = { set: vi.fn((next: CheckoutNotes) => void (notes = next)) };
  const useCases = savedOrdersUseCases(port, { product }, cart, checkoutNotes);
  return { useCases, port, product, cart, notes: () => notes };
}

describe('saving the cart as a draft', () => {
  it('sends the cart lines as they are, the name, PO and notes trimmed', async () => {
    const { useCases, port } = harness();
    await useCases.saveCart([AURORA(), CASCADE_CASE()], { name: '  Riverside job ', paymentOrder: ' JOB-114 ', notes: 'Dock 4 ' });
    const sent = port.save.mock.calls[0]![0];
    expect(sent).toMatchObject({ name: 'Riverside job', paymentOrder: 'JOB-114', notes: 'Dock 4' });
    expect(sent.items.map((item) => [item.productId, item.quantity, item.quantityType, formatUnitPrice(item.price)])).toEqual([
      ['p-001', 3, 'SINGLE', '$67.32'],
      ['p-003', 1, 'CASE', '$87.72'],
    ]);
  });

  it.each([
    ['', savedOrdersMessages.nameRequired],
    ['   ', savedOrdersMessages.nameRequired],
    ['x'.repeat(256), savedOrdersMessages.nameTooLong],
  ])('refuses the name %j before any call', async (name, message) => {
    const { useCases, port } = harness();
    expect(useCases.nameProblem(name)).toBe(message);
    await expect(useCases.saveCart([AURORA()], { name, paymentOrder: '', notes: '' })).rejects.toThrow(new SavedOrderRefused(message));
    expect(port.save).not.toHaveBeenCalled();
  });

  it('takes a name of 255 characters once trimmed', () => {
    expect(harness().useCases.nameProblem(` ${'x'.repeat(255)} `)).toBeNull();
  });
});

describe('saved orders at today’s prices', () => {
  it('lists a page with each draft’s total for the role, asking once per product however many drafts name it', async () => {
    const stored = [aSavedOrder('2', [AURORA(), CASCADE_CASE()]), aSavedOrder('1', [AURORA()])];
    const { useCases, product, port } = harness(stored);
    const page = await useCases.savedOrdersPage({ page: 1, role: 'DEALER' });
    // 3 x $67.32 = $201.96; one case of 12 at $83.334 = $1,000.01.
    expect(page.rows.map((row) => formatMoney(row.total))).toEqual(['$1,201.97', '$201.96']);
    expect(product.mock.calls.map(([id]) => id).sort()).toEqual(['p-001', 'p-003']);
    expect(port.mySavedOrders).toHaveBeenCalledWith({ skip: 0, take: SAVED_ORDERS_PAGE_SIZE + 1 });
    expect(page.hasNext).toBe(false);
  });

  it('prices for the buyer’s role: the contractor pays his own price', async () => {
    const { useCases } = harness([aSavedOrder('1', [AURORA()])]);
    const page = await useCases.savedOrdersPage({ page: 1, role: 'CONTRACTOR' });
    // 3 x $81.18.
    expect(formatMoney(page.rows[0]!.total)).toBe('$243.54');
  });

  it('knows a next page by the one more it asked for, and shows only a page', async () => {
    const stored = Array.from({ length: SAVED_ORDERS_PAGE_SIZE + 1 }, (_, index) => aSavedOrder(String(index + 1), [AURORA()]));
    const page = await harness(stored).useCases.savedOrdersPage({ page: 1, role: 'DEALER' });
    expect(page.rows).toHaveLength(SAVED_ORDERS_PAGE_SIZE);
    expect(page.hasNext).toBe(true);
  });

  it('reopens a draft with a line no longer sold named and kept in its place, out of the total', async () => {
    const { useCases } = harness([aSavedOrder('7', [AURORA(), retiredBollard()])]);
    const opened = await useCases.open('7', 'DEALER');
    expect(opened.lines.map((line) => line.today !== null)).toEqual([true, false]);
    expect(opened.unavailable).toEqual(['Prairie Bollard 6W 3000K (Brass)']);
    expect(formatMoney(opened.total)).toBe('$201.96');
  });

  it('says Saved order not found for a missing or another account’s draft, never the backend’s text', async () => {
    const { useCases } = harness();
    const error = await useCases.open('9', 'DEALER').catch((reason: unknown) => reason);
    expect(savedOrderFailure(error, savedOrdersMessages.detailFailed)).toBe('Saved order not found');
    expect(savedOrderFailure(new BackendError('http', 'boom', 500), savedOrdersMessages.detailFailed)).toBe('Failed to load saved order');
    expect(savedOrderFailure(new BackendError('http', 'x', 400, EMPTY), savedOrdersMessages.saveFailed)).toBe(EMPTY);
  });
});

describe('changing a draft', () => {
  it('removes a line, keeping the others as priced, and never the last one', async () => {
    const { useCases, port } = harness([aSavedOrder('7', [AURORA(), CASCADE_CASE()])]);
    const opened = await useCases.open('7', 'DEALER');
    const after = await useCases.removeLine(opened, 0);
    expect(port.update.mock.calls[0]![1].items!.map((item) => item.productId)).toEqual(['p-003']);
    expect(formatMoney(after.total)).toBe('$1,000.01');
    await expect(useCases.removeLine(after, 0)).rejects.toThrow(savedOrdersMessages.lastLine);
  });

  it('checks the name before renaming', async () => {
    const { useCases, port } = harness([aSavedOrder('7', [AURORA()])]);
    await expect(useCases.editDetails('7', { name: ' ', paymentOrder: '', notes: '' })).rejects.toThrow(savedOrdersMessages.nameRequired);
    await useCases.editDetails('7', { name: 'Renamed ', paymentOrder: 'JOB-200', notes: '' });
    expect(port.update).toHaveBeenCalledWith('7', { name: 'Renamed', paymentOrder: 'JOB-200', notes: '' });
  });
});

describe('using a draft', () => {
  it('replaces the cart with the lines still sold, or adds them, and hands its PO and notes to the checkout', async () => {
    const { useCases, cart, notes } = harness([aSavedOrder('7', [AURORA(), retiredBollard()])]);
    const opened = await useCases.open('7', 'DEALER');
    expect(useCases.useInCart(opened, 'replace').map((item) => item.productId)).toEqual(['p-001']);
    expect(cart.send).toHaveBeenLastCalledWith({ type: 'REPLACE', items: [opened.lines[0]!.today] });
    useCases.useInCart(opened, 'add');
    expect(cart.send).toHaveBeenLastCalledWith({ type: 'ADD_LINES', items: [opened.lines[0]!.today] });
    expect(notes()).toEqual({ purchaseOrder: 'JOB-114', notes: 'Site office' });
  });
});

describe('saved orders: pages, prices per line, removal and refusals', () => {
  it('asks for the second page after the first page’s drafts; a page exactly full has no next', async () => {
    const stored = Array.from({ length: 2 * SAVED_ORDERS_PAGE_SIZE }, (_, index) => aSavedOrder(String(index + 1), [AURORA()]));
    const { useCases, port } = harness(stored);
    const second = await useCases.savedOrdersPage({ page: 2, role: 'DEALER' });
    expect(port.mySavedOrders).toHaveBeenCalledWith({ skip: SAVED_ORDERS_PAGE_SIZE, take: SAVED_ORDERS_PAGE_SIZE + 1 });
    expect(second.rows[0]!.order.id).toBe(String(SAVED_ORDERS_PAGE_SIZE + 1));
    expect(second.hasNext).toBe(false);
  });

  it('prices each line still sold for today (unit price and line total), and none for a line no longer sold', async () => {
    const { useCases } = harness([aSavedOrder('7', [AURORA(), retiredBollard()])]);
    const opened = await useCases.open('7', 'DEALER');
    expect(opened.lines.map((each) => [each.unitPrice && formatUnitPrice(each.unitPrice), each.lineTotal && formatMoney(each.lineTotal)])).toEqual([
      ['$67.32', '$201.96'],
      [null, null],
    ]);
  });

  it('removes a draft through the port', async () => {
    const { useCases, port } = harness([aSavedOrder('7', [AURORA()])]);
    await useCases.remove('7');
    expect(port.remove).toHaveBeenCalledExactlyOnceWith('7');
  });

  it('a refusal before sending is said in its own words', () => {
    const refusal = new SavedOrderRefused('Saved order name is required');
    expect(refusal.name).toBe('SavedOrderRefused');
    expect(savedOrderFailure(refusal, savedOrdersMessages.saveFailed)).toBe('Saved order name is required');
  });
});
