// A type only: the Vite config loads this file natively, with nothing else of the shop's.
import type { ShippingPolicy } from '../../domain/pricing/pricing';

export const DEFAULT_SUPPORT_EMAIL = 'support@lumentrade.example';
/** The spec's shipping rule unless the deployment says its backend charges none. */
export const DEFAULT_SHIPPING: ShippingPolicy = 'spec';

export type HttpConfig = {
  VITE_BACKEND: 'http';
  VITE_API_BASE_URL: string;
  VITE_FIREBASE_API_KEY: string;
  VITE_FIREBASE_AUTH_DOMAIN: string;
  VITE_FIREBASE_PROJECT_ID: string;
  VITE_FIREBASE_APP_ID?: string;
  VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  VITE_SUPPORT_EMAIL: string;
  VITE_SHIPPING: ShippingPolicy;
};

export type AppConfig = { VITE_BACKEND: 'demo'; VITE_SUPPORT_EMAIL: string; VITE_SHIPPING: ShippingPolicy } | HttpConfig;

export class ConfigError extends Error {
  constructor(readonly settings: string[], detail: string) {
    super(detail);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

/** Reads a given value: the value to keep, or why it is invalid (shown in the start-up error). */
type Read = (value: string) => string | { invalid: string };

interface Setting {
  readonly read: Read;
  /** Whether leaving the setting out is an error. */
  readonly required?: boolean;
  /** The value used when the setting is left out. */
  readonly fallback?: string;
}

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const text: Read = (value) => value;

/** Any URL, kept without the whitespace around it. */
const url: Read = (value) => (parsesAsUrl(value.trim()) ? value.trim() : { invalid: 'not a URL' });

/**
 * An http(s) URL written out with its "//": "localhost:3000" and "http:example.com" parse as URLs,
 * but not as the address meant. Kept without the whitespace around it.
 */
const httpUrl: Read = (value) =>
  /^https?:\/\//i.test(value.trim()) && parsesAsUrl(value.trim()) ? value.trim() : { invalid: 'not an http(s) URL' };

/** Hosts that never leave the machine: only there may the backend be called over plain http. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** A path on the shop's own origin, such as "/api" (not "//host", which the browser reads as another origin). */
const SAME_ORIGIN_PATH = /^\/(?!\/)[\w.~-]*(\/[\w.~-]+)*\/?$/;

/**
 * The backend's base URL: https, so the buyer's token and orders never cross the network in clear; plain
 * http only for a backend on this machine (development, the tests' stand-in). Or a path on the shop's own
 * origin ("/api"), where the hosting passes the calls on to the backend (docs/hosting.md): no CORS
 * preflight and no second connection before a buyer's first call.
 */
const backendUrl: Read = (value) => {
  if (SAME_ORIGIN_PATH.test(value.trim()) && value.trim() !== '/') return value.trim();
  const read = httpUrl(value);
  if (typeof read !== 'string') return { invalid: 'not an http(s) URL, nor a path on the shop\'s origin such as /api' };
  const { protocol, hostname } = new URL(read);
  return protocol === 'https:' || LOCAL_HOSTS.has(hostname)
    ? read
    : { invalid: 'not an https URL; plain http is allowed only for localhost or 127.0.0.1' };
};

/** The problem with VITE_API_BASE_URL as written, or null: the build checks it too, so a wrong one never ships. */
export function backendUrlProblem(value: string): string | null {
  const read = backendUrl(value);
  return typeof read === 'string' ? null : `VITE_API_BASE_URL: invalid (${read.invalid})`;
}

/**
 * Deliberately loose: something, "@", and a domain with a dot in it, without spaces. It catches a value
 * that is plainly not an address, not every address RFC 5322 would refuse.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email: Read = (value) => (EMAIL.test(value) ? value : { invalid: 'not an e-mail address' });

/** Every policy the domain knows, checked complete by the compiler. */
const SHIPPING_POLICIES = Object.keys({ spec: true, none: true } satisfies Record<ShippingPolicy, true>);
const shippingPolicy: Read = (value) =>
  SHIPPING_POLICIES.includes(value.trim())
    ? value.trim()
    : { invalid: `not ${SHIPPING_POLICIES.map((policy) => `"${policy}"`).join(' or ')}` };

const COMMON_SETTINGS = {
  VITE_SUPPORT_EMAIL: { read: email, fallback: DEFAULT_SUPPORT_EMAIL },
  VITE_SHIPPING: { read: shippingPolicy, fallback: DEFAULT_SHIPPING },
} satisfies Record<string, Setting>;

const HTTP_SETTINGS = {
  VITE_API_BASE_URL: { read: backendUrl, required: true },
  VITE_FIREBASE_API_KEY: { read: text, required: true },
  VITE_FIREBASE_AUTH_DOMAIN: { read: text, required: true },
  VITE_FIREBASE_PROJECT_ID: { read: text, required: true },
  VITE_FIREBASE_APP_ID: { read: text },
  VITE_FIREBASE_AUTH_EMULATOR_URL: { read: url },
  ...COMMON_SETTINGS,
} satisfies Record<Exclude<keyof HttpConfig, 'VITE_BACKEND'>, Setting>;

/** Empty strings count as missing, as they do in a .env file left blank. */
function present(env: Env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== ''),
  );
}

export function loadConfig(env: Env): AppConfig {
  const values = present(env);
  const backend = values.VITE_BACKEND ?? 'demo';
  if (backend !== 'demo' && backend !== 'http') {
    throw new ConfigError(['VITE_BACKEND'], `VITE_BACKEND must be "demo" or "http", not "${backend}".`);
  }
  const settings: Record<string, Setting> = backend === 'http' ? HTTP_SETTINGS : COMMON_SETTINGS;
  const config: Record<string, string> = { VITE_BACKEND: backend };
  const problems: [setting: string, problem: string][] = [];
  for (const [name, setting] of Object.entries(settings)) {
    const value = values[name];
    if (value === undefined) {
      if (setting.fallback !== undefined) config[name] = setting.fallback;
      else if (setting.required) problems.push([name, 'missing']);
      continue;
    }
    const read = setting.read(value);
    if (typeof read === 'string') config[name] = read;
    else problems.push([name, `invalid (${read.invalid})`]);
  }
  if (problems.length === 0) return config as AppConfig;
  const detail = problems.map(([name, problem]) => `${name}: ${problem}`).join('; ');
  throw new ConfigError(
    problems.map(([name]) => name),
    `Configuration for the ${backend} backend is incomplete. ${detail}.`,
  );
}
