/**
 * Generation by band: a unique puzzle whose Sudoku Explainer rating (ER) lies in `[min, max]`,
 * for the five difficulties and for custom `rating: { min, max }` bands alike.
 *
 * No construction yields a puzzle of a given rating, so this is a search, and most of the work is
 * keeping the rater's share small. One **attempt** draws a complete grid (a few searches by
 * technique keep one for several attempts, see {@link generateInBand}) and a removal order from
 * the call's random stream and then:
 *
 * 1. **Removal steered by the band.** A band that ends below 1.7 removes clues only while hidden
 *    singles fill the puzzle, and a band that ends below 2.6 only while singles do
 *    (`./singles.ts`): every puzzle met is unique and within the band's top by construction, and
 *    no solver runs. Harder bands remove while the puzzle stays unique, as the clue-count
 *    generator does, towards the band's clue target; a band between the singles and the chains
 *    (min above 2.3, max below 6.5: hard) with its default target goes on past the target while
 *    singles still fill the puzzle, stopping at the first puzzle they do not (measured: 4 attempts
 *    per hard puzzle instead of 10).
 * 2. **Cheap rejection.** A band starting above 1.5 (2.3) rejects, without rating, a puzzle that
 *    hidden singles (all singles) fill: most of the attempts of the hard band end here, in
 *    microseconds.
 * 3. **Rating with the band's cut-off.** The rater stops at the first step rated above `max` and
 *    never runs a technique that starts above it (`rateValues`' `maxEr`).
 * 4. **Putting clues back** (bands below the chains, max < 6.5). A puzzle rated above `max` is the
 *    last of a chain of unique puzzles, the grid after the first k removals for k = 0 … n, and
 *    fewer removals mostly rate lower. A binary search over k (each probe steps 2 and 3) finds a
 *    puzzle of that chain rated at most `max`, usually just below the jump that overshot, and
 *    keeps it when it reaches `min`. With the chains the probes cost chain searches and seldom
 *    land in band, so expert and extreme draw a new grid instead (measured faster).
 * 5. **Neighbourhood moves** (without a symmetry, which single-cell moves would break) from a
 *    puzzle that was rated (not rejected by singles) but too easy:
 *    up to {@link NEIGHBOUR_MOVES} moves that empty one given and fill one empty cell, kept while
 *    the puzzle stays unique and rates no lower, until one lands in band. A near miss is usually
 *    one or two moves from the band; a new grid is not.
 *
 * Every choice is drawn from the one stream in a fixed order and the rater is deterministic, so a
 * seed and options give one puzzle on every runtime. An explicit `emptyCellTarget` asks for that
 * count exactly: step 4 is skipped (step 5 keeps the count) and an attempt that does not reach the
 * count fails. Attempts stop at `maxAttempts` (`RATING_NOT_REACHED`) or when the signal aborts
 * (polled between attempts, removals, probes and moves, and inside the rating).
 *
 * Under variant rules (a {@link VariantGrids}) the same search runs with the rules' own stages:
 * grids and the uniqueness test under the rules, the singles of steps 1 and 2 over the rules'
 * regions and peers (`./rules-singles.ts`: Sudoku Explainer rates a hidden single in any region
 * 1.0–1.5 and the naked single 2.3 under every rule set), and the rating under them (a
 * {@link RateValues} given by the caller, see {@link ratingUnder}). Without them, most attempts
 * under a rule set with more regions than the classic ones dug to the target, were rated, and
 * fell below the band (windoku: 1.9 % of medium attempts in band).
 */
import { BASE_TENTHS } from '../logic/engine/ratings.js';
import { SudokuError } from '../errors.js';
import { throwIfAborted } from '../internal/args.js';
import { bandOf, rateValues, type SudokuRating } from '../rating/rate.js';
import type { SolverEngine } from '../solver/engine.js';
import { fillGrid } from './full-grid.js';
import { type GenerationPlan, makePuzzle, type SudokuPuzzle } from './plan.js';
import { MAX_EMPTY_CELL_TARGET, type SudokuDifficulty } from './profiles.js';
import { RemovalLog, removeClues, type RemovalMode } from './removal.js';
import { fillsWithSingles, SinglesScratch, type SinglesKind } from './singles.js';
import { ORBITS, reachableTarget } from './symmetry.js';
import type { VariantGrids } from './variant.js';
import type { SudokuRules } from '../rules/rule-set.js';

/**
 * How the band search rates a puzzle (81 values, 0 = empty): its rating, the rater stopping at
 * the first step rated above `maxEr` (see `rateValues`).
 */
export type RateValues = (values: Uint8Array, signal: AbortSignal | undefined, maxEr: number) => SudokuRating;

/**
 * The rating the band search uses under `rules` (undefined: the classic rules): `rateValues`, run
 * with the rules' geometry (Sudoku Explainer's scans of the extra regions). Every puzzle the search
 * rates has one solution (clue removal keeps it, and a move is rated only after its count), so the
 * rating does not count them again.
 */
export function ratingUnder(rules: SudokuRules | undefined): RateValues {
  return (values, signal, maxEr) =>
    rateValues(values, signal, maxEr, undefined, rules, undefined, undefined, true);
}

/**
 * An extra test of a puzzle rated in band (generation by technique, `./technique.ts`): false
 * refuses it, and the search goes on as from a puzzle rated too easy (neighbourhood moves, the
 * next probe or attempt). Only puzzles in band reach it.
 */
export type AcceptInBand = (values: Uint8Array, rating: SudokuRating) => boolean;

/**
 * A test run before the rating, after the singles' rejection (generation by technique: the hint
 * engine's path): false refuses the puzzle unrated, as one too easy but without the
 * neighbourhood moves, which follow the rating.
 */
export type ScreenBeforeRating = (values: Uint8Array) => boolean;

/** A puzzle generated by band: its rating and the attempts it took. Frozen. */
export interface SudokuRatedPuzzle extends SudokuPuzzle {
  /** The difficulty whose band holds `rating`; absent only for custom bands rated above 9.0. */
  readonly difficulty?: SudokuDifficulty;
  /** The puzzle's rating, inside the requested band. */
  readonly rating: SudokuRating;
  /**
   * Attempts made, this one included (1 to `maxAttempts`): each a new removal order, and a new grid
   * but for a few searches by technique (a grid every 16 attempts).
   */
  readonly attempts: number;
}

/** Tenths, as the rater counts: 1.5 → 15 (with a tolerance for 0.1 steps in binary floats). */
function tenths(value: number): number {
  return Math.round(value * 10 * 1e6) / 1e6;
}

/** Moves of the neighbourhood search from a puzzle rated too easy. */
const NEIGHBOUR_MOVES = 10;
/**
 * The chains' lowest rating, in tenths (the x-cycle's): a band reaching it does not put clues back, because the
 * probes then cost chain searches and rarely land in band (measured: slower for expert).
 */
function chainTenths(): number {
  return BASE_TENTHS['x-cycle'];
}
// The other ratings the band search tests against are read from the one table where they are
// used (a module-level copy would be kept by every bundle): the hardest hidden single (1.5) and
// single (the naked single, 2.3); the easiest step past hidden singles (direct pointing, 1.7) and
// past the direct steps (pointing, 2.6).

/**
 * The most cells an attempt past the clue target empties (see `BandSearch.deeper`) under rules
 * with nine or more extra regions (windoku, disjoint groups): measured on expert, 40 seeds, the
 * puzzles per second with a cap of 56, 58, 59, 60, 62 and 64 (none) empty cells were, disjoint
 * groups, 3.8, 17, 24, 20–22, 14 and 14, x+windoku (59 on) 19, 26, 26 and 19; more cells
 * emptied, more puzzles too hard. Under non-consecutive minimal puzzles do best (a cap of 62: 12.5
 * puzzles/s, none: 15).
 */
const MINIMAL_CAP = 60;

/** What one evaluation found: a rating in band, or which side it missed on. */
const TOO_EASY = -1;
const TOO_HARD = 1;

/** The per-call state of a band search. */
class BandSearch {
  readonly solution: Uint8Array = new Uint8Array(81);
  readonly puzzle: Uint8Array = new Uint8Array(81);
  readonly log: RemovalLog = new RemovalLog();
  readonly scratch: SinglesScratch = new SinglesScratch();
  readonly mode: RemovalMode;
  readonly minTenths: number;
  readonly maxTenths: number;
  /** See {@link RemovalMode.beyondSingles}: the clue target, or 0 to stop at it. */
  readonly beyond: number;
  /**
   * Under variant rules, bands past the hard one may dig past the band's clue target, towards
   * minimal puzzles (clues removed while the puzzle stays unique; see {@link minimalTarget}): with
   * more regions than the classic ones (windoku, disjoint groups), or under non-consecutive, most
   * puzzles of the target's clue count are too easy (windoku: about 1 % of the expert attempts in
   * band), while under the rules where the target works (x, anti-king: 19–32 % in band), minimal
   * puzzles are mostly too hard. Rules with nine or more extra regions, and non-consecutive, dig
   * past the target from the first attempt ({@link minimalFirst}); the others switch once 9 in 10
   * of the first 8 or more attempts at the target were too easy. The switch depends on the rules
   * and the call's own attempts only, so a seed still gives one puzzle.
   */
  readonly deeper: boolean;
  /**
   * With `deeper`, past the target from the first attempt: rules with nine or more regions beyond
   * rows, columns and boxes, or non-consecutive. Their attempts at the target were almost never in
   * band, nor were the neighbourhood moves from them (measured, expert: 5 in 950), and took a third
   * to a half of the time (expert puzzles per second: disjoint groups and windoku 1.2–1.3×,
   * x+windoku 2.7×).
   */
  readonly minimalFirst: boolean;
  /**
   * The most cells a `deeper` attempt empties: {@link MINIMAL_CAP} under rules with nine or more
   * extra regions, else all it can (minimal puzzles).
   */
  readonly minimalTarget: number;
  /** Attempts made at the clue target, and how many of them were too easy (see `deeper`). */
  atTarget = 0;
  easyAtTarget = 0;
  /** The rating of the last puzzle evaluated in band. */
  rating: SudokuRating | undefined = undefined;
  /** The rating, in tenths, of the last puzzle evaluated too easy (0 when not rated). */
  easyTenths = 0;
  /** Attempts made, for {@link BandSearch.gridAttempts}. */
  made = 0;

  constructor(
    readonly plan: GenerationPlan,
    readonly engine: SolverEngine,
    readonly rate: RateValues,
    readonly variant: VariantGrids | undefined,
    readonly accept?: AcceptInBand,
    readonly screen?: ScreenBeforeRating,
    readonly climbUpTo: number = Infinity,
    readonly gridAttempts: number = 1,
  ) {
    const { min, max } = plan.band!;
    this.minTenths = tenths(min);
    this.maxTenths = tenths(max);
    let singles: SinglesKind | undefined;
    this.scratch.rules = variant?.tables;
    if (this.maxTenths < BASE_TENTHS['direct-pointing']) singles = 'hidden';
    else if (this.maxTenths < BASE_TENTHS.pointing && this.minTenths <= BASE_TENTHS['naked-single'])
      singles = 'all';
    // Bands between singles and chains: go on past the target while singles still fill the puzzle.
    const pastTarget =
      singles === undefined &&
      !plan.explicitTarget &&
      this.minTenths > BASE_TENTHS['naked-single'] &&
      this.maxTenths < chainTenths();
    // Under variant rules the medium band goes on past its target too, while singles fill the
    // puzzle, to the first puzzle that hidden singles alone do not: with more regions than rows,
    // columns and boxes, hidden singles fill most puzzles of the target's clue count (windoku:
    // 1.9 % of the medium attempts stopping at the target were in band).
    const mediumPastTarget =
      variant !== undefined &&
      singles === 'all' &&
      !plan.explicitTarget &&
      this.minTenths > BASE_TENTHS['hidden-single-line'];
    this.beyond = pastTarget || mediumPastTarget ? plan.emptyCellTarget : 0;
    const beyondKind: SinglesKind = mediumPastTarget ? 'hidden' : 'all';
    this.deeper =
      variant !== undefined &&
      !plan.explicitTarget &&
      this.minTenths > BASE_TENTHS['hidden-single-line'] &&
      this.beyond === 0 &&
      singles === undefined;
    this.minimalFirst =
      variant !== undefined &&
      this.deeper &&
      (variant.tables.regionCount >= 36 || variant.tables.nonConsecutive);
    this.minimalTarget =
      variant !== undefined && variant.tables.regionCount >= 36 ? MINIMAL_CAP : MAX_EMPTY_CELL_TARGET;
    this.mode = { singles, scratch: this.scratch, log: this.log, beyondSingles: this.beyond, beyondKind };
  }

  /** Rates `values` against the band: 0 when inside (the rating kept), else the side missed. */
  evaluate(values: Uint8Array): number {
    const { minTenths, maxTenths, scratch } = this;
    this.easyTenths = 0;
    // Under variant rules the bands past hard rate every puzzle: a rated one too easy climbs
    // (`climb`), which finds most of them under x.
    // Hidden singles alone fill no puzzle that all singles do not: a band that tries all singles
    // does not try them again.
    if (!this.deeper) {
      if (minTenths > BASE_TENTHS['naked-single']) {
        if (fillsWithSingles(values, 'all', scratch)) return TOO_EASY;
      } else if (minTenths > BASE_TENTHS['hidden-single-line'] && fillsWithSingles(values, 'hidden', scratch))
        return TOO_EASY;
    }
    if (this.screen !== undefined && !this.screen(values)) return TOO_EASY;
    const rating = this.rate(values, this.plan.signal, this.plan.band!.max);
    const er = tenths(rating.rating);
    if (er > maxTenths) return TOO_HARD;
    if (er < minTenths) {
      this.easyTenths = er;
      return TOO_EASY;
    }
    // A puzzle in band the caller refuses (see `AcceptInBand`) is treated as too easy; the
    // neighbourhood moves follow it only when it rates `climbUpTo` at most (see `generateInBand`).
    if (this.accept !== undefined && !this.accept(values, rating)) {
      this.easyTenths = er <= this.climbUpTo ? er : 0;
      return TOO_EASY;
    }
    this.rating = rating;
    return 0;
  }

  /** One attempt: true when `puzzle` holds a puzzle in band (its rating in `rating`). */
  attempt(): boolean {
    const { plan, solution, puzzle, log, variant } = this;
    // A new grid every `gridAttempts` attempts (see `generateInBand`).
    if (this.made++ % this.gridAttempts === 0) {
      if (variant === undefined) fillGrid(solution, plan.draw);
      else variant.fill(solution, plan.draw, plan.signal);
    }
    puzzle.set(solution);
    // See `deeper`: after 8 attempts at the clue target, 9 in 10 of them too easy.
    const minimal =
      this.deeper &&
      (this.minimalFirst || (this.atTarget >= 8 && this.easyAtTarget * 10 >= this.atTarget * 9));
    const target = reachableTarget(
      plan.symmetry,
      this.beyond > 0 ? MAX_EMPTY_CELL_TARGET : minimal ? this.minimalTarget : plan.emptyCellTarget,
    );
    const reached = removeClues(
      puzzle,
      solution,
      ORBITS[plan.symmetry],
      target,
      plan.draw,
      this.engine,
      plan.signal,
      this.mode,
      variant?.keep,
    );
    if (plan.explicitTarget && reached !== target) return false;
    const verdict = this.evaluate(puzzle);
    if (this.deeper && !minimal) {
      this.atTarget++;
      if (verdict === TOO_EASY) this.easyAtTarget++;
    }
    if (verdict === 0) return true;
    if (verdict === TOO_EASY) return this.easyTenths > 0 && this.climb();
    if (plan.explicitTarget || this.maxTenths >= chainTenths()) return false;
    // Too hard: the largest prefix of the removals that rates at most max (see the header).
    let lo = 0;
    let hi = log.count;
    let best = -1;
    let bestRating = this.rating;
    while (hi - lo > 1) {
      throwIfAborted(plan.signal);
      const mid = (lo + hi) >>> 1;
      this.prefix(mid);
      const v = this.evaluate(puzzle);
      if (v === TOO_HARD) {
        hi = mid;
      } else {
        lo = mid;
        if (v === 0) {
          best = mid;
          bestRating = this.rating;
        }
      }
    }
    if (best < 0) return false;
    this.prefix(best);
    this.rating = bestRating;
    return true;
  }

  /**
   * Neighbourhood search from a puzzle rated too easy: moves that empty one given and fill one
   * empty cell (the clue count stays), kept when the puzzle stays unique and rates no lower.
   */
  climb(): boolean {
    const { puzzle, solution, plan } = this;
    if (plan.symmetry !== 'none') return false;
    let current = this.easyTenths;
    const givens = new Uint8Array(81);
    const empties = new Uint8Array(81);
    for (let move = 0; move < NEIGHBOUR_MOVES; move++) {
      throwIfAborted(plan.signal);
      let g = 0;
      let e = 0;
      for (let cell = 0; cell < 81; cell++) {
        if (puzzle[cell] === 0) empties[e++] = cell;
        else givens[g++] = cell;
      }
      const out = givens[plan.draw(g)]!;
      const into = empties[plan.draw(e)]!;
      puzzle[out] = 0;
      puzzle[into] = solution[into]!;
      const count =
        this.variant === undefined
          ? this.engine.count(puzzle, 2, plan.signal)
          : this.variant.count(puzzle, 2, plan.signal);
      if (count === 1) {
        const v = this.evaluate(puzzle);
        if (v === 0) return true;
        if (v === TOO_EASY && this.easyTenths >= current) {
          current = this.easyTenths;
          continue;
        }
      }
      puzzle[out] = solution[out]!;
      puzzle[into] = 0;
    }
    return false;
  }

  /** Sets `puzzle` to the grid after the first `k` removals of the log. */
  prefix(k: number): void {
    const { puzzle, solution, log } = this;
    puzzle.set(solution);
    const end = k === 0 ? 0 : log.ends[k - 1]!;
    for (let j = 0; j < end; j++) puzzle[log.cells[j]!] = 0;
  }
}

/**
 * Generates puzzles from `plan` (which has a band) until one rates inside it. A puzzle `accept`
 * refuses is followed by the neighbourhood moves only when it rates `climbUpTo` tenths at most
 * (generation by technique: a puzzle refused because a step harder than the technique came first
 * only gets harder by them). A grid serves `gridAttempts` attempts, each with its own removal
 * order (generation by technique, where a grid drawn for each attempt took a share of the time:
 * see `./technique.ts`).
 */
export function generateInBand(
  plan: GenerationPlan,
  engine: SolverEngine,
  rate: RateValues = ratingUnder(undefined),
  variant?: VariantGrids,
  accept?: AcceptInBand,
  screen?: ScreenBeforeRating,
  climbUpTo: number = Infinity,
  gridAttempts: number = 1,
): SudokuRatedPuzzle {
  const search = new BandSearch(plan, engine, rate, variant, accept, screen, climbUpTo, gridAttempts);
  for (let attempt = 1; attempt <= plan.maxAttempts; attempt++) {
    throwIfAborted(plan.signal);
    if (!search.attempt()) continue;
    const { puzzle, solution } = search;
    let empty = 0;
    for (let cell = 0; cell < 81; cell++) if (puzzle[cell] === 0) empty++;
    const rating = search.rating!;
    const made = makePuzzle(plan, {
      puzzle: puzzle.slice(),
      solution: solution.slice(),
      emptyCellCount: empty,
      ...(variant === undefined ? {} : { rules: variant.rules }),
    });
    const difficulty = bandOf(rating.rating);
    const result: SudokuRatedPuzzle =
      difficulty === undefined
        ? { ...made, rating, attempts: attempt }
        : { ...made, difficulty, rating, attempts: attempt };
    return Object.freeze(result);
  }
  const { min, max } = plan.band!;
  const band = plan.difficulty === undefined ? 'the requested band' : `the ${plan.difficulty} band`;
  throw new SudokuError(
    'RATING_NOT_REACHED',
    `no puzzle in ${band} (Sudoku Explainer rating ${min} to ${max}) was found in ${plan.maxAttempts} attempts`,
    { found: plan.maxAttempts },
  );
}
