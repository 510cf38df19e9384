import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { toSnapshot } from 'dinero.js';
import { formatUnitPrice, type Money } from '../../../src/domain/shared/money';
import { seedCategories, seedProducts } from '../../../src/infrastructure/demo/catalog.seed';
import { productFromFile, shelfFromFile, shelfFromFileInSteps, shelfToFile, type Shelf } from '../../../src/infrastructure/demo/demo-shelf';
import { productFilesFromSeed, shelfFromSeed } from '../../../src/infrastructure/demo/shelf-from-seed';

/** Money as its amount, currency and scale: dinero objects carry functions, which toEqual compares by reference. */
function comparable(shelf: Shelf | null) {
  const snapshot = (money: Money) => toSnapshot(money);
  return (
    shelf && {
      categories: shelf.categories,
      products: shelf.products.map((product) => ({
        ...product,
        variants: product.variants.map(({ prices, ...variant }) => ({
          ...variant,
          prices: prices && {
            price: snapshot(prices.price),
            dealerPrice: snapshot(prices.dealerPrice),
            distributorPrice: snapshot(prices.distributorPrice),
            contractorPrice: snapshot(prices.contractorPrice),
          },
        })),
      })),
    }
  );
}

describe('the demo catalogue file', () => {
  const shelf = shelfFromSeed();
  const file = JSON.parse(JSON.stringify(shelfToFile(shelf))) as unknown;

  it("has a file of its own for every product, read back as the shelf's product", () => {
    const files = productFilesFromSeed();
    expect([...files.keys()]).toEqual(shelf.products.map((product) => `demo/products/${product.id}.json`));
    const readBack = shelf.products.map((product) => productFromFile(JSON.parse(files.get(`demo/products/${product.id}.json`) ?? 'null')));
    expect(comparable({ categories: [], products: readBack.map((product) => product ?? ({} as never)) })).toStrictEqual(
      comparable({ categories: [], products: shelf.products }),
    );
  });

  it('reads back in the browser as the shelf the schemas made of the seed', () => {
    expect(comparable(shelfFromFile(file))).toStrictEqual(comparable(shelf));
  });

  it('reads back alike in steps, pausing between every few products', async () => {
    const pause = vi.fn(async () => undefined);
    const read = await shelfFromFileInSteps(file, pause, 4);
    expect(comparable(read)).toStrictEqual(comparable(shelf));
    expect(pause).toHaveBeenCalledTimes(Math.ceil(shelf.products.length / 4) - 1);
    expect(await shelfFromFileInSteps({ categories: [], products: [{ variants: 'none' }] }, pause, 4)).toBeNull();
  });

  it("holds every price as integer mills, the seed's decimals to the mill", () => {
    const pricesOf = <Amount>(variant: Partial<Record<'price' | 'dealerPrice' | 'distributorPrice' | 'contractorPrice', Amount>>) => [
      variant.price,
      variant.dealerPrice,
      variant.distributorPrice,
      variant.contractorPrice,
    ];
    const written = shelfToFile(shelf).products.flatMap((product) => product.variants.flatMap((variant) => pricesOf(variant.prices)));
    // The seed writes "67.32": its digits are the cents, ten times them the mills.
    const seeded = seedProducts.flatMap((product) => product.variants.flatMap(pricesOf));
    expect(written.length).toBeGreaterThan(0);
    expect(written.every(Number.isSafeInteger)).toBe(true);
    expect(written).toEqual(seeded.map((price) => Number(String(price).replace('.', '')) * 10));
  });

  it('carries a price with a third decimal through the file: "56.905" is still $56.905 in the browser', () => {
    const [first, ...rest] = seedProducts;
    const withMill = { ...first!, variants: first!.variants.map((variant) => ({ ...variant, dealerPrice: '56.905' })) };
    const milled = shelfFromSeed({ categories: seedCategories, products: [withMill, ...rest] });
    const file = shelfToFile(milled);
    expect(file.products[0]!.variants[0]!.prices.dealerPrice).toBe(56_905);
    const read = shelfFromFile(JSON.parse(JSON.stringify(file)));
    expect(formatUnitPrice(read!.products[0]!.variants[0]!.prices!.dealerPrice)).toBe('$56.905');
  });

  it('gives every seed variant a stable SKU and all four prices', () => {
    const variants = shelf.products.flatMap((product) => product.variants);
    expect(variants[0]?.sku).toBe('LT-001-1');
    expect(variants.every((variant) => /^LT-\d{3}-\d+$/.test(variant.sku ?? '') && variant.prices !== null)).toBe(true);
    expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
  });

  it("a seed that does not read as the backend's answers fails with where and why", () => {
    const [first, ...rest] = seedProducts;
    const broken = { ...first!, variants: first!.variants.map((variant) => ({ ...variant, dealerPrice: 'twelve' })) };
    expect(() => shelfFromSeed({ categories: seedCategories, products: [broken, ...rest] })).toThrow(
      /seed .* does not read as the backend's answers:[\s\S]*Not a unit price: twelve[\s\S]*products\[0\]\.variants\[0\]\.dealerPrice/,
    );
  });
});

describe("the demo catalogue's browser code", () => {
  /** Local modules demo-catalog.ts reaches by value imports (type-only imports are erased from the bundle). */
  function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = resolve(dirname(file), specifier);
      reachedFrom(target.endsWith('.ts') ? target : `${target}.ts`, seen);
    }
    return seen;
  }

  it('imports neither zod, the seed nor the HTTP schemas', () => {
    const reached = [...reachedFrom(resolve('src/infrastructure/demo/demo-catalog.ts'))];
    expect(reached.some((module) => module.endsWith('demo-shelf.ts'))).toBe(true);
    expect(reached.filter((module) => /zod|catalog\.seed|catalog\.schema|shelf-from-seed/.test(module))).toEqual([]);
  });
});
