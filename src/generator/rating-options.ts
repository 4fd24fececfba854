/**
 * The options of generation by rating, checked without loading the rater: a band of ratings, an
 * attempt budget, and the clue target a band uses when the caller chose none.
 *
 * Fewer clues give harder puzzles on average, so without an explicit `difficulty` or
 * `emptyCellTarget` the clue target follows the band: bands within SE's "easy" range (max ≤ 1.5)
 * use the Hard profile (45 empty cells), bands starting at 2.0 or more use minimal puzzles
 * (target 64: removal goes on until no clue can go), and the others the Expert profile (51).
 * Measured on 150 seeds each: 45 empty cells rate ≤ 1.5 nine times in ten; minimal puzzles rate
 * ≥ 2.0 about 70 % of the time and ≥ 6.5 about 35 %.
 */
import { checkInteger, describe, isArrayValue, readProperty } from '../internal/args.js';
import type { SudokuDifficulty } from './profiles.js';

/** A band of Sudoku Explainer ratings (ER), both ends included. */
export interface SudokuRatingRange {
  /** Lowest accepted rating, ≥ 0. */
  readonly min: number;
  /** Highest accepted rating, ≥ `min` (20 is SE's "beyond its techniques"). */
  readonly max: number;
}

/** Attempts allowed when `maxAttempts` is not given. */
export const DEFAULT_MAX_ATTEMPTS = 100;
/** The largest `maxAttempts` accepted. */
export const MAX_ATTEMPTS_LIMIT = 100_000;

/** Checks a `rating` option and returns it as plain numbers. */
export function checkRatingRange(value: unknown): SudokuRatingRange {
  if (typeof value !== 'object' || value === null || isArrayValue(value, 'options.rating')) {
    throw new TypeError(`options.rating must be an object { min, max }, received ${describe(value)}`);
  }
  const min = readProperty(value, 'min', 'options.rating.min');
  const max = readProperty(value, 'max', 'options.rating.max');
  for (const [name, end] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (typeof end !== 'number') {
      throw new TypeError(`options.rating.${name} must be a number, received ${describe(end)}`);
    }
    if (!Number.isFinite(end) || end < 0) {
      throw new RangeError(`options.rating.${name} must be a finite number ≥ 0, received ${describe(end)}`);
    }
  }
  if ((min as number) > (max as number)) {
    throw new RangeError(
      `options.rating.min must not exceed options.rating.max, received ${describe(min)} > ${describe(max)}`,
    );
  }
  return { min: min as number, max: max as number };
}

/** Checks a `maxAttempts` option: an integer from 1 to {@link MAX_ATTEMPTS_LIMIT}, default 100. */
export function checkMaxAttempts(value: unknown): number {
  return value === undefined
    ? DEFAULT_MAX_ATTEMPTS
    : checkInteger(value, 'options.maxAttempts', 1, MAX_ATTEMPTS_LIMIT);
}

/** The clue target and profile used for a band when the caller chose neither (see the module header). */
export function targetForBand(range: SudokuRatingRange): {
  difficulty: SudokuDifficulty;
  emptyCellTarget: number;
} {
  if (range.max <= 1.5) return { difficulty: 'hard', emptyCellTarget: 45 };
  if (range.min >= 2) return { difficulty: 'expert', emptyCellTarget: 64 };
  return { difficulty: 'expert', emptyCellTarget: 51 };
}
