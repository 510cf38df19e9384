import type { Plugin } from 'vite';

/** What MUI's createTheme is given in place of its CSS-variables theme builder. */
export const WITHOUT_CSS_VARIABLES = '\0mui-theme-without-css-variables';
/** What MUI's ButtonBase is given in place of its touch ripple. */
export const WITHOUT_RIPPLE = '\0mui-button-without-ripple';

const STAND_INS = [
  {
    // createTheme carries its CSS-variables theme builder (createThemeWithVars and the parsers it brings) for
    // `cssVariables: true`, which neither the shop's theme (src/ui/app/theme.ts) nor MUI's default theme sets.
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    source: './createThemeWithVars.mjs',
    id: WITHOUT_CSS_VARIABLES,
    code: `export default function createThemeWithVars() {
  throw new Error("The shop's build leaves out MUI's CSS-variables themes (build/mui-unused-parts-plugin.ts): its theme sets no cssVariables.");
}`,
  },
  {
    // ButtonBase draws its TouchRipple only where the ripple is on; the shop's theme turns it off for every button.
    importer: /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/,
    source: './TouchRipple.mjs',
    id: WITHOUT_RIPPLE,
    code: `// The shop's theme turns ripples off (src/ui/app/theme.ts): the build leaves them out (build/mui-unused-parts-plugin.ts).
export default function TouchRipple() {
  return null;
}`,
  },
] as const;

/**
 * MUI parts the shop never shows, which its modules import all the same: about 6 KiB brotli in the entry every page
 * loads, and module code run at every start. The build gives their importers stand-ins.
 */
export function muiUnusedPartsPlugin(): Plugin {
  return {
    name: 'mui-unused-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS.find((each) => each.source === source && importer !== undefined && each.importer.test(importer));
      return standIn?.id ?? null;
    },
    load(id) {
      return STAND_INS.find((each) => each.id === id)?.code ?? null;
    },
  };
}
