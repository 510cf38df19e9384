import type { Money } from '../shared/money';
import type { Role } from './role';

export interface Wallet {
  readonly balance: Money;
  readonly creditDue: Money;
}

export const GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'Prefer not to say';

/** Spec §3 User profile. Text fields the server leaves out read as ''. */
export interface UserProfile {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly lastName: string;
  readonly role: Role;
  readonly photo: string | null;
  readonly phone: string;
  readonly approved: boolean;
  readonly isLocalDealer: boolean;
  readonly company: string;
  readonly companyWebsite: string;
  /** The company's location or store number. */
  readonly companyAddress: string;
  /** As the server sends it (an ISO date or date-time), '' when unknown. */
  readonly birthDate: string;
  readonly gender: string;
  /** Shipping address: street, city, country (which holds the shipping STATE), zip. */
  readonly street: string;
  readonly city: string;
  readonly country: string;
  readonly zip: string;
  readonly billingAddress: string;
  readonly billingCity: string;
  readonly billingState: string;
  readonly billingZipCode: string;
  readonly salesRep: string;
  readonly ein: string;
  readonly taxExemptFormLink: string | null;
  readonly additionalDetails: string;
  readonly wallet: Wallet;
}

export function displayName(profile: Pick<UserProfile, 'name' | 'lastName' | 'email'>): string {
  const full = `${profile.name} ${profile.lastName}`.trim();
  return full || profile.email;
}
