/**
 * Facts the prose states that the code also holds: each list in README.md or CONTRIBUTING.md that
 * names every member of a table is compared with the table, so that a new member cannot be left
 * out of the docs.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SudokuErrorCode } from '../../src/index.js';
import { CATALOGUE, type TechniqueId } from '../../src/logic/catalogue.js';

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

  it("docs/logic.md's technique table: the catalogue's base ratings, hint order and SE order", () => {
    const doc = read('docs/logic.md');
    const rows = doc
      .slice(doc.indexOf('| hint # |'))
      .split('\n\n')[0]!
      .split('\n')
      .slice(2)
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows.length).toBeGreaterThan(30);
    const byId = new Map<string, (typeof CATALOGUE)[number]>(CATALOGUE.map((row) => [row.id, row]));
    const listed = new Set<string>();
    for (const [hint, idCell, , rating, , , seOrder] of rows) {
      const ids = [...idCell!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]! as TechniqueId);
      const entries = ids.map((id) => byId.get(id)!);
      expect(
        entries.every((entry) => entry !== undefined),
        idCell,
      ).toBe(true);
      for (const id of ids) listed.add(id);
      const bases = [...new Set(entries.map((entry) => entry.tenths / 10))].sort((a, b) => a - b);
      const shown = [...rating!.matchAll(/\d+\.\d/g)].map((m) => Number(m[0]));
      expect(shown, idCell).toEqual(rating!.includes('–') ? [bases[0], bases.at(-1)] : bases);
      // A row is one finder: its ids are all the catalogue's at that place of the hint order.
      if (hint !== '—') {
        const atPlace = CATALOGUE.filter((entry) => entry.hint === Number(hint)).map((entry) => entry.id);
        expect([...atPlace].sort(), idCell).toEqual([...ids].sort());
      } else for (const entry of entries) expect(entry.hint, entry.id).toBeNull();
      for (const entry of entries) expect(entry.se === null ? '—' : String(entry.se), entry.id).toBe(seOrder);
    }
    // Every technique but the two reports about a broken position has its row.
    const all = CATALOGUE.filter((entry) => entry.family !== 'report').map((entry) => entry.id);
    expect([...listed].sort()).toEqual([...all].sort());
  });
});
