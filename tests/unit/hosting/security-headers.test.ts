import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMITTED_BUILD_SETTINGS, CONFIG_FILE, hostingSection, sameOriginApiFor } from '../../../deploy/hosting-config.ts';
import { imageHosts, sameOriginApiPath, securityHeaders } from '../../../deploy/security-headers.ts';
import { ConfigError } from '../../../src/infrastructure/config/config.ts';

const HTTP_ENV = {
  VITE_BACKEND: 'http',
  VITE_API_BASE_URL: 'https://api.lumentrade.example/v1',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'lumen-trade.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'lumen-trade',
};

const scriptSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('script-src '));

describe('security headers', () => {
  it('lets the demo build call only its own origin', () => {
    expect(securityHeaders({ VITE_BACKEND: 'demo' })['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets the HTTP build call the configured backend origin and Firebase Auth, and load images from the backend', () => {
    expect(securityHeaders(HTTP_ENV)['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https://api.lumentrade.example; " +
        'connect-src \'self\' https://api.lumentrade.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; ' +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets the HTTP build with its API on the shop\'s own origin (/api) call only that origin and Firebase Auth', () => {
    expect(securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: '/api' })['Content-Security-Policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets images load from the hosts in VITE_IMAGE_HOSTS (a storage bucket), and only images', () => {
    const env = { ...HTTP_ENV, VITE_IMAGE_HOSTS: 'https://firebasestorage.googleapis.com,https://storage.googleapis.com' };
    const csp = securityHeaders(env)['Content-Security-Policy'];
    expect(csp).toContain(
      "img-src 'self' data: blob: https://api.lumentrade.example https://firebasestorage.googleapis.com https://storage.googleapis.com;",
    );
    expect(csp).toContain("connect-src 'self' https://api.lumentrade.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;");
    expect(securityHeaders({ VITE_IMAGE_HOSTS: 'https://cdn.lumentrade.example' })['Content-Security-Policy']).toContain(
      "img-src 'self' data: blob: https://cdn.lumentrade.example;",
    );
  });

  it('reads VITE_IMAGE_HOSTS as https origins, trimmed and without a trailing slash', () => {
    const hosts = ' https://firebasestorage.googleapis.com, https://Storage.googleapis.com/ ,';
    expect(imageHosts({ VITE_IMAGE_HOSTS: hosts })).toEqual(['https://firebasestorage.googleapis.com', 'https://storage.googleapis.com']);
    expect(imageHosts({})).toEqual([]);
  });

  it.each([
    ['http://cdn.lumentrade.example', 'http://cdn.lumentrade.example'],
    ['https://cdn.lumentrade.example/images', 'https://cdn.lumentrade.example/images'],
    ['cdn.lumentrade.example', 'cdn.lumentrade.example'],
    ['https://storage.googleapis.com,https://x.example?y=1', 'https://x.example?y=1'],
  ])('stops the build on VITE_IMAGE_HOSTS %j, naming the setting and the entry', (hosts, wrong) => {
    expect(() => securityHeaders({ ...HTTP_ENV, VITE_IMAGE_HOSTS: hosts })).toThrow(`VITE_IMAGE_HOSTS: invalid (not an https origin: ${wrong})`);
  });

  it('adds the Auth emulator when the build uses it', () => {
    const csp = securityHeaders({ ...HTTP_ENV, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })['Content-Security-Policy'];
    expect(csp).toContain(
      "connect-src 'self' https://api.lumentrade.example https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099;",
    );
  });

  it('lets a build missing its settings call nothing but its own origin', () => {
    const csp = securityHeaders({ VITE_BACKEND: 'http', VITE_API_BASE_URL: '' })['Content-Security-Policy'];
    expect(csp).toContain("connect-src 'self';");
  });

  it.each(['http://api.lumentrade.example', 'http://10.0.0.5:3031', 'http://localhost.lumentrade.example'])(
    'stops an HTTP build whose backend %s is plain http off this machine, naming VITE_API_BASE_URL',
    (url) => {
      const build = () => securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: url });
      expect(build).toThrow(ConfigError);
      expect(build).toThrow('VITE_API_BASE_URL: invalid (not an https URL; plain http is allowed only for localhost or 127.0.0.1)');
    },
  );

  it.each(['http://localhost:3031', 'http://127.0.0.1:4599'])('builds with a plain http backend on this machine (%s)', (url) => {
    expect(securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: url })['Content-Security-Policy']).toContain(`connect-src 'self' ${url}`);
  });

  it('never allows inline or eval script, whatever the settings', () => {
    for (const env of [{}, { VITE_BACKEND: 'demo' }, HTTP_ENV, { ...HTTP_ENV, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }]) {
      expect(scriptSrc(securityHeaders(env)['Content-Security-Policy']!)).toBe("script-src 'self'");
    }
  });

  it('sends nosniff, the referrer policy and a permissions policy that denies device and payment features', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
    );
  });
});

describe('hosting config', () => {
  const hosting = hostingSection(securityHeaders({}));

  it('serves dist/ as a single-page app, leaving dotfiles out', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.ignore).toContain('**/.*');
    expect(hosting.rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it('sends the security headers and no-cache everywhere, and caches hashed assets for a year (the last rule wins)', () => {
    const [everything, assets] = hosting.headers;
    expect(everything!.source).toBe('**');
    expect(everything!.headers).toContainEqual({ key: 'Content-Security-Policy', value: securityHeaders({})['Content-Security-Policy'] });
    expect(everything!.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    expect(assets).toEqual({ source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] });
  });

  it('sends HSTS (a year, subdomains too) on every path', () => {
    const [everything] = hosting.headers;
    expect(everything!.headers).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' });
  });

  it('marks /api/** private, no-store in a rule after the no-cache of every path, so no CDN keeps a buyer\'s prices or orders', () => {
    expect(hosting.headers.at(-1)).toEqual({ source: '/api/**', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] });
    const withApi = hostingSection(securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: '/shop-api' }), {
      path: '/shop-api',
      run: { serviceId: 'lumen-api-proxy', region: 'us-central1' },
    });
    expect(withApi.headers.slice(-2)).toEqual([
      { source: '/api/**', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
      { source: '/shop-api/**', headers: [{ key: 'Cache-Control', value: 'private, no-store' }] },
    ]);
    const sameOrigin = hostingSection(securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: '/api' }), { path: '/api', run: { serviceId: 's', region: 'r' } });
    expect(sameOrigin.headers.filter((rule) => rule.source === '/api/**')).toHaveLength(1);
  });

  it("passes the API's calls on to the API proxy's Cloud Run service before the app's routes, for a build with its API on the shop's origin", () => {
    const withApi = hostingSection(securityHeaders({ ...HTTP_ENV, VITE_API_BASE_URL: '/api' }), {
      path: '/api',
      run: { serviceId: 'lumen-api-proxy', region: 'europe-west1' },
    });
    expect(withApi.rewrites).toEqual([
      { source: '/api/**', run: { serviceId: 'lumen-api-proxy', region: 'europe-west1' } },
      { source: '**', destination: '/index.html' },
    ]);
  });

  it('takes the API proxy\'s service and region from HOSTING_API_SERVICE and HOSTING_API_REGION (us-central1 unless told)', () => {
    expect(sameOriginApiFor('/api', { HOSTING_API_SERVICE: 'lumen-api-proxy' })).toEqual({ path: '/api', run: { serviceId: 'lumen-api-proxy', region: 'us-central1' } });
    expect(sameOriginApiFor('/api', { HOSTING_API_SERVICE: ' lumen-api-proxy ', HOSTING_API_REGION: 'europe-west1' })).toEqual({
      path: '/api',
      run: { serviceId: 'lumen-api-proxy', region: 'europe-west1' },
    });
    expect(sameOriginApiFor(null, { HOSTING_API_SERVICE: 'lumen-api-proxy' })).toBeNull();
  });

  it('stops the hosting config of a build that calls /api when no API proxy service is named', () => {
    expect(() => sameOriginApiFor('/api', {})).toThrow(
      "dist/ calls its API at /api on the shop's origin: set HOSTING_API_SERVICE to the Cloud Run service of the API proxy (deploy/api-proxy).",
    );
  });

  it.each([
    [{ ...HTTP_ENV, VITE_API_BASE_URL: '/api' }, '/api'],
    [{ ...HTTP_ENV, VITE_API_BASE_URL: ' /api/ ' }, '/api'],
    [HTTP_ENV, null],
    [{ ...HTTP_ENV, VITE_API_BASE_URL: '//api.lumentrade.example' }, null],
    [{ VITE_BACKEND: 'demo', VITE_API_BASE_URL: '/api' }, null],
  ])('records the path of the API on the shop\'s origin for the hosting (%j: %j)', (env, path) => {
    expect(sameOriginApiPath(env)).toBe(path);
  });

  it("writes the build's image hosts into the policy it deploys", () => {
    const [everything] = hostingSection(securityHeaders({ ...HTTP_ENV, VITE_IMAGE_HOSTS: 'https://firebasestorage.googleapis.com' })).headers;
    const csp = everything!.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(csp).toContain("img-src 'self' data: blob: https://api.lumentrade.example https://firebasestorage.googleapis.com;");
  });
});

describe('the committed firebase.json', () => {
  it('has the hosting section npm run hosting:config writes for the documented build settings (the demo shop)', () => {
    const committed = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as { hosting: unknown };
    expect(committed.hosting).toEqual(hostingSection(securityHeaders(COMMITTED_BUILD_SETTINGS)));
  });
});
