import { z } from 'zod/mini';
import { BackendError } from '../../application/shared/backend-error';
import { profileSchema, type RawProfile } from '../http/profile.schema';
import { DEMO_PASSWORD_HASH, DEMO_PASSWORD_SALT, demoAccounts } from './accounts.seed';
import { readRows } from './demo-table';

export const DEMO_ACCOUNTS_KEY = 'demo-accounts';

/** Kept as the backend would send it (amounts as decimal strings), so answers go through the HTTP schema. */
const storedProfileSchema = z.custom<RawProfile>((value) => profileSchema.safeParse(value).success);

const storedAccountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  salt: z.string(),
  passwordHash: z.string(),
  /** Null until the account's profile is first written, as for a fresh registration. */
  profile: z.nullable(storedProfileSchema),
});
export type StoredAccount = z.infer<typeof storedAccountSchema>;

function seedAccounts(): StoredAccount[] {
  return demoAccounts.map(({ uid, profile }) => ({
    uid,
    email: profile.email,
    salt: DEMO_PASSWORD_SALT,
    passwordHash: DEMO_PASSWORD_HASH,
    profile,
  }));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of `${salt}:${password}`. SubtleCrypto exists on secure origins only (localhost, https). */
export async function hashPassword(salt: string, password: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    throw new BackendError('network', 'The demo backend needs a secure origin (localhost or https) to check passwords');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`));
  return hex(new Uint8Array(digest));
}

/** The profile GET /user answers: the stored one, or the pending one the hosted backend creates on first sight. */
export function profileOf(account: StoredAccount): RawProfile {
  return (
    account.profile ?? {
      id: account.uid,
      email: account.email,
      role: 'DEALER',
      approved: false,
      wallet: { balance: '0.00', creditDue: '0.00' },
    }
  );
}

/** The demo backend's account table: one localStorage key shared by every tab, read afresh on every call. */
export class DemoAccounts {
  constructor(private readonly storage: Storage = window.localStorage) {}

  /** The stored accounts, each read on its own: a bad one never costs the others. */
  all(): StoredAccount[] {
    return readRows(this.storage, DEMO_ACCOUNTS_KEY, storedAccountSchema, seedAccounts);
  }

  byUid(uid: string): StoredAccount | null {
    return this.all().find((account) => account.uid === uid) ?? null;
  }

  byEmail(email: string): StoredAccount | null {
    const wanted = normalizeEmail(email);
    return this.all().find((account) => account.email === wanted) ?? null;
  }

  /** Adds the account, or replaces the one with its uid. */
  save(account: StoredAccount): void {
    const accounts = this.all();
    const index = accounts.findIndex((candidate) => candidate.uid === account.uid);
    if (index === -1) accounts.push(account);
    else accounts[index] = account;
    try {
      this.storage.setItem(DEMO_ACCOUNTS_KEY, JSON.stringify(accounts));
    } catch {
      // As a server answers an upload too large to keep: 413.
      throw new BackendError('http', 'The demo backend could not save: the browser storage is full', 413);
    }
  }
}
