import { describe, expect, it } from 'vitest';
import { longUtcDate, mediumDate, mediumDateTime } from '../../../src/ui/shared/readable-dates';

// The shop writes dates by hand (no locale data to load): each must read exactly as en-US Intl writes it.
const every = Array.from({ length: 12 }, (_, month) => [new Date(2026, month, month + 1, (month * 5) % 24, month * 4)]);

describe('dates written as en-US writes them', () => {
  it.each(every)('%s as a medium date', (date) => {
    expect(mediumDate(date)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date));
  });

  it.each([...every, [new Date(2026, 0, 1, 0, 5)], [new Date(2026, 0, 1, 12, 0)], [new Date(2026, 0, 1, 23, 59)]])('%s with its time', (date) => {
    expect(mediumDateTime(date)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date));
  });

  it.each(['1988-01-29T00:00:00.000Z', '2000-12-31T00:00:00.000Z', '1975-09-05T00:00:00.000Z'])('the birth date %s as its calendar day', (iso) => {
    expect(longUtcDate(new Date(iso))).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  });
});
