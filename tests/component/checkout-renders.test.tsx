// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../src/domain/coupons/coupon';
import { ZERO, parseMoney } from '../../src/domain/shared/money';
import { caseLine, pairLine, save10 } from './support/fixtures';
import { renderApp } from './support/render-app';

// The checkout's text fields, counted by name each time one renders.
const fieldRenders = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('../../src/ui/shared/TextInput', async (importActual) => {
  const actual = await importActual<typeof import('../../src/ui/shared/TextInput')>();
  const Real = actual.TextInput;
  function CountedTextInput(props: Parameters<typeof Real>[0]) {
    fieldRenders.names.push(String(props.name ?? props.label));
    return <Real {...props} />;
  }
  return { ...actual, TextInput: CountedTextInput };
});

const ADDRESS = ['street', 'city', 'state', 'zipCode', 'phone'];

async function openCheckout() {
  const app = renderApp('/checkout', {
    role: 'DEALER',
    cartItems: [caseLine, pairLine],
    profile: { wallet: { balance: parseMoney('10000'), creditDue: ZERO } },
    coupons: { myCoupons: async () => [save10] },
  });
  await screen.findByRole('form', { name: 'Checkout' });
  return app;
}

describe('a checkout stays quick to type in', () => {
  it('a key in the purchase order redraws that field only, not the address fields', async () => {
    const { user } = await openCheckout();
    fieldRenders.names = [];
    await user.type(screen.getByRole('textbox', { name: 'Purchase Order' }), 'J');

    expect(screen.getByRole('textbox', { name: 'Purchase Order' })).toHaveValue('J');
    expect(fieldRenders.names).toContain('purchaseOrder');
    expect(fieldRenders.names.filter((name) => ADDRESS.includes(name) || name === 'notes')).toEqual([]);
  });

  it('applying a coupon redraws the summary, not the address, purchase order or notes fields', async () => {
    const { user } = await openCheckout();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
    fieldRenders.names = [];
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await screen.findByRole('button', { name: 'Remove coupon SAVE10' });
    expect(fieldRenders.names.filter((name) => ADDRESS.includes(name) || name === 'purchaseOrder' || name === 'notes')).toEqual([]);
  });
});
