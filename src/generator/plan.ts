/**
 * Generation options, their validation, and the stages of one generation.
 *
 * A call runs three stages, every random choice drawn from one {@link RandomSource}:
 *
 * 1. a random complete grid (`./full-grid.ts`, the generator's own backtracking);
 * 2. a random order of the cells, or of the symmetry's orbits (Fisher–Yates);
 * 3. clue removal in that order, each kept only while exactly one solution remains
 *    (`./removal.ts`, on the solver's engine).
 *
 * With the built-in source the output is a function of the seed and the options alone, so it is
 * identical on every JavaScript runtime (see `docs/generator.md` for exactly what that covers).
 * `Math.random` is used in one place only: to draw the seed when none was given, and that seed is
 * reported in the puzzle.
 */
import { boardFromStorage, type SudokuBoard } from '../board/board.js';
import {
  checkInteger,
  checkOptions,
  checkSignal,
  describe,
  readProperty,
  throwIfAborted,
} from '../internal/args.js';
import { checkTimeout, pollFor } from '../internal/deadline.js';
import { checkSeed, SeededRandomSource, type RandomSource } from '../random/random-source.js';
import type { SolverEngine } from '../solver/engine.js';
import { fillGrid, type Draw } from './full-grid.js';
import {
  DIFFICULTIES,
  EMPTY_CELL_TARGETS,
  MAX_EMPTY_CELL_TARGET,
  SYMMETRIES,
  type SudokuDifficulty,
  type SudokuSymmetry,
} from './profiles.js';
import {
  checkMaxAttempts,
  checkRatingRange,
  targetForBand,
  type SudokuRatingRange,
} from './rating-options.js';
import { removeClues } from './removal.js';
import { ORBITS, reachableTarget } from './symmetry.js';

/** Options of {@link SudokuGenerator.generate}. */
export interface SudokuGenerationOptions {
  /** The profile, which sets the default `emptyCellTarget`; default `'medium'`. */
  readonly difficulty?: SudokuDifficulty;
  /** Empty cells to aim for, 0–64; overrides the profile's target. */
  readonly emptyCellTarget?: number;
  /** Seed of the built-in source: a safe integer or a non-empty string. Drawn at random when absent. */
  readonly seed?: number | string;
  /** A source of your own instead of a seed (not both). */
  readonly random?: RandomSource;
  /** Symmetry of the clue pattern; default `'none'`. */
  readonly symmetry?: SudokuSymmetry;
  /**
   * Aborts generation: the call throws `signal.reason`. Generation is synchronous, so only an
   * abort from elsewhere (another thread, or before the call) can stop it: for a time limit, use
   * `timeout`.
   */
  readonly signal?: AbortSignal;
  /**
   * A time limit in milliseconds (a finite number ≥ 0), rated generation included, kept by the
   * call itself: past it, the call throws a `SudokuError` with code `TIMEOUT`.
   */
  readonly timeout?: number;
  /**
   * Generate by rating: only a puzzle whose Sudoku Explainer rating (ER) is in this band is
   * returned, with its `rating` and `attempts` (see {@link SudokuGenerator.generate}).
   */
  readonly rating?: SudokuRatingRange;
  /** With `rating`: puzzles to generate and rate at most (1–100,000; default 100). */
  readonly maxAttempts?: number;
}

/** A generated puzzle and its unique solution. Frozen. */
export interface SudokuPuzzle {
  /** The puzzle: givens, and 0 for the cells to find. */
  readonly board: SudokuBoard;
  /** Its only solution. */
  readonly solution: SudokuBoard;
  /** The profile requested (or the default). */
  readonly difficulty: SudokuDifficulty;
  /** The seed of the built-in source: the one given, or the one drawn. Absent with `random`. */
  readonly seed?: number | string;
  /** The number of empty cells requested. */
  readonly emptyCellTarget: number;
  /** The number of empty cells reached: the target, or fewer when no more removals kept a unique solution. */
  readonly emptyCellCount: number;
  /** The symmetry of the clue pattern. */
  readonly symmetry: SudokuSymmetry;
}

/** Options after validation. */
export interface GenerationPlan {
  readonly difficulty: SudokuDifficulty;
  readonly emptyCellTarget: number;
  readonly symmetry: SudokuSymmetry;
  /** The caller's signal and timeout as one polled signal (`../internal/deadline.ts`); its clock starts with the plan. */
  readonly signal: AbortSignal | undefined;
  readonly seed: number | string | undefined;
  readonly draw: Draw;
  /** The rating band, in rating mode. */
  readonly rating: SudokuRatingRange | undefined;
  /** The attempt budget of rating mode. */
  readonly maxAttempts: number;
}

const TWO_32 = 4294967296;

/** Validates generation options and prepares the random draw; `Math.random` only draws a missing seed. */
export function planGeneration(options: unknown): GenerationPlan {
  const o = checkOptions(options);
  // Every option is read once, so a getter cannot answer differently to two reads.
  const [
    givenDifficulty,
    givenSymmetry,
    givenTarget,
    givenSignal,
    givenRating,
    givenAttempts,
    givenSeed,
    givenRandom,
    givenTimeout,
  ] = [
    'difficulty',
    'symmetry',
    'emptyCellTarget',
    'signal',
    'rating',
    'maxAttempts',
    'seed',
    'random',
    'timeout',
  ].map((key) => o[key]);
  const difficulty = givenDifficulty ?? 'medium';
  if (!(DIFFICULTIES as readonly unknown[]).includes(difficulty)) {
    throw new RangeError(
      `options.difficulty must be one of ${DIFFICULTIES.map((d) => `'${d}'`).join(', ')}, received ${describe(difficulty)}`,
    );
  }
  const symmetry = givenSymmetry ?? 'none';
  if (!(SYMMETRIES as readonly unknown[]).includes(symmetry)) {
    throw new RangeError(
      `options.symmetry must be one of ${SYMMETRIES.map((s) => `'${s}'`).join(', ')}, received ${describe(symmetry)}`,
    );
  }
  let emptyCellTarget =
    givenTarget === undefined
      ? EMPTY_CELL_TARGETS[difficulty as SudokuDifficulty]
      : checkInteger(givenTarget, 'options.emptyCellTarget', 0, MAX_EMPTY_CELL_TARGET);
  const givenLimit = checkTimeout(givenTimeout);
  const checkedSignal = checkSignal(givenSignal);
  const rating = givenRating === undefined ? undefined : checkRatingRange(givenRating);
  if (rating === undefined && givenAttempts !== undefined) {
    throw new TypeError('options.maxAttempts applies only with options.rating');
  }
  const maxAttempts = checkMaxAttempts(givenAttempts);
  let profile = difficulty as SudokuDifficulty;
  if (rating !== undefined && givenDifficulty === undefined && givenTarget === undefined) {
    ({ difficulty: profile, emptyCellTarget } = targetForBand(rating));
  }
  if (givenSeed !== undefined && givenRandom !== undefined) {
    throw new TypeError('options.seed and options.random are exclusive: give one or the other');
  }
  let seed: number | string | undefined;
  let draw: Draw;
  if (givenRandom !== undefined) {
    draw = checkedDraw(givenRandom);
  } else {
    seed =
      givenSeed === undefined ? Math.floor(Math.random() * TWO_32) : checkSeed(givenSeed, 'options.seed');
    const source = new SeededRandomSource(seed);
    draw = (bound) => source.nextInt(bound);
  }
  // The clock starts once the options are known to be good.
  const signal = pollFor(checkedSignal, givenLimit);
  return {
    difficulty: profile,
    emptyCellTarget,
    symmetry: symmetry as SudokuSymmetry,
    signal,
    seed,
    draw,
    rating,
    maxAttempts,
  };
}

function checkedDraw(random: unknown): Draw {
  const nextInt =
    typeof random === 'object' && random !== null
      ? readProperty(random, 'nextInt', 'options.random.nextInt')
      : undefined;
  if (typeof nextInt !== 'function') {
    throw new TypeError(
      `options.random must be an object with a nextInt method, received ${describe(random)}`,
    );
  }
  return (bound) => {
    const value: unknown = nextInt.call(random, bound);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= bound) {
      throw new RangeError(
        `options.random.nextInt(${bound}) must return an integer from 0 to ${bound - 1}, returned ${describe(value)}`,
      );
    }
    return value;
  };
}

/** The result of one generation, before it is wrapped for the user. */
export interface GeneratedValues {
  readonly puzzle: Uint8Array;
  readonly solution: Uint8Array;
  readonly emptyCellCount: number;
}

/** Runs the three stages of a plan on `engine`. */
export function generateValues(plan: GenerationPlan, engine: SolverEngine): GeneratedValues {
  throwIfAborted(plan.signal);
  const solution = new Uint8Array(81);
  fillGrid(solution, plan.draw);
  const puzzle = solution.slice();
  const target = reachableTarget(plan.symmetry, plan.emptyCellTarget);
  const emptyCellCount = removeClues(
    puzzle,
    solution,
    ORBITS[plan.symmetry],
    target,
    plan.draw,
    engine,
    plan.signal,
  );
  return { puzzle, solution, emptyCellCount };
}

/** Wraps generated values as a {@link SudokuPuzzle}; `board` is the puzzle's board when already made. */
export function makePuzzle(
  plan: GenerationPlan,
  values: GeneratedValues,
  board: SudokuBoard = boardFromStorage(values.puzzle),
): SudokuPuzzle {
  const puzzle: {
    -readonly [K in keyof SudokuPuzzle]: SudokuPuzzle[K];
  } = {
    board,
    solution: boardFromStorage(values.solution),
    difficulty: plan.difficulty,
    emptyCellTarget: plan.emptyCellTarget,
    emptyCellCount: values.emptyCellCount,
    symmetry: plan.symmetry,
  };
  if (plan.seed !== undefined) puzzle.seed = plan.seed;
  return puzzle;
}
