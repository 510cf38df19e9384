import { describe, expect, it, vi } from 'vitest';
import { oncePer } from '../../../src/application/shared/once-per';

describe('oncePer', () => {
  it('makes one value per key, and hands that same one back each time', () => {
    const make = vi.fn((key: { name: string }) => ({ madeFor: key.name }));
    const made = oncePer(make);
    const first = { name: 'first' };
    const second = { name: 'second' };
    expect(made(first)).toBe(made(first));
    expect(made(second)).toEqual({ madeFor: 'second' });
    expect(make).toHaveBeenCalledTimes(2);
  });
});
