// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrdersPort } from '../../src/application/ports/orders.port';
import type { Order } from '../../src/domain/orders/order';
import { BackendError } from '../../src/application/shared/backend-error';
import { ZERO, centsOf, parseUnitPrice } from '../../src/domain/shared/money';
import { ORDER_12, anOrder, anOrderItem, usd } from './support/order-fixtures';
import { CHIP, chipLook } from './support/chip-look';
import { renderApp, type RenderAppOptions } from './support/render-app';

async function openOrder(id: string, order?: OrdersPort['order'], options: RenderAppOptions = {}) {
  return renderApp(`/orders/${id}`, { role: 'DEALER', ...options, orders: order ? { order } : {} });
}

/** The heading shows while the order loads; its summary only once it came. */
async function openLoadedOrder(id: string, order: OrdersPort['order'], options: RenderAppOptions = {}) {
  const app = openOrder(id, order, options);
  await screen.findByRole('region', { name: 'Order Summary' });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });
function detail(label: string): string {
  const term = within(section('Order Information')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
function total(label: string): string {
  const term = within(section('Order Summary')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('order detail (spec §2 Order detail)', () => {
  it('shows the number, date, status chips, purchase order, tracking, notes and the shipping address', async () => {
    const { orders } = await openLoadedOrder('12', async () => ORDER_12);
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-0012' })).toBeInTheDocument();
    expect(orders.order).toHaveBeenCalledWith('12');
    expect(screen.getByText('Placed on Mar 14, 2026')).toBeInTheDocument();
    expect(chipLook(screen.getByRole('main'), 'Shipped')).toBe(CHIP.blue);
    expect(chipLook(screen.getByRole('main'), 'Completed')).toBe(CHIP.green);
    expect(detail('Purchase Order')).toBe('PO-7781');
    expect(detail('Tracking Number')).toBe('1Z999AA10123456784');
    expect(detail('Payment Method')).toBe('Account credit');
    expect(detail('Notes')).toBe('Leave at the loading dock');
    const address = section('Shipping Address');
    expect(within(address).getByText('940 SE Division St')).toBeInTheDocument();
    expect(within(address).getByText('Portland, OR 97214')).toBeInTheDocument();
    expect(within(address).getByText('(503) 555-0127')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order ORD-0012 | Lumen Trade'));
  });

  it('lists each line: image, product link, variant, quantity, unit price and line total', async () => {
    await openOrder('12', async () => ORDER_12);
    const list = await screen.findByRole('list', { name: 'Order items' });
    const [caseLine, singleLine, retired] = within(list).getAllByRole('listitem');
    expect(within(caseLine!).getByRole('link', { name: 'Brass Path Light PL-100' })).toHaveAttribute('href', '/product/p-case');
    expect(caseLine).toHaveTextContent('Natural Brass');
    expect(within(caseLine!).getByText('SKU: LT-001-1')).toBeInTheDocument();
    // A line whose variant came without a SKU says none.
    expect(singleLine).not.toHaveTextContent('SKU');
    expect(caseLine).toHaveTextContent('24 units$11.50 per unit');
    expect(caseLine).toHaveTextContent('Line total$276.00');
    expect(caseLine!.querySelector('img')).toHaveAttribute('src', '/images/p-case.jpg');
    expect(singleLine).toHaveTextContent('3 units$12.00 per unit');
    expect(singleLine).toHaveTextContent('$36.00');
    expect(within(retired!).getByRole('link', { name: 'Retired Lantern RL-9' })).toHaveAttribute('href', '/product/p-retired');
  });

  it('shows a unit price to the mill as the server recorded it: $56.905 each, $682.86', async () => {
    const item = anOrderItem({ quantity: 12, price: parseUnitPrice('56.905'), total: usd('682.86') });
    await openOrder('12', async () => anOrder({ items: [item], subtotal: usd('682.86'), shippingCost: ZERO, total: usd('682.86') }));
    const list = await screen.findByRole('list', { name: 'Order items' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('12 units$56.905 per unit');
    expect(within(list).getByRole('listitem')).toHaveTextContent('$682.86');
  });

  it('words a pair product in pairs and fixtures, priced per fixture and per pair, as the cart does', async () => {
    const item = anOrderItem({
      quantity: 6,
      price: parseUnitPrice('169.32'),
      total: usd('1015.92'),
      product: { id: 'p-051', name: 'TS-B301 Tree Strap Spot Pair', images: [] },
      variant: { id: 'p-051-v1', name: 'Bronze', sku: 'LT-051-1' },
    });
    await openOrder('12', async () => anOrder({ items: [item], subtotal: usd('1015.92'), shippingCost: ZERO, total: usd('1015.92') }));
    const line = within(await screen.findByRole('list', { name: 'Order items' })).getByRole('listitem');
    expect(within(line).getByText('SKU: LT-051-1')).toBeInTheDocument();
    expect(within(line).getByText('3 pairs (6 fixtures)')).toBeInTheDocument();
    expect(within(line).getByText('$169.32 per fixture · $338.64 per pair')).toBeInTheDocument();
  });

  it.each<[Order['paymentMethod'], string]>([
    ['ACCOUNT_CREDIT', 'Account credit'],
    ['CARD', 'Card'],
    ['PAYPAL', 'PayPal'],
    ['BANK_TRANSFER', 'Bank transfer'],
    [undefined, 'Not recorded yet'],
  ])('says the payment method %s as "%s"', async (paymentMethod, words) => {
    await openLoadedOrder('12', async () => ({ ...ORDER_12, paymentMethod }));
    expect(detail('Payment Method')).toBe(words);
  });

  it("shows the totals with the coupon's code, name and description, and 'Free' shipping at zero", async () => {
    await openLoadedOrder('12', async () => ORDER_12);
    expect(total('Subtotal')).toBe('$392.00');
    expect(total('Discount (SAVE10)')).toBe('-$39.20');
    expect(total('Shipping')).toBe('Free');
    expect(total('Total')).toBe('$352.80');
    const coupon = within(section('Order Summary')).getByRole('group', { name: 'Applied coupon' });
    expect(coupon).toHaveTextContent('Coupon SAVE10 · Spring Sale');
    expect(coupon).toHaveTextContent('10% off orders over $100');
  });

  it('a store collection order says so; no coupon, no tracking yet, shipping in dollars, an unknown status as it comes', async () => {
    await openLoadedOrder('5', async () => anOrder({ id: '5', shippingAddress: null, status: 'ON_HOLD', paymentStatus: 'REFUNDED' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-0005' })).toBeInTheDocument();
    expect(section('Shipping Address')).toHaveTextContent('Collected from the local store');
    expect(within(section('Order Summary')).queryByText(/Discount/)).not.toBeInTheDocument();
    expect(total('Shipping')).toBe('$10.00');
    expect(total('Total')).toBe('$46.00');
    expect(detail('Tracking Number')).toBe('Not available yet');
    expect(within(section('Order Information')).queryByText('Notes')).not.toBeInTheDocument();
    expect(chipLook(screen.getByRole('main'), 'ON_HOLD')).toBe(CHIP.grey);
    expect(chipLook(screen.getByRole('main'), 'Refunded')).toBe(CHIP.purple);
  });

  it("'Order not found' with a Back to Orders button", async () => {
    const { user, location } = await openOrder('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order not found | Lumen Trade'));
    await user.click(screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(location()).toBe('/orders'));
  });

  it("'Order not found' for any not-found, also one the backend answered with a 500 (a missing order there)", async () => {
    await openOrder('404', async () => {
      throw new BackendError('not-found', 'Order not found', 500);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load order details')).not.toBeInTheDocument();
  });

  it("'Failed to load order details' inline and in a toast, with Try Again and Back to Orders", async () => {
    let calls = 0;
    const { user, orders } = await openOrder('12', async () => {
      calls += 1;
      if (calls === 1) throw new BackendError('network', 'offline');
      return ORDER_12;
    });
    await screen.findByRole('heading', { level: 1, name: 'Order ORD-0012' });
    await waitFor(() => expect(screen.getAllByText('Failed to load order details')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('PO-7781')).toBeInTheDocument();
    expect(orders.order).toHaveBeenCalledTimes(2);
  });

  it('Buy Again adds the lines at today’s prices for the role, names the line no longer sold and offers the cart', async () => {
    const { user, savedCart } = await openOrder('12', async () => ORDER_12);
    await user.click(await screen.findByRole('button', { name: 'Buy Again' }));
    expect(await screen.findByText('Added 2 lines from this order to your cart')).toBeInTheDocument();
    expect(screen.getByText('No longer available, not added: Retired Lantern RL-9 (Black)')).toBeInTheDocument();
    const cart = savedCart() ?? [];
    expect(
      cart.map((item) => [item.productId, item.variantId, item.quantityType, item.quantity, centsOf(item.price)]),
    ).toEqual([
      // 24 units of a case of 12: two cases, at today's dealer price $12.30 (the order paid $11.50).
      ['p-case', 'v-case', 'CASE', 2, 1230],
      ['p-single', 'v-single', 'SINGLE', 3, 1234],
    ]);
    await user.click(screen.getByRole('link', { name: 'View Cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('Buy Again for a distributor takes the distributor price', async () => {
    const { user, savedCart } = await openOrder('12', async () => ORDER_12, { role: 'DISTRIBUTOR' });
    await user.click(await screen.findByRole('button', { name: 'Buy Again' }));
    await screen.findByText('Added 2 lines from this order to your cart');
    expect((savedCart() ?? []).map((item) => centsOf(item.price))).toEqual([1050, 1100]);
  });

  it('Print prints the page, with a print stylesheet that drops the shell and the buttons', async () => {
    const printPage = vi.fn();
    Object.defineProperty(window, 'print', { value: printPage, writable: true, configurable: true });
    const { user } = await openOrder('12', async () => ORDER_12);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(printPage).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const print = css.slice(css.indexOf('@media print{@page'));
    // The shell (header, footer, skip link, toasts: the main element's siblings) and every button go.
    expect(print).toContain(':has(> #main)>:not(#main){display:none!important;}');
    expect(print).toContain('#main button,#main [data-print="hide"]{display:none!important;}');
  });
});
