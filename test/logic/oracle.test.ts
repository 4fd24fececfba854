/**
 * The logic solver's brute-force oracle and the solver's engine are two searches (the oracle
 * stays because it honours candidate masks, see src/logic/oracle.ts): on grids built from the
 * values alone they must find the same number of solutions and, for a unique puzzle, the same one.
 */
import { describe, expect, it } from 'vitest';
import { LogicGrid } from '../../src/logic/grid.js';
import { solveGrid } from '../../src/logic/oracle.js';
import { countSolutionsRaw, solveRaw } from '../../src/solver/engine.js';
import { fixtureLines, solutionCounts, valuesOf } from '../helpers.js';
import { sample } from '../sample.js';

describe('oracle and solver engine agree', () => {
  const counted = solutionCounts();
  const lines = [...counted.map((c) => c.puzzle), ...sample(fixtureLines('forum-hardest-1106.txt'), 3, 30)];

  it('on solution counts (capped at 2) and on the solution of unique puzzles', () => {
    const seen = new Set<number>();
    for (const line of lines) {
      const v = valuesOf(line);
      const oracle = solveGrid(LogicGrid.fromValues(v), 2);
      const count = countSolutionsRaw(v, 2);
      expect(oracle.count, line).toBe(count);
      seen.add(count);
      if (count === 1) {
        const solution = new Uint8Array(81);
        solveRaw(v, solution);
        expect(oracle.solution, line).toEqual(solution);
      }
      if (count === 0) expect(oracle.solution).toBeNull();
    }
    // The fixture has unique, multiple-solution and unsolvable puzzles alike.
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('honours candidate masks, which the engine cannot take', () => {
    const line = counted.find((c) => c.count === 1 && c.solution !== undefined)!;
    const v = valuesOf(line.puzzle);
    const cell = v.indexOf(0);
    const digit = Number(line.solution![cell]);
    const limit = new Uint16Array(81).fill(0x1ff);
    limit[cell] = 0x1ff & ~(1 << (digit - 1));
    expect(solveGrid(LogicGrid.fromValues(v), 2).count).toBe(1);
    expect(solveGrid(LogicGrid.fromValues(v, limit), 2).count).toBe(0);
  });
});
