/**
 * The one contract of the technique engine: a **finding**, the bare record every finder reports,
 * shared by the rating (which replays Sudoku Explainer's order) and the hints (which explain a
 * finding in sentences, `prose.ts`). Internal.
 *
 * A finding says what a technique concludes and nothing more: the placement (`cell`, `digit`),
 * the candidates removed, the pattern that justifies it (cells and units, for highlights), its
 * rating on the Sudoku Explainer scale in tenths (17 = 1.7, so sums of length terms stay exact)
 * and, for chains, SE's complexity (the ancestor count that sets the length term and orders chain
 * findings). No sentence is built here: the rating never pays for prose.
 *
 * Candidates are named by code `cell * 9 + digit − 1`, units by number (rows 0–8, columns 9–17,
 * boxes 18–26), as everywhere in the engine.
 */
import type { SudokuTechniqueId } from '../technique.js';

/** One step a finder saw, as a bare record. */
export interface Finding {
  /** Technique id. */
  readonly technique: SudokuTechniqueId;
  /** Rating in tenths on the Sudoku Explainer scale. */
  readonly tenths: number;
  /** Cell that receives a value, or -1. */
  readonly cell: number;
  /** Value placed in `cell` (0 when none). */
  readonly digit: number;
  /** Candidate codes (`cell * 9 + digit − 1`) removed. */
  readonly removals: readonly number[];
  /** For chains: SE's complexity (ancestor count), used to order chain findings; else 0. */
  readonly complexity: number;
  /** Tie-break key between chain findings of equal rating and complexity (SE's kind order). */
  readonly sortKey: number;
  /** Cells of the pattern (for highlights); may be empty. */
  readonly cells: readonly number[];
  /** Units of the pattern (for highlights); may be empty. */
  readonly units: readonly number[];
  /** Digits of the pattern as a 9-bit mask (a set's digits, a fish's digit…); 0 when not told. */
  readonly digits: number;
  /**
   * For a colouring only: how many leading `cells` take the first colour (the rest take the
   * second). The rating's finders never set it, so their findings keep one shape.
   */
  readonly firstColour?: number;
}

/**
 * Receives findings. Returns true to stop the search (the caller takes the first finding), false
 * to go on (the dynamic chains collect every instance). `parents` are the removed candidates that
 * justify the finding on a what-if grid, when the finder was given the initial candidates.
 */
export type FindingSink = (finding: Finding, parents: readonly number[] | null) => boolean;

const NONE: readonly number[] = [];

/** A finding without chain fields. */
export function finding(
  technique: SudokuTechniqueId,
  tenths: number,
  cell: number,
  digit: number,
  removals: readonly number[],
  cells: readonly number[] = NONE,
  units: readonly number[] = NONE,
  digits: number = 0,
  sortKey: number = 0,
): Finding {
  return { technique, tenths, cell, digit, removals, complexity: 0, sortKey, cells, units, digits };
}
