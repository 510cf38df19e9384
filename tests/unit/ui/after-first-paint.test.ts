import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_LIMIT_MS, afterFirstPaint } from '../../../src/ui/app/after-first-paint';

/** A browser's paint timing, reported when the test says the frame reached the screen. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static watching: FakePaintObserver[] = [];
  constructor(private readonly report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    FakePaintObserver.watching.push(this);
  }
  disconnect() {
    FakePaintObserver.watching = FakePaintObserver.watching.filter((observer) => observer !== this);
  }
  static painted(name: string) {
    for (const observer of [...FakePaintObserver.watching]) observer.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
  }
}

let visibility: DocumentVisibilityState;
const visibilityListeners = new Set<() => void>();

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  visibilityListeners.clear();
  FakePaintObserver.watching = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) => clearTimeout(frame));
  vi.stubGlobal('document', {
    get visibilityState() {
      return visibility;
    },
    addEventListener: (_: string, listener: () => void) => visibilityListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => visibilityListeners.delete(listener),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('what waits on the first paint (the sign-in service of a restored buyer)', () => {
  it('runs once the browser reports the first contentful paint, not at the next frame before it', () => {
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(100);
    FakePaintObserver.painted('first-paint');
    expect(run).not.toHaveBeenCalled();
    FakePaintObserver.painted('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.watching).toEqual([]);
  });

  it('runs at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the tab is hidden before its first paint', () => {
    const run = vi.fn();
    afterFirstPaint(run);
    visibility = 'hidden';
    visibilityListeners.forEach((listener) => listener());
    expect(run).toHaveBeenCalledTimes(1);
    FakePaintObserver.painted('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after the limit when no paint is reported', () => {
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame where paint timing is not reported', () => {
    FakePaintObserver.supportedEntryTypes = [];
    try {
      const run = vi.fn();
      afterFirstPaint(run);
      vi.advanceTimersByTime(16);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    }
  });

  it('cancelled (the app unmounted), runs nothing', () => {
    const run = vi.fn();
    afterFirstPaint(run)();
    FakePaintObserver.painted('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    visibility = 'hidden';
    visibilityListeners.forEach((listener) => listener());
    expect(run).not.toHaveBeenCalled();
  });
});
