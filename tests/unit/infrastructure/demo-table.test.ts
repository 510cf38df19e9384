import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DemoTable } from '../../../src/infrastructure/demo/demo-table';
import { MemoryStorage } from '../../support/memory-storage';

const rowSchema = z.object({ id: z.string(), total: z.string() });
type Row = z.infer<typeof rowSchema>;
const seed = (): Row[] => [{ id: 'seed-1', total: '10.00' }];

function tableOver(stored: unknown) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem('demo-orders', typeof stored === 'string' ? stored : JSON.stringify(stored));
  return { storage, table: new DemoTable(storage, 'demo-orders', rowSchema, seed) };
}

describe('DemoTable', () => {
  it('one bad row loses only that row', () => {
    const { table } = tableOver([{ id: 'o-1', total: '1.00' }, { id: 'o-2', total: 2 }, { id: 'o-3', total: '3.00' }]);
    expect(table.all().map((row) => row.id)).toEqual(['o-1', 'o-3']);
  });

  it('the next write keeps every good row and leaves the bad one out', () => {
    const { storage, table } = tableOver([{ id: 'o-1', total: '1.00' }, 'not a row']);
    table.add({ id: 'o-2', total: '2.00' });
    expect(JSON.parse(storage.getItem('demo-orders') ?? 'null')).toEqual([
      { id: 'o-1', total: '1.00' },
      { id: 'o-2', total: '2.00' },
    ]);
  });

  it.each<[string, unknown]>([
    ['nothing is stored yet', undefined],
    ['the stored value is not JSON', '{not json'],
    ['the stored value is not a list', { rows: [] }],
    ['no stored row reads', [{ id: 1 }, null]],
  ])('reads the seed when %s', (_label, stored) => {
    expect(tableOver(stored).table.all()).toEqual(seed());
  });

  it('an empty stored list stays empty (every row removed), not the seed', () => {
    expect(tableOver([]).table.all()).toEqual([]);
  });
});
