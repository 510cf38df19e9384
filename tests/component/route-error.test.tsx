// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app';

const failure = new TypeError("Cannot read properties of undefined (reading 'variants')");

// The product page stands for any screen with a bug: it throws while rendering.
vi.mock('../../src/ui/catalog/ProductDetailPage', () => ({
  ProductDetailPage: () => {
    throw failure;
  },
}));

describe('a screen that fails to render', () => {
  it('shows Something went wrong inside the shell, logs the error, and Back to home shows the home page', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderApp('/product/p-1');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(
      'An unexpected error stopped this page from showing. Please try again, or go back to the home page.',
    );
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title follows the render (an effect): on a busy machine it can lag the heading by a moment.
    await waitFor(() => expect(document.title).toBe('Something went wrong | Lumen Trade'));
    expect(consoleError).toHaveBeenCalledWith('A screen failed to render:', failure, expect.any(String));

    await user.click(within(main).getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Landscape lighting built for the trade' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
