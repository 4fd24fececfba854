/**
 * The numeric limits of the library's options and arguments, gathered in one frozen table.
 *
 * Each limit is defined next to the check that enforces it (the generator's attempt budget in
 * `generator/rating-options.ts`, its clue target in `generator/profiles.ts`, the solution count in
 * `solver/solver.ts`); this module only collects them, so that a caller validating input of its
 * own (a form, a command line: the `sudoku` command reads this table) accepts exactly what the
 * library accepts and cannot drift from it.
 */
import { MAX_ATTEMPTS_LIMIT } from './generator/rating-options.js';
import { MAX_EMPTY_CELL_TARGET } from './generator/profiles.js';
import { MAX_COUNT_LIMIT } from './solver/solver.js';

/** An inclusive range of accepted integers. */
export interface SudokuLimit {
  /** The smallest value accepted. */
  readonly min: number;
  /** The largest value accepted. */
  readonly max: number;
}

function limit(min: number, max: number): SudokuLimit {
  return Object.freeze({ min, max });
}

/**
 * The integer ranges the library accepts, each inclusive: a value outside its range is refused
 * with a `RangeError` naming the option.
 *
 * @example
 * ```ts
 * import { SUDOKU_LIMITS } from 'open-sudoku-engine';
 *
 * SUDOKU_LIMITS.maxAttempts; // → { min: 1, max: 100000 }
 * SUDOKU_LIMITS.emptyCellTarget.max; // → 64
 * ```
 */
export const SUDOKU_LIMITS: {
  /** `maxAttempts` of `SudokuGenerator.generate`: grids tried for a band, 1 to 100,000. */
  readonly maxAttempts: SudokuLimit;
  /** `emptyCellTarget` of `SudokuGenerator.generate`: empty cells, 0 to 64 (17 clues). */
  readonly emptyCellTarget: SudokuLimit;
  /** `limit` of `SudokuSolver.countSolutions`: 1 to `Number.MAX_SAFE_INTEGER`. */
  readonly solutionCount: SudokuLimit;
} = /* @__PURE__ */ Object.freeze({
  maxAttempts: /* @__PURE__ */ limit(1, MAX_ATTEMPTS_LIMIT),
  emptyCellTarget: /* @__PURE__ */ limit(0, MAX_EMPTY_CELL_TARGET),
  solutionCount: /* @__PURE__ */ limit(1, MAX_COUNT_LIMIT),
});
