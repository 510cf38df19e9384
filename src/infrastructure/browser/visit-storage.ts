/** A storage that works but has no room for the write: not hidden, so what cannot be kept says so. */
function isStorageFull(error: unknown): boolean {
  return error instanceof DOMException && (error.code === 22 || error.code === 1014 || /quota/i.test(error.name));
}

/**
 * localStorage as far as the browser lets the shop use it, and this visit's
 * memory where it refuses (cookies blocked, a private window): what could not
 * be written is read back in this tab until it closes, so sign-in and the
 * payment session work for the visit instead of failing. Other tabs never see
 * it. A full storage still fails the write, as the browser did.
 */
export class VisitStorage implements Storage {
  [name: string]: unknown;
  /** Values the browser refused, or removals it refused (null), by key. */
  private readonly inMemory = new Map<string, string | null>();

  constructor(private readonly browser: () => Storage = () => window.localStorage) {}

  get length(): number {
    return this.keys().length;
  }

  key(index: number): string | null {
    return this.keys()[index] ?? null;
  }

  getItem(key: string): string | null {
    if (this.inMemory.has(key)) return this.inMemory.get(key) ?? null;
    try {
      return this.browser().getItem(key);
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      this.browser().setItem(key, value);
      this.inMemory.delete(key);
    } catch (error) {
      if (isStorageFull(error)) throw error;
      this.inMemory.set(key, String(value));
    }
  }

  removeItem(key: string): void {
    try {
      this.browser().removeItem(key);
      this.inMemory.delete(key);
    } catch {
      this.inMemory.set(key, null);
    }
  }

  clear(): void {
    this.inMemory.clear();
    try {
      this.browser().clear();
    } catch {
      // Storage blocked: nothing was kept there.
    }
  }

  private keys(): string[] {
    const keys = new Set<string>();
    try {
      const browser = this.browser();
      for (let index = 0; index < browser.length; index += 1) {
        const key = browser.key(index);
        if (key !== null) keys.add(key);
      }
    } catch {
      // Unreadable: only this visit's keys.
    }
    this.inMemory.forEach((value, key) => (value === null ? keys.delete(key) : keys.add(key)));
    return [...keys];
  }
}
