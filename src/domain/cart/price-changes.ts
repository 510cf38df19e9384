import { unitNoun } from '../pricing/unit-wording';
import { equal, formatUnitPrice } from '../shared/money';
import { sameLine, type Cart } from './cart';

/**
 * A line whose price moved between two readings of the cart (say, prices read on the device with no signal, then
 * the backend's once it returned), said before the buyer pays: "Prices changed: Aurora Brass Path Light, Bronze is
 * now $171.00 per unit (was $169.32)." Null when no line kept on both sides changed its price.
 */
export function priceChangeNotice(before: Cart, after: Cart): string | null {
  const changes = after.flatMap((line) => {
    const earlier = before.find((candidate) => sameLine(candidate, line));
    if (!earlier || equal(earlier.price, line.price)) return [];
    const name = line.variantName ? `${line.name}, ${line.variantName}` : line.name;
    return [`${name} is now ${formatUnitPrice(line.price)} per ${unitNoun(line.isPairProduct)} (was ${formatUnitPrice(earlier.price)})`];
  });
  return changes.length > 0 ? `Prices changed: ${changes.join('; ')}.` : null;
}
