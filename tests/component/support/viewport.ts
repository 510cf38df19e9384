import { onTestFinished } from 'vitest';

/**
 * jsdom has no media queries; this answers `min-width` and `max-width` ones (what MUI's breakpoints ask) for a
 * screen `width` pixels wide, for the rest of the test.
 */
export function useViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, pixels]) =>
      bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  onTestFinished(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}
