import { formatMoney, lessThan, type Money } from '../shared/money';

/**
 * What the buyer is told when the order the backend recorded totals another
 * amount than the one they were shown (and paid on the Pay button): both
 * figures, and which one is charged. Null when they agree to the cent.
 */
export function chargedTotalNotice(shown: Money, recorded: Money): string | null {
  if (!lessThan(shown, recorded) && !lessThan(recorded, shown)) return null;
  const charged = formatMoney(recorded);
  return `Your order was recorded at ${charged}, not the ${formatMoney(shown)} shown. ${charged} is the amount charged.`;
}
