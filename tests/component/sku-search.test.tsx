// @vitest-environment jsdom
// The header's search for exactly a SKU opens that product; any other term lists its results as before.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalog/catalog';
import { BackendError } from '../../src/application/shared/backend-error';
import { products } from './support/fixtures';
import { renderApp } from './support/render-app';

const productHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the header search by exact SKU', () => {
  it('opens the product carrying the SKU, however it is typed', async () => {
    const { catalog, location } = renderApp('/products?search=%20sp-10-27');
    await productHeading(products.spotLight.name);
    // At the variant the SKU names, 2700K, not the product's first.
    expect(location()).toBe(`/product/${products.spotLight.id}?variant=${products.spotLight.variants[1]!.id}`);
    expect(await screen.findByText('SKU: SP-10-27')).toBeInTheDocument();
    expect(catalog.findBySkus).toHaveBeenCalledWith(['SP-10-27'], { likelyOnly: true });
    expect(catalog.productPage).not.toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });

  it('takes the search’s place in the history: Back returns to where the search was made', async () => {
    // The product page's Go Back shows when its product fails to load.
    const { location } = renderApp(['/', '/products?search=SP-10-27'], {
      catalog: { product: async () => Promise.reject(new BackendError('network', 'offline')) },
    });
    await waitFor(() => expect(location()).toBe(`/product/${products.spotLight.id}?variant=${products.spotLight.variants[1]!.id}`));
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('typed into the header’s search box', async () => {
    const { location, user } = renderApp('/');
    const [searchForm] = await screen.findAllByRole('search');
    await user.type(within(searchForm!).getByRole('searchbox', { name: 'Search products' }), 'LT-001-1');
    await user.click(within(searchForm!).getByRole('button', { name: 'Search' }));
    await productHeading(products.caseLight.name);
    expect(location()).toBe(`/product/${products.caseLight.id}?variant=${products.caseLight.variants[0]!.id}`);
  });

  it('shows no results while the SKU is being looked up', async () => {
    let answer: (found: ReadonlyMap<string, Product>) => void = () => undefined;
    const { catalog } = renderApp('/products?search=SP-10-27', {
      catalog: { findBySkus: () => new Promise((resolve) => (answer = resolve)) },
    });
    await waitFor(() => expect(catalog.findBySkus).toHaveBeenCalled());
    await waitFor(() => expect(screen.getAllByRole('status', { name: 'Loading products' }).length).toBeGreaterThan(0));
    expect(within(screen.getByRole('main')).queryByText(products.spotLight.name)).not.toBeInTheDocument();
    answer(new Map([['SP-10-27', products.spotLight]]));
    await productHeading(products.spotLight.name);
  });

  it('a SKU-like term that no product carries lists the search results', async () => {
    const { catalog, location } = renderApp('/products?search=ZZ-404');
    expect(await screen.findByText('No products found matching your search.')).toBeInTheDocument();
    expect(catalog.findBySkus).toHaveBeenCalledWith(['ZZ-404'], { likelyOnly: true });
    expect(location()).toBe('/products?search=ZZ-404');
  });

  it('a failed look-up still lists the search results', async () => {
    renderApp('/products?search=LT-001-1', {
      catalog: { findBySkus: async () => Promise.reject(new BackendError('network', 'offline')) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    expect(await screen.findByText('No products found matching your search.')).toBeInTheDocument();
  });

  it('words are searched as words: no SKU look-up', async () => {
    const { catalog } = renderApp('/products?search=copper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    await waitFor(() => expect(catalog.productPage).toHaveBeenCalled());
    expect(catalog.findBySkus).not.toHaveBeenCalled();
  });
});
