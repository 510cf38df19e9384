// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PART_UNAVAILABLE } from '../../src/ui/shared/on-demand';
import { caseLine, pairLine } from './support/fixtures';
import { renderApp } from './support/render-app';

// The dialogs' code cannot be fetched: a network gone since the cart opened.
vi.mock('../../src/ui/cart/ClearCartDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../src/ui/saved-orders/SaveDraftDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('cart dialogs whose code cannot be fetched', () => {
  it.each(['Clear cart', 'Save as draft'])('%s says it could not be opened and keeps every line', async (button) => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    await screen.findByRole('list', { name: 'Cart items' });

    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByText(PART_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
