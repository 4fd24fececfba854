/**
 * The generator's vocabulary: difficulty profiles and clue symmetries, as `as const` objects with
 * the literal unions derived from them.
 *
 * A profile is only a number of empty cells to aim for (Easy 32, Medium 38, Hard 45, Expert 51):
 * a generation preset, not a measure of the solving techniques a puzzle needs. Generation by
 * rating (`rating: { min, max }`) is the option for that.
 */

const DIFFICULTY_VALUES = {
  /** 32 empty cells. */
  Easy: 'easy',
  /** 38 empty cells (the default). */
  Medium: 'medium',
  /** 45 empty cells. */
  Hard: 'hard',
  /** 51 empty cells. */
  Expert: 'expert',
} as const;
/** The four generation profiles. */
export const SudokuDifficulty: typeof DIFFICULTY_VALUES = /* @__PURE__ */ Object.freeze(DIFFICULTY_VALUES);

/** One of the values of {@link SudokuDifficulty}. */
export type SudokuDifficulty = (typeof SudokuDifficulty)[keyof typeof SudokuDifficulty];

/** The number of empty cells each profile aims for. */
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

const SYMMETRY_VALUES = {
  /** No constraint on the clue pattern (the default). */
  None: 'none',
  /** 180° rotation about the centre. */
  Rotational: 'rotational',
  /** 90° rotation about the centre (so also 180° and 270°). */
  Rotational90: 'rotational90',
  /** Mirror in the horizontal middle line (top ↔ bottom). */
  Horizontal: 'horizontal',
  /** Mirror in the vertical middle line (left ↔ right). */
  Vertical: 'vertical',
  /** Mirror in the main diagonal (top-left to bottom-right). */
  Diagonal: 'diagonal',
  /** Mirror in the anti-diagonal (top-right to bottom-left). */
  AntiDiagonal: 'antidiagonal',
} as const;
/**
 * The symmetries the clue pattern can have. Cell (r, c), rows and columns 0–8, is paired with:
 * Rotational (8−r, 8−c); Rotational90 also (c, 8−r) and (8−c, r); Horizontal (8−r, c), a mirror
 * in the horizontal middle line; Vertical (r, 8−c); Diagonal (c, r), the main diagonal from top
 * left to bottom right; AntiDiagonal (8−c, 8−r).
 */
export const SudokuSymmetry: typeof SYMMETRY_VALUES = /* @__PURE__ */ Object.freeze(SYMMETRY_VALUES);

/** One of the values of {@link SudokuSymmetry}. */
export type SudokuSymmetry = (typeof SudokuSymmetry)[keyof typeof SudokuSymmetry];

/** The values of {@link SudokuDifficulty}, in profile order. */
export const DIFFICULTIES: readonly SudokuDifficulty[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(SudokuDifficulty),
);
/** The values of {@link SudokuSymmetry}, in declaration order. */
export const SYMMETRIES: readonly SudokuSymmetry[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.values(SudokuSymmetry),
);
