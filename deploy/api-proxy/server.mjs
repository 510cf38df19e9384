// Run: BACKEND_URL=https://<the hosted backend> node server.mjs (Cloud Run sets PORT). See the shop's docs/hosting.md.
import { createServer } from 'node:http';
import { createApiProxy } from './api-proxy.mjs';

const backendUrl = process.env.BACKEND_URL;
if (!backendUrl) {
  console.error('BACKEND_URL is missing: the hosted backend this service passes the shop\'s calls on to.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const server = createServer(createApiProxy({ backendUrl, prefix: process.env.API_PREFIX ?? '/api' }));
server.listen(port, () => console.log(`api proxy on ${port}, to ${new URL(backendUrl).origin}`));
