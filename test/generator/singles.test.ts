/**
 * The generator's singles test and the logic grid's singles propagation are two implementations
 * of one mechanism (the generator keeps its own for speed and for its hidden-singles-only mode, see
 * src/generator/singles.ts): on the same conflict-free positions, singles fill the grid for both
 * or for neither.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SinglesScratch, fillsWithSingles } from '../../src/generator/singles.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { solveRaw } from '../../src/solver/engine.js';
import { parseSeRated } from '../rating/calibration-lib.js';
import { sample } from '../sample.js';

// 500 puzzles rated by Sudoku Explainer 1.2.1 (provenance in test/fixtures/README.md).
const rows = parseSeRated(readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8'));
const scratch = new SinglesScratch();

function gridFills(values: Uint8Array): boolean {
  const grid = LogicGrid.fromValues(values);
  return grid.propagateSingles() === -1 && grid.emptyCount() === 0;
}

describe('singles propagation: the generator’s and the logic grid’s agree', () => {
  it('on the SE-rated puzzles, those singles fill and those they do not', () => {
    let filled = 0;
    for (const row of sample(rows, 150)) {
      const fills = fillsWithSingles(row.values, 'all', scratch);
      expect(gridFills(row.values), row.line).toBe(fills);
      if (fills) filled++;
    }
    // Both outcomes occur, so the agreement is not that of two constant answers.
    expect(filled).toBeGreaterThan(10);
    expect(filled).toBeLessThan(140);
  });

  it('on solutions with cells emptied, the positions clue removal tests', () => {
    let filled = 0;
    let stuck = 0;
    for (const [i, row] of sample(rows, 20).entries()) {
      const solution = new Uint8Array(81);
      expect(solveRaw(row.values, solution)).toBe(true);
      // Every step-th cell emptied, from sparse to dense removals.
      for (const step of [2, 3, 5]) {
        const values = solution.slice();
        for (let cell = i % step; cell < 81; cell += step) values[cell] = 0;
        const fills = fillsWithSingles(values, 'all', scratch);
        expect(gridFills(values)).toBe(fills);
        if (fills) filled++;
        else stuck++;
      }
    }
    expect(filled).toBeGreaterThan(0);
    expect(stuck).toBeGreaterThan(0);
  });
});
