/**
 * Difficulty rating on the Sudoku Explainer (SE 1.2.1) scale.
 *
 * The rating replays SE's solving loop: at every step the producers are asked, in SE's fixed
 * order, for a hint, and the first one found is applied (inside a chaining producer, its cheapest
 * hint). The puzzle's rating **ER** is the highest rating among the steps, **EP** the highest up
 * to and including the first step that places a digit, **ED** the rating of the first step. See
 * `docs/rating.md` for the scale, the technique order and the calibration against SE itself.
 *
 * - A board with no solution (or breaking the rules) rates 0 with level `'unsolvable'`.
 * - When no technique applies any more, the rating is SE's 20 ("beyond the solver") with
 *   `solvedByLogic: false`; steps are never guessed.
 * - Boards with several solutions are rated without the uniqueness techniques (unique loops,
 *   BUG), which assume a unique solution; every other step is sound for any board.
 * - Long ratings poll `signal` (with `timeout`, a deadline: `../internal/deadline.ts`) between
 *   steps and inside the chain searches.
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { CELL_COUNT } from '../board/geometry.js';
import { describe, throwIfAborted } from '../internal/args.js';
import { limitsFromOptions } from '../internal/deadline.js';
import { LogicGrid } from '../logic/grid.js';
import { countSolutionsRaw } from '../solver/engine.js';
import { cycleAndForcingHints, multipleChainHints } from './chains.js';
import {
  fish,
  hiddenSets,
  hiddenSingles,
  locking,
  nakedSets,
  nakedSingles,
  xyWing,
  type SeHint,
} from './rules.js';
import { alignedExclusion, bivalueUniversalGrave, uniqueLoops } from './uniqueness.js';

const RATING_TECHNIQUE_VALUES = {
  FullHouse: 'full-house',
  HiddenSingleBox: 'hidden-single-box',
  HiddenSingleLine: 'hidden-single-line',
  DirectPointing: 'direct-pointing',
  DirectClaiming: 'direct-claiming',
  DirectHiddenPair: 'direct-hidden-pair',
  NakedSingle: 'naked-single',
  DirectHiddenTriple: 'direct-hidden-triple',
  Pointing: 'pointing',
  Claiming: 'claiming',
  NakedPair: 'naked-pair',
  XWing: 'x-wing',
  HiddenPair: 'hidden-pair',
  NakedTriple: 'naked-triple',
  Swordfish: 'swordfish',
  HiddenTriple: 'hidden-triple',
  XYWing: 'xy-wing',
  XYZWing: 'xyz-wing',
  UniqueRectangle: 'unique-rectangle',
  UniqueLoop: 'unique-loop',
  NakedQuad: 'naked-quad',
  Jellyfish: 'jellyfish',
  HiddenQuad: 'hidden-quad',
  BivalueUniversalGrave: 'bivalue-universal-grave',
  AlignedPairExclusion: 'aligned-pair-exclusion',
  XCycle: 'x-cycle',
  YCycle: 'y-cycle',
  ForcingXChain: 'forcing-x-chain',
  XYCycle: 'xy-cycle',
  ForcingXYChain: 'forcing-xy-chain',
  AlignedTripletExclusion: 'aligned-triplet-exclusion',
  NishioForcingChain: 'nishio-forcing-chain',
  MultipleForcingChain: 'multiple-forcing-chain',
  DynamicForcingChain: 'dynamic-forcing-chain',
  DynamicForcingChainPlus: 'dynamic-forcing-chain-plus',
  /** Not a technique: nothing to do (a full board) or no solution. */
  None: 'none',
  /** Not a technique: the puzzle needs more than the rating's techniques. */
  Beyond: 'beyond',
} as const;
/** Techniques the rating applies (SE 1.2.1's set), by stable id. */
export const SudokuRatingTechnique: typeof RATING_TECHNIQUE_VALUES =
  /* @__PURE__ */ Object.freeze(RATING_TECHNIQUE_VALUES);

/** One of the values of {@link SudokuRatingTechnique}. */
export type SudokuRatingTechnique = (typeof SudokuRatingTechnique)[keyof typeof SudokuRatingTechnique];

/** Difficulty bands over the rating (see {@link ratingLevel}). */
export type SudokuRatingLevel =
  'unsolvable' | 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' | 'nightmare' | 'beyond';

/** A puzzle's rating on the Sudoku Explainer scale. */
export interface SudokuRating {
  /** ER: the hardest step's rating (1.0–~10; 20 beyond the techniques; 0 without solution). */
  readonly rating: number;
  /** EP: the hardest step up to the first placement. */
  readonly pearl: number;
  /** ED: the first step's rating. */
  readonly diamond: number;
  /** The band of `rating`. */
  readonly level: SudokuRatingLevel;
  /** Technique of the hardest step (the first one reaching `rating`). */
  readonly hardestTechnique: SudokuRatingTechnique;
  /** How many steps used each technique, by technique id. */
  readonly techniqueCounts: Readonly<Record<string, number>>;
  /** True when the steps solved the whole board. */
  readonly solvedByLogic: boolean;
}

/** Options of {@link rateBoard}. */
export interface SudokuRateOptions {
  /**
   * Aborts a long rating (throws the signal's reason). A rating is synchronous, so only an abort
   * from elsewhere (another thread, or before the call) can stop it: for a time limit, use `timeout`.
   */
  readonly signal?: AbortSignal;
  /**
   * A time limit in milliseconds (a finite number ≥ 0), kept by the call itself: past it, the call
   * throws a `SudokuError` with code `TIMEOUT`.
   */
  readonly timeout?: number;
}

/** Upper bounds (inclusive) of the bands, in rating points. */
export const SUDOKU_RATING_BANDS: Readonly<
  Record<'easy' | 'medium' | 'hard' | 'expert' | 'extreme', number>
> = /* @__PURE__ */ Object.freeze({ easy: 1.5, medium: 2.5, hard: 5.0, expert: 7.0, extreme: 9.0 });

/**
 * The band of a rating: unsolvable (0) · easy ≤ 1.5 < medium ≤ 2.5 < hard ≤ 5.0 < expert ≤ 7.0 <
 * extreme ≤ 9.0 < nightmare < 20 = beyond.
 */
export function ratingLevel(rating: number, solvable: boolean = true): SudokuRatingLevel {
  if (typeof rating !== 'number')
    throw new TypeError(`rating must be a number, received ${describe(rating)}`);
  if (Number.isNaN(rating) || rating < 0) {
    throw new RangeError(`rating must be a number ≥ 0, received ${describe(rating)}`);
  }
  if (typeof solvable !== 'boolean') {
    throw new TypeError(`solvable must be a boolean, received ${describe(solvable)}`);
  }
  if (!solvable) return 'unsolvable';
  if (rating >= 20) return 'beyond';
  if (rating <= SUDOKU_RATING_BANDS.easy) return 'easy';
  if (rating <= SUDOKU_RATING_BANDS.medium) return 'medium';
  if (rating <= SUDOKU_RATING_BANDS.hard) return 'hard';
  if (rating <= SUDOKU_RATING_BANDS.expert) return 'expert';
  if (rating <= SUDOKU_RATING_BANDS.extreme) return 'extreme';
  return 'nightmare';
}

type Producer = (grid: LogicGrid, unique: boolean, signal: AbortSignal | undefined) => SeHint | null;

/** Runs a streaming rule and keeps its first hint. */
function first(run: (sink: (h: SeHint) => boolean) => boolean): SeHint | null {
  let found: SeHint | null = null;
  run((h) => {
    found = h;
    return true;
  });
  return found;
}

function firstOf(list: readonly SeHint[]): SeHint | null {
  return list.length > 0 ? list[0]! : null;
}

/** SE 1.2.1's producers, in SE's order. */
const PRODUCERS: readonly Producer[] = [
  (g) => first((s) => hiddenSingles(g, s)),
  (g) => first((s) => locking(g, true, s)),
  (g) => first((s) => hiddenSets(g, 2, true, s)),
  (g) => first((s) => nakedSingles(g, s)),
  (g) => first((s) => hiddenSets(g, 3, true, s)),
  (g) => first((s) => locking(g, false, s)),
  (g) => first((s) => nakedSets(g, 2, s)),
  (g) => first((s) => fish(g, 2, s)),
  (g) => first((s) => hiddenSets(g, 2, false, s)),
  (g) => first((s) => nakedSets(g, 3, s)),
  (g) => first((s) => fish(g, 3, s)),
  (g) => first((s) => hiddenSets(g, 3, false, s)),
  (g) => first((s) => xyWing(g, false, s)),
  (g) => first((s) => xyWing(g, true, s)),
  (g, unique) => (unique ? uniqueLoops(g) : null),
  (g) => first((s) => nakedSets(g, 4, s)),
  (g) => first((s) => fish(g, 4, s)),
  (g) => first((s) => hiddenSets(g, 4, false, s)),
  (g, unique) => (unique ? bivalueUniversalGrave(g) : null),
  (g) => alignedExclusion(g, 2),
  (g, _u, signal) => firstOf(cycleAndForcingHints(g, signal)),
  (g) => alignedExclusion(g, 3),
  (g, _u, signal) => firstOf(multipleChainHints(g, 'nishio', signal)),
  (g, _u, signal) => firstOf(multipleChainHints(g, 'multiple', signal)),
  (g, _u, signal) => firstOf(multipleChainHints(g, 'dynamic', signal)),
  (g, _u, signal) => firstOf(multipleChainHints(g, 'dynamicPlus', signal)),
];

/**
 * The lowest rating, in tenths, each of {@link PRODUCERS} can report (same order): a rating capped
 * at `maxEr` never runs a producer whose floor is above the cap.
 */
const PRODUCER_FLOORS: readonly number[] = [
  10, 17, 20, 23, 25, 26, 30, 32, 34, 36, 38, 40, 42, 44, 45, 50, 52, 54, 56, 62, 65, 75, 75, 80, 85, 90,
];

/** Applies a hint as SE does: removals first, then the placement. */
export function applyHint(grid: LogicGrid, h: SeHint): void {
  for (const code of h.removals) grid.eliminate((code / 9) | 0, (code % 9) + 1);
  if (h.cell >= 0 && grid.values[h.cell] === 0) grid.place(h.cell, h.digit);
}

/** The next step SE would take on `grid`, or null when none of the techniques applies. */
export function nextHint(
  grid: LogicGrid,
  unique: boolean,
  signal?: AbortSignal,
  maxTenths: number = Infinity,
): SeHint | null {
  for (let k = 0; k < PRODUCERS.length && PRODUCER_FLOORS[k]! <= maxTenths; k++) {
    const h = PRODUCERS[k]!(grid, unique, signal);
    if (h !== null) return h;
  }
  return null;
}

/**
 * Rates raw values (81 digits, 0 = empty). Internal entry point shared with the generator, the
 * tests and the benchmark; `observe` sees every step before it is applied (the tests check each
 * against the solution).
 *
 * `maxEr` caps the work for callers that only want ratings up to a bound (the generator's bands):
 * the first step rated above it ends the rating at once, which then reports that step's rating as
 * `rating` (so `rating > maxEr`) with `solvedByLogic: false`; producers whose lowest rating is
 * above `maxEr` are never run, so when none of those run applies, the rating reports the lowest
 * rating of the first one skipped (a lower bound of the next step's, above `maxEr`; 20 when none
 * was skipped). Without a cap, or when no step exceeds it, the result is the full rating.
 */
export function rateValues(
  values: Uint8Array,
  signal?: AbortSignal,
  maxEr: number = Infinity,
  observe?: (hint: SeHint, grid: LogicGrid) => void,
): SudokuRating {
  // Ratings are tenths; the tolerance keeps 7.1 * 10 = 71.00000000000001 from rejecting 71.
  const maxTenths = maxEr * 10 + 1e-6;
  const solutions = countSolutionsRaw(values, 2, signal);
  if (solutions === 0) {
    return freeze(0, 0, 0, 'unsolvable', 'none', {}, false);
  }
  const unique = solutions === 1;
  const grid = LogicGrid.fromValues(values);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let hardest: SudokuRatingTechnique = 'none';
  const counts: Record<string, number> = {};
  let empty = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (values[cell] === 0) empty++;
  let first = true;
  let placed = false;
  while (empty > 0) {
    throwIfAborted(signal);
    const h = nextHint(grid, unique, signal, maxTenths);
    if (h === null && maxTenths !== Infinity) {
      // Only producers within the cap ran: the next step, whatever it is, rates above it.
      const floor = PRODUCER_FLOORS.find((f) => f > maxTenths) ?? 200;
      return freeze(
        floor / 10,
        placed ? ep / 10 : floor / 10,
        first ? floor / 10 : ed / 10,
        ratingLevel(floor / 10),
        'beyond',
        counts,
        false,
      );
    }
    if (h === null) {
      return freeze(20, placed ? ep / 10 : 20, first ? 20 : ed / 10, 'beyond', 'beyond', counts, false);
    }
    if (h.tenths > maxTenths) {
      const tech = h.technique as SudokuRatingTechnique;
      return freeze(
        h.tenths / 10,
        placed ? ep / 10 : h.tenths / 10,
        first ? h.tenths / 10 : ed / 10,
        ratingLevel(h.tenths / 10),
        tech,
        counts,
        false,
      );
    }
    if (h.tenths > er) {
      er = h.tenths;
      hardest = h.technique as SudokuRatingTechnique;
    }
    counts[h.technique] = (counts[h.technique] ?? 0) + 1;
    observe?.(h, grid);
    const before = grid.values[h.cell] ?? 1;
    applyHint(grid, h);
    if (h.cell >= 0 && before === 0) empty--;
    if (first) {
      ed = er;
      first = false;
    }
    if (!placed && h.cell >= 0) {
      ep = er;
      placed = true;
    }
  }
  return freeze(er / 10, ep / 10, ed / 10, ratingLevel(er / 10), hardest, counts, true);
}

function freeze(
  rating: number,
  pearl: number,
  diamond: number,
  level: SudokuRatingLevel,
  hardestTechnique: SudokuRatingTechnique,
  counts: Record<string, number>,
  solvedByLogic: boolean,
): SudokuRating {
  return Object.freeze({
    rating,
    pearl,
    diamond,
    level,
    hardestTechnique,
    techniqueCounts: Object.freeze({ ...counts }),
    solvedByLogic,
  });
}

/**
 * Rates a puzzle on the Sudoku Explainer 1.2.1 scale (ER, with EP and ED).
 *
 * @example
 * ```ts
 * const r = rateBoard(SudokuBoard.parse(line));
 * r.rating;            // 2.6
 * r.level;             // 'hard'
 * r.hardestTechnique;  // 'pointing'
 * ```
 */
export function rateBoard(board: SudokuBoard, options?: SudokuRateOptions): SudokuRating {
  const values = boardStorage(checkBoard(board));
  return rateValues(values, limitsFromOptions(options));
}
