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
 * 1. if the givens alone force every emptied cell back to its digit (it sees all the other digits
 *    among its peers, or its digit has no other place in one of its units), the puzzle is unique
 *    with no search (most removals, until the puzzle gets sparse); the digits of each unit are
 *    kept up to date as cells are emptied and refilled, so a cell's candidates are three reads,
 *    not a walk of its peers;
 * 2. if an emptied cell is the corner of an empty "deadly rectangle" (x, y / y, x over two rows,
 *    two columns and two boxes), swapping x and y is a second solution: not unique, no search;
 * 3. otherwise, for each cell c of C in turn, the solver's engine looks for one solution (limit 1)
 *    with S[c] taken off c (`countWithout`: one search for all its other candidates, where a
 *    search per candidate placed in c set the board up and propagated it once each); the cells of
 *    C already examined are set back to their S digits, so the cases do not overlap. The first
 *    solution found refutes.
 *
 * The known solution is never searched for again, and every engine call starts with an extra
 * elimination to propagate, which is roughly half the work of a count to 2 on the same board.
 */
import { fillUsed, freeMask, legalMask } from '../board/candidate-masks.js';
import { BOX_OF, CELL_UNITS, COLUMN_OF, ROW_OF, UNIT_CELLS } from '../board/geometry.js';
import type { SolverEngine } from '../solver/engine.js';
import type { Draw } from './full-grid.js';
import { fillsWithSingles, type SinglesKind, type SinglesScratch } from './singles.js';
import type { SymmetryOrbits } from './symmetry.js';

/**
 * True when the givens alone force `digit` into the empty `cell`: it is the cell's only candidate
 * (a naked single), or no other empty cell of one of its units can take it (a hidden single).
 * `used` holds the digits of each unit of `values` (`fillUsed`).
 */
function forced(values: Uint8Array, used: Int32Array, cell: number, digit: number): boolean {
  const bit = 1 << (digit - 1);
  if (freeMask(used, cell) === bit) return true;
  for (let k = cell * 3; k < cell * 3 + 3; k++) {
    const u9 = CELL_UNITS[k]! * 9;
    let elsewhere = false;
    for (let j = u9; j < u9 + 9 && !elsewhere; j++) {
      const other = UNIT_CELLS[j]!;
      elsewhere = other !== cell && values[other] === 0 && (freeMask(used, other) & bit) !== 0;
    }
    if (!elsewhere) return true;
  }
  return false;
}

/**
 * True when the empty `cell` is a corner of an empty "deadly rectangle": two rows, two columns and
 * two boxes whose four empty cells hold x, y / y, x in `solution`. Swapping x and y there gives a
 * second solution, so the puzzle is not unique; no search needed.
 */
function inDeadlyRectangle(values: Uint8Array, solution: Uint8Array, cell: number): boolean {
  const row = ROW_OF[cell]!;
  const column = COLUMN_OF[cell]!;
  const x = solution[cell]!;
  for (let c2 = 0; c2 < 9; c2++) {
    const across = row * 9 + c2;
    if (c2 === column || values[across] !== 0) continue;
    const y = solution[across]!;
    const sameStack = ((column / 3) | 0) === ((c2 / 3) | 0);
    for (let r2 = 0; r2 < 9; r2++) {
      // Exactly two boxes: the rows share a band or the columns a stack, not both.
      if (r2 === row || (((row / 3) | 0) === ((r2 / 3) | 0)) === sameStack) continue;
      const below = r2 * 9 + column;
      const diagonal = r2 * 9 + c2;
      if (
        values[below] === 0 &&
        values[diagonal] === 0 &&
        solution[below] === y &&
        solution[diagonal] === x
      ) {
        return true;
      }
    }
  }
  return false;
}

/**
 * True when `values`, where the cells `cells[from, to)` have just been emptied from a puzzle whose
 * only solution is `solution`, still has exactly one solution. `values` is left as it was given.
 * `used` holds the digits of each unit of `values` (`fillUsed`; {@link removeClues} keeps it up to
 * date as it empties and refills cells).
 */
export function staysUnique(
  values: Uint8Array,
  solution: Uint8Array,
  cells: Uint8Array,
  from: number,
  to: number,
  engine: SolverEngine,
  signal: AbortSignal | undefined,
  used: Int32Array,
): boolean {
  let all = true;
  for (let i = from; i < to && all; i++) all = forced(values, used, cells[i]!, solution[cells[i]!]!);
  if (all) return true;
  for (let i = from; i < to; i++) if (inDeadlyRectangle(values, solution, cells[i]!)) return false;
  let unique = true;
  for (let i = from; i < to && unique; i++) {
    const cell = cells[i]!;
    const own = solution[cell]!;
    // Another solution has another digit here: one search for all of them.
    if (
      (legalMask(values, cell) & ~(1 << (own - 1))) !== 0 &&
      engine.countWithout(values, cell, own, 1, signal) !== 0
    )
      unique = false;
    values[cell] = own;
  }
  for (let i = from; i < to; i++) values[cells[i]!] = 0;
  return unique;
}

/** Whether `need` empty cells can be made from `small` units of size 1 and `large` of size `size`. */
function reachable(need: number, small: number, large: number, size: number): boolean {
  const fromLarge = Math.min(large, Math.floor(need / size));
  return need - fromLarge * size <= small;
}

/**
 * How {@link removeClues} may go beyond plain uniqueness, for the generator's bands.
 *
 * - `singles`: keep a removal only while singles of that kind fill the puzzle (`./singles.ts`),
 *   which implies one solution and caps the rating (1.5 for hidden singles, 2.3 for all singles);
 *   the solver is not used at all.
 * - `log`: receives the removals kept, in order, so that the band search can put clues back
 *   (the puzzle after the first k removals is unique too).
 */
export interface RemovalMode {
  readonly singles: SinglesKind | undefined;
  readonly scratch: SinglesScratch;
  readonly log: RemovalLog | undefined;
  /**
   * Once this many cells are empty, stop at the first puzzle that singles of the kind
   * `beyondKind` (default `'all'`) no longer fill (the target is then only a ceiling). 0: stop at
   * the target.
   */
  readonly beyondSingles: number;
  /** The singles of {@link beyondSingles}. */
  readonly beyondKind?: SinglesKind;
}

/**
 * A uniqueness test in place of {@link staysUnique} (the rules engine's, under variant rules), with
 * the same contract.
 */
export type KeepTest = (
  values: Uint8Array,
  solution: Uint8Array,
  cells: Uint8Array,
  from: number,
  to: number,
  signal: AbortSignal | undefined,
) => boolean;

/** The removals kept by one {@link removeClues} call, in order. */
export class RemovalLog {
  /** The emptied cells, removal after removal. */
  readonly cells: Uint8Array = new Uint8Array(81);
  /** Removal k emptied `cells[ends[k − 1] … ends[k])` (with `ends[−1]` = 0). */
  readonly ends: Int32Array = new Int32Array(82);
  /** The number of removals kept. */
  count = 0;
}

/**
 * Empties cells of `values` (a complete grid equal to `solution` on entry) towards `target` empty
 * cells, a whole symmetry orbit at a time, keeping exactly one solution (and, with a `mode`, what
 * it asks for). Returns the number of empty cells reached.
 *
 * The removal units, in visiting order, are the orbits shuffled (Fisher–Yates, from the last
 * position down). With a mirror symmetry the 9 cells on the axis are single-cell orbits; they are
 * joined two by two in the order they come (a pair takes the place of its first cell), leaving
 * one single cell, so every symmetry but None has units of one size (2 or 4) plus at most one
 * single cell. When that single cell is needed to hit the target (an odd target with pairs, 4k + 1
 * with quadruples) it is visited first, while the puzzle is still full enough for it to go.
 * `keep`, when given, tests uniqueness instead of {@link staysUnique} (under variant rules).
 */
export function removeClues(
  values: Uint8Array,
  solution: Uint8Array,
  orbits: SymmetryOrbits,
  target: number,
  draw: Draw,
  engine: SolverEngine,
  signal: AbortSignal | undefined,
  mode?: RemovalMode,
  keep?: KeepTest,
): number {
  const { cells, starts, count } = orbits;
  const singles = mode?.singles;
  const log = mode?.log;
  const beyond = mode?.beyondSingles ?? 0;
  if (log !== undefined) log.count = 0;
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  for (let i = count - 1; i > 0; i--) {
    const j = draw(i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  // Units: an orbit (by index into `order`) and, for joined axis cells, a partner cell.
  const partner = new Int32Array(count).fill(-1);
  const skip = new Uint8Array(count);
  let size = 1;
  for (let k = 0; k < count; k++) {
    const n = starts[k + 1]! - starts[k]!;
    if (n > size) size = n;
  }
  let small = 0;
  let large = 0;
  let single = -1;
  let pending = -1;
  for (let i = 0; i < count; i++) {
    const k = order[i]!;
    if (starts[k + 1]! - starts[k]! > 1) {
      large++;
    } else if (size !== 2) {
      small++;
      single = i;
    } else if (pending < 0) {
      pending = i;
    } else {
      partner[pending] = cells[starts[k]!]!;
      skip[i] = 1;
      large++;
      pending = -1;
    }
  }
  if (pending >= 0) {
    small++;
    single = pending;
  }
  // Flatten the units in visiting order.
  const unitCells = new Uint8Array(81);
  const unitEnds = new Int32Array(count);
  let units = 0;
  let filled = 0;
  const emit = (i: number): void => {
    const k = order[i]!;
    for (let j = starts[k]!; j < starts[k + 1]!; j++) unitCells[filled++] = cells[j]!;
    if (partner[i]! >= 0) unitCells[filled++] = partner[i]!;
    unitEnds[units++] = filled;
  };
  const singleFirst = small === 1 && size > 1 && target % size === 1;
  if (singleFirst) emit(single);
  for (let i = 0; i < count; i++) if (skip[i] === 0 && !(singleFirst && i === single)) emit(i);

  // With its own uniqueness test, the digits of each unit, kept up to date as cells are emptied
  // and refilled (see `staysUnique`).
  const own = singles === undefined && keep === undefined;
  const used = new Int32Array(27);
  if (own) fillUsed(values, used);
  let need = target;
  for (let u = 0, from = 0; u < units && need > 0; from = unitEnds[u++]!) {
    if (signal?.aborted === true) throw signal.reason;
    const to = unitEnds[u]!;
    const n = to - from;
    const before = reachable(need, small, large, size);
    if (n === 1) small--;
    else large--;
    // Skip what overshoots, or what would make a target still in reach impossible to hit exactly.
    if (n > need || (before && !reachable(need - n, small, large, size))) continue;
    for (let j = from; j < to; j++) values[unitCells[j]!] = 0;
    if (own) setDigits(used, unitCells, from, to, solution, false);
    const kept =
      singles !== undefined
        ? fillsWithSingles(values, singles, mode!.scratch, { cells: unitCells, from, to })
        : keep === undefined
          ? staysUnique(values, solution, unitCells, from, to, engine, signal, used)
          : keep(values, solution, unitCells, from, to, signal);
    if (kept) {
      need -= n;
      if (log !== undefined) {
        const at = log.count === 0 ? 0 : log.ends[log.count - 1]!;
        for (let j = from; j < to; j++) log.cells[at + j - from] = unitCells[j]!;
        log.ends[log.count++] = at + n;
      }
      if (
        beyond > 0 &&
        target - need >= beyond &&
        !fillsWithSingles(values, mode!.beyondKind ?? 'all', mode!.scratch)
      ) {
        break;
      }
    } else {
      for (let j = from; j < to; j++) values[unitCells[j]!] = solution[unitCells[j]!]!;
      if (own) setDigits(used, unitCells, from, to, solution, true);
    }
  }
  return target - need;
}

/** Adds (`on`) or takes off the solution digits of `cells[from, to)` in the units' digits `used`. */
function setDigits(
  used: Int32Array,
  cells: Uint8Array,
  from: number,
  to: number,
  solution: Uint8Array,
  on: boolean,
): void {
  for (let j = from; j < to; j++) {
    const cell = cells[j]!;
    const b = 1 << (solution[cell]! - 1);
    const row = ROW_OF[cell]!;
    const column = 9 + COLUMN_OF[cell]!;
    const box = 18 + BOX_OF[cell]!;
    if (on) {
      used[row]! |= b;
      used[column]! |= b;
      used[box]! |= b;
    } else {
      used[row]! &= ~b;
      used[column]! &= ~b;
      used[box]! &= ~b;
    }
  }
}
