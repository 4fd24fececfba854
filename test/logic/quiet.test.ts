/**
 * The finders that skip what gave nothing before (`src/logic/engine/quiet.ts`): at every step of
 * ratings of public puzzles, classic and under x+windoku, each such finder's findings (all of
 * them, in order) with what it remembers, and again on the same grid, equal those of a search
 * that remembers nothing.
 */
import { describe, expect, it } from 'vitest';
import { SudokuRules } from '../../src/index.js';
import { fish } from '../../src/logic/engine/fish.js';
import type { FindingSink } from '../../src/logic/engine/finding.js';
import { finnedFish } from '../../src/logic/engine/finned-fish.js';
import { activeGeometry } from '../../src/logic/engine/geometry.js';
import { locking } from '../../src/logic/engine/intersections.js';
import { forgetQuiet } from '../../src/logic/engine/quiet.js';
import { hiddenSets, nakedSets } from '../../src/logic/engine/subsets.js';
import type { LogicGrid } from '../../src/logic/grid.js';
import { rateValues } from '../../src/rating/rate.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';
import { readVariantRows } from '../rules/variant-fixture.js';

/** Every finding of `run` on a grid, as text. */
function all(run: (sink: FindingSink) => boolean): string {
  const found: unknown[] = [];
  run((finding) => {
    found.push(finding);
    return false;
  });
  return JSON.stringify(found);
}

const FINDERS: [string, (grid: LogicGrid) => string][] = [
  ...[2, 3, 4].map((n): [string, (grid: LogicGrid) => string] => [
    `hidden sets of ${n}`,
    (g) => all((s) => hiddenSets(g, n, false, s)),
  ]),
  ...[2, 3].map((n): [string, (grid: LogicGrid) => string] => [
    `direct hidden sets of ${n}`,
    (g) => all((s) => hiddenSets(g, n, true, s)),
  ]),
  ...[2, 3, 4].map((n): [string, (grid: LogicGrid) => string] => [
    `naked sets of ${n}`,
    (g) => all((s) => nakedSets(g, n, s)),
  ]),
  ['intersections', (g) => all((s) => locking(g, false, s))],
  ['direct intersections', (g) => all((s) => locking(g, true, s))],
  ...[2, 3].map((n): [string, (grid: LogicGrid) => string] => [
    `finned fish of ${n}`,
    (g) => all((s) => finnedFish(g, n, s)),
  ]),
  ...[2, 3, 4].map((n): [string, (grid: LogicGrid) => string] => [
    `fish of ${n}`,
    (g) => all((s) => fish(g, n, s)),
  ]),
];

/** Checks every finder at every step of the rating of `puzzle`; returns the findings compared. */
function check(puzzle: string, rules?: SudokuRules): number {
  const values = Uint8Array.from(puzzle.slice(0, 81), (ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
  let compared = 0;
  rateValues(
    values,
    undefined,
    Infinity,
    (_finding, grid) => {
      const geo = activeGeometry();
      for (const [name, find] of FINDERS) {
        const remembering = find(grid);
        // Again on the same grid: now it remembers this grid's own units and planes too.
        const again = find(grid);
        forgetQuiet(geo);
        const fresh = find(grid);
        expect(remembering, name).toBe(fresh);
        expect(again, name).toBe(fresh);
        compared += (JSON.parse(fresh) as unknown[]).length;
      }
    },
    rules,
  );
  return compared;
}

describe('finders that skip what gave nothing', () => {
  it('find what a search from nothing finds, at every step of classic ratings', () => {
    let compared = 0;
    // More puzzles under test:full.
    for (const line of sample(fixtureLines('top1465.txt'), 2, 40)) compared += check(line);
    for (const line of sample(fixtureLines('17-clue.txt'), 6, 300)) compared += check(line);
    // The positions hold findings to compare, not only empty lists.
    expect(compared).toBeGreaterThan(200);
  });

  it('under variant rules (their own units; puzzles rated up to 7.0, quick to rate)', () => {
    let compared = 0;
    for (const row of sample(
      readVariantRows('variants-se.tsv').filter((row) => row.er !== null && row.er <= 7),
      10,
    ))
      compared += check(row.puzzle, SudokuRules.parse(row.rules));
    expect(compared).toBeGreaterThan(100);
  });
});
