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
