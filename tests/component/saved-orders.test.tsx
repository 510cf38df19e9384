// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedOrdersPort } from '../../src/application/ports/saved-orders.port';
import { savedLineOf } from '../../src/application/saved-orders/saved-orders.use-cases';
import { BackendError } from '../../src/application/shared/backend-error';
import type { Cart } from '../../src/domain/cart/cart';
import type { SavedOrder } from '../../src/domain/orders/saved-order';
import { parseMoney } from '../../src/domain/shared/money';
import { backendFailure, failureLabels, type Failure } from '../support/backend-failures';
import { aCartItem, caseLine, products } from './support/fixtures';
import { renderApp, type RenderAppOptions } from './support/render-app';

// Each screen here repricing through the catalogue, then a dialog: slow in jsdom on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

/** Dealer: 3 at $12.34 = $37.02 (saved at $11.00: today's price is what counts). */
const singleLine = aCartItem({ quantity: 3, price: parseMoney('11.00') });
/** A product the catalogue no longer has. */
const retiredLine = aCartItem({ productId: 'p-retired', variantId: 'v-retired', name: 'Retired Lantern RL-9', variantName: 'Black' });

function aSavedOrder(overrides: Partial<SavedOrder> & { lines?: Cart } = {}): SavedOrder {
  const { lines = [caseLine, singleLine], ...rest } = overrides;
  return {
    id: '7',
    name: 'Riverside job',
    notes: 'Deliver to the site office',
    paymentOrder: 'JOB-114',
    items: lines.map(savedLineOf),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...rest,
  };
}

/** The ways a saved-order call fails: the four of issue 9, a 403 that is no refused session, and an empty 200. */
const FAILURES: Array<[string, () => BackendError]> = [
  // A timeout or no signal at all keeps the draft on the device instead (issue 42, below).
  ...(['malformed', '500'] as Failure[]).map((failure): [string, () => BackendError] => [
    failureLabels[failure],
    () => backendFailure(failure, '/saved-orders'),
  ]),
  ['a 403', () => new BackendError('unauthorized', 'Forbidden resource', 403)],
  ['an empty 200', () => new BackendError('malformed', 'Empty answer from /saved-orders')],
];

const failing = (make: () => BackendError) => async (): Promise<never> => {
  throw make();
};

function open(path: string, savedOrders: Partial<SavedOrdersPort>, options: RenderAppOptions = {}) {
  return renderApp(path, { role: 'DEALER', savedOrders, ...options });
}

describe('Save as draft in the cart', () => {
  async function openDialog(options: RenderAppOptions = {}) {
    const app = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, singleLine], ...options });
    await app.user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    return { ...app, dialog: await screen.findByRole('dialog', { name: 'Save as draft' }) };
  }

  it('asks for a name before anything is sent, and focuses it', async () => {
    const { user, dialog, savedOrders } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(savedOrders.save).not.toHaveBeenCalled();
  });

  it('refuses a name over 255 characters', async () => {
    const { user, dialog, savedOrders } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.click(name);
    await user.paste('x'.repeat(256));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText('Name must be at most 255 characters')).toBeInTheDocument();
    expect(savedOrders.save).not.toHaveBeenCalled();
  });

  it('saves the cart lines with the name, PO and notes, toasts, and links to the draft', async () => {
    const { user, dialog, savedOrders } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Riverside job');
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase order' }), 'JOB-114');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Site office');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Saved Riverside job to your saved orders')).toBeInTheDocument();
    const sent = savedOrders.save.mock.calls[0]![0];
    expect(sent).toMatchObject({ name: 'Riverside job', paymentOrder: 'JOB-114', notes: 'Site office' });
    expect(sent.items.map((item) => [item.productId, item.quantity, item.quantityType])).toEqual([
      ['p-case', 2, 'CASE'],
      ['p-single', 3, 'SINGLE'],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Open saved order' })).toHaveAttribute('href', '/saved-orders/1');
  });

  it("shows the backend's refusal in its own words", async () => {
    const refusal = 'Saved order must include at least one item';
    const { user, dialog } = await openDialog({
      savedOrders: { save: failing(() => new BackendError('http', refusal, 400, refusal)) },
    });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Riverside job');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it.each(FAILURES)('on %s says Failed to save order, and the dialog keeps everything typed', async (_, make) => {
    const { user, dialog } = await openDialog({ savedOrders: { save: failing(make) } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Riverside job');
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase order' }), 'JOB-114');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('Failed to save order. Please try again.')).toBeInTheDocument();
    // Inline and in the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to save order. Please try again.')).toHaveLength(2));
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Riverside job');
    expect(within(dialog).getByRole('textbox', { name: 'Purchase order' })).toHaveValue('JOB-114');
  });

  it.each(['timeout', 'offline'] as Failure[])(
    'on %s keeps the draft on this device, listed first and marked, until the signal returns',
    async (failure) => {
      const { user, dialog } = await openDialog({
        savedOrders: { save: failing(() => backendFailure(failure, '/saved-orders')), mySavedOrders: async () => [aSavedOrder({ id: '6', name: 'Barton Creek' })] },
      });
      await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Riverside job');
      await user.type(within(dialog).getByRole('textbox', { name: 'Purchase order' }), 'JOB-114');
      await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByText('Kept Riverside job on this device: it will be saved to your account when the signal returns')).toBeInTheDocument();
      expect(await screen.findByText('Kept on this device as Riverside job: not yet saved to your account')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('link', { name: 'Open saved order' }));
      expect(await screen.findByRole('heading', { name: 'Riverside job', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('Not yet saved to your account')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Saved orders' }));
      const listed = within(await screen.findByRole('list', { name: 'Saved orders' })).getAllByRole('listitem');
      expect(listed.map((row) => within(row).getByRole('link').textContent)).toEqual(['Riverside job', 'Barton Creek']);
      expect(listed[0]).toHaveTextContent('Not yet saved to your account');
      expect(listed[1]).not.toHaveTextContent('Not yet saved to your account');
    },
  );

  it('starts from the PO and notes typed at checkout in this visit', async () => {
    const app = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine] });
    (await app.services.buyer()).checkoutNotes.set({ purchaseOrder: 'PO-77', notes: 'Gate code 4411' });
    await app.user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as draft' });
    expect(within(dialog).getByRole('textbox', { name: 'Purchase order' })).toHaveValue('PO-77');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Gate code 4411');
  });
});

describe('Saved orders list', () => {
  const rows = async () => within(await screen.findByRole('list', { name: 'Saved orders' })).getAllByRole('listitem');

  it("shows each draft's name, PO, line count, updated date and total at today's prices", async () => {
    open('/saved-orders', { mySavedOrders: async () => [aSavedOrder(), aSavedOrder({ id: '6', name: 'Barton Creek', paymentOrder: '', lines: [singleLine] })] });
    const [first, second] = await rows();
    expect(within(first!).getByRole('link', { name: 'Riverside job' })).toHaveAttribute('href', '/saved-orders/7');
    expect(first).toHaveTextContent('PO JOB-114');
    expect(first).toHaveTextContent('2 lines');
    expect(first).toHaveTextContent('Nov 21, 2026');
    // $280.44 + $37.02.
    expect(first).toHaveTextContent('$317.46');
    expect(second).toHaveTextContent('1 line');
    expect(second).toHaveTextContent('$37.02');
    await waitFor(() => expect(document.title).toBe('Saved orders | Lumen Trade'));
  });

  it('pages 20 at a time, knowing a next page by asking for one more', async () => {
    const { savedOrders, user, location } = open('/saved-orders', {
      mySavedOrders: async ({ skip, take }) =>
        Array.from({ length: 25 }, (_, index) => aSavedOrder({ id: String(25 - index), name: `Draft ${25 - index}`, lines: [singleLine] })).slice(skip, skip + take),
    });
    expect(await rows()).toHaveLength(20);
    expect(savedOrders.mySavedOrders).toHaveBeenCalledWith({ skip: 0, take: 21 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Draft 5' })).toBeInTheDocument();
    expect(location()).toBe('/saved-orders?page=2');
    expect(await rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when there is none yet', async () => {
    open('/saved-orders', {});
    expect(await screen.findByText('No saved orders yet. Save a cart as a draft to find it here.')).toHaveAttribute('role', 'status');
  });

  it.each(FAILURES)("on %s says 'Failed to load saved orders' inline and in a toast; Try Again loads them", async (_, make) => {
    let calls = 0;
    const { user } = open('/saved-orders', {
      mySavedOrders: async () => {
        calls += 1;
        if (calls === 1) throw make();
        return [aSavedOrder()];
      },
    });
    await screen.findByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(screen.getAllByText('Failed to load saved orders')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Riverside job' })).toBeInTheDocument();
  });

  it('is linked from the profile', async () => {
    renderApp('/profile', { role: 'DEALER' });
    expect(await screen.findByRole('link', { name: 'Saved orders' })).toHaveAttribute('href', '/saved-orders');
  });
});

describe('a saved order', () => {
  async function openDraft(order: SavedOrder = aSavedOrder(), savedOrders: Partial<SavedOrdersPort> = {}, options: RenderAppOptions = {}) {
    const app = open(`/saved-orders/${order.id}`, { savedOrder: async () => order, ...savedOrders }, options);
    await screen.findByRole('heading', { level: 1, name: order.name });
    return app;
  }
  const lines = () => within(screen.getByRole('list', { name: 'Saved order lines' })).getAllByRole('listitem');
  const details = () => screen.getByRole('form', { name: 'Saved order details' });

  it("shows its lines at today's prices and the total, and its PO and notes", async () => {
    await openDraft();
    const [cases, singles] = lines();
    expect(cases).toHaveTextContent('2 cases of 12 (24 units)$11.685 per unit · $140.22 per case');
    expect(cases).toHaveTextContent('$280.44');
    expect(singles).toHaveTextContent('3 units$12.34 per unit');
    expect(singles).toHaveTextContent('$37.02');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('$317.46')).toBeInTheDocument();
    expect(within(details()).getByRole('textbox', { name: 'Purchase order' })).toHaveValue('JOB-114');
    expect(within(details()).getByRole('textbox', { name: 'Notes' })).toHaveValue('Deliver to the site office');
  });

  it('names a line no longer sold, keeps it in its place and out of the total', async () => {
    await openDraft(aSavedOrder({ lines: [singleLine, retiredLine] }));
    expect(screen.getByText('No longer available: Retired Lantern RL-9 (Black)')).toBeInTheDocument();
    expect(lines()[1]).toHaveTextContent('No longer available');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('$37.02')).toBeInTheDocument();
  });

  it("says 'Saved order not found' for a missing or another account's draft", async () => {
    open('/saved-orders/99', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Saved orders' })).toHaveAttribute('href', '/saved-orders');
  });

  it.each(FAILURES)("on %s says 'Failed to load saved order' with Try Again", async (_, make) => {
    let calls = 0;
    const { user } = open('/saved-orders/7', {
      savedOrder: async () => {
        calls += 1;
        if (calls === 1) throw make();
        return aSavedOrder();
      },
    });
    await screen.findByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(screen.getAllByText('Failed to load saved order')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside job' })).toBeInTheDocument();
  });

  it('renames it and changes its PO and notes', async () => {
    const { user, savedOrders } = await openDraft(aSavedOrder(), {
      update: async (id, changes) => ({ ...aSavedOrder(), ...changes, id }),
    });
    const name = within(details()).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Riverside phase 2');
    await user.clear(within(details()).getByRole('textbox', { name: 'Purchase order' }));
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved order updated')).toBeInTheDocument();
    expect(savedOrders.update).toHaveBeenCalledWith('7', { name: 'Riverside phase 2', paymentOrder: '', notes: 'Deliver to the site office' });
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside phase 2' })).toBeInTheDocument();
  });

  it.each(FAILURES)('on %s a change says Failed to update saved order and keeps what was typed', async (_, make) => {
    const { user } = await openDraft(aSavedOrder(), { update: failing(make) });
    const name = within(details()).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Riverside phase 2');
    await user.click(within(details()).getByRole('button', { name: 'Save changes' }));
    expect(await within(details()).findByText('Failed to update saved order. Please try again.')).toBeInTheDocument();
    expect(name).toHaveValue('Riverside phase 2');
  });

  it('removes a line, and never the last one', async () => {
    const { user, savedOrders } = await openDraft(aSavedOrder(), {
      update: async (id, changes) => ({ ...aSavedOrder(), ...changes, id }),
    });
    await user.click(screen.getByRole('button', { name: `Remove ${products.caseLight.name}, Natural Brass` }));
    expect(await screen.findByText(`Removed ${products.caseLight.name} from this saved order`)).toBeInTheDocument();
    expect(savedOrders.update.mock.calls[0]![1].items!.map((item) => item.productId)).toEqual(['p-single']);
    expect(lines()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Copper Path Light PL-200, Raw Copper' })).toBeDisabled();
    expect(screen.getByText('A saved order keeps at least one line: delete the saved order instead.')).toBeInTheDocument();
  });

  it('deletes it once confirmed, then lists the others', async () => {
    const { user, savedOrders, location } = await openDraft(aSavedOrder(), { remove: async () => undefined });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted Riverside job')).toBeInTheDocument();
    expect(savedOrders.remove).toHaveBeenCalledWith('7');
    await waitFor(() => expect(location()).toBe('/saved-orders'));
  });

  it.each(FAILURES)('on %s deleting says so and the dialog stays open', async (_, make) => {
    const { user } = await openDraft(aSavedOrder(), { remove: failing(make) });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Failed to delete saved order. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('Use this order puts its lines in an empty cart and opens the checkout with its PO and notes', async () => {
    const { user, location, savedCart } = await openDraft(aSavedOrder({ lines: [singleLine, retiredLine] }), {}, { cartItems: [] });
    await user.click(screen.getByRole('button', { name: 'Use this order' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    expect(savedCart()?.map((item) => [item.productId, item.quantity])).toEqual([['p-single', 3]]);
    expect(await screen.findByRole('textbox', { name: /^Purchase Order/ })).toHaveValue('JOB-114');
    expect(screen.getByRole('textbox', { name: 'Order Notes' })).toHaveValue('Deliver to the site office');
  });

  it('asks a cart with lines whether to replace them or add to them', async () => {
    const otherLine = aCartItem({ productId: products.pairLight.id, variantId: 'v-pair', name: products.pairLight.name, isPairProduct: true });
    const { user, savedCart, location } = await openDraft(aSavedOrder({ lines: [singleLine] }), {}, { cartItems: [otherLine, aCartItem()] });
    await user.click(screen.getByRole('button', { name: 'Use this order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart is not empty' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
    // The single line adds up: 1 already in the cart and 3 from the draft.
    expect(savedCart()?.map((item) => [item.productId, item.quantity])).toEqual([
      ['p-pair', 1],
      ['p-single', 4],
    ]);
  });

  it('Replace cart leaves only the saved order’s lines', async () => {
    const otherLine = aCartItem({ productId: products.pairLight.id, variantId: 'v-pair', name: products.pairLight.name, isPairProduct: true });
    const { user, savedCart } = await openDraft(aSavedOrder({ lines: [singleLine] }), {}, { cartItems: [otherLine] });
    await user.click(screen.getByRole('button', { name: 'Use this order' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Your cart is not empty' })).getByRole('button', { name: 'Replace cart' }));
    await waitFor(() => expect(savedCart()?.map((item) => [item.productId, item.quantity])).toEqual([['p-single', 3]]));
  });
});
