import { describe, expect, it } from 'vitest';
import { buyerChunk } from '../../../build/buyer-chunk-plugin.ts';

interface FakeModule {
  readonly imports?: readonly string[];
  readonly lazy?: readonly string[];
  readonly entry?: boolean;
}

/** A module graph as the bundler reports it once every module is read: ids are absolute paths. */
const graph: Record<string, FakeModule> = {
  'index.html': { entry: true, imports: ['src/main.tsx'] },
  'src/main.tsx': { imports: ['src/theme.ts'], lazy: ['src/ProductPage.tsx', 'src/CartPage.tsx', 'src/buyer-services.ts', 'src/SignedInActions.tsx'] },
  'src/theme.ts': {},
  'src/ProductPage.tsx': { imports: ['src/pricing.ts'] },
  'src/CartPage.tsx': { imports: ['src/cart.ts', 'src/Chip.tsx'], lazy: ['src/SaveDraftDialog.tsx'] },
  'src/SaveDraftDialog.tsx': {},
  'src/buyer-services.ts': { imports: ['src/cart.ts', 'src/pricing.ts', 'src/theme.ts'], lazy: ['src/payment-window.ts'] },
  'src/payment-window.ts': {},
  'src/SignedInActions.tsx': { imports: ['src/Avatar.tsx'] },
  'src/Avatar.tsx': {},
  'src/cart.ts': {},
  'src/pricing.ts': {},
  'src/Chip.tsx': {},
};
const id = (path: string) => `/repo/${path}`;
const context = {
  getModuleIds: () => Object.keys(graph).map(id).values(),
  getModuleInfo: (moduleId: string) => {
    const module = graph[moduleId.replace('/repo/', '')];
    return module
      ? { isEntry: module.entry ?? false, importedIds: (module.imports ?? []).map(id), dynamicallyImportedIds: (module.lazy ?? []).map(id) }
      : null;
  },
};

function membersOf(options: Parameters<typeof buyerChunk>[0]): string[] {
  const { plugin, group } = buyerChunk(options);
  (plugin.buildEnd as (this: typeof context, error?: Error) => void).call(context);
  const test = group.test as (moduleId: string) => boolean;
  return Object.keys(graph).filter((path) => test(id(path)));
}

describe('the buyer chunk', () => {
  const options = { roots: ['src/buyer-services.ts', 'src/SignedInActions.tsx'], visitorsNeverLoad: ['src/CartPage.tsx'] };

  it("holds the buyer's start and what it shares with the signed-in screens, never what a visitor's page loads", () => {
    // pricing.ts is the product page's too, theme.ts the entry's; CartPage.tsx and its own Chip.tsx are not the start's;
    // a lazy import of the start stays a chunk of its own.
    expect(membersOf(options)).toEqual(['src/buyer-services.ts', 'src/SignedInActions.tsx', 'src/Avatar.tsx', 'src/cart.ts']);
  });

  it('leaves out what a page a visitor may open shares with it', () => {
    // Not said to be signed-in only, the cart page counts as a page a visitor may load: the cart's code is then theirs.
    expect(membersOf({ ...options, visitorsNeverLoad: [] })).toEqual(['src/buyer-services.ts', 'src/SignedInActions.tsx', 'src/Avatar.tsx']);
  });

  it('stops the build when a module it names is gone', () => {
    const { plugin } = buyerChunk({ ...options, roots: ['src/renamed.ts'] });
    expect(() => (plugin.buildEnd as (this: typeof context) => void).call(context)).toThrow('buyer-chunk: no module src/renamed.ts');
  });
});
