/**
 * The engine's chain finders, Sudoku Explainer 1.2.1's chaining engine. Internal.
 *
 * SE rates everything above 6.5 with one engine that follows *implications between candidates*
 * ("potentials"): a candidate assumed true ("on") turns its cell's other candidates and its peers'
 * copies off; a candidate turned off turns on the other candidate of a bivalue cell (a Y-link) or
 * the other place of a digit with two places in a unit (an X-link). From that one engine come:
 *
 * | producer | what it looks for | base rating |
 * |---|---|---|
 * | cycles and forcing chains | X-, Y- and XY-cycles; a candidate implying its own negation (forcing X- and XY-chains) | 6.5 / 6.6 / 7.0 |
 * | Nishio | X-links only, *dynamic*: an assumption that leads to a candidate both on and off | 7.5 |
 * | multiple | every candidate of a cell (or every place of a digit in a unit) implying the same thing | 8.0 |
 * | dynamic | the same plus contradictions and double implications, propagating on a what-if grid | 8.5 |
 * | dynamic (+) | dynamic, and when propagation stalls, pointing/claiming, pairs and X-Wings on the what-if grid | 9.0 |
 *
 * The length term L (see {@link lengthTenths}) grows with the chain's *complexity*: the number of
 * distinct candidates among the conclusion's ancestors, counting the hidden parents a dynamic step
 * depends on (the candidates removed earlier in the same what-if run). SE keeps the first way it
 * reaches a candidate; so does this engine, with SE's processing order (breadth-first layers for
 * the unary chains; "on" before "off" in the multiple chains), so complexities and therefore
 * ratings match.
 *
 * Representation: a candidate is its code `cell * 9 + digit − 1` (0–728); a potential is that code
 * for "on" and `729 + code` for "off". One propagation (a {@link Run}) records, per potential,
 * its parents (first discoverer wins), plus the "on" and "off" potentials in discovery order. The
 * unary searches keep *instances* instead (SE lets one "off" potential be reached several times
 * there, each with its own parent) in parallel arrays.
 *
 * Nested levels beyond "(+)" (SE's 9.5–11 "nested" chains) are not searched: a puzzle that needs
 * them is reported as beyond the rating's techniques.
 */
import {
  CELL_COUNT as CELL_COUNT_TABLE,
  SE_CELL_UNITS as SE_UNITS_TABLE,
  SE_PEERS as SE_PEERS_TABLE,
  SIZE as SIZE_TABLE,
  UNIT_CELLS as UNIT_CELLS_TABLE,
} from '../../board/geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../internal/bits.js';
import { throwIfAborted } from '../../internal/args.js';
import type { SudokuTechniqueId } from '../technique.js';
import { LogicGrid } from '../grid.js';
import { ADVANCED_RULE_COUNT, advancedRule } from './basic.js';
import type { Finding } from './finding.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
const UNIT_CELLS = UNIT_CELLS_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
/** SE's peers of each cell (box, then row, then column; 20, no repeats), flat 81 × 20. */
const SE_PEERS = SE_PEERS_TABLE;
/** SE's units of each cell: box, row, column. */
const SE_UNITS = SE_UNITS_TABLE;

/** Offset of "off" potentials. */
const OFF = 729;
const NODES = 1458;

/** SE's length term in tenths for a chain of the given complexity. */
export function lengthTenths(complexity: number): number {
  const length = complexity - 2;
  let ceil = 4;
  let added = 0;
  let odd = false;
  while (length > ceil) {
    added++;
    ceil = odd ? Math.trunc((ceil * 4) / 3) : Math.trunc((ceil * 3) / 2);
    odd = !odd;
  }
  return added;
}

/** Sorts chain hints as SE does (rating, then complexity, then kind), stably. */
function sortHints(hints: Finding[]): void {
  hints.sort((a, b) => a.tenths - b.tenths || a.complexity - b.complexity || a.sortKey - b.sortKey);
}

/**
 * A chain finding. Its pattern: the cells of the chain (cycles, forcing chains) or the cell whose
 * candidates are assumed, and the unit whose positions are assumed (unit chains). `path` is the
 * chain of a cycle or forcing chain; `assumptions` the starting potentials of a multiple chain's
 * branches (see {@link Finding.chain} and {@link Finding.assumptions}).
 */
function chainHint(
  technique: SudokuTechniqueId,
  tenths: number,
  cell: number,
  digit: number,
  removals: number[],
  complexity: number,
  sortKey: number,
  cells: readonly number[] = NO_CELLS,
  units: readonly number[] = NO_CELLS,
  path?: readonly number[],
  assumptions?: readonly number[],
): Finding {
  // One shape for every chain finding: the rating builds thousands of these per puzzle.
  return {
    technique,
    tenths: tenths + lengthTenths(complexity),
    cell,
    digit,
    removals,
    complexity,
    sortKey,
    cells,
    units,
    digits: 0,
    chain: path,
    assumptions,
  };
}

const NO_CELLS: readonly number[] = [];

/** Removals that make `node` the conclusion: its candidate when off, the cell's others when on. */
function targetRemovals(masks: Uint16Array, node: number): number[] {
  if (node >= OFF) return [node - OFF];
  const cell = (node / 9) | 0;
  const out: number[] = [];
  for (let m = masks[cell]! & ~(1 << (node % 9)); m !== 0; m &= m - 1)
    out.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  return out;
}

// =============================================================================================
// Scratch
//
// Every search allocates its scratch (visit marks, instance buffers, stacks) per producer call and
// passes it down: no state lives at module level, so a re-entrant rating (from a signal's getter)
// or interleaved ratings cannot disturb each other. The buffers are reused across the hundreds of
// searches inside one call, so the allocation is negligible next to the work.

// =============================================================================================
// Unary chains: cycles and forcing X/Y/XY chains (non-dynamic)

/** Instances: node and parent instance (−1 for the root). */
class Instances {
  /** Visit marks of {@link Instances.ancestorCount}, by generation (never wraps in practice). */
  private readonly stamps = new Float64Array(NODES);
  private stampGen = 0;
  node = new Int32Array(256);
  parent = new Int32Array(256);
  size = 0;
  /** Forgets every instance (the buffers are reused). */
  reset(): this {
    this.size = 0;
    return this;
  }
  add(node: number, parent: number): number {
    if (this.size === this.node.length) {
      const n = new Int32Array(this.size * 2);
      n.set(this.node);
      this.node = n;
      const q = new Int32Array(this.size * 2);
      q.set(this.parent);
      this.parent = q;
    }
    this.node[this.size] = node;
    this.parent[this.size] = parent;
    return this.size++;
  }
  /** Is `node` a strict ancestor of instance `inst`? */
  isParent(inst: number, node: number): boolean {
    let p = this.parent[inst]!;
    while (p !== -1) {
      if (this.node[p] === node) return true;
      p = this.parent[p]!;
    }
    return false;
  }
  /** Distinct potentials on the chain ending at `inst`. */
  ancestorCount(inst: number): number {
    const s = ++this.stampGen;
    const stamps = this.stamps;
    let n = 0;
    for (let p = inst; p !== -1; p = this.parent[p]!) {
      const node = this.node[p]!;
      if (stamps[node] !== s) {
        stamps[node] = s;
        n++;
      }
    }
    return n;
  }
}

/** Scratch of the unary searches of one producer call: instance buffers and visit marks. */
class UnaryScratch {
  /** The instance buffers, reset by each search. */
  readonly instances = new Instances();
  /** Visited marks, by generation. */
  readonly visited = new Float64Array(NODES);
  private visitedGen = 0;
  /** A fresh generation of {@link UnaryScratch.visited}. */
  nextVisited(): number {
    return ++this.visitedGen;
  }
}

/** "On" to "off" implications of `node` (an on potential), SE order, no repeats. */
function onToOff(masks: Uint16Array, node: number, yEnabled: boolean, out: number[]): void {
  out.length = 0;
  const cell = (node / 9) | 0;
  const digitBit = 1 << (node % 9);
  if (yEnabled) {
    for (let m = masks[cell]! & ~digitBit; m !== 0; m &= m - 1)
      out.push(OFF + cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  }
  const base = cell * 20;
  const dIndex = node % 9;
  for (let k = 0; k < 20; k++) {
    const other = SE_PEERS[base + k]!;
    if ((masks[other]! & digitBit) !== 0) out.push(OFF + other * 9 + dIndex);
  }
}

/** "Off" to "on" implications of `node` (an off potential) on a static grid, SE order, no repeats. */
function offToOnStatic(
  masks: Uint16Array,
  node: number,
  yEnabled: boolean,
  xEnabled: boolean,
  out: number[],
): void {
  out.length = 0;
  const code = node - OFF;
  const cell = (code / 9) | 0;
  const dIndex = code % 9;
  const digitBit = 1 << dIndex;
  if (yEnabled) {
    const m = masks[cell]!;
    if (POPCOUNT[m] === 2) out.push(cell * 9 + LOWEST_DIGIT[m & ~digitBit]! - 1);
  }
  if (xEnabled) {
    for (let t = 0; t < 3; t++) {
      const unit = SE_UNITS[cell * 3 + t]!;
      let count = 0;
      let other = -1;
      for (let k = 0; k < SIZE; k++) {
        const c = UNIT_CELLS[unit * SIZE + k]!;
        if ((masks[c]! & digitBit) !== 0) {
          count++;
          if (c !== cell) other = c;
        }
      }
      if (count === 2 && other >= 0) {
        const on = other * 9 + dIndex;
        if (!out.includes(on)) out.push(on);
      }
    }
  }
}

function cycleHint(
  masks: Uint16Array,
  inst: Instances,
  dstOn: number,
  isY: boolean,
  isX: boolean,
): Finding | null {
  const cells = new Set<number>();
  for (let p = dstOn; inst.parent[p] !== -1; p = inst.parent[p]!) cells.add(((inst.node[p]! % OFF) / 9) | 0);
  const forw: number[] = [];
  const forwSet = new Set<number>();
  const back = new Set<number>();
  for (let p = dstOn; inst.parent[p] !== -1; p = inst.parent[p]!) {
    const node = inst.node[p]!;
    const code = node % OFF;
    const cell = (code / 9) | 0;
    const dIndex = code % 9;
    const b = 1 << dIndex;
    for (let k = 0; k < 20; k++) {
      const other = SE_PEERS[cell * 20 + k]!;
      if (cells.has(other) || (masks[other]! & b) === 0) continue;
      const c = other * 9 + dIndex;
      if (node < OFF) {
        if (!forwSet.has(c)) {
          forwSet.add(c);
          forw.push(c);
        }
      } else back.add(c);
    }
  }
  const removals = forw.filter((c) => back.has(c));
  if (removals.length === 0) return null;
  const complexity = inst.ancestorCount(dstOn);
  const id = isX && isY ? 'xy-cycle' : isY ? 'y-cycle' : 'x-cycle';
  const sortKey = isX && isY ? 4 : isY ? 3 : 2;
  const path = chainPath(inst, dstOn);
  return chainHint(
    id,
    isX && isY ? 70 : 65,
    -1,
    0,
    removals,
    complexity,
    sortKey,
    [...cells],
    NO_CELLS,
    path,
  );
}

function forcingHint(
  masks: Uint16Array,
  inst: Instances,
  target: number,
  isY: boolean,
  isX: boolean,
): Finding | null {
  const node = inst.node[target]!;
  const removals = targetRemovals(masks, node);
  if (removals.length === 0) return null;
  const complexity = inst.ancestorCount(target);
  const on = node < OFF;
  // Forcing chains are only searched with X-links (see loopHints): X or XY.
  const id = isY ? 'forcing-xy-chain' : 'forcing-x-chain';
  const path = chainPath(inst, target);
  return chainHint(
    id,
    isX && isY ? 70 : 66,
    on ? (node / 9) | 0 : -1,
    on ? (node % 9) + 1 : 0,
    removals,
    complexity,
    isX && isY ? 4 : isY ? 3 : 2,
    pathCells(path),
    NO_CELLS,
    path,
  );
}

/** The potentials of the chain ending at instance `end`, from its source (the parents kept). */
function chainPath(inst: Instances, end: number): number[] {
  const path: number[] = [];
  for (let p = end; p !== -1; p = inst.parent[p]!) path.push(inst.node[p]!);
  return path.reverse();
}

/** Cells of a chain, from its source, each once (at its last visit). */
function pathCells(path: readonly number[]): number[] {
  const cells: number[] = [];
  for (let i = path.length - 1; i >= 0; i--) {
    const cell = ((path[i]! % OFF) / 9) | 0;
    if (!cells.includes(cell)) cells.push(cell);
  }
  return cells.reverse();
}

function doCycles(
  scratch: UnaryScratch,
  masks: Uint16Array,
  source: number,
  isY: boolean,
  isX: boolean,
  out: Finding[],
): void {
  const inst = scratch.instances.reset();
  const visited = scratch.visited;
  const mark = scratch.nextVisited();
  visited[source] = mark;
  let pendingOn = [inst.add(source, -1)];
  let pendingOff: number[] = [];
  const cycles: number[] = [];
  let length = 0;
  const list: number[] = [];
  while (pendingOn.length > 0 || pendingOff.length > 0) {
    length++;
    for (const p of pendingOn) {
      onToOff(masks, inst.node[p]!, isY, list);
      for (const off of list) if (!inst.isParent(p, off)) pendingOff.push(inst.add(off, p));
    }
    pendingOn = [];
    length++;
    for (const p of pendingOff) {
      offToOnStatic(masks, inst.node[p]!, isY, isX, list);
      for (const on of list) {
        if (length >= 4 && on === source) cycles.push(inst.add(on, p));
        if (visited[on] !== mark) {
          visited[on] = mark;
          pendingOn.push(inst.add(on, p));
        }
      }
    }
    pendingOff = [];
  }
  for (const c of cycles) {
    const h = cycleHint(masks, inst, c, isY, isX);
    if (h !== null) out.push(h);
  }
}

function doForcingChains(
  scratch: UnaryScratch,
  masks: Uint16Array,
  source: number,
  isY: boolean,
  isX: boolean,
  chains: Finding[],
): void {
  const inst = scratch.instances.reset();
  const visited = scratch.visited;
  const mark = scratch.nextVisited();
  visited[source] = mark;
  const conjSource = source < OFF ? source + OFF : source - OFF;
  const targets: number[] = [];
  const found = new Set<number>();
  let pendingOn: number[] = [];
  let pendingOff: number[] = [];
  if (source < OFF) pendingOn.push(inst.add(source, -1));
  else pendingOff.push(inst.add(source, -1));
  const list: number[] = [];
  while (pendingOn.length > 0 || pendingOff.length > 0) {
    for (let i = 0; i < pendingOn.length; i++) {
      const p = pendingOn[i]!;
      onToOff(masks, inst.node[p]!, isY, list);
      for (const off of list) {
        if (off === conjSource && !found.has(off)) {
          found.add(off);
          targets.push(inst.add(off, p));
        }
        if (!inst.isParent(p, off) && visited[off] !== mark) {
          visited[off] = mark;
          pendingOff.push(inst.add(off, p));
        }
      }
    }
    pendingOn = [];
    for (let i = 0; i < pendingOff.length; i++) {
      const p = pendingOff[i]!;
      offToOnStatic(masks, inst.node[p]!, isY, true, list);
      for (const on of list) {
        if (on === conjSource && !found.has(on)) {
          found.add(on);
          targets.push(inst.add(on, p));
        }
        if (visited[on] !== mark) {
          visited[on] = mark;
          pendingOn.push(inst.add(on, p));
        }
      }
    }
    pendingOff = [];
  }
  for (const t of targets) {
    const h = forcingHint(masks, inst, t, isY, isX);
    if (h !== null) chains.push(h);
  }
}

function loopHints(
  scratch: UnaryScratch,
  grid: LogicGrid,
  isY: boolean,
  isX: boolean,
  out: Finding[],
  signal: AbortSignal | undefined,
): void {
  const { values, masks } = grid;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (card <= 1) continue;
    throwIfAborted(signal);
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      const on = cell * 9 + LOWEST_DIGIT[m & -m]! - 1;
      if (card > 2 && !isX) continue;
      doCycles(scratch, masks, on, isY, isX, out);
      if (isX) {
        const chains: Finding[] = [];
        doForcingChains(scratch, masks, on, isY, isX, chains);
        doForcingChains(scratch, masks, on + OFF, isY, isX, chains);
        for (const h of chains) out.push(h);
      }
    }
  }
}

/** SE's first chaining producer: X-, Y- and XY-cycles and forcing X- and XY-chains, best first. */
export function cycleAndForcingHints(grid: LogicGrid, signal?: AbortSignal): Finding[] {
  const scratch = new UnaryScratch();
  const result: Finding[] = [];
  loopHints(scratch, grid, false, true, result, signal);
  loopHints(scratch, grid, true, false, result, signal);
  loopHints(scratch, grid, true, true, result, signal);
  sortHints(result);
  return result;
}

// =============================================================================================
// Multiple, Nishio, dynamic and dynamic (+) chains

/** Scratch of {@link Run.ancestorCount}, shared by the runs of one producer call. */
class AncestorScratch {
  /** Visit marks, by generation (never wraps in practice). */
  readonly stamps = new Float64Array(NODES);
  /** The depth-first stack. */
  readonly stack = new Int32Array(NODES);
  private stampGen = 0;
  /** A fresh generation of {@link AncestorScratch.stamps}. */
  nextStamp(): number {
    return ++this.stampGen;
  }
}

const NO_PARENTS: readonly number[] = [];

/**
 * One propagation: parents per potential (first discoverer wins) in one flat pool, potentials in
 * discovery order.
 */
class Run {
  /** Per potential: where its parents start in {@link Run.pool}, or −1 when not reached. */
  readonly start = new Int32Array(NODES).fill(-1);
  /** Per potential: how many parents it has. */
  readonly len = new Uint16Array(NODES);
  /** The parents of every potential reached, back to back. */
  pool = new Int32Array(64);
  private used = 0;
  readonly ons: number[] = [];
  readonly offs: number[] = [];
  constructor(private readonly scratch: AncestorScratch) {}
  has(node: number): boolean {
    return this.start[node] !== -1;
  }
  /** Records `node` with `count` parents read from `source` at `from`. */
  add(node: number, source: ArrayLike<number>, from: number = 0, count: number = source.length): void {
    if (this.used + count > this.pool.length) {
      const bigger = new Int32Array(Math.max(this.pool.length * 2, this.used + count));
      bigger.set(this.pool.subarray(0, this.used));
      this.pool = bigger;
    }
    for (let i = 0; i < count; i++) this.pool[this.used + i] = source[from + i]!;
    this.start[node] = this.used;
    this.len[node] = count;
    this.used += count;
    if (node < OFF) this.ons.push(node);
    else this.offs.push(node);
  }
  /** Distinct potentials among `node` and its ancestors (`own` overrides the node's parents). */
  ancestorCount(node: number, own?: readonly number[]): number {
    const { start, len, pool, scratch } = this;
    const s = scratch.nextStamp();
    const { stamps, stack } = scratch;
    stamps[node] = s;
    let n = 1;
    let sp = 0;
    if (own !== undefined) {
      for (const q of own) {
        if (stamps[q] !== s) {
          stamps[q] = s;
          n++;
          stack[sp++] = q;
        }
      }
    } else {
      stack[sp++] = node;
    }
    while (sp > 0) {
      const p = stack[--sp]!;
      const b = start[p]!;
      if (b < 0) continue;
      const e = b + len[p]!;
      for (let i = b; i < e; i++) {
        const q = pool[i]!;
        if (stamps[q] !== s) {
          stamps[q] = s;
          n++;
          stack[sp++] = q;
        }
      }
    }
    return n;
  }
}

/** A contradiction: a potential found both on and off; the fresh side carries its own parents. */
interface Absurd {
  readonly on: number;
  readonly onParents: readonly number[] | undefined;
  readonly off: number;
  readonly offParents: readonly number[] | undefined;
}

/** Which multiple-chain producer. */
export type MultipleMode = 'nishio' | 'multiple' | 'dynamic' | 'dynamicPlus';

/** Settings of one multiple-chain producer. */
interface Mode {
  readonly dynamic: boolean;
  readonly nishio: boolean;
  readonly level: number;
  readonly base: number;
  readonly id: SudokuTechniqueId;
}

const MODES: Readonly<Record<MultipleMode, Mode>> = {
  nishio: { dynamic: true, nishio: true, level: 0, base: 75, id: 'nishio-forcing-chain' },
  multiple: { dynamic: false, nishio: false, level: 0, base: 80, id: 'multiple-forcing-chain' },
  dynamic: { dynamic: true, nishio: false, level: 0, base: 85, id: 'dynamic-forcing-chain' },
  dynamicPlus: { dynamic: true, nishio: false, level: 1, base: 90, id: 'dynamic-forcing-chain-plus' },
};

class Propagator {
  readonly cur: Uint16Array;
  readonly view: LogicGrid;
  /** Scratch of {@link offToOn}: up to 4 "on" potentials, each with up to 16 parents. */
  private readonly makeOn = new Int32Array(4);
  private makeCount = 0;
  private readonly makeParents = new Int32Array(64);
  private readonly makeLen = new Int32Array(4);
  /** Scratch of {@link Propagator.propagate}: implications of one potential. */
  private readonly list: number[] = [];
  /** One-parent scratch for {@link Run.add}. */
  private readonly single = new Int32Array(1);
  /** Ancestor-count scratch of the runs this propagator completes. */
  readonly ancestors = new AncestorScratch();
  constructor(
    readonly values: Uint8Array,
    readonly save: Uint16Array,
    readonly mode: Mode,
  ) {
    this.cur = save.slice();
    this.view = new LogicGrid(values, this.cur);
  }

  /** Completes `run` from its seeds; returns the first contradiction met, or null. */
  propagate(run: Run): Absurd | null {
    const { cur, save, mode } = this;
    cur.set(save);
    const pendingOn = run.ons.slice();
    const pendingOff = run.offs.slice();
    let hOn = 0;
    let hOff = 0;
    const yEnabled = !mode.nishio;
    const { list, single } = this;
    while (hOn < pendingOn.length || hOff < pendingOff.length) {
      if (hOn < pendingOn.length) {
        const p = pendingOn[hOn++]!;
        onToOff(cur, p, yEnabled, list);
        single[0] = p;
        for (const off of list) {
          const on = off - OFF;
          if (run.has(on)) return { on, onParents: undefined, off, offParents: [p] };
          if (!run.has(off)) {
            run.add(off, single, 0, 1);
            pendingOff.push(off);
          }
        }
      } else {
        const p = pendingOff[hOff++]!;
        this.offToOn(p, yEnabled);
        if (mode.dynamic) {
          const code = p - OFF;
          const cell = (code / 9) | 0;
          cur[cell] = cur[cell]! & ~(1 << (code % 9));
        }
        for (let i = 0; i < this.makeCount; i++) {
          const on = this.makeOn[i]!;
          const off = on + OFF;
          if (run.has(off)) {
            const parents = Array.from(this.makeParents.subarray(i * 16, i * 16 + this.makeLen[i]!));
            return { on, onParents: parents, off, offParents: undefined };
          }
          if (!run.has(on)) {
            run.add(on, this.makeParents, i * 16, this.makeLen[i]);
            pendingOn.push(on);
          }
        }
      }
      if (mode.level > 0 && hOn === pendingOn.length && hOff === pendingOff.length) {
        for (const [off, parents] of this.advanced(run)) {
          if (!run.has(off)) {
            run.add(off, parents);
            pendingOff.push(off);
          }
        }
      }
    }
    return null;
  }

  /** Off → on implications on the current what-if grid, with SE's hidden parents. */
  private offToOn(p: number, yEnabled: boolean): void {
    const { cur, save, makeOn, makeParents, makeLen } = this;
    let count = 0;
    const code = p - OFF;
    const cell = (code / 9) | 0;
    const dIndex = code % 9;
    const digitBit = 1 << dIndex;
    if (yEnabled) {
      const m = cur[cell]!;
      if (POPCOUNT[m] === 2) {
        let k = 0;
        makeParents[k++] = p;
        for (let g = save[cell]! & ~m; g !== 0; g &= g - 1)
          makeParents[k++] = OFF + cell * 9 + LOWEST_DIGIT[g & -g]! - 1;
        makeOn[0] = cell * 9 + LOWEST_DIGIT[m & ~digitBit]! - 1;
        makeLen[0] = k;
        count = 1;
      }
    }
    for (let t = 0; t < 3; t++) {
      const unit = SE_UNITS[cell * 3 + t]!;
      let n = 0;
      let other = -1;
      for (let k = 0; k < SIZE; k++) {
        const c = UNIT_CELLS[unit * SIZE + k]!;
        if ((cur[c]! & digitBit) !== 0) {
          n++;
          if (c !== cell) other = c;
        }
      }
      if (n !== 2 || other < 0) continue;
      const on = other * 9 + dIndex;
      let dup = false;
      for (let i = 0; i < count; i++) if (makeOn[i] === on) dup = true;
      if (dup) continue;
      const base = count * 16;
      let k = base;
      makeParents[k++] = p;
      for (let j = 0; j < SIZE; j++) {
        const c = UNIT_CELLS[unit * SIZE + j]!;
        if ((save[c]! & digitBit) !== 0 && (cur[c]! & digitBit) === 0)
          makeParents[k++] = OFF + c * 9 + dIndex;
      }
      makeOn[count] = on;
      makeLen[count] = k - base;
      count++;
    }
    this.makeCount = count;
  }

  /** SE's "(+)" step: the first of the basic rules that applies on the what-if grid, as offs. */
  private advanced(run: Run): [number, number[]][] {
    const result: [number, number[]][] = [];
    for (let index = 0; index < ADVANCED_RULE_COUNT && result.length === 0; index++) {
      advancedRule(
        index,
        this.view,
        (h, parents) => {
          if (parents !== null && parents.length > 0) {
            const offParents = parents.map((c) => OFF + c).filter((n) => run.has(n));
            for (const r of h.removals) result.push([OFF + r, offParents]);
          }
          return false;
        },
        this.save,
      );
    }
    return result;
  }
}

function seeded(prop: Propagator, node: number): Run {
  const run = new Run(prop.ancestors);
  run.add(node, NO_PARENTS);
  return run;
}

/**
 * One of SE's multiple-chain producers (Nishio, multiple, dynamic, dynamic (+)): every hint it
 * finds on `grid`, best first.
 */
export function multipleChainHints(grid: LogicGrid, which: MultipleMode, signal?: AbortSignal): Finding[] {
  const mode: Mode = MODES[which];
  const { values, masks } = grid;
  const prop = new Propagator(values, masks, mode);
  const result: Finding[] = [];
  const multiple = !mode.nishio;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (!(card > 2 || (card > 1 && mode.dynamic))) continue;
    throwIfAborted(signal);
    const valueRuns: Run[] = [];
    // The branches' starting potentials, for the prose (built once per cell, when needed).
    let cellAssumptions: number[] | undefined;
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      // Polled per candidate too: one cell's chains took up to 77 ms of CPU on the hardest
      // puzzles, too long a gap for a `timeout` kept within 50 ms.
      throwIfAborted(signal);
      const dIndex = LOWEST_DIGIT[m & -m]! - 1;
      const on = cell * 9 + dIndex;
      const doReduction = card >= 3 && !mode.nishio && mode.dynamic;
      const doContradiction = mode.dynamic || mode.nishio;
      const onRun = seeded(prop, on);
      const absurdOn = prop.propagate(onRun);
      if (doContradiction && absurdOn !== null) {
        const complexity =
          onRun.ancestorCount(absurdOn.on, absurdOn.onParents) +
          onRun.ancestorCount(absurdOn.off, absurdOn.offParents);
        result.push(
          chainHint(mode.id, mode.base, -1, 0, [on], complexity, 7, [cell], NO_CELLS, undefined, [on]),
        );
      }
      if (doContradiction || doReduction) {
        const offRun = seeded(prop, on + OFF);
        const absurdOff = prop.propagate(offRun);
        if (doContradiction && absurdOff !== null) {
          const removals = targetRemovals(masks, on);
          if (removals.length > 0) {
            const complexity =
              offRun.ancestorCount(absurdOff.on, absurdOff.onParents) +
              offRun.ancestorCount(absurdOff.off, absurdOff.offParents);
            const assumed = [on + OFF];
            result.push(
              chainHint(
                mode.id,
                mode.base,
                cell,
                dIndex + 1,
                removals,
                complexity,
                7,
                [cell],
                NO_CELLS,
                undefined,
                assumed,
              ),
            );
          }
        }
        if (doReduction) {
          const both = [on, on + OFF];
          for (const n of onRun.ons) {
            if (!offRun.has(n)) continue;
            const removals = targetRemovals(masks, n);
            if (removals.length === 0) continue;
            const complexity = onRun.ancestorCount(n) + offRun.ancestorCount(n);
            const target = (n / 9) | 0;
            result.push(
              chainHint(
                mode.id,
                mode.base,
                target,
                (n % 9) + 1,
                removals,
                complexity,
                1,
                [cell, target],
                NO_CELLS,
                undefined,
                both,
              ),
            );
          }
          for (const n of onRun.offs) {
            if (!offRun.has(n)) continue;
            const complexity = onRun.ancestorCount(n) + offRun.ancestorCount(n);
            const target = ((n - OFF) / 9) | 0;
            result.push(
              chainHint(
                mode.id,
                mode.base,
                -1,
                0,
                [n - OFF],
                complexity,
                1,
                [cell, target],
                NO_CELLS,
                undefined,
                both,
              ),
            );
          }
        }
      }
      if (multiple) {
        throwIfAborted(signal);
        regionChains(prop, masks, cell, dIndex, onRun, result);
      }
      valueRuns.push(onRun);
    }
    if (multiple) {
      const first = valueRuns[0]!;
      for (const list of [first.ons, first.offs]) {
        for (const n of list) {
          if (!valueRuns.every((r) => r.has(n))) continue;
          const removals = targetRemovals(masks, n);
          if (removals.length === 0) continue;
          let complexity = 0;
          for (const r of valueRuns) complexity += r.ancestorCount(n);
          const on = n < OFF;
          cellAssumptions ??= valueRuns.map((r) => r.ons[0]!);
          result.push(
            chainHint(
              mode.id,
              mode.base,
              on ? (n / 9) | 0 : -1,
              on ? (n % 9) + 1 : 0,
              removals,
              complexity,
              2,
              [cell],
              NO_CELLS,
              undefined,
              cellAssumptions,
            ),
          );
        }
      }
    }
  }
  sortHints(result);
  return result;
}

function regionChains(
  prop: Propagator,
  masks: Uint16Array,
  cell: number,
  dIndex: number,
  onRun: Run,
  result: Finding[],
): void {
  const b = 1 << dIndex;
  for (let t = 0; t < 3; t++) {
    const unit = SE_UNITS[cell * 3 + t]!;
    const cells: number[] = [];
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if ((masks[c]! & b) !== 0) cells.push(c);
    }
    if (cells.length < 2 || cells[0] !== cell) continue;
    const runs: Run[] = [onRun];
    let assumptions: number[] | undefined;
    for (let i = 1; i < cells.length; i++) {
      const run = seeded(prop, cells[i]! * 9 + dIndex);
      prop.propagate(run);
      runs.push(run);
    }
    for (const list of [onRun.ons, onRun.offs]) {
      for (const n of list) {
        if (!runs.every((r) => r.has(n))) continue;
        const removals = targetRemovals(masks, n);
        if (removals.length === 0) continue;
        let complexity = 0;
        for (const r of runs) complexity += r.ancestorCount(n);
        const on = n < OFF;
        assumptions ??= cells.map((c) => c * 9 + dIndex);
        result.push(
          chainHint(
            prop.mode.id,
            prop.mode.base,
            on ? (n / 9) | 0 : -1,
            on ? (n % 9) + 1 : 0,
            removals,
            complexity,
            3,
            cells,
            [unit],
            undefined,
            assumptions,
          ),
        );
      }
    }
  }
}

// =============================================================================================
// Replaying a multiple chain's branches (for the prose layer only)

/** One branch of a Nishio, multiple or dynamic forcing chain, replayed for the prose. */
export interface ChainBranch {
  /** The potential the branch assumes. */
  readonly assumption: number;
  /**
   * The branch's main line, as potentials from the assumption: to the conclusion, or for a
   * contradiction to the potential it finds true.
   */
  readonly line: readonly number[];
  /** For a contradiction: the line to the same candidate found false; else null. */
  readonly opposite: readonly number[] | null;
  /** Distinct potentials the branch's end depends on (its share of the complexity). */
  readonly size: number;
}

/** The producer settings of a multiple-chain technique (a function: no table kept by every bundle). */
function modeOf(technique: SudokuTechniqueId): Mode | undefined {
  switch (technique) {
    case 'nishio-forcing-chain':
      return MODES.nishio;
    case 'multiple-forcing-chain':
      return MODES.multiple;
    case 'dynamic-forcing-chain':
      return MODES.dynamic;
    case 'dynamic-forcing-chain-plus':
      return MODES.dynamicPlus;
    default:
      return undefined;
  }
}

/**
 * The line of first parents that leads to `node` in `run` (`own` overrides the node's parents),
 * from the seed: the main thread of a branch, whose other parents are the candidates removed
 * earlier in the same run. A function, not a method, so bundles without the prose drop it.
 */
function lineOf(run: Run, node: number, own?: readonly number[]): number[] {
  const { start, len, pool } = run;
  const out = [node];
  const first = (q: number): number => (start[q]! >= 0 && len[q]! > 0 ? pool[start[q]!]! : -1);
  let p = own !== undefined ? (own.length > 0 ? own[0]! : -1) : first(node);
  // Parents are always discovered before their children, so the walk ends; bounded regardless.
  for (let guard = 0; p >= 0 && guard < NODES; guard++) {
    out.push(p);
    p = first(p);
  }
  return out.reverse();
}

/**
 * The branches of a multiple chain finding `f` made on `grid` (the grid it was found on), or null
 * when `f` is not one. Propagation is deterministic, so replaying each assumption on the same grid
 * rebuilds the very runs the finder saw: the rating keeps no branch, only the prose pays for this.
 */
export function branchesOf(grid: LogicGrid, f: Finding): ChainBranch[] | null {
  const mode = modeOf(f.technique);
  const assumptions = f.assumptions;
  if (mode === undefined || assumptions === undefined) return null;
  const prop = new Propagator(grid.values, grid.masks, mode);
  // A single assumption is a contradiction; otherwise every branch reaches the conclusion.
  const target =
    assumptions.length === 1 ? -1 : f.cell >= 0 ? f.cell * 9 + f.digit - 1 : OFF + f.removals[0]!;
  const branches: ChainBranch[] = [];
  for (const assumption of assumptions) {
    const run = seeded(prop, assumption);
    const absurd = prop.propagate(run);
    if (target >= 0) {
      if (!run.has(target)) return null; // not found on this grid
      branches.push({
        assumption,
        line: lineOf(run, target),
        opposite: null,
        size: run.ancestorCount(target),
      });
    } else {
      if (absurd === null) return null;
      branches.push({
        assumption,
        line: lineOf(run, absurd.on, absurd.onParents),
        opposite: lineOf(run, absurd.off, absurd.offParents),
        size:
          run.ancestorCount(absurd.on, absurd.onParents) + run.ancestorCount(absurd.off, absurd.offParents),
      });
    }
  }
  return branches;
}
