// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { parseMoney } from '../../src/domain/shared/money';
import { aCartItem, manyProducts } from './support/fixtures';
import { transitions } from './support/held-back-deferred';
import { renderApp } from './support/render-app';

vi.mock('react', async (importActual) =>
  (await import('./support/held-back-deferred')).withHeldBackDeferredRenders(await importActual()),
);

afterEach(() => transitions.release());

/** 40 lines of one "Bulk Light" each, $8.00 a unit for a dealer. */
const bulk = manyProducts(40);
const lines = bulk.map((product) =>
  aCartItem({ productId: product.id, variantId: product.variants[0]!.id, quantity: 1, quantityType: 'SINGLE', name: product.name, variantName: 'Standard', sku: null, image: null, price: parseMoney('10.00') }),
);
const product = async (id: string) => {
  const found = bulk.find((candidate) => candidate.id === id);
  if (!found) throw new BackendError('not-found', 'Product not found', 404);
  return found;
};

const drawnNames = (list: HTMLElement) =>
  within(list).queryAllByRole('listitem').map((line) => within(line).getByRole('link', { name: /^Bulk Light/ }).textContent);

describe('a long cart', () => {
  it('draws its first 12 lines with the page and the others in the renders after, the totals counting all 40 from the start', async () => {
    transitions.heldBack = true;
    renderApp('/cart', { role: 'DEALER', cartItems: lines, catalog: { product } });

    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(drawnNames(list)).toEqual(bulk.slice(0, 12).map((item) => item.name));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal').nextSibling?.textContent).toBe('$320.00');

    act(() => transitions.release());
    await waitFor(() => expect(drawnNames(list)).toHaveLength(40), { timeout: 10_000 });
    expect(drawnNames(list)).toEqual(bulk.map((item) => item.name));
    expect(within(summary).getByText('Subtotal').nextSibling?.textContent).toBe('$320.00');
  });

  it("draws each line and its texts as plain elements: its one MUI Typography is the product's link", async () => {
    renderApp('/cart', { role: 'DEALER', cartItems: lines.slice(0, 3), catalog: { product } });
    const list = await screen.findByRole('list', { name: 'Cart items' });
    for (const line of within(list).getAllByRole('listitem')) {
      expect(line.className).toBe('cart-line');
      const typography = [...line.querySelectorAll('.MuiTypography-root')];
      expect(typography.map((element) => element.tagName)).toEqual(['A']);
      expect(within(line).getByText('Unit price').tagName).toBe('DIV');
    }
  });

  it("adds no global style sheet for each line's quantity field (each would be a sheet of its own)", async () => {
    renderApp('/cart', { role: 'DEALER', cartItems: lines, catalog: { product } });
    const list = await screen.findByRole('list', { name: 'Cart items' });
    // The lines are drawn in slices between renders: on a loaded machine the 40th comes well after a second.
    await waitFor(() => expect(drawnNames(list)).toHaveLength(40), { timeout: 10_000 });
    const autofillSheets = [...document.querySelectorAll('style[data-emotion^="css-global"]')].filter((sheet) => sheet.textContent?.includes('mui-auto-fill'));
    expect(autofillSheets).toHaveLength(0);
  });
});
