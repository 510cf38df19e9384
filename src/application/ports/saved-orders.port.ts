import type { SavedOrder, SavedOrderDraft } from '../../domain/orders/saved-order';

/**
 * The buyer's saved orders (drafts of a cart). Throws BackendError; kind
 * 'not-found' for a saved order that does not exist or is another account's.
 */
export interface SavedOrdersPort {
  /** Newest first, one page. */
  mySavedOrders(query: { readonly skip: number; readonly take: number }): Promise<SavedOrder[]>;
  savedOrder(id: string): Promise<SavedOrder>;
  save(draft: SavedOrderDraft): Promise<SavedOrder>;
  /** Only the fields given change; `items`, when given, replace the lines wholesale (at least one). */
  update(id: string, changes: Partial<SavedOrderDraft>): Promise<SavedOrder>;
  remove(id: string): Promise<void>;
}
