/**
 * The cycle searches' components (`src/logic/engine/chains/unary.ts`, `UnaryScratch.close`): a
 * source in a component of the links with fewer than four potentials is not searched, and a
 * search keeps to its source's component. At steps of ratings of public puzzles, classic and under variant rules, SE's first
 * chaining finder gives the same findings, in the same order, and the same best finding, as the
 * search from every source over every link.
 */
import { describe, expect, it } from 'vitest';
import { SudokuRules } from '../../src/index.js';
import { bindChainTables } from '../../src/logic/engine/chains/producers.js';
import { Gather } from '../../src/logic/engine/chains/potentials.js';
import { cycleAndForcing } from '../../src/logic/engine/chains/search.js';
import type { LogicGrid } from '../../src/logic/grid.js';
import { rateValues } from '../../src/rating/rate.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';
import { readVariantRows } from '../rules/variant-fixture.js';

/** The findings of the first chaining finder on `grid`, every one and the best, as text. */
function search(grid: LogicGrid, filter: boolean): [string, string] {
  bindChainTables();
  const all = new Gather(false);
  cycleAndForcing(grid, all, undefined, filter);
  const best = new Gather(true);
  cycleAndForcing(grid, best, undefined, filter);
  return [JSON.stringify(all.all), JSON.stringify(best.best)];
}

/** Compares the two searches at every `every`-th step of the rating of `puzzle`; the findings compared. */
function check(puzzle: string, every: number, rules?: SudokuRules): number {
  const values = Uint8Array.from(puzzle.slice(0, 81), (ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
  let compared = 0;
  let step = 0;
  rateValues(
    values,
    undefined,
    Infinity,
    (_finding, grid) => {
      if (step++ % every !== 0) return;
      const [filtered, filteredBest] = search(grid, true);
      const [plain, plainBest] = search(grid, false);
      expect(filtered).toBe(plain);
      expect(filteredBest).toBe(plainBest);
      compared += (JSON.parse(plain) as unknown[]).length;
    },
    rules,
  );
  return compared;
}

describe('the cycle searches keep to the components of the links', () => {
  it('find what the search from every source finds, classic', () => {
    let compared = 0;
    // Hard puzzles: their grids hold cycles and forcing chains. More of them under test:full.
    for (const line of sample(fixtureLines('top1465.txt'), 2, 60)) compared += check(line, 6);
    expect(compared).toBeGreaterThan(100);
  });

  it('under variant rules (their own links and units)', () => {
    let compared = 0;
    for (const row of sample(
      readVariantRows('variants-se.tsv').filter((row) => row.er !== null && row.er >= 6.5 && row.er <= 8.5),
      2,
      30,
    ))
      compared += check(row.puzzle, 4, SudokuRules.parse(row.rules));
    expect(compared).toBeGreaterThan(20);
  });
});
