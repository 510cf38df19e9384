export const ROLES = ['CONTRACTOR', 'DEALER', 'DISTRIBUTOR', 'ADMIN', 'USER'] as const;
export type KnownRole = (typeof ROLES)[number];
/** The server may send any role; unknown ones are kept and priced at list price. */
export type Role = KnownRole | (string & {});

export function normalizeRole(role: string): Role {
  return role.trim().toUpperCase();
}

/** "DEALER" -> "Dealer" for headings. */
export function roleLabel(role: Role): string {
  const upper = normalizeRole(role);
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}
