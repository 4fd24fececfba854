/**
 * `gradeKiller`: a killer puzzle's grade on the killer scale, for any killer puzzle (one read from
 * a file, imported from another program, or with givens), as the generator grades its own: the
 * hint engine's path to the end, its hardest technique's score and the killer band it falls in
 * (see `../generator/killer-grade.ts` and docs/variants.md, "Generating killer puzzles").
 *
 * Sudoku Explainer's scale has no cage techniques, so `rateBoard` refuses killer rules; this is
 * their rating.
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { SudokuError } from '../errors.js';
import { checkOptions, type OptionKeys } from '../internal/args.js';
import { readLimits } from '../internal/deadline.js';
import { geometryOf } from '../logic/engine/geometry.js';
import { rulesTables, type SudokuRules } from '../rules/rule-set.js';
import { readRulesOption } from '../rules/rules-option.js';
import { countSolutionsUnder } from '../solver/rules-engine.js';
import { gradeOf, killerBandOf, killerPath, type SudokuKillerGrade } from '../generator/killer-grade.js';
import type { SudokuDifficulty } from '../generator/profiles.js';

/** Options of {@link gradeKiller}. */
export interface SudokuKillerGradeOptions {
  /** The killer rules of the puzzle (a `SudokuRules` with cages: `SudokuRules.killer`, `parse`). Required. */
  readonly rules: SudokuRules;
  /** Aborts a long grading (throws the signal's reason); see `rateBoard`. */
  readonly signal?: AbortSignal;
  /** A time limit in milliseconds; past it, a `SudokuError` with code `TIMEOUT`. */
  readonly timeout?: number;
}

/** A killer puzzle's grade, or why it has none. Frozen. */
export interface SudokuKillerRating {
  /**
   * The board's solutions under the rules, counted up to two: 1 for a puzzle, 0 for a board
   * without solution (its givens clash or the sums cannot be met), 2 for several. Only a puzzle
   * (1) is graded.
   */
  readonly solutions: 0 | 1 | 2;
  /**
   * True when the hint engine (`SudokuLogicSolver.solve`) takes the puzzle to its solution; false
   * when its techniques run out first (then there is no grade), or when it is no puzzle.
   */
  readonly solvedByLogic: boolean;
  /** The grade: the hint engine's path, its hardest technique's score (null unless graded). */
  readonly grade: SudokuKillerGrade | null;
  /** The killer band of the grade (`'easy'` … `'extreme'`; null unless graded). */
  readonly difficulty: SudokuDifficulty | null;
}

const GRADE_KEYS: OptionKeys<SudokuKillerGradeOptions> = { rules: true, signal: true, timeout: true };

/**
 * Grades a killer puzzle on the killer scale: the score of the hardest technique on the hint
 * engine's path to the solution, and its band (`difficulty`), as `generate({ killer: true })`
 * grades the puzzles it makes (the same seed's puzzle gets the same grade here). Givens are allowed.
 *
 * `options.rules` must have cages (a `RULES_NOT_RATED` `SudokuError` otherwise: other rules are
 * rated by `rateBoard`). A board with no solution or several gets `solutions` 0 or 2 and no grade;
 * one the hint engine cannot finish, `solvedByLogic: false` and no grade.
 */
export function gradeKiller(board: SudokuBoard, options: SudokuKillerGradeOptions): SudokuKillerRating {
  const values = boardStorage(checkBoard(board, 'board'));
  const opts = checkOptions(options, GRADE_KEYS);
  if (opts.rules === undefined) {
    throw new TypeError(
      'options.rules is required: the killer rules (a SudokuRules with cages) to grade under',
    );
  }
  // Undefined for the classic rules.
  const rules = readRulesOption(opts.rules);
  if (rules?.isKiller !== true) {
    throw new SudokuError(
      'RULES_NOT_RATED',
      `gradeKiller grades killer puzzles, and the rules ${rules?.toString() ?? 'classic'} have no cages: use rateBoard`,
      { value: 'rules' },
    );
  }
  const deadline = readLimits(opts);
  const solutions = Math.min(countSolutionsUnder(values, rules, 2, deadline), 2) as 0 | 1 | 2;
  if (solutions !== 1)
    return Object.freeze({ solutions, solvedByLogic: false, grade: null, difficulty: null });
  const path = killerPath(values, geometryOf(rulesTables(rules)), Infinity, deadline);
  if (!path.solved) return Object.freeze({ solutions, solvedByLogic: false, grade: null, difficulty: null });
  return Object.freeze({
    solutions,
    solvedByLogic: true,
    grade: gradeOf(path),
    difficulty: killerBandOf(path.tenths, path.forced),
  });
}
