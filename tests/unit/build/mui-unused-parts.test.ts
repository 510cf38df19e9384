import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { WITHOUT_CSS_VARIABLES, WITHOUT_RIPPLE, muiUnusedPartsPlugin } from '../../../build/mui-unused-parts-plugin.ts';
import { shopTheme } from '../../../src/ui/app/theme.ts';

const plugin = muiUnusedPartsPlugin();
const resolve = (source: string, importer?: string) => (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);
const MUI = '/repo/node_modules/@mui/material';
const moduleOf = async (id: string) =>
  (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(load(id) ?? '')}`)) as { default: () => unknown };

describe("the build's stand-ins for MUI parts the shop never shows", () => {
  it('stand in for the CSS-variables theme builder in createTheme and the touch ripple in ButtonBase, and nowhere else', () => {
    expect(resolve('./createThemeWithVars.mjs', `${MUI}/styles/createTheme.mjs`)).toBe(WITHOUT_CSS_VARIABLES);
    expect(resolve('./TouchRipple.mjs', `${MUI}/ButtonBase/ButtonBase.mjs`)).toBe(WITHOUT_RIPPLE);
    expect(resolve('./createThemeWithVars.mjs', `${MUI}/styles/index.mjs`)).toBeNull();
    expect(resolve('./TouchRipple.mjs', `${MUI}/ButtonBase/index.mjs`)).toBeNull();
    expect(resolve('./createThemeNoVars.mjs', `${MUI}/styles/createTheme.mjs`)).toBeNull();
    expect(resolve('./createThemeWithVars.mjs')).toBeNull();
    expect(load('/repo/src/ui/app/theme.ts')).toBeNull();
  });

  it('a theme with CSS variables, if ever asked for, says why it is not there; a ripple draws nothing', async () => {
    await expect(moduleOf(WITHOUT_CSS_VARIABLES).then((module) => module.default())).rejects.toThrow(
      "The shop's build leaves out MUI's CSS-variables themes",
    );
    expect((await moduleOf(WITHOUT_RIPPLE)).default()).toBeNull();
  });

  // What the stand-ins rely on: the builder is asked only for a theme with CSS variables (a theme made without it
  // has no `vars`), the ripple drawn only where a button's ripple is on.
  it("holds only while the shop's theme and MUI's default theme have no CSS variables and every button's ripple is off", () => {
    expect(shopTheme().vars).toBeUndefined();
    expect(createTheme().vars).toBeUndefined();
    expect(createTheme({ cssVariables: true }).vars).toBeDefined();
    expect(shopTheme().components?.MuiButtonBase?.defaultProps).toMatchObject({ disableRipple: true });
  });
});
