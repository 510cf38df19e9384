import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The shop's name and colours as a phone shows the installed app (index.html's theme-color). */
export const APP_MANIFEST: Partial<ManifestOptions> = {
  name: 'Lumen Trade',
  short_name: 'Lumen Trade',
  description: 'Landscape lighting for contractors, dealers and distributors: trade prices, purchase orders and account credit.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#1d3557',
  background_color: '#fdf6e7',
  icons: [
    { src: '/icons/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * The installable app: a manifest, and a service worker (Workbox) that keeps every screen's code, the images and
 * (on the demo, whose backend runs in the page) the catalogue files on the device, and answers every page address
 * with the app's page when there is no signal. It never keeps a backend answer: those are a buyer's own (prices,
 * orders) and carry a token. The page registers it itself once the first screen has painted
 * (src/infrastructure/browser/service-worker-shell.ts), and a new version waits until the buyer reloads.
 */
export function appShellPlugin({ sameOriginApiPath }: { sameOriginApiPath: string | null }) {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: APP_MANIFEST,
    workbox: {
      // Not robots.txt: the page asks the network for it to learn whether there is a signal (service-worker-shell.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
      // The demo's catalogue with 1,000 extra products (the bench's) is one file of about 1 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Vite's hashed names already change with their content.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      // An API on the shop's own origin is the backend's, never the app's page.
      navigateFallbackDenylist: sameOriginApiPath ? [new RegExp(`^${sameOriginApiPath}(/|$)`)] : [],
      cleanupOutdatedCaches: true,
    },
  });
}
