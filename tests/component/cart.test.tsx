// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import type { Product } from '../../src/domain/catalog/catalog';
import { parseMoney } from '../../src/domain/shared/money';
import { aCartItem, caseLine, pairLine, products } from './support/fixtures';
import { renderApp, type RenderAppOptions } from './support/render-app';


const CASE_NAME = 'Brass Path Light PL-100, Natural Brass, case of 12';
const PAIR_NAME = 'TS-B301 Bollard Step Light, Bronze';

async function openCart(options: RenderAppOptions = {}) {
  const app = renderApp('/cart', { role: 'DEALER', cartItems: [caseLine, pairLine], ...options });
  await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
  await screen.findByRole('list', { name: 'Cart items' });
  return app;
}

const line = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: name.split(',')[0] })) as HTMLElement;

/** The value printed next to a label in the Order Summary. */
function summaryValue(label: string): string {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('cart lines and totals', () => {
  it('shows each line with its picture, variant, unit price, units and total, and exact totals', async () => {
    await openCart();
    expect(document.title).toBe('Shopping Cart | Lumen Trade');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const byCase = line(CASE_NAME);
    expect(within(byCase).getByRole('link', { name: products.caseLight.name })).toHaveAttribute('href', '/product/p-case');
    expect(within(byCase).getByText('Variant: Natural Brass')).toBeInTheDocument();
    expect(within(byCase).getByText('SKU: LT-001-1')).toBeInTheDocument();
    expect(within(byCase).getByText('Quantity in cases')).toBeInTheDocument();
    expect(byCase).toHaveTextContent('$11.685 per unit');
    expect(within(byCase).getByText('$140.22 per case')).toBeInTheDocument();
    expect(within(byCase).getByText('5% OFF Applied')).toBeInTheDocument();
    expect(within(byCase).getByText('2 cases of 12 (24 units)')).toBeInTheDocument();
    expect(within(byCase).getByText('$280.44')).toBeInTheDocument();
    expect(byCase.querySelector('img')).toHaveAttribute('src', '/images/p-case.jpg');

    const pair = line(PAIR_NAME);
    // Its variant has no SKU: nothing is shown for it.
    expect(pair).not.toHaveTextContent('SKU');
    expect(within(pair).getByText('Quantity in pairs')).toBeInTheDocument();
    // Bought as pairs, but 6 fixtures are a whole case of 6: the case price applies.
    expect(pair).toHaveTextContent('$38.00 per fixture');
    expect(within(pair).getByText('$76.00 per pair')).toBeInTheDocument();
    expect(within(pair).getByText('5% OFF Applied')).toBeInTheDocument();
    expect(within(pair).getByText('3 pairs (6 fixtures)')).toBeInTheDocument();
    expect(within(pair).getByText('$228.00')).toBeInTheDocument();

    // 280.44 + 228.00 = 508.44; shipping 5% = 25.422 -> 25.42; total 533.86.
    expect(summaryValue('Subtotal')).toBe('$508.44');
    expect(summaryValue('Shipping')).toBe('$25.42');
    expect(summaryValue('Total')).toBe('$533.86');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows how far the cart is from free shipping, then that it qualifies', async () => {
    const { user } = await openCart();
    expect(screen.getByText('Add $1,991.56 more for free shipping')).toBeInTheDocument();
    // 508.44 / 2,500 = 20.3%, shown as 20.
    expect(screen.getByRole('progressbar', { name: 'Progress towards free shipping' })).toHaveAttribute('aria-valuenow', '20');

    // 20 cases of 12 at $11.685 = $2,804.40: over $2,500.
    const quantity = screen.getByRole('textbox', { name: `Quantity of ${CASE_NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '20{Enter}');
    expect(await screen.findByText('You qualify for free shipping!')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards free shipping' })).toHaveAttribute('aria-valuenow', '100');
    expect(summaryValue('Subtotal')).toBe('$3,032.40');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$3,032.40');
  });

  it('shows no free-shipping progress when the deployment charges no shipping, and no shipping in the total', async () => {
    await openCart({ shipping: 'none' });
    expect(screen.queryByRole('progressbar', { name: 'Progress towards free shipping' })).not.toBeInTheDocument();
    expect(screen.queryByText(/more for free shipping/)).not.toBeInTheDocument();
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Total')).toBe('$508.44');
  });

  it('gives 12 single units of a case of 12 the case price and says so; 11 do not get it', async () => {
    const singles = (quantity: number) => ({ ...caseLine, quantity, quantityType: 'SINGLE' as const });
    const { user } = await openCart({ cartItems: [singles(12)] });
    const name = 'Brass Path Light PL-100, Natural Brass';
    expect(line(name)).toHaveTextContent('$11.685 per unit');
    expect(within(line(name)).getByText('5% OFF Applied')).toBeInTheDocument();
    expect(summaryValue('Subtotal')).toBe('$140.22'); // 12 x 11.685 = 140.22

    const quantity = screen.getByRole('textbox', { name: `Quantity of ${name}` });
    await user.clear(quantity);
    await user.type(quantity, '11{Enter}');
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$135.30')); // 11 x 12.30
    expect(line(name)).toHaveTextContent('$12.30 per unit');
    expect(within(line(name)).queryByText('5% OFF Applied')).not.toBeInTheDocument();
  });
});

describe('cart quantities', () => {
  it('sets a typed quantity from 1 to 999 and says so', async () => {
    const { user, services } = await openCart();
    const quantity = screen.getByRole('textbox', { name: `Quantity of ${PAIR_NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '5{Enter}');
    expect(await screen.findByText('Updated TS-B301 Bollard Step Light quantity to 5')).toBeInTheDocument();
    expect(within(line(PAIR_NAME)).getByText('5 pairs (10 fixtures)')).toBeInTheDocument();
    expect(within(line(PAIR_NAME)).getByText('$400.00')).toBeInTheDocument();
    expect((await services.buyer()).cart.getSnapshot().context.items.find((item) => item.productId === 'p-pair')?.quantity).toBe(5);
  });

  it.each(['0', '1000', 'abc', '2.5', '-3', ''])(
    'names %j beside the field, keeps it as typed, and holds back checkout naming the line until it is put right',
    async (typed) => {
      const { user, services, savedCart } = await openCart();
      const quantity = screen.getByRole('textbox', { name: `Quantity of ${PAIR_NAME}` });
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      await user.tab();
      // Nothing put in its place: the field keeps what was typed, and says what it takes.
      expect(quantity).toHaveValue(typed);
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
      expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
      expect(within(line(PAIR_NAME)).getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 999');
      expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
      expect(screen.getByText('Fix the quantity of TS-B301 Bollard Step Light, Bronze to check out: a whole number from 1 to 999.')).toBeInTheDocument();
      // The cart itself is as it was.
      expect((await services.buyer()).cart.getSnapshot().context.items.find((item) => item.productId === 'p-pair')?.quantity).toBe(3);
      expect(savedCart()?.find((item) => item.productId === 'p-pair')?.quantity ?? 3).toBe(3);
      expect(screen.queryByText(/quantity to/)).not.toBeInTheDocument();
      expect(summaryValue('Total')).toBe('$533.86');

      await user.clear(quantity);
      await user.type(quantity, '4');
      await user.tab();
      expect(await screen.findByText('Updated TS-B301 Bollard Step Light quantity to 4')).toBeInTheDocument();
      expect(quantity).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
      expect(screen.queryByText(/Fix the quantity/)).not.toBeInTheDocument();
    },
  );

  it("a step button puts a wrong entry right from the line's quantity", async () => {
    const { user } = await openCart();
    const quantity = screen.getByRole('textbox', { name: `Quantity of ${PAIR_NAME}` });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${PAIR_NAME}` }));
    expect(await screen.findByText('Updated TS-B301 Bollard Step Light quantity to 4')).toBeInTheDocument();
    expect(quantity).toHaveValue('4');
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('steps with the buttons, never below 1', async () => {
    const { user } = await openCart({ cartItems: [{ ...pairLine, quantity: 1 }] });
    expect(screen.getByRole('button', { name: `Decrease quantity of ${PAIR_NAME}` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${PAIR_NAME}` }));
    expect(await screen.findByText('Updated TS-B301 Bollard Step Light quantity to 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Quantity of ${PAIR_NAME}` })).toHaveValue('2');
  });
});

describe('removing and the empty cart', () => {
  it('removes a line by its labelled button and toasts', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: `Remove ${PAIR_NAME}` }));
    expect(await screen.findByText('Removed TS-B301 Bollard Step Light from cart')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(summaryValue('Subtotal')).toBe('$280.44');
  });

  it("says 'Your cart is empty' with Continue Shopping", async () => {
    renderApp('/cart', { role: 'DEALER' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('the last line removed leaves the empty cart', async () => {
    const { user } = await openCart({ cartItems: [pairLine] });
    await user.click(screen.getByRole('button', { name: `Remove ${PAIR_NAME}` }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('clearing the cart', () => {
  it('asks first; Cancel keeps the lines and hands focus back to Clear cart', async () => {
    const { user } = await openCart();
    const clear = screen.getByRole('button', { name: 'Clear cart' });
    await user.click(clear);
    const dialog = await screen.findByRole('dialog', { name: 'Clear cart?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clear).toHaveFocus();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("confirmed, empties the cart and toasts 'Cart cleared'", async () => {
    const { user, services } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toHaveFocus();
    expect((await services.buyer()).cart.getSnapshot().context.items).toEqual([]);
  });
});

describe("today's prices", () => {
  it('reprices the lines for the buyer’s role on opening', async () => {
    // Added while the prices were higher.
    await openCart({ cartItems: [{ ...pairLine, price: parseMoney('45.00') }] });
    // Today's $40.00, by the case of 6 (6 units): $38.00.
    await waitFor(() => expect(line(PAIR_NAME)).toHaveTextContent('$38.00 per fixture'));
    expect(summaryValue('Subtotal')).toBe('$228.00');
  });

  it('waits with a spinner while the first repricing runs', async () => {
    // One answer for every call, so releasing it does not depend on whether the call was made yet
    // (the spinner shows before the buyer's profile arrives and the check starts).
    let release: (product: Product) => void = () => undefined;
    const todaysProduct = new Promise<Product>((resolve) => (release = resolve));
    renderApp('/cart', {
      role: 'DEALER',
      cartItems: [pairLine],
      catalog: { product: () => todaysProduct },
    });
    expect(await screen.findByRole('progressbar', { name: "Checking today's prices" })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument();
    release(products.pairLight);
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeInTheDocument();
  });

  it('removes lines no longer sold and names them', async () => {
    const gone = aCartItem({ productId: 'p-gone', variantId: 'v-gone', name: 'Old Lantern OL-1', variantName: 'Black' });
    await openCart({ cartItems: [gone, pairLine] });
    expect(await screen.findByText('No longer available, removed from your cart: Old Lantern OL-1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the stored prices when the check fails, and says so quietly', async () => {
    await openCart({
      cartItems: [{ ...pairLine, price: parseMoney('45.00') }],
      catalog: {
        product: async () => {
          throw new BackendError('network', 'offline');
        },
      },
    });
    expect(screen.getByText(/We couldn't check today's prices just now/)).toHaveAttribute('role', 'status');
    expect(line(PAIR_NAME)).toHaveTextContent('$45.00 per fixture');
    expect(summaryValue('Subtotal')).toBe('$270.00');
  });
});
