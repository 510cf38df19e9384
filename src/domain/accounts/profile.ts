import type { Money } from '../shared/money';
import type { Role } from './role';

export interface Wallet {
  readonly balance: Money;
  readonly creditDue: Money;
}

export interface UserProfile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly lastName: string;
  readonly role: Role;
  readonly photo: string | null;
  readonly approved: boolean;
  readonly isLocalDealer: boolean;
  readonly company: string;
  readonly wallet: Wallet;
}

export function displayName(profile: Pick<UserProfile, 'name' | 'lastName' | 'email'>): string {
  const full = `${profile.name} ${profile.lastName}`.trim();
  return full || profile.email;
}
