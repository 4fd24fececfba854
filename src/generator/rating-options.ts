/**
 * The options of generation by a custom band (`rating: { min, max }`): the band, the attempt
 * budget (shared with the difficulties), and the clue target a custom band uses when the caller
 * chose none: that of the hardest difficulty the band reaches into, since fewer clues give harder
 * puzzles on average and the band search can put clues back but never take more out.
 */
import {
  checkInteger,
  checkKeys,
  describe,
  isArrayValue,
  readProperty,
  type OptionKeys,
} from '../internal/args.js';
import { BAND_EMPTY_CELL_TARGETS, DIFFICULTIES, difficultyBand } from './profiles.js';

/** A band of Sudoku Explainer ratings (ER), both ends included. */
export interface SudokuRatingRange {
  /** Lowest accepted rating, ≥ 0. */
  readonly min: number;
  /** Highest accepted rating, ≥ `min` (20 is SE's "beyond its techniques"). */
  readonly max: number;
}

const RANGE_KEYS: OptionKeys<SudokuRatingRange> = { max: true, min: true };

/** Attempts allowed when `maxAttempts` is not given. */
export const DEFAULT_MAX_ATTEMPTS = 1000;
/**
 * Attempts allowed for a custom `rating` band when `maxAttempts` is not given: fewer, because a
 * custom band may be one that random puzzles rarely or never reach (above 9, or an empty one), and
 * each attempt at such a band costs a rating with the slowest chains.
 */
export const DEFAULT_MAX_ATTEMPTS_CUSTOM = 100;
/** The largest `maxAttempts` accepted. */
export const MAX_ATTEMPTS_LIMIT = 100_000;

/** Checks a `rating` option and returns it as plain numbers. */
export function checkRatingRange(value: unknown): SudokuRatingRange {
  if (typeof value !== 'object' || value === null || isArrayValue(value, 'options.rating')) {
    throw new TypeError(`options.rating must be an object { min, max }, received ${describe(value)}`);
  }
  checkKeys(value, RANGE_KEYS, 'options.rating');
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

/**
 * Checks a `maxAttempts` option: an integer from 1 to {@link MAX_ATTEMPTS_LIMIT}; by default
 * {@link DEFAULT_MAX_ATTEMPTS} for a difficulty, {@link DEFAULT_MAX_ATTEMPTS_CUSTOM} for `rating`.
 */
export function checkMaxAttempts(value: unknown, custom: boolean): number {
  if (value === undefined) return custom ? DEFAULT_MAX_ATTEMPTS_CUSTOM : DEFAULT_MAX_ATTEMPTS;
  return checkInteger(value, 'options.maxAttempts', 1, MAX_ATTEMPTS_LIMIT);
}

/**
 * The clue target of a custom band when the caller chose none: the default target of the hardest
 * difficulty whose band it overlaps (see `BAND_EMPTY_CELL_TARGETS`).
 */
export function targetForBand(range: SudokuRatingRange): number {
  let target: number = BAND_EMPTY_CELL_TARGETS.easy;
  for (const difficulty of DIFFICULTIES) {
    if (range.max >= difficultyBand(difficulty).min) target = BAND_EMPTY_CELL_TARGETS[difficulty];
  }
  return target;
}
