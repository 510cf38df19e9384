import { describe, expect, it } from 'vitest';
import { NO_LINE_GROUPS, regroupLines, type LineGroups } from '../../../src/ui/cart/line-groups';

const keys = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `line-${from + index}`);
const shape = ({ groups }: LineGroups) => groups.map((group) => [group.id, group.keys.length]);

describe('the cart lines in groups', () => {
  it('puts the lines in groups of the given size, in order, the last one holding the rest', () => {
    const grouped = regroupLines(NO_LINE_GROUPS, keys(23), 10);
    expect(shape(grouped)).toEqual([[0, 10], [1, 10], [2, 3]]);
    expect(grouped.groups.flatMap((group) => group.keys)).toEqual(keys(23));
    expect(grouped.nextId).toBe(3);
  });

  it('keeps a line in its group when a line before it is removed: only that group changes', () => {
    const before = regroupLines(NO_LINE_GROUPS, keys(25), 10);
    const after = regroupLines(before, keys(25).filter((key) => key !== 'line-4'), 10);
    expect(shape(after)).toEqual([[0, 9], [1, 10], [2, 5]]);
    expect(after.groups[0]!.keys).not.toContain('line-4');
    expect(after.groups[1]).toBe(before.groups[1]);
    expect(after.groups[2]).toBe(before.groups[2]);
  });

  it('drops a group whose lines were all removed, and never gives its id again', () => {
    const before = regroupLines(NO_LINE_GROUPS, keys(15), 10);
    const after = regroupLines(before, keys(10), 10);
    expect(shape(after)).toEqual([[0, 10]]);
    expect(shape(regroupLines(after, keys(12), 10))).toEqual([[0, 10], [2, 2]]);
  });

  it('fills the last group up with new lines at the end before it starts a new one', () => {
    const twelve = regroupLines(NO_LINE_GROUPS, keys(12), 10);
    const forty = regroupLines(twelve, keys(40), 10);
    expect(shape(forty)).toEqual([[0, 10], [1, 10], [2, 10], [3, 10]]);
    expect(forty.groups[0]).toBe(twelve.groups[0]);
  });

  it('groups afresh, with new ids, lines that came back in another order', () => {
    const before = regroupLines(NO_LINE_GROUPS, keys(12), 10);
    const reordered = [...keys(12)].reverse();
    const after = regroupLines(before, reordered, 10);
    expect(shape(after)).toEqual([[2, 10], [3, 2]]);
    expect(after.groups.flatMap((group) => group.keys)).toEqual(reordered);
  });

  it('has no group for an empty cart', () => {
    expect(regroupLines(regroupLines(NO_LINE_GROUPS, keys(3), 10), [], 10).groups).toEqual([]);
  });
});
