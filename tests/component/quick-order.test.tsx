// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { products } from './support/fixtures';
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
      ['1', 'Line 1 · LT-001-1', 'Brass Path Light PL-100, Natural Brass', '24 units', '$11.685 per unit', '$280.44'],
      ['2', 'Line 2 · SP-10-27', 'Bronze Spot Light SP-10, 2700K', '2 units', '$23.50 per unit', '$47.00'],
      // A line that cannot be added keeps the quantity as the buyer gave it.
      ['3', 'Line 3 · NOPE-1', '—', '3', '', ''],
      ['4', 'Line 4 · SP-10-30', 'Bronze Spot Light SP-10, 3000K', '2', '', ''],
    ]);
    expect(within(table).getByText('Unknown SKU')).toBeInTheDocument();
    expect(within(table).getByText('Not sold by the case')).toBeInTheDocument();
    expect(screen.getByText('2 lines ready · 2 lines need attention')).toBeInTheDocument();
    expect(screen.getByText('$327.44')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Add 2 lines to cart' }));
    const outcome = (await screen.findByText('2 lines added to your cart. 2 lines were not added.')).closest<HTMLElement>('[role="alert"]');
    // Each line not added, its SKU kept whole on a line of the message (an element of its own).
    expect(within(outcome!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3, NOPE-1: Unknown SKU',
      'Line 4, SP-10-30: Not sold by the case',
    ]);
    expect(within(outcome!).getByText('SP-10-30:')).toHaveStyle({ display: 'inline-block' });
    const { cart } = await app.services.buyer();
    expect(cart.getSnapshot().context.items.map((item) => [item.sku, item.quantity, item.quantityType])).toEqual([
      ['LT-001-1', 24, 'SINGLE'],
      ['SP-10-27', 2, 'SINGLE'],
    ]);
  });

  it('words a pair product in pairs and the fixtures they hold, as the cart does, and a case in cases and units', async () => {
    // The pair fixture with a SKU of its own: TS-B301, sold in pairs, also by the case of 6.
    const pair = { ...products.pairLight, variants: products.pairLight.variants.map((variant) => ({ ...variant, sku: 'TS-B301-BZ' })) };
    const app = renderApp('/quick-order', {
      role: 'DEALER',
      catalog: { findBySkus: async (skus) => new Map(skus.filter((sku) => sku === 'TS-B301-BZ').map((sku) => [sku, pair])) },
    });
    const table = await reviewed(app, 'TS-B301-BZ 2\nTS-B301-BZ 1 case\nTS-B301-BZ 3 single');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Line',
      'SKU',
      'Product',
      'Quantity',
      'Unit price',
      'Line total',
    ]);
    expect(rowTexts(table)).toEqual([
      // 2 pairs at $40.00 a fixture: 4 fixtures, $160.00.
      ['1', 'Line 1 · TS-B301-BZ', 'TS-B301 Bollard Step Light, Bronze', '2 pairs (4 fixtures)', '$40.00 per fixture · $80.00 per pair', '$160.00'],
      // A case of 6 fixtures at the case price, $38.00 a fixture.
      ['2', 'Line 2 · TS-B301-BZ', 'TS-B301 Bollard Step Light, Bronze', '1 case of 6 (6 fixtures)', '$38.00 per fixture · $228.00 per case', '$228.00'],
      ['3', 'Line 3 · TS-B301-BZ', 'TS-B301 Bollard Step Light, Bronze', '3', '', ''],
    ]);
    expect(
      within(table).getByText(
        'Sold in pairs, 2 fixtures each: 3 fixtures are not a whole number of pairs. Order 1 pair (2 fixtures) or 2 pairs (4 fixtures)',
      ),
    ).toBeInTheDocument();
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
