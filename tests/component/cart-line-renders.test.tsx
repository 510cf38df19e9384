// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../src/domain/cart/cart';
import { caseLine, pairLine } from './support/fixtures';
import { deferredRenders } from './support/held-back-deferred';
import { renderApp } from './support/render-app';

type PartProps = { children?: ReactNode; 'aria-label'?: string };

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

// Buttons and links, counted by what they say (or their label) each time one renders.
const partRenders = vi.hoisted(() => ({ texts: [] as string[] }));
function counted(path: string) {
  return async (importActual: () => Promise<unknown>) => {
    const Real = ((await importActual()) as { default: ComponentType<PartProps> }).default;
    const { createElement } = await import('react');
    // React 19 hands a ref on as a prop: the counted part passes it through with the rest.
    function Counted(props: PartProps) {
      partRenders.texts.push(`${path}: ${typeof props.children === 'string' ? props.children : props['aria-label']}`);
      return createElement(Real, props);
    }
    return { default: Counted };
  };
}
vi.mock('react', async (importActual) =>
  (await import('./support/held-back-deferred')).withHeldBackDeferredRenders(await importActual()),
);

vi.mock('@mui/material/Button', counted('Button'));
// The list of lines, counted each time it renders (its other Boxes are not).
const listRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material/Box', async (importActual) => {
  const Real = ((await importActual()) as { default: ComponentType<PartProps> }).default;
  const { createElement } = await import('react');
  function CountedList(props: PartProps) {
    if (props['aria-label'] === 'Cart items') listRenders.count += 1;
    return createElement(Real, props);
  }
  return { default: CountedList };
});
vi.mock('@mui/material/Link', counted('Link'));
vi.mock('@mui/material/IconButton', counted('IconButton'));
// The quantity fields, counted by their label each time one renders.
const fieldRenders = vi.hoisted(() => ({ labels: [] as string[] }));
vi.mock('@mui/material/InputBase', async (importActual) => {
  const Real = ((await importActual()) as { default: ComponentType<{ inputProps?: { 'aria-label'?: string } }> }).default;
  const { createElement } = await import('react');
  function CountedField(props: { inputProps?: { 'aria-label'?: string } }) {
    fieldRenders.labels.push(props.inputProps?.['aria-label'] ?? '');
    return createElement(Real, props);
  }
  return { default: CountedField };
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

  it('a quantity change leaves the list of lines alone: only the changed line follows it', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    await screen.findByRole('button', { name: `Increase quantity of ${pair}` });
    expect(listRenders.count).toBeGreaterThan(0);

    listRenders.count = 0;
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));

    expect(within(screen.getByRole('list', { name: 'Cart items' })).getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('4');
    expect(listRenders.count).toBe(0);

    await user.click(screen.getByRole('button', { name: `Remove ${pair}` }));
    expect(screen.queryByRole('textbox', { name: `Quantity of ${pair}` })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it("a quantity change leaves the line's name, its buttons and the summary's buttons alone", async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    await screen.findByRole('button', { name: `Increase quantity of ${pair}` });
    expect(partRenders.texts).toContain('Button: Proceed to Checkout');

    partRenders.texts = [];
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));

    expect(within(screen.getByRole('list', { name: 'Cart items' })).getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('4');
    // Nothing else, the header's cart button included: it counts lines, and the cart still has two.
    expect(screen.getByRole('link', { name: 'Cart, 2 lines' })).toBeInTheDocument();
    expect(partRenders.texts).toEqual([]);
  });

  it('a + renders the quantity field once, with the new quantity, and no other field', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    await screen.findByRole('button', { name: `Increase quantity of ${pair}` });

    fieldRenders.labels = [];
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));

    expect(within(screen.getByRole('list', { name: 'Cart items' })).getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('4');
    expect(fieldRenders.labels).toEqual([`Quantity of ${pair}`]);
  });

  it('the − button turns off at 1 and back on above it', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [{ ...pairLine, quantity: 2 }] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    const decrease = await screen.findByRole('button', { name: `Decrease quantity of ${pair}` });
    expect(decrease).toBeEnabled();

    await user.click(decrease);
    expect(screen.getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('1');
    expect(screen.getByRole('button', { name: `Decrease quantity of ${pair}` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));
    expect(screen.getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('2');
    expect(screen.getByRole('button', { name: `Decrease quantity of ${pair}` })).toBeEnabled();
  });

  it('paints the changed line before the totals, which follow once that paint is done', async () => {
    const { user } = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine] });
    const pair = 'TS-B301 Bollard Step Light, Bronze';
    await screen.findByRole('button', { name: `Increase quantity of ${pair}` });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const totalsBefore = summary.textContent;

    deferredRenders.heldBack = true;
    try {
      await user.click(screen.getByRole('button', { name: `Increase quantity of ${pair}` }));
      expect(within(screen.getByRole('list', { name: 'Cart items' })).getByRole('textbox', { name: `Quantity of ${pair}` })).toHaveValue('4');
      expect(summary.textContent).toBe(totalsBefore);
    } finally {
      deferredRenders.heldBack = false;
    }
  });
});
