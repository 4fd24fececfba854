/**
 * Messages between the page and its worker. Boards travel as 81-character lines
 * (`SudokuBoard.toString()` / `SudokuBoard.parse`), which structured cloning copies cheaply.
 */

/** A cell and digit, as the library's steps name them (row and column 0–8, value 1–9). */
export interface CellDigit {
  readonly row: number;
  readonly column: number;
  readonly value: number;
}

/** What the page asks of the worker; `id` pairs a reply with its request. */
export type WorkerRequest =
  | {
      readonly id: number;
      readonly kind: 'generate';
      readonly difficulty: string;
      /** Absent: the generator draws a seed and reports it. */
      readonly seed?: number | string;
    }
  | {
      readonly id: number;
      readonly kind: 'hint';
      readonly board: string;
      /** Candidates that earlier hints already eliminated, so the next hint moves on. */
      readonly eliminated: readonly CellDigit[];
    };

/** The part of a logic step the page shows. */
export interface HintStep {
  readonly name: string;
  readonly explanation: string;
  /** Cells the step looks at (0–80). */
  readonly cells: readonly number[];
  /** Units the step looks at: `r1`–`r9`, `c1`–`c9`, `b1`–`b9`. */
  readonly units: readonly string[];
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
}

/** The worker's answers. */
export type WorkerReply =
  | {
      readonly id: number;
      readonly kind: 'puzzle';
      readonly puzzle: string;
      readonly solution: string;
      readonly difficulty: string;
      readonly seed: number | string;
      /** Generation time. */
      readonly milliseconds: number;
      /** The puzzle's Sudoku Explainer rating (ER), 20 when beyond the techniques. */
      readonly rating: number;
    }
  | { readonly id: number; readonly kind: 'hint'; readonly step: HintStep | null }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** A seed typed by a player or read from the URL: digits only make a number, anything else a string. */
export function parseSeed(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
