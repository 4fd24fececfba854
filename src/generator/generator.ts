/**
 * `SudokuGenerator`: seeded, deterministic puzzles with exactly one solution, by difficulty (a
 * band of Sudoku Explainer ratings, `./bands.ts`), by custom band (`rating`), or by clue count
 * alone (`emptyCellTarget`, `./plan.ts` and the modules it names).
 *
 * Each call owns its working arrays and its random source; an instance keeps only a reusable
 * solver engine that every search resets, so calls never influence each other.
 */
import { SolverEngine } from '../solver/engine.js';
import { generateInBand, ratingUnder, type SudokuRatedPuzzle } from './bands.js';
import {
  GENERATION_KEYS,
  generateValues,
  makePuzzle,
  planGeneration,
  type SudokuGenerationOptions,
  type SudokuPuzzle,
} from './plan.js';
import type { SudokuDifficulty } from './profiles.js';
import type { SudokuRatingRange } from './rating-options.js';
import { generateKiller, type SudokuKillerPuzzle } from './killer.js';
import { generateByTechnique, type SudokuTechniquePuzzle } from './technique.js';
import { generateValuesUnder } from './variant-values.js';
import { VariantGrids } from './variant.js';

export type { SudokuRatedPuzzle } from './bands.js';
export type { SudokuGenerationOptions, SudokuPuzzle } from './plan.js';
export type { SudokuRatingRange } from './rating-options.js';
export type { SudokuTechniquePuzzle } from './technique.js';
export type { SudokuKillerPuzzle } from './killer.js';
export type { SudokuKillerGrade } from './killer-grade.js';

/**
 * Makes seeded Sudoku puzzles with exactly one solution. Reuse one instance for speed.
 *
 * @example
 * ```ts
 * import { SudokuGenerator, SudokuSolver, dailySeed } from 'open-sudoku-engine';
 *
 * const generator = new SudokuGenerator();
 * const puzzle = generator.generate({ difficulty: 'expert', seed: 12345 });
 * puzzle.rating.rating; // → 6.6 (expert is 5.1–7.0 on the Sudoku Explainer scale)
 * puzzle.rating.hardestTechnique; // → 'forcing-x-chain'
 * new SudokuSolver().countSolutions(puzzle.board); // → 1
 *
 * // The same seed and options give the same puzzle, on every runtime, until the next major release.
 * generator.generate({ difficulty: 'expert', seed: 12345 }).board.equals(puzzle.board); // → true
 *
 * // A puzzle of the day, with a symmetric clue pattern.
 * const today = generator.generate({ difficulty: 'hard', seed: dailySeed(new Date()), symmetry: 'rotational' });
 * today.rating.level; // → 'hard'
 *
 * // By clue count alone (not rated), or by a band of your own.
 * generator.generate({ seed: 7, emptyCellTarget: 51 }).board.emptyCount; // → 51
 * generator.generate({ seed: 7, rating: { min: 2.6, max: 4.5 } }).rating.rating; // → 2.6
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
   * runtime.
   *
   * - By difficulty (the default, `'medium'`): the puzzle's Sudoku Explainer rating lies in the
   *   difficulty's band, and it comes with its `rating` and the `attempts` it took. So does a
   *   custom band, `rating: { min, max }`. A band not met within `maxAttempts` (default 1,000; 100 for `rating`)
   *   throws a `SudokuError` with code `RATING_NOT_REACHED`.
   * - By clue count, `emptyCellTarget` alone: that many empty cells (or a minimal puzzle when it
   *   is out of reach), not rated.
   *
   * - By technique, `technique` (one id or several, with or without a band): a rated puzzle that
   *   needs it, with `technique: { id, step }` (see `SudokuGenerationOptions.technique`).
   *
   * - Killer, `killer: true`: a killer puzzle with no givens, its cages in `rules`, graded on the
   *   killer scale (`grade`), in the killer band of `difficulty` (see {@link SudokuKillerPuzzle}).
   *
   * Bad options throw `RangeError`/`TypeError`; an aborted `signal` throws its reason; past
   * `timeout` milliseconds the call throws a `SudokuError` with code `TIMEOUT`.
   */
  generate(
    options: SudokuGenerationOptions & {
      readonly technique: NonNullable<SudokuGenerationOptions['technique']>;
    },
  ): SudokuTechniquePuzzle;
  /** With `killer: true`: a killer puzzle graded on the killer scale (see above). */
  generate(options: SudokuGenerationOptions & { readonly killer: true }): SudokuKillerPuzzle;
  generate(options: SudokuGenerationOptions & { readonly rating: SudokuRatingRange }): SudokuRatedPuzzle;
  /** By difficulty (`'medium'` without options): rated, in the difficulty's band (see above). */
  generate(
    options?:
      | (SudokuGenerationOptions & { readonly difficulty: SudokuDifficulty })
      | (SudokuGenerationOptions & { readonly emptyCellTarget?: undefined }),
  ): SudokuRatedPuzzle & {
    /** The difficulty asked for: the band that holds the puzzle's rating. */
    readonly difficulty: SudokuDifficulty;
  };
  /** With `emptyCellTarget` alone: the clue-count generator, not rated (see above). */
  generate(options?: SudokuGenerationOptions): SudokuPuzzle;
  generate(options?: SudokuGenerationOptions): SudokuPuzzle | SudokuRatedPuzzle {
    return generateWith(this.#engine, options, GENERATION_KEYS);
  }
}

/**
 * {@link SudokuGenerator.generate} with `engine`, on options whose keys may be any of `keys` (the
 * game's generation options add its own). Internal.
 */
export function generateWith(
  engine: SolverEngine,
  options: unknown,
  keys: Readonly<Record<string, true>>,
): SudokuPuzzle | SudokuRatedPuzzle {
  const plan = planGeneration(options, keys);
  if (plan.killer === true) return generateKiller(plan);
  if (plan.rules !== undefined || plan.randomJigsaw) {
    const variant = new VariantGrids(plan.givenRules!, plan.randomJigsaw, plan.draw, plan.signal);
    if (plan.techniques !== undefined)
      return generateByTechnique(plan, engine, ratingUnder(variant.rules), variant);
    if (plan.band !== undefined) return generateInBand(plan, engine, ratingUnder(variant.rules), variant);
    return Object.freeze(makePuzzle(plan, generateValuesUnder(plan, variant, engine)));
  }
  // The engine is never busy here: user code (a random source) only runs between searches.
  if (plan.techniques !== undefined)
    return generateByTechnique(plan, engine, ratingUnder(undefined), undefined);
  if (plan.band !== undefined) return generateInBand(plan, engine);
  return Object.freeze(makePuzzle(plan, generateValues(plan, engine)));
}
