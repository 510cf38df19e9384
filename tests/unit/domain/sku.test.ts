import { describe, expect, it } from 'vitest';
import { mayBeSku } from '../../../src/domain/catalog/sku';

describe('a search term worth an exact SKU look-up', () => {
  it.each([
    ['AUR-BR', true],
    ['  PC-300  ', true],
    ['1234', true],
    ['-', true],
    [`${'A'.repeat(63)}1`, true],
    [`${'A'.repeat(64)}1`, false],
    ['', false],
    ['   ', false],
    ['aurora', false],
    ['AUR BR-1', false],
  ])('%j: %s', (term, lookedUp) => {
    expect(mayBeSku(term)).toBe(lookedUp);
  });
});
