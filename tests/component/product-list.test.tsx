// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductPage, ProductPageRequest } from '../../src/application/catalog/catalog.use-cases';
import { BackendError } from '../../src/application/shared/backend-error';
import { aHeldBackDealerSignIn, asVisitorSees, manyProducts, products } from './support/fixtures';
import { deferredRenders } from './support/held-back-deferred';
import { renderApp } from './support/render-app';
import { useViewportWidth } from './support/viewport';

vi.mock('react', async (importActual) =>
  (await import('./support/held-back-deferred')).withHeldBackDeferredRenders(await importActual()),
);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The grid of product cards (the list around a known product's card). */
async function productGrid(productName: string): Promise<HTMLElement> {
  // Text queries stay fast on a page of 40 cards; byRole walks the accessibility tree.
  const card = await within(screen.getByRole('main')).findByText(productName, { selector: 'h2' });
  const list = card.closest('ul');
  if (!list) throw new Error('product card outside a list');
  return list as HTMLElement;
}

/** page 1: 40 products, page 2: 5 products. */
async function twoPages({ page }: ProductPageRequest): Promise<ProductPage> {
  return page === 1
    ? { products: manyProducts(40), page: 1, hasNext: true }
    : { products: manyProducts(5, 40), page, hasNext: false };
}

describe('product list titles', () => {
  it('reads All Products without a category or search', async () => {
    renderApp('/products');
    expect(await heading('All Products')).toBeInTheDocument();
  });

  it('on a phone, All Products asks the backend for the products alone, not the categories', async () => {
    useViewportWidth(390);
    const { catalog } = renderApp('/products');
    expect(await heading('All Products')).toBeInTheDocument();
    await productGrid(products.spotLight.name);
    expect(catalog.categories).not.toHaveBeenCalled();
  });

  it('on a phone, a category asks for the categories to name its title', async () => {
    useViewportWidth(390);
    const { catalog } = renderApp('/products?category=c-spot');
    expect(await heading('Spot Lights')).toBeInTheDocument();
    expect(catalog.categories).toHaveBeenCalled();
  });

  it('reads the category name for a category', async () => {
    const { catalog } = renderApp('/products?category=c-spot');
    expect(await heading('Spot Lights')).toBeInTheDocument();
    expect(catalog.productPage).toHaveBeenCalledWith({ categoryId: 'c-spot', search: '', page: 1 });
    await productGrid(products.spotLight.name);
    expect(screen.queryByRole('link', { name: products.caseLight.name })).not.toBeInTheDocument();
  });

  it('reads All Products for an unknown category instead of loading forever', async () => {
    renderApp('/products?category=c-gone', {
      catalog: { productPage: async ({ page }) => ({ products: [], page, hasNext: false }) },
    });
    expect(await heading('All Products')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading category')).not.toBeInTheDocument();
  });

  it('reads Search Results for a search', async () => {
    const { catalog } = renderApp('/products?search=copper');
    expect(await heading('Search Results')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('for “copper”');
    expect(catalog.productPage).toHaveBeenCalledWith({ categoryId: '', search: 'copper', page: 1 });
  });
});

describe('product list content', () => {
  it("claims the spec's rule itself where the deployment charges it: Free shipping from $2,500.00", async () => {
    renderApp('/products');
    await heading('All Products');
    expect(screen.getByText('Free shipping from $2,500.00')).toBeInTheDocument();
  });

  it('claims Free shipping on all orders where the deployment charges no shipping', async () => {
    renderApp('/products', { shipping: 'none' });
    await heading('All Products');
    expect(screen.getByText('Free shipping on all orders')).toBeInTheDocument();
    expect(screen.queryByText(/\$2,500/)).not.toBeInTheDocument();
  });

  it('says No products found matching your search. for an empty search', async () => {
    renderApp('/products?search=nothing-matches');
    expect(await screen.findByText('No products found matching your search.')).toBeInTheDocument();
    expect(screen.queryByText('No products found in this category.')).not.toBeInTheDocument();
  });

  it('says No products found in this category. for an empty category', async () => {
    renderApp('/products?category=c-empty', {
      catalog: { productPage: async ({ page }) => ({ products: [], page, hasNext: false }) },
    });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
    expect(screen.queryByText('No products found matching your search.')).not.toBeInTheDocument();
  });

  it('shows Failed to load products and Try Again loads them again', async () => {
    let calls = 0;
    const { user, catalog } = renderApp('/products', {
      catalog: {
        productPage: async ({ page }) => {
          calls += 1;
          if (calls === 1) throw new BackendError('network', 'offline');
          return { products: [products.singleLight], page, hasNext: false };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load products');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(screen.getByRole('main')).findByRole('link', { name: products.singleLight.name })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products')).not.toBeInTheDocument();
    expect(catalog.productPage).toHaveBeenCalledTimes(2);
  });
});

describe('a page of 40 cards on a slow phone', () => {
  it('paints its first 8 cards at once, with placeholders holding the places of the others', async () => {
    deferredRenders.heldBack = true;
    try {
      renderApp('/products', { catalog: { productPage: twoPages } });
      const grid = await productGrid('Bulk Light 1');
      expect([...grid.querySelectorAll('h2')].map((title) => title.textContent)).toEqual(manyProducts(8).map((item) => item.name));
      expect(grid.querySelectorAll(':scope > li')).toHaveLength(40);
      expect(grid.querySelectorAll('.placeholder-card')).toHaveLength(32);
      // Each pulsing element is a layer redrawn every frame: one per placeholder, not one per grey bar.
      const pulsing = [...grid.querySelectorAll('.placeholder-card *')].filter((element) => getComputedStyle(element).animation !== '');
      expect(pulsing).toHaveLength(32);
      expect(pulsing.every((element) => element.querySelectorAll('.placeholder-picture, .placeholder-line').length === 4)).toBe(true);
    } finally {
      deferredRenders.heldBack = false;
    }
  });

  it('then draws the other 32 in their places', async () => {
    renderApp('/products', { catalog: { productPage: twoPages } });
    const grid = await productGrid('Bulk Light 40');
    expect([...grid.querySelectorAll('h2')].map((title) => title.textContent)).toEqual(manyProducts(40).map((item) => item.name));
    expect(grid.querySelectorAll('.placeholder-card')).toHaveLength(0);
  });
});

describe('paging', { timeout: 20_000 }, () => {
  it('enables Next on a full page of 40, requests page 2, and Previous goes back', async () => {
    const { user, catalog, location } = renderApp('/products', { catalog: { productPage: twoPages } });
    await productGrid('Bulk Light 1');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = within(pagination).getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();

    await user.click(next);
    await productGrid('Bulk Light 41');
    expect(catalog.productPage).toHaveBeenLastCalledWith({ categoryId: '', search: '', page: 2 });
    expect(location()).toBe('/products?page=2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.queryByText('Bulk Light 1')).not.toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await productGrid('Bulk Light 1');
    expect(catalog.productPage).toHaveBeenLastCalledWith({ categoryId: '', search: '', page: 1 });
    expect(location()).toBe('/products');
  });

  it('keeps the category when paging', async () => {
    const { user, catalog } = renderApp('/products?category=c-path', { catalog: { productPage: twoPages } });
    await productGrid('Bulk Light 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await productGrid('Bulk Light 41');
    expect(catalog.productPage).toHaveBeenLastCalledWith({ categoryId: 'c-path', search: '', page: 2 });
  });

  it('disables Next when a page returns fewer than 40 products', async () => {
    renderApp('/products?page=2', { catalog: { productPage: twoPages } });
    await productGrid('Bulk Light 41');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('offers no Next on a short first page', async () => {
    renderApp('/products', {
      catalog: { productPage: async ({ page }) => ({ products: manyProducts(39), page, hasNext: false }) },
    });
    await productGrid('Bulk Light 39');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

describe('prices on cards', () => {
  it('shows Sign in to see prices and no $ amounts when signed out', async () => {
    renderApp('/products');
    const grid = await productGrid(products.singleLight.name);
    const prompts = within(grid).getAllByRole('link', { name: /^Sign in to see prices for / });
    expect(prompts).toHaveLength(4);
    expect(prompts[0]).toHaveTextContent('Sign in to see prices');
    expect(within(grid).getByRole("link", { name: `Sign in to see prices for ${products.singleLight.name}` })).toBeInTheDocument();
    expect(prompts[0]).toHaveAttribute('href', '/login');
    expect(grid.textContent).not.toContain('$');
  });

  it('a buyer never keeps a page loaded before the sign-in was known: it loads again, priced', async () => {
    const dealer = aHeldBackDealerSignIn();
    const shown = [products.singleLight];
    const { catalog } = renderApp('/products', {
      role: 'DEALER',
      getProfile: dealer.getProfile,
      catalog: {
        productPage: async () => ({ products: dealer.isSignedIn() ? shown : shown.map(asVisitorSees), page: 1, hasNext: false }),
      },
    });
    const grid = await productGrid(products.singleLight.name);
    expect(catalog.productPage).toHaveBeenCalledTimes(1);
    dealer.signIn();
    expect(await within(grid).findByText(/\$12\.34/)).toBeInTheDocument();
    expect(catalog.productPage).toHaveBeenCalledTimes(2);
    expect(within(grid).queryByText('Sign in to see prices')).not.toBeInTheDocument();
  });

  it('shows the dealer price formatted like $12.34 when signed in as a DEALER', async () => {
    renderApp('/products', { role: 'DEALER' });
    const grid = await productGrid(products.singleLight.name);
    const card = within(grid).getByRole('link', { name: products.singleLight.name }).closest('li') as HTMLElement;
    expect(await within(card).findByText(/\$12\.34/)).toBeInTheDocument();
    // The two-variant card starts from the lower dealer price.
    const spotCard = within(grid).getByRole('link', { name: products.spotLight.name }).closest('li') as HTMLElement;
    expect(spotCard).toHaveTextContent('From $23.50 per unit');
    // A pair product is priced per fixture, as on its page and in the cart.
    const pairCard = within(grid).getByRole('link', { name: products.pairLight.name }).closest('li') as HTMLElement;
    expect(pairCard).toHaveTextContent('$40.00 per fixture');
    expect(within(grid).queryByText('Sign in to see prices')).not.toBeInTheDocument();
  });
});
