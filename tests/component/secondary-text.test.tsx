// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopTheme } from '../../src/ui/app/theme';
import { caseLine } from './support/fixtures';
import { renderApp } from './support/render-app';

/** The colour as the browser reports it: #52606d as rgb(82, 96, 109). */
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('secondary texts', () => {
  // MUI 9's Typography reads `color="textSecondary"`; "text.secondary" left these texts in the body's colour.
  it("are drawn in the theme's secondary text colour, below the product's name in the body's", async () => {
    renderApp('/cart', { role: 'DEALER', cartItems: [caseLine] });
    const line = (await screen.findAllByRole('listitem')).find((item) => within(item).queryByText(`Variant: ${caseLine.variantName}`))!;
    expect(getComputedStyle(within(line).getByText(`Variant: ${caseLine.variantName}`)).color).toBe(asRgb(shopTheme().palette.text.secondary));
    expect(getComputedStyle(within(line).getByText('Unit price')).color).toBe(asRgb(shopTheme().palette.text.secondary));
    expect(getComputedStyle(within(line).getByRole('heading', { name: caseLine.name })).color).not.toBe(asRgb(shopTheme().palette.text.secondary));
  });

});
