/**
 * Nested forcing chains (ER 9.5 and up) against Sudoku Explainer on puzzles the calibration file
 * does not hold: `test/fixtures/se-nested.tsv` (relabelled and permuted copies of the calibration's
 * nested rows, and further forum puzzles), with the ER, EP and ED SE gave each. `npm run test:full`
 * rates every row, each step checked against the solution; `npm test` the quickest row.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solveRaw } from '../../src/solver/engine.js';
import { rateValues } from '../../src/rating/rate.js';
import { FULL } from '../sample.js';
import { parseSeRated } from './calibration-lib.js';

const rows = parseSeRated(readFileSync(new URL('../fixtures/se-nested.tsv', import.meta.url), 'utf8'));

/** A quick row: a copy SE rates 10.4/10.4/9.4 (nested forcing chains), under a second. */
const QUICK = 5;

function rated(values: Uint8Array): string {
  const solution = new Uint8Array(81);
  expect(solveRaw(values, solution)).toBe(true);
  const r = rateValues(values, undefined, undefined, (h) => {
    for (const code of h.removals) expect(solution[(code / 9) | 0]).not.toBe((code % 9) + 1);
    if (h.cell >= 0) expect(solution[h.cell]).toBe(h.digit);
  });
  expect(r.solvedByLogic).toBe(true);
  return `${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}`;
}

describe('nested forcing chains against Sudoku Explainer', () => {
  it('holds puzzles of every nested level SE reached, none of them calibration rows', () => {
    const calibration = new Set(
      readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8')
        .split('\n')
        .map((l) => l.slice(0, 81)),
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(calibration.has(row.line)).toBe(false);
      expect(row.se).toBeGreaterThanOrEqual(10);
    }
    expect(rows[QUICK]!.se).toBe(10.4);
  });

  // Both runs hold the same tests: the quick run rates the quick row, the full run every row and
  // then the first again (the inner searches are memoized: the rating must not depend on it).
  it(`rates ${FULL ? 'every row' : 'the quick row'} exactly as SE (ER, EP and ED)`, () => {
    const misses: string[] = [];
    const chosen = FULL ? rows : [rows[QUICK]!];
    for (const row of chosen) {
      const got = rated(row.values);
      const want = `${String(row.se)}/${String(row.ep)}/${String(row.ed)}`;
      if (got !== want) misses.push(`${row.line} (${row.source}): SE ${want}, ours ${got}`);
    }
    if (FULL) {
      const again = rated(chosen[0]!.values);
      const first = chosen[0]!;
      expect(again).toBe(`${String(first.se)}/${String(first.ep)}/${String(first.ed)}`);
    }
    expect(misses).toEqual([]);
  }, 1_800_000);
});
