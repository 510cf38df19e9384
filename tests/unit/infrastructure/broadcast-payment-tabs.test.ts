import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentTabNews } from '../../../src/application/ports/payment-tabs.port';
import { BroadcastPaymentTabs, PAYMENT_TABS_CHANNEL } from '../../../src/infrastructure/browser/broadcast-payment-tabs';

const opened: NodeChannel[] = [];
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

/** One of the buyer's tabs, on the channel every tab of the shop opens. */
function aTab() {
  const channel = new NodeChannel(PAYMENT_TABS_CHANNEL);
  opened.push(channel);
  return { tabs: new BroadcastPaymentTabs(() => channel as unknown as BroadcastChannel), channel };
}

const heardOnce = (tabs: BroadcastPaymentTabs) =>
  new Promise<PaymentTabNews>((resolve) => {
    const stop = tabs.watch((news) => {
      stop();
      resolve(news);
    });
  });

describe('BroadcastPaymentTabs', () => {
  it("another tab hears the news; the tab that tells it does not", async () => {
    const left = aTab();
    const returned = aTab();
    const toldToItself = vi.fn();
    returned.tabs.watch(toldToItself);
    const heard = heardOnce(left.tabs);
    returned.tabs.tell({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' });
    expect(await heard).toEqual({ kind: 'paid', purpose: 'CREDIT_REPAYMENT' });
    expect(toldToItself).not.toHaveBeenCalled();
  });

  it('passes on only what reads as news: anything else posted on the channel is ignored', async () => {
    const left = aTab();
    const other = aTab();
    const heard = vi.fn();
    left.tabs.watch(heard);
    other.channel.postMessage({ kind: 'paid', purpose: 'EVERYTHING' });
    other.channel.postMessage('paid');
    other.channel.postMessage({ kind: 'failed', purpose: 'ORDER_PURCHASE' });
    const last = heardOnce(left.tabs);
    other.tabs.tell({ kind: 'failed', purpose: 'ORDER_PURCHASE', message: 'Failed to verify payment' });
    expect(await last).toEqual({ kind: 'failed', purpose: 'ORDER_PURCHASE', message: 'Failed to verify payment' });
    expect(heard.mock.calls).toEqual([[{ kind: 'failed', purpose: 'ORDER_PURCHASE', message: 'Failed to verify payment' }]]);
  });

  it('stops passing news on once unsubscribed', async () => {
    const left = aTab();
    const other = aTab();
    const heard = vi.fn();
    left.tabs.watch(heard)();
    const later = heardOnce(left.tabs);
    other.tabs.tell({ kind: 'cancelled', purpose: 'ORDER_PURCHASE' });
    await later;
    expect(heard).not.toHaveBeenCalled();
  });

  it('a browser without BroadcastChannel tells and hears nothing, without failing', () => {
    const tabs = new BroadcastPaymentTabs(() => null);
    expect(() => tabs.tell({ kind: 'paid', purpose: 'ORDER_PURCHASE' })).not.toThrow();
    expect(typeof tabs.watch(() => undefined)).toBe('function');
  });
});
