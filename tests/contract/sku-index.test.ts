// The SKU index's rules of reading, against an in-memory source that records what it is asked: which details a
// look-up reads, in which order of likelihood, and when it sweeps every product. (sku-index.http.test.ts runs the
// same index through HttpCatalog against the real backend's answers.)
import { describe, expect, it } from 'vitest';
import { SkusNotAllLookedUp } from '../../src/application/ports/catalog.port';
import { BackendError } from '../../src/application/shared/backend-error';
import type { Product } from '../../src/domain/catalog/catalog';
import { FULL_SWEEP_AT_MOST, LIKELY_PER_SKU, SkuIndex, type ListedState, type SkuSource } from '../../src/infrastructure/http/sku-index';

/** A product whose variants carry these SKUs (null: a variant without one), the first one listed. */
function product(id: string, skus: readonly (string | null)[], state = 'ACTIVE'): Product {
  return {
    id,
    name: `Product ${id}`,
    description: '',
    images: [],
    categoryId: 'c-1',
    caseSize: 1,
    allowCaseOrder: false,
    state,
    variants: skus.map((sku, index) => ({ id: `${id}-v${index}`, name: '', sku, images: [], prices: null })),
  };
}

/** Lists carry each product's first variant only, as the backend's do; details carry all (null: gone since listed). */
function sourceOf(catalogue: readonly Product[], details: Record<string, Product | null> = {}) {
  const asked: string[] = [];
  const source: SkuSource = {
    async listPage(state: ListedState, skip: number, take: number) {
      asked.push(`list ${state} ${skip}`);
      return catalogue
        .filter((each) => each.state === state)
        .slice(skip, skip + take)
        .map((each) => ({ ...each, variants: each.variants.slice(0, 1) }));
    },
    async detail(id: string) {
      asked.push(`detail ${id}`);
      return id in details ? details[id]! : (catalogue.find((each) => each.id === id) ?? null);
    },
  };
  return { source, asked };
}

/** `count` products whose only SKUs are WIR-0001 and up, ids k1 and up. */
const kits = (count: number) => Array.from({ length: count }, (_, index) => product(`k${index + 1}`, [`WIR-${String(index + 1).padStart(4, '0')}`]));

describe('SkuIndex', () => {
  it('a product without variants, or a variant without a SKU, is listed without breaking the look-up', async () => {
    const { source } = sourceOf([product('1', []), product('2', [null, 'AB-2']), product('3', ['CD-1'])]);
    const found = await new SkuIndex(source).find(['AB-2', 'CD-1', 'EF-9']);
    expect([...found].map(([sku, each]) => [sku, each.id])).toEqual([
      ['AB-2', '2'],
      ['CD-1', '3'],
    ]);
  });

  it('a product gone since it was listed teaches nothing, and is not read again', async () => {
    const { source, asked } = sourceOf([product('1', ['AUR-BR', 'AUR-BZ'])], { '1': null });
    const index = new SkuIndex(source);
    expect((await index.find(['AUR-BZ'], { likelyOnly: true })).size).toBe(0);
    expect((await index.find(['AUR-BZ'])).size).toBe(0);
    expect(asked).toEqual(['list ACTIVE 0', 'detail 1', 'list INACTIVE 0']);
  });

  it(`of the products sharing the longest stem, reads the ${LIKELY_PER_SKU} sharing the most characters`, async () => {
    const { source, asked } = sourceOf(kits(20));
    await new SkuIndex(source).find(['WIR-001X'], { likelyOnly: true });
    // WIR-0010 to WIR-0019 share "WIR-001"; the others only "WIR-00".
    expect(asked).toEqual(['list ACTIVE 0', ...['k10', 'k11', 'k12', 'k13', 'k14', 'k15', 'k16', 'k17'].map((id) => `detail ${id}`)]);
  });

  it.each<[string, string[], string[]]>([
    // Both share "WIR-12-": a first SKU that is all of the asked one's stem, and one that shares it to its dash.
    ['WIR-12-B', ['WIR-12', 'WIR-12-A'], ['detail p2', 'detail p1']],
    // None shares more than "WIR-": "WIR-1" is all of a shorter stem, "WIR-12X" runs on past the asked one's.
    ['WIR-12-B', ['WIR-1', 'WIR-13', 'WIR-12X'], ['detail p3', 'detail p1', 'detail p2']],
  ])('for %s among the first SKUs %j, reads the products sharing the longest dash-ended stem, most characters first', async (sku, firsts, details) => {
    const { source, asked } = sourceOf(firsts.map((first, index) => product(`p${index + 1}`, [first])));
    await new SkuIndex(source).find([sku], { likelyOnly: true });
    expect(asked).toEqual(['list ACTIVE 0', ...details]);
  });

  it('reads each likely product once, and nothing more', async () => {
    const { source, asked } = sourceOf([product('1', ['AUR-BR', 'AUR-BZ']), product('2', ['TSB-1'])]);
    const found = await new SkuIndex(source).find(['AUR-BZ', 'AUR-BZ', 'AUR-XX'], { likelyOnly: true });
    expect([...found.keys()]).toEqual(['AUR-BZ']);
    expect(asked).toEqual(['list ACTIVE 0', 'detail 1']);
  });

  it(`sweeps every product left unread when ${FULL_SWEEP_AT_MOST} or fewer are`, async () => {
    const { source, asked } = sourceOf([product('a', ['AUR-BR', 'AUR-BZ']), ...kits(FULL_SWEEP_AT_MOST)]);
    const found = await new SkuIndex(source).find(['AUR-BZ', 'NOPE-1']);
    expect([...found.keys()]).toEqual(['AUR-BZ']);
    expect(asked.slice(0, 3)).toEqual(['list ACTIVE 0', 'detail a', 'list INACTIVE 0']);
    expect(asked.slice(3)).toHaveLength(FULL_SWEEP_AT_MOST);
  });

  it(`sweeps none when more than ${FULL_SWEEP_AT_MOST} are left unread`, async () => {
    const { source, asked } = sourceOf([product('a', ['AUR-BR', 'AUR-BZ']), ...kits(FULL_SWEEP_AT_MOST + 1)]);
    await new SkuIndex(source).find(['AUR-BZ', 'NOPE-1']);
    expect(asked).toEqual(['list ACTIVE 0', 'detail a', 'list INACTIVE 0']);
  });

  describe('with no signal, some details out of reach', () => {
    /** A source whose details of `unreachable` fail as an unreachable backend does, until `signalBack`. */
    function withNoSignalFor(catalogue: readonly Product[], unreachable: readonly string[], failure = new BackendError('network', 'The backend could not be reached')) {
      const { source, asked } = sourceOf(catalogue);
      let signal = false;
      const detail = source.detail.bind(source);
      source.detail = async (id) => {
        if (!signal && unreachable.includes(id)) {
          asked.push(`detail ${id} (failed)`);
          throw failure;
        }
        return detail(id);
      };
      return { source, asked, signalBack: () => (signal = true) };
    }

    it('gives the SKUs it found and names those it could not look for; once the signal is back, it reads them', async () => {
      const catalogue = [product('1', ['AUR-BR', 'AUR-BZ']), product('2', ['COM-CU', 'COM-BK']), product('3', ['BEA-BK'])];
      const { source, asked, signalBack } = withNoSignalFor(catalogue, ['2']);
      const index = new SkuIndex(source);

      const failure = await index.find(['AUR-BZ', 'COM-BK', 'BEA-BK', 'NOPE-1']).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SkusNotAllLookedUp);
      const { found, notLookedUp, kind } = failure as SkusNotAllLookedUp;
      expect(kind).toBe('network');
      expect([...found].map(([sku, each]) => [sku, each.id])).toEqual([
        ['AUR-BZ', '1'],
        ['BEA-BK', '3'],
      ]);
      expect(notLookedUp).toEqual(['COM-BK', 'NOPE-1']);

      signalBack();
      const again = await index.find(['COM-BK', 'NOPE-1']);
      expect([...again.keys()]).toEqual(['COM-BK']);
      // Asked once in the look-up with no signal, whatever its sweeps, and again once the signal is back.
      expect(asked.filter((call) => call.startsWith('detail 2'))).toEqual(['detail 2 (failed)', 'detail 2']);
    });

    it('with the inactive list out of reach too, names the SKUs still missing rather than failing the look-up', async () => {
      const { source } = sourceOf([product('1', ['AUR-BR', 'AUR-BZ'])]);
      const listPage = source.listPage.bind(source);
      source.listPage = async (state, skip, take) => {
        if (state === 'INACTIVE') throw new BackendError('network', 'The backend could not be reached');
        return listPage(state, skip, take);
      };
      const failure = (await new SkuIndex(source).find(['AUR-BR', 'BEA-NI']).catch((error: unknown) => error)) as SkusNotAllLookedUp;
      expect(failure).toBeInstanceOf(SkusNotAllLookedUp);
      expect([...failure.found.keys()]).toEqual(['AUR-BR']);
      expect(failure.notLookedUp).toEqual(['BEA-NI']);
    });

    it('with only the first page of the active list kept, looks in it and names the SKUs beyond; once the signal is back, reads the rest', async () => {
      const catalogue = kits(150);
      const { source, asked } = sourceOf(catalogue);
      let signal = false;
      const listPage = source.listPage.bind(source);
      source.listPage = async (state, skip, take) => {
        if (!signal && state === 'ACTIVE' && skip > 0) throw new BackendError('network', 'The backend could not be reached');
        return listPage(state, skip, take);
      };
      const index = new SkuIndex(source);

      const failure = (await index.find(['WIR-0007', 'WIR-0123']).catch((error: unknown) => error)) as SkusNotAllLookedUp;
      expect(failure).toBeInstanceOf(SkusNotAllLookedUp);
      expect([...failure.found].map(([sku, each]) => [sku, each.id])).toEqual([['WIR-0007', 'k7']]);
      expect(failure.notLookedUp).toEqual(['WIR-0123']);

      signal = true;
      const again = await index.find(['WIR-0123']);
      expect([...again].map(([sku, each]) => [sku, each.id])).toEqual([['WIR-0123', 'k123']]);
      expect(asked.filter((call) => call.startsWith('list ACTIVE'))).toEqual(['list ACTIVE 0', 'list ACTIVE 0', 'list ACTIVE 100']);
    });

    it('with no page of the active list within reach, fails whole, as a catalogue that cannot be read does', async () => {
      const { source } = sourceOf([product('1', ['AUR-BR', 'AUR-BZ'])]);
      const outOfReach = new BackendError('network', 'The backend could not be reached');
      source.listPage = async () => {
        throw outOfReach;
      };
      await expect(new SkuIndex(source).find(['AUR-BR', 'BEA-NI'])).rejects.toBe(outOfReach);
    });

    it('fails whole when a later page of the active list is malformed rather than out of reach', async () => {
      const { source } = sourceOf(kits(150));
      const malformed = new BackendError('malformed', 'Invalid response');
      const listPage = source.listPage.bind(source);
      source.listPage = async (state, skip, take) => {
        if (skip > 0) throw malformed;
        return listPage(state, skip, take);
      };
      await expect(new SkuIndex(source).find(['WIR-0007'])).rejects.toBe(malformed);
    });

    it('names nothing when every SKU asked for was found', async () => {
      const { source } = withNoSignalFor([product('1', ['AUR-BR', 'AUR-BZ']), product('2', ['AUR-CU', 'AUR-BK'])], ['2']);
      const found = await new SkuIndex(source).find(['AUR-BR']);
      expect([...found.keys()]).toEqual(['AUR-BR']);
    });

    it('fails whole on any other failure, such as a malformed answer', async () => {
      const malformed = new BackendError('malformed', 'Invalid response');
      const { source } = withNoSignalFor([product('1', ['AUR-BR', 'AUR-BZ'])], ['1'], malformed);
      await expect(new SkuIndex(source).find(['AUR-BZ'])).rejects.toBe(malformed);
    });
  });
});
