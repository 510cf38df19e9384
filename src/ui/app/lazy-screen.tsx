import { lazy, type ComponentType } from 'react';

export type LazyScreen = ComponentType & { readonly preload: () => Promise<ComponentType> };

/**
 * A screen in a chunk of its own, like React.lazy, except that once its code is loaded it renders at
 * once: the first screen, loaded before the first render, then never shows the loading spinner
 * (React.lazy suspends on every first render, and React then holds the spinner for a while).
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = null; // a chunk that failed to arrive is asked for again by the next preload
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen() {
    const Loaded = loaded ?? Lazy;
    return <Loaded />;
  }
  return Object.assign(Screen, { preload });
}
