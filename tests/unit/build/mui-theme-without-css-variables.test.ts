import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { WITHOUT_CSS_VARIABLES, muiThemeWithoutCssVariablesPlugin } from '../../../scripts/mui-theme-without-css-variables-plugin.ts';
import { shopTheme } from '../../../src/ui/app/theme.ts';

const plugin = muiThemeWithoutCssVariablesPlugin();
const resolve = (source: string, importer?: string) => (plugin.resolveId as (source: string, importer?: string) => string | null)(source, importer);
const load = (id: string) => (plugin.load as (id: string) => string | null)(id);

describe("the build's MUI theme without CSS variables", () => {
  it("gives createTheme the stand-in, and no other module's import", () => {
    expect(resolve('./createThemeWithVars.mjs', '/repo/node_modules/@mui/material/styles/createTheme.mjs')).toBe(WITHOUT_CSS_VARIABLES);
    expect(resolve('./createThemeWithVars.mjs', '/repo/node_modules/@mui/material/styles/index.mjs')).toBeNull();
    expect(resolve('./createThemeNoVars.mjs', '/repo/node_modules/@mui/material/styles/createTheme.mjs')).toBeNull();
    expect(resolve('./createThemeWithVars.mjs')).toBeNull();
  });

  it('is a stand-in that says why, if it is ever asked for a theme', async () => {
    const source = load(WITHOUT_CSS_VARIABLES);
    expect(load('/repo/src/ui/app/theme.ts')).toBeNull();
    const module = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source ?? '')}`)) as { default: () => unknown };
    expect(() => module.default()).toThrow("The shop's build leaves out MUI's CSS-variables themes");
  });

  // The builder is asked only for a theme with CSS variables: a theme made without it has no `vars`.
  it("holds only while the shop's theme and MUI's default theme are made without CSS variables", () => {
    expect(shopTheme().vars).toBeUndefined();
    expect(createTheme().vars).toBeUndefined();
    expect(createTheme({ cssVariables: true }).vars).toBeDefined();
  });
});
