// Saved orders (the backend's saved-orders module): drafts of a cart, stored as sent, soft deleted, only the owner's.
import type { IncomingMessage } from 'node:http';
import { decimal, scaled } from './money.ts';
import { check, created, HttpError, isBoolean, isNumber, isString, jsonBody, nestedMessage, notEmpty, NOT_MINE, paging, ServerFault, type Call } from './nest.ts';
import { signedIn } from './tokens.ts';
import { accountOf, rawUser, users, walletJson } from './users.ts';

interface SavedOrderItem {
  id: number;
  createdAt: string;
  productId: number;
  variantId: number;
  quantity: number;
  quantityType: string;
  name: string;
  variantName: string;
  image: string;
  /** As sent: the answer of the write that sent it gives it back so ("59.90"). */
  price: string;
  /** decimal(10,3): every read gives it with 3 decimals ("59.900"). */
  priceMills: number;
  caseSize: number;
  isPairProduct: boolean;
}

interface SavedOrderRow {
  id: number;
  userId: string;
  createdAt: string;
  updateAt: string;
  deleted: boolean;
  name: string;
  notes: string | null;
  paymentOrder: string | null;
  items: SavedOrderItem[];
}

const savedOrders: SavedOrderRow[] = [];
let nextSavedOrderId = 1;
let nextSavedOrderItemId = 1;
/** The varchar(255) of the saved order's name: longer fails in Postgres, a 500. */
const SAVED_ORDER_NAME_MAX = 255;

/** CreateSavedOrderDto (or its PartialType for a PATCH, where every field may be left out). */
function savedOrderRequest(body: Record<string, unknown>, partial: boolean) {
  const { name, items, notes, paymentOrder } = body;
  const messages: string[] = [...check(name, 'name', [isString, notEmpty], partial)];
  if (!(partial && (items === undefined || items === null))) {
    if (!Array.isArray(items)) messages.push(...nestedMessage(items, 'items'), 'items must be an array');
    else {
      items.forEach((item: unknown, index) => {
        const at = `items.${index}`;
        if (!item || typeof item !== 'object') return messages.push(`nested property ${at} must be either object or array`);
        const line = item as Record<string, unknown>;
        for (const field of ['productId', 'variantId', 'quantity']) messages.push(...check(line[field], `${at}.${field}`, [isNumber]));
        for (const field of ['quantityType', 'name', 'variantName']) messages.push(...check(line[field], `${at}.${field}`, [isString, notEmpty]));
        messages.push(...check(line.image, `${at}.image`, [isString], true));
        messages.push(...check(line.price, `${at}.price`, [isString, notEmpty]));
        messages.push(...check(line.caseSize, `${at}.caseSize`, [isNumber]));
        messages.push(...check(line.isPairProduct, `${at}.isPairProduct`, [isBoolean], true));
      });
    }
  }
  messages.push(...check(notes, 'notes', [isString], true), ...check(paymentOrder, 'paymentOrder', [isString], true));
  if (messages.length > 0) throw new HttpError(400, messages);
  return body as { name?: string; items?: Record<string, unknown>[]; notes?: string; paymentOrder?: string };
}

const EMPTY_SAVED_ORDER = 'Saved order must include at least one item';

function savedOrderItems(items: Record<string, unknown>[], now: string): SavedOrderItem[] {
  return items.map((line) => ({
    id: nextSavedOrderItemId++,
    createdAt: now,
    productId: line.productId as number,
    variantId: line.variantId as number,
    quantity: line.quantity as number,
    quantityType: line.quantityType as string,
    name: line.name as string,
    variantName: line.variantName as string,
    image: (line.image as string | undefined) || '',
    price: line.price as string,
    priceMills: scaled(line.price as string, 3),
    caseSize: line.caseSize as number,
    isPairProduct: !!line.isPairProduct,
  }));
}

/** Postgres refusing a name longer than the column, as the backend's filter serialises the QueryFailedError. */
function nameTooLong(row: Pick<SavedOrderRow, 'name' | 'notes' | 'paymentOrder' | 'userId'>): ServerFault {
  const fault = { length: 99, severity: 'ERROR', code: '22001', file: 'varchar.c', line: '632', routine: 'varchar' };
  return new ServerFault({
    query:
      'INSERT INTO "saved_orders"("createdAt", "updateAt", "deletedAt", "name", "notes", "paymentOrder", "userId") VALUES (DEFAULT, DEFAULT, DEFAULT, $1, $2, $3, $4) RETURNING "id", "createdAt", "updateAt", "deletedAt"',
    parameters: [row.name, row.notes, row.paymentOrder, row.userId],
    driverError: { ...fault, name: 'error' },
    ...fault,
  });
}

const itemStamps = (item: SavedOrderItem) => ({ id: item.id, createdAt: item.createdAt, updateAt: item.createdAt, deletedAt: null });
const itemFields = (item: SavedOrderItem, price: string) => ({
  productId: item.productId,
  variantId: item.variantId,
  quantity: item.quantity,
  quantityType: item.quantityType,
  name: item.name,
  variantName: item.variantName,
  image: item.image,
  price,
  caseSize: item.caseSize,
  isPairProduct: item.isPairProduct,
});

/** A line as read from the database; a line just written is answered as it was sent, its stamps after. */
const storedItemJson = (item: SavedOrderItem) => ({ ...itemStamps(item), ...itemFields(item, decimal(item.priceMills, 3)) });
const writtenItemJson = (item: SavedOrderItem) => ({ ...itemFields(item, item.price), ...itemStamps(item) });

function savedOrderOwner(row: SavedOrderRow) {
  const owner = users.get(row.userId)!;
  return { ...rawUser(owner), wallet: walletJson(owner.wallet) };
}

/** The entity as loaded, with its owner (eager) and lines; `written`: lines replaced by this write. */
function savedOrderJson(row: SavedOrderRow, written: readonly SavedOrderItem[] = []) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
    deletedAt: null,
    name: row.name,
    notes: row.notes,
    paymentOrder: row.paymentOrder,
    user: savedOrderOwner(row),
    items: row.items.map((item) => (written.includes(item) ? writtenItemJson(item) : storedItemJson(item))),
  };
}

async function createSavedOrder(request: IncomingMessage) {
  const { uid } = signedIn(request);
  const dto = savedOrderRequest(await jsonBody(request), false);
  if (!dto.items!.length) throw new HttpError(400, EMPTY_SAVED_ORDER);
  accountOf(request);
  const now = new Date().toISOString();
  const fields = { userId: uid, name: dto.name!.trim(), notes: dto.notes || null, paymentOrder: dto.paymentOrder || null };
  // Postgres refuses the too long name before the insert takes an id: the next saved order gets the one it left.
  if (fields.name.length > SAVED_ORDER_NAME_MAX) throw nameTooLong(fields);
  const id = nextSavedOrderId++;
  const row: SavedOrderRow = { id, createdAt: now, updateAt: now, deleted: false, ...fields, items: savedOrderItems(dto.items!, now) };
  savedOrders.push(row);
  // The saved entity as save() hands it back: the fields set, then the generated ones.
  const { user, ...entity } = savedOrderJson(row, row.items);
  return created({
    user,
    name: entity.name,
    notes: entity.notes,
    paymentOrder: entity.paymentOrder,
    items: entity.items,
    id: entity.id,
    createdAt: entity.createdAt,
    updateAt: entity.updateAt,
    deletedAt: null,
  });
}

function mySavedOrders(request: IncomingMessage, url: URL) {
  const { uid } = signedIn(request);
  const { take, skip } = paging(url);
  const own = savedOrders.filter((row) => row.userId === uid && !row.deleted).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const from = skip || 0;
  return own.slice(from, from + (take || 20)).map((row) => savedOrderJson(row));
}

/** The owner's saved order: ParseIntPipe, then 404 for a missing or deleted one, 403 for another account's. */
function ownSavedOrder(request: IncomingMessage, idText: string): SavedOrderRow {
  const { uid } = signedIn(request);
  if (!/^\d+$/.test(idText)) throw new HttpError(400, 'Validation failed (numeric string is expected)');
  const row = savedOrders.find((candidate) => candidate.id === Number(idText) && !candidate.deleted);
  if (!row) throw new HttpError(404, `Saved order with ID ${Number(idText)} not found`);
  if (row.userId !== uid) throw new HttpError(403, 'You do not have access to this saved order');
  return row;
}

async function updateSavedOrder(request: IncomingMessage, idText: string) {
  signedIn(request);
  if (!/^\d+$/.test(idText)) throw new HttpError(400, 'Validation failed (numeric string is expected)');
  const dto = savedOrderRequest(await jsonBody(request), true);
  const row = ownSavedOrder(request, idText);
  const fields = {
    name: dto.name !== undefined ? dto.name.trim() : row.name,
    notes: dto.notes !== undefined ? dto.notes || null : row.notes,
    paymentOrder: dto.paymentOrder !== undefined ? dto.paymentOrder || null : row.paymentOrder,
  };
  if (dto.items !== undefined && dto.items !== null && !dto.items.length) throw new HttpError(400, EMPTY_SAVED_ORDER);
  if (fields.name.length > SAVED_ORDER_NAME_MAX) throw nameTooLong({ ...fields, userId: row.userId });
  const now = new Date().toISOString();
  // Only a change of its own columns stamps the saved order; new lines do not.
  if (fields.name !== row.name || fields.notes !== row.notes || fields.paymentOrder !== row.paymentOrder) row.updateAt = now;
  Object.assign(row, fields);
  const written = dto.items ? savedOrderItems(dto.items, now) : [];
  if (dto.items) row.items = written;
  return savedOrderJson(row, written);
}

function removeSavedOrder(request: IncomingMessage, idText: string) {
  const row = ownSavedOrder(request, idText);
  row.deleted = true;
  return { success: true, id: row.id };
}

export async function savedOrderRoutes({ request, url, is }: Call): Promise<unknown> {
  let match: RegExpExecArray | null;
  if (is('POST', /^\/saved-orders$/)) return createSavedOrder(request);
  if (is('GET', /^\/saved-orders\/my$/)) return mySavedOrders(request, url);
  if ((match = is('GET', /^\/saved-orders\/([^/]+)$/))) return savedOrderJson(ownSavedOrder(request, decodeURIComponent(match[1]!)));
  if ((match = is('PATCH', /^\/saved-orders\/([^/]+)$/))) return updateSavedOrder(request, decodeURIComponent(match[1]!));
  if ((match = is('DELETE', /^\/saved-orders\/([^/]+)$/))) return removeSavedOrder(request, decodeURIComponent(match[1]!));
  return NOT_MINE;
}
