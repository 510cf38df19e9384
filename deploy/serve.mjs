// Serves the production build (dist/) on the demo backend and prints the URL.
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ preview: { port, host: process.env.HOST ?? '127.0.0.1', strictPort: false } });
server.printUrls();
console.log('\nThe shop runs on the demo backend. Demo accounts use the password Demo1234! (see README).');
