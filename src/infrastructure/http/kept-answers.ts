import type { DeviceCopiesPort } from '../../application/ports/device-copies.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { AnswerKeeper } from './http-client';

/**
 * The GETs whose answers the device keeps: the catalogue (its lists, products, categories and the home page's
 * preview, priced for the account that read them) and the buyer's own profile, without which a restored sign-in
 * could not open with no signal. Orders, transactions and the wallet are not kept: they are read when they matter.
 */
export const KEPT_PATHS: readonly RegExp[] = [/^\/category$/, /^\/products$/, /^\/products\/home-preview$/, /^\/products\/\d+$/, /^\/user$/];

/** A visitor's answers carry no prices and are kept under this name. */
export const VISITOR = 'visitor';

/**
 * Answers the same for everyone (the categories carry no prices): kept once for all, and left by a sign-out, so the
 * menu still reads with no signal after one.
 */
export const SHARED_PATHS: readonly RegExp[] = [/^\/category$/];
export const EVERYONE = 'everyone';

/** Answers kept per account at most, the oldest dropped first: a 1,000-product catalogue fits well within 5 MB. */
export const KEPT_PER_ACCOUNT = 400;

export interface KeptAnswer {
  readonly answer: unknown;
  /** When the backend gave it (ms since the epoch). */
  readonly readAt: number;
}

/** Where the answers are kept (IndexedDB in the browser, indexeddb-answer-shelf.ts). */
export interface AnswerShelf {
  put(account: string, request: string, kept: KeptAnswer): Promise<void>;
  get(account: string, request: string): Promise<KeptAnswer | undefined>;
  /** Drops the account's oldest answers beyond `most`. */
  trim(account: string, most: number): Promise<void>;
  forget(account: string): Promise<void>;
}

/**
 * Keeps answers as they come and hands them back when the backend cannot be reached, remembering which requests are
 * shown from the device and since when, for the screens' "Prices as of" note. Keeping never delays or fails a screen:
 * a shelf that cannot be opened or written (a private window, a full disk) only means nothing is kept.
 */
export class KeptAnswers implements AnswerKeeper, DeviceCopiesPort {
  /** Requests answered from the device, with when their copy was read; a fresh answer of the backend takes its request out. */
  private readonly shownFromDevice = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private oldest: Date | null = null;
  private keptSinceTrim = 0;

  constructor(
    private readonly shelf: () => Promise<AnswerShelf>,
    private readonly signedIn: () => Promise<string | null>,
    private readonly clock: ClockPort,
  ) {}

  keeps(path: string): boolean {
    return KEPT_PATHS.some((pattern) => pattern.test(path));
  }

  async holder(path: string): Promise<string> {
    // Stryker disable next-line MethodExpression: with one shared path, some and every agree
    if (SHARED_PATHS.some((pattern) => pattern.test(path))) return EVERYONE;
    return (await this.signedIn()) ?? VISITOR;
  }

  keep(holder: string, request: string, answer: unknown): void {
    this.shown(holder, request, null);
    const trim = (this.keptSinceTrim = (this.keptSinceTrim + 1) % 50) === 0;
    this.shelf()
      .then(async (shelf) => {
        await shelf.put(holder, request, { answer, readAt: this.clock.now() });
        if (trim) await shelf.trim(holder, KEPT_PER_ACCOUNT);
      })
      .catch(() => undefined);
  }

  async copyOf(holder: string, request: string): Promise<unknown> {
    const kept = await this.shelf()
      .then((shelf) => shelf.get(holder, request))
      .catch(() => undefined);
    if (kept) this.shown(holder, request, kept.readAt);
    return kept?.answer;
  }

  // Bound: screens hand both to useSyncExternalStore as they are.
  readonly readAt = (): Date | null => this.oldest;

  readonly watch = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  readonly screenChanged = (): void => {
    this.shownFromDevice.clear();
    this.changed();
  };

  async forget(account: string): Promise<void> {
    for (const key of this.shownFromDevice.keys()) if (key.startsWith(`${account} `)) this.shownFromDevice.delete(key);
    this.changed();
    await this.shelf()
      .then((shelf) => shelf.forget(account))
      .catch(() => undefined);
  }

  private shown(holder: string, request: string, readAt: number | null): void {
    const key = `${holder} ${request}`;
    if (readAt === null) {
      if (!this.shownFromDevice.delete(key)) return;
    } else this.shownFromDevice.set(key, readAt);
    this.changed();
  }

  private changed(): void {
    const oldest = Math.min(...this.shownFromDevice.values());
    const next = Number.isFinite(oldest) ? oldest : null;
    if ((this.oldest?.getTime() ?? null) === next) return;
    this.oldest = next === null ? null : new Date(next);
    this.listeners.forEach((listener) => listener());
  }
}
