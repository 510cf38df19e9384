import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { backendUrlProblem, ConfigError, loadConfig } from '../src/infrastructure/config/config.ts';

type Env = Record<string, string | boolean | undefined>;
export type SecurityHeaders = Record<string, string>;

/** Where the Firebase Auth SDK signs in (identitytoolkit) and refreshes ID tokens (securetoken). */
const FIREBASE_AUTH_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * The headers a build was made for, written next to it: the CSP depends on the build's settings
 * (its backend), which whatever serves that build later (vite preview, the hosting config) may not
 * have. A dotfile, which the hosting config leaves out of a deploy.
 */
export const SECURITY_HEADERS_FILE = '.security-headers.json';

interface RemoteOrigins {
  readonly backend: string[];
  readonly identity: string[];
  /** VITE_IMAGE_HOSTS: where product images and photos are stored (a bucket, a CDN). */
  readonly images: string[];
}

/**
 * VITE_IMAGE_HOSTS: comma-separated https origins ("https://host", a trailing "/" allowed, no path). Only
 * the CSP uses them, so they are checked here, at build (and `vite`) start, not in the page.
 */
export function imageHosts(env: Env): string[] {
  const value = typeof env.VITE_IMAGE_HOSTS === 'string' ? env.VITE_IMAGE_HOSTS : '';
  const entries = value.split(',').map((entry) => entry.trim().replace(/\/$/, '').toLowerCase()).filter(Boolean);
  const wrong = entries.filter((entry) => !/^https:\/\/[^/?#@\s]+$/.test(entry) || !URL.canParse(entry));
  if (wrong.length > 0) throw new ConfigError(['VITE_IMAGE_HOSTS'], `VITE_IMAGE_HOSTS: invalid (not an https origin: ${wrong.join(', ')})`);
  return entries;
}

/**
 * An HTTP build's backend address must be https (plain http only for localhost or 127.0.0.1): checked here,
 * at build (and `vite`) start, so a build that would send tokens in clear stops with the setting named.
 */
export function checkBackendUrl(env: Env): void {
  const value = env.VITE_API_BASE_URL;
  if (env.VITE_BACKEND !== 'http' || typeof value !== 'string' || value.trim() === '') return;
  const problem = backendUrlProblem(value);
  if (problem) throw new ConfigError(['VITE_API_BASE_URL'], problem);
}

/** What the app calls or shows besides its own origin: on the demo backend, which runs in the page, only the image hosts. */
function remoteOrigins(env: Env): RemoteOrigins {
  const images = imageHosts(env);
  checkBackendUrl(env);
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    // A misconfigured build only shows which setting is missing: it calls nothing.
    if (error instanceof ConfigError) return { backend: [], identity: [], images: [] };
    throw error;
  }
  if (config.VITE_BACKEND === 'demo') return { backend: [], identity: [], images };
  const emulator = config.VITE_FIREBASE_AUTH_EMULATOR_URL;
  return {
    // A path ("/api") is the shop's own origin, which 'self' already allows.
    backend: URL.canParse(config.VITE_API_BASE_URL) ? [new URL(config.VITE_API_BASE_URL).origin] : [],
    identity: [...FIREBASE_AUTH_ORIGINS, ...(emulator ? [new URL(emulator).origin] : [])],
    images,
  };
}

/** The security headers of every response, for the build settings in `env` (VITE_*). */
export function securityHeaders(env: Env): SecurityHeaders {
  const { backend, identity, images } = remoteOrigins(env);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    // MUI styles through emotion, which adds <style> elements at run time: they cannot carry a hash or a
    // nonce from a static host, so inline styles stay allowed. Scripts never are.
    "style-src 'self' 'unsafe-inline'",
    // data: for the demo backend's stored profile photos, blob: for the preview of a photo being uploaded;
    // product images and profile photos may also come from the backend, or from the image hosts set.
    ['img-src', "'self'", 'data:', 'blob:', ...backend, ...images].join(' '),
    ['connect-src', "'self'", ...backend, ...identity].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    // Not stricter: a Firebase API key restricted to the shop's site checks the origin sent as Referer.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Payments happen on the provider's page in a tab of its own, never through the Payment Request API here.
    'Permissions-Policy': [
      'accelerometer',
      'camera',
      'display-capture',
      'geolocation',
      'gyroscope',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'serial',
      'usb',
    ]
      .map((feature) => `${feature}=()`)
      .join(', '),
  };
}

/**
 * Where an HTTP build whose VITE_API_BASE_URL is a path ("/api") records that path: the hosting must then pass
 * that path on to the API proxy (deploy/hosting-config.ts). A dotfile, as the headers' record.
 */
export const SAME_ORIGIN_API_FILE = '.same-origin-api.json';

/** The path of the API on the shop's own origin ("/api", without a trailing "/"), or null: the backend is elsewhere, or in the page. */
export function sameOriginApiPath(env: Env): string | null {
  const value = env.VITE_API_BASE_URL;
  if (env.VITE_BACKEND !== 'http' || typeof value !== 'string' || value.trim() === '' || backendUrlProblem(value)) return null;
  return value.trim().startsWith('/') ? value.trim().replace(/\/+$/, '') : null;
}

/** The API path recorded with the build in `outDir`, or null. */
export function readSameOriginApiPath(outDir: string, root = process.cwd()): string | null {
  const file = resolve(root, outDir, SAME_ORIGIN_API_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { path: string }).path : null;
}

/** The headers recorded with the build in `outDir` (relative to `root`), or null without a record. */
export function readSecurityHeaders(outDir: string, root = process.cwd()): SecurityHeaders | null {
  const file = resolve(root, outDir, SECURITY_HEADERS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SecurityHeaders) : null;
}

/**
 * Records the build's headers (and the path of an API on its origin) in its output folder, and has `vite preview`
 * send the headers of the build it serves.
 */
export function securityHeadersPlugin(): Plugin {
  let headers: SecurityHeaders = {};
  let apiPath: string | null = null;
  return {
    name: 'security-headers',
    config(config, { isPreview, mode }) {
      if (!isPreview) return;
      const root = config.root ?? process.cwd();
      // A build without a record (made before it existed, or copied without dotfiles): the settings preview runs with.
      const headers = readSecurityHeaders(config.build?.outDir ?? 'dist', root) ?? securityHeaders(loadEnv(mode, config.envDir || root));
      return { preview: { headers } };
    },
    configResolved(config) {
      // Here, so that a bad VITE_IMAGE_HOSTS stops `vite` as well as a build.
      headers = securityHeaders(config.env);
      apiPath = sameOriginApiPath(config.env);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: `${JSON.stringify(headers, null, 2)}\n` });
      if (apiPath) this.emitFile({ type: 'asset', fileName: SAME_ORIGIN_API_FILE, source: `${JSON.stringify({ path: apiPath })}\n` });
    },
  };
}
