/**
 * `SudokuGenerator`: seeded, deterministic puzzles with exactly one solution, by profile and
 * symmetry (`./plan.ts` and the modules it names), or by Sudoku Explainer rating (`./rated.ts`).
 *
 * Each call owns its working arrays and its random source; an instance keeps only a reusable
 * solver engine that every search resets, so calls never influence each other.
 */
import { SolverEngine } from '../solver/engine.js';
import {
  generateValues,
  makePuzzle,
  planGeneration,
  type SudokuGenerationOptions,
  type SudokuPuzzle,
} from './plan.js';
import { generateRated, type SudokuRatedPuzzle } from './rated.js';
import type { SudokuRatingRange } from './rating-options.js';

export type { SudokuGenerationOptions, SudokuPuzzle } from './plan.js';
export type { SudokuRatedPuzzle } from './rated.js';
export type { SudokuRatingRange } from './rating-options.js';

/** Makes seeded Sudoku puzzles with exactly one solution. Reuse one instance for speed. */
export class SudokuGenerator {
  readonly #engine: SolverEngine = new SolverEngine();

  /** A generator with its own reusable solver state. */
  constructor() {
    Object.freeze(this);
  }

  /**
   * A puzzle with exactly one solution; the same seed and options give the same puzzle on every
   * runtime. With `rating: { min, max }`, puzzles are generated and rated until one's ER is in the
   * band (at most `maxAttempts`, default 100), and it comes with its `rating` and `attempts`; a
   * band not met throws a `SudokuError` with code `RATING_NOT_REACHED`. Bad options throw
   * `RangeError`/`TypeError`; an aborted `signal` throws its reason; past `timeout` milliseconds
   * the call throws a `SudokuError` with code `TIMEOUT`.
   */
  generate(options: SudokuGenerationOptions & { readonly rating: SudokuRatingRange }): SudokuRatedPuzzle;
  generate(options?: SudokuGenerationOptions): SudokuPuzzle;
  generate(options?: SudokuGenerationOptions): SudokuPuzzle | SudokuRatedPuzzle {
    const plan = planGeneration(options);
    // The engine is never busy here: user code (a random source) only runs between searches.
    if (plan.rating !== undefined) return generateRated(plan, plan.rating, plan.maxAttempts, this.#engine);
    return Object.freeze(makePuzzle(plan, generateValues(plan, this.#engine)));
  }
}
