/**
 * Messages between the page and its workers. Boards travel as 81-character lines
 * (`SudokuBoard.toString()` / `SudokuBoard.parse`), rule sets as their text
 * (`SudokuRules.toString()` / `SudokuRules.parse`) and games as their saved line
 * (`SudokuGame.format()` / `SudokuGame.parse`, which carries the game's rules), which structured
 * cloning copies cheaply; a step is plain data and crosses as it is.
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
      /** The rules text (`SudokuRules.toString()`); absent for the classic rules. */
      readonly rules?: string;
      /**
       * A fresh random jigsaw layout in place of the boxes, drawn by the generator from the seed
       * (`jigsaw: 'random'`); `rules` must then have the boxes.
       */
      readonly freshJigsaw?: boolean;
      /**
       * A killer puzzle with fresh cages drawn by the generator from the seed (`killer: true`), no
       * givens, on the base rules of `rules` (their cages, if any, left out).
       */
      readonly killer?: boolean;
    }
  | {
      readonly id: number;
      /** The rating of a puzzle the page already has (a game restored from the address). */
      readonly kind: 'rate';
      readonly puzzle: string;
      /** Its rules text; absent for the classic rules. */
      readonly rules?: string;
    }
  | {
      readonly id: number;
      /** The next step of a game in progress (`SudokuGame.hint`), and the game with it applied. */
      readonly kind: 'hint';
      /** The game, as `SudokuGame.format()` writes it. */
      readonly game: string;
      /** The game's rules text (the saved game carries them too: the two must agree). */
      readonly rules?: string;
      /** The hint's time limit in milliseconds (`SudokuGame.hint`'s `timeout`). */
      readonly timeout: number;
    }
  | {
      readonly id: number;
      /** A game to practise a technique (`SudokuGame.practice`), and its next step. */
      readonly kind: 'practice';
      /** The technique id (`SUDOKU_TECHNIQUES`). */
      readonly technique: string;
      /** Absent: the worker draws a seed and reports it. */
      readonly seed?: number | string;
      /** The rules as the Rules menu asks for them (see `PracticeRules` in `./practice.ts`). */
      readonly rules: string;
      readonly freshJigsaw: boolean;
      /** The search's time limit in milliseconds (`SudokuGame.practice`'s `timeout`). */
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
      /** The puzzle's rules text (with the layout drawn, for a fresh jigsaw); absent when classic. */
      readonly rules?: string;
      /**
       * False when the generator could not make the puzzle by difficulty under these rules and made
       * it by its band's count of empty cells (`EMPTY_CELL_TARGETS`) instead: its rating is then
       * whatever it is.
       */
      readonly banded: boolean;
      /** Generation time. */
      readonly milliseconds: number;
      /**
       * The puzzle's Sudoku Explainer rating (ER), 20 when beyond the techniques; null when it was
       * not rated here (variant rules: the page asks for it apart, so the puzzle shows first).
       */
      readonly rating: number | null;
    }
  | { readonly id: number; readonly kind: 'rating'; readonly rating: number }
  | {
      readonly id: number;
      readonly kind: 'practice';
      /** The practice game, as `SudokuGame.format()` writes it (its rules inside). */
      readonly game: string;
      readonly seed: number | string;
      /** The game's rules text. */
      readonly rules: string;
      /** Search time. */
      readonly milliseconds: number;
      /** The game's next step (the technique's), and the game with it applied, formatted. */
      readonly step: SudokuStep | null;
      readonly applied: string | null;
    }
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
