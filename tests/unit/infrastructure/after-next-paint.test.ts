// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/infrastructure/browser/after-next-paint';

const hidden = (value: boolean) => vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value ? 'hidden' : 'visible');

describe('work put off until the change is painted', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('runs in a task after the next animation frame, once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs first when the page is left or hidden before that frame, and not again after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const leaving = vi.fn();
    const hiding = vi.fn();
    afterNextPaint(leaving);
    afterNextPaint(hiding);
    window.dispatchEvent(new Event('pagehide'));
    expect(leaving).toHaveBeenCalledOnce();
    expect(hiding).toHaveBeenCalledOnce();
    vi.runAllTimers();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(leaving).toHaveBeenCalledOnce();

    const next = vi.fn();
    afterNextPaint(next);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(next).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden page, where frames stop', () => {
    hidden(true);
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
