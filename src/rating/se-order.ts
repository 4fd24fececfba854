/**
 * Sudoku Explainer 1.2.1's ordering of the engine's finders: what the rating replays, step for
 * step. Internal.
 *
 * At every step the finders are asked in this fixed order and the first finding is applied
 * (inside a chaining finder, its best finding: lowest rating, then complexity, then SE's kind
 * order). Each entry carries its **floor**, the lowest rating in tenths it can report, so a
 * rating capped at some ER never runs a finder that could only exceed the cap, and whether it
 * assumes a unique solution (unique loops, BUG), which the rating then skips on boards with
 * several solutions.
 */
import type { Polled } from '../internal/deadline.js';
import { orderOf, type RatedId, type TechniqueId } from '../logic/catalogue.js';
import type { EngineGeometry } from '../logic/engine/geometry.js';
import type { LogicGrid } from '../logic/grid.js';
import { floorOf } from '../logic/engine/ratings.js';
import type { Finder, Finding } from '../logic/engine/finding.js';
import type { RoomFinder } from '../logic/engine/finders.js';
import { CHAIN_FINDERS } from '../logic/engine/chains/producers.js';
import { EXCLUSION_FINDERS } from '../logic/engine/exclusion.js';
import { FISH_FINDERS } from '../logic/engine/fish.js';
import { INTERSECTION_FINDERS } from '../logic/engine/intersections.js';
import { NON_CONSECUTIVE_FINDERS } from '../logic/engine/non-consecutive.js';
import { SINGLES_FINDERS } from '../logic/engine/singles.js';
import { SUBSET_FINDERS } from '../logic/engine/subsets.js';
import { UNIQUENESS_FINDERS } from '../logic/engine/uniqueness.js';
import { XY_WING_FINDERS } from '../logic/engine/xy-wing.js';

/** One finder in an ordering. */
export interface OrderedFinder {
  /** The techniques the finder reports. */
  readonly techniques: readonly TechniqueId[];
  /** Lowest rating, in tenths, the finder can report: the lowest base rating of its techniques. */
  readonly floor: number;
  /**
   * True when the rating runs the finder only for a puzzle with a single solution: it is sound
   * only then (unique loops, BUG), or on a board with several solutions it could not change the
   * rating (no logic finishes such a board, so it ends at 20 either way) and would search for
   * minutes first (the nested chains, on a board with that many candidates). From the catalogue's
   * `unique` column.
   */
  readonly uniqueOnly: boolean;
  /**
   * True for a finder of the non-consecutive rule's own techniques: it finds nothing under other
   * rules, so a capped rating does not count it among the finders it skipped.
   */
  readonly nonConsecutive: boolean;
  /** The finder (see {@link Finder}). */
  readonly find: Finder;
}

/** The first finding of `finder` on `grid`, or null. */
export function firstFinding(
  finder: OrderedFinder,
  grid: LogicGrid,
  deadline: Polled | undefined,
): Finding | null {
  let found: Finding | null = null;
  finder.find(
    grid,
    (f) => {
      found = f;
      return true;
    },
    deadline,
  );
  return found;
}

/**
 * The finder of each rated technique: the tables of the rooms that hold one (`engine/finders.ts`),
 * merged; the compiler checks that every technique the rating uses has one. Only those rooms are
 * imported, so that a bundle that rates carries no hint-only finder.
 */
export const SE_FINDERS: Readonly<Record<RatedId, RoomFinder>> = /* @__PURE__ */ seFinders();

function seFinders(): Readonly<Record<RatedId, RoomFinder>> {
  return {
    ...SINGLES_FINDERS,
    ...NON_CONSECUTIVE_FINDERS,
    ...INTERSECTION_FINDERS,
    ...SUBSET_FINDERS,
    ...FISH_FINDERS,
    ...XY_WING_FINDERS,
    ...UNIQUENESS_FINDERS,
    ...EXCLUSION_FINDERS,
    ...CHAIN_FINDERS,
  };
}

/** SE 1.2.1's finders, in SE's order (the catalogue's `se` column). */
export const SE_ORDER: readonly OrderedFinder[] = /* @__PURE__ */ buildSeOrder();

function bestOf(room: RoomFinder): Finder {
  return room.best ?? room.find;
}

function buildSeOrder(): readonly OrderedFinder[] {
  return orderOf('se').map((rows) => {
    const techniques = rows.map((row) => row.id);
    return {
      techniques,
      floor: floorOf(...techniques),
      uniqueOnly: rows.some((row) => row.unique !== false),
      nonConsecutive: rows.some((row) => row.family === 'non-consecutive'),
      // The rating applies a chain finder's best finding alone (`best`), the others' first.
      find: bestOf(SE_FINDERS[techniques[0] as RatedId]),
    };
  });
}

/** How {@link nextFinding} searches. */
export interface NextFindingOptions {
  /** False on a board with several solutions: the uniqueness finders are skipped. */
  readonly unique: boolean;
  /** Polled by the chaining finders. */
  readonly deadline?: Polled | undefined;
  /** Finders whose floor is above this rating, in tenths, are not run (default: none skipped). */
  readonly maxTenths?: number;
  /** The order (default SE's). */
  readonly order?: readonly OrderedFinder[];
}

/**
 * Whether `finder` can find anything under the rules of `geo`: the non-consecutive rule's own
 * finders only under that rule (elsewhere they are skipped, not called).
 */
export function appliesUnder(finder: OrderedFinder, geo: EngineGeometry): boolean {
  return !finder.nonConsecutive || geo.nonConsecutive;
}

/** The next finding of the order on `grid`, or null when none applies (see {@link NextFindingOptions}). */
export function nextFinding(grid: LogicGrid, options: NextFindingOptions): Finding | null {
  const { unique, deadline, maxTenths = Infinity, order = SE_ORDER } = options;
  const geo = grid.geo;
  for (let k = 0; k < order.length; k++) {
    const finder = order[k]!;
    if (finder.floor > maxTenths) break;
    if ((finder.uniqueOnly && !unique) || !appliesUnder(finder, geo)) continue;
    const f = firstFinding(finder, grid, deadline);
    if (f !== null) return f;
  }
  return null;
}
