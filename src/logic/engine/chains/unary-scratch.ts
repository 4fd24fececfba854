/**
 * Scratch of the one-direction chain searches (`unary.ts`): the grid's links listed once, the
 * instance buffers, layer queues and visit marks, and the reachability filter. Internal.
 *
 * Representation: *instances* rather than potentials. Sudoku Explainer lets one "off" potential be
 * reached several times in these searches, each time with its own parent, so each arrival is an
 * instance: a node (the potential) and the index of its parent instance (−1 for the source), in
 * parallel typed arrays ({@link Instances}). A chain is read back by following parents from its
 * last instance. The grid's links are listed once per finder call and link setting, and the
 * buffers and visit marks (generation-stamped, so never cleared) live in a {@link UnaryScratch}
 * reused by its hundreds of searches; `state.ts` lends one to each finder call and reuses it for
 * the next, so a batch of ratings makes it once.
 */
import {
  CANDIDATE_COUNT as CANDIDATE_COUNT_TABLE,
  CELL_COUNT as CELL_COUNT_TABLE,
} from '../../../board/geometry.js';
import { MAX_UNITS, type EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import { NODES as NODES_TABLE, OFF as OFF_TABLE, fillPositions, unitIndex } from './potentials.js';
import { Affected, ChainWalk } from './nested.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CANDIDATE_COUNT = CANDIDATE_COUNT_TABLE;
const CELL_COUNT = CELL_COUNT_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let GEO: EngineGeometry;
let SE_PEERS: Uint8Array;
let PEER_START: Uint16Array;
let SE_UNITS: Uint8Array;
let UNIT_START: Uint16Array;
let UNIT_CELLS: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindUnaryScratch(geo: EngineGeometry): void {
  GEO = geo;
  SE_PEERS = geo.sePeers;
  PEER_START = geo.peerStart;
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  UNIT_CELLS = geo.unitCells;
}
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const NODES = NODES_TABLE;
const OFF = OFF_TABLE;

/** Instances: node and parent instance (−1 for the root). */
export class Instances {
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

/** A growable queue of instance indices (one layer of a search), reused between searches. */
class Queue {
  items: Int32Array = new Int32Array(256);
  size = 0;
  push(value: number): void {
    if (this.size === this.items.length) {
      const bigger = new Int32Array(this.size * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.size++] = value;
  }
}

/**
 * Scratch of the unary searches of one finder call: the links of the grid searched, instance
 * buffers, layer queues and visit marks.
 *
 * The grid does not change during a finder call, so every potential's links are listed once
 * per link setting ({@link UnaryScratch.link}) rather than recomputed at each of the thousands of
 * arrivals the searches make: `linkStart[n]` to `linkStart[n + 1]` in `links` are the potentials
 * `n` implies, in SE's order (see `potentials.ts`).
 */
export class UnaryScratch {
  /** The instance buffers, reset by each search. */
  readonly instances: Instances = new Instances();
  /** Visited marks, by generation. */
  readonly visited: Float64Array = new Float64Array(NODES);
  private visitedGen = 0;
  /** Marks of the ancestors of one "on" instance, by generation (the cycles' no-return test). */
  readonly ancestors: Float64Array = new Float64Array(NODES);
  private ancestorGen = 0;
  /** Where each potential's links start in {@link UnaryScratch.links}; one entry more at the end. */
  readonly linkStart: Int32Array = new Int32Array(NODES + 1);
  /** Every potential's links, back to back (at most 8 + 20 from an "on" one, 4 from an "off"). */
  readonly links: Int32Array = new Int32Array(CANDIDATE_COUNT * 96);
  /**
   * Inner searches: per link, whether its cause is one the outer run touched
   * ({@link RESTS_FORCING} for a link of "off" to "on", {@link RESTS_CYCLES} for one of "on" to
   * "off", whose cause counts in a reversed cycle), else 0.
   */
  readonly linkRests: Uint8Array = new Uint8Array(CANDIDATE_COUNT * 96);
  /** Layer queues: "on" and "off" instances of the layer being processed or built. */
  readonly onQueue: Queue = new Queue();
  readonly offQueue: Queue = new Queue();
  /** Marks of a cycle's cells and of the candidates its ends see, by generation. */
  readonly cellMarks: Float64Array = new Float64Array(CELL_COUNT);
  readonly forwMarks: Float64Array = new Float64Array(CANDIDATE_COUNT);
  readonly backMarks: Float64Array = new Float64Array(CANDIDATE_COUNT);
  private cycleGen = 0;
  /** The candidates a cycle's "on" ends see, in order of first sight. */
  readonly forw: Int32Array = new Int32Array(CANDIDATE_COUNT);
  /** A fresh generation of the cycle marks. */
  nextCycleMark(): number {
    return ++this.cycleGen;
  }
  /** Positions of each digit in each unit of the grid searched (see `fillPositions`). */
  readonly pos: Uint16Array = new Uint16Array(MAX_UNITS * 9);
  /**
   * Inner searches (`nested.ts`): marks of the potentials reachable from a link that rests on the
   * outer run ({@link UnaryScratch.markRestingLinks}), through the links of "off" to "on" only (the
   * forcing chains' causes) or through every link (a cycle's causes include its reversed links').
   */
  readonly downForcing: Float64Array = new Float64Array(NODES);
  readonly downCycles: Float64Array = new Float64Array(NODES);
  private downGen = 0;
  private readonly downQueue: Int32Array = new Int32Array(NODES);

  /**
   * For an inner search, after {@link UnaryScratch.link} with the outer run's touches: marks
   * (generation returned) the potentials reachable from the head of a link whose cause the outer
   * run touched ({@link UnaryScratch.linkRests}).
   * A forcing chain rests on the outer run only through such a link of "off" to "on", so its
   * conclusion is then marked in {@link UnaryScratch.downForcing}; a cycle through such a link
   * of either kind passes through its source again, so the source is then marked in
   * {@link UnaryScratch.downCycles}. A search from an unmarked source finds nothing the nested
   * finder would use.
   */
  markRestingLinks(): number {
    const { linkStart, links, linkRests, downForcing, downCycles, downQueue } = this;
    const g = ++this.downGen;
    const end = linkStart[NODES]!;
    for (let e = 0; e < end; e++) {
      const rests = linkRests[e]!;
      if (rests === 0) continue;
      const m = links[e]!;
      if (rests === RESTS_FORCING) downForcing[m] = g;
      downCycles[m] = g;
    }
    for (const marks of [downForcing, downCycles]) {
      let size = 0;
      for (let n = 0; n < NODES; n++) if (marks[n] === g) downQueue[size++] = n;
      for (let head = 0; head < size; head++) {
        const n = downQueue[head]!;
        const end = linkStart[n + 1]!;
        for (let e = linkStart[n]!; e < end; e++) {
          const m = links[e]!;
          if (marks[m] !== g) {
            marks[m] = g;
            downQueue[size++] = m;
          }
        }
      }
    }
    return g;
  }

  /** Inner searches: the walk that describes a chain found, and what the outer run removed. */
  readonly walk: ChainWalk = new ChainWalk();
  readonly affected: Affected = new Affected();

  /** A fresh generation of {@link UnaryScratch.visited}. */
  nextVisited(): number {
    return ++this.visitedGen;
  }
  /** A fresh generation of {@link UnaryScratch.ancestors}. */
  nextAncestors(): number {
    return ++this.ancestorGen;
  }
  // Reachability between potentials over the link table ({@link UnaryScratch.close}).
  /** Tarjan's visit order of each potential (−1: not yet visited), its low link, its component. */
  private readonly order: Int32Array = new Int32Array(NODES);
  private readonly low: Int32Array = new Int32Array(NODES);
  /** Each potential's component (after {@link UnaryScratch.close}). */
  readonly component: Int32Array = new Int32Array(NODES);
  /**
   * Per component, 1 when it has four potentials or more: a cycle (four links at least, each
   * potential once) can pass through its members.
   */
  readonly cyclic: Uint8Array = new Uint8Array(NODES);
  private readonly onStack: Uint8Array = new Uint8Array(NODES);
  private readonly stack: Int32Array = new Int32Array(NODES);
  private readonly callNode: Int32Array = new Int32Array(NODES);
  private readonly callEdge: Int32Array = new Int32Array(NODES);
  private readonly roots: Int32Array = new Int32Array(CANDIDATE_COUNT);
  /** Per component, the last component whose reach took it in (a generation, see `mergeGen`). */
  private readonly merged: Float64Array = new Float64Array(NODES);
  private mergeGen = 0;
  /** Per component, the set of components it reaches (itself included), `words` 32-bit words each. */
  private readonly reach: Int32Array = new Int32Array(NODES * Math.ceil(NODES / 32));
  private words = 0;

  /**
   * Computes which potentials reach which over the link table, for {@link UnaryScratch.reaches}:
   * the strongly connected components of the links (Tarjan's algorithm, iterative), each found
   * after every component it reaches, so a component's reach is itself plus its successors'.
   * A forcing-chain search from a source finds a chain exactly when the source's opposite is
   * reachable; this spares the full searches that would find none, for a few thousand word
   * operations per finder call. A cycle through a source stays inside the source's component
   * (every potential on it reaches the source and is reached from it), so a source in a component
   * of fewer than four potentials has none, and the cycle search never leaves the component.
   */
  close(masks: Uint16Array, withReach: boolean = true): void {
    const { linkStart, links, order, low, component, onStack, stack, callNode, callEdge, reach, merged } =
      this;
    // The candidates of `masks`: the "on" potentials; their "off" ones follow.
    const roots = this.roots;
    let present = 0;
    for (let cell = 0; cell < CELL_COUNT; cell++)
      for (let m = masks[cell]!; m !== 0; m &= m - 1) roots[present++] = cell * 9 + LOWEST_DIGIT[m & -m]! - 1;
    const words = (this.words = Math.ceil((2 * present) / 32));
    order.fill(-1);
    let counter = 0;
    let sp = 0;
    let components = 0;
    for (let r = 0; r < 2 * present; r++) {
      const root = r < present ? roots[r]! : roots[r - present]! + OFF;
      if (order[root] !== -1) continue;
      order[root] = low[root] = counter++;
      stack[sp++] = root;
      onStack[root] = 1;
      callNode[0] = root;
      callEdge[0] = linkStart[root]!;
      let depth = 1;
      while (depth > 0) {
        const v = callNode[depth - 1]!;
        const e = callEdge[depth - 1]!;
        if (e < linkStart[v + 1]!) {
          callEdge[depth - 1] = e + 1;
          const w = links[e]!;
          if (order[w] === -1) {
            order[w] = low[w] = counter++;
            stack[sp++] = w;
            onStack[w] = 1;
            callNode[depth] = w;
            callEdge[depth] = linkStart[w]!;
            depth++;
          } else if (onStack[w] === 1 && order[w]! < low[v]!) low[v] = order[w]!;
          continue;
        }
        depth--;
        if (low[v] === order[v]) {
          // A component: its members are on the stack down to v.
          const c = components++;
          const row = c * words;
          const stamp = withReach ? ++this.mergeGen : 0;
          if (withReach) {
            reach.fill(0, row, row + words);
            reach[row + (c >> 5)] = 1 << (c & 31);
          }
          let bottom = sp;
          while (stack[bottom - 1] !== v) bottom--;
          bottom--;
          this.cyclic[c] = sp - bottom >= 4 ? 1 : 0;
          for (let i = bottom; i < sp; i++) {
            const x = stack[i]!;
            onStack[x] = 0;
            component[x] = c;
          }
          for (let i = bottom; i < sp && withReach; i++) {
            const x = stack[i]!;
            const end = linkStart[x + 1]!;
            for (let k = linkStart[x]!; k < end; k++) {
              const d = component[links[k]!]!;
              // Each component reached once (many links lead into the same one).
              if (d === c || merged[d] === stamp) continue;
              merged[d] = stamp;
              const other = d * words;
              for (let j = 0; j < words; j++) reach[row + j] = reach[row + j]! | reach[other + j]!;
            }
          }
          sp = bottom;
        }
        if (depth > 0) {
          const u = callNode[depth - 1]!;
          if (low[v]! < low[u]!) low[u] = low[v]!;
        }
      }
    }
  }

  /** Whether a chain of at least one link leads from `from` to `to` (after {@link UnaryScratch.close}). */
  reaches(from: number, to: number): boolean {
    const a = this.component[from]!;
    const b = this.component[to]!;
    return (this.reach[a * this.words + (b >> 5)]! & (1 << (b & 31))) !== 0;
  }

  /**
   * Lists the links of every candidate of `masks`, on and off, for the given link kinds, in SE's
   * order (`potentials.ts`): from "on", the cell's other candidates, then the digit in the peers;
   * from "off", the other candidate of a bivalue cell, then the digit's other place in each unit
   * (box, row, column) where it has two, each place once.
   */
  link(masks: Uint16Array, isY: boolean, isX: boolean, affected: Affected | null = null): void {
    const { linkStart, links, pos, linkRests } = this;
    const gone = affected?.gone;
    const goneUnit = affected?.goneUnit;
    const peerType = gone === undefined ? null : GEO.sePeerUnit;
    const index = unitIndex();
    fillPositions(masks, pos);
    let used = 0;
    for (let node = 0; node < OFF; node++) {
      linkStart[node] = used;
      const cell = (node / 9) | 0;
      const dIndex = node % 9;
      const digitBit = 1 << dIndex;
      const m = masks[cell]!;
      if ((m & digitBit) === 0) continue;
      if (isY) {
        const rests = gone !== undefined && gone[cell] !== 0 ? RESTS_CYCLES : 0;
        for (let g = m & ~digitBit; g !== 0; g &= g - 1) {
          linkRests[used] = rests;
          links[used++] = OFF + cell * 9 + LOWEST_DIGIT[g & -g]! - 1;
        }
      }
      const peerEnd = PEER_START[cell + 1]!;
      for (let k = PEER_START[cell]!; k < peerEnd; k++) {
        const other = SE_PEERS[k]!;
        if ((masks[other]! & digitBit) === 0) continue;
        linkRests[used] = goneUnit?.[peerType![k]! * 9 + dIndex] === 1 ? RESTS_CYCLES : 0;
        links[used++] = OFF + other * 9 + dIndex;
      }
      if (GEO.nonConsecutive) {
        // SE: the digits next to it leave its orthogonal neighbours (up, down, right, left).
        for (let k = GEO.ncStart[cell]!; k < GEO.ncStart[cell + 1]!; k++) {
          const other = GEO.nc[k]!;
          for (const near of dIndex === 8 ? [-1] : dIndex === 0 ? [1] : [1, -1]) {
            if ((masks[other]! & (1 << (dIndex + near))) === 0) continue;
            linkRests[used] = 0;
            links[used++] = OFF + other * 9 + dIndex + near;
          }
        }
      }
    }
    for (let node = OFF; node < NODES; node++) {
      linkStart[node] = used;
      const code = node - OFF;
      const cell = (code / 9) | 0;
      const dIndex = code % 9;
      const digitBit = 1 << dIndex;
      const m = masks[cell]!;
      if ((m & digitBit) === 0) continue;
      const first = used;
      if (isY && POPCOUNT[m] === 2) {
        linkRests[used] = gone !== undefined && gone[cell] !== 0 ? RESTS_FORCING : 0;
        links[used++] = cell * 9 + LOWEST_DIGIT[m & ~digitBit]! - 1;
      }
      if (isX) {
        const unitEnd = UNIT_START[cell + 1]!;
        for (let j = UNIT_START[cell]!; j < unitEnd; j++) {
          const unit = SE_UNITS[j]!;
          const places = pos[unit * 9 + dIndex]!;
          if (POPCOUNT[places] !== 2) continue;
          const on = UNIT_CELLS[unit * 9 + LOWEST_DIGIT[places & ~(1 << index[j]!)]! - 1]! * 9 + dIndex;
          let seen = false;
          for (let i = first; i < used; i++) if (links[i] === on) seen = true;
          if (seen) continue;
          linkRests[used] = goneUnit?.[unit * 9 + dIndex] === 1 ? RESTS_FORCING : 0;
          links[used++] = on;
        }
      }
    }
    linkStart[NODES] = used;
  }
}

/** {@link UnaryScratch.linkRests}: a link of "off" to "on" whose cause the outer run touched. */
const RESTS_FORCING = 1;
/** {@link UnaryScratch.linkRests}: a link of "on" to "off" whose cause the outer run touched. */
const RESTS_CYCLES = 2;
