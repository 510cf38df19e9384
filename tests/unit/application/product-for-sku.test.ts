import { describe, expect, it } from 'vitest';
import type { CatalogUseCases } from '../../../src/application/catalog/catalog.use-cases';
import { productForSku } from '../../../src/application/catalog/product-for-sku';
import type { SkuLookup } from '../../../src/application/ports/catalog.port';
import type { Product } from '../../../src/domain/catalog/catalog';
import { aProduct, aVariant } from '../../support/mothers';

const aurora = aProduct({
  id: 'p-aurora',
  variants: [aVariant({ id: 'v-brass', sku: 'AUR-BR' }), aVariant({ id: 'v-bronze', sku: 'aur-bz ' })],
});
const retired = aProduct({ id: 'p-retired', state: 'INACTIVE', variants: [aVariant({ id: 'v-old', sku: 'RET-BK' })] });

/** A catalogue that knows these SKUs (normalized) and records what it was asked. */
function catalogKnowing(bySku: ReadonlyMap<string, Product>) {
  const asked: { skus: readonly string[]; lookup: SkuLookup | undefined }[] = [];
  const catalog: Pick<CatalogUseCases, 'findBySkus'> = {
    findBySkus: async (skus, lookup) => {
      asked.push({ skus, lookup });
      return new Map([...bySku].filter(([sku]) => skus.includes(sku)));
    },
  };
  return { catalog, asked };
}

const known = new Map([
  ['AUR-BR', aurora],
  ['AUR-BZ', aurora],
  ['RET-BK', retired],
]);

describe('productForSku (the header search by exact SKU)', () => {
  it('finds the product and the variant carrying the SKU, however it is typed, asking only the likely products', async () => {
    const { catalog, asked } = catalogKnowing(known);
    expect(await productForSku(catalog, ' aur-bz')).toEqual({ productId: 'p-aurora', variantId: 'v-bronze' });
    expect(asked).toEqual([{ skus: ['AUR-BZ'], lookup: { likelyOnly: true } }]);
  });

  it('a product no longer sold is no match', async () => {
    expect(await productForSku(catalogKnowing(known).catalog, 'RET-BK')).toBeNull();
  });

  it('an unknown SKU is no match', async () => {
    expect(await productForSku(catalogKnowing(known).catalog, 'AUR-XX')).toBeNull();
  });

  it('words are not looked up as a SKU: no call', async () => {
    const { catalog, asked } = catalogKnowing(known);
    expect(await productForSku(catalog, 'brass path light')).toBeNull();
    expect(await productForSku(catalog, 'brass')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('a failed look-up fails: the page then lists the words’ results', async () => {
    const catalog: Pick<CatalogUseCases, 'findBySkus'> = { findBySkus: async () => Promise.reject(new Error('offline')) };
    await expect(productForSku(catalog, 'AUR-BR')).rejects.toThrow('offline');
  });

  it('passes over a variant without a SKU; a product found without the asked SKU among its variants is no match', async () => {
    const mixed = aProduct({ id: 'p-mixed', variants: [aVariant({ id: 'v-none', sku: null }), aVariant({ id: 'v-ab', sku: 'AB-1' })] });
    expect(await productForSku(catalogKnowing(new Map([['AB-1', mixed]])).catalog, 'AB-1')).toEqual({ productId: 'p-mixed', variantId: 'v-ab' });
    expect(await productForSku(catalogKnowing(new Map([['AB-2', mixed]])).catalog, 'AB-2')).toBeNull();
  });
});
