// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { LocalStorageDraftOutbox } from '../../src/infrastructure/browser/local-storage-draft-outbox';
import { MemoryStorage } from '../support/memory-storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_DEVICE_COPIES } from '../../src/application/ports/device-copies.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { UserProfile } from '../../src/domain/accounts/profile';
import { ZERO, parseMoney } from '../../src/domain/shared/money';
import { anOrder, anOrderItem, usd } from './support/order-fixtures';
import { preloadScreen } from '../../src/ui/app/routes';
import { CHIP, chipLook } from './support/chip-look';
import { renderApp, type RenderAppOptions } from './support/render-app';

const DANA: Partial<UserProfile> = {
  name: 'Dana',
  lastName: 'Fields',
  email: 'dana@glow.example',
  phone: '(503) 555-0127',
  city: 'Portland',
  country: 'OR',
  zip: '97202',
  street: '12 Harbor Way',
  birthDate: '1988-01-29T00:00:00.000Z',
  billingAddress: '940 SE Division St',
  billingCity: 'Portland',
  billingState: 'OR',
  billingZipCode: '97214',
  company: 'Glow Landscapes',
  companyAddress: 'Store #4',
  companyWebsite: 'https://glowlandscapes.example',
  wallet: { balance: parseMoney('10000'), creditDue: ZERO },
};

async function openProfile(profile: Partial<UserProfile> = {}, options: RenderAppOptions = {}) {
  const app = renderApp('/profile', { role: 'DEALER', ...options, profile: { ...DANA, ...profile } });
  await screen.findByRole('heading', { level: 1, name: `${profile.name ?? 'Dana'} Fields` });
  return app;
}

const panel = (name: string) => screen.getByRole('region', { name });
/** The value printed next to a label in a panel's list. */
function detail(panelName: string, label: string): string {
  const term = within(panel(panelName)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('profile header', () => {
  it('shows the full name, the capitalised role and the Edit Profile, Reset Password and Logout buttons', async () => {
    await openProfile();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Dealer')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
    expect(within(main).getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Profile | Lumen Trade'));
  });

  it('Reset Password sends the reset email for the signed-in email and toasts', async () => {
    const { user, sendPasswordReset } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset email sent! Please check your inbox.')).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('dana@glow.example');
  });

  it('Reset Password says so when the email could not be sent', async () => {
    const { user } = await openProfile(
      {},
      {
        sendPasswordReset: async () => {
          throw new BackendError('network', 'offline');
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to send password reset email. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('Logout goes home and signs out', async () => {
    const { user, location } = await openProfile();
    // user-event clicks inside a synchronous act(): a navigation that suspends there on a screen's code never
    // hears that the code arrived (React warns "suspended inside an act scope"). Browsers have no act: the
    // browser tests log out from a freshly loaded /profile.
    await preloadScreen('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('Logout deletes the prices and catalogue the device kept for this account (issue 42), and no other', async () => {
    const forget = vi.fn(async (_account: string) => undefined);
    const { user } = await openProfile({ id: 'u-dana' }, { deviceCopies: { ...NO_DEVICE_COPIES, forget } });
    await preloadScreen('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByText('Successfully logged out');
    expect(forget.mock.calls).toEqual([['u-dana']]);
  });

  it('a screen opened after it tells the device’s copies, so the profile’s "as of" never dates the next screen (issue 42)', async () => {
    const screenChanged = vi.fn();
    const { user, location } = await openProfile({ id: 'u-dana' }, { deviceCopies: { ...NO_DEVICE_COPIES, screenChanged } });
    expect(screenChanged).not.toHaveBeenCalled();
    await preloadScreen('/profile/edit');
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Edit Profile' }));
    await waitFor(() => expect(location()).toBe('/profile/edit'));
    await waitFor(() => expect(screenChanged).toHaveBeenCalledTimes(1));
  });

  it('Logout first names the drafts saved with no signal that it would delete; Stay keeps them, Sign out deletes them (issue 42)', async () => {
    const draftOutbox = new LocalStorageDraftOutbox(new MemoryStorage(), undefined);
    for (const name of ['Lakeside job', 'Deck lights']) {
      draftOutbox.put('u-dana', { id: `device-${name}`, draft: { name, notes: '', paymentOrder: '', items: [] }, savedAt: '2026-11-29T15:40:00.000Z', sendingSince: null });
    }
    // No signal: the drafts stay on the device.
    const offline = () => Promise.reject(new BackendError('network', 'The backend could not be reached'));
    const { user, location } = await openProfile({ id: 'u-dana' }, { draftOutbox, savedOrders: { save: offline, mySavedOrders: offline } });
    await preloadScreen('/');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const warning = await screen.findByRole('dialog', { name: 'Sign out and delete 2 drafts not yet saved?' });
    expect(warning).toHaveTextContent(
      'Saved on this device with no signal, not yet on your account: Lakeside job, Deck lights. Signing out deletes them from this device.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([location(), draftOutbox.waiting('u-dana').length]).toEqual(['/profile', 2]);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out and delete' }));
    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(draftOutbox.waiting('u-dana')).toEqual([]));
  });
});

describe('profile panels', () => {
  it('shows Approved, the available credit with a link to the transactions, and All Dues Cleared! at zero due', async () => {
    await openProfile();
    expect(panel('Account Status')).toHaveTextContent('Approved');
    const credit = panel('Available Credit');
    expect(credit).toHaveTextContent('$10,000.00');
    expect(within(credit).getByRole('link')).toHaveAttribute('href', '/transactions');
    const due = panel('Current Due');
    expect(due).toHaveTextContent('All Dues Cleared!');
    expect(due).toHaveTextContent('You have no pending credit payments');
    expect(due).not.toHaveTextContent('Due Amount');
  });

  it('shows the Due Amount in dollars when something is due, and no link to pay it', async () => {
    await openProfile({ wallet: { balance: parseMoney('3400.5'), creditDue: parseMoney('480') } });
    const due = panel('Current Due');
    expect(due).toHaveTextContent('Due Amount');
    expect(due).toHaveTextContent('$480.00');
    expect(due).not.toHaveTextContent('All Dues Cleared!');
    expect(panel('Available Credit')).toHaveTextContent('$3,400.50');
    expect(screen.queryByRole('link', { name: /pay/i })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="/credit-payment"]')).toBeNull();
  });
});

describe('profile basic information', () => {
  // West of Greenwich, reading midnight UTC in local time would show the day before.
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows email, phone, city and state, and the birth date as a calendar day', async () => {
    await openProfile();
    expect(detail('Basic Information', 'Email')).toBe('dana@glow.example');
    expect(detail('Basic Information', 'Phone')).toBe('(503) 555-0127');
    expect(detail('Basic Information', 'City and State')).toBe('Portland, OR');
    expect(detail('Basic Information', 'Birth Date')).toBe('January 29, 1988');
  });

  it('shows the billing and shipping addresses when present', async () => {
    await openProfile();
    expect(detail('Basic Information', 'Billing Address')).toBe('940 SE Division StPortland, OR 97214');
    expect(detail('Basic Information', 'Shipping Address')).toBe('12 Harbor WayPortland, OR 97202');
  });

  it('leaves out an address the profile does not have', async () => {
    await openProfile({ street: '', city: '', country: '', zip: '' });
    expect(within(panel('Basic Information')).queryByText('Shipping Address')).not.toBeInTheDocument();
    expect(detail('Basic Information', 'Billing Address')).toContain('940 SE Division St');
  });
});

describe('profile company information', () => {
  it('shows the company, its location and the website as a link opening in a new tab', async () => {
    await openProfile();
    expect(detail('Company Information', 'Company')).toBe('Glow Landscapes');
    expect(detail('Company Information', 'Location')).toBe('Store #4');
    const website = within(panel('Company Information')).getByRole('link', { name: /glowlandscapes\.example/ });
    expect(website).toHaveAttribute('href', 'https://glowlandscapes.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
  });

  it('links a website typed without a scheme over https', async () => {
    await openProfile({ companyWebsite: 'glow.example' });
    expect(within(panel('Company Information')).getByRole('link', { name: /glow\.example/ })).toHaveAttribute(
      'href',
      'https://glow.example',
    );
  });
});

describe('profile recent orders (spec §2 Profile)', () => {
  const item = (id: string, name: string, quantity: number) =>
    anOrderItem({ id, quantity, product: { id: `p-${id}`, name, images: [] } });
  const RECENT = [
    anOrder({
      id: '14',
      status: 'SHIPPED',
      total: usd('1480.25'),
      items: [item('a', 'Brass Path Light PL-100', 24), item('b', 'Copper Path Light PL-200', 3), item('c', 'Bronze Spot Light SP-10', 6)],
    }),
    anOrder({
      id: '13',
      status: 'PAYMENT_PENDING',
      createdAt: '2026-02-02T15:00:00.000Z',
      total: usd('99'),
      items: [
        item('d', 'Well Light WL-1', 1),
        item('e', 'Deck Light DL-2', 2),
        item('f', 'Hardscape Light HL-3', 4),
        item('g', 'Transformer TR-300', 1),
        item('h', 'Cable 12/2 250ft', 2),
      ],
    }),
    anOrder({ id: '12', status: 'DELIVERED', items: [item('i', 'Flood Light FL-9', 2)] }),
  ];
  const recent = () => within(panel('Recent Orders'));

  it('shows the latest orders with their first 2 items, then how many more, and a View All Orders link', async () => {
    const { orders } = await openProfile({}, { orders: { myOrders: async () => RECENT } });
    const list = await recent().findByRole('list', { name: 'Recent orders' });
    expect(orders.myOrders).toHaveBeenCalledWith({ skip: 0, take: 5 });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .filter((element) => element.parentElement === list);
    expect(within(first!).getByRole('link', { name: 'ORD-0014' })).toHaveAttribute('href', '/orders/14');
    expect(first).toHaveTextContent('Mar 14, 2026');
    expect(first).toHaveTextContent('$1,480.25');
    expect(chipLook(first!, 'Shipped')).toBe(CHIP.blue);
    expect(within(first!).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Brass Path Light PL-100 × 24',
      'Copper Path Light PL-200 × 3',
      // The domain's moreItemsLabel.
      '+1 more items',
    ]);
    expect(chipLook(second!, 'Payment pending')).toBe(CHIP.yellow);
    expect(within(second!).getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Well Light WL-1 × 1',
      'Deck Light DL-2 × 2',
      '+3 more items',
    ]);
    expect(within(third!).getAllByRole('listitem').map((line) => line.textContent)).toEqual(['Flood Light FL-9 × 2']);
    expect(recent().getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
  });

  it('does not hold up the rest of the profile while the orders load', async () => {
    await openProfile({}, { orders: { myOrders: () => new Promise(() => undefined) } });
    expect(panel('Basic Information')).toBeInTheDocument();
    expect(panel('Available Credit')).toHaveTextContent('$10,000.00');
    expect(recent().getByLabelText('Loading recent orders')).toBeInTheDocument();
    expect(recent().getByRole('link', { name: 'View All Orders' })).toBeInTheDocument();
  });

  it("says 'No orders found' when there are none", async () => {
    await openProfile({}, { orders: { myOrders: async () => [] } });
    expect(await recent().findByText('No orders found')).toBeInTheDocument();
  });

  it("'Failed to load recent orders' inline and in a toast; Try Again loads them", async () => {
    let calls = 0;
    const { user } = await openProfile(
      {},
      {
        orders: {
          myOrders: async () => {
            calls += 1;
            if (calls === 1) throw new BackendError('network', 'offline');
            return RECENT;
          },
        },
      },
    );
    expect(await recent().findByText('Failed to load recent orders')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Failed to load recent orders')).toHaveLength(2));
    await user.click(recent().getByRole('button', { name: 'Try Again' }));
    expect(await recent().findByRole('link', { name: 'ORD-0014' })).toBeInTheDocument();
  });
});
