/** A run of the cart's lines that the browser lays out, paints, or skips as one (`cartLinesSx`). */
export interface LineGroup {
  readonly id: number;
  readonly keys: readonly string[];
}

export interface LineGroups {
  readonly groups: readonly LineGroup[];
  /** The id the next new group takes: a group's id is its React key, never reused. */
  readonly nextId: number;
}

export const NO_LINE_GROUPS: LineGroups = { groups: [], nextId: 0 };

/**
 * The lines `keys` in runs of up to `size`, each line kept in its group: a line moved to another group would be drawn
 * anew. A removed line leaves its group smaller; new lines at the end fill the last group up, then new groups. Lines
 * in another order than before are grouped afresh.
 */
export function regroupLines(previous: LineGroups, keys: readonly string[], size: number): LineGroups {
  const present = new Set(keys);
  const kept = previous.groups.flatMap((group) => {
    const still = group.keys.filter((key) => present.has(key));
    if (still.length === 0) return [];
    return [still.length === group.keys.length ? group : { id: group.id, keys: still }];
  });
  let next = 0;
  for (const group of kept) {
    for (const key of group.keys) {
      if (keys[next] !== key) return regroupLines({ groups: [], nextId: previous.nextId }, keys, size);
      next += 1;
    }
  }
  const groups = [...kept];
  const last = groups.at(-1);
  if (last && last.keys.length < size && next < keys.length) {
    const added = keys.slice(next, next + size - last.keys.length);
    groups[groups.length - 1] = { id: last.id, keys: [...last.keys, ...added] };
    next += added.length;
  }
  let nextId = previous.nextId;
  for (; next < keys.length; next += size) groups.push({ id: nextId++, keys: keys.slice(next, next + size) });
  return { groups, nextId };
}
