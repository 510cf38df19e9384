import { describe, expect, it } from 'vitest';
import { priceChangeNotice } from '../../../src/domain/cart/price-changes';
import { parseUnitPrice } from '../../../src/domain/shared/money';
import { aCartItem, usd } from '../../support/mothers';

describe('priceChangeNotice: a price that moved between two readings of the cart', () => {
  const aurora = aCartItem({ productId: 'p-1', variantId: 'v-1', name: 'Aurora Brass Path Light', variantName: 'Bronze', price: usd('61.35') });
  const pair = aCartItem({ productId: 'p-9', variantId: 'v-9', name: 'TS-B301 Tree Strap Spot Pair', variantName: '', price: usd('169.32'), isPairProduct: true });

  it('names each line whose price changed, per unit or per fixture, to the mill', () => {
    expect(priceChangeNotice([aurora, pair], [{ ...aurora, price: parseUnitPrice('62.005') }, { ...pair, price: usd('171.00') }])).toBe(
      'Prices changed: Aurora Brass Path Light, Bronze is now $62.005 per unit (was $61.35); TS-B301 Tree Strap Spot Pair is now $171.00 per fixture (was $169.32).',
    );
  });

  it('says nothing when the prices held, whatever the quantities, or for a line only one side has', () => {
    expect(priceChangeNotice([aurora], [{ ...aurora, quantity: 7 }, pair])).toBeNull();
    expect(priceChangeNotice([aurora, pair], [aurora])).toBeNull();
  });

  it('tells a case line from a single line of the same variant', () => {
    const caseLine = { ...aurora, quantityType: 'CASE' as const, allowCaseOrder: true };
    expect(priceChangeNotice([aurora, caseLine], [aurora, { ...caseLine, price: usd('60.00') }])).toBe(
      'Prices changed: Aurora Brass Path Light, Bronze is now $60.00 per unit (was $61.35).',
    );
  });
});
