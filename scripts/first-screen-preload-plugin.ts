import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export interface FirstScreen {
  /** The path the screen answers, or the start of its paths with `prefix`. */
  readonly path: string;
  readonly prefix?: boolean;
  /** The screen's lazy module, as the source path the router imports. */
  readonly module: string;
  /** What the screen paints first, such as the home page's hero image. */
  readonly images?: readonly string[];
}

export interface FirstScreenPreloadOptions {
  readonly screens: readonly FirstScreen[];
  /** Modules every first screen needs, such as the backend module (whichever the build holds). */
  readonly everyScreen: readonly string[];
  /** Data every first screen fetches, such as the demo catalogue (only where the build has it). */
  readonly everyScreenData: () => readonly string[];
}

const BOOT_NAME = 'first-screen.js';

/**
 * The entry is one large file; only once it has run does the router ask for the screen's chunk, the backend
 * and the data, and only then is the hero image found. This writes a tiny script, loaded beside the entry,
 * that asks for exactly those of the page being opened at once (route-aware, so no page fetches another's
 * code). A file rather than inline code, as the Content-Security-Policy allows no inline script.
 */
export function firstScreenPreloadPlugin(options: FirstScreenPreloadOptions): Plugin {
  let base = '/';
  let bootFile: string | null = null;
  return {
    name: 'first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedWithEntry = staticClosure(bundle, entry.fileName);
      const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
      const scriptsOf = (modules: readonly string[]) =>
        modules
          .map(chunkOf)
          .filter((chunk): chunk is OutputChunk => chunk !== undefined)
          .flatMap((chunk) => [...staticClosure(bundle, chunk.fileName)])
          .filter((file) => !loadedWithEntry.has(file))
          .map((file) => file.replace(/^assets\//, ''));
      const screens = options.screens.map((screen) => ({
        path: screen.path,
        prefix: screen.prefix ?? false,
        scripts: scriptsOf([screen.module]),
        images: screen.images ?? [],
      }));
      const source = bootSource(`${base}assets/`, {
        screens,
        everyScreenScripts: [...new Set(scriptsOf(options.everyScreen))],
        everyScreenData: options.everyScreenData(),
      });
      bootFile = this.getFileName(this.emitFile({ type: 'asset', name: BOOT_NAME, source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!bootFile) throw new Error('first-screen-preload: the index was written before the bundle was known');
        // First in <head>: small, so it runs while the entry is still downloading.
        return [{ tag: 'script', attrs: { type: 'module', src: base + bootFile }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** A chunk and every chunk it imports statically. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const item = bundle[fileName];
  if (!item || item.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of item.imports) staticClosure(bundle, imported, seen);
  return seen;
}

function bootSource(assets: string, plan: {
  screens: { path: string; prefix: boolean; scripts: string[]; images: readonly string[] }[];
  everyScreenScripts: string[];
  everyScreenData: readonly string[];
}): string {
  return `// Written by the build (scripts/first-screen-preload-plugin.ts): fetches the opened page's code, data and images early.
const plan = ${JSON.stringify(plan)};
const path = location.pathname;
const screen = plan.screens.find((s) => (s.prefix ? path.startsWith(s.path) : path === s.path));
const hint = (rel, href, extra) => {
  const link = Object.assign(document.createElement('link'), { rel, href, ...extra });
  document.head.append(link);
};
for (const image of screen?.images ?? []) hint('preload', image, { as: 'image', fetchPriority: 'high' });
for (const script of [...(screen?.scripts ?? []), ...plan.everyScreenScripts]) hint('modulepreload', ${JSON.stringify(assets)} + script);
for (const data of plan.everyScreenData) hint('preload', data, { as: 'fetch', crossOrigin: 'anonymous' });
`;
}
