import { z } from 'zod/mini';
import type { Category, Product, Variant } from '../../domain/catalog/catalog';
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

export const variantSchema = z.pipe(
  z.object({
    id: wireId,
    name: z.string(),
    sku: z.nullish(z.string()),
    // Absent when the caller sent no token: the backend prices the catalogue for signed-in callers only.
    price: z.optional(wireUnitPrice),
    dealerPrice: z.optional(wireUnitPrice),
    distributorPrice: z.optional(wireUnitPrice),
    contractorPrice: z.optional(wireUnitPrice),
    images: wireStringList,
  }),
  z.transform(({ id, name, sku, images, price, dealerPrice, distributorPrice, contractorPrice }): Variant => ({
    id,
    name,
    sku: sku ?? null,
    images,
    prices:
      price && dealerPrice && distributorPrice && contractorPrice
        ? { price, dealerPrice, distributorPrice, contractorPrice }
        : null,
  })),
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
  variants: z.array(variantSchema),
});
export type RawProduct = z.input<typeof rawProductSchema>;

export const productSchema = z.pipe(
  rawProductSchema,
  z.transform(
    (raw: z.output<typeof rawProductSchema>): Product => ({
      id: raw.id,
      name: raw.name,
      description: raw.description,
      images: raw.images,
      categoryId: raw.categoryId,
      caseSize: raw.caseSize || 1,
      allowCaseOrder: raw.allowCaseOrder ?? false,
      state: raw.state ?? 'ACTIVE',
      variants: raw.variants,
    }),
  ),
);

export const categoryListSchema = z.array(categorySchema);
export const productListSchema = z.array(productSchema);
