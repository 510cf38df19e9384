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
  /** Other modules it loads before it paints, such as the demo's selling side for a buyer's orders. */
  readonly alsoModules?: readonly string[];
  /**
   * Data it fetches before it paints, such as the demo catalogue (only where the build has it); `{id}` stands for
   * the path's last segment (letters, digits, `-` and `_` only).
   */
  readonly data?: readonly string[];
  /** Data it fetches for each product of the stored cart, `{id}` the product's id: the cart's repricing. */
  readonly cartData?: CartData;
  /**
   * Backend calls it makes before it paints for a visitor (no stored sign-in: a buyer's calls carry a token, which
   * a preload cannot), by their exact URLs; `{id}` stands for the path's last segment, and only a number fills it.
   * Not on a path with a query (filters and pages make other calls).
   */
  readonly visitorCalls?: readonly VisitorCall[];
  /**
   * A signed-in screen's own calls besides the buyer's calls every screen makes (`BuyerCalls.urls`), alike; `{id}`
   * as for a visitor's calls.
   */
  readonly buyerCalls?: readonly string[];
}

export interface CartData {
  /** Where the cart is stored: a list of entries (lines, and marks of removed lines), each with its `productId`. */
  readonly storageKey: string;
  readonly url: string;
  /** At most this many products' files: a longer cart is repriced as its lines come. */
  readonly most: number;
}

/** A call by its URL, or one the page makes only where a media query matches (such as the header's category bar). */
export type VisitorCall = string | { readonly url: string; readonly media: string };

export interface FirstScreenPreloadOptions {
  readonly screens: readonly FirstScreen[];
  /** Modules every first screen needs, such as the backend module (whichever the build holds). */
  readonly everyScreen: readonly string[];
  /** What a buyer with a stored sign-in needs before their first screen paints. */
  readonly signedIn: SignedInStart;
  /**
   * Origins every first screen calls (the HTTP build's backend): connected to from the document's head, while the
   * first-screen script still downloads. Anonymous, as the shop's calls are: a credentialed connection would not serve them.
   */
  readonly connectTo?: readonly string[];
}

export interface SignedInStart {
  /** The start of the browser-storage keys that hold a sign-in (the demo's and Firebase's, whichever the build holds). */
  readonly storedSignInKeys: readonly string[];
  /**
   * Screens that only a signed-in buyer sees, or that a buyer sees with more (a product page with its price panel):
   * asked for only with a stored sign-in, and before the screens of the same path for everyone.
   */
  readonly screens: readonly FirstScreen[];
  /** Modules every signed-in first screen needs: the accounts side, the header's buyer actions, the buyer's services. */
  readonly everyScreen: readonly string[];
  /** The buyer's first backend calls, sent with the stored token while the shop's code downloads (the HTTP build). */
  readonly buyerCalls?: BuyerCalls;
}

/**
 * A session restored from storage asks the backend for the buyer's profile before anything of theirs can paint;
 * sent from here, those calls (and their CORS preflights) run beside the entry's download instead of after it.
 */
export interface BuyerCalls {
  /** The storage key of the sign-in, in the Firebase SDK's format (`uid`, `stsTokenManager`). */
  readonly storedUserKey: string;
  /** Every signed-in screen's, by their exact URLs as the adapters send them; `{uid}` stands for the signed-in id. */
  readonly urls: readonly string[];
  /** A stored token with less than this left to live is not sent: the identity adapter would refresh it first. */
  readonly freshForMs: number;
  readonly timeoutMs: number;
  /** Asked for at once only when the stored token is too old to send: the identity adapter then needs them first. */
  readonly staleTokenModules: readonly string[];
  /** The global the answers are left in for the HTTP client (src/infrastructure/http/early-calls.ts). */
  readonly property: string;
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
      // A module renamed or no longer split out would silently drop its hints: the build stops instead.
      const chunkOf = (module: string) => {
        // By the module it was split out for; rolldown names no facade for some dynamic entries, so else by what it holds.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module)) ??
          chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
        if (!chunk) throw new Error(`first-screen-preload: no chunk holds ${module}`);
        return chunk;
      };
      const scriptsOf = (modules: readonly string[]) =>
        modules
          .map(chunkOf)
          .flatMap((chunk) => [...staticClosure(bundle, chunk.fileName)])
          .filter((file) => !loadedWithEntry.has(file))
          .map((file) => file.replace(/^assets\//, ''));
      const planOf = (screens: readonly FirstScreen[], signedIn: boolean) =>
        screens.map((screen) => ({
          path: screen.path,
          prefix: screen.prefix ?? false,
          signedIn,
          scripts: scriptsOf([screen.module, ...(screen.alsoModules ?? [])]),
          images: screen.images ?? [],
          data: screen.data ?? [],
          cartData: screen.cartData ?? null,
          visitorCalls: screen.visitorCalls ?? [],
          buyerCalls: screen.buyerCalls ?? [],
        }));
      const buyerCalls = options.signedIn.buyerCalls;
      const source = bootSource(`${base}assets/`, {
        screens: [...planOf(options.signedIn.screens, true), ...planOf(options.screens, false)],
        everyScreenScripts: [...new Set(scriptsOf(options.everyScreen))],
        storedSignInKeys: options.signedIn.storedSignInKeys,
        signedInScripts: [...new Set(scriptsOf(options.signedIn.everyScreen))],
        buyerCalls: buyerCalls && { ...buyerCalls, staleTokenScripts: [...new Set(scriptsOf(buyerCalls.staleTokenModules))] },
      });
      bootFile = this.getFileName(this.emitFile({ type: 'asset', name: BOOT_NAME, source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!bootFile) throw new Error('first-screen-preload: the index was written before the bundle was known');
        // First in <head>: the connections, then the script, small, so it runs while the entry is still downloading.
        return [
          ...(options.connectTo ?? []).map((origin) => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href: origin, crossorigin: 'anonymous' },
            injectTo: 'head-prepend' as const,
          })),
          { tag: 'script', attrs: { type: 'module', src: base + bootFile }, injectTo: 'head-prepend' },
        ];
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
  screens: {
    path: string;
    prefix: boolean;
    signedIn: boolean;
    scripts: string[];
    images: readonly string[];
    data: readonly string[];
    cartData: CartData | null;
    visitorCalls: readonly VisitorCall[];
    buyerCalls: readonly string[];
  }[];
  everyScreenScripts: string[];
  storedSignInKeys: readonly string[];
  signedInScripts: string[];
  buyerCalls: (BuyerCalls & { staleTokenScripts: string[] }) | undefined;
}): string {
  return `// Written by the build (build/first-screen-preload-plugin.ts): fetches the opened page's code, data and images early.
const plan = ${JSON.stringify(plan)};
const path = location.pathname;
// A stored sign-in means the session, the header's buyer actions and the buyer's services all load before the first paint:
// asked for now, together, rather than each once the one before it has run. Storage that throws means nobody is signed in.
let signedIn = false;
try {
  signedIn = Object.keys(localStorage).some((key) => plan.storedSignInKeys.some((start) => key.startsWith(start)));
} catch {}
const screen = plan.screens.find((s) => (!s.signedIn || signedIn) && (s.prefix ? path.startsWith(s.path) : path === s.path));
const id = path.split('/').pop();
const hint = (rel, href, extra) => {
  const link = Object.assign(document.createElement('link'), { rel, href, ...extra });
  document.head.append(link);
};
// A buyer's calls carry their token, which a preload cannot: sent here, with the headers the HTTP client sends, and
// left for it by URL and token. Only with a token the identity adapter would send as it is (fresh enough). Sent before
// the hints below: each hint starts a fetch of its own, some 50 of them a task of tens of ms on a slow phone.
if (plan.buyerCalls) {
  const { storedUserKey, urls, freshForMs, timeoutMs, property, staleTokenScripts } = plan.buyerCalls;
  try {
    const user = JSON.parse(localStorage.getItem(storedUserKey) ?? 'null');
    const token = user?.stsTokenManager?.accessToken;
    const fresh = user?.stsTokenManager?.expirationTime - Date.now() > freshForMs;
    if (user && !fresh) for (const script of staleTokenScripts) hint('modulepreload', ${JSON.stringify(assets)} + script);
    if (typeof user?.uid === 'string' && user.uid && typeof token === 'string' && token && fresh) {
      const headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
      const screenCalls = (screen?.buyerCalls ?? []).filter((call) => !call.includes('{id}') || /^\\d+$/.test(id));
      window[property] = new Map([...urls, ...screenCalls].map((template) => {
        const url = template.replace('{uid}', encodeURIComponent(user.uid)).replace('{id}', id);
        const answer = fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        answer.catch(() => {}); // a call that fails is sent again by the client, which reports it
        return [url, { token, sentAt: performance.now(), answer }];
      }));
    }
  } catch {}
}
// What waits on a server's answer goes first, then the code.
for (const image of screen?.images ?? []) hint('preload', image, { as: 'image', fetchPriority: 'high' });
const data = (screen?.data ?? []).filter((url) => !url.includes('{id}') || /^[\\w-]+$/.test(id)).map((url) => url.replace('{id}', id));
// The stored cart's lines (removal marks left out), their products once each; a cart that does not read asks for none.
if (screen?.cartData) {
  try {
    const entries = JSON.parse(localStorage.getItem(screen.cartData.storageKey) ?? '[]');
    const ids = entries.filter((entry) => entry?.removedAt === undefined).map((entry) => entry?.productId);
    for (const productId of [...new Set(ids)].filter((each) => typeof each === 'string' && /^[\\w-]+$/.test(each)).slice(0, screen.cartData.most)) {
      data.push(screen.cartData.url.replace('{id}', productId));
    }
  } catch {}
}
for (const url of data) hint('preload', url, { as: 'fetch', crossOrigin: 'anonymous' });
const calls = (signedIn || location.search ? [] : (screen?.visitorCalls ?? []))
  .filter((call) => typeof call === 'string' || matchMedia(call.media).matches)
  .map((call) => (typeof call === 'string' ? call : call.url))
  .filter((call) => !call.includes('{id}') || /^\\d+$/.test(id));
for (const call of calls) hint('preload', call.replace('{id}', id), { as: 'fetch', crossOrigin: 'anonymous' });
const scripts = [...(screen?.scripts ?? []), ...plan.everyScreenScripts, ...(signedIn ? plan.signedInScripts : [])];
for (const script of new Set(scripts)) hint('modulepreload', ${JSON.stringify(assets)} + script);
`;
}
