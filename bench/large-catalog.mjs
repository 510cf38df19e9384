// A large demo catalogue for the scale cases of Quick Order: the demo's own products and `count` more, one variant
// each, SKUs WIR-0001 and up, as ../shared/real-backend/seed.mjs makes them with EXTRA_PRODUCTS for the real backend.
// Served to one page in place of /demo/catalog.json (and each product's own file), so the build stays as shipped.

/** The demo catalogue file (prices in integer mills) with `count` products added. */
export function withExtraProducts(catalog, count) {
  const extra = Array.from({ length: count }, (_, index) => {
    const code = String(index + 1).padStart(4, '0');
    const image = '/images/products/transformer-black.svg';
    return {
      id: `p-wir-${code}`,
      name: `Direct Burial Wire Run ${code}`,
      description: '<p>12/2 direct burial low-voltage wire.</p>',
      images: [image],
      categoryId: 'cat-wire',
      caseSize: 1,
      allowCaseOrder: false,
      state: 'ACTIVE',
      variants: [
        {
          id: `p-wir-${code}-v1`,
          name: 'Standard',
          sku: `WIR-${code}`,
          images: [image],
          prices: { price: 45_000 + index * 10, dealerPrice: 30_605 + index * 7, distributorPrice: 26_100 + index * 5, contractorPrice: 36_000 + index * 9 },
        },
      ],
    };
  });
  return { ...catalog, products: [...catalog.products, ...extra] };
}

/** Serves `catalog` to `page` for the catalogue file and the product files; returns the undo. */
export async function serveCatalog(page, catalog) {
  const byId = new Map(catalog.products.map((product) => [product.id, product]));
  const whole = (route) => route.fulfill({ json: catalog });
  const one = (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop().replace(/\.json$/, ''));
    const product = byId.get(id);
    return product ? route.fulfill({ json: product }) : route.fulfill({ status: 404, body: '' });
  };
  await page.route('**/demo/catalog.json', whole);
  await page.route('**/demo/products/*.json', one);
  return async () => {
    await page.unroute('**/demo/catalog.json', whole);
    await page.unroute('**/demo/products/*.json', one);
  };
}

/** A pasted job list of `count` lines, one SKU each, quantities 1 to 9. */
export function pastedList(count) {
  return Array.from({ length: count }, (_, index) => `WIR-${String(index + 1).padStart(4, '0')}\t${(index % 9) + 1}`).join('\n');
}
