import { z } from 'zod/mini';

export const DEFAULT_SUPPORT_EMAIL = 'support@lumentrade.example';

const common = {
  VITE_SUPPORT_EMAIL: z._default(z.email(), DEFAULT_SUPPORT_EMAIL),
};

const demoSchema = z.object({ VITE_BACKEND: z.literal('demo'), ...common });

const httpSchema = z.object({
  VITE_BACKEND: z.literal('http'),
  VITE_API_BASE_URL: z.url({ protocol: /^https?$/ }),
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.optional(z.string().check(z.minLength(1))),
  VITE_FIREBASE_AUTH_EMULATOR_URL: z.optional(z.url()),
  ...common,
});

export type AppConfig = z.output<typeof demoSchema> | z.output<typeof httpSchema>;
export type HttpConfig = z.output<typeof httpSchema>;

export class ConfigError extends Error {
  constructor(readonly settings: string[], detail: string) {
    super(detail);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

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
  const schema = backend === 'http' ? httpSchema : demoSchema;
  const result = schema.safeParse({ ...values, VITE_BACKEND: backend });
  if (result.success) return result.data;
  const settings = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const detail = result.error.issues
    .map((issue) => {
      const setting = String(issue.path[0]);
      return `${setting}: ${values[setting] === undefined ? 'missing' : `invalid (${issue.message})`}`;
    })
    .join('; ');
  throw new ConfigError(settings, `Configuration for the ${backend} backend is incomplete. ${detail}.`);
}
