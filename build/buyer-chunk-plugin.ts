import type { CodeSplittingGroup, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';

export interface BuyerChunkOptions {
  /** What every signed-in first screen loads before it paints, and only a signed-in buyer loads. */
  readonly roots: readonly string[];
  /**
   * Lazy modules a visitor never loads: the screens only a signed-in buyer opens, the demo's selling side, the
   * backend module the build does not use. Code they share with the roots may join the roots' chunk.
   */
  readonly visitorsNeverLoad: readonly string[];
}

/**
 * A buyer's first screen loaded the buyer's services, the header's buyer actions and the cart's storage as some twenty
 * small chunks, each split out because one screen or another shares it. Every signed-in page loads them all, so they
 * make one chunk: fewer requests, and one file compresses better than twenty. A module a visitor's page may load
 * stays out of it (a visitor's page would otherwise load the whole chunk for it), and so does the entry's own code.
 *
 * The module graph is known only once the build has read every module, so the members are found then (`buildEnd`),
 * before the chunks are made; the group's `test` reads them.
 */
export function buyerChunk(options: BuyerChunkOptions): { plugin: Plugin; group: CodeSplittingGroup } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'buyer-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      members.clear();
      for (const id of buyerOnlyModules(this, options)) members.add(id);
    },
  };
  return {
    plugin,
    // Not the members' other dependencies: those are a visitor's too, and stay where they are.
    group: { name: 'buyer', test: (id) => members.has(id), includeDependenciesRecursively: false },
  };
}

function buyerOnlyModules(context: Pick<PluginContext, 'getModuleIds' | 'getModuleInfo'>, options: BuyerChunkOptions): Set<string> {
  const ids = [...context.getModuleIds()];
  // A module renamed or moved would silently undo the chunk: the build stops instead.
  const idOf = (module: string) => {
    const id = ids.find((candidate) => candidate.endsWith(module));
    if (!id) throw new Error(`buyer-chunk: no module ${module}`);
    return id;
  };
  const roots = options.roots.map(idOf);
  const signedInOnly = new Set([...roots, ...options.visitorsNeverLoad.map(idOf)]);
  // Everything a visitor may load: from the entry, through every import except the lazy ones into signed-in code.
  const visitors = reachable(context, ids.filter((id) => context.getModuleInfo(id)?.isEntry), (id) => !signedInOnly.has(id));
  const buyer = reachable(context, roots, () => false);
  return new Set([...buyer].filter((id) => !visitors.has(id)));
}

/** Modules reached from `starts` through static imports, and through the lazy imports `followLazy` allows. */
function reachable(context: Pick<PluginContext, 'getModuleInfo'>, starts: readonly string[], followLazy: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds, ...info.dynamicallyImportedIds.filter(followLazy));
  }
  return seen;
}
