/**
 * The generator's stages under a variant rule set (any `SudokuRules` but the classic rules, whose
 * stages stay in `./full-grid.ts` and `./removal.ts`): random complete grids, and the uniqueness
 * test of clue removal.
 *
 * ## Random grids
 *
 * The generator's own search, independent of the solver (as `./full-grid.ts` is for the classic
 * rules), so that the grid a seed gives depends only on this file and the random source. A search
 * state is one 9-bit candidate mask per cell and the placed digits, copied at each branch. Placing
 * digit d takes d out of every peer of the rule set (`RuleTables.peers`: its regions' other cells,
 * its knight's or king's moves) and, under non-consecutive, d ± 1 out of its orthogonal
 * neighbours; a cell left with one candidate is placed (naked single), under non-consecutive a
 * digit goes from a cell when an open orthogonal neighbour has nothing but that digit and the two
 * next to it, and every region is scanned for a digit with one place left (hidden single) or none
 * (a dead end), to a fixpoint. Then the
 * search branches on the open cell with the fewest candidates (ties: the lowest index, stopping at
 * two) and tries its candidates in random order: `draw(n)` picks one of the `n` untried ones, in
 * ascending digit order.
 *
 * The generator's grids under non-consecutive rule sets come from `./nc-grid.ts` (cheaper a grid
 * there); this search still draws the grid that accepts a random jigsaw layout, under any rules.
 *
 * A search may be given a node budget: past it, the search gives up (`BUDGET`). The generator
 * restarts with a larger budget, drawing on from the same stream, so that a rule set whose grids
 * are rare does not keep it in one unlucky corner; a search that ends within its budget without a
 * grid proves that the rules admit none (`NO_GRID`).
 *
 * ## Uniqueness
 *
 * The test of `./removal.ts` under the rules: a puzzle with the single solution S, some cells C
 * just emptied, stays unique iff no solution puts another digit than S's in a cell of C. So, first
 * without search, every emptied cell forced back (its only candidate under the rules, or its digit
 * has no other place in one of its regions) means unique; otherwise the rules engine looks for one
 * solution with each other candidate w of each cell of C in turn (the cells already examined set
 * back to their S digits). The first solution found refutes.
 */
import { CELL_COUNT } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { RuleTables } from '../rules/rule-set.js';
import type { RulesEngine } from '../solver/rules-engine.js';
import { nthBit, type Draw } from './full-grid.js';

/** The tables of a rule set the fill reads (a `RuleTables`, or lighter tables of the same shape). */
export type FillTables = Pick<
  RuleTables,
  'peerStart' | 'peers' | 'regionCount' | 'regionCells' | 'nonConsecutive' | 'orthoStart' | 'ortho'
>;

/** A search that found a grid. */
export const FOUND = 1;
/** A search that ended within its budget with no grid: the rules admit none. */
export const NO_GRID = 0;
/** A search that ran out of its node budget. */
export const BUDGET = -1;

const DEPTHS = 82;
const POLL_MASK = 4095;

/** For each candidate mask of a cell, the digits a neighbour may hold under non-consecutive. */
let SUPPORT: Uint16Array | undefined;

function supportTable(): Uint16Array {
  const table = new Uint16Array(ALL + 1);
  for (let mask = 0; mask <= ALL; mask++) {
    let supported = 0;
    for (let d = 0; d < 9; d++) {
      const blocked = ((1 << d) | (1 << (d + 1)) | (d > 0 ? 1 << (d - 1) : 0)) & ALL;
      if ((mask & ~blocked) !== 0) supported |= 1 << d;
    }
    table[mask] = supported;
  }
  return table;
}

/** Random complete grids under a rule set (see the module header). One search at a time. */
export class RulesGridFill {
  readonly #cand = new Uint16Array(DEPTHS * CELL_COUNT);
  readonly #val = new Uint8Array(DEPTHS * CELL_COUNT);
  readonly #placed = new Int32Array(DEPTHS);
  readonly #queue = new Uint8Array(CELL_COUNT * 2);
  #length = 0;
  #tables: FillTables | undefined;
  #draw: Draw | undefined;
  #signal: AbortSignal | undefined;
  #out: Uint8Array | undefined;
  #budget = 0;
  /** Search states visited by the last call. */
  nodes = 0;

  /**
   * Fills `grid` (81 cells, overwritten when a grid is found) with a random complete grid under
   * `tables`: {@link FOUND}, {@link NO_GRID}, or {@link BUDGET} past `budget` search states.
   */
  fill(
    grid: Uint8Array,
    tables: FillTables,
    draw: Draw,
    budget: number,
    signal: AbortSignal | undefined,
  ): number {
    this.#tables = tables;
    this.#draw = draw;
    this.#signal = signal;
    this.#out = grid;
    this.#budget = budget;
    this.nodes = 0;
    try {
      this.#cand.fill(ALL, 0, CELL_COUNT);
      this.#val.fill(0, 0, CELL_COUNT);
      this.#placed[0] = 0;
      this.#length = 0;
      if (!this.#propagate(0, 0)) return NO_GRID;
      return this.#search(0);
    } finally {
      this.#tables = undefined;
      this.#draw = undefined;
      this.#signal = undefined;
      this.#out = undefined;
    }
  }

  /** Places digit index `d` at `cell` in the frame at `f`; false on a contradiction. */
  #assign(f: number, depth: number, cell: number, d: number): boolean {
    const cand = this.#cand;
    const bit = 1 << d;
    if ((cand[f + cell]! & bit) === 0) return false;
    const val = this.#val;
    val[f + cell] = d + 1;
    cand[f + cell] = bit;
    this.#placed[depth]!++;
    const t = this.#tables!;
    const peers = t.peers;
    const queue = this.#queue;
    for (let k = t.peerStart[cell]!, end = t.peerStart[cell + 1]!; k < end; k++) {
      const p = f + peers[k]!;
      let m = cand[p]!;
      if ((m & bit) === 0) continue;
      m ^= bit;
      if (m === 0) return false;
      cand[p] = m;
      if ((m & (m - 1)) === 0) queue[this.#length++] = p - f;
    }
    if (t.nonConsecutive) {
      const near = ((bit << 1) | (bit >> 1)) & ALL;
      const ortho = t.ortho;
      for (let k = t.orthoStart[cell]!, end = t.orthoStart[cell + 1]!; k < end; k++) {
        const p = f + ortho[k]!;
        let m = cand[p]!;
        if ((m & near) === 0) continue;
        if (val[p] !== 0) return false;
        m &= ~near;
        if (m === 0) return false;
        cand[p] = m;
        if ((m & (m - 1)) === 0) queue[this.#length++] = p - f;
      }
    }
    return true;
  }

  /** Naked and hidden singles to a fixpoint in the frame at `f`; false on a contradiction. */
  #propagate(f: number, depth: number): boolean {
    const cand = this.#cand;
    const val = this.#val;
    const queue = this.#queue;
    const t = this.#tables!;
    const cells = t.regionCells;
    while (true) {
      while (this.#length > 0) {
        const cell = queue[--this.#length]!;
        if (val[f + cell] !== 0) continue;
        const m = cand[f + cell]!;
        if (m === 0 || !this.#assign(f, depth, cell, LOWEST_DIGIT[m]! - 1)) return false;
      }
      if (this.#placed[depth] === CELL_COUNT) return true;
      if (t.nonConsecutive) {
        if (!this.#supported(f)) return false;
        if (this.#length > 0) continue;
      }
      const before = this.#placed[depth]!;
      for (let r = 0, base = 0; r < t.regionCount; r++, base += 9) {
        let once = 0;
        let twice = 0;
        let held = 0;
        for (let k = base; k < base + 9; k++) {
          const cell = cells[k]!;
          const m = cand[f + cell]!;
          if (val[f + cell] !== 0) held |= m;
          twice |= once & m;
          once |= m;
        }
        if (once !== ALL) return false;
        // A digit placed in the region is in no other of its cells: nothing to do for it.
        let hidden = once & ~twice & ~held;
        while (hidden !== 0) {
          const bit = hidden & -hidden;
          hidden ^= bit;
          for (let k = base; k < base + 9; k++) {
            const cell = cells[k]!;
            if ((cand[f + cell]! & bit) === 0) continue;
            if (val[f + cell] === 0 && !this.#assign(f, depth, cell, LOWEST_DIGIT[bit]! - 1)) return false;
            break;
          }
        }
      }
      // No hidden single placed anything (and so queued nothing): the fixpoint.
      if (this.#placed[depth] === before) return true;
    }
  }

  /**
   * Non-consecutive, one pass: digit d stays in an open cell only while each open orthogonal
   * neighbour (in its row or column, so a peer too) keeps a digit other than d − 1, d and d + 1.
   * Cells left with one candidate are queued; false on a cell left with none.
   */
  #supported(f: number): boolean {
    const cand = this.#cand;
    const val = this.#val;
    const t = this.#tables!;
    const ortho = t.ortho;
    const support = (SUPPORT ??= supportTable());
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (val[f + cell] !== 0) continue;
      const before = cand[f + cell]!;
      let m = before;
      for (let k = t.orthoStart[cell]!, end = t.orthoStart[cell + 1]!; k < end; k++) {
        const p = ortho[k]!;
        if (val[f + p] === 0) m &= support[cand[f + p]!]!;
      }
      if (m === before) continue;
      if (m === 0) return false;
      cand[f + cell] = m;
      if ((m & (m - 1)) === 0) this.#queue[this.#length++] = cell;
    }
    return true;
  }

  #search(depth: number): number {
    if (++this.nodes > this.#budget) return BUDGET;
    if ((this.nodes & POLL_MASK) === 0) {
      const signal = this.#signal;
      if (signal?.aborted === true) throw signal.reason;
    }
    const f = depth * CELL_COUNT;
    const val = this.#val;
    if (this.#placed[depth] === CELL_COUNT) {
      this.#out!.set(val.subarray(f, f + CELL_COUNT));
      return FOUND;
    }
    const cand = this.#cand;
    let best = -1;
    let fewest = 10;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (val[f + cell] !== 0) continue;
      const n = POPCOUNT[cand[f + cell]!]!;
      if (n < fewest) {
        fewest = n;
        best = cell;
        if (n <= 2) break;
      }
    }
    const child = f + CELL_COUNT;
    let untried = cand[f + best]!;
    while (untried !== 0) {
      const pick = nthBit(untried, this.#draw!(POPCOUNT[untried]!));
      untried ^= pick;
      cand.copyWithin(child, f, f + CELL_COUNT);
      val.copyWithin(child, f, f + CELL_COUNT);
      this.#placed[depth + 1] = this.#placed[depth]!;
      this.#length = 0;
      if (
        this.#assign(child, depth + 1, best, LOWEST_DIGIT[pick]! - 1) &&
        this.#propagate(child, depth + 1)
      ) {
        const found = this.#search(depth + 1);
        if (found !== NO_GRID) return found;
      }
    }
    return NO_GRID;
  }
}

/** The digits `cell` may take under the rules, given the other cells of `values` (its own ignored). */
export function legalUnder(values: Uint8Array, cell: number, t: RuleTables): number {
  let used = 0;
  const peers = t.peers;
  for (let k = t.peerStart[cell]!, end = t.peerStart[cell + 1]!; k < end; k++) {
    const v = values[peers[k]!]!;
    if (v !== 0) used |= 1 << (v - 1);
  }
  if (t.nonConsecutive) {
    const ortho = t.ortho;
    for (let k = t.orthoStart[cell]!, end = t.orthoStart[cell + 1]!; k < end; k++) {
      const v = values[ortho[k]!]!;
      if (v !== 0) used |= ((1 << v) | (1 << (v - 2))) & ALL;
    }
  }
  return ALL & ~used;
}

/** True when the givens force `digit` into the empty `cell` under the rules (a naked or hidden single). */
function forcedUnder(values: Uint8Array, cell: number, digit: number, t: RuleTables): boolean {
  const bit = 1 << (digit - 1);
  if (legalUnder(values, cell, t) === bit) return true;
  const regionCells = t.regionCells;
  for (let k = t.cellRegionStart[cell]!, end = t.cellRegionStart[cell + 1]!; k < end; k++) {
    const base = t.cellRegions[k]! * 9;
    let elsewhere = false;
    for (let j = base; j < base + 9 && !elsewhere; j++) {
      const other = regionCells[j]!;
      elsewhere = other !== cell && values[other] === 0 && (legalUnder(values, other, t) & bit) !== 0;
    }
    if (!elsewhere) return true;
  }
  return false;
}

/**
 * True when `values`, where the cells `cells[from, to)` have just been emptied from a puzzle whose
 * only solution under the rules is `solution`, still has exactly one solution. `values` is left as
 * it was given.
 */
export function staysUniqueUnder(
  values: Uint8Array,
  solution: Uint8Array,
  cells: Uint8Array,
  from: number,
  to: number,
  tables: RuleTables,
  engine: RulesEngine,
  signal: AbortSignal | undefined,
): boolean {
  let all = true;
  for (let i = from; i < to && all; i++) all = forcedUnder(values, cells[i]!, solution[cells[i]!]!, tables);
  if (all) return true;
  let unique = true;
  for (let i = from; i < to && unique; i++) {
    const cell = cells[i]!;
    let others = legalUnder(values, cell, tables) & ~(1 << (solution[cell]! - 1));
    while (others !== 0) {
      const b = others & -others;
      others ^= b;
      values[cell] = LOWEST_DIGIT[b]!;
      if (engine.count(values, tables, 1, signal) !== 0) {
        unique = false;
        break;
      }
    }
    values[cell] = solution[cell]!;
  }
  for (let i = from; i < to; i++) values[cells[i]!] = 0;
  return unique;
}
