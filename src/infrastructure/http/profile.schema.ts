import { z } from 'zod/mini';
import type { UserProfile } from '../../domain/accounts/profile';
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
  approved: z.nullish(z.boolean()),
  isLocalDealer: z.nullish(z.boolean()),
  company: wireText,
  wallet: z.nullish(z.object({ balance: wireOptionalMoney, creditDue: wireOptionalMoney })),
});
export type RawProfile = z.input<typeof rawProfileSchema>;

export const profileSchema = z.pipe(
  rawProfileSchema,
  z.transform(
    (raw: z.output<typeof rawProfileSchema>): UserProfile => ({
      id: raw.id,
      email: raw.email,
      name: raw.name,
      lastName: raw.lastName,
      role: normalizeRole(raw.role ?? 'USER'),
      photo: raw.photo ?? null,
      approved: raw.approved ?? false,
      isLocalDealer: raw.isLocalDealer ?? false,
      company: raw.company,
      wallet: raw.wallet ?? { balance: ZERO, creditDue: ZERO },
    }),
  ),
);
