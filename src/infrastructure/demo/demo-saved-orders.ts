import { z } from 'zod/mini';
import type { ClockPort } from '../../application/ports/clock.port';
import type { SavedOrdersPort } from '../../application/ports/saved-orders.port';
import { SAVED_ORDER_NAME_MAX_LENGTH, type SavedOrder, type SavedOrderDraft, type SavedOrderLine } from '../../domain/orders/saved-order';
import { millsOf, mills } from '../../domain/shared/money';
import type { DemoBuyers } from './demo-buyers';
import { notFound, refused } from './demo-errors';
import { DEMO_SAVED_ORDERS_KEY } from './demo-sales-keys';
import { DemoTable } from './demo-table';

/** The hosted backend's own words for a draft without lines. */
export const EMPTY_SAVED_ORDER = 'Saved order must include at least one item';

const storedLineSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  quantity: z.int().check(z.positive()),
  quantityType: z.enum(['SINGLE', 'CASE']),
  name: z.string(),
  variantName: z.string(),
  image: z.nullable(z.string()),
  /** The buyer's unit price in mills, as an integer: no float carries money. */
  priceMills: z.int().check(z.nonnegative()),
  caseSize: z.int().check(z.positive()),
  isPairProduct: z.boolean(),
});

const storedSavedOrderSchema = z.object({
  id: z.int().check(z.positive()),
  userId: z.string(),
  name: z.string(),
  notes: z.string(),
  paymentOrder: z.string(),
  items: z.array(storedLineSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type StoredSavedOrder = z.infer<typeof storedSavedOrderSchema>;

function storedLine(line: SavedOrderLine): StoredSavedOrder['items'][number] {
  const { productId, variantId, quantity, quantityType, name, variantName, image, caseSize, isPairProduct } = line;
  return { productId, variantId, quantity, quantityType, name, variantName, image, priceMills: millsOf(line.price), caseSize, isPairProduct };
}

function savedOrderOf(row: StoredSavedOrder): SavedOrder {
  return {
    id: String(row.id),
    name: row.name,
    notes: row.notes,
    paymentOrder: row.paymentOrder,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: row.items.map(({ priceMills, ...line }) => ({ ...line, price: mills(priceMills) })),
  };
}

/**
 * The buyer's saved orders as the hosted backend keeps them: per account,
 * numbered, the name trimmed, at least one line, newest created first, and
 * another account's draft as unknown as a missing one. Kept in browser storage
 * (it survives a reload; Reset demo data removes the key).
 */
export class DemoSavedOrders implements SavedOrdersPort {
  private readonly table: DemoTable<StoredSavedOrder>;

  constructor(
    private readonly buyers: DemoBuyers,
    storage: Storage,
    private readonly clock: ClockPort,
  ) {
    this.table = new DemoTable(storage, DEMO_SAVED_ORDERS_KEY, storedSavedOrderSchema);
  }

  async mySavedOrders({ skip, take }: { readonly skip: number; readonly take: number }): Promise<SavedOrder[]> {
    const { uid } = this.buyers.signedIn();
    return this.table
      .all()
      .filter((row) => row.userId === uid)
      .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1))
      .slice(skip, skip + take)
      .map(savedOrderOf);
  }

  async savedOrder(id: string): Promise<SavedOrder> {
    return savedOrderOf(this.own(id));
  }

  async save(draft: SavedOrderDraft): Promise<SavedOrder> {
    const { uid } = this.buyers.signedIn();
    const name = checkedName(draft.name);
    const items = checkedItems(draft.items);
    const rows = this.table.all();
    const now = this.timestamp();
    const row: StoredSavedOrder = {
      id: rows.reduce((highest, candidate) => Math.max(highest, candidate.id), 0) + 1,
      userId: uid,
      name,
      notes: draft.notes,
      paymentOrder: draft.paymentOrder,
      items,
      createdAt: now,
      updatedAt: now,
    };
    this.table.add(row);
    return savedOrderOf(row);
  }

  async update(id: string, changes: Partial<SavedOrderDraft>): Promise<SavedOrder> {
    const row = this.own(id);
    const changed: StoredSavedOrder = {
      ...row,
      ...(changes.name !== undefined && { name: checkedName(changes.name) }),
      ...(changes.notes !== undefined && { notes: changes.notes }),
      ...(changes.paymentOrder !== undefined && { paymentOrder: changes.paymentOrder }),
      ...(changes.items !== undefined && { items: checkedItems(changes.items) }),
      updatedAt: this.timestamp(),
    };
    this.table.update((candidate) => candidate.id === row.id, () => changed);
    return savedOrderOf(changed);
  }

  async remove(id: string): Promise<void> {
    const row = this.own(id);
    this.table.remove((candidate) => candidate.id === row.id);
  }

  private own(id: string): StoredSavedOrder {
    const { uid } = this.buyers.signedIn();
    const row = this.table.find((candidate) => String(candidate.id) === id && candidate.userId === uid);
    if (!row) throw notFound(`Saved order with ID ${id} not found`);
    return row;
  }

  private timestamp(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw refused('name should not be empty');
  if (trimmed.length > SAVED_ORDER_NAME_MAX_LENGTH) throw refused(`name must be shorter than or equal to ${SAVED_ORDER_NAME_MAX_LENGTH} characters`);
  return trimmed;
}

function checkedItems(items: readonly SavedOrderLine[]): StoredSavedOrder['items'] {
  if (items.length === 0) throw refused(EMPTY_SAVED_ORDER);
  return items.map(storedLine);
}
