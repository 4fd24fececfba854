/**
 * Nested chains: what a chain found on a what-if grid rests on, and what the chains nested in a
 * conclusion add to its complexity. Internal.
 *
 * From level 2 up, Sudoku Explainer's dynamic runs may, when their links stall, search chains on
 * their what-if grid (the grid with the candidates the run removed so far erased): cycles and
 * forcing chains (level 2), multiple chains too (level 3), dynamic chains (level 4). A chain found
 * there removes candidates in the outer run, and its *parents* there are the candidates the outer
 * run removed that the inner chain relies on: wherever the inner chain says "the last candidate
 * of this cell" (a Y-link) or "the last place of this digit in this unit" (an X-link), the
 * candidates of that cell, or places of that unit, that the outer run erased. A chain that relies
 * on none would exist without the outer run, and is not used.
 *
 * The conclusion of a nested finder counts, beside its own potentials, the complexity of every
 * distinct inner chain among its ancestors (SE's nested complexity). Two inner chains are the same
 * when they depend on the same potentials, target by target, in the same walk order: the `id` of
 * a {@link NestedChain}.
 *
 * Walk order is SE's: from each target, layer by layer through the parents in their recorded
 * order, each potential once per target.
 */
import { SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import { MAX_UNITS, type EngineGeometry } from '../geometry.js';
import { POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { ChainId } from '../finding.js';
import { NODES as NODES_TABLE, OFF as OFF_TABLE, type NestedContext } from './potentials.js';
import { CAUSE_NAKED, CAUSE_NONE, type NestedChain } from './modes.js';
import type { Run } from './run.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let SE_UNITS: Uint8Array;
let UNIT_START: Uint16Array;
let UNIT_CELLS: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindNested(geo: EngineGeometry): void {
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  UNIT_CELLS = geo.unitCells;
}
const NODES = NODES_TABLE;
const OFF = OFF_TABLE;
const POPCOUNT = POPCOUNT_TABLE;

const EMPTY = /* @__PURE__ */ new Uint16Array(0);

/**
 * Describes one conclusion of a finder, target by target ({@link ChainWalk.run} or
 * {@link ChainWalk.path}): the complexity its nested chains add, and, when the finder searches
 * as an inner rule, the outer candidates it rests on (`parents`, "off" potentials) and its
 * identity (`id`). One walk is reused for every conclusion of a finder call.
 */
export class ChainWalk {
  /** Per potential: the walk of the current target that visited it. */
  private readonly done: Float64Array = new Float64Array(NODES);
  private doneGen = 0;
  /** Per potential: the conclusion that already lists it among its parents. */
  private readonly listed: Float64Array = new Float64Array(NODES);
  private listedGen = 0;
  /** The nested chains met so far, by hash. */
  private readonly met = new Map<number, Int32Array[]>();
  /** The walk's queue: SE's layers, read in order, are a first-in first-out queue. */
  private queue: Int32Array = new Int32Array(1024);
  /** The walked potentials of the conclusion's targets, −1 between targets (with a context). */
  private buf: Int32Array = new Int32Array(256);
  private bufLen = 0;
  /** The complexity of the distinct nested chains met so far. */
  nested = 0;
  /** The outer candidates the conclusion rests on, as "off" potentials (with a context). */
  readonly parents: number[] = [];
  /** The inner rule's context, or null for an outer finder (only `nested` is computed). */
  context: NestedContext | null = null;
  /** The candidates of the grid searched (the outer run's what-if grid). */
  cur: Uint16Array = EMPTY;

  /** Prepares the walk for a finder call (walks are kept in the chain scratch, `state.ts`). */
  reset(context: NestedContext | null, cur: Uint16Array): this {
    this.context = context;
    this.cur = cur;
    return this;
  }

  /** Starts a conclusion. */
  begin(): void {
    this.nested = 0;
    this.met.clear();
    this.listedGen++;
    if (this.context !== null) {
      this.parents.length = 0;
      this.bufLen = 0;
    }
  }

  /**
   * The outer candidates the conclusion rests on (a copy, for its finding), or undefined when it
   * rests on none.
   */
  restsOn(): number[] | undefined {
    return this.parents.length === 0 ? undefined : this.parents.slice();
  }

  /**
   * The conclusion's identity, after its targets were walked, or undefined when it rests on
   * nothing (the nested finder drops it, so it is never compared).
   */
  id(): ChainId | undefined {
    if (this.parents.length === 0) return undefined;
    const list = this.buf.slice(0, this.bufLen);
    // FNV-1a over the potentials.
    let hash = 0x811c9dc5;
    for (const n of list) hash = Math.imul(hash ^ (n + 1), 0x01000193);
    return { hash, list };
  }

  private push(n: number): void {
    if (this.bufLen === this.buf.length) {
      const bigger = new Int32Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.bufLen++] = n;
  }

  /** Counts nested chain `chain` unless an equal one was met already. */
  private meet(chain: NestedChain): void {
    const { hash, list } = chain.id;
    let bucket = this.met.get(hash);
    if (bucket === undefined) {
      bucket = [];
      this.met.set(hash, bucket);
    } else {
      for (const other of bucket) if (sameList(other, list)) return;
    }
    bucket.push(list);
    this.nested += chain.complexity;
  }

  /**
   * Walks target `node` of `run` (`own` overrides its parents: a contradiction's fresh side);
   * the run's assumption counts as on for `rootCause` (a cell's or a unit's chains rest on its
   * being the cell's last candidates, or the digit's last places in the unit).
   */
  run(run: Run, node: number, own: readonly number[] | undefined, rootCause: number): void {
    const { done, context } = this;
    const { start, len, pool, cause } = run;
    const nested = run.nested;
    const g = ++this.doneGen;
    const describe = context !== null;
    if (describe && this.bufLen > 0) this.push(-1);
    let queue = this.queue;
    queue[0] = node;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const p = queue[head]!;
      if (done[p] === g) continue;
      done[p] = g;
      if (describe) {
        this.push(p);
        if (p < OFF) {
          const c = cause[p]!;
          this.restOn(p, c === CAUSE_NONE ? rootCause : c);
        }
      }
      if (nested !== null && p >= OFF) {
        const chain = nested[p];
        if (chain !== undefined) this.meet(chain);
      }
      let from: ArrayLike<number>;
      let b: number;
      let e: number;
      if (p === node && own !== undefined) {
        from = own;
        b = 0;
        e = own.length;
      } else {
        b = start[p]!;
        if (b < 0) continue;
        from = pool;
        e = b + len[p]!;
      }
      if (tail + e - b > queue.length) {
        const bigger = new Int32Array(Math.max(queue.length * 2, tail + e - b));
        bigger.set(queue.subarray(0, tail));
        this.queue = queue = bigger;
      }
      for (let i = b; i < e; i++) queue[tail++] = from[i]!;
    }
  }

  /**
   * Walks a one-direction chain given as its potentials from the target back (each potential
   * once), with `causes[i]` why `potentials[i]` is on ({@link CAUSE_NONE} when it is not on or
   * has no cause). Only with a context: these chains nest nothing.
   */
  path(potentials: readonly number[], causes: readonly number[]): void {
    if (this.bufLen > 0) this.push(-1);
    for (let i = 0; i < potentials.length; i++) {
      const c = causes[i]!;
      if (c !== CAUSE_NONE) this.restOn(potentials[i]!, c);
      this.push(potentials[i]!);
    }
  }

  /**
   * Adds to {@link ChainWalk.parents} the outer candidates "on" potential `p` rests on for
   * `cause`: the cell's candidates the outer run erased (a Y-link), or the digit's places erased
   * in the unit (an X-link), in SE's order.
   */
  private restOn(p: number, cause: number): void {
    if (cause === CAUSE_NONE) return;
    const { cur, listed } = this;
    const saveMasks = this.context!.save;
    const g = this.listedGen;
    const cell = (p / 9) | 0;
    if (cause === CAUSE_NAKED) {
      for (let gone = saveMasks[cell]! & ~cur[cell]!; gone !== 0; gone &= gone - 1) {
        const n = OFF + cell * 9 + (31 - Math.clz32(gone & -gone));
        if (listed[n] !== g) {
          listed[n] = g;
          this.parents.push(n);
        }
      }
      return;
    }
    const dIndex = p % 9;
    const bit = 1 << dIndex;
    const unit = cause;
    for (let k = 0; k < SIZE; k++) {
      const x = UNIT_CELLS[unit * SIZE + k]!;
      if ((saveMasks[x]! & bit) === 0 || (cur[x]! & bit) !== 0) continue;
      const n = OFF + x * 9 + dIndex;
      if (listed[n] !== g) {
        listed[n] = g;
        this.parents.push(n);
      }
    }
  }
}

/**
 * Where an inner search's chains can rest on the outer run at all: the cells that lost candidates
 * to the outer run and the (unit, digit) pairs that lost places. A run of the inner search none of
 * whose "on" potentials is on for such a cause (nor its assumption, for a cell's or a unit's
 * chains) gives chains that rest on nothing, which the nested finder drops: the inner search
 * does not build them.
 */
export class Affected {
  /** Per cell: the candidates the outer run removed. */
  readonly gone: Uint16Array = new Uint16Array(81);
  /** Per unit × 9 + digit index: 1 when the outer run removed a place of the digit there. */
  readonly goneUnit: Uint8Array = new Uint8Array(MAX_UNITS * SIZE);
  /** Reads what the outer run removed: `save` without `cur` (kept in the finders' scratch). */
  reset(save: Uint16Array, cur: Uint16Array): this {
    const { gone, goneUnit } = this;
    goneUnit.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      const m = save[cell]! & ~cur[cell]!;
      gone[cell] = m;
      for (let g = m; g !== 0; g &= g - 1) {
        const dIndex = 31 - Math.clz32(g & -g);
        for (let j = UNIT_START[cell]!; j < UNIT_START[cell + 1]!; j++)
          goneUnit[SE_UNITS[j]! * SIZE + dIndex] = 1;
      }
    }
    return this;
  }
  /** Whether `cell`'s candidates lost any (a cell's chains rest on its last candidates). */
  cell(cell: number): boolean {
    return this.gone[cell] !== 0;
  }
  /** Whether the digit lost places in the unit (a unit's chains rest on its last places). */
  unit(unit: number, dIndex: number): boolean {
    return this.goneUnit[unit * SIZE + dIndex] === 1;
  }
  /** Whether some "on" potential of `run` is on for a cause the outer run touched (memoized). */
  run(run: Run): boolean {
    if (run.affected !== -1) return run.affected === 1;
    const { cause, ons, onCount } = run;
    let hit = false;
    for (let i = 0; i < onCount; i++) {
      const p = ons[i]!;
      const c = cause[p]!;
      if (c === CAUSE_NONE) continue;
      const cell = (p / 9) | 0;
      if (c === CAUSE_NAKED ? this.gone[cell] !== 0 : this.goneUnit[c * SIZE + (p % 9)] === 1) {
        hit = true;
        break;
      }
    }
    run.affected = hit ? 1 : 0;
    return hit;
  }
}

/**
 * Why "on" potential `on` follows from "off" potential `off` on a static grid whose digit
 * positions per unit are `pos` (unit × 9 + digit index, see `fillPositions`): the cell's last
 * candidate ({@link CAUSE_NAKED}) or the digit's last place in the first unit (box, row, column)
 * of the cell where it has two places and the other is `off`'s cell.
 */
export function onCause(on: number, off: number, pos: Uint16Array): number {
  const onCell = (on / 9) | 0;
  const code = off - OFF;
  const offCell = (code / 9) | 0;
  if (onCell === offCell) return CAUSE_NAKED;
  const dIndex = on % 9;
  for (let j = UNIT_START[offCell]!; j < UNIT_START[offCell + 1]!; j++) {
    const unit = SE_UNITS[j]!;
    if (POPCOUNT[pos[unit * SIZE + dIndex]!] !== 2) continue;
    for (let k = 0; k < SIZE; k++) if (UNIT_CELLS[unit * SIZE + k] === onCell) return unit;
  }
  return CAUSE_NONE;
}

/**
 * Why "off" potential `off` follows from "on" potential `on`, as a cause of the opposite "on"
 * potential (SE's reversed cycles keep the causes of the links they reverse): the same cell
 * ({@link CAUSE_NAKED}), else the first unit (box, row, column) the two cells share.
 */
export function offCause(off: number, on: number): number {
  const code = off - OFF;
  const offCell = (code / 9) | 0;
  const onCell = (on / 9) | 0;
  if (onCell === offCell) return CAUSE_NAKED;
  for (let j = UNIT_START[onCell]!; j < UNIT_START[onCell + 1]!; j++) {
    const unit = SE_UNITS[j]!;
    for (let k = 0; k < SIZE; k++) if (UNIT_CELLS[unit * SIZE + k] === offCell) return unit;
  }
  return CAUSE_NONE;
}

function sameList(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
