/**
 * Messages between the page and its workers. Boards travel as 81-character lines
 * (`SudokuBoard.toString()` / `SudokuBoard.parse`) and games as their saved line
 * (`SudokuGame.format()` / `SudokuGame.parse`), which structured cloning copies cheaply; a step is
 * plain data and crosses as it is.
 */
import type { SudokuStep } from './engine.js';

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
      /** The rating of a puzzle the page already has (a game restored from the address). */
      readonly kind: 'rate';
      readonly puzzle: string;
    }
  | {
      readonly id: number;
      /** The next step of a game in progress (`SudokuGame.hint`), and the game with it applied. */
      readonly kind: 'hint';
      /** The game, as `SudokuGame.format()` writes it. */
      readonly game: string;
      /** The hint's time limit in milliseconds (`SudokuGame.hint`'s `timeout`). */
      readonly timeout: number;
    };

/** The worker's answers. */
export type WorkerReply =
  | {
      readonly id: number;
      readonly kind: 'puzzle';
      readonly puzzle: string;
      readonly difficulty: string;
      readonly seed: number | string;
      /** Generation time. */
      readonly milliseconds: number;
      /** The puzzle's Sudoku Explainer rating (ER), 20 when beyond the techniques. */
      readonly rating: number;
    }
  | { readonly id: number; readonly kind: 'rating'; readonly rating: number }
  | {
      readonly id: number;
      readonly kind: 'hint';
      /** The step, or null when no technique applies (or the board is full). */
      readonly step: SudokuStep | null;
      /** The game after `applyHint()`, formatted; null with no step. */
      readonly applied: string | null;
    }
  | {
      readonly id: number;
      readonly kind: 'error';
      readonly message: string;
      /** A `SudokuError`'s code (`TIMEOUT` for a hint not found in time), when it was one. */
      readonly code?: string;
    };

/** A seed typed by a player or read from the URL: digits only make a number, anything else a string. */
export function parseSeed(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
