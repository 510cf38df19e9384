// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippingPolicy } from '../../src/domain/pricing/pricing';
import { renderApp } from './support/render-app';

async function shippingAnswer(shipping: ShippingPolicy) {
  const { user } = renderApp('/faq', { shipping });
  await user.click(await screen.findByRole('button', { name: 'How much is shipping?' }));
  return screen.getByText(/shipping|collect/i, { selector: 'p' }).textContent;
}

describe('the FAQ answers the shipping question as the deployment charges', () => {
  it("under the spec's rule: 5%, at least $10, free from $2,500", async () => {
    expect(await shippingAnswer('spec')).toBe(
      'Shipping is 5% of the order value, with a minimum of $10. Orders of $2,500 or more ship free. Local dealers can collect orders from our Santa Rosa store at no charge.',
    );
  });

  it('when none is charged: no charge and no threshold promised', async () => {
    expect(await shippingAnswer('none')).toBe(
      'No shipping is charged at checkout: the total you pay is the total of your order. Local dealers can also collect orders from our Santa Rosa store.',
    );
  });
});
