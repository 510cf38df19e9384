// Writes the "hosting" section of firebase.json for the build in dist/ (`npm run hosting:config`):
// the security headers that build was made for (its backend and Firebase settings) and caching.
// Other sections of firebase.json are kept.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readSameOriginApiPath, readSecurityHeaders, type SecurityHeaders } from './security-headers.ts';

export const PUBLIC_DIR = 'dist';
export const CONFIG_FILE = 'firebase.json';

/**
 * The build settings the committed firebase.json is written for (docs/hosting.md): the demo shop, as
 * `npm start` builds it. A unit test holds the committed file to what `npm run hosting:config` writes for
 * them, so a change to the headers cannot ship with a stale firebase.json; a deploy to the hosted backend
 * runs `npm run hosting:config` after its own build.
 */
export const COMMITTED_BUILD_SETTINGS = { VITE_BACKEND: 'demo' } as const;

/** An HTTP build's API on the shop's origin: its path, and the Cloud Run service of the API proxy (deploy/api-proxy). */
export interface SameOriginApi {
  readonly path: string;
  readonly run: { readonly serviceId: string; readonly region: string };
}

export const DEFAULT_API_PROXY_REGION = 'us-central1';

/**
 * The rewrite a build calling its API at `apiPath` on the shop's origin needs, from HOSTING_API_SERVICE and
 * HOSTING_API_REGION; null for a build that calls its backend elsewhere. Throws without the service: the hosting
 * would answer the build's calls with the app's page.
 */
export function sameOriginApiFor(apiPath: string | null, env: Record<string, string | undefined>): SameOriginApi | null {
  if (!apiPath) return null;
  const serviceId = env.HOSTING_API_SERVICE?.trim();
  if (!serviceId) {
    throw new Error(`${PUBLIC_DIR}/ calls its API at ${apiPath} on the shop's origin: set HOSTING_API_SERVICE to the Cloud Run service of the API proxy (deploy/api-proxy).`);
  }
  return { path: apiPath, run: { serviceId, region: env.HOSTING_API_REGION?.trim() || DEFAULT_API_PROXY_REGION } };
}

/** The path docs/hosting.md's deploy gives the API on the shop's origin (VITE_API_BASE_URL=/api). */
export const DEFAULT_API_PATH = '/api';

/**
 * HTTPS only, for a year, subdomains too: the hosting answers over HTTPS alone, and a buyer's browser then never
 * tries plain HTTP first (where the first request could be answered by someone else on the network).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * A buyer's prices, orders, wallet and profile: kept by no CDN and no shared computer's cache. The API proxy marks
 * the backend's answers so too; this rule holds for whatever answers at the path (the proxy, or the hosting itself).
 */
export const API_CACHE_CONTROL = 'private, no-store';

export function hostingSection(headers: SecurityHeaders, api: SameOriginApi | null = null) {
  // docs/hosting.md's /api always (a build can be redeployed with it before this file is written again), and the build's own.
  const apiPaths = [...new Set([DEFAULT_API_PATH, ...(api ? [api.path] : [])])];
  return {
    public: PUBLIC_DIR,
    // Dotfiles include the build's header record, which is not for visitors.
    ignore: ['firebase.json', '**/.*', '**/node_modules/**'],
    // The first that matches wins: the API's calls before the app's routes (the backend's /products is also the shop's).
    rewrites: [
      ...(api ? [{ source: `${api.path}/**`, run: { serviceId: api.run.serviceId, region: api.run.region } }] : []),
      { source: '**', destination: '/index.html' },
    ],
    // When several rules match, the last one's value wins.
    headers: [
      {
        // no-cache: index.html, served for every route of the single-page app, must always name the latest assets.
        source: '**',
        headers: [
          ...Object.entries(headers).map(([key, value]) => ({ key, value })),
          { key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
      {
        // Hashed file names: a new build gives new names.
        source: '/assets/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // Last, so its Cache-Control wins over the no-cache of every path.
      ...apiPaths.map((path) => ({ source: `${path}/**`, headers: [{ key: 'Cache-Control', value: API_CACHE_CONTROL }] })),
    ],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const headers = readSecurityHeaders(PUBLIC_DIR);
  if (!headers) {
    console.error(`${PUBLIC_DIR}/ has no build to host: run npm run build first, with the settings of the real backend.`);
    process.exit(1);
  }
  let api: SameOriginApi | null;
  try {
    api = sameOriginApiFor(readSameOriginApiPath(PUBLIC_DIR), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const config = existsSync(CONFIG_FILE) ? JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) : {};
  writeFileSync(CONFIG_FILE, `${JSON.stringify({ ...config, hosting: hostingSection(headers, api) }, null, 2)}\n`);
  console.log(`${CONFIG_FILE}: hosting for ${PUBLIC_DIR}/ with\n${headers['Content-Security-Policy']}`);
  if (api) console.log(`${api.path}/** passed on to the Cloud Run service ${api.run.serviceId} (${api.run.region})`);
}
