import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SUPPORT_EMAIL, loadConfig } from '../../../src/infrastructure/config/config';

const FIREBASE_AND_API = [
  'VITE_API_BASE_URL',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
] as const;

const completeHttp = {
  VITE_BACKEND: 'http',
  VITE_API_BASE_URL: 'https://api.lumentrade.example',
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'lumentrade.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'lumentrade',
};

/** Runs loadConfig and returns the ConfigError it throws, failing on anything else. */
function configErrorOf(env: Record<string, string | boolean | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw new Error(`Expected a ConfigError, got ${String(error)}`);
  }
  throw new Error('Expected a ConfigError, but the configuration loaded');
}

describe('loadConfig', () => {
  it('defaults to the demo backend when nothing is set', () => {
    expect(loadConfig({})).toEqual({ VITE_BACKEND: 'demo', VITE_SUPPORT_EMAIL: DEFAULT_SUPPORT_EMAIL, VITE_SHIPPING: 'spec' });
  });

  it('accepts an explicit demo backend without any API or Firebase setting', () => {
    expect(loadConfig({ VITE_BACKEND: 'demo' }).VITE_BACKEND).toBe('demo');
  });

  it('reads a blank VITE_BACKEND as the demo default', () => {
    expect(loadConfig({ VITE_BACKEND: '' }).VITE_BACKEND).toBe('demo');
  });

  it('ignores the non-string flags Vite adds to import.meta.env', () => {
    expect(loadConfig({ DEV: true, PROD: false, MODE: 'test', VITE_BACKEND: 'demo' }).VITE_BACKEND).toBe('demo');
  });

  it('http with nothing else names every missing setting', () => {
    const error = configErrorOf({ VITE_BACKEND: 'http' });
    expect(error.name).toBe('ConfigError');
    expect(error).toBeInstanceOf(Error);
    expect([...error.settings].sort()).toEqual([...FIREBASE_AND_API].sort());
    for (const setting of FIREBASE_AND_API) expect(error.message).toContain(setting);
  });

  it('http with every setting passes', () => {
    const config = loadConfig(completeHttp);
    expect(config).toMatchObject(completeHttp);
    expect(config.VITE_SUPPORT_EMAIL).toBe(DEFAULT_SUPPORT_EMAIL);
  });

  it('keeps optional settings when given', () => {
    const config = loadConfig({
      ...completeHttp,
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_SUPPORT_EMAIL: 'help@lumentrade.example',
    });
    expect(config).toMatchObject({
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_SUPPORT_EMAIL: 'help@lumentrade.example',
    });
  });

  it.each(FIREBASE_AND_API)('an empty %s counts as missing, and only it is named', (setting) => {
    const error = configErrorOf({ ...completeHttp, [setting]: '' });
    expect(error.settings).toEqual([setting]);
    expect(error.message).toContain(setting);
    for (const other of FIREBASE_AND_API.filter((name) => name !== setting)) expect(error.message).not.toContain(other);
  });

  it('a whitespace-only setting counts as missing', () => {
    const error = configErrorOf({ ...completeHttp, VITE_FIREBASE_PROJECT_ID: '   ' });
    expect(error.settings).toEqual(['VITE_FIREBASE_PROJECT_ID']);
  });

  it.each(['graphql', 'HTTP', 'rest'])('rejects VITE_BACKEND %j, naming VITE_BACKEND', (backend) => {
    const error = configErrorOf({ ...completeHttp, VITE_BACKEND: backend });
    expect(error.settings).toEqual(['VITE_BACKEND']);
    expect(error.message).toContain('VITE_BACKEND');
    expect(error.message).toContain(backend);
    expect(error.message).toMatch(/"demo".*"http"/);
  });

  it.each(['not a url', 'api.lumentrade.example', 'http://'])('rejects the API base URL %j, naming VITE_API_BASE_URL', (url) => {
    const error = configErrorOf({ ...completeHttp, VITE_API_BASE_URL: url });
    expect(error.settings).toEqual(['VITE_API_BASE_URL']);
    expect(error.message).toContain('VITE_API_BASE_URL');
  });

  it('rejects a bad support email, naming VITE_SUPPORT_EMAIL', () => {
    const error = configErrorOf({ VITE_SUPPORT_EMAIL: 'not-an-email' });
    expect(error.settings).toEqual(['VITE_SUPPORT_EMAIL']);
    expect(error.message).toContain('VITE_SUPPORT_EMAIL');
  });

  it.each([
    [{}, 'spec'],
    [{ VITE_SHIPPING: 'spec' }, 'spec'],
    [{ VITE_SHIPPING: 'none' }, 'none'],
    [{ VITE_SHIPPING: ' none ' }, 'none'],
    [{ ...completeHttp, VITE_SHIPPING: 'none' }, 'none'],
    [completeHttp, 'spec'],
  ])('reads the shipping policy of %j as %j (the spec\'s rule unless told)', (env, expected) => {
    expect(loadConfig(env).VITE_SHIPPING).toBe(expected);
  });

  it.each(['free', 'SPEC', '0'])('rejects the shipping policy %j, naming VITE_SHIPPING', (value) => {
    const error = configErrorOf({ ...completeHttp, VITE_SHIPPING: value });
    expect(error.settings).toEqual(['VITE_SHIPPING']);
    expect(error.message).toContain('VITE_SHIPPING: invalid (not "spec" or "none")');
  });

  it('says a present but invalid URL is invalid, not missing', () => {
    const error = configErrorOf({ ...completeHttp, VITE_API_BASE_URL: 'not a url' });
    expect(error.message).not.toMatch(/VITE_API_BASE_URL: missing/);
    expect(error.message).toMatch(/VITE_API_BASE_URL: invalid/);
  });

  it.each(['localhost:3000', 'ftp://files.lumentrade.example'])('rejects the non-http API base URL %j', (url) => {
    const error = configErrorOf({ ...completeHttp, VITE_API_BASE_URL: url });
    expect(error.settings).toEqual(['VITE_API_BASE_URL']);
  });

  it.each(['http://api.lumentrade.example', 'http://192.168.1.20:3031', 'http://localhost.lumentrade.example'])(
    'refuses the plain http API base URL %j off this machine: tokens would cross the network in clear',
    (url) => {
      const error = configErrorOf({ ...completeHttp, VITE_API_BASE_URL: url });
      expect(error.settings).toEqual(['VITE_API_BASE_URL']);
      expect(error.message).toContain('VITE_API_BASE_URL: invalid (not an https URL; plain http is allowed only for localhost or 127.0.0.1)');
    },
  );

  it.each(['http://localhost:3031', 'http://127.0.0.1:4599', 'https://api.lumentrade.example'])('accepts the API base URL %j', (url) => {
    expect(loadConfig({ ...completeHttp, VITE_API_BASE_URL: url })).toMatchObject({ VITE_API_BASE_URL: url });
  });

  it.each(['/api', '/api/', '/shop-api/v1'])('accepts %j, the API on the shop\'s own origin (passed on by the hosting)', (path) => {
    expect(loadConfig({ ...completeHttp, VITE_API_BASE_URL: ` ${path} ` })).toMatchObject({ VITE_API_BASE_URL: path });
  });

  it.each(['/', '//api.lumentrade.example', 'api', '/api path'])('refuses %j, which is not a path of its own on the shop\'s origin', (path) => {
    const error = configErrorOf({ ...completeHttp, VITE_API_BASE_URL: path });
    expect(error.settings).toEqual(['VITE_API_BASE_URL']);
    expect(error.message).toContain("VITE_API_BASE_URL: invalid (not an http(s) URL, nor a path on the shop's origin such as /api)");
  });
});
