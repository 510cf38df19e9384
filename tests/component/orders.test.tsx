// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrdersPort } from '../../src/application/ports/orders.port';
import { BackendError } from '../../src/application/shared/backend-error';
import { ZERO } from '../../src/domain/shared/money';
import { ORDER_12, anOrder, anOrderItem, manyOrders, usd } from './support/order-fixtures';
import { CHIP, chipLook } from './support/chip-look';
import { renderApp } from './support/render-app';

async function openOrders(path = '/orders', myOrders?: OrdersPort['myOrders']) {
  const app = renderApp(path, { role: 'DEALER', orders: myOrders ? { myOrders } : {} });
  await screen.findByRole('heading', { level: 1, name: 'My Orders' });
  return app;
}

const rows = async () => within(await screen.findByRole('list', { name: 'Orders' })).getAllByRole('listitem');

describe('orders list (spec §2 Orders list)', () => {
  it('shows each order: number, date, PO, status and payment chips in words, item count and total, linking to its detail', async () => {
    const { orders } = await openOrders('/orders', async () => [
      ORDER_12,
      anOrder({ id: '7', status: 'PAYMENT_PENDING', paymentStatus: 'PENDING', total: usd('1234.5'), paymentOrder: '' }),
    ]);
    const [first, second] = await rows();
    expect(within(first!).getByRole('link', { name: 'ORD-0012' })).toHaveAttribute('href', '/orders/12');
    expect(first).toHaveTextContent('Mar 14, 2026');
    // The buyer's purchase order, what their accountant files it under (issue 39); none shows a dash.
    expect(first).toHaveTextContent('POPO-7781');
    expect(second).toHaveTextContent('PO—');
    expect(first).toHaveTextContent('3 items');
    expect(first).toHaveTextContent('$352.80');
    expect(chipLook(first!, 'Shipped')).toBe(CHIP.blue);
    expect(chipLook(first!, 'Completed')).toBe(CHIP.green);

    expect(within(second!).getByRole('link', { name: 'ORD-0007' })).toHaveAttribute('href', '/orders/7');
    expect(second).toHaveTextContent('1 item');
    expect(second).toHaveTextContent('$1,234.50');
    expect(chipLook(second!, 'Payment pending')).toBe(CHIP.yellow);
    expect(chipLook(second!, 'Pending')).toBe(CHIP.yellow);

    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 10, search: undefined });
    await waitFor(() => expect(document.title).toBe('My Orders | Lumen Trade'));
  });

  it('colours every status per spec §4 (a refunded payment purple) and shows an unknown one as it comes, in grey', async () => {
    await openOrders('/orders', async () => [
      anOrder({ id: '1', status: 'DELIVERED', paymentStatus: 'REFUNDED' }),
      anOrder({ id: '2', status: 'CANCELLED', paymentStatus: 'FAILED' }),
      anOrder({ id: '3', status: 'REFUNDED', paymentStatus: 'COMPLETED' }),
      anOrder({ id: '4', status: 'PROCESSING', paymentStatus: 'PENDING' }),
      anOrder({ id: '5', status: 'CONFIRMED', paymentStatus: 'COMPLETED' }),
      anOrder({ id: '6', status: 'ON_HOLD', paymentStatus: 'DISPUTED' }),
    ]);
    const [delivered, cancelled, refunded, processing, confirmed, unknown] = await rows();
    expect(chipLook(delivered!, 'Delivered')).toBe(CHIP.green);
    expect(chipLook(delivered!, 'Refunded')).toBe(CHIP.purple);
    expect(chipLook(cancelled!, 'Cancelled')).toBe(CHIP.red);
    expect(chipLook(cancelled!, 'Failed')).toBe(CHIP.red);
    expect(chipLook(refunded!, 'Refunded')).toBe(CHIP.red);
    expect(chipLook(processing!, 'Processing')).toBe(CHIP.blue);
    expect(chipLook(confirmed!, 'Confirmed')).toBe(CHIP.blue);
    expect(chipLook(unknown!, 'ON_HOLD')).toBe(CHIP.grey);
    expect(chipLook(unknown!, 'DISPUTED')).toBe(CHIP.grey);
  });

  it('pages by ?page=: Next after a full page of 10, disabled after a short one, Previous back', async () => {
    const { orders, user, location } = await openOrders('/orders', async ({ skip }) =>
      skip === 0 ? manyOrders(10, 40) : manyOrders(3, 30),
    );
    expect(await rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/orders?page=2'));
    expect(await screen.findByRole('link', { name: 'ORD-0030' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(3);
    expect(orders.myOrders).toHaveBeenLastCalledWith({ skip: 10, take: 10, search: undefined });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(await screen.findByRole('link', { name: 'ORD-0040' })).toBeInTheDocument();
  });

  it('a search goes to ?search=, is sent to the backend and starts again at page 1', async () => {
    const { orders, user, location } = await openOrders('/orders?page=3', async ({ search }) =>
      search ? [ORDER_12] : manyOrders(10),
    );
    await rows();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  PO-7781 ');
    await user.click(within(screen.getByRole('search', { name: 'Orders' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/orders?search=PO-7781'));
    expect(await screen.findByRole('link', { name: 'ORD-0012' })).toBeInTheDocument();
    expect(orders.myOrders).toHaveBeenLastCalledWith({ skip: 0, take: 10, search: 'PO-7781' });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it("says 'No orders found' when there are none", async () => {
    await openOrders('/orders', async () => []);
    expect(await screen.findByText('No orders found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load orders' inline and in a toast; Try Again loads them", async () => {
    let calls = 0;
    const { orders, user } = await openOrders('/orders', async () => {
      calls += 1;
      if (calls === 1) throw new BackendError('network', 'offline');
      return [anOrder({ id: '3', items: [anOrderItem(), anOrderItem({ id: 'oi-2' })], shippingCost: ZERO })];
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Failed to load orders')]),
    );
    // Inline and in the toast.
    await waitFor(() => expect(screen.getAllByText('Failed to load orders')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'ORD-0003' })).toBeInTheDocument();
    expect((await rows())[0]).toHaveTextContent('2 items');
    expect(orders.myOrders).toHaveBeenCalledTimes(2);
  });
});
