import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : []));

describe('text colours', () => {
  // MUI 9's Typography takes `textSecondary`; a palette path such as "text.secondary" is silently ignored.
  it('no component asks a Typography for a colour by palette path', () => {
    const offenders = filesUnder('src/ui').filter((file) => /color="text\.\w+"/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
