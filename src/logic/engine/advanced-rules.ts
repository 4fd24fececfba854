/**
 * The rules Sudoku Explainer's dynamic forcing chains "(+)" apply on a what-if grid, with their
 * candidate parents, in SE's order (`chains/propagator.ts` runs them). Internal.
 */
import type { LogicGrid } from '../grid.js';
import type { FindingSink } from './finding.js';
import { fish } from './fish.js';
import { activeGeometry } from './geometry.js';
import { locking, vLocking } from './intersections.js';
import { hiddenSets, nakedSets } from './subsets.js';

/** Rule `index` (0 to {@link ADVANCED_RULE_COUNT} − 1) on `grid`, every instance with its parents. */
export function advancedRule(
  index: number,
  grid: LogicGrid,
  sink: FindingSink,
  initial: Uint16Array,
): boolean {
  // SE's "VLatin" rule sets: intersections, hidden pairs, naked pairs, X-Wings; under the others
  // (extra regions, knight or king rules): generalized intersections and naked pairs instead.
  const plain = activeGeometry().plain;
  switch (index) {
    case 0:
      return plain ? locking(grid, false, sink, initial) : vLocking(grid, sink, initial);
    case 1:
      return hiddenSets(grid, 2, false, sink, initial);
    case 2:
      return nakedSets(grid, 2, sink, initial, !plain);
    default:
      return fish(grid, 2, sink, initial);
  }
}

/** Number of rules {@link advancedRule} knows. */
export const ADVANCED_RULE_COUNT = 4;
