import type { CartItem } from '../cart/cart';

/** The backend keeps a saved order's name in 255 characters. */
export const SAVED_ORDER_NAME_MAX_LENGTH = 255;
/** A page of the Saved orders list: the backend's own default for GET /saved-orders/my. */
export const SAVED_ORDERS_PAGE_SIZE = 20;

/**
 * A cart line as a saved order keeps it: quantity and quantity type as the
 * buyer had them, and the buyer's unit price (to the mill) when it was saved.
 * Reopened, it is priced again at today's prices.
 */
export type SavedOrderLine = Pick<
  CartItem,
  'productId' | 'variantId' | 'quantity' | 'quantityType' | 'name' | 'variantName' | 'image' | 'price' | 'caseSize' | 'isPairProduct'
>;

/** What the buyer saves: a named draft of a cart with its purchase order and notes. */
export interface SavedOrderDraft {
  readonly name: string;
  /** Empty when none. */
  readonly notes: string;
  /** The purchase order number; empty when none. */
  readonly paymentOrder: string;
  readonly items: readonly SavedOrderLine[];
}

export interface SavedOrder extends SavedOrderDraft {
  readonly id: string;
  /** Kept on the device (saved with no signal), not yet on the buyer's account. */
  readonly notYetSaved?: true;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601. */
  readonly updatedAt: string;
}
