import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastNotifier } from '../../../src/application/notifications/notifier';
import { toastMachine } from '../../../src/application/notifications/toast.machine';

function startToasts() {
  const actor = createActor(toastMachine.provide({ delays: { toastLife: 3000 } }));
  actor.start();
  return actor;
}

describe('toastMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts hidden with no toast', () => {
    const actor = startToasts();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('SHOW makes a toast visible with its message and kind', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'success', message: 'Cart cleared' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('visible');
    expect(snapshot.context.toast).toMatchObject({ kind: 'success', message: 'Cart cleared' });
  });

  it('numbers each toast shown, 1, 2, …, so the same message twice is a new toast', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'success', message: 'Saved' });
    actor.send({ type: 'SHOW', kind: 'success', message: 'Saved' });
    expect(actor.getSnapshot().context).toMatchObject({ shown: 2, toast: { id: 2, kind: 'success', message: 'Saved' } });
  });

  it('stays visible for 2999 ms and hides at 3000 ms', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'success', message: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.toast?.message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('the provided delay is the one used', () => {
    const actor = createActor(toastMachine.provide({ delays: { toastLife: 500 } })).start();
    actor.send({ type: 'SHOW', kind: 'success', message: 'Quick' });
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a second SHOW at 2 s replaces the toast and restarts the 3 s', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'success', message: 'First' });
    const firstId = actor.getSnapshot().context.toast?.id;
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'SHOW', kind: 'error', message: 'Second' });
    expect(actor.getSnapshot().context.toast).toMatchObject({ kind: 'error', message: 'Second' });
    expect(actor.getSnapshot().context.toast?.id).not.toBe(firstId);

    vi.advanceTimersByTime(1000); // 3 s after the first SHOW
    expect(actor.getSnapshot().value).toBe('visible');
    vi.advanceTimersByTime(1999); // 2999 ms after the second
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.toast?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('DISMISS hides the toast at once', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'error', message: 'Oops' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a dismissed toast timer does not hide a later toast early', () => {
    const actor = startToasts();
    actor.send({ type: 'SHOW', kind: 'success', message: 'One' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'SHOW', kind: 'success', message: 'Two' });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().context.toast?.message).toBe('Two');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('toastNotifier', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('error() shows an error toast', () => {
    const actor = startToasts();
    toastNotifier(actor).error('x');
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.toast).toMatchObject({ kind: 'error', message: 'x' });
  });

  it('success() shows a success toast', () => {
    const actor = startToasts();
    toastNotifier(actor).success('Order placed successfully!');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'success',
      message: 'Order placed successfully!',
    });
  });
});
