/**
 * The search engine behind `SudokuSolver`, and the internal API other modules (the generator's
 * uniqueness checks, the rating) call directly on raw cell values.
 *
 * ## Internal API
 *
 * ```ts
 * // values: 81 cell values, row-major, 0 = empty; read only, never changed.
 * countSolutionsRaw(values, limit, signal?)   // number of solutions, capped at `limit` (≥ 1)
 * solveRaw(values, out, signal?)               // true and the first solution in `out`, or false
 * new SolverEngine()                           // the same two calls as methods, plus the stats
 *   .count(values, limit, signal?) / .solve(values, out, signal?) / .guesses / .nodes
 * ```
 *
 * - Duplicate givens are detected while the state is set up and simply give 0 solutions / false
 *   (the public solver reports them as `invalid-board` before it ever calls the engine).
 * - `limit` is trusted (a positive integer; `Infinity` counts everything). Counting stops as soon
 *   as `limit` solutions are found, so `count(values, 2)` is the cheap uniqueness test: on a
 *   nearly full board it costs a few microseconds (one pass to build the masks, one propagation).
 * - `signal` is polled every 4,096 search nodes; when aborted, the call throws `signal.reason`.
 * - Deterministic: the same values always give the same solution, counts and statistics.
 * - `solveRaw` / `countSolutionsRaw` share one engine created on first use. That is safe because
 *   a search is synchronous and runs no user code, every call resets the whole state first, and
 *   a call that finds the shared engine busy (only possible from inside a search, e.g. through an
 *   exotic signal object) gets a fresh engine instead. Nothing is observable between calls.
 *
 * ## Representation
 *
 * A search state is one frame of 128 `Int32` in a preallocated stack (one frame per search
 * depth, at most 82 frames, 41 KiB per engine): the candidate mask of each cell (digit d at
 * bit d − 1; a placed cell holds exactly its own bit), then the digits already placed in each of
 * the 27 units, which lets the hidden-single pass ignore settled digits without looking at them.
 *
 * ```
 *   frame k:  0 ........ 80 | 81 ... 89 | 90 ... 98 | 99 ... 107 | 108 ... 127
 *             cell masks    | row placed| col placed| box placed | unused
 *   mask:     bit    8 7 6 5 4 3 2 1 0
 *             digit  9 8 7 6 5 4 3 2 1      0 = contradiction, one bit = placed
 *   stack:    [ frame 0 | frame 1 | … | frame 81 ]   frame k + 1 = copy of frame k + one guess
 * ```
 *
 * After propagation has reached its fixpoint no open cell has a single candidate, so "one bit"
 * means "placed": no separate grid of values is kept.
 *
 * ## Algorithm, and why
 *
 * Depth-first search with copy-on-branch: to try a digit the frame is copied one level up (a
 * 432-byte `copyWithin`), so backtracking is free, there is no undo trail, and the last
 * alternative of a branch reuses the current frame in place. After every placement the engine
 * propagates to a fixpoint:
 *
 * - naked singles: placing a digit removes it from the cell's row and column (two straight
 *   sweeps of the frame) and from the 4 other cells of its box; a peer left with one candidate is
 *   queued and placed in turn (each cell enters the queue at most once per propagation);
 * - hidden singles: a unit whose cells lost a candidate is marked dirty (27-bit mask); for each
 *   dirty unit, one unrolled pass computes the digits seen at least once and at least twice,
 *   which gives the missing digits (a contradiction) and, less the placed digits, the digits with
 *   a single place (a placement).
 *
 * Hidden singles are what make the 17-clue puzzles cheap: most need one guess or none. The
 * branching cell is chosen by minimum remaining values, stopping at the first two-candidate cell.
 * Locked candidates (pointing and claiming, on all 54 box/line triads) run once at the root and
 * at any node with no two-candidate cell: measured on the public sets, this cuts the guesses on
 * 17-clue puzzles by two thirds and on top1465 by half, while running it at every node costs more
 * than it saves on the hardest sets. Everything runs on typed arrays with no allocation per node.
 */
import { BOX_OF, COLUMN_OF, PEERS, ROW_OF, UNIT_CELLS } from '../board/geometry.js';
import { POPCOUNT } from '../internal/bits.js';

const FRAME = 128;
const DEPTHS = 82;
const ALL = 0x1ff;
const POLL_MASK = 4095;

// The tables are built by functions called with `@__PURE__` marks, so that a bundle without the
// solver drops them.

/** Bit u set for the three units (row u, column 9 + c, box 18 + b) of each cell. */
const CELL_UNIT_BITS: Int32Array = /* @__PURE__ */ buildCellUnitBits();
const ALL_UNITS = 0x7ffffff; // (1 << 27) - 1
/** The 4 peers of each cell in its box but neither its row nor its column. */
const BOX_REST: Uint8Array = /* @__PURE__ */ buildBoxRest();
/** First cell of each unit: rows, columns, boxes. */
const UNIT_START: Int32Array = /* @__PURE__ */ buildUnitStart();

function buildCellUnitBits(): Int32Array {
  const table = new Int32Array(81);
  for (let cell = 0; cell < 81; cell++) {
    const row = (cell / 9) | 0;
    const column = cell % 9;
    const box = ((row / 3) | 0) * 3 + ((column / 3) | 0);
    table[cell] = (1 << row) | (1 << (9 + column)) | (1 << (18 + box));
  }
  return table;
}

function buildBoxRest(): Uint8Array {
  const table = new Uint8Array(81 * 4);
  for (let cell = 0, n = 0; cell < 81; cell++) {
    for (let k = 0; k < 20; k++) {
      const peer = PEERS[cell * 20 + k]!;
      if (ROW_OF[peer] !== ROW_OF[cell] && COLUMN_OF[peer] !== COLUMN_OF[cell]) table[n++] = peer;
    }
  }
  return table;
}

function buildUnitStart(): Int32Array {
  const table = new Int32Array(27);
  for (let u = 0; u < 27; u++) table[u] = UNIT_CELLS[u * 9]!;
  return table;
}

/** A reusable search engine: one preallocated stack, reset at the start of every call. */
export class SolverEngine {
  /** Digits tried at branching cells during the last call (a forced placement is not a guess). */
  guesses = 0;
  /** Search nodes (propagated states) visited during the last call. */
  nodes = 0;

  private readonly stack = new Int32Array(FRAME * DEPTHS);
  // Each cell enters the queue at most once per propagation (see `propagate`): 81 entries.
  private readonly queue = new Int32Array(128);
  private limit = 1;
  private found = 0;
  private out: Uint8Array | undefined = undefined;
  private signal: AbortSignal | undefined = undefined;
  /** True while a call is running (see the module header). */
  busy = false;
  /** True when the last call found duplicate givens (it then returned 0 / false at once). */
  invalid = false;

  /** Number of solutions of `values`, capped at `limit`; 0 when it has none or duplicate givens. */
  count(values: Uint8Array, limit: number, signal?: AbortSignal): number {
    return this.run(values, limit, undefined, signal);
  }

  /** Writes the first solution of `values` into `out` (81 digits) and returns true, else false. */
  solve(values: Uint8Array, out: Uint8Array, signal?: AbortSignal): boolean {
    return this.run(values, 1, out, signal) === 1;
  }

  private run(values: Uint8Array, limit: number, out: Uint8Array | undefined, signal?: AbortSignal): number {
    this.busy = true;
    this.guesses = 0;
    this.nodes = 0;
    this.found = 0;
    this.limit = limit;
    this.out = out;
    this.signal = signal;
    try {
      this.invalid = false;
      if (this.setUp(values) && this.propagate(0, ALL_UNITS)) this.search(0);
      return this.found;
    } finally {
      this.out = undefined;
      this.signal = undefined;
      this.busy = false;
    }
  }

  /** Frame 0 from the givens; queues the cells already reduced to one candidate. */
  private setUp(values: Uint8Array): boolean {
    const s = this.stack;
    const queue = this.queue;
    for (let u = 81; u < 108; u++) s[u] = 0;
    for (let cell = 0; cell < 81; cell++) {
      const value = values[cell]!;
      if (value === 0) continue;
      const b = 1 << (value - 1);
      const row = 81 + ROW_OF[cell]!;
      const column = 90 + COLUMN_OF[cell]!;
      const box = 99 + BOX_OF[cell]!;
      if (((s[row]! | s[column]! | s[box]!) & b) !== 0) {
        this.invalid = true;
        return false;
      }
      s[row]! |= b;
      s[column]! |= b;
      s[box]! |= b;
    }
    let tail = 0;
    for (let cell = 0; cell < 81; cell++) {
      const value = values[cell]!;
      if (value !== 0) {
        s[cell] = 1 << (value - 1);
        continue;
      }
      const mask = ALL & ~(s[81 + ROW_OF[cell]!]! | s[90 + COLUMN_OF[cell]!]! | s[99 + BOX_OF[cell]!]!);
      if (mask === 0) return false;
      s[cell] = mask;
      if ((mask & (mask - 1)) === 0) queue[tail++] = cell;
    }
    this.tail = tail;
    return true;
  }

  private tail = 0;

  /**
   * Propagates naked and hidden singles to a fixpoint in the frame at `base`, starting from the
   * cells queued in `queue[0, tail)` and the units in `dirty`. False on a contradiction.
   */
  private propagate(base: number, dirty: number): boolean {
    const s = this.stack;
    const queue = this.queue;
    let head = 0;
    let tail = this.tail;
    while (true) {
      while (head < tail) {
        const cell = queue[head++]!;
        const b = s[base + cell]!;
        const u0 = base + 81;
        s[u0 + ROW_OF[cell]!]! |= b;
        s[u0 + 9 + COLUMN_OF[cell]!]! |= b;
        s[u0 + 18 + BOX_OF[cell]!]! |= b;
        // The cell itself reads as 0 while its row and column are swept, then gets its digit back.
        s[base + cell] = 0;
        const rowEnd = base + ROW_OF[cell]! * 9 + 9;
        for (let p = rowEnd - 9; p < rowEnd; p++) {
          const m = s[p]!;
          if ((m & b) === 0) continue;
          const left = m ^ b;
          if (left === 0) return false;
          s[p] = left;
          dirty |= CELL_UNIT_BITS[p - base]!;
          if ((left & (left - 1)) === 0) queue[tail++] = p - base;
        }
        for (let p = base + COLUMN_OF[cell]!; p < base + 81; p += 9) {
          const m = s[p]!;
          if ((m & b) === 0) continue;
          const left = m ^ b;
          if (left === 0) return false;
          s[p] = left;
          dirty |= CELL_UNIT_BITS[p - base]!;
          if ((left & (left - 1)) === 0) queue[tail++] = p - base;
        }
        s[base + cell] = b;
        for (let k = cell * 4, end = k + 4; k < end; k++) {
          const peer = BOX_REST[k]!;
          const m = s[base + peer]!;
          if ((m & b) === 0) continue;
          const left = m ^ b;
          if (left === 0) return false;
          s[base + peer] = left;
          dirty |= CELL_UNIT_BITS[peer]!;
          if ((left & (left - 1)) === 0) queue[tail++] = peer;
        }
      }
      if (dirty === 0) return true;
      // Hidden singles in the units that lost a candidate since the last pass.
      let units = dirty;
      dirty = 0;
      while (units !== 0) {
        const low = units & -units;
        units ^= low;
        const u = 31 - Math.clz32(low);
        const o = base + UNIT_START[u]!;
        let m0: number,
          m1: number,
          m2: number,
          m3: number,
          m4: number,
          m5: number,
          m6: number,
          m7: number,
          m8: number;
        if (u < 9) {
          m0 = s[o]!;
          m1 = s[o + 1]!;
          m2 = s[o + 2]!;
          m3 = s[o + 3]!;
          m4 = s[o + 4]!;
          m5 = s[o + 5]!;
          m6 = s[o + 6]!;
          m7 = s[o + 7]!;
          m8 = s[o + 8]!;
        } else if (u < 18) {
          m0 = s[o]!;
          m1 = s[o + 9]!;
          m2 = s[o + 18]!;
          m3 = s[o + 27]!;
          m4 = s[o + 36]!;
          m5 = s[o + 45]!;
          m6 = s[o + 54]!;
          m7 = s[o + 63]!;
          m8 = s[o + 72]!;
        } else {
          m0 = s[o]!;
          m1 = s[o + 1]!;
          m2 = s[o + 2]!;
          m3 = s[o + 9]!;
          m4 = s[o + 10]!;
          m5 = s[o + 11]!;
          m6 = s[o + 18]!;
          m7 = s[o + 19]!;
          m8 = s[o + 20]!;
        }
        let twice = m0 & m1;
        let once = m0 | m1;
        twice |= once & m2;
        once |= m2;
        twice |= once & m3;
        once |= m3;
        twice |= once & m4;
        once |= m4;
        twice |= once & m5;
        once |= m5;
        twice |= once & m6;
        once |= m6;
        twice |= once & m7;
        once |= m7;
        twice |= once & m8;
        once |= m8;
        if (once !== ALL) return false;
        let single = once & ~twice & ~s[base + 81 + u]!;
        if (single === 0) continue;
        // Each of these digits has exactly one cell in the unit: find them, then stop.
        for (let k = u * 9; single !== 0; k++) {
          const cell = UNIT_CELLS[k]!;
          const m = s[base + cell]!;
          const x = m & single;
          if (x === 0) continue;
          if ((x & (x - 1)) !== 0) return false;
          single ^= x;
          // A cell already reduced to this digit is queued already: queue each cell once at most.
          if (m === x) continue;
          s[base + cell] = x;
          dirty |= CELL_UNIT_BITS[cell]!;
          queue[tail++] = cell;
        }
      }
    }
  }

  private readonly triads = new Int32Array(9);
  private lcDirty = 0;

  /** Removes `digits` from the three cells `o`, `o + step`, `o + 2 * step`; false on a contradiction. */
  private strip(base: number, o: number, step: number, digits: number): boolean {
    const s = this.stack;
    for (let k = 0, p = o; k < 3; k++, p += step) {
      const m = s[p]!;
      if ((m & digits) === 0) continue;
      const left = m & ~digits;
      if (left === 0) return false;
      s[p] = left;
      this.lcDirty |= CELL_UNIT_BITS[p - base]!;
      if ((left & (left - 1)) === 0) this.queue[this.tail++] = p - base;
    }
    return true;
  }

  /**
   * Locked candidates (box/line interactions) over the whole frame: -1 on a contradiction, else
   * the units that lost a candidate (0 when nothing changed), with new singles queued.
   */
  private locked(base: number): number {
    const s = this.stack;
    const t = this.triads;
    this.tail = 0;
    this.lcDirty = 0;
    for (let band = 0; band < 3; band++) {
      // Row triads: t[r * 3 + k] = row 3·band + r within box 3·band + k.
      for (let r = 0; r < 3; r++) {
        for (let k = 0; k < 3; k++) {
          const o = base + (band * 3 + r) * 9 + k * 3;
          t[r * 3 + k] = s[o]! | s[o + 1]! | s[o + 2]!;
        }
      }
      for (let r = 0; r < 3; r++) {
        const r1 = r === 0 ? 1 : 0;
        const r2 = r === 2 ? 1 : 2;
        for (let k = 0; k < 3; k++) {
          const k1 = k === 0 ? 1 : 0;
          const k2 = k === 2 ? 1 : 2;
          const here = t[r * 3 + k]!;
          const point = here & ~(t[r1 * 3 + k]! | t[r2 * 3 + k]!) & ~s[base + 99 + band * 3 + k]!;
          if (point !== 0) {
            const row = base + (band * 3 + r) * 9;
            if (!this.strip(base, row + k1 * 3, 1, point) || !this.strip(base, row + k2 * 3, 1, point))
              return -1;
          }
          const claim = here & ~(t[r * 3 + k1]! | t[r * 3 + k2]!) & ~s[base + 81 + band * 3 + r]!;
          if (claim !== 0) {
            const box = base + band * 27 + k * 3;
            if (!this.strip(base, box + r1 * 9, 1, claim) || !this.strip(base, box + r2 * 9, 1, claim))
              return -1;
          }
        }
      }
      // Column triads: t[j * 3 + k] = column 3·band + j within box 3·k + band ("band" is a stack here).
      for (let j = 0; j < 3; j++) {
        for (let k = 0; k < 3; k++) {
          const o = base + k * 27 + band * 3 + j;
          t[j * 3 + k] = s[o]! | s[o + 9]! | s[o + 18]!;
        }
      }
      for (let j = 0; j < 3; j++) {
        const j1 = j === 0 ? 1 : 0;
        const j2 = j === 2 ? 1 : 2;
        for (let k = 0; k < 3; k++) {
          const k1 = k === 0 ? 1 : 0;
          const k2 = k === 2 ? 1 : 2;
          const here = t[j * 3 + k]!;
          const point = here & ~(t[j1 * 3 + k]! | t[j2 * 3 + k]!) & ~s[base + 99 + k * 3 + band]!;
          if (point !== 0) {
            const column = base + band * 3 + j;
            if (
              !this.strip(base, column + k1 * 27, 9, point) ||
              !this.strip(base, column + k2 * 27, 9, point)
            ) {
              return -1;
            }
          }
          const claim = here & ~(t[j * 3 + k1]! | t[j * 3 + k2]!) & ~s[base + 90 + band * 3 + j]!;
          if (claim !== 0) {
            const box = base + k * 27 + band * 3;
            if (!this.strip(base, box + j1, 9, claim) || !this.strip(base, box + j2, 9, claim)) return -1;
          }
        }
      }
    }
    return this.lcDirty;
  }

  /** Depth-first search from the propagated frame at `depth`. */
  private search(depth: number): void {
    const s = this.stack;
    const base = depth * FRAME;
    let rootLocked = depth === 0;
    while (true) {
      this.nodes++;
      if ((this.nodes & POLL_MASK) === 0 && this.signal?.aborted === true) throw this.signal.reason;
      // Minimum remaining values; the first two-candidate cell ends the scan.
      let best = -1;
      let bestCount = 10;
      for (let cell = 0; cell < 81; cell++) {
        const n = POPCOUNT[s[base + cell]!]!;
        if (n > 1 && n < bestCount) {
          best = cell;
          bestCount = n;
          if (n === 2) break;
        }
      }
      if (best < 0) {
        this.found++;
        const out = this.out;
        if (out !== undefined && this.found === 1) {
          for (let cell = 0; cell < 81; cell++) out[cell] = 32 - Math.clz32(s[base + cell]!);
        }
        return;
      }
      // Locked candidates once at the root, and wherever no cell has only two candidates left.
      if (rootLocked || bestCount > 2) {
        rootLocked = false;
        const dirty = this.locked(base);
        if (dirty < 0) return;
        if (dirty > 0) {
          if (!this.propagate(base, dirty)) return;
          continue;
        }
      }
      let mask = s[base + best]!;
      const child = base + FRAME;
      while ((mask & (mask - 1)) !== 0) {
        const b = mask & -mask;
        mask ^= b;
        this.guesses++;
        s.copyWithin(child, base, base + 108);
        s[child + best] = b;
        this.queue[0] = best;
        this.tail = 1;
        if (this.propagate(child, CELL_UNIT_BITS[best]!)) {
          this.search(depth + 1);
          if (this.found >= this.limit) return;
        }
      }
      // The last alternative needs no copy: this frame is not needed any more.
      this.guesses++;
      s[base + best] = mask;
      this.queue[0] = best;
      this.tail = 1;
      if (!this.propagate(base, CELL_UNIT_BITS[best]!)) return;
    }
  }
}

let shared: SolverEngine | undefined;

function engine(): SolverEngine {
  shared ??= new SolverEngine();
  return shared.busy ? new SolverEngine() : shared;
}

/**
 * Number of solutions of `values` (81 cells, 0 = empty, read only), capped at `limit` (a positive
 * integer, trusted). 0 for a board with no solution or with duplicate givens.
 */
export function countSolutionsRaw(values: Uint8Array, limit: number, signal?: AbortSignal): number {
  return engine().count(values, limit, signal);
}

/** Writes the first solution of `values` into `out` (81 digits) and returns true; false if none. */
export function solveRaw(values: Uint8Array, out: Uint8Array, signal?: AbortSignal): boolean {
  return engine().solve(values, out, signal);
}
