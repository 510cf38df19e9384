// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ZERO, parseMoney } from '../../src/domain/shared/money';
import { caseLine, pairLine, save10 } from './support/fixtures';
import { renderApp } from './support/render-app';

/** Every style rule written so far: emotion adds to these as a look is first shown. */
const writtenStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

describe('applying a coupon at checkout', () => {
  it('writes no new styles: the applied look was written while the buyer typed the code', async () => {
    const { user } = renderApp('/checkout', {
      role: 'DEALER',
      cartItems: [caseLine, pairLine],
      profile: { wallet: { balance: parseMoney('10000'), creditDue: ZERO } },
      coupons: { myCoupons: async () => [save10] },
    });
    await screen.findByRole('form', { name: 'Checkout' });
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    // The field's first focus asks for the look; jsdom has no idle callback, so it is written a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const before = writtenStyles();

    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Coupon SAVE10 applied: Ten percent off')).toBeInTheDocument();
    expect(screen.getByText('Discount (SAVE10)')).toBeInTheDocument();
    expect(writtenStyles()).toBe(before);
    // The hidden copy is gone: one coupon field, one status.
    expect(screen.getAllByRole('textbox', { name: 'Coupon code' })).toHaveLength(1);
  });
});
