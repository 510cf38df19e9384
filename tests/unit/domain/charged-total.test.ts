import { describe, expect, it } from 'vitest';
import { chargedTotalNotice } from '../../../src/domain/orders/charged-total';
import { parseMoney } from '../../../src/domain/shared/money';

describe('chargedTotalNotice', () => {
  it('says nothing when the recorded total is the one shown, to the cent', () => {
    expect(chargedTotalNotice(parseMoney('779.96'), parseMoney('779.96'))).toBeNull();
  });

  it('names both figures and the one charged when they differ, even by a cent', () => {
    expect(chargedTotalNotice(parseMoney('779.96'), parseMoney('742.76'))).toBe(
      'Your order was recorded at $742.76, not the $779.96 shown. $742.76 is the amount charged.',
    );
    expect(chargedTotalNotice(parseMoney('100.00'), parseMoney('100.01'))).toBe(
      'Your order was recorded at $100.01, not the $100.00 shown. $100.01 is the amount charged.',
    );
  });
});
