import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';

/**
 * The rows of a stored list that parse, each on its own: one bad row loses
 * only itself. The seed when nothing is stored yet, or nothing stored is
 * usable (not a list, or not one row that parses). Never a crash.
 */
export function readRows<T>(storage: Storage, key: string, schema: z.ZodMiniType<T>, seed: () => T[]): T[] {
  let data: unknown;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return seed();
    data = JSON.parse(raw);
  } catch {
    return seed();
  }
  if (!Array.isArray(data)) return seed();
  const rows = data.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return rows.length > 0 || data.length === 0 ? rows : seed();
}

/** One list of the demo backend's records under one localStorage key, read afresh on every call so every tab agrees. */
export class DemoTable<T> {
  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    private readonly schema: z.ZodMiniType<T>,
    private readonly seed: () => T[] = () => [],
  ) {}

  all(): T[] {
    return readRows(this.storage, this.key, this.schema, this.seed);
  }

  find(match: (row: T) => boolean): T | null {
    return this.all().find(match) ?? null;
  }

  add(row: T): void {
    this.write([...this.all(), row]);
  }

  /** Replaces every row that matches with what `change` makes of it. */
  update(match: (row: T) => boolean, change: (row: T) => T): void {
    this.write(this.all().map((row) => (match(row) ? change(row) : row)));
  }

  /** Takes out every row that matches. */
  remove(match: (row: T) => boolean): void {
    this.write(this.all().filter((row) => !match(row)));
  }

  private write(rows: T[]): void {
    try {
      this.storage.setItem(this.key, JSON.stringify(rows));
    } catch {
      throw new BackendError('http', 'The demo backend could not save: the browser storage is full or blocked');
    }
  }
}
