// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { categories, products } from './support/fixtures';
import { renderApp } from './support/render-app';

const tilesSection = () => screen.findByRole('region', { name: 'Shop by category' });

describe('home page', () => {
  it('shows a tile per category linking to /products?category={id}', async () => {
    renderApp('/');
    const tiles = await tilesSection();
    expect(await within(tiles).findByRole('link', { name: 'Path Lights' })).toHaveAttribute(
      'href',
      '/products?category=c-path',
    );
    expect(within(tiles).getByRole('link', { name: 'Spot Lights' })).toHaveAttribute('href', '/products?category=c-spot');
    expect(within(tiles).getAllByRole('link')).toHaveLength(2);
  });

  it('shows a row of products per category with a View All link', async () => {
    const { catalog } = renderApp('/');
    const pathRow = await screen.findByRole('region', { name: 'Path Lights' });
    const spotRow = screen.getByRole('region', { name: 'Spot Lights' });

    expect(within(pathRow).getByRole('link', { name: 'View All Path Lights' })).toHaveAttribute(
      'href',
      '/products?category=c-path',
    );
    expect(within(pathRow).getByRole('link', { name: 'View All Path Lights' })).toHaveTextContent('View All');
    expect(within(spotRow).getByRole('link', { name: 'View All Spot Lights' })).toHaveAttribute(
      'href',
      '/products?category=c-spot',
    );

    expect(await within(pathRow).findByRole('link', { name: products.caseLight.name })).toHaveAttribute(
      'href',
      `/product/${products.caseLight.id}`,
    );
    expect(within(pathRow).getByRole('link', { name: products.singleLight.name })).toBeInTheDocument();
    expect(within(pathRow).queryByText(products.pairLight.name)).not.toBeInTheDocument();
    expect(await within(spotRow).findByRole('link', { name: products.pairLight.name })).toBeInTheDocument();
    expect(within(spotRow).getByRole('link', { name: products.spotLight.name })).toBeInTheDocument();

    expect(catalog.homeRow).toHaveBeenCalledWith('c-path');
    expect(catalog.homeRow).toHaveBeenCalledWith('c-spot');
  });

  it('shows the failure of one row by its category name while the other row still renders', async () => {
    renderApp('/', {
      catalog: {
        homeRow: async (categoryId) => {
          if (categoryId === categories.spot.id) throw new BackendError('network', 'offline');
          return [products.caseLight, products.singleLight];
        },
      },
    });
    const spotRow = await screen.findByRole('region', { name: 'Spot Lights' });
    expect(await within(spotRow).findByRole('alert')).toHaveTextContent('Failed to load products for Spot Lights');
    expect(within(spotRow).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();

    const pathRow = screen.getByRole('region', { name: 'Path Lights' });
    expect(await within(pathRow).findByRole('link', { name: products.caseLight.name })).toBeInTheDocument();
    expect(within(pathRow).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load products for Path Lights')).not.toBeInTheDocument();
  });

  it('retries a failed row with Try Again', async () => {
    let calls = 0;
    const { user } = renderApp('/', {
      catalog: {
        homeRow: async (categoryId) => {
          if (categoryId !== categories.spot.id) return [];
          calls += 1;
          if (calls === 1) throw new BackendError('network', 'offline');
          return [products.spotLight];
        },
      },
    });
    const spotRow = await screen.findByRole('region', { name: 'Spot Lights' });
    await user.click(await within(spotRow).findByRole('button', { name: 'Try Again' }));
    expect(await within(spotRow).findByRole('link', { name: products.spotLight.name })).toBeInTheDocument();
    expect(within(spotRow).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Failed to load categories when the categories cannot be loaded', async () => {
    renderApp('/', {
      catalog: {
        categories: async () => {
          throw new BackendError('http', 'Server error', 500);
        },
      },
    });
    const tiles = await tilesSection();
    expect(await within(tiles).findByRole('alert')).toHaveTextContent('Failed to load categories');
    expect(within(tiles).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View All/ })).not.toBeInTheDocument();
  });
});

describe('home rows below the fold', () => {
  it('load only when their section nears the viewport', async () => {
    const observed = new Map<Element, IntersectionObserverCallback>();
    class FakeIntersectionObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.set(element, this.callback);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const { catalog } = renderApp('/');
      const spotRow = await screen.findByRole('region', { name: 'Spot Lights' });
      expect(catalog.homeRow).not.toHaveBeenCalled();
      // Until then four placeholder cards hold its place, plain elements rather than a card and bars each:
      // seven such rows were most of the first render's work on a slow phone.
      const placeholders = within(spotRow).getByRole('status', { name: 'Loading products' });
      expect(placeholders.children).toHaveLength(4);
      expect(placeholders.querySelectorAll('.MuiCard-root, .MuiBox-root')).toHaveLength(0);

      // The row starts observing in an effect, which may follow the first paint of its section.
      await waitFor(() => expect(observed.get(spotRow)).toBeDefined());
      const callback = observed.get(spotRow);
      act(() => callback!([{ isIntersecting: true, target: spotRow } as unknown as IntersectionObserverEntry], {} as unknown as IntersectionObserver));
      expect(await within(spotRow).findByRole('link', { name: products.spotLight.name })).toBeInTheDocument();
      expect(catalog.homeRow).toHaveBeenCalledTimes(1);
      expect(catalog.homeRow).toHaveBeenCalledWith('c-spot');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('home page with a home preview (one call for every row)', () => {
  const preview = () => new Map([[categories.path.id, [products.caseLight, products.singleLight]], [categories.spot.id, [products.spotLight]]]);

  it('fills every row from the one call and asks for no row on its own', async () => {
    const { catalog } = renderApp('/', { catalog: { homePreview: async () => preview() } });
    const pathRow = await screen.findByRole('region', { name: 'Path Lights' });
    const spotRow = screen.getByRole('region', { name: 'Spot Lights' });
    expect(await within(pathRow).findByRole('link', { name: products.caseLight.name })).toBeInTheDocument();
    expect(within(pathRow).getByRole('link', { name: products.singleLight.name })).toBeInTheDocument();
    expect(within(spotRow).getByRole('link', { name: products.spotLight.name })).toBeInTheDocument();
    expect(within(spotRow).queryByRole('link', { name: products.pairLight.name })).not.toBeInTheDocument();
    expect(catalog.homePreview).toHaveBeenCalledTimes(1);
    expect(catalog.homeRow).not.toHaveBeenCalled();
  });

  it("says each row's failure by its category name when the call fails, and one Try Again loads them all", async () => {
    let calls = 0;
    const { user, catalog } = renderApp('/', {
      catalog: {
        homePreview: async () => {
          calls += 1;
          if (calls === 1) throw new BackendError('network', 'offline');
          return preview();
        },
      },
    });
    const pathRow = await screen.findByRole('region', { name: 'Path Lights' });
    const spotRow = screen.getByRole('region', { name: 'Spot Lights' });
    expect(await within(pathRow).findByRole('alert')).toHaveTextContent('Failed to load products for Path Lights');
    expect(within(spotRow).getByRole('alert')).toHaveTextContent('Failed to load products for Spot Lights');

    await user.click(within(spotRow).getByRole('button', { name: 'Try Again' }));
    expect(await within(pathRow).findByRole('link', { name: products.caseLight.name })).toBeInTheDocument();
    expect(within(spotRow).getByRole('link', { name: products.spotLight.name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(catalog.homePreview).toHaveBeenCalledTimes(2);
    expect(catalog.homeRow).not.toHaveBeenCalled();
  });

  it('shows an empty row for a category the preview left out', async () => {
    renderApp('/', { catalog: { homePreview: async () => new Map([[categories.path.id, [products.caseLight]]]) } });
    const spotRow = await screen.findByRole('region', { name: 'Spot Lights' });
    await within(await screen.findByRole('region', { name: 'Path Lights' })).findByRole('link', { name: products.caseLight.name });
    expect(within(spotRow).queryAllByRole('link', { name: /Light/ }).filter((link) => !link.textContent?.startsWith('View All'))).toEqual([]);
    expect(within(spotRow).queryByRole('alert')).not.toBeInTheDocument();
  });
});
