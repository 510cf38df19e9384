// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart';
import { caseLine, pairLine } from './support/fixtures';
import { renderApp } from './support/render-app';

// Every render of a cart line works out its figures here: the calls count the lines rendered.
const lineRenders = vi.hoisted(() => ({ items: [] as CartItem[] }));
vi.mock('../../src/domain/checkout/order-summary', async (importActual) => {
  const actual = await importActual<typeof import('../../src/domain/checkout/order-summary')>();
  return {
    ...actual,
    summaryLine: (item: CartItem) => {
      lineRenders.items.push(item);
      return actual.summaryLine(item);
    },
  };
});


describe('a long cart stays quick', () => {
  it('renders again only the line whose quantity changed', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    await screen.findByRole('button', { name: `Increase quantity of ${pair}` });

    lineRenders.items = [];
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));

    const list = screen.getByRole('list', { name: 'Cart items' });
    expect(within(list).getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('4');
    expect(lineRenders.items.length).toBeGreaterThan(0);
    expect(lineRenders.items.every((item) => item.productId === pairLine.productId && item.quantity === 4)).toBe(true);
  });
});
