// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, type LazyScreen } from '../../src/ui/app/lazy-screen';
import { RELOADED_FOR_SCREEN_KEY, reloadPage } from '../../src/ui/app/page-reload';
import { RouteErrorBoundary } from '../../src/ui/shell/RouteErrorBoundary';

// jsdom cannot reload; the shop's one way to reload is replaced by a spy.
vi.mock('../../src/ui/app/page-reload', async (original) => ({
  ...(await original<typeof import('../../src/ui/app/page-reload')>()),
  reloadPage: vi.fn(),
}));

const NO_WAIT = [0, 0];
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: /assets/FaqPage-old.js');
const FaqPage = () => <h1>Frequently Asked Questions</h1>;

function showScreen(Screen: LazyScreen) {
  return render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('a screen whose code fails to load', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.mocked(reloadPage).mockClear();
    vi.restoreAllMocks();
  });

  it('is asked for again after a network blip, and shows without a reload', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkGone()).mockResolvedValue(FaqPage);
    showScreen(lazyScreen(load, NO_WAIT));

    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads the page once when every attempt fails, marking the tab so it never reloads again', async () => {
    const load = vi.fn().mockRejectedValue(chunkGone());
    showScreen(lazyScreen(load, NO_WAIT));

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(sessionStorage.getItem(RELOADED_FOR_SCREEN_KEY)).not.toBeNull();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('after the reload, fails to the error page, which offers Reload, and never reloads by itself', async () => {
    sessionStorage.setItem(RELOADED_FOR_SCREEN_KEY, '1');
    const load = vi.fn().mockRejectedValue(chunkGone());
    showScreen(lazyScreen(load, NO_WAIT));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('once it loads, forgets the reload, so the next deploy may reload once again', async () => {
    sessionStorage.setItem(RELOADED_FOR_SCREEN_KEY, '1');
    showScreen(lazyScreen(() => Promise.resolve(FaqPage), NO_WAIT));

    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(sessionStorage.getItem(RELOADED_FOR_SCREEN_KEY)).toBeNull();
  });

  it('is asked for afresh when shown again after the error page, rather than failing for good', async () => {
    sessionStorage.setItem(RELOADED_FOR_SCREEN_KEY, '1');
    const load = vi.fn().mockRejectedValueOnce(chunkGone()).mockRejectedValueOnce(chunkGone()).mockRejectedValueOnce(chunkGone()).mockResolvedValue(FaqPage);
    const Screen = lazyScreen(load, NO_WAIT);
    const first = showScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    first.unmount();

    showScreen(Screen);
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });
});
