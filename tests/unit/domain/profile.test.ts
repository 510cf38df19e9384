import { describe, expect, it } from 'vitest';
import { displayName } from '../../../src/domain/accounts/profile';

describe("the buyer's name as the shop shows it", () => {
  it('is the first and last name', () => {
    expect(displayName({ name: 'Dana', lastName: 'Reyes', email: 'dana@brightpath.example' })).toBe('Dana Reyes');
  });

  it('is the one name given, without a stray space', () => {
    expect(displayName({ name: 'Dana', lastName: '', email: 'dana@brightpath.example' })).toBe('Dana');
    expect(displayName({ name: '', lastName: 'Reyes', email: 'dana@brightpath.example' })).toBe('Reyes');
  });

  it('is the email when no name is given', () => {
    expect(displayName({ name: '', lastName: '', email: 'dana@brightpath.example' })).toBe('dana@brightpath.example');
  });
});
