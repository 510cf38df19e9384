import { describe, expect, it } from 'vitest';
import {
  pageNumber,
  PRODUCT_PAGE_SIZE,
  PRODUCT_ROW_SIZE,
  hasNextPage,
  imagesOf,
  isActive,
  relatedProducts,
  sortCategories,
} from '../../../src/domain/catalog/catalog';
import { aCategory, aProduct, aVariant } from '../../support/mothers';

describe('sortCategories', () => {
  it('orders by index ascending without mutating the input', () => {
    const input = [aCategory({ id: 'c', index: 3 }), aCategory({ id: 'a', index: 1 }), aCategory({ id: 'b', index: 2 })];
    expect(sortCategories(input).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(input.map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('relatedProducts', () => {
  const current = aProduct({ id: 'current', categoryId: 'path' });

  it('excludes the current product, other categories and inactive products', () => {
    const candidates = [
      current,
      aProduct({ id: 'same-1', categoryId: 'path' }),
      aProduct({ id: 'other-cat', categoryId: 'spot' }),
      aProduct({ id: 'inactive', categoryId: 'path', state: 'INACTIVE' }),
      aProduct({ id: 'same-2', categoryId: 'path' }),
    ];
    expect(relatedProducts(current, candidates).map((p) => p.id)).toEqual(['same-1', 'same-2']);
  });

  it('returns at most 8', () => {
    const candidates = Array.from({ length: 12 }, (_, i) => aProduct({ id: `p${i}`, categoryId: 'path' }));
    const related = relatedProducts(current, candidates);
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
  });
});

describe('isActive and imagesOf', () => {
  it.each([
    ['ACTIVE', true],
    ['INACTIVE', false],
    ['DRAFT', false],
  ])('state %s -> active %s', (state, expected) => {
    expect(isActive(aProduct({ state }))).toBe(expected);
  });

  it('uses the variant images, falling back to the product images', () => {
    const product = aProduct({ images: ['product.jpg'] });
    expect(imagesOf(product, aVariant({ images: ['variant.jpg'] }))).toEqual(['variant.jpg']);
    expect(imagesOf(product, aVariant({ images: [] }))).toEqual(['product.jpg']);
    expect(imagesOf(product, undefined)).toEqual(['product.jpg']);
  });
});

describe('paging', () => {
  it('page sizes are 40 for the list and 8 for rows', () => {
    expect([PRODUCT_PAGE_SIZE, PRODUCT_ROW_SIZE]).toEqual([40, 8]);
  });

  it.each([
    [40, 40, true],
    [39, 40, false],
    [0, 40, false],
    [10, 10, true],
  ])('hasNextPage(%i, %i) is %s', (received, pageSize, expected) => {
    expect(hasNextPage(received, pageSize)).toBe(expected);
  });
});

describe('pageNumber', () => {
  it.each<[unknown, number]>([
    ['2', 2],
    [3, 3],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
    [null, 1],
    ['', 1],
    [Number.NaN, 1],
  ])('reads %j as page %i', (input, expected) => {
    expect(pageNumber(input)).toBe(expected);
  });
});
