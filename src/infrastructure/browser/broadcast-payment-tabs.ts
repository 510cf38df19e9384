import { z } from 'zod/mini';
import type { PaymentTabNews, PaymentTabsPort } from '../../application/ports/payment-tabs.port';

export const PAYMENT_TABS_CHANNEL = 'payment-tabs';

const purpose = z.enum(['ORDER_PURCHASE', 'CREDIT_REPAYMENT']);
const newsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paid'), purpose }),
  z.object({ kind: z.literal('failed'), purpose, message: z.string() }),
  z.object({ kind: z.literal('cancelled'), purpose }),
]);

/**
 * The shop's tabs on one `BroadcastChannel` (same origin only). A browser without it tells and hears nothing: the
 * tab left behind then learns the outcome when the buyer reloads it, as before.
 */
export class BroadcastPaymentTabs implements PaymentTabsPort {
  private readonly channel: BroadcastChannel | null;

  constructor(open: () => BroadcastChannel | null = () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(PAYMENT_TABS_CHANNEL) : null)) {
    this.channel = open();
  }

  tell(news: PaymentTabNews): void {
    this.channel?.postMessage(news);
  }

  /** Only what reads as news is passed on: any script of the origin may post on the channel. */
  watch(listener: (news: PaymentTabNews) => void): () => void {
    const channel = this.channel;
    if (!channel) return () => undefined;
    const heard = (event: MessageEvent) => {
      const news = newsSchema.safeParse(event.data);
      if (news.success) listener(news.data);
    };
    channel.addEventListener('message', heard);
    return () => channel.removeEventListener('message', heard);
  }
}
