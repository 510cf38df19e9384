// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/ui/shared/lazy-part';
import { OptionalPart } from '../../src/ui/shared/OptionalPart';

const CartButton = ({ count }: { count: number }) => <button type="button">Cart, {count} items</button>;

function showHeader(Part: React.ComponentType<{ count: number }>) {
  return render(
    <Suspense fallback={<p>Loading the buttons</p>}>
      <Part count={3} />
    </Suspense>,
  );
}

describe('a part of a page in a chunk of its own', () => {
  it('once its code is loaded, comes with the first render: no stand-in, no second render', async () => {
    const load = vi.fn(async () => CartButton);
    const Part = lazyPart(load);
    await Part.preload();

    showHeader(Part);

    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the buttons')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without its code, shows the stand-in until the code arrives, asking for it once', async () => {
    const load = vi.fn(async () => CartButton);
    const Part = lazyPart(load);

    showHeader(Part);

    expect(screen.getByText('Loading the buttons')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code fails to arrive: preloading settles, and the render reaches the error boundary', async () => {
    const Part = lazyPart<{ count: number }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Part.preload()).resolves.toBeUndefined();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <OptionalPart fallback={<p>Header without its buttons</p>}>
        <Suspense fallback={null}>
          <Part count={3} />
        </Suspense>
      </OptionalPart>,
    );

    expect(await screen.findByText('Header without its buttons')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
