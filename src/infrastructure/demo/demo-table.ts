import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';

/** One list of the demo backend's records under one localStorage key, read afresh on every call so every tab agrees. */
export class DemoTable<T> {
  private readonly listSchema: z.ZodMiniArray<z.ZodMiniType<T>>;

  constructor(
    private readonly storage: Storage,
    private readonly key: string,
    schema: z.ZodMiniType<T>,
    private readonly seed: () => T[] = () => [],
  ) {
    this.listSchema = z.array(schema);
  }

  /** The stored rows; the seed when there are none yet or they do not parse (never a crash). */
  all(): T[] {
    try {
      const raw = this.storage.getItem(this.key);
      const parsed = raw === null ? null : this.listSchema.safeParse(JSON.parse(raw));
      return parsed?.success ? parsed.data : this.seed();
    } catch {
      return this.seed();
    }
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
