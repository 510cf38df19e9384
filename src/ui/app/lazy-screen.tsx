import { lazy, type ComponentType } from 'react';
import { claimScreenReload, forgetScreenReload, reloadPage } from './page-reload';

export type LazyScreen = ComponentType & { readonly preload: () => Promise<ComponentType> };

/** Waits before each new attempt at a screen's code that failed to arrive (a network blip). */
export const SCREEN_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/** Lazy screens whose code failed to arrive: their next mount asks for it again (see `retryFailedScreens`). */
const failedScreens = new Set<() => void>();

/**
 * The error page has replaced the screens that failed to load: their next mount (a navigation, or the
 * error page's way back) makes a fresh attempt. Until then a failure stays put, so React's own retry
 * of a failed render never turns into a stream of requests.
 */
export function retryFailedScreens(): void {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
}

async function loadWithRetries(load: () => Promise<ComponentType>, delaysMs: readonly number[]): Promise<ComponentType> {
  for (const delayMs of delaysMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
  return load();
}

/**
 * A screen in a chunk of its own, like React.lazy, except that:
 * - once its code is loaded it renders at once: the first screen, loaded before the first render, then
 *   never shows the loading spinner (React.lazy suspends on every first render, and React then holds the
 *   spinner for a while);
 * - code that fails to arrive is asked for again, then the page reloads once (an old tab after a deploy
 *   asks for files that are gone), then the failure reaches the route's error page, which offers Reload.
 */
export function lazyScreen(load: () => Promise<ComponentType>, retryDelaysMs = SCREEN_RETRY_DELAYS_MS): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= loadWithRetries(load, retryDelaysMs).then(
      (screen) => {
        forgetScreenReload();
        return (loaded = screen);
      },
      (error: unknown) => {
        loading = null; // a chunk that failed to arrive is asked for again by the next preload
        throw error;
      },
    ));
  const lazyAttempt = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        failedScreens.add(renew);
        if (claimScreenReload()) {
          reloadPage();
          return new Promise<never>(() => undefined); // the new page replaces this one: the spinner stays meanwhile
        }
        throw error;
      }
    });
  let Lazy = lazyAttempt();
  const renew = () => {
    Lazy = lazyAttempt();
  };
  function Screen() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  return Object.assign(Screen, { preload });
}
