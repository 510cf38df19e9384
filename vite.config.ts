import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { demoCatalogPlugin } from './build/demo-catalog-plugin.ts';
import { buyerChunk } from './build/buyer-chunk-plugin.ts';
import { firstScreenPreloadPlugin } from './build/first-screen-preload-plugin.ts';
import { PRODUCT_PAGE_SIZE } from './src/domain/catalog/catalog.ts';
import { DEMO_CATALOG_FILE, DEMO_PRODUCT_FILE } from './src/infrastructure/demo/demo-catalog.file.ts';
import { CART_KEY } from './src/infrastructure/browser/cart-key.ts';
import { DEMO_IDENTITY_KEY } from './src/infrastructure/demo/demo-identity-key.ts';
import { securityHeadersPlugin } from './deploy/security-headers.ts';
import { muiUnusedPartsPlugin } from './build/mui-unused-parts-plugin.ts';
import { STORED_TOKEN_MARGIN_MS, storedSignInKey } from './src/infrastructure/firebase/stored-sign-in.ts';
import { EARLY_CALLS_PROPERTY } from './src/infrastructure/http/early-calls.ts';
import { CATEGORY_BAR_MEDIA } from './src/ui/shell/category-bar-media.ts';
import { showsWallet } from './src/ui/app/wallet-screens.ts';
import { REQUEST_TIMEOUT_MS } from './src/infrastructure/http/request-timeouts.ts';
import { appShellPlugin } from './build/app-shell-plugin.ts';

/** The Firebase Auth SDK's chunks, loaded by the HTTP build's identity adapter. */
const FIREBASE_SDK = ['node_modules/firebase/app/dist/esm/index.esm.js', 'node_modules/firebase/auth/dist/esm/index.esm.js'];

/**
 * React Router's package exports name only its development build (remix-run/react-router#14102): its dev warnings
 * and checks would ship. A production build takes the production files the package also holds.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** A production build must say which backend it is for: without it, a deploy would silently ship the demo shop. */
function requireBackendChoice(command: string, env: Record<string, string>): void {
  if (command === 'build' && !env.VITE_BACKEND) {
    throw new Error('VITE_BACKEND is not set: build with VITE_BACKEND=http (and the hosted backend\'s settings) or VITE_BACKEND=demo (npm run build:demo).');
  }
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd());
  requireBackendChoice(command, env);
  // The HTTP build still holds the demo module (the composition root's other branch), but never loads it.
  const onHttp = env.VITE_BACKEND === 'http';
  /** The demo's selling side (orders, coupons, transactions) is a chunk of its own, loaded before a buyer's orders paint. */
  const sales = onHttp ? [] : ['src/infrastructure/demo/demo-sales.ts'];
  /** The demo's coupons: all the checkout's first screen asks the selling side for. */
  const coupons = onHttp ? [] : ['src/infrastructure/demo/demo-coupons.ts'];
  /** The demo's catalogue file: the catalogue pages' data. */
  const catalogData = onHttp ? [] : [`/${DEMO_CATALOG_FILE}`];
  /** A product's own file: a product page's data. */
  const productData = onHttp ? [] : [`/${DEMO_PRODUCT_FILE}`];
  /** The files of the stored cart's products: today's prices for the cart and checkout. */
  const cartData = onHttp ? undefined : { storageKey: CART_KEY, url: `/${DEMO_PRODUCT_FILE}`, most: 24 };
  /** The hosted backend's calls by URL, exactly as the HTTP adapters send them (the HTTP browser suite checks each is asked once). */
  const backendUrl = env.VITE_API_BASE_URL?.replace(/\/+$/, '');
  const backendCalls = (...paths: string[]) => (onHttp && backendUrl ? paths.map((path) => backendUrl + path) : []);
  /** The screens only a signed-in buyer sees, or sees with more. */
  const signedInScreens = [
    // A buyer's product page: its price panel and the product at the buyer's price, with the buyer's token.
    {
      path: '/product/',
      prefix: true,
      module: 'src/ui/catalog/ProductDetailPage.tsx',
      alsoModules: ['src/ui/catalog/PricedOffer.tsx'],
      data: productData,
      ownCalls: backendCalls('/products/{id}'),
    },
    // The recent orders sit below the buyer's details (off a phone's first screen): they load after the first paint.
    { path: '/profile', module: 'src/ui/account/ProfilePage.tsx' },
    // The cart and checkout check today's prices of the cart's products before they show the lines.
    { path: '/cart', module: 'src/ui/cart/CartPage.tsx', cartData },
    { path: '/checkout', module: 'src/ui/checkout/CheckoutPage.tsx', alsoModules: coupons, cartData },
    { path: '/orders', module: 'src/ui/orders/OrdersPage.tsx', alsoModules: sales },
    { path: '/orders/', prefix: true, module: 'src/ui/orders/OrderDetailPage.tsx', alsoModules: sales },
    { path: '/saved-orders', module: 'src/ui/saved-orders/SavedOrdersPage.tsx', alsoModules: sales },
    { path: '/saved-orders/', prefix: true, module: 'src/ui/saved-orders/SavedOrderDetailPage.tsx', alsoModules: sales },
    { path: '/transactions', module: 'src/ui/wallet/TransactionsPage.tsx', alsoModules: sales },
    { path: '/quick-order', module: 'src/ui/quick-order/QuickOrderPage.tsx' },
    // Opened from outside the shop: the provider's page sends the buyer back to these in a new page load, and
    // a credit payment is reached by its URL (spec §2).
    { path: '/success', module: 'src/ui/payments/SuccessPage.tsx', alsoModules: sales },
    { path: '/cancel', module: 'src/ui/payments/CancelPage.tsx', alsoModules: sales },
    { path: '/credit-payment', module: 'src/ui/payments/CreditPaymentPage.tsx' },
  ];
  /** What every signed-in first screen loads, and only a signed-in buyer: the header's buyer actions, the buyer's services. */
  const buyerStart = [
    'src/ui/shell/SignedInActions.tsx',
    'src/application/buyer-services.ts',
    'src/infrastructure/browser/local-storage-cart.ts',
    'src/infrastructure/browser/local-storage-payment-session.ts',
    'src/infrastructure/browser/session-storage-checkout.ts',
    // Over HTTP, the adapters of the calls only a signed-in account makes (GET /user first): a visitor never loads them.
    ...(onHttp ? ['src/infrastructure/http/buyer-adapters.http.ts'] : []),
  ];
  const buyer = buyerChunk({
    roots: buyerStart,
    visitorsNeverLoad: [
      ...signedInScreens.map((screen) => screen.module),
      ...sales,
      ...coupons,
      ...(onHttp ? ['src/infrastructure/di/demo.module.ts'] : []),
    ],
  });
  return {
    plugins: [
      react(),
      muiUnusedPartsPlugin(),
      demoCatalogPlugin(),
      securityHeadersPlugin(),
      appShellPlugin({ sameOriginApiPath: backendUrl?.startsWith('/') ? backendUrl : null }),
      buyer.plugin,
      // The screens a visitor lands on from a search or a link; spec §2's other routes start from these.
      firstScreenPreloadPlugin({
        screens: [
          { path: '/', module: 'src/ui/catalog/HomePage.tsx', images: ['/images/hero.svg'], data: catalogData },
          {
            path: '/products',
            module: 'src/ui/catalog/ProductListPage.tsx',
            data: catalogData,
            visitorCalls: [
              // The categories only where the header shows its category bar: "All Products" itself needs none.
              ...backendCalls('/category').map((url) => ({ url, media: CATEGORY_BAR_MEDIA })),
              ...backendCalls(`/products?state=ACTIVE&skip=0&take=${PRODUCT_PAGE_SIZE}`),
            ],
          },
          {
            path: '/product/',
            prefix: true,
            module: 'src/ui/catalog/ProductDetailPage.tsx',
            // Its related products read the catalogue once the product has painted.
            data: productData,
            visitorCalls: backendCalls('/products/{id}'),
          },
        ],
        everyScreen: [onHttp ? 'src/infrastructure/di/http.module.ts' : 'src/infrastructure/di/demo.module.ts'],
        // A new origin costs a DNS lookup and a TCP and TLS handshake before the first call: started with the head
        // (none for a path such as /api, which is the shop's own origin).
        connectTo: onHttp && backendUrl && URL.canParse(backendUrl) ? [new URL(backendUrl).origin] : [],
        signedIn: {
          storedSignInKeys: [DEMO_IDENTITY_KEY, 'firebase:authUser:'],
          // The wallet is read with the profile before the first paint only where the screen shows it (showsWallet).
          screens: signedInScreens.map(({ ownCalls = [], ...screen }) => ({
            ...screen,
            buyerCalls: [...ownCalls, ...(showsWallet(screen.path) ? backendCalls('/wallet/{uid}') : [])],
          })),
          everyScreen: [
            // Over HTTP the sign-in service loads once the first screen has painted (FirebaseIdentity), or at once for a stale token (below).
            ...(onHttp ? [] : ['src/infrastructure/demo/demo-accounts-backend.ts']),
            ...buyerStart,
          ],
          // The session's GET /user (HttpProfile.getProfile), on every screen.
          buyerCalls:
            onHttp && backendUrl
              ? {
                  storedUserKey: storedSignInKey(env.VITE_FIREBASE_API_KEY ?? ''),
                  urls: backendCalls('/user'),
                  freshForMs: STORED_TOKEN_MARGIN_MS,
                  timeoutMs: REQUEST_TIMEOUT_MS,
                  staleTokenModules: FIREBASE_SDK,
                  property: EARLY_CALLS_PROPERTY,
                }
              : undefined,
        },
      }),
    ],
    resolve: {
      alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // A CommonJS package, so the bundler cannot tell it has no side effects: emotion imports it for withTheme
        // alone, which the shop never uses (0.9 KiB brotli in every page's entry).
        treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
        output: {
          // Everything the first page needs in one chunk: split into many small shared chunks it compressed worse
          // and cost more requests (measured: about 5 KiB gzip on the first load of /).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, buyer.group] },
        },
      },
    },
    preview: { port: 4173, strictPort: false },
    test: {
      environment: 'node',
      include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/component/**/*.test.tsx'],
      setupFiles: ['./vitest.setup.ts'],
      restoreMocks: true,
    },
  };
});
