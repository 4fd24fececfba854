/**
 * A small brute-force oracle over a {@link LogicGrid}: the solutions (up to a limit) that respect
 * the grid's values *and* its candidate masks.
 *
 * The logic solver needs it to tell a broken position (no solution: the board is invalid, or the
 * player removed a digit the solution needs) from one that is merely hard, and to know whether
 * the puzzle is unique, which the uniqueness techniques assume. Depth-first search on a copy of
 * the grid with naked and hidden singles propagated at each node and branching on the cell with
 * the fewest candidates; states are copied per level (a 243-byte grid) instead of undone.
 *
 * A second brute-force search beside the solver's engine (`solver/engine.ts`), kept because it
 * honours the candidate masks (the player's pencil marks), which the engine, working from the
 * givens alone, cannot take; test/logic/oracle.test.ts checks that the two agree on plain grids.
 */
import { CELL_COUNT } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import { LogicGrid } from './grid.js';

/** The result of {@link solveGrid}. */
export interface OracleResult {
  /** Number of solutions found, at most the limit. */
  readonly count: number;
  /** The first solution's 81 digits, or null when there is none. */
  readonly solution: Uint8Array | null;
}

/**
 * Solutions of `grid` (not modified) up to `limit`. The grid must be conflict-free; its masks
 * must not hold digits placed among a cell's peers (the {@link LogicGrid} invariant).
 */
export function solveGrid(grid: LogicGrid, limit: number = 2): OracleResult {
  let count = 0;
  let solution: Uint8Array | null = null;
  const stack: LogicGrid[] = [];
  const search = (depth: number): boolean => {
    const state = stack[depth]!;
    if (state.propagateSingles() >= 0) return false;
    let best = -1;
    let bestCount = 10;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (state.values[cell] !== 0) continue;
      const n = POPCOUNT[state.masks[cell]!]!;
      if (n < bestCount) {
        best = cell;
        bestCount = n;
        if (n === 2) break;
      }
    }
    if (best < 0) {
      count++;
      solution ??= state.values.slice();
      return count >= limit;
    }
    if (stack.length <= depth + 1) stack.push(new LogicGrid(undefined, undefined, grid.geo));
    const child = stack[depth + 1]!;
    for (let mask = state.masks[best]!; mask !== 0; mask &= mask - 1) {
      child.copyFrom(state);
      child.place(best, LOWEST_DIGIT[mask & -mask]!);
      if (search(depth + 1)) return true;
    }
    return false;
  };
  stack.push(grid.clone());
  search(0);
  return { count, solution };
}
