import { lazy, useState, type ComponentType } from 'react';

export type LazyPart<P> = ComponentType<P> & {
  /** Brings the part's code; a failure is left to the part's render (its error boundary). */
  readonly preload: () => Promise<void>;
};

/**
 * A part of a page in a chunk of its own, like React.lazy, except that once `preload` has brought its code it
 * renders at once. React.lazy suspends on its first render even when the code is there, so the part came in a
 * commit of its own after the page's first paint: another long task on a slow phone, and the part popping in.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const code = () => (loading ??= load().then((part) => (loaded = part)));
  const Lazy = lazy(async () => ({ default: await code() }));
  function Part(props: P) {
    // One type for the whole mount: switching from the lazy one to the loaded one would mount the part again.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...props} />;
  }
  return Object.assign(Part, { preload: () => code().then(() => undefined, () => undefined) });
}
