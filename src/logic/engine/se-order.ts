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
import type { LogicGrid } from '../grid.js';
import { floorOf } from './ratings.js';
import type { SudokuTechniqueId } from '../technique.js';
import { fish, hiddenSets, hiddenSingles, locking, nakedSets, nakedSingles, xyWing } from './basic.js';
import { bestCycleAndForcingHint, bestMultipleChainHint } from './chains/producers.js';
import type { Finding, FindingSink } from './finding.js';
import { alignedExclusion, bivalueUniversalGrave, uniqueLoops } from './uniqueness.js';

/** One finder in an ordering. */
export interface OrderedFinder {
  /** The techniques the finder reports. */
  readonly techniques: readonly SudokuTechniqueId[];
  /** Lowest rating, in tenths, the finder can report: the lowest base rating of its techniques. */
  readonly floor: number;
  /** True when the finder is sound only for a puzzle with a single solution. */
  readonly uniqueOnly: boolean;
  /** The finder's first (or best) finding on `grid`, or null. Never mutates `grid`. */
  readonly find: (grid: LogicGrid, signal: AbortSignal | undefined) => Finding | null;
}

/** Runs a streaming finder and keeps its first finding. */
function first(run: (sink: FindingSink) => boolean): Finding | null {
  let found: Finding | null = null;
  run((f) => {
    found = f;
    return true;
  });
  return found;
}

function entry(
  techniques: readonly SudokuTechniqueId[],
  find: (grid: LogicGrid, signal: AbortSignal | undefined) => Finding | null,
  uniqueOnly: boolean = false,
): OrderedFinder {
  return { techniques, floor: floorOf(...techniques), uniqueOnly, find };
}

/** SE 1.2.1's finders, in SE's order. */
export const SE_ORDER: readonly OrderedFinder[] = /* @__PURE__ */ buildSeOrder();

function buildSeOrder(): readonly OrderedFinder[] {
  return [
    entry(['full-house', 'hidden-single-box', 'hidden-single-line'], (g) =>
      first((s) => hiddenSingles(g, s)),
    ),
    entry(['direct-pointing', 'direct-claiming'], (g) => first((s) => locking(g, true, s))),
    entry(['direct-hidden-pair'], (g) => first((s) => hiddenSets(g, 2, true, s))),
    entry(['naked-single'], (g) => first((s) => nakedSingles(g, s))),
    entry(['direct-hidden-triple'], (g) => first((s) => hiddenSets(g, 3, true, s))),
    entry(['pointing', 'claiming'], (g) => first((s) => locking(g, false, s))),
    entry(['naked-pair'], (g) => first((s) => nakedSets(g, 2, s))),
    entry(['x-wing'], (g) => first((s) => fish(g, 2, s))),
    entry(['hidden-pair'], (g) => first((s) => hiddenSets(g, 2, false, s))),
    entry(['naked-triple'], (g) => first((s) => nakedSets(g, 3, s))),
    entry(['swordfish'], (g) => first((s) => fish(g, 3, s))),
    entry(['hidden-triple'], (g) => first((s) => hiddenSets(g, 3, false, s))),
    entry(['xy-wing'], (g) => first((s) => xyWing(g, false, s))),
    entry(['xyz-wing'], (g) => first((s) => xyWing(g, true, s))),
    entry(['unique-rectangle', 'unique-loop'], (g) => uniqueLoops(g), true),
    entry(['naked-quad'], (g) => first((s) => nakedSets(g, 4, s))),
    entry(['jellyfish'], (g) => first((s) => fish(g, 4, s))),
    entry(['hidden-quad'], (g) => first((s) => hiddenSets(g, 4, false, s))),
    entry(['bivalue-universal-grave'], (g) => bivalueUniversalGrave(g), true),
    entry(['aligned-pair-exclusion'], (g) => alignedExclusion(g, 2)),
    entry(['x-cycle', 'y-cycle', 'forcing-x-chain', 'xy-cycle', 'forcing-xy-chain'], (g, signal) =>
      bestCycleAndForcingHint(g, signal),
    ),
    entry(['aligned-triplet-exclusion'], (g) => alignedExclusion(g, 3)),
    entry(['nishio-forcing-chain'], (g, signal) => bestMultipleChainHint(g, 'nishio', signal)),
    entry(['multiple-forcing-chain'], (g, signal) => bestMultipleChainHint(g, 'multiple', signal)),
    entry(['dynamic-forcing-chain'], (g, signal) => bestMultipleChainHint(g, 'dynamic', signal)),
    entry(['dynamic-forcing-chain-plus'], (g, signal) => bestMultipleChainHint(g, 'dynamicPlus', signal)),
  ];
}

/** Applies a finding as SE does: removals first, then the placement. */
export function applyFinding(grid: LogicGrid, f: Finding): void {
  for (const code of f.removals) grid.eliminate((code / 9) | 0, (code % 9) + 1);
  if (f.cell >= 0 && grid.values[f.cell] === 0) grid.place(f.cell, f.digit);
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
    const f = finder.find(grid, signal);
    if (f !== null) return f;
  }
  return null;
}
