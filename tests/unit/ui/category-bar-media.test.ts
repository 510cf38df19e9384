import { describe, expect, it } from 'vitest';
import { shopTheme } from '../../../src/ui/app/theme';
import { CATEGORY_BAR_MEDIA } from '../../../src/ui/shell/category-bar-media';

describe('the category bar media query', () => {
  // The first-screen script asks for the categories where this matches, so it must be the theme's `md` and up.
  it("is the theme's md breakpoint and up", () => {
    expect(`@media ${CATEGORY_BAR_MEDIA}`).toBe(shopTheme().breakpoints.up('md'));
  });
});
