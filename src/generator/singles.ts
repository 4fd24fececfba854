/**
 * Singles propagation on plain values: the generator's cheap test of the two easiest bands.
 *
 * The Sudoku Explainer rating takes, at every step, the first technique in its fixed order that
 * applies, and hidden singles (full house 1.0, box 1.2, row or column 1.5) come first. So a
 * puzzle rates at most 1.5 **iff hidden singles alone fill it**. Singles only ever gain from
 * more deductions, so when hidden and naked singles together fill a puzzle, every position the
 * rating reaches still has a single, and the rating takes one of the four producers up to the
 * naked single: at most 2.3. Both facts are used three ways: clue removal for the easy and medium
 * bands keeps this test true instead of searching for a second solution (a puzzle that singles
 * fill has exactly one solution), the harder bands skip the rater for puzzles it would rate too
 * low, and the rater runs once per accepted puzzle only, to report its rating.
 *
 * Representation: the digits used per row, column and box as 9-bit masks (digit d at bit
 * d − 1), so a cell's candidates are `~(row | column | box)`. A unit's "once" and "twice" masks
 * (digits with at least one and at least two places) give its hidden singles in one pass over
 * its nine cells. No search: the result is a pure function of `values`.
 *
 * A second singles propagation beside `LogicGrid.propagateSingles` (logic/grid.ts), kept because
 * the easy band needs hidden singles alone and because it is 1.4× faster on the generator's hot
 * path (16 vs 23 µs a call on 361 SE-rated and top1465 puzzles, Node 20, with the grid's setup);
 * test/generator/singles.test.ts checks that the two agree.
 *
 * Under variant rules (a scratch whose `rules` are set) the same test runs over the rules' regions
 * and peers instead (`./rules-singles.ts`).
 */
import { freeMask } from '../board/candidate-masks.js';
import { BOX_OF, COLUMN_OF, ROW_OF, UNIT_CELLS } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { RuleTables } from '../rules/rule-set.js';
import {
  fillsWithSinglesUnder,
  RulesSinglesScratch,
  wantedOf,
  type Emptied,
  type SinglesKind,
} from './rules-singles.js';

export type { SinglesKind };

/** Working state of one test, reused across calls by {@link SinglesScratch}. */
export class SinglesScratch {
  readonly grid: Uint8Array = new Uint8Array(81);
  /** Used digits: rows 0–8, columns 9–17, boxes 18–26 (the unit numbering of `UNIT_CELLS`). */
  readonly used: Int32Array = new Int32Array(27);
  /** The emptied cells of a test with `emptied` (1), here and under variant rules. */
  readonly want: Uint8Array = new Uint8Array(81);
  /**
   * Under variant rules, their tables: the test then runs over their regions and peers
   * (`./rules-singles.ts`). Undefined for the classic rules.
   */
  rules: RuleTables | undefined = undefined;
  #underRules: RulesSinglesScratch | undefined = undefined;

  /** The scratch of the test under variant rules, made on first use. */
  get underRules(): RulesSinglesScratch {
    return (this.#underRules ??= new RulesSinglesScratch());
  }
}

function place(s: SinglesScratch, cell: number, bit: number): void {
  s.grid[cell] = LOWEST_DIGIT[bit]!;
  s.used[ROW_OF[cell]!]! |= bit;
  s.used[9 + COLUMN_OF[cell]!]! |= bit;
  s.used[18 + BOX_OF[cell]!]! |= bit;
}

/**
 * True when singles fill every empty cell of `values` (left unchanged): hidden singles only with
 * `'hidden'`, hidden and naked singles with `'all'`. False on a contradiction (a cell or a unit
 * left without a place for a digit) or when the singles run out. With `emptied` (see
 * {@link Emptied}), true as soon as singles have placed those cells again.
 */
export function fillsWithSingles(
  values: Uint8Array,
  kind: SinglesKind,
  s: SinglesScratch,
  emptied?: Emptied,
): boolean {
  if (s.rules !== undefined) return fillsWithSinglesUnder(values, kind, s.underRules, s.rules, emptied);
  const { grid, used, want } = s;
  used.fill(0);
  let empty = 0;
  for (let cell = 0; cell < 81; cell++) {
    const v = values[cell]!;
    grid[cell] = v;
    if (v === 0) empty++;
    else place(s, cell, 1 << (v - 1));
  }
  const naked = kind === 'all';
  let wanted = wantedOf(emptied, want);
  while (empty > 0) {
    const before = empty;
    for (let u = 0; u < 27; u++) {
      const placed = used[u]!;
      if (placed === ALL) continue;
      let once = 0;
      let twice = 0;
      const u9 = u * 9;
      for (let j = u9; j < u9 + 9; j++) {
        const cell = UNIT_CELLS[j]!;
        if (grid[cell] !== 0) continue;
        const m = freeMask(s.used, cell);
        twice |= once & m;
        once |= m;
      }
      // A digit missing from the unit with no place left: no solution this way.
      if ((placed | once) !== ALL) return false;
      let hidden = once & ~twice;
      while (hidden !== 0) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let j = u9; j < u9 + 9; j++) {
          const cell = UNIT_CELLS[j]!;
          if (grid[cell] === 0 && (freeMask(s.used, cell) & bit) !== 0) {
            place(s, cell, bit);
            empty--;
            if (wanted > 0 && want[cell] === 1 && --wanted === 0) return true;
            break;
          }
        }
      }
    }
    if (naked) {
      for (let cell = 0; cell < 81; cell++) {
        if (grid[cell] !== 0) continue;
        const m = freeMask(s.used, cell);
        if (m === 0) return false;
        if (POPCOUNT[m] === 1) {
          place(s, cell, m);
          empty--;
          if (wanted > 0 && want[cell] === 1 && --wanted === 0) return true;
        }
      }
    }
    if (empty === before) return false;
  }
  return true;
}
