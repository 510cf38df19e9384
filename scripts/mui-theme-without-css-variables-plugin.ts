import type { Plugin } from 'vite';

/** What MUI's createTheme is given in place of its CSS-variables theme builder. */
export const WITHOUT_CSS_VARIABLES = '\0mui-theme-without-css-variables';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;

/**
 * MUI's createTheme carries its CSS-variables theme builder (createThemeWithVars and the parsers it brings: about
 * 4 KiB brotli in the entry every page loads) for `cssVariables: true`, which the shop's theme does not set
 * (src/ui/app/theme.ts), nor MUI's default theme. The build gives createTheme a stand-in that says so if asked.
 */
export function muiThemeWithoutCssVariablesPlugin(): Plugin {
  return {
    name: 'mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './createThemeWithVars.mjs' && importer !== undefined && CREATE_THEME.test(importer) ? WITHOUT_CSS_VARIABLES : null;
    },
    load(id) {
      if (id !== WITHOUT_CSS_VARIABLES) return null;
      return `export default function createThemeWithVars() {
  throw new Error("The shop's build leaves out MUI's CSS-variables themes (scripts/mui-theme-without-css-variables-plugin.ts): its theme sets no cssVariables.");
}`;
    },
  };
}
