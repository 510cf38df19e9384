/**
 * Where the buyer's cart is stored: a list of lines and of removal marks (`removedAt`), each naming its
 * `productId` (local-storage-cart.ts). Apart from the adapter so the build reads it without the adapter's code.
 */
export const CART_KEY = 'cart';
