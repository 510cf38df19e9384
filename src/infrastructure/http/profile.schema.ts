import { z } from 'zod/mini';
import { DEFAULT_GENDER, type UserProfile } from '../../domain/accounts/profile';
import { normalizeRole } from '../../domain/accounts/role';
import { ZERO } from '../../domain/shared/money';
import { wireId, wireOptionalMoney, wireText } from './wire';

export const rawProfileSchema = z.object({
  id: wireId,
  email: z.string(),
  name: wireText,
  lastName: wireText,
  role: z.nullish(z.string()),
  photo: z.nullish(z.string()),
  phone: wireText,
  approved: z.nullish(z.boolean()),
  isLocalDealer: z.nullish(z.boolean()),
  company: wireText,
  companyWebsite: wireText,
  companyAddress: wireText,
  birthDate: wireText,
  gender: z.nullish(z.string()),
  street: wireText,
  city: wireText,
  country: wireText,
  zip: wireText,
  billingAddress: wireText,
  billingCity: wireText,
  billingState: wireText,
  billingZipCode: wireText,
  salesRep: wireText,
  ein: wireText,
  taxExemptFormLink: z.nullish(z.string()),
  additionalDetails: wireText,
  wallet: z.nullish(z.object({ balance: wireOptionalMoney, creditDue: wireOptionalMoney })),
});
export type RawProfile = z.input<typeof rawProfileSchema>;

/** How the backend writes a part of that name it does not have: an account not registered yet is "null's null". */
const MISSING_NAME_PART = 'null';

/**
 * GET and PATCH /user answer `name` as "<name>'s <companyAddress>" ("Dana's
 * Store 12"); the suffix is taken off, only when it is exactly that, so Edit
 * Profile never saves it back and compounds it. A name the backend did not
 * have reads as none, never as "null".
 */
export function nameWithoutStoreSuffix(name: string, companyAddress: string): string {
  const suffix = `'s ${companyAddress || MISSING_NAME_PART}`;
  if (!name.endsWith(suffix) || name.length <= suffix.length) return name;
  const own = name.slice(0, -suffix.length);
  return own === MISSING_NAME_PART ? '' : own;
}

/** GET /wallet/{uid}: the wallet itself, fresh (GET /user is cached for 2 minutes and not refreshed by an order). */
export const walletSchema = z.pipe(
  z.object({ balance: wireOptionalMoney, creditDue: wireOptionalMoney }),
  z.transform((wallet) => ({ balance: wallet.balance, creditDue: wallet.creditDue })),
);

export const profileSchema = z.pipe(
  rawProfileSchema,
  z.transform(
    (raw: z.output<typeof rawProfileSchema>): UserProfile => ({
      ...raw,
      name: nameWithoutStoreSuffix(raw.name, raw.companyAddress),
      role: normalizeRole(raw.role ?? 'USER'),
      photo: raw.photo ?? null,
      approved: raw.approved ?? false,
      isLocalDealer: raw.isLocalDealer ?? false,
      gender: raw.gender || DEFAULT_GENDER,
      taxExemptFormLink: raw.taxExemptFormLink ?? null,
      wallet: raw.wallet ?? { balance: ZERO, creditDue: ZERO },
    }),
  ),
);
