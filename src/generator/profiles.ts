/**
 * The generator's vocabulary: difficulties and clue symmetries, as `as const` objects with the
 * literal unions derived from them.
 *
 * A difficulty is a band of Sudoku Explainer ratings (ER), the limits of
 * `SUDOKU_RATING_BANDS`: easy ≤ 1.5 (hidden singles), medium 1.6–2.5, hard 2.6–5.0, expert
 * 5.1–7.0, extreme 7.1–9.0. Each also has a default clue target suited to its band
 * ({@link BAND_EMPTY_CELL_TARGETS}). The seed design's clue-count profiles (32, 38, 45 and 51
 * empty cells, {@link EMPTY_CELL_TARGETS}) stay available through `emptyCellTarget` alone; they
 * promise a count, not a difficulty.
 */
import { SUDOKU_RATING_BANDS } from '../rating/rate.js';

/** The five difficulties, easiest first: bands of Sudoku Explainer ratings. */
export const SudokuDifficulty: {
  /** ER ≤ 1.5: hidden singles (and full houses) solve it. */
  readonly Easy: 'easy';
  /** ER 1.6–2.5: direct pointing and claiming, direct hidden pairs, naked singles (the default). */
  readonly Medium: 'medium';
  /** ER 2.6–5.0: intersections, subsets, X-Wing to Jellyfish, XY- and XYZ-Wings, unique rectangles. */
  readonly Hard: 'hard';
  /** ER 5.1–7.0: BUG, X- and Y-cycles, forcing X-chains, XY-chains. */
  readonly Expert: 'expert';
  /** ER 7.1–9.0: forcing XY-chains, Nishio, multiple and dynamic forcing chains. */
  readonly Extreme: 'extreme';
} = /* @__PURE__ */ Object.freeze({
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
  Expert: 'expert',
  Extreme: 'extreme',
});

/** One of the values of {@link SudokuDifficulty}. */
export type SudokuDifficulty = (typeof SudokuDifficulty)[keyof typeof SudokuDifficulty];

/**
 * The band of ratings `[min, max]` of a difficulty, from `SUDOKU_RATING_BANDS`: `max` its top,
 * `min` the previous band's top + 0.1 (ratings come in tenths; easy starts at 0).
 */
export function difficultyBand(difficulty: SudokuDifficulty): { min: number; max: number } {
  const index = DIFFICULTIES.indexOf(difficulty);
  const below = index === 0 ? undefined : SUDOKU_RATING_BANDS[DIFFICULTIES[index - 1]!];
  return {
    min: below === undefined ? 0 : (Math.round(below * 10) + 1) / 10,
    max: SUDOKU_RATING_BANDS[difficulty],
  };
}

/**
 * The default clue target of each difficulty, in empty cells (see `docs/generator.md`): easy
 * keeps many givens, extreme aims at minimal puzzles (64: removal goes on until no clue can go).
 * A puzzle may end with fewer empty cells: the band comes first.
 */
export const BAND_EMPTY_CELL_TARGETS: {
  readonly easy: 45;
  readonly medium: 52;
  readonly hard: 52;
  readonly expert: 52;
  readonly extreme: 64;
} = /* @__PURE__ */ Object.freeze({ easy: 45, medium: 52, hard: 52, expert: 52, extreme: 64 } as const);

/**
 * The seed design's clue-count profiles, in empty cells: `generate({ emptyCellTarget })` with
 * one of these makes a puzzle with that count and no promise about its rating. The keys name
 * clue-count profiles, not difficulties: a puzzle made with `EMPTY_CELL_TARGETS.hard` may rate in
 * any band (a difficulty, `SudokuDifficulty`, is a band of ratings). They keep the names the
 * seed design gave them so that stored seeds keep their puzzles.
 */
export const EMPTY_CELL_TARGETS: {
  /** Easy: 32 empty cells, 49 clues. */
  readonly easy: 32;
  /** Medium: 38 empty cells, 43 clues. */
  readonly medium: 38;
  /** Hard: 45 empty cells, 36 clues. */
  readonly hard: 45;
  /** Expert: 51 empty cells, 30 clues. */
  readonly expert: 51;
} = /* @__PURE__ */ Object.freeze({ easy: 32, medium: 38, hard: 45, expert: 51 } as const);

/** The largest `emptyCellTarget` accepted (17 clues, the fewest a unique puzzle can have, is 64 empty cells). */
export const MAX_EMPTY_CELL_TARGET = 64;

/**
 * The symmetries the clue pattern can have. Cell (r, c), rows and columns 0–8, is paired with:
 * Rotational (8−r, 8−c); Rotational90 also (c, 8−r) and (8−c, r); Horizontal (8−r, c), a mirror
 * in the horizontal middle line; Vertical (r, 8−c); Diagonal (c, r), the main diagonal from top
 * left to bottom right; AntiDiagonal (8−c, 8−r).
 */
export const SudokuSymmetry: {
  /** No constraint on the clue pattern (the default). */
  readonly None: 'none';
  /** 180° rotation about the centre. */
  readonly Rotational: 'rotational';
  /** 90° rotation about the centre (so also 180° and 270°). */
  readonly Rotational90: 'rotational90';
  /** Mirror in the horizontal middle line (top ↔ bottom). */
  readonly Horizontal: 'horizontal';
  /** Mirror in the vertical middle line (left ↔ right). */
  readonly Vertical: 'vertical';
  /** Mirror in the main diagonal (top-left to bottom-right). */
  readonly Diagonal: 'diagonal';
  /** Mirror in the anti-diagonal (top-right to bottom-left). */
  readonly AntiDiagonal: 'antidiagonal';
} = /* @__PURE__ */ Object.freeze({
  None: 'none',
  Rotational: 'rotational',
  Rotational90: 'rotational90',
  Horizontal: 'horizontal',
  Vertical: 'vertical',
  Diagonal: 'diagonal',
  AntiDiagonal: 'antidiagonal',
});

/** One of the values of {@link SudokuSymmetry}. */
export type SudokuSymmetry = (typeof SudokuSymmetry)[keyof typeof SudokuSymmetry];

/** The values of {@link SudokuDifficulty}, easiest first. */
export const DIFFICULTIES: readonly SudokuDifficulty[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(SudokuDifficulty),
);
/** The values of {@link SudokuSymmetry}, in declaration order. */
export const SYMMETRIES: readonly SudokuSymmetry[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(SudokuSymmetry),
);
