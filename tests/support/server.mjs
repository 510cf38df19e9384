// Starts `vite preview` on a built app (dist/, or $E2E_DIST, unless told) at a free port, or at `port`; the caller stops it.
import { preview } from 'vite';

export async function startPreview({ outDir = process.env.E2E_DIST ?? 'dist', port: wantedPort = 0 } = {}) {
  const server = await preview({
    build: { outDir },
    preview: { port: wantedPort, host: '127.0.0.1', strictPort: wantedPort !== 0 },
    logLevel: 'silent',
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 4173;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(() => resolve())),
  };
}
