import { describe, expect, it } from 'vitest';
import { papaCsv } from '../../../src/infrastructure/csv/papa-csv';

describe('the CSV writer', () => {
  it('keeps every cell that starts like a formula as text, a line break inside it too', () => {
    expect(papaCsv.write([['=1+1\nx', '-5', '+1', '@SUM(A1)', 'LT-001-1', '56.905']])).toBe(
      `"'=1+1\nx","'-5","'+1","'@SUM(A1)",LT-001-1,56.905`,
    );
  });

  it('reads back what it wrote, a BOM and semicolons too', () => {
    expect(papaCsv.read('\uFEFFsku;quantity\r\n"LT-001-1";"2"\r\n')).toEqual([
      ['sku', 'quantity'],
      ['LT-001-1', '2'],
    ]);
  });
});
