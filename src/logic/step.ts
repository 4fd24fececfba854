/**
 * The step, the one explained form: a frozen, self-contained record that the prose layer builds
 * from a bare finding (`engine/finding.ts`), and the hint engine's reports about a broken
 * position. A step has two forms only: the finding (what the rating keeps, no sentence) and this.
 * Positions are 0-based `{ row, column }` like the rest of the API; the sentences use the
 * players' 1-based r1c1 notation.
 */
import { codeCell, codeDigit } from './grid.js';
import { TECHNIQUE_INFO, type SudokuTechniqueId } from './technique.js';

/** A digit at a position: a placement, an elimination or a highlighted candidate. */
export interface SudokuCandidateRef {
  /** Row, 0–8. */
  readonly row: number;
  /** Column, 0–8. */
  readonly column: number;
  /** Digit, 1–9. */
  readonly value: number;
}

/** One link of a chain step: from one candidate to the next, strong or weak. */
export interface SudokuStepLink {
  /** The candidate the link starts from. */
  readonly from: SudokuCandidateRef;
  /** The candidate it leads to. */
  readonly to: SudokuCandidateRef;
  /**
   * `'strong'`: at least one of the two candidates is true (the link leads to `to` being true);
   * `'weak'`: they are not both true (the link leads to `to` being false).
   */
  readonly kind: 'strong' | 'weak';
}

/** What a user interface should highlight for a step. */
export interface SudokuStepHighlights {
  /** Cells of the pattern (0–80, row-major). */
  readonly cells: readonly number[];
  /** Candidates of the pattern. */
  readonly candidates: readonly SudokuCandidateRef[];
  /** Units of the pattern, as `r4`, `c2` or `b5` (1-based). */
  readonly units: readonly string[];
}

/** One explained logical step: a hint, or one move of a solution path. */
export interface SudokuStep {
  /** Stable technique id. */
  readonly technique: SudokuTechniqueId;
  /** Human name of the technique. */
  readonly name: string;
  /**
   * The step's rating on the Sudoku Explainer scale: its technique's base rating (see
   * `SUDOKU_TECHNIQUES`), plus a term for the length of a chain or loop. A puzzle's rating is the
   * score of its hardest step, not a sum.
   */
  readonly score: number;
  /**
   * The same number as {@link SudokuStep.score}.
   * @deprecated Use `score`: "difficulty" names a band (`SudokuDifficulty`). Kept until 1.0.
   */
  readonly difficulty: number;
  /** Digits this step places (each equals the solution's digit). */
  readonly placements: readonly SudokuCandidateRef[];
  /** Candidates this step removes (none is the solution's digit). */
  readonly eliminations: readonly SudokuCandidateRef[];
  /** The pattern to show. */
  readonly highlights: SudokuStepHighlights;
  /**
   * A full sentence, cells in r1c1 notation (1-based). A nested forcing chain's runs to several
   * lines joined by `'\n'`: a short first sentence, then its branches, then the inner chains it
   * rests on, each list line starting with `'• '`.
   */
  readonly explanation: string;
  /** Two graded hints: `small` says where to look, `big` what to look for. */
  readonly clue: { readonly small: string; readonly big: string };
  /**
   * A chain's links, in order, each from one candidate to the next, `'strong'` (at least one of
   * the two is true) or `'weak'` (not both): the chain of a cycle or forcing X-/XY-chain, every
   * branch of a Nishio, multiple or dynamic forcing chain (each link once). Empty for the other
   * techniques.
   */
  readonly links: readonly SudokuStepLink[];
}

/** A candidate code as the public, frozen `{ row, column, value }`. */
export function candidateRef(code: number): SudokuCandidateRef {
  const cell = codeCell(code);
  return Object.freeze({ row: (cell / 9) | 0, column: cell % 9, value: codeDigit(code) });
}

function unitLabel(unit: number): string {
  return `${'rcb'[(unit / 9) | 0]!}${(unit % 9) + 1}`;
}

const NO_LINKS: readonly SudokuStepLink[] = /* @__PURE__ */ Object.freeze([]);

/**
 * Internal: builds a step. Candidates are given as codes (`cell * 9 + digit − 1`) and units by
 * number (rows 0–8, columns 9–17, boxes 18–26); `score` defaults to the technique's base rating.
 */
export function makeStep(
  technique: SudokuTechniqueId,
  parts: {
    placements?: readonly number[];
    eliminations?: readonly number[];
    cells?: readonly number[];
    candidates?: readonly number[];
    units?: readonly number[];
    explanation: string;
    small: string;
    big: string;
    score?: number;
  },
): SudokuStep {
  const score = parts.score ?? TECHNIQUE_INFO[technique].score;
  return Object.freeze({
    technique,
    name: TECHNIQUE_INFO[technique].name,
    score,
    difficulty: score,
    placements: Object.freeze((parts.placements ?? NONE).map(candidateRef)),
    eliminations: Object.freeze((parts.eliminations ?? NONE).map(candidateRef)),
    highlights: Object.freeze({
      cells: Object.freeze([...(parts.cells ?? NONE)]),
      candidates: Object.freeze((parts.candidates ?? NONE).map(candidateRef)),
      units: Object.freeze((parts.units ?? NONE).map(unitLabel)),
    }),
    explanation: parts.explanation,
    clue: Object.freeze({ small: parts.small, big: parts.big }),
    links: NO_LINKS,
  });
}

const NONE: readonly number[] = [];
