/**
 * The engine's cell helpers under the names the hint engine's own unique rectangles and chains
 * (`uniqueness.ts`, `chains.ts`) import; this shim goes when those families move onto the
 * engine's findings. (The W-Wing itself is `engine/w-wing.ts`.)
 */
import type { LogicGrid } from './grid.js';
import { commonPeerRemovals } from './engine/single-digit.js';

export { sees } from './engine/basic.js';

/** Candidate codes of `digit` in the cells that see both cells of `cells` (a pair), ascending. */
export function commonPeerEliminations(
  grid: LogicGrid,
  digit: number,
  cells: readonly [number, number],
): number[] {
  return commonPeerRemovals(grid, digit, cells[0], cells[1]);
}
