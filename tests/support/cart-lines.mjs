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
