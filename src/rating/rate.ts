/**
 * Difficulty rating on the Sudoku Explainer (SE 1.2.1) scale.
 *
 * The rating replays SE's solving loop over the technique engine's finders (`src/logic/engine/`,
 * the same finders the hints end with): at every step they are asked, in SE's fixed order
 * (`se-order.ts`), for a finding, and the first one is applied (inside a chaining finder, its
 * cheapest). The puzzle's rating **ER** is the highest rating among the steps, **EP** the highest up
 * to and including the first step that places a digit, **ED** the rating of the first step. See
 * `docs/rating.md` for the scale, the technique order and the calibration against SE itself.
 *
 * - A board with no solution (or breaking the rules) rates 0 with level `'unsolvable'`.
 * - `solutions` counts the board's solutions up to two, so that a program can tell a puzzle (1)
 *   from a board that is none (0, or 2 for several solutions: an empty grid rates 20 "beyond",
 *   yet is no puzzle at all).
 * - When no technique applies any more, the rating is SE's 20 ("beyond the solver") with
 *   `solvedByLogic: false`; steps are never guessed.
 * - Boards with several solutions are rated without the uniqueness techniques (unique loops,
 *   BUG), which assume a unique solution; every other step is sound for any board.
 * - Long ratings poll `signal` (with `timeout`, a deadline: `../internal/deadline.ts`) between
 *   steps and inside the chain searches.
 * - A pencil-mark grid (`SudokuCandidates`, e.g. the 729-character line) is rated as SE's `serate`
 *   rates that line: a cell whose one candidate no peer holds is solved, every other cell keeps
 *   exactly its marks (`../logic/position.ts`); its solutions are those that keep to the marks.
 * - With `{ steps: true }` the rating also returns its path as explained steps; the sentences are
 *   built by the hint layer (`src/logic/prose.ts`), which a rating without steps never
 *   runs.
 */
import type { SudokuBoard } from '../board/board.js';
import type { SudokuCandidates } from '../logic/candidates.js';
import { positionValues, readPosition } from '../logic/position.js';
import { CELL_COUNT } from '../board/geometry.js';
import { SudokuError } from '../errors.js';
import { checkOptions, describe, throwIfAborted, type OptionKeys } from '../internal/args.js';
import { readLimits, type Polled } from '../internal/deadline.js';
import type { Finding } from '../logic/engine/finding.js';
import { explainFinding } from '../logic/prose.js';
import { applyFinding } from '../logic/engine/finding.js';
import { appliesUnder, nextFinding, SE_ORDER } from './se-order.js';
import { LogicGrid } from '../logic/grid.js';
import { solveGrid } from '../logic/oracle.js';
import type { SudokuStep } from '../logic/step.js';
import type { SudokuTechniqueId } from '../logic/technique.js';
import { countSolutionsRaw } from '../solver/engine.js';
import { countSolutionsUnder } from '../solver/rules-engine.js';
import type { SudokuRules } from '../rules/rule-set.js';
import { readRulesOption, tablesOf } from '../rules/rules-option.js';
import {
  classicGeometry,
  activeGeometry,
  geometryOf,
  useGeometry,
  type EngineGeometry,
} from '../logic/engine/geometry.js';

// eslint-disable-next-line @typescript-eslint/no-deprecated -- re-exported where it always was
export { SudokuRatingTechnique } from '../logic/catalogue.js';

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
  /**
   * Technique of the hardest step (the first one reaching `rating`); `'none'` when there was
   * nothing to do or no solution, `'beyond'` when the techniques ran out first.
   */
  readonly hardestTechnique: SudokuTechniqueId | 'none' | 'beyond';
  /** How many steps used each technique, by technique id. */
  readonly techniqueCounts: Readonly<Partial<Record<SudokuTechniqueId, number>>>;
  /** True when the steps solved the whole board. */
  readonly solvedByLogic: boolean;
  /**
   * The board's solutions, counted up to two: 1 for a puzzle; 0 for a board without solution
   * (level `'unsolvable'`); 2 for a board with several, which is no puzzle: its numbers then rate
   * the techniques that hold in every solution (the uniqueness techniques left out) until they run
   * out, and say nothing of a puzzle's difficulty. Check it before showing a rating.
   */
  readonly solutions: 0 | 1 | 2;
}

/** A rating with its solving path (see {@link rateBoard} with `{ steps: true }`). */
export interface SudokuRatingWithSteps extends SudokuRating {
  /**
   * The rating's own path, explained: every step SE's order took, in order. The hardest step's
   * difficulty is `rating`, the first's `diamond`, the hardest up to the first placing step's
   * `pearl`; when `solvedByLogic` the steps place every empty cell.
   */
  readonly steps: readonly SudokuStep[];
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
  /** Also return the rating's path as explained steps (default false: no prose is built). */
  readonly steps?: boolean;
  /**
   * The rules to rate under (a `SudokuRules`). Default: the classic rules. Under variant rules
   * the rating takes Sudoku Explainer's path with its variant flags (`docs/variants.md`).
   */
  readonly rules?: SudokuRules;
}

const RATE_KEYS: OptionKeys<SudokuRateOptions> = { rules: true, signal: true, steps: true, timeout: true };

/** The engine geometry of a rule set (undefined: the classic rules). Internal. */
export function engineGeometry(rules: SudokuRules | undefined): EngineGeometry {
  return rules === undefined || rules.isClassic ? classicGeometry() : geometryOf(tablesOf(rules));
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
  return bandOf(rating) ?? 'nightmare';
}

/** The band of `SUDOKU_RATING_BANDS` that holds `rating` (easiest first), or undefined above them. */
export function bandOf(rating: number): keyof typeof SUDOKU_RATING_BANDS | undefined {
  for (const band of Object.keys(SUDOKU_RATING_BANDS) as (keyof typeof SUDOKU_RATING_BANDS)[]) {
    if (rating <= SUDOKU_RATING_BANDS[band]) return band;
  }
  return undefined;
}

/**
 * A pencil-mark grid for {@link rateValues}: 81 candidate masks and the caller's counter of the
 * solutions that keep to them. Only `rateBoard` reads pencil marks, so the counter is handed in:
 * the generator's bundle, which rates through `rateValues`, never carries it.
 */
export interface PencilMarks {
  readonly masks: Uint16Array;
  /** Solutions of `grid` (built from the values and the masks) that keep to the marks, up to 2. */
  readonly count: (grid: LogicGrid) => number;
}

/**
 * Rates raw values (81 digits, 0 = empty). Internal entry point shared with the generator, the
 * tests and the benchmark; `observe` sees every step before it is applied (the tests check each
 * against the solution, `rateBoard` explains them).
 *
 * `maxEr` caps the work for callers that only want ratings up to a bound (the generator's bands):
 * the first step rated above it ends the rating at once, which then reports that step's rating as
 * `rating` (so `rating > maxEr`) with `solvedByLogic: false`; finders whose lowest rating is above
 * `maxEr` are never run, so when none of those run applies, the rating reports the lowest rating
 * of the first one skipped (a lower bound of the next step's, above `maxEr`; 20 when none was
 * skipped). Without a cap, or when no step exceeds it, the result is the full rating.
 *
 * `marks` rates a pencil-mark grid: each empty cell starts with its marks (`masks`, those legal
 * beside `values`), and the solutions counted are those that keep to them (see {@link PencilMarks}).
 *
 * `unique` true: the caller knows the puzzle has exactly one solution (the generator, whose clue
 * removal and moves keep it so), and its count is not searched again.
 */
export function rateValues(
  values: Uint8Array,
  deadline?: Polled,
  maxEr: number = Infinity,
  observe?: (finding: Finding, grid: LogicGrid) => void,
  rules?: SudokuRules,
  marks?: PencilMarks,
  cut?: RatingCut,
  unique?: boolean,
): SudokuRating {
  const geo = engineGeometry(rules);
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    return rateGrid(values, deadline, maxEr, observe, rules, geo, marks, cut, unique === true);
  } finally {
    useGeometry(previous);
  }
}

/**
 * A lower cap that holds until a step of one of `until` is taken (generation by technique: a
 * puzzle needs the technique only where it comes before any step rated above it): until then,
 * finders whose floor is above `tenths` are not run, and a step above it ends the rating, which
 * reports it (or the floor of the first finder skipped) as `maxEr` does.
 */
export interface RatingCut {
  readonly tenths: number;
  readonly until: ReadonlySet<string>;
}

function rateGrid(
  values: Uint8Array,
  deadline: Polled | undefined,
  maxEr: number,
  observe: ((finding: Finding, grid: LogicGrid) => void) | undefined,
  rules: SudokuRules | undefined,
  geo: EngineGeometry,
  marks?: PencilMarks,
  cut?: RatingCut,
  knownUnique: boolean = false,
): SudokuRating {
  // Ratings are tenths; the tolerance keeps 7.1 * 10 = 71.00000000000001 from rejecting 71.
  const capTenths = maxEr * 10 + 1e-6;
  // The solvers still type what they poll as an `AbortSignal`; they read only `aborted` and `reason`.
  const signal = deadline as AbortSignal | undefined;
  // Pencil marks (a candidates grid): the solutions that keep to the marks.
  const solutions = knownUnique
    ? 1
    : marks !== undefined
      ? marks.count(LogicGrid.fromValues(values, marks.masks, geo))
      : geo.classic
        ? countSolutionsRaw(values, 2, signal)
        : countSolutionsUnder(values, rules!, 2, signal);
  if (solutions === 0) {
    return frozenRating({
      rating: 0,
      pearl: 0,
      diamond: 0,
      level: 'unsolvable',
      hardestTechnique: 'none',
      techniqueCounts: {},
      solvedByLogic: false,
      solutions: 0,
    });
  }
  const unique = solutions === 1;
  const count = unique ? 1 : 2;
  const grid = LogicGrid.fromValues(values, marks?.masks, geo);
  let er = 0;
  let ep = 0;
  let ed = 0;
  let hardest: SudokuTechniqueId | 'none' = 'none';
  const counts: Partial<Record<SudokuTechniqueId, number>> = {};
  let empty = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (values[cell] === 0) empty++;
  let first = true;
  let placed = false;
  /** Ends the rating early at a step of `tenths` (beyond the cap or the techniques). */
  const stop = (tenths: number, technique: SudokuTechniqueId | 'beyond'): SudokuRating =>
    frozenRating({
      rating: tenths / 10,
      pearl: placed ? ep / 10 : tenths / 10,
      diamond: first ? tenths / 10 : ed / 10,
      level: tenths >= 200 ? 'beyond' : ratingLevel(tenths / 10),
      hardestTechnique: technique,
      techniqueCounts: counts,
      solvedByLogic: false,
      solutions: count,
    });
  // The finders run and the steps taken stay within `maxTenths`: the cut's until it is lifted.
  const search = {
    unique,
    deadline,
    maxTenths: cut === undefined ? capTenths : Math.min(capTenths, cut.tenths + 1e-6),
  };
  while (empty > 0) {
    throwIfAborted(deadline);
    const f = nextFinding(grid, search);
    if (f === null) {
      const maxTenths = search.maxTenths;
      // With a cap only the finders within it ran: the next step, whatever it is, rates above it.
      const floor =
        maxTenths === Infinity
          ? 200
          : (SE_ORDER.find((o) => o.floor > maxTenths && appliesUnder(o, geo))?.floor ?? 200);
      return stop(floor, 'beyond');
    }
    // A step of the cut's techniques lifts it, whatever its rating (a chain's grows with length).
    if (cut?.until.has(f.technique) === true) search.maxTenths = capTenths;
    if (f.tenths > search.maxTenths) return stop(f.tenths, f.technique);
    if (f.tenths > er) {
      er = f.tenths;
      hardest = f.technique;
    }
    counts[f.technique] = (counts[f.technique] ?? 0) + 1;
    observe?.(f, grid);
    const before = grid.values[f.cell] ?? 1;
    applyFinding(grid, f);
    if (f.cell >= 0 && before === 0) empty--;
    if (first) {
      ed = er;
      first = false;
    }
    if (!placed && f.cell >= 0) {
      ep = er;
      placed = true;
    }
  }
  return frozenRating({
    rating: er / 10,
    pearl: ep / 10,
    diamond: ed / 10,
    level: ratingLevel(er / 10),
    hardestTechnique: hardest,
    techniqueCounts: counts,
    solvedByLogic: true,
    solutions: count,
  });
}

/** A frozen copy of `r` (its counts copied too), its fields in the order of {@link SudokuRating}. */
function frozenRating(r: SudokuRating): SudokuRating {
  return Object.freeze({
    rating: r.rating,
    pearl: r.pearl,
    diamond: r.diamond,
    level: r.level,
    hardestTechnique: r.hardestTechnique,
    techniqueCounts: Object.freeze({ ...r.techniqueCounts }),
    solvedByLogic: r.solvedByLogic,
    solutions: r.solutions,
  });
}

/**
 * Rates a puzzle on the Sudoku Explainer 1.2.1 scale (ER, with EP and ED). With `{ steps: true }`
 * the rating also carries its path as explained steps (`steps`). The puzzle may be a pencil-mark
 * grid (`SudokuCandidates`, e.g. parsed from the 729-character line), rated as Sudoku Explainer
 * rates that line: a cell whose one candidate no peer holds is solved, every other cell keeps
 * exactly its marks; marks with no solution rate 0 (`'unsolvable'`), several solutions report
 * `solutions: 2`, as for a board.
 *
 * @example
 * ```ts
 * import { SudokuBoard, SudokuCandidates, rateBoard } from 'open-sudoku-engine';
 *
 * const board = SudokuBoard.parse(
 *   '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
 * );
 * const r = rateBoard(board);
 * r.rating; // → 2.6
 * r.level; // → 'hard'
 * r.hardestTechnique; // → 'pointing'
 * // A pencil-mark puzzle (the 729-character line), rated as Sudoku Explainer rates that line:
 * rateBoard(SudokuCandidates.parse(SudokuCandidates.fromBoard(board).toLine())).rating; // → 2.6
 * // Why 2.6? The rating's own path, explained:
 * const { steps } = rateBoard(board, { steps: true });
 * steps.length; // → 68
 * steps.find((step) => step.score === 2.6)?.name; // → 'Pointing'
 * ```
 */
export function rateBoard(
  board: SudokuBoard | SudokuCandidates,
  options: SudokuRateOptions & { readonly steps: true },
): SudokuRatingWithSteps;
/** Rates a puzzle on the Sudoku Explainer 1.2.1 scale (ER, with EP and ED); see the overload above. */
export function rateBoard(board: SudokuBoard | SudokuCandidates, options?: SudokuRateOptions): SudokuRating;
export function rateBoard(board: SudokuBoard | SudokuCandidates, options?: SudokuRateOptions): SudokuRating {
  const position = readPosition(board, 'board');
  const opts = checkOptions(options, RATE_KEYS);
  const wantSteps = opts.steps;
  if (wantSteps !== undefined && typeof wantSteps !== 'boolean') {
    throw new TypeError(`options.steps must be a boolean, received ${describe(wantSteps)}`);
  }
  const rules = readRulesOption(opts.rules);
  if (rules?.isKiller === true) {
    throw new SudokuError(
      'RULES_NOT_RATED',
      `rateBoard cannot rate under killer rules (${rules.cages.length} cages): Sudoku Explainer's scale has no killer techniques; use SudokuLogicSolver.solve for the steps`,
    );
  }
  const deadline = readLimits(opts);
  const marks: PencilMarks | undefined =
    position.marks === undefined
      ? undefined
      : { masks: position.marks, count: (grid) => solveGrid(grid, 2).count };
  const values = positionValues(position, engineGeometry(rules));
  if (wantSteps !== true) return rateValues(values, deadline, Infinity, undefined, rules, marks);
  const steps: SudokuStep[] = [];
  const rating = rateValues(
    values,
    deadline,
    Infinity,
    (f, grid) => {
      steps.push(explainFinding(f, grid));
    },
    rules,
    marks,
  );
  return Object.freeze({ ...rating, steps: Object.freeze(steps) });
}
