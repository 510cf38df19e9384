import { z } from 'zod/mini';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { Cart, CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart/quantity';
import { isNegative, parseUnitPrice, toUnitPriceString } from '../../domain/shared/money';

export const CART_KEY = 'cart';

/**
 * Spec §3's cart item, plus whether the product sells by the case (an entry
 * saved before that was kept counts a case line as such) and the variant's
 * SKU (optional: older entries lack it). The price is kept
 * to the mill as an exact decimal string ("19.99", "56.905"), read back
 * without floats.
 */
const storedItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.int().check(z.gte(MIN_QUANTITY), z.lte(MAX_QUANTITY)),
  quantityType: z.enum(['SINGLE', 'CASE']),
  name: z.string(),
  variantName: z.string(),
  sku: z.optional(z.nullable(z.string())),
  image: z.nullable(z.string()),
  price: z.union([z.string(), z.number()]),
  caseSize: z.int().check(z.positive()),
  allowCaseOrder: z.optional(z.boolean()),
  isPairProduct: z.boolean(),
});
type StoredItem = z.infer<typeof storedItemSchema>;

function toStored(item: CartItem): StoredItem {
  return { ...item, price: toUnitPriceString(item.price) };
}

/** Null for a line whose price does not read as money. */
function fromStored(stored: StoredItem): CartItem | null {
  try {
    const price = parseUnitPrice(stored.price);
    const allowCaseOrder = stored.allowCaseOrder ?? stored.quantityType === 'CASE';
    return isNegative(price) ? null : { ...stored, price, allowCaseOrder };
  } catch {
    return null;
  }
}

/** Keeps the lines that still parse; a corrupted entry never breaks the shop. */
export function readCart(raw: string | null): Cart {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry) => {
    const parsed = storedItemSchema.safeParse(entry);
    const item = parsed.success ? fromStored(parsed.data) : null;
    return item ? [item] : [];
  });
}

export class LocalStorageCart implements CartStoragePort {
  constructor(private readonly storage: Storage = window.localStorage) {}

  load(): Cart {
    try {
      return readCart(this.storage.getItem(CART_KEY));
    } catch {
      return [];
    }
  }

  save(cart: Cart): void {
    try {
      this.storage.setItem(CART_KEY, JSON.stringify(cart.map(toStored)));
    } catch {
      // Storage full or blocked: the cart still lives in memory for this tab.
    }
  }

  watch(listener: (cart: Cart) => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_KEY) listener(readCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }
}
