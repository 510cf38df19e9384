import { describe, expect, it } from 'vitest';
import { shippingClaim } from '../../../src/application/catalog/free-shipping';

describe('shippingClaim (issue 39): the shop claims only the shipping the deployment charges', () => {
  it("under the spec's rule, the rule itself, its threshold formatted from the rule", () => {
    expect(shippingClaim('spec')).toBe('Free shipping from $2,500.00');
  });

  it("where no shipping is charged, the spec's words", () => {
    expect(shippingClaim('none')).toBe('Free shipping on all orders');
  });
});
