// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/application/ports/orders.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { UserProfile } from '../../src/domain/accounts/profile';
import type { Coupon } from '../../src/domain/coupons/coupon';
import { ZERO, parseMoney, toDecimalString } from '../../src/domain/shared/money';
import { aCartItem, aProfile, caseLine, pairLine, products, save10 } from './support/fixtures';
import { anOrder, usd } from './support/order-fixtures';
import { PAYMENT_URL, renderApp, type RenderAppOptions } from './support/render-app';
import { fakeAppShell } from '../support/fake-app-shell';
import type { Product } from '../../src/domain/catalog/catalog';

// Subtotal $508.44, shipping $25.42 (5%, half-up), total $533.86.

const bigOrdersOnly: Coupon = {
  id: 'cp-2',
  code: 'BIG50',
  name: '$50 off big orders',
  description: '',
  type: 'FIXED_AMOUNT',
  amount: parseMoney('50'),
  minimumOrderAmount: parseMoney('1000'),
  isActive: true,
};

const RICH: Partial<UserProfile> = { wallet: { balance: parseMoney('10000'), creditDue: ZERO } };

async function openCheckout(options: RenderAppOptions = {}) {
  const app = renderApp('/checkout', {
    role: 'DEALER',
    cartItems: [caseLine, pairLine],
    profile: RICH,
    ...options,
    coupons: { myCoupons: async () => [save10, bigOrdersOnly], ...options.coupons },
  });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await screen.findByRole('form', { name: 'Checkout' });
  return app;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const payButton = () => screen.getByRole('button', { name: /^(Pay \$|Processing)/ });
const main = () => screen.getByRole('main');

function summaryValue(label: string): string {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

async function fillPurchaseOrder(user: ReturnType<typeof renderApp>['user'], value = 'PO-7781') {
  await user.type(field('Purchase Order'), value);
}

describe('checkout form', () => {
  it("starts from the profile's shipping address", async () => {
    await openCheckout();
    expect(document.title).toBe('Checkout | Lumen Trade');
    expect(field('Street Address')).toHaveValue('940 SE Division St');
    expect(field('City')).toHaveValue('Portland');
    expect(field('State')).toHaveValue('OR');
    expect(field('ZIP Code')).toHaveValue('97202');
    expect(field('Phone')).toHaveValue('(503) 555-0127');
    expect(field('Purchase Order')).toHaveValue('');
    expect(field('Order Notes')).toHaveValue('');
  });

  it('lists the order with exact totals and a Pay button for the exact amount', async () => {
    await openCheckout();
    const items = screen.getByRole('list', { name: 'Order items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByText('$280.44')).toBeInTheDocument();
    expect(within(items).getByText('$228.00')).toBeInTheDocument();
    // Each line's unit price, to the mill when it has one.
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent('Natural Brass · 2 cases of 12 (24 units)');
    expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent('$11.685 per unit · $140.22 per case · 5% OFF Applied');
    expect(within(items).getAllByRole('listitem')[1]).toHaveTextContent('Bronze · 3 pairs (6 fixtures)');
    expect(within(items).getAllByRole('listitem')[1]).toHaveTextContent('$38.00 per fixture · $76.00 per pair · 5% OFF Applied');
    expect(summaryValue('Subtotal')).toBe('$508.44');
    expect(summaryValue('Shipping')).toBe('$25.42');
    expect(summaryValue('Total')).toBe('$533.86');
    expect(payButton()).toHaveTextContent(/^Pay \$533\.86$/);
    expect(screen.getByRole('radio', { name: /Apple Pay/ })).toBeChecked();
  });

  it("asks for the purchase order: 'Please add Purchase Order details'", async () => {
    const { user, orders } = await openCheckout();
    await user.click(payButton());
    expect(within(main()).getByRole('alert')).toHaveTextContent('Please add Purchase Order details');
    expect(orders.placeOrder).not.toHaveBeenCalled();
    // The buyer is taken to the field, marked as the one to fill.
    expect(field('Purchase Order')).toHaveFocus();
    expect(field('Purchase Order')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Purchase Order'), 'P');
    expect(within(main()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("needs every shipping field: 'All shipping address fields are required'", async () => {
    const { user, orders } = await openCheckout();
    await fillPurchaseOrder(user);
    await user.clear(field('City'));
    await user.click(payButton());
    expect(within(main()).getByRole('alert')).toHaveTextContent('All shipping address fields are required');
    expect(orders.placeOrder).not.toHaveBeenCalled();
    expect(field('City')).toHaveFocus();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Street Address')).toHaveAttribute('aria-invalid', 'false');
  });

  it('offers store collection to a local dealer only: it hides the address and removes shipping', async () => {
    const { user, orders } = await openCheckout({ profile: { ...RICH, isLocalDealer: true } });
    await user.click(screen.getByRole('checkbox', { name: 'Collect from Local Store' }));
    expect(screen.queryByRole('textbox', { name: 'Street Address' })).not.toBeInTheDocument();
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$508.44');
    expect(payButton()).toHaveTextContent('Pay $508.44');

    await fillPurchaseOrder(user);
    await user.click(payButton());
    await waitFor(() => expect(orders.placeOrder).toHaveBeenCalledTimes(1));
    const order = orders.placeOrder.mock.calls[0]![0];
    expect(order.shippingAddress).toBeNull();
    expect(toDecimalString(order.shippingCost)).toBe('0.00');
  });

  it('shows no store collection to other buyers', async () => {
    await openCheckout();
    expect(screen.queryByRole('checkbox', { name: 'Collect from Local Store' })).not.toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('applies a coupon (any case), locks the input and offers a clear button', async () => {
    const { user, coupons } = await openCheckout();
    await user.type(field('Coupon code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const clear = await screen.findByRole('button', { name: 'Remove coupon SAVE10' });
    expect(field('Coupon code')).toHaveValue('SAVE10');
    expect(field('Coupon code')).toHaveAttribute('readonly');
    expect(coupons.validate).toHaveBeenCalledWith('SAVE10', expect.anything());
    expect(toDecimalString(coupons.validate.mock.calls[0]![1])).toBe('508.44');
    // 10% of 520.56 = 52.056 -> 52.06; 520.56 - 52.06 + 26.03 = 494.53.
    expect(summaryValue('Discount (SAVE10)')).toBe('-$50.84');
    expect(summaryValue('Total')).toBe('$483.02');
    expect(payButton()).toHaveTextContent('Pay $483.02');

    await user.click(clear);
    expect(field('Coupon code')).toHaveValue('');
    expect(field('Coupon code')).not.toHaveAttribute('readonly');
    expect(screen.queryByText('Discount (SAVE10)')).not.toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay $533.86');
  });

  it('a click on Apply leaves the focus in the coupon field, where it stays once the coupon is applied', async () => {
    const { user } = await openCheckout();
    await user.type(field('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('button', { name: 'Remove coupon SAVE10' })).toBeInTheDocument();
    expect(field('Coupon code')).toHaveFocus();
  });

  it('Apply pressed from the keyboard takes the focus to the coupon field, where it stays once the coupon is applied', async () => {
    const { user } = await openCheckout();
    await user.type(field('Coupon code'), 'SAVE10');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Remove coupon SAVE10' })).toBeInTheDocument();
    expect(field('Coupon code')).toHaveFocus();
  });

  it('Enter in the coupon box applies the coupon and does not pay', async () => {
    const { user, orders } = await openCheckout();
    await user.type(field('Coupon code'), 'SAVE10{Enter}');
    expect(await screen.findByRole('button', { name: 'Remove coupon SAVE10' })).toBeInTheDocument();
    expect(orders.placeOrder).not.toHaveBeenCalled();
    expect(within(main()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Coupon code not found'", async () => {
    const { user } = await openCheckout();
    await user.type(field('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon code not found')).toBeInTheDocument();
    expect(field('Coupon code')).not.toHaveAttribute('readonly');
  });

  it('under its minimum order, says what the minimum is (issue 39)', async () => {
    const { user, coupons } = await openCheckout();
    await user.type(field('Coupon code'), 'BIG50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('BIG50 needs an order of at least $1,000.00')).toBeInTheDocument();
    expect(coupons.validate).not.toHaveBeenCalled();
    expect(payButton()).toHaveTextContent('Pay $533.86');
  });

  it('a check that takes a while says "Checking..." and holds the field; a quick one goes straight to the answer', async () => {
    let answer: () => void = () => undefined;
    const slow = await openCheckout({ coupons: { validate: () => new Promise<void>((resolve) => (answer = resolve)) } });
    await slow.user.type(field('Coupon code'), 'SAVE10');
    await slow.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(field('Coupon code')).toHaveAttribute('readonly');
    answer();
    expect(await screen.findByText('Coupon SAVE10 applied: Ten percent off')).toBeInTheDocument();
    slow.unmount();

    const quick = await openCheckout();
    await quick.user.type(field('Coupon code'), 'SAVE10');
    const shown: string[] = [];
    // Each change as it was made: the page may have moved on by the time the observer hears of it.
    const watch = new MutationObserver((records) =>
      records.forEach((record) => shown.push(record.target.textContent ?? '', ...[...record.addedNodes].map((node) => node.textContent ?? ''))),
    );
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    await quick.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE10 applied: Ten percent off')).toBeInTheDocument();
    watch.disconnect();
    expect(shown.some((text) => text.includes('Checking...'))).toBe(false);
  });

  it('shows the backend’s reason when it refuses the coupon', async () => {
    const { user } = await openCheckout({
      coupons: {
        validate: async () => {
          throw new BackendError('http', 'Request failed', 400, 'Coupon usage limit reached');
        },
      },
    });
    await user.type(field('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon usage limit reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove coupon SAVE10' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load coupons' with a retry", async () => {
    let calls = 0;
    const { user, coupons } = await openCheckout({
      coupons: {
        myCoupons: async () => {
          calls += 1;
          if (calls === 1) throw new BackendError('network', 'offline');
          return [save10];
        },
      },
    });
    const alert = await screen.findByText('Failed to load coupons');
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText('Failed to load coupons')).not.toBeInTheDocument());
    expect(coupons.myCoupons).toHaveBeenCalledTimes(2);
    await user.type(field('Coupon code'), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Remove coupon SAVE10' })).toBeInTheDocument();
  });
});

describe('payment method', () => {
  it("disables Wallet Credit with 'Insufficient Balance' when the balance is short", async () => {
    await openCheckout({ profile: { wallet: { balance: parseMoney('533.85'), creditDue: ZERO } } });
    const wallet = screen.getByRole('radio', { name: /Wallet Credit/ });
    expect(wallet).toBeDisabled();
    expect(wallet.closest('label')).toHaveTextContent('Balance: $533.85');
    expect(wallet.closest('label')).toHaveTextContent('Insufficient Balance');
  });

  it('allows Wallet Credit when the balance covers the total exactly', async () => {
    await openCheckout({ profile: { wallet: { balance: parseMoney('533.86'), creditDue: ZERO } } });
    const wallet = screen.getByRole('radio', { name: /Wallet Credit/ });
    expect(wallet).toBeEnabled();
    expect(wallet.closest('label')).not.toHaveTextContent('Insufficient Balance');
  });
});

describe('placing the order', () => {
  it("pays from the wallet: 'Order placed successfully!', the cart emptied, then /profile", async () => {
    const { user, orders, services, location, paymentWindow } = await openCheckout({
      orders: { placeOrder: async () => ({ paymentUrl: undefined, orderId: null }) },
    });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    await user.type(field('Order Notes'), 'Leave at the side gate');
    await user.click(payButton());

    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect((await services.buyer()).cart.getSnapshot().context.items).toEqual([]);
    expect(paymentWindow.open).not.toHaveBeenCalled();

    const order = orders.placeOrder.mock.calls[0]![0];
    expect(order.gateway).toBe('WALLET');
    expect(order.paymentOrder).toBe('PO-7781');
    expect(order.notes).toBe('Leave at the side gate');
    expect(order.items).toEqual([
      { productId: 'p-case', variantId: 'v-case', quantity: 24 },
      { productId: 'p-pair', variantId: 'v-pair', quantity: 6 },
    ]);
    expect(order.shippingAddress).toEqual({ street: '940 SE Division St', city: 'Portland', state: 'OR', zipCode: '97202', phone: '(503) 555-0127' });
    expect(toDecimalString(order.total)).toBe('533.86');
  });

  it('after a wallet order, the profile never shows the balance from before it: a placeholder until the new one is read', async () => {
    let reads = 0;
    let answerFreshRead!: () => void;
    const freshRead = new Promise<void>((resolve) => (answerFreshRead = resolve));
    const seen: string[] = [];
    const { user } = await openCheckout({
      orders: { placeOrder: async () => ({ paymentUrl: undefined, orderId: null }) },
      getProfile: async () => {
        reads += 1;
        if (reads === 1) return aProfile('DEALER', RICH);
        await freshRead;
        return aProfile('DEALER', { wallet: { balance: parseMoney('9466.14'), creditDue: ZERO } });
      },
    });
    // Every state of the page from Pay on, as it was drawn.
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    seen.length = 0;
    await user.click(payButton());
    expect(await screen.findByRole('status', { name: 'Loading available credit' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading current due' })).toBeInTheDocument();
    answerFreshRead();
    const credit = await screen.findByRole('region', { name: 'Available Credit' });
    await within(credit).findByText('$9,466.14');
    observer.disconnect();
    expect(seen.filter((text) => text.includes('My Profile') || text.includes('Available Credit')).length).toBeGreaterThan(0);
    expect(seen.filter((text) => text.includes('$10,000.00') && text.includes('Available Credit'))).toEqual([]);
  });

  it('after a wallet order, a profile that cannot be read says so once, with a retry, and never the old balance', async () => {
    let reads = 0;
    let backendBack = false;
    const { user } = await openCheckout({
      orders: { placeOrder: async () => ({ paymentUrl: undefined, orderId: null }) },
      getProfile: async () => {
        reads += 1;
        if (reads === 1) return aProfile('DEALER', RICH);
        if (!backendBack) throw new BackendError('network', 'The backend could not be reached');
        return aProfile('DEALER', { wallet: { balance: parseMoney('9466.14'), creditDue: ZERO } });
      },
    });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());
    const credit = await screen.findByRole('region', { name: 'Available Credit' });
    await within(credit).findByText('Not available');
    const failure = within(main()).getByRole('alert');
    expect(failure).toHaveTextContent('Failed to load user profile');
    expect(within(main()).queryByText('$10,000.00')).toBeNull();
    backendBack = true;
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    await within(credit).findByText('$9,466.14');
    expect(within(main()).queryByRole('alert')).toBeNull();
  });

  it('after a wallet order recorded at another total, the profile says so with both figures, in the page rather than a passing toast', async () => {
    const { user, orders, location } = await openCheckout({
      orders: {
        placeOrder: async () => ({ paymentUrl: undefined, orderId: '41' }),
        order: async (id) => anOrder({ id, total: usd('520.26') }),
      },
    });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Your order was recorded at $520.26, not the $533.86 shown. $520.26 is the amount charged.',
    );
    expect(orders.order).toHaveBeenCalledWith('41');
  });

  it('stays on the checkout, Processing..., while the placed wallet order is read back (its cart already emptied)', async () => {
    let recordedAnswer: (order: ReturnType<typeof anOrder>) => void = () => undefined;
    const { user, location, services } = await openCheckout({
      orders: {
        placeOrder: async () => ({ paymentUrl: undefined, orderId: '41' }),
        order: () => new Promise((resolve) => (recordedAnswer = resolve)),
      },
    });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await waitFor(async () => expect((await services.buyer()).cart.getSnapshot().context.items).toEqual([]));
    expect(location()).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    recordedAnswer(anOrder({ id: '41', total: usd('533.86') }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(screen.queryByText(/Your order was recorded at/)).not.toBeInTheDocument();
  });

  it('after a wallet order whose read-back fails, the order stands and the profile says nothing more', async () => {
    const { user, orders, location } = await openCheckout({
      orders: {
        placeOrder: async () => ({ paymentUrl: undefined, orderId: null }),
        myOrders: async () => Promise.reject(new BackendError('network', 'offline')),
      },
    });
    await user.click(screen.getByRole('radio', { name: /Wallet Credit/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 1 });
    expect(screen.queryByText(/Your order was recorded at/)).not.toBeInTheDocument();
  });

  it('a card order recorded at another total says so on the checkout, beside the payment tab notice', async () => {
    const { user } = await openCheckout({
      orders: {
        placeOrder: async () => ({ paymentUrl: PAYMENT_URL, orderId: null }),
        myOrders: async () => [anOrder({ total: usd('533.87') })],
      },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    expect(await within(main()).findByText('Your order was recorded at $533.87, not the $533.86 shown. $533.87 is the amount charged.')).toBeInTheDocument();
    expect(within(main()).getByText('Please complete your payment in the new tab')).toBeInTheDocument();
  });

  it('pays by card: opens the payment page, keeps an ORDER_PURCHASE session and says to finish in the new tab', async () => {
    const now = Date.UTC(2026, 4, 1, 12, 0, 0);
    const { user, orders, paymentWindow, paymentSessionStore, services, location } = await openCheckout({ now });
    await user.click(screen.getByRole('radio', { name: /Google Pay/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());

    await waitFor(() => expect(paymentWindow.open).toHaveBeenCalledWith(PAYMENT_URL));
    expect(orders.placeOrder.mock.calls[0]![0].gateway).toBe('STRIPE');
    expect(paymentSessionStore.save).toHaveBeenCalledWith({ type: 'ORDER_PURCHASE', gateway: 'STRIPE', timestamp: now, expiryMinutes: 30 });
    expect(within(main()).getByText('Please complete your payment in the new tab')).toBeInTheDocument();
    const open = within(main()).getByRole('link', { name: 'Open payment page' });
    expect(open).toHaveAttribute('href', PAYMENT_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing typed is lost, and the cart waits for the payment.
    expect(field('Purchase Order')).toHaveValue('PO-7781');
    expect((await services.buyer()).cart.getSnapshot().context.items).toHaveLength(2);
    expect(location()).toBe('/checkout');
  });

  it('pays by PayPal through the PAYPAL gateway', async () => {
    const { user, orders } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await waitFor(() => expect(orders.placeOrder).toHaveBeenCalledTimes(1));
    expect(orders.placeOrder.mock.calls[0]![0].gateway).toBe('PAYPAL');
  });

  it("shows the server's message when the order is refused", async () => {
    const { user } = await openCheckout({
      orders: {
        placeOrder: async () => {
          throw new BackendError('http', 'Request failed with status code 400', 400, 'Purchase order PO-7781 was already used');
        },
      },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Purchase order PO-7781 was already used');
    expect(payButton()).toBeEnabled();
    expect(field('Purchase Order')).toHaveValue('PO-7781');
  });

  it("falls back to 'Failed to create order. Please try again.'", async () => {
    const { user } = await openCheckout({
      orders: {
        placeOrder: async () => {
          throw new BackendError('network', 'Network Error');
        },
      },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Failed to create order. Please try again.');
  });

  it("says 'Invalid payment response' and opens nothing when the payment page is not a web address", async () => {
    const { user, paymentWindow, paymentSessionStore } = await openCheckout({
      orders: { placeOrder: async () => ({ paymentUrl: 'javascript:alert(1)', orderId: null }) },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    expect(await within(main()).findByRole('alert')).toHaveTextContent('Invalid payment response');
    expect(paymentWindow.open).not.toHaveBeenCalled();
    expect(paymentSessionStore.save).not.toHaveBeenCalled();
  });

  it('places one order for a double click, showing Processing... meanwhile', async () => {
    let answer: (start: PlacedOrder) => void = () => undefined;
    const { user, orders } = await openCheckout({
      orders: { placeOrder: () => new Promise<PlacedOrder>((resolve) => (answer = resolve)) },
    });
    await fillPurchaseOrder(user);
    await user.dblClick(payButton());
    expect(payButton()).toHaveTextContent('Processing...');
    expect(payButton()).toBeDisabled();
    // Enter in a field while placing does not send another either.
    await user.type(field('Purchase Order'), '{Enter}');
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
    answer({ paymentUrl: PAYMENT_URL, orderId: null });
    expect(await within(main()).findByText('Please complete your payment in the new tab')).toBeInTheDocument();
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
  });

  it('Enter in a field pays (a form submit)', async () => {
    const { user, orders } = await openCheckout();
    await fillPurchaseOrder(user, 'PO-1{Enter}');
    await waitFor(() => expect(orders.placeOrder).toHaveBeenCalledTimes(1));
  });
});

// Two Pays and a lookup in one test: slow in jsdom on a busy machine.
describe('no duplicate order after Pay got no answer', { timeout: 40_000 }, () => {
  const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
  const timedOut = new BackendError('network', 'The backend did not answer in time');
  /** What the backend recorded from the Pay whose answer never came: ORD-0042, two minutes ago, with the same purchase order. */
  const recorded = anOrder({ id: '42', paymentOrder: 'PO-7781', createdAt: new Date(NOW - 2 * 60_000).toISOString(), status: 'PAYMENT_PENDING' });
  const olderSamePo = anOrder({ id: '41', paymentOrder: 'PO-7781', createdAt: new Date(NOW - 3 * 60 * 60_000).toISOString() });

  it('the next Pay offers the order found instead of placing a second: Open order links to it', async () => {
    const { user, orders, paymentWindow } = await openCheckout({
      now: NOW,
      orders: { placeOrder: async () => Promise.reject(timedOut), myOrders: async () => [recorded, olderSamePo] },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    expect(await within(main()).findByText('Failed to create order. Please try again.')).toBeInTheDocument();

    await user.click(payButton());
    expect(
      await within(main()).findByText(
        /^Your order may already have been placed: ORD-0042, purchase order PO-7781, was placed a few minutes ago\. Open it before paying again\./,
      ),
    ).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Open order ORD-0042' })).toHaveAttribute('href', '/orders/42');
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 10 });
    expect(orders.placeOrder).toHaveBeenCalledTimes(1);
    expect(payButton()).toBeDisabled();
    expect(paymentWindow.open).not.toHaveBeenCalled();
  });

  it('Place another order places it all the same, with a key of its own', async () => {
    let attempts = 0;
    const { user, orders, paymentWindow } = await openCheckout({
      now: NOW,
      orders: {
        placeOrder: async () => (++attempts === 1 ? Promise.reject(timedOut) : { paymentUrl: PAYMENT_URL, orderId: null }),
        myOrders: async () => [recorded],
      },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await user.click(await within(main()).findByRole('button', { name: /^Pay \$/ }));
    await user.click(await within(main()).findByRole('button', { name: 'Place another order' }));
    await waitFor(() => expect(paymentWindow.open).toHaveBeenCalledWith(PAYMENT_URL));
    const [firstKey, secondKey] = orders.placeOrder.mock.calls.map(([, attemptKey]) => attemptKey);
    expect(firstKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(secondKey).not.toBe(firstKey);
  });

  it('an order with that purchase order from hours ago is not it: Pay goes again', async () => {
    let attempts = 0;
    const { user, orders, paymentWindow } = await openCheckout({
      now: NOW,
      orders: {
        placeOrder: async () => (++attempts === 1 ? Promise.reject(timedOut) : { paymentUrl: PAYMENT_URL, orderId: null }),
        myOrders: async () => [olderSamePo],
      },
    });
    await fillPurchaseOrder(user);
    await user.click(payButton());
    await user.click(await within(main()).findByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(paymentWindow.open).toHaveBeenCalledWith(PAYMENT_URL));
    expect(orders.placeOrder).toHaveBeenCalledTimes(2);
  });
});

describe('an empty cart', () => {
  it('goes to /cart', async () => {
    const { location } = renderApp('/checkout', { role: 'DEALER' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(location()).toBe('/cart');
  });
});

describe('checkout, the tab left behind once the payment ends in the provider\'s tab', () => {
  async function payByCard() {
    const app = await openCheckout({ orders: { placeOrder: async (): Promise<PlacedOrder> => ({ paymentUrl: PAYMENT_URL, orderId: '21' }) } });
    await fillPurchaseOrder(app.user);
    await app.user.type(screen.getByRole('textbox', { name: 'Order Notes' }), 'Gate 3');
    await app.user.click(payButton());
    await within(main()).findByText('Please complete your payment in the new tab');
    return app;
  }

  it('paid there: "Payment completed in the other tab" and the order, in place of a form with nothing left to pay', async () => {
    const { hearFromOtherTab, services, location } = await payByCard();
    act(() => hearFromOtherTab({ kind: 'paid', purpose: 'ORDER_PURCHASE' }));
    // The tab the provider returned to empties the cart; this one hears it through the cart's storage.
    const { cart } = await services.buyer();
    act(() => cart.send({ type: 'ORDER_COMPLETED' }));

    expect(await within(main()).findByRole('status')).toHaveTextContent('Payment completed in the other tab');
    expect(within(main()).getByRole('link', { name: 'Open order ORD-0021' })).toHaveAttribute('href', '/orders/21');
    expect(within(main()).queryByText('Please complete your payment in the new tab')).not.toBeInTheDocument();
    expect(within(main()).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(location()).toBe('/checkout');
  });

  it("a repayment's news is not this order's", async () => {
    const { hearFromOtherTab } = await payByCard();
    act(() => hearFromOtherTab({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' }));
    expect(within(main()).getByText('Please complete your payment in the new tab')).toBeInTheDocument();
  });

  it.each([
    ['the provider\'s tab closed', (app: Awaited<ReturnType<typeof payByCard>>) => app.closePaymentTab(), 'The payment tab was closed before the payment was completed'],
    [
      'the payment not verified there',
      (app: Awaited<ReturnType<typeof payByCard>>) => app.hearFromOtherTab({ kind: 'failed', purpose: 'ORDER_PURCHASE', message: 'Failed to verify payment' }),
      'Failed to verify payment',
    ],
  ])('%s: Pay is offered again, with the purchase order and notes as typed', async (_, end, message) => {
    const app = await payByCard();
    act(() => end(app));
    expect(within(main()).getByText(message)).toBeInTheDocument();
    expect(within(main()).queryByText('Please complete your payment in the new tab')).not.toBeInTheDocument();
    expect(field('Purchase Order')).toHaveValue('PO-7781');
    expect(screen.getByRole('textbox', { name: 'Order Notes' })).toHaveValue('Gate 3');
    expect(payButton()).toBeEnabled();
    await app.user.click(payButton());
    await waitFor(() => expect(app.orders.placeOrder).toHaveBeenCalledTimes(2));
    expect(app.orders.placeOrder.mock.calls[1]![0].paymentOrder).toBe('PO-7781');
  });
});

describe('checkout with no signal (issue 42)', () => {
  it('holds Pay while offline with what was typed kept; back online, the lines are priced again and a changed price is named before Pay', async () => {
    const appShell = fakeAppShell();
    let pairDealerPrice = '40.00';
    const product = async (id: string): Promise<Product> => {
      const found = Object.values(products).find((candidate) => candidate.id === id);
      if (!found) throw new BackendError('not-found', id);
      if (id !== products.pairLight.id) return found;
      return { ...found, variants: found.variants.map((variant) => ({ ...variant, prices: { ...variant.prices!, dealerPrice: parseMoney(pairDealerPrice) } })) };
    };
    const { user } = await openCheckout({ appShell, catalog: { product } });
    await fillPurchaseOrder(user, 'PO-5120');
    expect(payButton()).toHaveTextContent('Pay $533.86');

    act(() => appShell.goOffline());
    expect(
      await screen.findByText('Paying needs a connection. Everything you typed stays here, and Pay comes back when the signal does.'),
    ).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    expect(field('Purchase Order')).toHaveValue('PO-5120');

    pairDealerPrice = '41.50';
    act(() => appShell.goOnline());
    expect(
      await screen.findByText('Prices changed: TS-B301 Bollard Step Light, Bronze is now $41.50 per fixture (was $40.00).'),
    ).toBeInTheDocument();
    // 3 pairs (6 fixtures) at $41.50 less 5% (the line fills a case of 6): $236.55; with the case line $280.44, $516.99.
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(summaryValue('Subtotal')).toBe('$516.99');
    expect(payButton()).toHaveTextContent(`Pay ${summaryValue('Total')}`);
    expect(field('Purchase Order')).toHaveValue('PO-5120');
  });
});
