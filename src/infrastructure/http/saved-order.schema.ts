import { z } from 'zod/mini';
import type { SavedOrder, SavedOrderLine } from '../../domain/orders/saved-order';
import { wireId, wireText, wireUnitPrice } from './wire';

/**
 * The backend refuses a saved line whose variant name is empty (`IsNotEmpty`),
 * though a variant may have none: such a line is sent with this name, and
 * read back as none.
 */
export const NO_VARIANT_NAME = '-';

const wireQuantityType = z.pipe(
  z.pipe(
    z.string(),
    z.transform((type: string) => type.trim().toUpperCase()),
  ),
  z.enum(['SINGLE', 'CASE']),
);

const rawLineSchema = z.object({
  productId: wireId,
  variantId: wireId,
  quantity: z.int().check(z.positive()),
  quantityType: wireQuantityType,
  name: z.string(),
  variantName: wireText,
  // A line saved without an image is stored as "".
  image: wireText,
  // decimal(10,3): "59.900", or as sent ("59.90") in the answer of the write that sent it.
  price: wireUnitPrice,
  caseSize: z.int().check(z.positive()),
  isPairProduct: z.optional(z.boolean()),
});

const savedOrderLineSchema = z.pipe(
  rawLineSchema,
  z.transform(
    (raw: z.output<typeof rawLineSchema>): SavedOrderLine => ({
      productId: raw.productId,
      variantId: raw.variantId,
      quantity: raw.quantity,
      quantityType: raw.quantityType,
      name: raw.name,
      variantName: raw.variantName === NO_VARIANT_NAME ? '' : raw.variantName,
      image: raw.image || null,
      price: raw.price,
      caseSize: raw.caseSize,
      isPairProduct: raw.isPairProduct ?? false,
    }),
  ),
);

const rawSavedOrderSchema = z.object({
  id: wireId,
  createdAt: z.string(),
  // Sic: every entity of this backend names its update time `updateAt`.
  updateAt: z.string(),
  name: z.string(),
  // Stored null when left out or sent as "".
  notes: wireText,
  paymentOrder: wireText,
  items: z.array(savedOrderLineSchema),
});

/** A saved order as POST, PATCH and GET /saved-orders answer it (with its owner, `user`, not kept). */
export const savedOrderSchema = z.pipe(
  rawSavedOrderSchema,
  z.transform(
    ({ updateAt, ...raw }: z.output<typeof rawSavedOrderSchema>): SavedOrder => ({ ...raw, updatedAt: updateAt }),
  ),
);

/** GET /saved-orders/my answers a bare array, newest created first. */
export const mySavedOrdersSchema = z.array(savedOrderSchema);

/** DELETE /saved-orders/{id} answers `{success: true, id}`; anything else is not a deletion the shop can trust. */
export const savedOrderRemovedSchema = z.object({ success: z.literal(true) });
