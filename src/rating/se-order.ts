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
import { bestCycleAndForcingChain, bestMultipleChain } from '../logic/engine/chains/producers.js';
import { NESTED_DYNAMIC_MODES, type MultipleMode } from '../logic/engine/chains/propagator.js';
import { alignedExclusion } from '../logic/engine/exclusion.js';
import type { Finder, Finding } from '../logic/engine/finding.js';
import { fish } from '../logic/engine/fish.js';
import { locking } from '../logic/engine/intersections.js';
import { hiddenSingles, nakedSingles } from '../logic/engine/singles.js';
import { hiddenSets, nakedSets } from '../logic/engine/subsets.js';
import { bivalueUniversalGrave, uniqueLoops } from '../logic/engine/uniqueness.js';
import { xyWing } from '../logic/engine/xy-wing.js';
import { lockedNonConsecutive, nonConsecutiveForcingCells } from '../logic/engine/non-consecutive.js';

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

const directLocking: Finder = (g, s) => locking(g, true, s);
const plainLocking: Finder = (g, s) => locking(g, false, s);

/** The chain engine's multiple-chain finder in `mode`. */
function multipleChainFinder(mode: MultipleMode): Finder {
  return (g, s, deadline) => bestMultipleChain(g, mode, s, deadline);
}

const cycleAndForcingChainFinder: Finder = (g, s, deadline) => bestCycleAndForcingChain(g, s, deadline);

/**
 * The finder of each rated technique. The catalogue (`../catalogue.ts`, column `se`) says which
 * techniques the rating uses and in which order; the techniques of one place share one finder,
 * which reports them all (a test checks that they do).
 */
export const SE_FINDERS: Readonly<Record<RatedId, Finder>> = {
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
  'x-cycle': cycleAndForcingChainFinder,
  'y-cycle': cycleAndForcingChainFinder,
  'forcing-x-chain': cycleAndForcingChainFinder,
  'xy-cycle': cycleAndForcingChainFinder,
  'forcing-xy-chain': cycleAndForcingChainFinder,
  'aligned-triplet-exclusion': (g, s) => alignedExclusion(g, 3, s),
  'nishio-forcing-chain': /* @__PURE__ */ multipleChainFinder('nishio'),
  'multiple-forcing-chain': /* @__PURE__ */ multipleChainFinder('multiple'),
  'dynamic-forcing-chain': /* @__PURE__ */ multipleChainFinder('dynamic'),
  'dynamic-forcing-chain-plus': /* @__PURE__ */ multipleChainFinder('dynamicPlus'),
  'nested-forcing-chain': /* @__PURE__ */ multipleChainFinder('nested'),
  'nested-multiple-forcing-chain': /* @__PURE__ */ multipleChainFinder('nestedMultiple'),
  // SE's four nesting limits of level 4, in its order: the first that finds anything.
  'nested-dynamic-forcing-chain': (g, s, deadline) =>
    NESTED_DYNAMIC_MODES.some((mode) => bestMultipleChain(g, mode, s, deadline)),
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
      find: SE_FINDERS[techniques[0] as RatedId],
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
