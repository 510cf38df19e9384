import { describe, expect, it } from 'vitest';
import { normalizeRole, roleLabel } from '../../../src/domain/accounts/role';

describe('roles', () => {
  it.each([
    ['DEALER', 'Dealer'],
    ['dealer', 'Dealer'],
    ['DISTRIBUTOR', 'Distributor'],
    ['CONTRACTOR', 'Contractor'],
    ['ADMIN', 'Admin'],
    ['USER', 'User'],
  ])('roleLabel(%s) is %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('normalizeRole upper-cases and trims the server role', () => {
    expect(normalizeRole(' distributor ')).toBe('DISTRIBUTOR');
  });
});
