/** Spec §8, catalogue. */
export const catalogMessages = {
  categoriesFailed: 'Failed to load categories',
  productsFailed: 'Failed to load products',
  rowFailed: (categoryName: string) => `Failed to load products for ${categoryName}`,
  productFailed: 'Failed to load product details',
  productNotFound: 'Product not found',
  noSearchResults: 'No products found matching your search.',
  emptyCategory: 'No products found in this category.',
} as const;
