/**
 * Clue removal: from a complete grid to a puzzle with exactly one solution.
 *
 * Orbits (single cells without a symmetry) are visited once each in a random order; an orbit is
 * emptied, and kept empty only if the puzzle still has exactly one solution. The loop stops when
 * the target is reached. An orbit is skipped when it would overshoot the target, or when the
 * target could still be hit exactly but no longer after emptying it (an odd remainder with no
 * single cells left, for instance): sizes, not luck, decide that.
 *
 * ## The uniqueness test, and why it is cheap
 *
 * Before a removal the puzzle has exactly one solution, the grid S. After emptying the cells C,
 * any other solution must differ from S somewhere in C (elsewhere it agrees with the givens), so
 * the puzzle stays unique iff **no solution has a cell c ∈ C with a digit other than S[c]**. That
 * is tested without counting to 2:
 *
 * 1. if every emptied cell sees all digits but its own among its peers' givens, nothing else can
 *    go there: unique, with no search (most removals, until the puzzle gets sparse);
 * 2. otherwise, for each cell c of C in turn and each other candidate w of c, the solver's engine
 *    looks for one solution (limit 1) with w placed in c; the cells of C already examined are
 *    set back to their S digits, so the cases do not overlap. The first solution found refutes.
 *
 * The known solution is never searched for again, and every engine call starts with an extra
 * placement to propagate, which is roughly half the work of a count to 2 on the same board.
 */
import { PEERS } from '../board/geometry.js';
import { LOWEST_DIGIT } from '../internal/bits.js';
import type { SolverEngine } from '../solver/engine.js';
import type { Draw } from './full-grid.js';
import type { SymmetryOrbits } from './symmetry.js';

const ALL = 0x1ff;

/** Digits (as a mask, digit d at bit d − 1) that no peer of `cell` holds in `values`. */
function candidates(values: Uint8Array, cell: number): number {
  let seen = 0;
  const p0 = cell * 20;
  for (let k = 0; k < 20; k++) {
    const v = values[PEERS[p0 + k]!]!;
    if (v !== 0) seen |= 1 << (v - 1);
  }
  return ALL & ~seen;
}

/**
 * True when `values`, where the cells of `unit` have just been emptied from a puzzle whose only
 * solution is `solution`, still has exactly one solution. `values` is left as it was given.
 */
export function staysUnique(
  values: Uint8Array,
  solution: Uint8Array,
  unit: readonly number[],
  engine: SolverEngine,
  signal: AbortSignal | undefined,
): boolean {
  let forced = true;
  for (let i = 0; i < unit.length && forced; i++) {
    const cell = unit[i]!;
    if (candidates(values, cell) !== 1 << (solution[cell]! - 1)) forced = false;
  }
  if (forced) return true;
  let unique = true;
  for (let i = 0; i < unit.length && unique; i++) {
    const cell = unit[i]!;
    const own = 1 << (solution[cell]! - 1);
    let others = candidates(values, cell) & ~own;
    while (others !== 0) {
      const b = others & -others;
      others ^= b;
      values[cell] = LOWEST_DIGIT[b]!;
      if (engine.count(values, 1, signal) !== 0) {
        unique = false;
        break;
      }
    }
    values[cell] = solution[cell]!;
  }
  for (const cell of unit) values[cell] = 0;
  return unique;
}

/** Whether `need` empty cells can be made from `small` units of size 1 and `large` of size `size`. */
function reachable(need: number, small: number, large: number, size: number): boolean {
  const fromLarge = Math.min(large, Math.floor(need / size));
  return need - fromLarge * size <= small;
}

/**
 * The removal units in visiting order: the orbits shuffled (Fisher–Yates, from the last position
 * down). With a mirror symmetry, the 9 cells on the axis are single-cell orbits; they are joined
 * two by two in the order they come (a pair takes the place of its first cell), leaving one
 * single cell, so that every symmetry but None has pairs or quadruples and at most one single
 * cell, which is what makes odd and even targets reachable exactly.
 */
function removalUnits(orbits: SymmetryOrbits, draw: Draw): number[][] {
  const { cells, starts, count } = orbits;
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  for (let i = count - 1; i > 0; i--) {
    const j = draw(i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  let join = false;
  for (let k = 0; k < count; k++) {
    const n = starts[k + 1]! - starts[k]!;
    if (n === 2) join = true;
  }
  const units: number[][] = [];
  let pending: number[] | undefined;
  for (let i = 0; i < count; i++) {
    const k = order[i]!;
    const unit = Array.from(cells.subarray(starts[k], starts[k + 1]));
    if (join && unit.length === 1) {
      if (pending === undefined) {
        pending = unit;
        units.push(unit);
      } else {
        pending.push(unit[0]!);
        pending = undefined;
      }
    } else {
      units.push(unit);
    }
  }
  return units;
}

/**
 * Empties cells of `values` (a complete grid equal to `solution` on entry) towards `target` empty
 * cells, a whole symmetry orbit at a time, keeping exactly one solution. Returns the number of
 * empty cells reached.
 */
export function removeClues(
  values: Uint8Array,
  solution: Uint8Array,
  orbits: SymmetryOrbits,
  target: number,
  draw: Draw,
  engine: SolverEngine,
  signal: AbortSignal | undefined,
): number {
  const units = removalUnits(orbits, draw);
  // Unit sizes are 1 and at most one other size (2 or 4).
  let small = 0;
  let large = 0;
  let size = 1;
  let single = -1;
  for (let k = 0; k < units.length; k++) {
    const n = units[k]!.length;
    if (n === 1) {
      small++;
      single = k;
    } else {
      large++;
      size = n;
    }
  }
  // With one single cell (the centre, or the axis cell left over), a target that needs it empty
  // takes it first, while the puzzle is still full enough for that to succeed.
  if (small === 1 && target % size === 1) units.unshift(...units.splice(single, 1));
  let need = target;
  for (let i = 0; i < units.length && need > 0; i++) {
    if (signal?.aborted === true) throw signal.reason;
    const unit = units[i]!;
    const n = unit.length;
    const before = reachable(need, small, large, size);
    if (n === 1) small--;
    else large--;
    // Skip what overshoots, or what would make a target still in reach impossible to hit exactly.
    if (n > need || (before && !reachable(need - n, small, large, size))) continue;
    for (const cell of unit) values[cell] = 0;
    if (staysUnique(values, solution, unit, engine, signal)) {
      need -= n;
    } else {
      for (const cell of unit) values[cell] = solution[cell]!;
    }
  }
  return target - need;
}
