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
import { orderOf, type RatedId, type TechniqueId } from '../catalogue.js';
import type { LogicGrid } from '../grid.js';
import { floorOf } from './ratings.js';
import { fish, hiddenSets, hiddenSingles, locking, nakedSets, nakedSingles, xyWing } from './basic.js';
import { bestCycleAndForcingChain, bestMultipleChain } from './chains/producers.js';
import { NESTED_DYNAMIC_MODES } from './chains/propagator.js';
import type { Finding, FindingSink } from './finding.js';
import { lockedNonConsecutive, nonConsecutiveForcingCells } from './non-consecutive.js';
import { alignedExclusion, bivalueUniversalGrave, uniqueLoops } from './uniqueness.js';

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
  /**
   * The finder: streams its findings on `grid` to `sink`, first (or best) first, until the sink
   * returns true (then returns true). Never mutates `grid`.
   */
  readonly scan: Scan;
}

type Scan = (grid: LogicGrid, sink: FindingSink, signal: AbortSignal | undefined) => boolean;

/** The first finding of `finder` on `grid`, or null. */
export function firstFinding(
  finder: OrderedFinder,
  grid: LogicGrid,
  signal: AbortSignal | undefined,
): Finding | null {
  let found: Finding | null = null;
  finder.scan(
    grid,
    (f) => {
      found = f;
      return true;
    },
    signal,
  );
  return found;
}

const directLocking: Scan = (g, s) => locking(g, true, s);
const plainLocking: Scan = (g, s) => locking(g, false, s);

/**
 * The finder of each rated technique. The catalogue (`../catalogue.ts`, column `se`) says which
 * techniques the rating uses and in which order; the techniques of one place share one finder,
 * which reports them all (a test checks that they do).
 */
export const SE_SCANS: Readonly<Record<RatedId, Scan>> = {
  'full-house': hiddenSingles,
  'hidden-single-box': hiddenSingles,
  'hidden-single-line': hiddenSingles,
  'direct-pointing': directLocking,
  'direct-claiming': directLocking,
  'direct-hidden-pair': (g, s) => hiddenSets(g, 2, true, s),
  'naked-single': nakedSingles,
  'non-consecutive-forcing-cell': nonConsecutiveForcingCells,
  'locked-non-consecutive': lockedNonConsecutive,
  'direct-hidden-triple': (g, s) => hiddenSets(g, 3, true, s),
  pointing: plainLocking,
  claiming: plainLocking,
  'naked-pair': (g, s) => nakedSets(g, 2, s),
  'x-wing': (g, s) => fish(g, 2, s),
  'hidden-pair': (g, s) => hiddenSets(g, 2, false, s),
  'naked-triple': (g, s) => nakedSets(g, 3, s),
  swordfish: (g, s) => fish(g, 3, s),
  'hidden-triple': (g, s) => hiddenSets(g, 3, false, s),
  'xy-wing': (g, s) => xyWing(g, false, s),
  'xyz-wing': (g, s) => xyWing(g, true, s),
  'unique-rectangle': uniqueLoops,
  'unique-loop': uniqueLoops,
  'naked-quad': (g, s) => nakedSets(g, 4, s),
  jellyfish: (g, s) => fish(g, 4, s),
  'hidden-quad': (g, s) => hiddenSets(g, 4, false, s),
  'bivalue-universal-grave': bivalueUniversalGrave,
  'aligned-pair-exclusion': (g, s) => alignedExclusion(g, 2, s),
  'x-cycle': bestCycleAndForcingChain,
  'y-cycle': bestCycleAndForcingChain,
  'forcing-x-chain': bestCycleAndForcingChain,
  'xy-cycle': bestCycleAndForcingChain,
  'forcing-xy-chain': bestCycleAndForcingChain,
  'aligned-triplet-exclusion': (g, s) => alignedExclusion(g, 3, s),
  'nishio-forcing-chain': (g, s, signal) => bestMultipleChain(g, 'nishio', s, signal),
  'multiple-forcing-chain': (g, s, signal) => bestMultipleChain(g, 'multiple', s, signal),
  'dynamic-forcing-chain': (g, s, signal) => bestMultipleChain(g, 'dynamic', s, signal),
  'dynamic-forcing-chain-plus': (g, s, signal) => bestMultipleChain(g, 'dynamicPlus', s, signal),
  'nested-forcing-chain': (g, s, signal) => bestMultipleChain(g, 'nested', s, signal),
  'nested-multiple-forcing-chain': (g, s, signal) => bestMultipleChain(g, 'nestedMultiple', s, signal),
  // SE's four nesting limits of level 4, in its order: the first that finds anything.
  'nested-dynamic-forcing-chain': (g, s, signal) =>
    NESTED_DYNAMIC_MODES.some((mode) => bestMultipleChain(g, mode, s, signal)),
};

/** SE 1.2.1's finders, in SE's order (the catalogue's `se` column). */
export const SE_ORDER: readonly OrderedFinder[] = /* @__PURE__ */ buildSeOrder();

function buildSeOrder(): readonly OrderedFinder[] {
  return orderOf('se').map((rows) => {
    const techniques = rows.map((row) => row.id);
    return {
      techniques,
      floor: floorOf(...techniques),
      uniqueOnly: rows.some((row) => row.unique !== false),
      nonConsecutive: rows.some((row) => row.family === 'non-consecutive'),
      scan: SE_SCANS[techniques[0] as RatedId],
    };
  });
}

/**
 * The next finding of `order` on `grid` (from index `from`), or null when none applies. Finders
 * whose floor is above `maxTenths` are not run; `unique` false skips the uniqueness finders.
 */
export function nextFinding(
  grid: LogicGrid,
  unique: boolean,
  signal?: AbortSignal,
  maxTenths: number = Infinity,
  order: readonly OrderedFinder[] = SE_ORDER,
  from: number = 0,
): Finding | null {
  for (let k = from; k < order.length; k++) {
    const finder = order[k]!;
    if (finder.floor > maxTenths) break;
    if (finder.uniqueOnly && !unique) continue;
    const f = firstFinding(finder, grid, signal);
    if (f !== null) return f;
  }
  return null;
}
