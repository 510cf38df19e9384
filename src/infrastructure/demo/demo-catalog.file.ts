/** Where the built app serves the demo catalogue (written by the demo-catalog Vite plugin). */
export const DEMO_CATALOG_FILE = 'demo/catalog.json';
