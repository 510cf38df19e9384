// Serves a build as the documented hosting (firebase.json) does: brotli or gzip, long-lived
// caching for hashed assets and none for index.html, the build's security headers, every
// unknown path answered with the app (the SPA rewrite), and, with `secure`, HTTP/2 over TLS
// (a throwaway self-signed certificate) as the hosting's CDN speaks it. With `api`, the calls under its prefix go
// to the API proxy (deploy/api-proxy) as the hosting's rewrite sends them. The bench measures the shop through it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createApiProxy, underPrefix } from './api-proxy/api-proxy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every file of the build, compressed once up front, as a CDN keeps them. */
function loadBuild(outDir) {
  const files = new Map();
  for (const path of filesUnder(outDir)) {
    const url = `/${relative(outDir, path).split('\\').join('/')}`;
    if (url.startsWith('/.')) continue; // dotfiles are never deployed
    const body = readFileSync(path);
    const type = extname(path);
    const compress = COMPRESSIBLE.has(type) && body.length > 512;
    files.set(url, {
      body,
      type: TYPES[type] ?? 'application/octet-stream',
      br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: compress ? gzipSync(body, { level: 9 }) : null,
      cache: url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return files;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'static-host-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The request's path, decoded; null for a malformed one (`/%E0%A4%A`), which must not take the host down. */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://host').pathname);
  } catch {
    return null;
  }
}

/** `api`: `{ prefix, backendUrl }`, a build whose VITE_API_BASE_URL is that prefix (the API on the shop's origin). */
export async function startStaticHost({ outDir = 'dist', port = 0, host = '127.0.0.1', secure = false, api = null } = {}) {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir}/index.html is missing: build the shop first.`);
  const files = loadBuild(outDir);
  const headersFile = join(outDir, '.security-headers.json');
  const securityHeaders = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
  const apiProxy = api && createApiProxy(api);
  const handle = (request, response) => {
    if (apiProxy && underPrefix(api.prefix, request.url ?? '/')) {
      apiProxy(request, response);
      return;
    }
    const path = decodedPath(request.url);
    if (path === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
      response.end('Bad request');
      return;
    }
    const file = files.get(path) ?? (path.startsWith('/assets/') ? null : files.get('/index.html'));
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders });
      response.end('Not found');
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      file.br && /\bbr\b/.test(accepts) ? ['br', file.br] : file.gzip && /\bgzip\b/.test(accepts) ? ['gzip', file.gzip] : [null, file.body];
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.cache,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...securityHeaders,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const server = secure ? createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, handle) : createServer(handle);
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address();
  return {
    url: `${secure ? 'https' : 'http'}://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
