/**
 * One-direction chains: X-, Y- and XY-cycles and forcing X- and XY-chains, searched on the
 * puzzle's grid as it stands (no candidate is removed along the way). Internal.
 *
 * From one source potential the search grows breadth-first layers, alternating "on" → "off" and
 * "off" → "on" links (`potentials.ts`), as Sudoku Explainer 1.2.1 does: a cycle is a path back to
 * the source after at least four links; a forcing chain is a path from a potential to its
 * opposite, which disproves the source.
 *
 * The searches work on *instances* (an arrival at a potential, with its parent instance) and the
 * grid's links listed once, in a `UnaryScratch` (`unary-scratch.ts`) that `state.ts` lends to each
 * finder call. A call holds its scratch until it ends, so interleaved or re-entrant ratings cannot
 * disturb each other.
 *
 * The rating wants only the best finding (`Gather` in `potentials.ts`), and here a chain's
 * complexity is known from its depth before it is found: a search stops at the depth past which
 * nothing could be kept, and a forcing-chain search runs only when the source's opposite is
 * reachable at all (`UnaryScratch.close`).
 */
import { CELL_COUNT as CELL_COUNT_TABLE } from '../../../board/geometry.js';
import type { EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { Polled } from '../../../internal/deadline.js';
import type { LogicGrid } from '../../grid.js';
import { BASE_TENTHS as BASE_TENTHS_TABLE } from '../ratings.js';
import { CAUSE_NONE } from './modes.js';
import {
  OFF as OFF_TABLE,
  ORDER_X,
  ORDER_XY,
  ORDER_Y,
  chainFinding,
  lengthTenths,
  targetRemovals,
  throwIfDue,
  type Gather,
  type NestedContext,
} from './potentials.js';
import { offCause, onCause, type ChainWalk } from './nested.js';
import type { Instances, UnaryScratch } from './unary-scratch.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CELL_COUNT = CELL_COUNT_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let SE_PEERS: Uint8Array;
let PEER_START: Uint16Array;

/** Binds this module's tables to `geo`. */
export function bindUnary(geo: EngineGeometry): void {
  SE_PEERS = geo.sePeers;
  PEER_START = geo.peerStart;
}
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const OFF = OFF_TABLE;
const BASE_TENTHS = BASE_TENTHS_TABLE;

/** The technique of a cycle, by the links it uses. */
function cycleTechnique(isY: boolean, isX: boolean): 'xy-cycle' | 'y-cycle' | 'x-cycle' {
  return isX && isY ? 'xy-cycle' : isY ? 'y-cycle' : 'x-cycle';
}

/** The order of a cycle or forcing chain, by the links it uses. */
function orderOf(isY: boolean, isX: boolean): number {
  return isX && isY ? ORDER_XY : isY ? ORDER_Y : ORDER_X;
}

/**
 * The finding of the cycle closed at instance `dstOn`, given to `gather` when it removes
 * something: the digits seen both from an "on" end and from an "off" end of the cycle's links, in
 * cells off the cycle. Marks live in the scratch (cells, then each candidate's two sides), so
 * the many cycles that remove nothing allocate nothing.
 */
function cycleFinding(search: LoopSearch, inst: Instances, dstOn: number): void {
  const { scratch, gather, y: isY, x: isX } = search;
  const masks = search.grid.masks;
  const technique = cycleTechnique(isY, isX);
  const complexity = inst.ancestorCount(dstOn);
  const order = orderOf(isY, isX);
  if (!gather.keeps(BASE_TENTHS[technique] + lengthTenths(complexity), complexity, order)) return;
  const { cellMarks, forwMarks, backMarks, forw } = scratch;
  const g = scratch.nextCycleMark();
  for (let p = dstOn; inst.parent[p] !== -1; p = inst.parent[p]!)
    cellMarks[((inst.node[p]! % OFF) / 9) | 0] = g;
  // Candidates seen from the "on" ends, in order of first sight, and from the "off" ends.
  let forwCount = 0;
  for (let p = dstOn; inst.parent[p] !== -1; p = inst.parent[p]!) {
    const node = inst.node[p]!;
    const code = node % OFF;
    const cell = (code / 9) | 0;
    const dIndex = code % 9;
    const b = 1 << dIndex;
    for (let k = PEER_START[cell]!; k < PEER_START[cell + 1]!; k++) {
      const other = SE_PEERS[k]!;
      if (cellMarks[other] === g || (masks[other]! & b) === 0) continue;
      const c = other * 9 + dIndex;
      if (node < OFF) {
        if (forwMarks[c] !== g) {
          forwMarks[c] = g;
          forw[forwCount++] = c;
        }
      } else backMarks[c] = g;
    }
  }
  // Most cycles remove nothing: the list is built only for one that does.
  let first = 0;
  while (first < forwCount && backMarks[forw[first]!] !== g) first++;
  if (first === forwCount) return;
  const removals: number[] = [];
  for (let i = first; i < forwCount; i++) if (backMarks[forw[i]!] === g) removals.push(forw[i]!);
  const cells = new Set<number>();
  for (let p = dstOn; inst.parent[p] !== -1; p = inst.parent[p]!) cells.add(((inst.node[p]! % OFF) / 9) | 0);
  // An inner search keeps a cycle only where it would be the best for one of its removals.
  if (
    gather.context !== null &&
    !gather.keeps(BASE_TENTHS[technique] + lengthTenths(complexity), complexity, order, removals)
  )
    return;
  const path = chainPath(inst, dstOn);
  const walk = gather.context === null ? null : cycleWalk(scratch, gather.context, masks, path);
  gather.add(
    chainFinding({
      technique,
      complexity,
      order,
      removals,
      pattern: { kind: 'cycle', cells: [...cells], chain: path },
      ruleParents: walk?.restsOn(),
      chainId: walk?.id(),
    }),
  );
}

/**
 * A cycle as SE walks it when it is an inner chain (`nested.ts`): the cycle from its closing
 * potential back (the start is the same potential), then the reversed cycle, whose "on"
 * potentials are the cycle's "off" ones with the causes of the links that turned them off.
 * `path` runs from the start to the closing potential.
 */
function cycleWalk(
  scratch: UnaryScratch,
  context: NestedContext,
  masks: Uint16Array,
  path: readonly number[],
): ChainWalk {
  const pos = scratch.pos;
  const walk = scratch.walk.reset(context, masks);
  walk.begin();
  const last = path.length - 1;
  // The start is the closing potential again: the walk back stops before it.
  walkBack(walk, path, 1, pos);
  const reversed: number[] = [];
  const reversedCauses: number[] = [];
  for (let i = 0; i < last; i++) {
    const n = path[i]!;
    reversed.push(n < OFF ? n + OFF : n - OFF);
    reversedCauses.push(n >= OFF ? offCause(n, path[i - 1]!) : CAUSE_NONE);
  }
  walk.path(reversed, reversedCauses);
  return walk;
}

/**
 * Walks `path` (from its start) back from its end down to index `stop`, each "on" potential with
 * the cause of the link into it (the start has none).
 */
function walkBack(walk: ChainWalk, path: readonly number[], stop: number, pos: Uint16Array): void {
  const back: number[] = [];
  const causes: number[] = [];
  for (let i = path.length - 1; i >= stop; i--) {
    const n = path[i]!;
    back.push(n);
    causes.push(i > 0 && n < OFF ? onCause(n, path[i - 1]!, pos) : CAUSE_NONE);
  }
  walk.path(back, causes);
}

/** A forcing chain as SE walks it when it is an inner chain: from its conclusion back. */
function forcingWalk(
  scratch: UnaryScratch,
  context: NestedContext,
  masks: Uint16Array,
  path: readonly number[],
): ChainWalk {
  const pos = scratch.pos;
  const walk = scratch.walk.reset(context, masks);
  walk.begin();
  walkBack(walk, path, 0, pos);
  return walk;
}

function forcingFinding(search: LoopSearch, inst: Instances, target: number): void {
  const { scratch, gather, y: isY, x: isX } = search;
  const masks = search.grid.masks;
  // Forcing chains are only searched with X-links (see loopFindings): X or XY.
  const technique = isY ? 'forcing-xy-chain' : 'forcing-x-chain';
  const complexity = inst.ancestorCount(target);
  const order = orderOf(isY, isX);
  if (!gather.keeps(BASE_TENTHS[technique] + lengthTenths(complexity), complexity, order)) return;
  const node = inst.node[target]!;
  const removals = targetRemovals(masks, node);
  if (removals.length === 0) return;
  if (
    gather.context !== null &&
    !gather.keeps(BASE_TENTHS[technique] + lengthTenths(complexity), complexity, order, removals)
  )
    return;
  const path = chainPath(inst, target);
  const walk = gather.context === null ? null : forcingWalk(scratch, gather.context, masks, path);
  gather.add(
    chainFinding({
      technique,
      complexity,
      order,
      removals,
      conclusion: node,
      pattern: { kind: 'chain', cells: pathCells(path), chain: path },
      ruleParents: walk?.restsOn(),
      chainId: walk?.id(),
    }),
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

/**
 * The cycles through `source` (an "on" potential). "Off" potentials may be reached again, each
 * time as a new instance, as long as the potential is not already on the instance's own chain;
 * "on" potentials are reached once.
 *
 * A cycle closed in the i-th round of layers (an "on" layer, then an "off" one) has 2i distinct
 * potentials, so its complexity is known before it is found: when `gather` could keep no cycle
 * that complex (the rating, once a better finding is kept), neither could it keep any from a later
 * round, and the search stops. Each cycle is given to `gather` when found, in search order.
 */
function doCycles(search: LoopSearch, source: number, within: boolean): void {
  const { scratch, gather, y: isY, x: isX } = search;
  const inst = scratch.instances.reset();
  const { visited, ancestors, linkStart, links, component } = scratch;
  // With the components known (`within`), only the source's component can lead back to it.
  const own = within ? component[source]! : -1;
  const mark = scratch.nextVisited();
  visited[source] = mark;
  // One round: the "on" instances of a layer, each followed through its "off" links to the next
  // layer's "on" instances. Processing each "off" potential right after its "on" parent visits
  // the same (on, off, on) triples in the same order as whole layers would, and lets an "off"
  // instance be recorded only when a chain goes on through it (a new "on" potential or the
  // source): most lead nowhere new.
  let pendingOn = scratch.onQueue;
  let nextOn = scratch.offQueue;
  pendingOn.size = 0;
  pendingOn.push(inst.add(source, -1));
  const base = BASE_TENTHS[cycleTechnique(isY, isX)];
  const order = orderOf(isY, isX);
  let length = 0;
  while (pendingOn.size > 0) {
    if (length >= 2 && !gather.keeps(base + lengthTenths(length + 2), length + 2, order)) return;
    length += 2;
    const closes = length >= 4;
    nextOn.size = 0;
    for (let i = 0; i < pendingOn.size; i++) {
      const p = pendingOn.items[i]!;
      // The potentials on p's chain, marked once for all of p's links.
      const a = scratch.nextAncestors();
      for (let q = inst.parent[p]!; q !== -1; q = inst.parent[q]!) ancestors[inst.node[q]!] = a;
      const node = inst.node[p]!;
      const end = linkStart[node + 1]!;
      for (let k = linkStart[node]!; k < end; k++) {
        const off = links[k]!;
        if (ancestors[off] === a || (own !== -1 && component[off] !== own)) continue;
        let offInst = -1;
        const offEnd = linkStart[off + 1]!;
        for (let j = linkStart[off]!; j < offEnd; j++) {
          const on = links[j]!;
          if (closes && on === source) {
            if (offInst === -1) offInst = inst.add(off, p);
            cycleFinding(search, inst, inst.add(on, offInst));
          }
          if (visited[on] !== mark && (own === -1 || component[on] === own)) {
            visited[on] = mark;
            if (offInst === -1) offInst = inst.add(off, p);
            nextOn.push(inst.add(on, offInst));
          }
        }
      }
    }
    const swap = pendingOn;
    pendingOn = nextOn;
    nextOn = swap;
  }
}

/**
 * The forcing chain from `source` (on or off) to its opposite, if any. Every potential is reached
 * once (a potential already on an instance's chain is always visited, so SE's no-return test is
 * implied by the visit marks), and the search ends at the first arrival at the opposite.
 *
 * A potential found in the search's d-th layer ends a chain of d + 1 distinct potentials: when
 * `gather` could keep no chain that complex, the search stops (as for the cycles).
 */
function doForcingChains(search: LoopSearch, source: number): void {
  const { scratch, gather, y: isY, x: isX } = search;
  const inst = scratch.instances.reset();
  const { visited, linkStart, links } = scratch;
  const mark = scratch.nextVisited();
  visited[source] = mark;
  const conjSource = source < OFF ? source + OFF : source - OFF;
  const pendingOn = scratch.onQueue;
  const pendingOff = scratch.offQueue;
  pendingOn.size = 0;
  pendingOff.size = 0;
  if (source < OFF) pendingOn.push(inst.add(source, -1));
  else pendingOff.push(inst.add(source, -1));
  const base = BASE_TENTHS[isY ? 'forcing-xy-chain' : 'forcing-x-chain'];
  const order = orderOf(isY, isX);
  // Potentials found by the layer being processed are at depth `depth` (the source's is 0).
  let depth = 0;
  // One layer is two half-layers, on → off then off → on, written out apart: the same loop with
  // the two lists swapped, kept inline in the forcing chains' innermost search.
  while (pendingOn.size > 0 || pendingOff.size > 0) {
    depth++;
    if (pendingOn.size > 0 && !gather.keeps(base + lengthTenths(depth + 1), depth + 1, order)) return;
    for (let i = 0; i < pendingOn.size; i++) {
      const p = pendingOn.items[i]!;
      const node = inst.node[p]!;
      const end = linkStart[node + 1]!;
      for (let k = linkStart[node]!; k < end; k++) {
        const off = links[k]!;
        if (off === conjSource) {
          forcingFinding(search, inst, inst.add(off, p));
          return;
        }
        if (visited[off] !== mark) {
          visited[off] = mark;
          pendingOff.push(inst.add(off, p));
        }
      }
    }
    if (pendingOn.size > 0) depth++;
    pendingOn.size = 0;
    if (pendingOff.size > 0 && !gather.keeps(base + lengthTenths(depth + 1), depth + 1, order)) return;
    for (let i = 0; i < pendingOff.size; i++) {
      const p = pendingOff.items[i]!;
      const node = inst.node[p]!;
      const end = linkStart[node + 1]!;
      for (let k = linkStart[node]!; k < end; k++) {
        const on = links[k]!;
        if (on === conjSource) {
          forcingFinding(search, inst, inst.add(on, p));
          return;
        }
        if (visited[on] !== mark) {
          visited[on] = mark;
          pendingOn.push(inst.add(on, p));
        }
      }
    }
    pendingOff.size = 0;
  }
}

/** One search of {@link loopFindings}: on which grid, with which links, for whom. */
export interface LoopSearch {
  /** The finder call's scratch (`state.ts`). */
  readonly scratch: UnaryScratch;
  readonly grid: LogicGrid;
  /** Whether Y-links are followed (a bivalue cell's other candidate). */
  readonly y: boolean;
  /** Whether X-links are followed (a digit's other place in a unit). */
  readonly x: boolean;
  /** Where the findings go. */
  readonly gather: Gather;
  /** Polled per cell: the caller's signal or time limit. */
  readonly deadline: Polled | undefined;
  /** False: no components, every source searched in full (tests compare the two). */
  readonly filter?: boolean;
}

/**
 * Every cycle and forcing chain from every candidate of the grid, using Y-links, X-links or both,
 * given to the search's `gather` in search order.
 */
export function loopFindings(search: LoopSearch): void {
  const { scratch, grid, y: isY, x: isX, gather, deadline } = search;
  const { values, masks } = grid;
  // Nothing this search finds rates below its techniques' base ratings.
  let floor = BASE_TENTHS[cycleTechnique(isY, isX)];
  if (isX) floor = Math.min(floor, BASE_TENTHS[isY ? 'forcing-xy-chain' : 'forcing-x-chain']);
  if (!gather.keeps(floor, 0, 0)) return;
  scratch.link(
    masks,
    isY,
    isX,
    gather.context === null ? null : scratch.affected.reset(gather.context.save, masks),
  );
  // The components of the links, and with X-links which potentials reach which: on a puzzle's
  // grid few sources reach their opposite or lie on a cycle, and the searches that would find
  // nothing are skipped; on a nested finder's what-if grid (an inner search) most do, and it only
  // costs.
  const filter = gather.context === null && search.filter !== false;
  if (filter) scratch.close(masks, isX);
  // An inner search: only sources whose chains can rest on the outer run are searched.
  const down = gather.context === null ? -1 : scratch.markRestingLinks();
  const { downForcing, downCycles } = scratch;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    const card = POPCOUNT[masks[cell]!]!;
    if (card <= 1) continue;
    throwIfDue(deadline);
    for (let m = masks[cell]!; m !== 0; m &= m - 1) {
      const on = cell * 9 + LOWEST_DIGIT[m & -m]! - 1;
      if (card > 2 && !isX) continue;
      if (
        (down === -1 || downCycles[on] === down) &&
        (!filter || scratch.cyclic[scratch.component[on]!] === 1)
      )
        doCycles(search, on, filter);
      if (isX) {
        // A search finds a chain exactly when the opposite can be reached at all.
        if ((!filter || scratch.reaches(on, on + OFF)) && (down === -1 || downForcing[on + OFF] === down))
          doForcingChains(search, on);
        if ((!filter || scratch.reaches(on + OFF, on)) && (down === -1 || downForcing[on] === down))
          doForcingChains(search, on + OFF);
      }
    }
  }
}
