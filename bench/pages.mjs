// The pages Lighthouse measures in each build: three a visitor sees signed out, five a dealer lives on signed in.

/** Each build's product ids and the dealer its backend knows (the demo's own; the stand-in's seed, made in the emulator). */
export const BUILDS = {
  demo: {
    name: 'demo',
    product: 'p-001',
    cartProducts: ['p-001', 'p-002', 'p-003'],
    dealer: { email: 'dealer@demo.test', password: 'Demo1234!' },
  },
  http: {
    name: 'http',
    product: '1',
    cartProducts: ['1', '2', '3'],
    dealer: { email: 'dealer@truscapes.test', password: 'Dealer1234!' },
  },
};

/** `path(build, session)`: the order's page is the first order the signed-in set-up found on /orders. */
export const PAGES = [
  { name: 'home', signedIn: false, path: () => '/' },
  { name: 'list', signedIn: false, path: () => '/products' },
  { name: 'detail', signedIn: false, path: (build) => `/product/${build.product}` },
  { name: 'profile', signedIn: true, path: () => '/profile' },
  { name: 'cart', signedIn: true, path: () => '/cart' },
  { name: 'checkout', signedIn: true, path: () => '/checkout' },
  { name: 'orders', signedIn: true, path: () => '/orders' },
  { name: 'order', signedIn: true, path: (build, session) => session.orderPath },
];

/** The pages named in `--only a,b` (all without it); an unknown name is an error, not a silent skip. */
export function selectPages(only) {
  if (!only) return PAGES;
  const names = only.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !PAGES.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`--only: no page named ${unknown.join(', ')} (pages: ${PAGES.map((page) => page.name).join(', ')})`);
  return PAGES.filter((page) => names.includes(page.name));
}
