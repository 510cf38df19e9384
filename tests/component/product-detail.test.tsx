// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../src/application/shared/backend-error';
import { LONG_DESCRIPTION_TEXT, aHeldBackDealerSignIn, asVisitorSees, products } from './support/fixtures';
import { renderApp } from './support/render-app';

const productHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Add to Cart once the buyer's cart has loaded (until then it shows disabled). */
const addToCartButton = () =>
  waitFor(() => {
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toBeEnabled();
    return button;
  });

/** The value printed next to a label in the offer summary (Adding, Line total, Shipping estimate). */
function summaryValue(label: string): string {
  const term = within(screen.getByRole('main')).getByText(label, { selector: 'dt, p' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('product detail prices', () => {
  it('shows no price and no Add to Cart when signed out, only a link to sign in', async () => {
    const { buyerLoaded } = renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in to see prices' })).toHaveAttribute('href', '/login');
    expect(within(main).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(main).queryByLabelText(/^Price /)).not.toBeInTheDocument();
    // The shipping claim's threshold is the shop's rule, not a price.
    expect(main.textContent?.replace('Free shipping from $2,500.00', '')).not.toContain('$');
    expect(buyerLoaded()).toBe(false);
  });

  it("a visitor's page comes without prices from the backend and still shows the product and the sign-in link", async () => {
    const { catalog } = renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    expect((await catalog.product.mock.results[0]?.value)?.variants[0]?.prices).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to see prices' })).toBeInTheDocument();
  });

  it('a DEALER whose page loaded before the sign-in was known gets it again, priced, keeping it on screen meanwhile', async () => {
    // The profile (and so the sign-in) arrives only when the test says; until then the page is a visitor's.
    const dealer = aHeldBackDealerSignIn();
    let answerPriced: () => void = () => undefined;
    const pricedAnswer = new Promise<void>((resolve) => (answerPriced = resolve));
    const { catalog } = renderApp(`/product/${products.singleLight.id}`, {
      role: 'DEALER',
      getProfile: dealer.getProfile,
      catalog: {
        product: async () => {
          if (!dealer.isSignedIn()) return asVisitorSees(products.singleLight);
          await pricedAnswer;
          return products.singleLight;
        },
      },
    });
    await productHeading(products.singleLight.name);
    expect(catalog.product).toHaveBeenCalledTimes(1);
    dealer.signIn();
    await waitFor(() => expect(catalog.product).toHaveBeenCalledTimes(2));
    // Asked again: the product stays on screen, no placeholder.
    expect(screen.getByRole('heading', { level: 1, name: products.singleLight.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
    answerPriced();
    expect(await screen.findByLabelText('Price $12.34 per unit')).toBeInTheDocument();
  });

  it('shows the dealer price per unit to a DEALER', async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    const price = await screen.findByLabelText('Price $12.34 per unit');
    expect(price).toHaveTextContent('$12.34 per unit');
    expect(await addToCartButton()).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Sign in to see prices' })).not.toBeInTheDocument();
  });

  it('prices each role from its own column', async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'CONTRACTOR' });
    expect(await screen.findByLabelText('Price $16.00 per unit')).toBeInTheDocument();
  });

  it('applies 5% off per unit for a Case, kept to the mill, and to 12 singles too', async () => {
    const { user } = renderApp(`/product/${products.caseLight.id}`, { role: 'DEALER' });
    expect(await screen.findByLabelText('Price $12.30 per unit')).toBeInTheDocument();
    expect(screen.queryByText('5% OFF Applied')).not.toBeInTheDocument();
    expect(summaryValue('Adding')).toBe('1 unit');

    await user.click(screen.getByRole('button', { name: 'Case of 12' }));
    expect(screen.getByText('5% OFF Applied')).toBeInTheDocument();
    // 12.30 x 0.95 = 11.685, shown with its third decimal; 12 x 11.685 = 140.22.
    expect(screen.getByLabelText('Price $11.685 per unit · $140.22 per case')).toBeInTheDocument();
    expect(screen.getByText('$140.22 per case')).toBeInTheDocument();
    expect(summaryValue('Adding')).toBe('1 case of 12 (12 units)');
    expect(summaryValue('Line total')).toBe('$140.22');
    expect(screen.getByRole('textbox', { name: 'Quantity in cases' })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Single' }));
    expect(screen.queryByText('5% OFF Applied')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Price $12.30 per unit')).toBeInTheDocument();

    // 12 singles are a whole case: the case price, whatever was picked.
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '12{Enter}');
    expect(await screen.findByText('5% OFF Applied')).toBeInTheDocument();
    expect(screen.getByLabelText('Price $11.685 per unit')).toBeInTheDocument();
    expect(summaryValue('Line total')).toBe('$140.22');
  });

  it('offers no Case option when the product cannot be ordered by the case', async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    expect(screen.queryByRole('button', { name: /^Case/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Unit of measure')).not.toBeInTheDocument();
  });

  it('counts a pair product in pairs and the fixtures they hold, priced per fixture and per pair; by the case in cases', async () => {
    const { user } = renderApp(`/product/${products.pairLight.id}`, { role: 'DEALER' });
    const price = await screen.findByLabelText('Price $40.00 per fixture · $80.00 per pair');
    expect(price).toHaveTextContent('$40.00 per fixture');
    expect(screen.getByText('$80.00 per pair')).toBeInTheDocument();
    expect(screen.getByText('Sold in pairs: each pair holds 2 fixtures.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pair' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Single' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity in pairs' })).toHaveValue('1');
    expect(summaryValue('Adding')).toBe('1 pair (2 fixtures)');
    expect(summaryValue('Line total')).toBe('$80.00');

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(summaryValue('Adding')).toBe('3 pairs (6 fixtures)');
    // 6 fixtures are a whole case of 6: $40.00 x 0.95 = $38.00 a fixture.
    expect(screen.getByLabelText('Price $38.00 per fixture · $76.00 per pair')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Case of 6' }));
    expect(summaryValue('Adding')).toBe('3 cases of 6 (18 fixtures)');
    expect(screen.getByLabelText('Price $38.00 per fixture · $228.00 per case')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity in cases' })).toHaveValue('3');
  });

  it("under the spec's rule: claims the rule itself and estimates the line as the cart will charge it ($10.00 minimum)", async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    expect(screen.getByText('Free shipping from $2,500.00')).toBeInTheDocument();
    expect(screen.queryByText('Free shipping on all orders')).not.toBeInTheDocument();
    expect(summaryValue('Shipping estimate')).toBe('$10.00');
  });

  it('where the deployment charges no shipping: Free shipping on all orders, and a free estimate', async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER', shipping: 'none' });
    await screen.findByLabelText('Price $12.34 per unit');
    expect(screen.getByText('Free shipping on all orders')).toBeInTheDocument();
    expect(summaryValue('Shipping estimate')).toBe('Free');
  });
});

describe('SKU', () => {
  it("shows the selected variant's SKU, and the other's once chosen", async () => {
    const { user } = renderApp(`/product/${products.spotLight.id}`, { role: 'DEALER' });
    await productHeading(products.spotLight.name);
    const main = screen.getByRole('main');
    expect(within(main).getByText('SKU: SP-10-30')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: '2700K' }));
    expect(within(main).getByText('SKU: SP-10-27')).toBeInTheDocument();
    expect(within(main).queryByText('SKU: SP-10-30')).not.toBeInTheDocument();
  });

  it('shows no SKU for a variant without one', async () => {
    renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await productHeading(products.singleLight.name);
    expect(screen.getByRole('main')).not.toHaveTextContent('SKU');
  });
});

describe('quantity stepper', () => {
  it('disables decrement at 1 and steps up and down', async () => {
    const { user } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(input).toHaveValue('1');
    expect(decrease).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('2');
    expect(decrease).toBeEnabled();
    await user.click(decrease);
    expect(input).toHaveValue('1');
    expect(decrease).toBeDisabled();
  });

  it.each(['abc', '0', '2.5', '5000', '1000', ''])(
    'names %j beside the field, keeps it as typed, shows no figures for it and holds back Add to Cart',
    async (typed) => {
      const { user, services } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
      await screen.findByLabelText('Price $12.34 per unit');
      const input = screen.getByRole('textbox', { name: 'Quantity' });
      await addToCartButton();
      for (let step = 0; step < 4; step += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(summaryValue('Adding')).toBe('5 units');

      await user.clear(input);
      if (typed) await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 999');
      // No figure for a quantity the buyer did not type, and nothing can be added.
      expect(summaryValue('Adding')).toBe('—');
      expect(summaryValue('Line total')).toBe('—');
      expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
      expect((await services.buyer()).cart.getSnapshot().context.items).toEqual([]);

      await user.clear(input);
      await user.type(input, '7');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(summaryValue('Adding')).toBe('7 units');
      expect(await addToCartButton()).toBeEnabled();
    },
  );

  it('accepts a typed whole number', async () => {
    const { user } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '25');
    expect(summaryValue('Adding')).toBe('25 units');
    expect(summaryValue('Line total')).toBe('$308.50');
  });
});

describe('add to cart', () => {
  it('toasts Added {name} to cart, then Updated {name} quantity in cart', async () => {
    const { user, services } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    const name = products.singleLight.name;

    await user.click(await addToCartButton());
    expect(await screen.findByText(`Added ${name} to cart`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toBeInTheDocument();

    await user.click(await addToCartButton());
    expect(await screen.findByText(`Updated ${name} quantity in cart`)).toBeInTheDocument();
    expect(screen.queryByText(`Added ${name} to cart`)).not.toBeInTheDocument();
    // The same line grew: still one line.
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toBeInTheDocument();

    const items = (await services.buyer()).cart.getSnapshot().context.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ productId: products.singleLight.id, quantity: 2, quantityType: 'SINGLE' });
  });

  it('refuses an addition that would take the line past 999 and says so, leaving the line as it was', async () => {
    const { user, services } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.34 per unit');
    const name = products.singleLight.name;
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '600');
    await user.click(await addToCartButton());
    expect(await screen.findByText(`Added ${name} to cart`)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '500');
    await user.click(await addToCartButton());
    expect(
      await screen.findByText(`Not added: ${name} has 600 in your cart, and 500 more would come to 1100. A cart line holds at most 999.`),
    ).toBeInTheDocument();
    expect((await services.buyer()).cart.getSnapshot().context.items[0]).toMatchObject({ quantity: 600 });
  });

  it('adds a case line with the chosen quantity type', async () => {
    const { user, services } = renderApp(`/product/${products.caseLight.id}`, { role: 'DEALER' });
    await screen.findByLabelText('Price $12.30 per unit');
    await user.click(screen.getByRole('button', { name: 'Case of 12' }));
    await user.click(await addToCartButton());
    expect(await screen.findByText(`Added ${products.caseLight.name} to cart`)).toBeInTheDocument();
    expect((await services.buyer()).cart.getSnapshot().context.items[0]).toMatchObject({ quantityType: 'CASE', caseSize: 12, quantity: 1 });
  });
});

describe('add to cart with browser storage that will not keep the cart', () => {
  it('adds the line in memory and says once that the cart will not be kept; later changes toast as usual', async () => {
    const { user, services } = renderApp(`/product/${products.singleLight.id}`, { role: 'DEALER', cartNotKept: true });
    await screen.findByLabelText('Price $12.34 per unit');
    const name = products.singleLight.name;
    const notKept = "Your cart can't be saved in this browser, so it will be lost when you leave or reload the page.";

    await user.click(await addToCartButton());
    expect((await screen.findByText(notKept)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toBeInTheDocument();

    await user.click(await addToCartButton());
    expect(await screen.findByText(`Updated ${name} quantity in cart`)).toBeInTheDocument();
    expect(screen.queryByText(notKept)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 line' })).toBeInTheDocument();
    expect((await services.buyer()).cart.getSnapshot().context.items[0]).toMatchObject({ quantity: 2 });
  });
});

describe('description', () => {
  it('shows a 200-character preview with Read More, which reveals the full text', async () => {
    const { user } = renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    const section = screen.getByRole('region', { name: 'Description' });
    expect(LONG_DESCRIPTION_TEXT.length).toBeGreaterThan(200);
    expect(section).toHaveTextContent(`${LONG_DESCRIPTION_TEXT.slice(0, 200).trimEnd()}…`);
    expect(section).not.toHaveTextContent(LONG_DESCRIPTION_TEXT);

    const readMore = within(section).getByRole('button', { name: 'Read More' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await user.click(readMore);
    expect(section).toHaveTextContent(LONG_DESCRIPTION_TEXT);
    expect(within(section).getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a short description whole, without Read More', async () => {
    renderApp(`/product/${products.singleLight.id}`);
    await productHeading(products.singleLight.name);
    const section = screen.getByRole('region', { name: 'Description' });
    expect(section).toHaveTextContent('Copper path light.');
    expect(within(section).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });
});

describe('load failures', () => {
  it('shows Product not found with Go Back for a not-found error', async () => {
    const { user, location } = renderApp(['/products', '/product/p-missing'], {
      catalog: {
        product: async () => {
          throw new BackendError('not-found', 'Product not found', 404);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  it('shows Product not found for a not-found the backend answered with an empty 200', async () => {
    renderApp('/product/p-missing', {
      catalog: {
        product: async () => {
          throw new BackendError('not-found', 'Product not found', 200);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
  });

  it('shows Failed to load product details with Try Again for other failures', async () => {
    let calls = 0;
    const { user, catalog } = renderApp(`/product/${products.singleLight.id}`, {
      catalog: {
        product: async () => {
          calls += 1;
          if (calls === 1) throw new BackendError('http', 'Server error', 500);
          return products.singleLight;
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product details');
    expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await productHeading(products.singleLight.name)).toBeInTheDocument();
    expect(catalog.product).toHaveBeenCalledTimes(2);
    expect(catalog.product).toHaveBeenCalledWith(products.singleLight.id);
  });
});

describe('related products', () => {
  /** The browser has shown the product's picture (jsdom loads no images). */
  const pictureShown = (name: string) => fireEvent.load(screen.getByRole('img', { name }));

  it('asks for them once the product picture is shown, holding their place until then', async () => {
    const { catalog } = renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(catalog.related).not.toHaveBeenCalled();
    expect(within(related).queryByRole('link')).not.toBeInTheDocument();

    pictureShown(products.caseLight.name);
    const shown = await screen.findByRole('link', { name: products.singleLight.name });
    expect(screen.getByRole('region', { name: 'You May Also Like' })).toContainElement(shown);
  });

  it('a picture that fails to load holds them back no longer', async () => {
    renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    fireEvent.error(screen.getByRole('img', { name: products.caseLight.name }));
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    expect(await within(related).findByRole('link', { name: products.singleLight.name })).toBeInTheDocument();
  });

  it('shows You May Also Like with other products of the category', async () => {
    const { catalog } = renderApp(`/product/${products.caseLight.id}`);
    await productHeading(products.caseLight.name);
    pictureShown(products.caseLight.name);
    // The row is drawn anew once the picture is on screen: looked up after that.
    await screen.findByRole('link', { name: products.singleLight.name });
    const related = screen.getByRole('region', { name: 'You May Also Like' });
    expect(within(related).getByRole('link', { name: products.singleLight.name })).toHaveAttribute(
      'href',
      `/product/${products.singleLight.id}`,
    );
    expect(within(related).queryByRole('link', { name: products.caseLight.name })).not.toBeInTheDocument();
    expect(catalog.related).toHaveBeenCalledWith(asVisitorSees(products.caseLight));
  });

  it('leaves the row out when there is nothing related', async () => {
    renderApp(`/product/${products.caseLight.id}`, { catalog: { related: async () => [] } });
    await productHeading(products.caseLight.name);
    await screen.findByRole('region', { name: 'Description' });
    pictureShown(products.caseLight.name);
    // The row holds its place while the related products load (a slow machine may take more than a moment), then goes.
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You May Also Like' })).not.toBeInTheDocument());
  });
});
