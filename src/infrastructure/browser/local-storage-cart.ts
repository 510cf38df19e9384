import { z } from 'zod/mini';
import type { CartStoragePort } from '../../application/ports/cart-storage.port';
import type { Cart, CartItem } from '../../domain/cart/cart';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../domain/cart/quantity';
import { cents, centsOf } from '../../domain/shared/money';

export const CART_KEY = 'cart';

/** Prices are stored as integer cents. */
const storedItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.int().check(z.gte(MIN_QUANTITY), z.lte(MAX_QUANTITY)),
  quantityType: z.enum(['SINGLE', 'CASE']),
  name: z.string(),
  variantName: z.string(),
  image: z.nullable(z.string()),
  priceCents: z.int().check(z.nonnegative()),
  caseSize: z.int().check(z.positive()),
  isPairProduct: z.boolean(),
});
type StoredItem = z.infer<typeof storedItemSchema>;

function toStored({ price, ...rest }: CartItem): StoredItem {
  return { ...rest, priceCents: centsOf(price) };
}

function fromStored({ priceCents, ...rest }: StoredItem): CartItem {
  return { ...rest, price: cents(priceCents) };
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
    return parsed.success ? [fromStored(parsed.data)] : [];
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
