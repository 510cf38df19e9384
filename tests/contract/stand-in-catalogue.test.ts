// The stand-in's catalogue answers as tanay388/truscapes-backend's products service does where the SKU index depends
// on it (findAll, findOne, getHomePreview in products.service.ts), beyond what the captured answers show: lean lists
// (first variant only), out-of-stock products left out unless includeOutOfStock=true, state=INACTIVE, take capped at
// 100; and the real seed's EXTRA_PRODUCTS catalogue. Then HttpCatalog's SKU index against it, calls counted.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityPort } from '../../src/application/ports/identity.port';
import { HttpCatalog } from '../../src/infrastructure/http/catalog.http';
import { createHttpClient } from '../../src/infrastructure/http/http-client';

interface WireProduct {
  id: number;
  name: string;
  state: string;
  stockAvailable: boolean;
  index: number;
  variants: { id: number; sku: string; stockAvailable: boolean; price?: string; dealerPrice?: string; distributorPrice?: string; contractorPrice?: string }[];
}

let standIn: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'stand-in/index.ts', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STAND_IN_WIRE_KITS: '1000', STAND_IN_DELAY_MS: '0' },
  });
  standIn = child;
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(String(chunk));
      if (ready) resolve(ready[1]!);
    });
    child.on('exit', (code) => reject(new Error(`stand-in exited with ${code}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 20_000);
afterAll(() => {
  standIn?.kill();
});

/** An Auth emulator ID token (unsigned), which the stand-in reads as firebase-admin does: prices come with it. */
function emulatorToken(uid = 'sku-index-buyer'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: uid, sub: uid, email: `${uid}@example.test`, iat: now, exp: now + 3600 })}.`;
}

const get = async <T>(path: string, signedIn = true): Promise<T> => {
  const response = await fetch(base + path, { headers: signedIn ? { Authorization: `Bearer ${emulatorToken()}` } : {} });
  const text = await response.text();
  return (text ? JSON.parse(text) : '') as T;
};
const hook = async (path: string, body?: unknown) =>
  (await fetch(base + path, { method: body === undefined ? 'GET' : 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<unknown>;
const takeCalls = () => hook('/__calls') as Promise<string[]>;
const skusOf = (products: WireProduct[]) => products.flatMap((product) => product.variants.map((variant) => variant.sku));

describe('the stand-in lists the catalogue as the real products service does', () => {
  it('a list carries each product’s first variant only; its detail carries them all', async () => {
    const list = await get<WireProduct[]>('/products?q=Aurora');
    expect(skusOf(list)).toEqual(['AUR-BR']);
    const detail = await get<WireProduct>(`/products/${list[0]!.id}`);
    expect(skusOf([detail])).toEqual(['AUR-BR', 'AUR-BZ']);
  });

  it('caps take at 100 and pages with skip, in the real order: the products’ index, then newest first', async () => {
    const page = await get<WireProduct[]>('/products?take=500&skip=0');
    expect(page).toHaveLength(100);
    // The real seed's own products (index 0) come first, newest first, then the wire kits by their index (100 + n).
    expect(page.slice(0, 4).map((product) => product.name)).toEqual(['TS-B301 Bollard', 'Beacon Spot Light', 'Comet Copper Path Light', 'Aurora Brass Path Light']);
    expect(skusOf(page.slice(4, 6))).toEqual(['WIR-0001', 'WIR-0002']);
    const last = await get<WireProduct[]>('/products?take=100&skip=1000');
    expect(skusOf(last)).toEqual(['WIR-0997', 'WIR-0998', 'WIR-0999', 'WIR-1000']);
  });

  it('has the real seed’s EXTRA_PRODUCTS: one variant each, priced as seed.mjs prices them, to the cent', async () => {
    const [kit] = await get<WireProduct[]>('/products?take=1&skip=4');
    // n = 1: 2 + 1 + 0.1 + 0.01 dollars; 0.7, 0.6 and 0.8 of it kept to the cent.
    expect(kit!.variants[0]).toMatchObject({ sku: 'WIR-0001', price: '3.11', dealerPrice: '2.18', distributorPrice: '1.87', contractorPrice: '2.49' });
    const categories = await get<{ name: string }[]>('/category');
    expect(categories.map((category) => category.name)).toContain('Wire & Connectors');
  });

  it('state=INACTIVE lists the products no longer sold, and only them', async () => {
    const inactive = await get<WireProduct[]>('/products?state=INACTIVE&take=100');
    expect(inactive.map((product) => [product.name, product.state])).toEqual([['Retired Deck Light', 'INACTIVE']]);
  });

  it('leaves an out-of-stock product out unless includeOutOfStock=true, and off the home page', async () => {
    await hook('/__stock', { sku: 'COM-CU', of: 'product', stockAvailable: false });
    try {
      expect(skusOf(await get<WireProduct[]>('/products?take=100'))).not.toContain('COM-CU');
      expect(skusOf(await get<WireProduct[]>('/products?take=100&includeOutOfStock=false'))).not.toContain('COM-CU');
      const listed = (await get<WireProduct[]>('/products?take=100&includeOutOfStock=true')).find((product) => product.name === 'Comet Copper Path Light');
      expect(listed?.stockAvailable).toBe(false);
      expect((await get<WireProduct>(`/products/${listed!.id}`)).stockAvailable).toBe(false);
      const preview = await get<{ sections: { products: { name: string }[] }[] }>('/products/home-preview');
      expect(preview.sections.flatMap((section) => section.products.map((product) => product.name))).not.toContain('Comet Copper Path Light');
    } finally {
      await hook('/__stock', { sku: 'COM-CU', of: 'product', stockAvailable: true });
    }
  });

  it('an out-of-stock variant keeps its product listed, marked in the variant', async () => {
    await hook('/__stock', { sku: 'AUR-BZ', stockAvailable: false });
    try {
      const [aurora] = await get<WireProduct[]>('/products?q=Aurora');
      expect(aurora!.stockAvailable).toBe(true);
      const detail = await get<WireProduct>(`/products/${aurora!.id}`);
      expect(detail.variants.map((variant) => [variant.sku, variant.stockAvailable])).toEqual([
        ['AUR-BR', true],
        ['AUR-BZ', false],
      ]);
    } finally {
      await hook('/__stock', { sku: 'AUR-BZ', stockAvailable: true });
    }
  });
});

describe('HttpCatalog’s SKU index against the stand-in (1,000 wire kits and the real seed)', () => {
  const signedIn: Pick<IdentityPort, 'idToken'> = { idToken: async () => emulatorToken() };
  const catalogFor = () => new HttpCatalog(createHttpClient(base, signedIn as IdentityPort), async () => 'sku-index-buyer');

  it('indexes 1,004 products in 11 list calls, finds a later variant through one detail, and later look-ups cost nothing', async () => {
    await takeCalls();
    const catalog = catalogFor();
    const found = await catalog.findBySkus(['WIR-0001', 'WIR-1000', 'TSB301-BZ']);
    expect([...found.keys()]).toEqual(['WIR-0001', 'WIR-1000', 'TSB301-BZ']);
    const listCalls = await takeCalls();
    expect(listCalls).toHaveLength(11);
    expect(listCalls.every((call) => call.startsWith('GET /products?state=ACTIVE&includeOutOfStock=true&skip='))).toBe(true);

    const aurora = (await catalog.findBySkus(['AUR-BZ'])).get('AUR-BZ');
    expect(aurora?.variants.map((variant) => variant.sku)).toEqual(['AUR-BR', 'AUR-BZ']);
    expect(await takeCalls()).toEqual([`GET /products/${aurora!.id}`]);

    await catalog.findBySkus(['WIR-0500', 'AUR-BR', 'COM-CU']);
    expect(await takeCalls()).toEqual([]);
  });
});
