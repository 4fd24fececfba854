/**
 * The shape of a conflict, in a leaf module: the validator reports conflicts, and the checks under
 * variant rules (`constraints.ts`) build them, without importing each other.
 */
import type { SudokuUnitKind } from '../board/geometry.js';
import type { SudokuRegionKind } from './rule-set.js';

/**
 * What a conflict breaks: a region of the rules (`'row'`, `'column'`, `'box'`, and under variant
 * rules `'diagonal'`, `'window'`, `'jigsaw'`, … — every {@link SudokuRegionKind}), or a neighbour
 * rule: `'knight'`, `'king'` (the same digit a knight's or king's move apart), `'consecutive'`
 * (orthogonal neighbours differing by 1, under non-consecutive), or a killer cage: `'cage'`.
 */
export type SudokuConflictUnit =
  SudokuUnitKind | SudokuRegionKind | 'knight' | 'king' | 'consecutive' | 'cage';

/**
 * One clash: a digit that appears more than once in a unit, two neighbours a rule forbids, or a
 * full killer cage whose digits do not add up to its sum.
 */
export interface SudokuConflict {
  /** The kind of unit: `'row'`, `'column'` or `'box'` under the classic rules; see {@link SudokuConflictUnit}. */
  readonly unit: SudokuConflictUnit;
  /**
   * The unit's number within its kind, 0–8 (0 for a diagonal and the one-region kinds; see
   * `SudokuRegion.index`). For `'knight'`, `'king'` and `'consecutive'`: the pair's first cell (0–80).
   * For `'cage'`: the cage's index in `SudokuRules.cages`.
   */
  readonly unitIndex: number;
  /**
   * The repeated digit; for `'consecutive'`, the lower of the two digits; for a cage whose digits
   * add up wrong, what they add up to (as `total`).
   */
  readonly value: number;
  /**
   * Every cell of the unit holding that digit, ascending (at least two); the two cells of a pair;
   * every cell of a cage whose digits add up wrong.
   */
  readonly cells: readonly number[];
  /** `'cage'` only: the cage's sum. */
  readonly sum?: number;
  /** `'cage'` only, when the cage is full and its digits do not add up to `sum`: what they add up to. */
  readonly total?: number;
}
