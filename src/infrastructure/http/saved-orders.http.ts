import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import type { SavedOrder, SavedOrderDraft, SavedOrderLine } from '../../domain/orders/saved-order';
import { toUnitPriceString } from '../../domain/shared/money';
import { clientErrorMessageOf, type HttpClient, type RequestOptions } from './http-client';
import { mySavedOrdersSchema, NO_VARIANT_NAME, savedOrderRemovedSchema, savedOrderSchema } from './saved-order.schema';
import { numericId } from './wire';

/** The backend's refusal of another buyer's saved order (a 403, which elsewhere means a refused session). */
export const OTHER_BUYERS_SAVED_ORDER = 'You do not have access to this saved order';

/** Another buyer's saved order is, as the port promises, not found; never a sign-out. */
export function isOtherBuyersSavedOrderAnswer(status: number, body: unknown): boolean {
  return status === 403 && clientErrorMessageOf(body) === OTHER_BUYERS_SAVED_ORDER;
}

const ONE_SAVED_ORDER: RequestOptions = { notFoundWhen: isOtherBuyersSavedOrderAnswer };

/**
 * A line as SavedOrderItemDto reads it: numeric ids, the unit price as a
 * string to the mill (`IsString`; the column keeps 3 decimals), no image
 * rather than an empty one.
 */
function wireLine(line: SavedOrderLine) {
  return {
    productId: numericId(line.productId),
    variantId: numericId(line.variantId),
    quantity: line.quantity,
    quantityType: line.quantityType,
    name: line.name,
    variantName: line.variantName.trim() ? line.variantName : NO_VARIANT_NAME,
    ...(line.image ? { image: line.image } : {}),
    price: toUnitPriceString(line.price),
    caseSize: line.caseSize,
    isPairProduct: line.isPairProduct,
  };
}

/** Only the fields given; "" notes or purchase order are stored as none. */
function wireChanges(changes: Partial<SavedOrderDraft>) {
  return {
    // Stryker disable next-line ConditionalExpression: a field sent as undefined is left out of the JSON body all the same
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    // Stryker disable next-line ConditionalExpression: a field sent as undefined is left out of the JSON body all the same
    ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
    // Stryker disable next-line ConditionalExpression: a field sent as undefined is left out of the JSON body all the same
    ...(changes.paymentOrder !== undefined ? { paymentOrder: changes.paymentOrder } : {}),
    ...(changes.items !== undefined ? { items: changes.items.map(wireLine) } : {}),
  };
}

export class HttpSavedOrders implements SavedOrdersPort {
  constructor(private readonly http: HttpClient) {}

  async mySavedOrders({ skip, take }: { readonly skip: number; readonly take: number }): Promise<SavedOrder[]> {
    return this.http.get('/saved-orders/my', mySavedOrdersSchema, { take, skip });
  }

  async savedOrder(id: string): Promise<SavedOrder> {
    return this.http.get(`/saved-orders/${numericId(id)}`, savedOrderSchema, undefined, ONE_SAVED_ORDER);
  }

  async save(draft: SavedOrderDraft): Promise<SavedOrder> {
    // Ids are checked before any call (an async method: a refused id is a rejection).
    return this.http.postJson('/saved-orders', wireChanges(draft), savedOrderSchema);
  }

  async update(id: string, changes: Partial<SavedOrderDraft>): Promise<SavedOrder> {
    const path = `/saved-orders/${numericId(id)}`;
    return this.http.patchJson(path, wireChanges(changes), savedOrderSchema, ONE_SAVED_ORDER);
  }

  async remove(id: string): Promise<void> {
    await this.http.delete(`/saved-orders/${numericId(id)}`, savedOrderRemovedSchema, ONE_SAVED_ORDER);
  }
}
