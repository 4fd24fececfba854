/**
 * Regressions for hardening findings: `dailySeed` given a Proxy whose traps throw, `ratingLevel`
 * given a non-number, and exported constant tables that a caller could rewrite for everyone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuDifficulty,
  SudokuRatingTechnique,
  SudokuSolveStatus,
  SudokuSolver,
  SudokuSymmetry,
  SudokuTechniqueId,
  dailySeed,
  ratingLevel,
} from '../../src/index.js';
import { hostileValueArb, outcome, plain } from './support.js';

const hostile = hostileValueArb();

describe('dailySeed', () => {
  it('dailySeed takes a Date or a YYYY-MM-DD day, or refuses cleanly', () => {
    const days = fc.oneof(
      hostile,
      fc.date({ noInvalidDate: false }).map(plain),
      fc
        .tuple(
          fc.integer({ min: -1, max: 10000 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 0, max: 32 }),
        )
        .map(([y, m, d]) =>
          plain(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
        ),
    );
    fc.assert(
      fc.property(days, (h) => {
        const result = outcome(() => dailySeed(h.make() as string));
        if (result.ok) expect(Number.isSafeInteger(result.value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('ratingLevel', () => {
  it('ratingLevel takes a rating and a flag, or refuses cleanly', () => {
    fc.assert(
      fc.property(hostile, hostile, (ha, hb) => {
        const result = outcome(() => ratingLevel(ha.make() as number, hb.make() as boolean));
        if (result.ok) expect(typeof result.value).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});

describe('exported constant tables are frozen', () => {
  it('no caller can change a status, difficulty, symmetry or technique id for everyone else', () => {
    for (const table of [
      SudokuSolveStatus,
      SudokuDifficulty,
      SudokuSymmetry,
      SudokuTechniqueId,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- still frozen while deprecated
      SudokuRatingTechnique,
    ]) {
      expect(Object.isFrozen(table)).toBe(true);
    }
  });

  it('a caller writing SudokuSolveStatus.Solved does not change what the solver returns to others', () => {
    const board = SudokuBoard.parse(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    const table = SudokuSolveStatus as Record<string, string>;
    const saved = table.Solved!;
    try {
      table.Solved = 'hacked';
    } catch {
      /* frozen: fine */
    }
    const status = new SudokuSolver().solve(board).status;
    expect(table.Solved).toBe(saved);
    expect(status).toBe('solved');
  });
});
