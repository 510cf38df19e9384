import type { Money } from '../shared/money';

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly image: string | null;
  readonly index: number;
}

export interface VariantPrices {
  readonly price: Money;
  readonly dealerPrice: Money;
  readonly distributorPrice: Money;
  readonly contractorPrice: Money;
}

export interface Variant {
  readonly id: string;
  readonly name: string;
  readonly sku: string | null;
  readonly images: readonly string[];
  /** Null when the backend sent none: it prices the catalogue only for a signed-in caller. */
  readonly prices: VariantPrices | null;
  /** Set when the backend says the variant, or its product, cannot be had now; absent means in stock. */
  readonly outOfStock?: true;
}

export type ProductState = 'ACTIVE' | 'INACTIVE' | (string & {});

export interface Product {
  readonly id: string;
  readonly name: string;
  /** Untrusted HTML: sanitize before rendering. */
  readonly description: string;
  readonly images: readonly string[];
  readonly categoryId: string;
  readonly caseSize: number;
  readonly allowCaseOrder: boolean;
  readonly state: ProductState;
  readonly variants: readonly Variant[];
}

export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.index - b.index);
}

export function isActive(product: Product): boolean {
  return product.state === 'ACTIVE';
}

/** Images of a variant, falling back to the product's own. */
export function imagesOf(product: Product, variant: Variant | undefined): readonly string[] {
  if (variant && variant.images.length > 0) return variant.images;
  return product.images;
}

/** Up to `limit` active products of the same category, never the product itself. */
export function relatedProducts(product: Product, candidates: readonly Product[], limit = 8): Product[] {
  return candidates
    .filter((candidate) => candidate.id !== product.id && candidate.categoryId === product.categoryId && isActive(candidate))
    .slice(0, limit);
}

export const PRODUCT_PAGE_SIZE = 40;
export const PRODUCT_ROW_SIZE = 8;

/** A 1-based page number from any input (a URL parameter, say); anything else is page 1. */
export function pageNumber(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** A next page exists when a full page came back. */
export function hasNextPage(received: number, pageSize: number): boolean {
  return received >= pageSize;
}

/** Plain-text length at which a description is cut with Read More. */
export const DESCRIPTION_PREVIEW_LENGTH = 200;
