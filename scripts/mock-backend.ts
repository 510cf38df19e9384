// A stand-in for the hosted backend, serving the demo seed over HTTP with the
// calls of spec §7, so the HTTP adapters can be driven in a real browser.
// Run: node --import tsx scripts/mock-backend.ts <port>. Prints "ready <port>".
import { createServer } from 'node:http';
import { seedCategories, seedProducts } from '../src/infrastructure/demo/catalog.seed';

const port = Number(process.argv[2] ?? 4599);
const calls: string[] = [];

function send(response: import('node:http').ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'OPTIONS') return send(response, 204, null);
  if (url.pathname === '/__calls') return send(response, 200, calls.splice(0));
  calls.push(`${request.method} ${url.pathname}${url.search}`);
  if (url.pathname === '/category') return send(response, 200, seedCategories);
  if (url.pathname === '/products') {
    const categoryId = url.searchParams.get('categoryId');
    const q = url.searchParams.get('q')?.toLowerCase();
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const take = Number(url.searchParams.get('take') ?? 40);
    const matching = seedProducts.filter(
      (product) =>
        product.state === url.searchParams.get('state') &&
        (!categoryId || product.categoryId === categoryId) &&
        (!q || product.name.toLowerCase().includes(q) || (product.description ?? '').toLowerCase().includes(q)),
    );
    return send(response, 200, matching.slice(skip, skip + take));
  }
  const productId = /^\/products\/([^/]+)$/.exec(url.pathname)?.[1];
  const product = productId && seedProducts.find((candidate) => candidate.id === decodeURIComponent(productId));
  if (product) return send(response, 200, product);
  return send(response, 404, { message: 'Not found' });
});

server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
