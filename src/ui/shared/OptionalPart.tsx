import { Component, type ReactNode } from 'react';

interface OptionalPartProps {
  /** What stands in when the part fails; nothing by default. */
  readonly fallback?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A part of a page the page can do without: when its code or the services it
 * reads fail to load (offline, say), the fallback stands in and the rest of the
 * page carries on, rather than the whole screen failing.
 */
export class OptionalPart extends Component<OptionalPartProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
