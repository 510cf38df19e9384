import { z } from 'zod/mini';
import type { Category, Product, Variant, VariantPrices } from '../../domain/catalog/catalog';
import { wireId, wireStringList, wireText, wireUnitPrice } from './wire';

export const rawCategorySchema = z.object({
  id: wireId,
  name: z.string(),
  description: z.nullish(z.string()),
  image: z.nullish(z.string()),
  index: z.nullish(z.number()),
});
export type RawCategory = z.input<typeof rawCategorySchema>;

export const categorySchema = z.pipe(
  rawCategorySchema,
  z.transform(
    (raw: z.output<typeof rawCategorySchema>): Category => ({
      id: raw.id,
      name: raw.name,
      description: raw.description ?? '',
      image: raw.image ?? null,
      index: raw.index ?? 0,
    }),
  ),
);

const PRICE_FIELDS = ['price', 'dealerPrice', 'distributorPrice', 'contractorPrice'] as const;

/**
 * This backend strips every price field from a variant when the request
 * carries no token (a visitor): all four absent is "no prices" (null), not a
 * malformed answer; some present and some not still is.
 */
function pricesSentOrNone(raw: Partial<VariantPrices>, payload: z.core.ParsePayload): VariantPrices | null {
  const sent = PRICE_FIELDS.filter((name) => raw[name] !== undefined);
  if (sent.length === 0) return null;
  if (sent.length < PRICE_FIELDS.length) {
    payload.issues.push({ code: 'custom', message: 'Some variant prices missing', input: raw });
    return null;
  }
  const { price, dealerPrice, distributorPrice, contractorPrice } = raw as VariantPrices;
  return { price, dealerPrice, distributorPrice, contractorPrice };
}

/** `stockAvailable: false` on a variant or on its whole product; absent (home-preview) or true is in stock. */
const OUT_OF_STOCK = { outOfStock: true } as const;

export const variantSchema = z.pipe(
  z.object({
    id: wireId,
    // home-preview's variants carry their id and prices only.
    name: wireText,
    sku: z.nullish(z.string()),
    // Unit prices come with 2 or 3 decimals, kept to the mill.
    price: z.optional(wireUnitPrice),
    dealerPrice: z.optional(wireUnitPrice),
    distributorPrice: z.optional(wireUnitPrice),
    contractorPrice: z.optional(wireUnitPrice),
    images: wireStringList,
    stockAvailable: z.nullish(z.boolean()),
  }),
  z.transform(
    (raw, payload): Variant => ({
      id: raw.id,
      name: raw.name,
      sku: raw.sku || null,
      images: raw.images,
      prices: pricesSentOrNone(raw, payload),
      ...(raw.stockAvailable === false ? OUT_OF_STOCK : {}),
    }),
  ),
);

export const rawProductSchema = z.object({
  id: wireId,
  name: z.string(),
  description: wireText,
  images: wireStringList,
  categoryId: wireId,
  caseSize: z.nullish(z.int().check(z.nonnegative())),
  allowCaseOrder: z.nullish(z.boolean()),
  state: z.nullish(z.string()),
  stockAvailable: z.nullish(z.boolean()),
  variants: z.array(variantSchema),
});
export type RawProduct = z.input<typeof rawProductSchema>;

const toProduct = (raw: z.output<typeof rawProductSchema>): Product => ({
  id: raw.id,
  name: raw.name,
  description: raw.description,
  images: raw.images,
  categoryId: raw.categoryId,
  caseSize: raw.caseSize || 1,
  allowCaseOrder: raw.allowCaseOrder ?? false,
  state: raw.state ?? 'ACTIVE',
  variants: raw.stockAvailable === false ? raw.variants.map((variant) => ({ ...variant, ...OUT_OF_STOCK })) : raw.variants,
});

export const productSchema = z.pipe(rawProductSchema, z.transform(toProduct));

/**
 * A listed product with whether the product itself is in stock, as the backend's search filters: its list carries
 * only the first variant, whose own stock says nothing of the product's.
 */
export const listedProductSchema = z.pipe(
  rawProductSchema,
  z.transform((raw) => ({ product: toProduct(raw), inStock: raw.stockAvailable !== false })),
);

export const categoryListSchema = z.array(categorySchema);
export const productListSchema = z.array(productSchema);

/**
 * GET /products/home-preview answers `{sections: [{categoryId, categoryName,
 * categoryIndex, products}]}`: the category is flattened into each section,
 * and its products are trimmed (no description, case size or state; variants
 * with only their id and prices).
 */
const homePreviewSectionSchema = z.pipe(
  z.object({ categoryId: wireId, categoryName: z.string(), categoryIndex: z.nullish(z.number()), products: productListSchema }),
  z.transform((section): { category: Category; products: Product[] } => ({
    category: {
      id: section.categoryId,
      name: section.categoryName,
      description: '',
      image: null,
      index: section.categoryIndex ?? 0,
    },
    products: section.products,
  })),
);

export const homePreviewSchema = z.pipe(
  z.object({ sections: z.array(homePreviewSectionSchema) }),
  z.transform((answer) => answer.sections),
);
