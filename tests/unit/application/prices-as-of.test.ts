import { describe, expect, it } from 'vitest';
import { pricesAsOfNote } from '../../../src/application/catalog/prices-as-of';

describe('pricesAsOfNote: when prices shown from the device were read', () => {
  const now = new Date('2026-11-29T18:05:00Z');

  it('the time alone for a reading of today, in the buyer’s time zone', () => {
    expect(pricesAsOfNote(new Date('2026-11-29T15:40:00Z'), now, 'America/Chicago')).toBe('Prices as of 9:40 AM');
    expect(pricesAsOfNote(new Date('2026-11-29T20:07:00Z'), new Date('2026-11-29T21:00:00Z'), 'America/Chicago')).toBe('Prices as of 2:07 PM');
  });

  it('names other figures when asked', () => {
    expect(pricesAsOfNote(new Date('2026-11-29T15:40:00Z'), now, 'America/Chicago', 'Account figures')).toBe('Account figures as of 9:40 AM');
  });

  it('the day too for a reading of another day', () => {
    expect(pricesAsOfNote(new Date('2026-11-28T15:40:00Z'), now, 'America/Chicago')).toBe('Prices as of Nov 28, 9:40 AM');
    // Already the 29th in UTC, still the 28th in Chicago.
    expect(pricesAsOfNote(new Date('2026-11-29T03:15:00Z'), now, 'America/Chicago')).toBe('Prices as of Nov 28, 9:15 PM');
  });
});
