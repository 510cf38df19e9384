import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { startStaticHost } from '../../../deploy/static-host.mjs';

/** A GET with the path exactly as written: fetch would normalise a malformed one. */
function get(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the static host the bench serves builds with', () => {
  let outDir: string;
  let host: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'static-host-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>shop</title>');
    host = await startStaticHost({ outDir });
  });
  afterAll(async () => {
    await host.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  it('answers 400 to a malformed path and keeps serving', async () => {
    expect(await get(host.url, '/%E0%A4%A')).toEqual({ status: 400, body: 'Bad request' });
    expect((await get(host.url, '/products')).status).toBe(200);
  });
});
