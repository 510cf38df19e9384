// Cart lines in the spec's stored shape (localStorage `cart`), for browser tests to start from. Each is
// stored at the list price: the buyer's figures the tests expect come out only if the shop reprices it for their role.

/** Three Aurora Path Lights, Bronze: list $99.00, the dealer pays $67.32 each. */
export const AURORA_BRONZE = {
  productId: 'p-001',
  variantId: 'p-001-v1',
  quantity: 3,
  quantityType: 'SINGLE',
  name: 'Aurora Path Light 2W 2700K',
  variantName: 'Bronze',
  image: '/images/products/path-bronze.svg',
  price: '99.00',
  caseSize: 1,
  isPairProduct: false,
};

/** Ten Granite Black Composite Well Lights: list $265.00, the distributor pays $153.70 each, $1,613.85 with shipping. */
export const GRANITE_WELL = {
  productId: 'p-075',
  variantId: 'p-075-v1',
  quantity: 10,
  quantityType: 'SINGLE',
  name: 'Granite Black Composite Well Light 8W 3000K',
  variantName: 'Black, 3000K',
  image: '/images/products/well-black.svg',
  price: '265.00',
  caseSize: 1,
  isPairProduct: false,
};

/** An exact decimal string for a price held in integer mills ("99.00", "56.905"). */
function priceText(mills) {
  const cents = String(mills % 1000).padStart(3, '0');
  return `${Math.floor(mills / 1000)}.${cents.endsWith('0') ? cents.slice(0, 2) : cents}`;
}

/** `count` distinct lines from the demo catalogue (`/demo/catalog.json`), at list price: every active product × variant × Single/Case. */
export function cartLinesFrom(catalog, count, quantity) {
  const lines = [];
  for (const product of catalog.products) {
    if (product.state !== 'ACTIVE') continue;
    for (const variant of product.variants) {
      if (!variant.prices) continue;
      for (const quantityType of product.allowCaseOrder ? ['SINGLE', 'CASE'] : ['SINGLE']) {
        lines.push({
          productId: product.id,
          variantId: variant.id,
          quantity,
          quantityType,
          name: product.name,
          variantName: variant.name,
          sku: variant.sku ?? null,
          image: variant.images?.[0] ?? product.images[0] ?? null,
          price: priceText(variant.prices.price),
          caseSize: product.caseSize,
          allowCaseOrder: product.allowCaseOrder,
          isPairProduct: /TS-B30[126]/i.test(product.name),
        });
        if (lines.length === count) return lines;
      }
    }
  }
  throw new Error(`The demo catalogue makes only ${lines.length} distinct cart lines, not ${count}.`);
}
