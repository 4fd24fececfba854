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

/**
 * Makes seeded Sudoku puzzles with exactly one solution. Reuse one instance for speed.
 *
 * @example
 * ```ts
 * import { SudokuGenerator, SudokuSolver, dailySeed } from 'open-sudoku-engine';
 *
 * const generator = new SudokuGenerator();
 * const puzzle = generator.generate({ difficulty: 'hard', seed: 12345 });
 * puzzle.emptyCellCount; // → 45
 * new SudokuSolver().countSolutions(puzzle.board); // → 1
 *
 * // The same seed and options give the same puzzle, on every runtime, until the next major release.
 * generator.generate({ difficulty: 'hard', seed: 12345 }).board.equals(puzzle.board); // → true
 *
 * // A puzzle of the day, with a symmetric clue pattern.
 * const today = generator.generate({ difficulty: 'expert', seed: dailySeed(new Date()), symmetry: 'rotational' });
 * today.board.emptyCount; // → 51
 *
 * // By Sudoku Explainer rating instead of clue count.
 * const rated = generator.generate({ seed: 7, difficulty: 'expert', rating: { min: 2.6, max: 4.5 } });
 * rated.rating.rating; // → 4.2
 * ```
 */
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
  /** Without `rating`: a puzzle for the profile or `emptyCellTarget`, not rated (see above). */
  generate(options?: SudokuGenerationOptions): SudokuPuzzle;
  generate(options?: SudokuGenerationOptions): SudokuPuzzle | SudokuRatedPuzzle {
    const plan = planGeneration(options);
    // The engine is never busy here: user code (a random source) only runs between searches.
    if (plan.rating !== undefined) return generateRated(plan, plan.rating, plan.maxAttempts, this.#engine);
    return Object.freeze(makePuzzle(plan, generateValues(plan, this.#engine)));
  }
}
