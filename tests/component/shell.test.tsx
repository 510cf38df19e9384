// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCartItem, products } from './support/fixtures';
import { SUPPORT_EMAIL, renderApp } from './support/render-app';
import { useViewportWidth } from './support/viewport';

/** Resolves once the home page's lazy chunk has rendered. */
const homeReady = () => screen.findByRole('heading', { name: 'Landscape lighting built for the trade' });

describe('header', () => {
  it('shows LOGIN and no cart link when signed out, and loads no cart', async () => {
    const { buyerLoaded } = renderApp('/');
    await homeReady();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(within(banner).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: /^Profile/ })).not.toBeInTheDocument();
    expect(buyerLoaded()).toBe(false);
  });

  it('shows the cart link with a badge counting lines, named so, and the profile name when signed in', async () => {
    renderApp('/', {
      role: 'DEALER',
      cartItems: [aCartItem({ quantity: 2 }), aCartItem({ productId: 'p-other', variantId: 'v-other', quantity: 3 })],
    });
    const banner = screen.getByRole('banner');
    const cartLink = await within(banner).findByRole('link', { name: 'Cart, 2 lines' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    expect(within(cartLink).getByText('2')).toBeInTheDocument();
    const profileLink = within(banner).getByRole('link', { name: 'Profile, Dana Fields' });
    expect(profileLink).toHaveAttribute('href', '/profile');
    expect(profileLink).toHaveTextContent('Dana');
    expect(within(banner).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
  });

  it("goes without its buttons when the buyer's code cannot load; the product page keeps its price", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const { services } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER', buyerUnavailable: offline });
    expect(await screen.findByLabelText('Price $12.34 per unit')).toBeInTheDocument();
    await expect(services.buyer()).rejects.toBe(offline);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Lumen Trade home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('submits the search box to /products?search=', async () => {
    const { user, location, catalog } = renderApp('/');
    await homeReady();
    const [searchForm] = screen.getAllByRole('search');
    const input = within(searchForm!).getByRole('searchbox', { name: 'Search products' });
    await user.type(input, '  brass light ');
    await user.click(within(searchForm!).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(location()).toBe('/products?search=brass%20light');
    // The list asks for its page in an effect, which may follow its heading on a busy machine.
    await waitFor(() => expect(catalog.productPage).toHaveBeenLastCalledWith({ categoryId: '', search: 'brass light', page: 1 }));
  });

  it("keeps the products' search out of My Orders' own search", async () => {
    renderApp('/orders?search=PO-7781', { role: 'DEALER' });
    expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toHaveValue('PO-7781');
    for (const box of screen.getAllByRole('searchbox', { name: 'Search products' })) expect(box).toHaveValue('');
  });

  it('lists the categories as links to their product lists on a wide screen', async () => {
    useViewportWidth(1280);
    renderApp('/');
    await homeReady();
    const nav = screen.getByRole('navigation', { name: 'Categories', hidden: true });
    expect(await within(nav).findByRole('link', { name: 'Spot Lights', hidden: true })).toHaveAttribute(
      'href',
      '/products?category=c-spot',
    );
    expect(within(nav).getByRole('link', { name: 'All Products', hidden: true })).toHaveAttribute('href', '/products');
  });

  it('on a phone asks for the categories only when the menu opens, and lists them there', async () => {
    useViewportWidth(390);
    const { services } = renderApp('/cart', { role: 'DEALER' });
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    expect(services.catalog.categories).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));

    // The open menu hides the rest of the page from assistive technology: the only such link is the menu's.
    expect(await screen.findByRole('link', { name: 'Spot Lights' })).toHaveAttribute('href', '/products?category=c-spot');
    // Asked for as the menu opens and again by the menu; the catalogue's cache makes that one backend call.
    expect(services.catalog.categories).toHaveBeenCalled();
  });
});

describe('footer', () => {
  it('shows the three columns, the support e-mail and the opening hours', async () => {
    renderApp('/');
    await homeReady();
    // Drawn once the first screen has painted (below a main a screen tall).
    const footer = await screen.findByRole('contentinfo');
    for (const column of ['Customer Service', 'Information', 'Contact Us']) {
      expect(within(footer).getByRole('heading', { name: column })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(footer).toHaveTextContent('Monday-Friday 8am-4pm');
  });

  it('is plain elements under one styled holder: no MUI Typography or Link to render with every first screen', async () => {
    renderApp('/');
    await homeReady();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.querySelectorAll('.MuiTypography-root, .MuiLink-root')).toHaveLength(0);
  });
});

describe('not found', () => {
  it('shows Page Not Found with Go Home, Go Back and a support contact link', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /contact support/i })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  it('Go Back returns to the previous page', async () => {
    const { user, location } = renderApp(['/products', '/nowhere']);
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  it('names the page in the tab title', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    await waitFor(() => expect(document.title).toBe('Page Not Found | Lumen Trade'));
  });

  it('Go Back on the first page of a visit goes home rather than leaving the shop', async () => {
    const { user, location } = renderApp('/nowhere');
    await user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('route effects', () => {
  it('scrolls smoothly to the top and reloads the signed-in profile on a route change, not on the page first opened', async () => {
    const { user, scrollTo, loadProfile } = renderApp('/', { role: 'DEALER' });
    await screen.findByRole('link', { name: 'Cart, 0 lines' });
    const loadsBefore = loadProfile.mock.calls.length;
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Shop all products' }));
    await screen.findByRole('heading', { name: 'All Products' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect(loadProfile.mock.calls.length).toBeGreaterThan(loadsBefore));
  });
});

describe('toasts', () => {
  it('shows a success toast raised through services.notify', async () => {
    const { services } = renderApp('/');
    await homeReady();
    act(() => services.notify.success('Profile updated successfully'));
    const message = await screen.findByText('Profile updated successfully');
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it("a sign-out the identity service fails says 'Failed to log out' in an error toast, and the buyer stays signed in", async () => {
    const { user, signOut, services } = renderApp('/profile', {
      role: 'DEALER',
      signOut: async () => {
        throw new Error('auth/network-request-failed');
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log out');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Successfully logged out')).not.toBeInTheDocument();
    expect(services.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Profile, Dana Fields' })).toBeInTheDocument();
  });

  it('hides a toast after 3 seconds', async () => {
    const { services } = renderApp('/');
    await homeReady();
    vi.useFakeTimers();
    try {
      act(() => services.notify.success('Cart cleared'));
      expect(screen.getByText('Cart cleared')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByText('Cart cleared')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('session expiry', () => {
  it('a token the backend refuses signs the buyer out and sends them to /login with a message', async () => {
    const { services, location } = renderApp('/profile', { role: 'DEALER' });
    await screen.findByRole('heading', { level: 1, name: 'Dana Fields' });
    act(() => services.session.send({ type: 'SESSION_EXPIRED' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/login'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

describe('demo controls', () => {
  it('list the accounts waiting for approval, approve one, and reset the demo', async () => {
    let pending = [{ email: 'morgan.lee@glowyards.example', name: 'Morgan Lee', company: 'Glow Yards', role: 'DEALER' }];
    const demoControls = {
      pendingAccounts: vi.fn(async () => pending),
      approve: vi.fn(async () => {
        pending = [];
      }),
      reset: vi.fn(),
    };
    const { user } = renderApp('/', { demoControls });
    await homeReady();
    const panel = await screen.findByRole('region', { name: 'Demo controls' });
    await user.click(await within(panel).findByRole('button', { name: 'Approve morgan.lee@glowyards.example' }));
    expect(demoControls.approve).toHaveBeenCalledWith('morgan.lee@glowyards.example');
    expect(await within(panel).findByText('No accounts waiting for approval.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reset demo data' }));
    expect(demoControls.reset).toHaveBeenCalledTimes(1);
  });
});
