// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { renderApp } from './support/render-app';

// The page, its typeahead and the buyer's services: slow to first render in jsdom on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

const LIST = 'LT-001-1 24\nSP-10-27 2\nNOPE-1 3\nSP-10-30 2 case';

async function pasteAndReview(app: ReturnType<typeof renderApp>, list: string) {
  const field = await screen.findByLabelText('Paste SKUs and quantities');
  await app.user.click(field);
  await app.user.paste(list);
  await app.user.click(screen.getByRole('button', { name: 'Review lines' }));
}

async function reviewed(app: ReturnType<typeof renderApp>, list = LIST) {
  await pasteAndReview(app, list);
  return screen.findByRole('table', { name: 'Review' });
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('Quick Order', () => {
  it('reviews a pasted list at the dealer\'s prices, each refused line with its reason, then adds the rest to the cart', async () => {
    const app = renderApp('/quick-order', { role: 'DEALER' });
    const table = await reviewed(app);
    expect(rowTexts(table)).toEqual([
      // 24 units are two whole cases of 12: $12.30 less 5% is $11.685 a unit.
      ['1', 'Line 1 · LT-001-1', 'Brass Path Light PL-100, Natural Brass', 'Single', '24', '24', '$11.685', '$280.44'],
      ['2', 'Line 2 · SP-10-27', 'Bronze Spot Light SP-10, 2700K', 'Single', '2', '2', '$23.50', '$47.00'],
      ['3', 'Line 3 · NOPE-1', '—', '', '3', '', '', ''],
      ['4', 'Line 4 · SP-10-30', 'Bronze Spot Light SP-10, 3000K', '', '2', '', '', ''],
    ]);
    expect(within(table).getByText('Unknown SKU')).toBeInTheDocument();
    expect(within(table).getByText('Not sold by the case')).toBeInTheDocument();
    expect(screen.getByText('2 lines ready · 2 lines need attention')).toBeInTheDocument();
    expect(screen.getByText('$327.44')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Add 2 lines to cart' }));
    expect(await screen.findByText('2 lines added to your cart. 2 lines were not added.')).toBeInTheDocument();
    expect(screen.getByText('Line 3, NOPE-1: Unknown SKU')).toBeInTheDocument();
    expect(screen.getByText('Line 4, SP-10-30: Not sold by the case')).toBeInTheDocument();
    const { cart } = await app.services.buyer();
    expect(cart.getSnapshot().context.items.map((item) => [item.sku, item.quantity, item.quantityType])).toEqual([
      ['LT-001-1', 24, 'SINGLE'],
      ['SP-10-27', 2, 'SINGLE'],
    ]);
  });

  it('says what is wrong with an empty paste', async () => {
    const app = renderApp('/quick-order', { role: 'DEALER' });
    await screen.findByLabelText('Paste SKUs and quantities');
    await app.user.click(screen.getByRole('button', { name: 'Review lines' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paste at least one line: a SKU and a quantity.');
  });

  it('shows the spec\'s message with Try Again when the catalogue fails, and the list is still there to try again', async () => {
    let failing = true;
    const app = renderApp('/quick-order', {
      role: 'DEALER',
      catalog: {
        findBySkus: async () => {
          if (failing) throw new BackendError('network', 'offline');
          return new Map();
        },
      },
    });
    await pasteAndReview(app, 'NOPE-1 3');
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    expect(screen.getByLabelText('Paste SKUs and quantities')).toHaveValue('NOPE-1 3');
    failing = false;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    const table = await screen.findByRole('table', { name: 'Review' });
    expect(within(table).getByText('Unknown SKU')).toBeInTheDocument();
  });
});
