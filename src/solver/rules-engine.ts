/**
 * The search engine for every rule set but the classic one (which keeps `./engine.ts`, whose
 * band words are built around rows, columns and boxes), and the internal entry points that pick
 * the right engine for a rule set.
 *
 * ## Internal API
 *
 * ```ts
 * // values: 81 cell values, row-major, 0 = empty; read only, never changed.
 * countSolutionsUnder(values, rules, limit, signal?)   // solutions under `rules`, capped at `limit`
 * solveUnder(values, rules, out, signal?)               // true and the first solution in `out`
 * new RulesEngine()                                     // the same, with the stats of the last call
 *   .count(values, tables, limit, signal?) / .solve(values, tables, out, signal?) / .guesses / .nodes
 * ```
 *
 * The classic rules go to the band engine unchanged; the same contracts hold for both (duplicate
 * givens give 0 / false, `limit` trusted, `signal` polled every 4,096 nodes, deterministic).
 *
 * ## Representation
 *
 * A search state (a frame) is one 9-bit candidate mask per cell (digit d = bit d − 1; a placed
 * cell keeps only its digit's bit) and the placed digits, 81 + 81 entries, copied at each branch
 * (tdoku's copy-on-branch: no undo log). The rule set comes as tables built once per distinct
 * rule set (`RuleTables` in `rules/rule-set.ts`): every cell's peers (its regions' other cells and
 * its knight's or king's moves), every region's nine cells, and the orthogonal neighbours.
 *
 * ## Propagation and search
 *
 * Placing digit d at a cell takes d out of every peer; under non-consecutive it also takes d ± 1
 * out of the orthogonal neighbours (a rule between two different digits, so not a peer rule, and
 * a placed neighbour holding d ± 1 is a contradiction). A cell left with one candidate is queued
 * (naked single). When the queue is empty, each region is scanned once with two running ORs
 * ("at least once", "at least twice"): a digit no cell of the region can take is a contradiction,
 * a digit only one cell can take is placed there (hidden single). That repeats to a fixpoint.
 * Then the engine branches on the open cell with the fewest candidates (the first one, stopping
 * at two), digits ascending. Any set of regions and neighbour rules fits this one loop: nothing
 * in it asks which variant it plays.
 */
import { CELL_COUNT } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { RuleTables, SudokuRules } from '../rules/rule-set.js';
import { tablesOf as rulesTables } from '../rules/rules-option.js';
import { countSolutionsRaw, solveRaw } from './engine.js';

const DEPTHS = 82;
const POLL_MASK = 4095;

/** The general search engine (see the module header). One instance, one search at a time. */
export class RulesEngine {
  readonly #cand = new Uint16Array(DEPTHS * CELL_COUNT);
  readonly #val = new Uint8Array(DEPTHS * CELL_COUNT);
  readonly #placed = new Int32Array(DEPTHS);
  readonly #queue = new Uint8Array(CELL_COUNT * 2);
  #length = 0;
  #tables: RuleTables | undefined;
  #limit = 1;
  #found = 0;
  #out: Uint8Array | undefined;
  #signal: AbortSignal | undefined;
  /** True while a search runs. */
  busy = false;
  /** Digits tried at branching cells in the last call. */
  guesses = 0;
  /** Search states visited in the last call, the root included. */
  nodes = 0;

  /** Solutions of `values` under `tables`, capped at `limit`. */
  count(values: Uint8Array, tables: RuleTables, limit: number, signal?: AbortSignal): number {
    this.#run(values, tables, limit, undefined, signal);
    return this.#found;
  }

  /** The first solution of `values` under `tables` in `out`; false when there is none. */
  solve(values: Uint8Array, tables: RuleTables, out: Uint8Array, signal?: AbortSignal): boolean {
    this.#run(values, tables, 1, out, signal);
    return this.#found > 0;
  }

  #run(
    values: Uint8Array,
    tables: RuleTables,
    limit: number,
    out: Uint8Array | undefined,
    signal: AbortSignal | undefined,
  ): void {
    this.busy = true;
    try {
      this.#tables = tables;
      this.#limit = limit;
      this.#found = 0;
      this.#out = out;
      this.#signal = signal;
      this.guesses = 0;
      this.nodes = 0;
      this.#cand.fill(ALL, 0, CELL_COUNT);
      this.#val.fill(0, 0, CELL_COUNT);
      this.#placed[0] = 0;
      this.#length = 0;
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        const v = values[cell]!;
        if (v !== 0 && !this.#assign(0, 0, cell, v - 1)) return;
      }
      if (this.#propagate(0, 0)) this.#search(0);
    } finally {
      this.#tables = undefined;
      this.#out = undefined;
      this.#signal = undefined;
      this.busy = false;
    }
  }

  /** Places digit index `d` (0–8) at `cell` in the frame at `f` (depth `depth`); false on a contradiction. */
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
    const regionCount = t.regionCount;
    while (true) {
      while (this.#length > 0) {
        const cell = queue[--this.#length]!;
        if (val[f + cell] !== 0) continue;
        const m = cand[f + cell]!;
        if (m === 0) return false;
        if (!this.#assign(f, depth, cell, LOWEST_DIGIT[m]! - 1)) return false;
      }
      if (this.#placed[depth] === CELL_COUNT) return true;
      const before = this.#placed[depth]!;
      for (let r = 0, base = 0; r < regionCount; r++, base += 9) {
        let once = 0;
        let twice = 0;
        for (let k = base; k < base + 9; k++) {
          const m = cand[f + cells[k]!]!;
          twice |= once & m;
          once |= m;
        }
        if (once !== ALL) return false;
        let hidden = once & ~twice;
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

  #search(depth: number): void {
    this.nodes++;
    if ((this.nodes & POLL_MASK) === 0) {
      const signal = this.#signal;
      if (signal?.aborted === true) throw signal.reason;
    }
    const f = depth * CELL_COUNT;
    if (this.#placed[depth] === CELL_COUNT) {
      this.#found++;
      const out = this.#out;
      if (out !== undefined && this.#found === 1) out.set(this.#val.subarray(f, f + CELL_COUNT));
      return;
    }
    const cand = this.#cand;
    const val = this.#val;
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
    for (let digits = cand[f + best]!; digits !== 0; digits &= digits - 1) {
      this.guesses++;
      cand.copyWithin(child, f, f + CELL_COUNT);
      val.copyWithin(child, f, f + CELL_COUNT);
      this.#placed[depth + 1] = this.#placed[depth]!;
      this.#length = 0;
      if (
        this.#assign(child, depth + 1, best, LOWEST_DIGIT[digits & -digits]! - 1) &&
        this.#propagate(child, depth + 1)
      ) {
        this.#search(depth + 1);
        if (this.#found >= this.#limit) return;
      }
    }
  }
}

let shared: RulesEngine | undefined;

function engine(): RulesEngine {
  shared ??= new RulesEngine();
  return shared.busy ? new RulesEngine() : shared;
}

/**
 * Number of solutions of `values` under `rules` (81 cells, 0 = empty, read only), capped at
 * `limit` (trusted). 0 for a board with no solution or whose givens break the rules. The classic
 * rules take the band engine.
 */
export function countSolutionsUnder(
  values: Uint8Array,
  rules: SudokuRules,
  limit: number,
  signal?: AbortSignal,
): number {
  if (rules.isClassic) return countSolutionsRaw(values, limit, signal);
  return engine().count(values, rulesTables(rules), limit, signal);
}

/** Writes the first solution of `values` under `rules` into `out` and returns true; false if none. */
export function solveUnder(
  values: Uint8Array,
  rules: SudokuRules,
  out: Uint8Array,
  signal?: AbortSignal,
): boolean {
  if (rules.isClassic) return solveRaw(values, out, signal);
  return engine().solve(values, rulesTables(rules), out, signal);
}
