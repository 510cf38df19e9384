// The catalogue (the backend's products and category modules): prices only for a caller with a valid token.
// STAND_IN_EXTRA_PRODUCTS=n adds n Path Lights to the seed (for the bench).
// STAND_IN_WIRE_KITS=n adds the real seed's EXTRA_PRODUCTS=n: a 'Wire & Connectors' category of n one-variant
// products, SKUs WIR-0001 and up (a catalogue at scale, for the SKU index's calls).
import { HttpError, NOT_MINE, paging, ServerFault, type Call } from './nest.ts';
import {
  extraPathLights,
  seedCategories as realSeedCategories,
  seededAt,
  seedProducts as realSeedProducts,
  wireCategory,
  wireKits,
  type SeedProduct,
  type SeedVariant,
} from './seed.ts';
import { tokenUser } from './tokens.ts';

/** STAND_IN_EXTRA_PRODUCTS=n: n more Path Lights after the real seed's products (the bench pages through a category). */
const seededProducts: readonly SeedProduct[] = [...realSeedProducts, ...extraPathLights(Number(process.env.STAND_IN_EXTRA_PRODUCTS ?? 0))];
const wireKitCount = Number(process.env.STAND_IN_WIRE_KITS ?? 0);
export const seedProducts: readonly SeedProduct[] = [...seededProducts, ...wireKits(wireKitCount, seededProducts)];
const seedCategories = wireKitCount > 0 ? [...realSeedCategories, wireCategory] : realSeedCategories;

const categoryOf = (id: number) => seedCategories.find((category) => category.id === id)!;
/** Ids set out of stock through POST /__stock (the column defaults to true). */
export const outOfStock = { variants: new Set<number>(), products: new Set<number>() };
const inStock = (product: SeedProduct) => !outOfStock.products.has(product.id);
const PRICE_FIELDS = ['price', 'dealerPrice', 'distributorPrice', 'contractorPrice'] as const;
const prices = (variant: SeedVariant) => Object.fromEntries(PRICE_FIELDS.map((field) => [field, variant[field]]));
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

export function variantJson(product: SeedProduct, variant: SeedVariant, sortOrder: number, withPrices: boolean, detail: boolean) {
  return {
    id: variant.id,
    name: variant.name,
    sku: variant.sku,
    images: variant.images,
    stockAvailable: !outOfStock.variants.has(variant.id),
    productId: product.id,
    sortOrder,
    ...(detail ? { createdAt: seededAt, updateAt: seededAt, deletedAt: null } : {}),
    ...(withPrices ? prices(variant) : {}),
  };
}

export function productJson(product: SeedProduct, withPrices: boolean, detail: boolean) {
  const category = categoryOf(product.categoryId);
  // The list is lean: each product's first variant (by sortOrder) only; the detail has them all.
  const variants = detail ? product.variants : product.variants.slice(0, 1);
  return {
    id: product.id,
    name: product.name,
    // The list sends the description without tags, cut at 160 characters.
    description: detail ? product.description : stripTags(product.description).slice(0, 160),
    state: product.state,
    stockAvailable: inStock(product),
    hotProduct: false,
    index: product.index ?? 0,
    categoryIndex: 0,
    shippingCost: '0.00',
    images: product.images,
    caseSize: product.caseSize,
    allowCaseOrder: product.allowCaseOrder,
    categoryId: product.categoryId,
    createdAt: seededAt,
    updateAt: seededAt,
    deletedAt: null,
    category: { id: category.id, name: category.name, slug: category.slug, index: category.index, image: category.image, ...(detail ? { description: category.description } : {}) },
    variants: variants.map((variant, sortOrder) => variantJson(product, variant, sortOrder, withPrices, detail)),
    ...(withPrices ? { basePrice: product.basePrice } : {}),
  };
}

/** ORDER BY categoryIndex, index, createdAt DESC: the products' index, then newest first (every categoryIndex is 0 here). */
const displayOrder = () => [...seedProducts].sort((a, b) => (a.index ?? 0) - (b.index ?? 0) || b.id - a.id);

function productList(url: URL, withPrices: boolean) {
  const { take, skip } = paging(url);
  const categoryText = url.searchParams.get('categoryId');
  if (categoryText !== null && !Number.isFinite(Number(categoryText))) {
    throw new HttpError(400, ['categoryId must be a number conforming to the specified constraints']);
  }
  const state = url.searchParams.get('state') || 'ACTIVE';
  const q = url.searchParams.get('q')?.trim().toLowerCase() || null;
  const count = Math.min(Math.max(take || 10, 1), 100);
  const from = Math.max(skip || 0, 0);
  // Out-of-stock products are left out unless asked for (the DTO reads only true or 'true' as yes).
  const outOfStockToo = url.searchParams.get('includeOutOfStock') === 'true';
  return displayOrder()
    .filter((product) => product.state === state && (outOfStockToo || inStock(product)))
    .filter((product) => !categoryText || Number(categoryText) === 0 || product.categoryId === Number(categoryText))
    .filter((product) => !q || product.name.toLowerCase().includes(q) || product.description.toLowerCase().includes(q))
    .slice(from, from + count)
    .map((product) => productJson(product, withPrices, false));
}

function homePreview(url: URL, withPrices: boolean) {
  const take = Math.min(Math.max(Number(url.searchParams.get('take')) || 8, 1), 24);
  const sections = [...seedCategories]
    .sort((a, b) => a.index - b.index)
    .map((category) => ({
      categoryId: category.id,
      categoryName: category.name,
      categoryIndex: category.index,
      products: displayOrder()
        .filter((product) => product.state === 'ACTIVE' && inStock(product) && product.categoryId === category.id)
        .slice(0, take)
        .map((product) => ({
          id: product.id,
          name: product.name,
          images: product.images,
          categoryId: product.categoryId,
          variants: [withPrices ? { id: product.variants[0]!.id, ...prices(product.variants[0]!) } : { id: product.variants[0]!.id }],
        })),
    }))
    .filter((section) => section.products.length > 0);
  return { sections };
}

/** The backend's product query, as its 500 for a non-numeric id quotes it. */
const PRODUCT_DETAIL_QUERY = `
      SELECT
        p.id,
        p.name,
        p.description,
        p.state,
        p."stockAvailable" AS "stockAvailable",
        p."hotProduct" AS "hotProduct",
        p.index,
        p."categoryIndex" AS "categoryIndex",
        p."shippingCost"::text AS "shippingCost",
        p.images,
        p."basePrice"::text AS "basePrice",
        p."caseSize" AS "caseSize",
        p."allowCaseOrder" AS "allowCaseOrder",
        p."categoryId" AS "categoryId",
        p."createdAt" AS "createdAt",
        p."updateAt" AS "updateAt",
        c.id AS "catId",
        c.name AS "catName",
        c.slug AS "catSlug",
        c.index AS "catIndex",
        c.image AS "catImage",
        c.description AS "catDescription"
      FROM products p
      INNER JOIN category c
        ON c.id = p."categoryId"
        AND c."deletedAt" IS NULL
      WHERE p.id = $1
        AND p."deletedAt" IS NULL
      LIMIT 1
      `;

function productDetail(idText: string, withPrices: boolean) {
  if (!/^\d+$/.test(idText)) {
    // The id reaches SQL as NaN: Postgres refuses it and the error object is the body.
    const failure = { length: 141, severity: 'ERROR', code: '22P02', where: "unnamed portal parameter $1 = '...'", file: 'numutils.c', line: '232', routine: 'pg_strtoint32' };
    throw new ServerFault({ query: PRODUCT_DETAIL_QUERY, parameters: [null], driverError: { ...failure, name: 'error' }, ...failure });
  }
  const product = seedProducts.find((candidate) => candidate.id === Number(idText));
  return product ? productJson(product, withPrices, true) : undefined;
}

export function catalogueRoutes({ request, url, is }: Call): unknown {
  const withPrices = tokenUser(request) !== null;
  let match: RegExpExecArray | null;
  if (is('GET', /^\/category$/)) return seedCategories.map((category) => ({ ...category, createdAt: seededAt, updateAt: seededAt, deletedAt: null, parent: null, children: [] }));
  if (is('GET', /^\/products\/home-preview$/)) return homePreview(url, withPrices);
  if (is('GET', /^\/products$/)) return productList(url, withPrices);
  if ((match = is('GET', /^\/products\/([^/]+)$/))) return productDetail(decodeURIComponent(match[1]!), withPrices);
  return NOT_MINE;
}
