// Serves a build as the documented hosting (firebase.json) does: brotli or gzip, long-lived
// caching for hashed assets and none for index.html, the build's security headers, and every
// unknown path answered with the app (the SPA rewrite). The bench measures the shop through it.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

export async function startStaticHost({ outDir = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`${outDir}/index.html is missing: build the shop first.`);
  const files = loadBuild(outDir);
  const headersFile = join(outDir, '.security-headers.json');
  const securityHeaders = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
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
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: actualPort } = server.address();
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
