/**
 * Random complete grids, by randomized backtracking on digit masks.
 *
 * The generator's own search, independent of the solver, so that the grids a seed gives depend
 * only on this file and the random source: a faster solver can never change a seeded puzzle.
 *
 * Each step takes the empty cell with the fewest candidates (ties: the lowest index) and tries
 * its candidates in random order: `draw(n)` picks one of the `n` untried candidates, in ascending
 * digit order, and a dead end backtracks to the previous cell's next untried candidate. Used
 * digits are kept as 9-bit masks per row, column and box (digit d at bit d − 1), so a cell's
 * candidates are one `~(row | column | box)`. From an empty grid a dead end is rare; the search
 * typically makes 81 placements and a handful of backtracks.
 *
 * The number of draws, and so the whole stream of choices, is a pure function of the draws
 * themselves: the same source state always builds the same grid.
 */
import { freeMask } from '../board/candidate-masks.js';
import { BOX_OF, COLUMN_OF, ROW_OF } from '../board/geometry.js';
import { POPCOUNT } from '../internal/bits.js';

/** A draw from the random source: an integer in `[0, bound)`. */
export type Draw = (bound: number) => number;

/** The `k`-th (0-based) set bit of `mask`, as a one-bit mask. */
export function nthBit(mask: number, k: number): number {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return m & -m;
}

/** Fills `grid` (81 cells, overwritten) with a random complete valid grid. */
export function fillGrid(grid: Uint8Array, draw: Draw): void {
  // Used digits: rows 0–8, columns 9–17, boxes 18–26 (see board/candidate-masks).
  const used = new Int32Array(27);
  // Per depth: the cell placed there and the candidates not tried yet.
  const cellAt = new Int32Array(81);
  const untried = new Int32Array(81);
  grid.fill(0);
  let depth = 0;
  let chooseCell = true;
  while (depth < 81) {
    if (chooseCell) {
      let best = -1;
      let bestCount = 10;
      for (let cell = 0; cell < 81; cell++) {
        if (grid[cell] !== 0) continue;
        const n = POPCOUNT[freeMask(used, cell)]!;
        if (n < bestCount) {
          best = cell;
          bestCount = n;
          if (n <= 1) break;
        }
      }
      cellAt[depth] = best;
      untried[depth] = freeMask(used, best);
    }
    const cell = cellAt[depth]!;
    const r = ROW_OF[cell]!;
    const c = 9 + COLUMN_OF[cell]!;
    const b = 18 + BOX_OF[cell]!;
    const previous = grid[cell]!;
    if (previous !== 0) {
      // Coming back to this depth: take the digit off before trying the next one.
      const old = 1 << (previous - 1);
      used[r]! ^= old;
      used[c]! ^= old;
      used[b]! ^= old;
      grid[cell] = 0;
    }
    const options = untried[depth]!;
    if (options === 0) {
      depth--;
      chooseCell = false;
      continue;
    }
    const pick = nthBit(options, draw(POPCOUNT[options]!));
    untried[depth] = options ^ pick;
    used[r]! |= pick;
    used[c]! |= pick;
    used[b]! |= pick;
    grid[cell] = 32 - Math.clz32(pick);
    depth++;
    chooseCell = true;
  }
}
