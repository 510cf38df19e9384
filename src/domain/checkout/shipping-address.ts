/** Spec §7's shipping address; `state` comes from the profile's country field (spec §3). */
export interface ShippingAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phone: string;
}

export const SHIPPING_ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode', 'phone'] as const satisfies readonly (keyof ShippingAddress)[];

export const checkoutMessages = {
  purchaseOrderRequired: 'Please add Purchase Order details',
  addressRequired: 'All shipping address fields are required',
  insufficientBalance: 'Insufficient Balance',
  orderFailed: 'Failed to create order. Please try again.',
  orderPlaced: 'Order placed successfully!',
  completeInNewTab: 'Please complete your payment in the new tab',
  invalidPaymentResponse: 'Invalid payment response',
  /** Before Pay goes again after an unknown result, the shop could not look for the order it may have placed. */
  placedOrderCheckFailed: 'Failed to check whether your order was placed. Please try again.',
  invalidPaymentMethod: 'Invalid payment method',
  couponsFailed: 'Failed to load coupons',
  emptyCart: 'Your cart is empty',
  /** Offline: the order and its payment go to the backend, so Pay waits for the signal (issue 42). */
  paymentNeedsConnection: 'Paying needs a connection. Everything you typed stays here, and Pay comes back when the signal does.',
  /** The signal is back: the lines read with none are priced again before Pay. */
  checkingPrices: "Checking today's prices before you pay...",
} as const;

export function shippingAddressComplete(address: ShippingAddress): boolean {
  return SHIPPING_ADDRESS_FIELDS.every((field) => address[field].trim() !== '');
}

/**
 * Spec §5 Checkout, in the order the buyer is told: the purchase order, then
 * (unless collecting at the store) every shipping field. Null when ready.
 */
export function checkoutProblem(purchaseOrder: string, address: ShippingAddress, storeCollection: boolean): string | null {
  if (purchaseOrder.trim() === '') return checkoutMessages.purchaseOrderRequired;
  if (!storeCollection && !shippingAddressComplete(address)) return checkoutMessages.addressRequired;
  return null;
}
