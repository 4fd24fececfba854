/**
 * Facts the prose states that the code also holds: each list in README.md or CONTRIBUTING.md that
 * names every member of a table is compared with the table, so that a new member cannot be left
 * out of the docs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SudokuErrorCode } from '../../src/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('facts in the docs', () => {
  it("README's guarantees name every SudokuError code", () => {
    const readme = read('README.md');
    const start = readme.indexOf('- **Typed errors.**');
    expect(start).toBeGreaterThan(0);
    const item = readme.slice(start, readme.indexOf('\n- **', start + 1));
    const named = [...item.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!);
    expect(named.sort()).toEqual(Object.values(SudokuErrorCode).sort());
  });

  it('CONTRIBUTING says what the build writes: source maps only when the build makes them', () => {
    const config = read('tsup.config.ts');
    const writesMaps = /sourcemap:\s*true/.test(config);
    const buildRow = read('CONTRIBUTING.md')
      .split('\n')
      .find((line) => line.startsWith('| `npm run build`'));
    expect(buildRow).toBeDefined();
    expect(buildRow!.replace('no source maps', '').includes('source maps')).toBe(writesMaps);
  });
});
