// Cart lines in the spec's stored shape (localStorage `cart`), for browser tests to start from;
// the shop reprices them for the buyer's role.

/** Three Aurora Path Lights, Bronze: the dealer pays $67.32 each. */
export const AURORA_BRONZE = {
  productId: 'p-001',
  variantId: 'p-001-v1',
  quantity: 3,
  quantityType: 'SINGLE',
  name: 'Aurora Path Light 2W 2700K',
  variantName: 'Bronze',
  image: '/images/products/path-bronze.svg',
  price: '67.32',
  caseSize: 1,
  isPairProduct: false,
};

/** Ten Granite Black Composite Well Lights: the distributor pays $153.70 each, $1,613.85 with shipping. */
export const GRANITE_WELL = {
  productId: 'p-075',
  variantId: 'p-075-v1',
  quantity: 10,
  quantityType: 'SINGLE',
  name: 'Granite Black Composite Well Light 8W 3000K',
  variantName: 'Black, 3000K',
  image: '/images/products/well-black.svg',
  price: '153.70',
  caseSize: 1,
  isPairProduct: false,
};
