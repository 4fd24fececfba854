/**
 * One-direction chains: X-, Y- and XY-cycles and forcing X- and XY-chains, searched on the
 * puzzle's grid as it stands (no candidate is removed along the way). Internal.
 *
 * From one source potential the search grows breadth-first layers, alternating "on" → "off" and
 * "off" → "on" links (`potentials.ts`), as Sudoku Explainer 1.2.1 does: a cycle is a path back to
 * the source after at least four links; a forcing chain is a path from a potential to its
 * opposite, which disproves the source.
 *
 * Representation: *instances* rather than potentials. SE lets one "off" potential be reached
 * several times in these searches, each time with its own parent, so each arrival is an instance:
 * a node (the potential) and the index of its parent instance (−1 for the source), in parallel
 * typed arrays ({@link Instances}). A chain is read back by following parents from its last
 * instance. The buffers and visit marks live in a {@link UnaryScratch} made once per producer
 * call and reused by its hundreds of searches; nothing lives at module level, so interleaved or
 * re-entrant ratings cannot disturb each other.
 */
import {
  CELL_COUNT as CELL_COUNT_TABLE,
  PEER_COUNT as PEER_COUNT_TABLE,
  SE_PEERS as SE_PEERS_TABLE,
} from '../../../board/geometry.js';
import { throwIfAborted } from '../../../internal/args.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { LogicGrid } from '../../grid.js';
import type { Finding } from '../finding.js';
import {
  NODES as NODES_TABLE,
  OFF as OFF_TABLE,
  ORDER_X,
  ORDER_XY,
  ORDER_Y,
  chainHint,
  offToOnStatic,
  onToOff,
  targetRemovals,
} from './potentials.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CELL_COUNT = CELL_COUNT_TABLE;
const PEER_COUNT = PEER_COUNT_TABLE;
const SE_PEERS = SE_PEERS_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const NODES = NODES_TABLE;
const OFF = OFF_TABLE;

/** Instances: node and parent instance (−1 for the root). */
class Instances {
  /** Visit marks of {@link Instances.ancestorCount}, by generation (never wraps in practice). */
  private readonly stamps = new Float64Array(NODES);
  private stampGen = 0;
  node: Int32Array = new Int32Array(256);
  parent: Int32Array = new Int32Array(256);
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
export class UnaryScratch {
  /** The instance buffers, reset by each search. */
  readonly instances: Instances = new Instances();
  /** Visited marks, by generation. */
  readonly visited: Float64Array = new Float64Array(NODES);
  private visitedGen = 0;
  /** A fresh generation of {@link UnaryScratch.visited}. */
  nextVisited(): number {
    return ++this.visitedGen;
  }
}

/** The order of a cycle or forcing chain, by the links it uses. */
function orderOf(isY: boolean, isX: boolean): number {
  return isX && isY ? ORDER_XY : isY ? ORDER_Y : ORDER_X;
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
    for (let k = 0; k < PEER_COUNT; k++) {
      const other = SE_PEERS[cell * PEER_COUNT + k]!;
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
  const technique = isX && isY ? 'xy-cycle' : isY ? 'y-cycle' : 'x-cycle';
  return chainHint({
    technique,
    complexity: inst.ancestorCount(dstOn),
    order: orderOf(isY, isX),
    removals,
    cells: [...cells],
    path: chainPath(inst, dstOn),
  });
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
  const path = chainPath(inst, target);
  // Forcing chains are only searched with X-links (see loopHints): X or XY.
  const technique = isY ? 'forcing-xy-chain' : 'forcing-x-chain';
  return chainHint({
    technique,
    complexity,
    order: orderOf(isY, isX),
    removals,
    conclusion: node,
    cells: pathCells(path),
    path,
  });
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

/**
 * Every cycle and forcing chain from every candidate of `grid`, using Y-links (`isY`), X-links
 * (`isX`) or both, appended to `out` in search order (unsorted).
 */
export function loopHints(
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
