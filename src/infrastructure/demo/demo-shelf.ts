/**
 * The demo catalogue file (demo/catalog.json): the shelf the build read from
 * the seed through the HTTP schemas (shelf-from-seed.ts), in plain JSON. The
 * domain objects are kept as they are except each variant's four prices,
 * which are Money (dinero objects, not JSON) and are written as integer mills
 * (thousandths of a dollar), so a price such as $56.905 survives. The file
 * always holds them: the demo backend itself decides whom to show them to
 * (demo-catalog.ts).
 *
 * Both directions live here so the writer (the build) and the reader (the
 * browser) agree; nothing here imports zod, the seed or the schemas, so the
 * browser's share stays light.
 */
import type { Category, Product, Variant, VariantPrices } from '../../domain/catalog/catalog';
import { mills, millsOf, type Money } from '../../domain/shared/money';

export interface Shelf {
  readonly categories: Category[];
  readonly products: Product[];
}

type Prices<Amount> = { readonly [Key in keyof VariantPrices]: Amount };

/** A variant as the file holds it: each price in integer mills (the seed prices every variant). */
export type ShelfFileVariant = Omit<Variant, 'prices'> & { readonly prices: Prices<number> };
export type ShelfFileProduct = Omit<Product, 'variants'> & { readonly variants: readonly ShelfFileVariant[] };

export interface ShelfFile {
  readonly categories: readonly Category[];
  readonly products: readonly ShelfFileProduct[];
}

/** The four prices through `convert`: the return type makes the list complete. */
function mapPrices<From, To>(prices: Prices<From>, convert: (amount: From) => To): Prices<To> {
  return {
    price: convert(prices.price),
    dealerPrice: convert(prices.dealerPrice),
    distributorPrice: convert(prices.distributorPrice),
    contractorPrice: convert(prices.contractorPrice),
  };
}

/** What the build writes: the shelf with every price as integer mills (exact, no float). */
export function shelfToFile(shelf: Shelf): ShelfFile {
  return { categories: shelf.categories, products: shelf.products.map(productToFile) };
}

/** One product as the build writes it, alone (demo/products/{id}.json) or on the shelf. */
export function productToFile(product: Product): ShelfFileProduct {
  return {
    ...product,
    variants: product.variants.map((variant) => {
      if (!variant.prices) throw new Error(`The demo catalogue seed has no prices for ${product.id} ${variant.id}`);
      return { ...variant, prices: mapPrices<Money, number>(variant.prices, millsOf) };
    }),
  };
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMills(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isFileVariant(value: unknown): value is ShelfFileVariant {
  const prices = isFields(value) ? value.prices : null;
  return (
    isFields(prices) &&
    isMills(prices.price) &&
    isMills(prices.dealerPrice) &&
    isMills(prices.distributorPrice) &&
    isMills(prices.contractorPrice)
  );
}

function isFileProduct(value: unknown): value is ShelfFileProduct {
  return isFields(value) && Array.isArray(value.variants) && value.variants.every(isFileVariant);
}

/**
 * What the browser reads: a light structural check (the schemas already held
 * the seed to the backend's format at build time), then the mills back into
 * Money. Null when the data does not read as a catalogue file.
 */
export function shelfFromFile(data: unknown): Shelf | null {
  const file = checkedFile(data);
  return file && { categories: file.categories, products: file.products.map(productOfFile) };
}

/**
 * The same, with `pause` awaited between steps of `productsPerStep` products: a large catalogue is read while the
 * page stays free to answer.
 */
export async function shelfFromFileInSteps(data: unknown, pause: () => Promise<void>, productsPerStep: number): Promise<Shelf | null> {
  const file = checkedFile(data);
  if (!file) return null;
  const products: Product[] = [];
  for (const [index, product] of file.products.entries()) {
    if (index > 0 && index % productsPerStep === 0) await pause();
    products.push(productOfFile(product));
  }
  return { categories: file.categories, products };
}

function checkedFile(data: unknown): { categories: Category[]; products: ShelfFileProduct[] } | null {
  if (!isFields(data) || !Array.isArray(data.categories) || !Array.isArray(data.products)) return null;
  const { categories, products } = data as { categories: unknown[]; products: unknown[] };
  if (!categories.every(isFields) || !products.every(isFileProduct)) return null;
  return { categories: categories as unknown as Category[], products };
}

/** One product's file read alike; null when it does not read as a product. */
export function productFromFile(data: unknown): Product | null {
  return isFileProduct(data) ? productOfFile(data) : null;
}

function productOfFile(product: ShelfFileProduct): Product {
  return { ...product, variants: product.variants.map((variant) => ({ ...variant, prices: mapPrices(variant.prices, mills) })) };
}
