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
import { SudokuError, SudokuErrorCode } from '../errors.js';
import {
  checkInteger,
  checkOptions,
  checkSignal,
  describe,
  readProperty,
  throwIfAborted,
  type OptionKeys,
} from '../internal/args.js';
import { checkTimeout, pollFor } from '../internal/deadline.js';
import { checkSeed, SeededRandomSource, type RandomSource } from '../random/random-source.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { RULES_DOOR } from '../rules/door.js';
import { readRulesOption } from '../rules/rules-option.js';
import type { SolverEngine } from '../solver/engine.js';
import { fillGrid, type Draw } from './full-grid.js';
import {
  BAND_EMPTY_CELL_TARGETS,
  DIFFICULTIES,
  difficultyBand,
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
import { checkVariantOptions } from './variant.js';
import type { SudokuTechniqueId } from '../logic/catalogue.js';
import { checkTechniqueOption, checkTechniquesCanAppear, naturalBand } from './technique-options.js';

/** Options of {@link SudokuGenerator.generate}. */
export interface SudokuGenerationOptions {
  /**
   * The band of Sudoku Explainer ratings the puzzle must rate in (see {@link SudokuDifficulty});
   * default `'medium'` unless `emptyCellTarget` alone or `rating` is given.
   */
  readonly difficulty?: SudokuDifficulty;
  /**
   * Empty cells, 0–64. Alone: the clue-count generator, no rating (the seed design's profiles are
   * {@link EMPTY_CELL_TARGETS}). With `difficulty` or `rating`: exactly this many empty cells, in
   * the band (or `RATING_NOT_REACHED`).
   */
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
  /** A custom band of ratings instead of a `difficulty` (not both). */
  readonly rating?: SudokuRatingRange;
  /** With a band: attempts (new grids) at most, 1–100,000; default 1,000 (100 with `rating`). */
  readonly maxAttempts?: number;
  /**
   * The rules the puzzle is made for (a `SudokuRules`; default the classic rules): its solution
   * and its givens obey them, and it has exactly one solution under them. A `symmetry` must map
   * the rule set onto itself (every region onto a region), else a `SudokuError` with code
   * `SYMMETRY_BREAKS_RULES`.
   */
  readonly rules?: SudokuRules;
  /**
   * `'random'`: a jigsaw layout drawn from the seed (nine connected regions of nine cells, with
   * solution grids) replaces the boxes of `rules`, which must be given and have boxes
   * (`SudokuRules.classic` for a plain jigsaw). The layout used is the puzzle's `rules`.
   */
  readonly jigsaw?: 'random';
  /**
   * Generation by technique: one id of `SUDOKU_TECHNIQUES` or several (any one of them will do).
   * The puzzle needs it: the rating's path uses it and, for a technique the hint engine uses, the
   * hint engine's path too (so `SudokuGame.practice` can start just before it); no step before its
   * first on the rating's path rates above its score. A hint-only technique (the hint engine uses
   * it, the rating does not: Skyscraper, W-Wing, finned fish, colouring…) is needed when the hint
   * engine's path uses it. With `difficulty` or `rating` the puzzle lies in that band; without
   * either, in the technique's natural band (see docs/teaching.md). A technique that cannot appear
   * there (rated above the band, reached by the hint engine only in puzzles rated above it, not
   * used under `rules`, or not a technique of generated puzzles at all) throws a `SudokuError`
   * with code `TECHNIQUE_NOT_IN_BAND` at once. The result names the technique, the path and its
   * first step there (`technique: { id, path, step }`).
   */
  readonly technique?: SudokuTechniqueId | readonly SudokuTechniqueId[];
  /**
   * `true`: a killer puzzle (no givens, cages with sums covering the grid, unique, solved to the
   * end by the hint engine) under `rules` as its base rules (default the classic rules; with
   * `jigsaw: 'random'`, a drawn layout), graded on the killer scale: `difficulty` (default
   * `'medium'`) names a killer band, `rating` a band of killer grades (see `SudokuKillerPuzzle`
   * and docs/variants.md, "Generating killer puzzles"). `emptyCellTarget`, a `symmetry` other
   * than `'none'`, `technique` and `rules` that have cages already clash with it: a `SudokuError`
   * with code `KILLER_OPTION_CLASH`.
   */
  readonly killer?: boolean;
}

/** Every key of {@link SudokuGenerationOptions}, for the unknown-key check. */
export const GENERATION_KEYS: OptionKeys<SudokuGenerationOptions> = {
  difficulty: true,
  emptyCellTarget: true,
  jigsaw: true,
  killer: true,
  maxAttempts: true,
  random: true,
  rating: true,
  rules: true,
  seed: true,
  signal: true,
  symmetry: true,
  technique: true,
  timeout: true,
};

/** A generated puzzle and its unique solution. Frozen. */
export interface SudokuPuzzle {
  /** The puzzle: givens, and 0 for the cells to find. */
  readonly board: SudokuBoard;
  /** Its only solution. */
  readonly solution: SudokuBoard;
  /**
   * The difficulty whose band holds the puzzle's rating, when it was generated by band; absent
   * from the clue-count generator (`emptyCellTarget` alone), which does not rate.
   */
  readonly difficulty?: SudokuDifficulty;
  /** The seed of the built-in source: the one given, or the one drawn. Absent with `random`. */
  readonly seed?: number | string;
  /** The number of empty cells aimed for: the one given, or the difficulty's default. */
  readonly emptyCellTarget: number;
  /**
   * The number of empty cells reached: the target, or fewer when no more removals kept a unique
   * solution. By band without an explicit target it may differ either way: fewer when the band
   * needed more clues, more for hard, whose removal goes on while singles still fill the puzzle.
   */
  readonly emptyCellCount: number;
  /** The symmetry of the clue pattern. */
  readonly symmetry: SudokuSymmetry;
  /**
   * The rules the puzzle was made for, with a random jigsaw layout its layout; present when the
   * `rules` or `jigsaw` option was given (absent: the classic rules).
   */
  readonly rules?: SudokuRules;
}

/** Options after validation. */
export interface GenerationPlan {
  /** The difficulty asked for (its band is `band`); undefined with `rating` or by clue count. */
  readonly difficulty: SudokuDifficulty | undefined;
  /** The band of ratings; undefined for the clue-count generator. */
  readonly band: SudokuRatingRange | undefined;
  readonly emptyCellTarget: number;
  /** True when the caller gave `emptyCellTarget`. */
  readonly explicitTarget: boolean;
  readonly symmetry: SudokuSymmetry;
  /** The caller's signal and timeout as one polled signal (`../internal/deadline.ts`); its clock starts with the plan. */
  readonly signal: AbortSignal | undefined;
  readonly seed: number | string | undefined;
  readonly draw: Draw;
  /** The attempt budget of a band. */
  readonly maxAttempts: number;
  /** The variant rules (undefined: the classic rules, whose boxes `randomJigsaw` may replace). */
  readonly rules: SudokuRules | undefined;
  /** The rules option as given and checked (the classic rules included), for the result. */
  readonly givenRules: SudokuRules | undefined;
  /** True with `jigsaw: 'random'`. */
  readonly randomJigsaw: boolean;
  /** Generation by technique: the ids asked for (see `./technique.ts`); else undefined. */
  readonly techniques?: readonly SudokuTechniqueId[];
  /** True with `killer: true` (see `./killer.ts`). */
  readonly killer?: boolean;
}

const TWO_32 = 4294967296;

/** Validates generation options and prepares the random draw; `Math.random` only draws a missing seed. */
export function planGeneration(
  options: unknown,
  keys: Readonly<Record<string, true>> = GENERATION_KEYS,
): GenerationPlan {
  const o = checkOptions(options, keys);
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
    givenRules,
    givenJigsaw,
    givenTechnique,
    givenKiller,
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
    'rules',
    'jigsaw',
    'technique',
    'killer',
  ].map((key) => o[key]);
  if (givenKiller !== undefined && typeof givenKiller !== 'boolean') {
    throw new TypeError(`options.killer must be a boolean when given, received ${describe(givenKiller)}`);
  }
  const killer = givenKiller === true;
  if (killer) checkKillerOptions(givenTarget, givenSymmetry, givenTechnique);
  const techniques = givenTechnique === undefined ? undefined : checkTechniqueOption(givenTechnique);
  if (givenDifficulty !== undefined && !(DIFFICULTIES as readonly unknown[]).includes(givenDifficulty)) {
    throw new RangeError(
      `options.difficulty must be one of ${DIFFICULTIES.map((d) => `'${d}'`).join(', ')}, received ${describe(givenDifficulty)}`,
    );
  }
  const symmetry = givenSymmetry ?? 'none';
  if (!(SYMMETRIES as readonly unknown[]).includes(symmetry)) {
    throw new RangeError(
      `options.symmetry must be one of ${SYMMETRIES.map((s) => `'${s}'`).join(', ')}, received ${describe(symmetry)}`,
    );
  }
  const explicitTarget = givenTarget !== undefined;
  const target = explicitTarget
    ? checkInteger(givenTarget, 'options.emptyCellTarget', 0, MAX_EMPTY_CELL_TARGET)
    : undefined;
  const givenLimit = checkTimeout(givenTimeout);
  const checkedSignal = checkSignal(givenSignal);
  const rating = givenRating === undefined ? undefined : checkRatingRange(givenRating);
  if (rating !== undefined && givenDifficulty !== undefined) {
    throw new TypeError(
      'options.difficulty and options.rating are exclusive: a difficulty is a band of ratings, give one or the other',
    );
  }
  // Neither a difficulty nor a rating but a target: the clue-count generator. Else a band.
  const byCount =
    rating === undefined &&
    givenDifficulty === undefined &&
    explicitTarget &&
    techniques === undefined &&
    !killer;
  if (byCount && givenAttempts !== undefined) {
    throw new TypeError('options.maxAttempts applies only with options.difficulty or options.rating');
  }
  const maxAttempts = checkMaxAttempts(givenAttempts, rating !== undefined);
  let difficulty: SudokuDifficulty | undefined;
  let band: SudokuRatingRange | undefined;
  let emptyCellTarget: number;
  if (byCount) {
    emptyCellTarget = target!;
  } else if (rating !== undefined || (techniques !== undefined && givenDifficulty === undefined)) {
    band = rating ?? naturalBand(techniques!);
    emptyCellTarget = target ?? targetForBand(band);
  } else {
    difficulty = (givenDifficulty ?? 'medium') as SudokuDifficulty;
    band = difficultyBand(difficulty);
    emptyCellTarget = target ?? BAND_EMPTY_CELL_TARGETS[difficulty];
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
  const rules = readRulesOption(givenRules);
  if (givenJigsaw !== undefined && givenJigsaw !== 'random') {
    throw new RangeError(`options.jigsaw must be 'random' when given, received ${describe(givenJigsaw)}`);
  }
  const randomJigsaw = givenJigsaw === 'random';
  if (randomJigsaw && givenRules === undefined) {
    throw new TypeError(
      "options.jigsaw 'random' replaces the boxes of options.rules, which it needs: give rules: SudokuRules.classic for a plain jigsaw",
    );
  }
  if (killer && rules?.isKiller === true) {
    throw new SudokuError(
      SudokuErrorCode.KillerOptionClash,
      `options.killer draws the cages, so options.rules must have none, received the rules ${rules.toString()} (give its base rules)`,
      { value: 'rules' },
    );
  }
  if (!killer && rules?.isKiller === true) {
    // A grid drawn for given cages would not add up to their sums: such a puzzle has no solution.
    throw new SudokuError(
      SudokuErrorCode.KillerOptionClash,
      `options.rules has cages (${rules.cages.length}), and puzzles are not generated under given cages: give killer: true with the base rules (no cages) to draw new ones`,
      { value: 'rules' },
    );
  }
  if (rules !== undefined || randomJigsaw)
    checkVariantOptions(rules, randomJigsaw, symmetry as SudokuSymmetry);
  if (techniques !== undefined) checkTechniquesCanAppear(techniques, band!, rules, randomJigsaw);
  // The clock starts once the options are known to be good.
  const signal = pollFor(checkedSignal, givenLimit);
  return {
    difficulty,
    band,
    emptyCellTarget,
    explicitTarget,
    symmetry: symmetry as SudokuSymmetry,
    signal,
    seed,
    draw,
    maxAttempts,
    rules,
    // The rules as given (the classic rules too); readRulesOption has opened the door.
    givenRules:
      givenRules === undefined
        ? undefined
        : (rules ?? (RULES_DOOR.check!(givenRules, 'options.rules') as SudokuRules)),
    randomJigsaw,
    ...(techniques === undefined ? {} : { techniques }),
    ...(killer ? { killer } : {}),
  };
}

/** Throws the `KILLER_OPTION_CLASH` error of the first option given that killer generation has no use for. */
function checkKillerOptions(target: unknown, symmetry: unknown, technique: unknown): void {
  const clash = (option: string, why: string): never => {
    throw new SudokuError(
      SudokuErrorCode.KillerOptionClash,
      `options.killer and options.${option} clash: ${why}`,
      {
        value: option,
      },
    );
  };
  if (target !== undefined) clash('emptyCellTarget', 'a killer puzzle has no givens (every cell is empty)');
  if (symmetry !== undefined && symmetry !== 'none')
    clash('symmetry', 'a killer puzzle has no givens, so no clue pattern to make symmetric');
  if (technique !== undefined)
    clash(
      'technique',
      'killer puzzles are made by killer band (difficulty) or grade (rating), not by technique',
    );
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
  /** The rules used, when they were drawn (a random jigsaw layout). */
  readonly rules?: SudokuRules;
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
    emptyCellTarget: plan.emptyCellTarget,
    emptyCellCount: values.emptyCellCount,
    symmetry: plan.symmetry,
  };
  if (plan.seed !== undefined) puzzle.seed = plan.seed;
  const rules = values.rules ?? plan.givenRules;
  if (rules !== undefined) puzzle.rules = rules;
  return puzzle;
}
