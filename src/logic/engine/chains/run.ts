/**
 * A run of the dynamic propagator (`propagator.ts`): everything that follows from one assumed
 * potential, with the parents each potential was reached from. Internal.
 *
 * Representation: per potential (`potentials.ts`), where its parents start in one flat pool and
 * how many there are (first discoverer wins; −1 when not reached), plus the "on" and "off"
 * potentials in discovery order, which are also the propagator's work queues. A run is ~9 KB of
 * typed arrays, and one finder call completes thousands: the runs a caller releases wait in a
 * {@link RunPool} to be handed out again, clearing only the entries the last use wrote (a fifth
 * less CPU time per top1465 rating than a fresh run per assumption).
 */
import { CAUSE_NONE, type NestedChain } from './modes.js';
import { NODES as NODES_TABLE, OFF as OFF_TABLE } from './potentials.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const NODES = NODES_TABLE;
const OFF = OFF_TABLE;

/** Scratch of {@link Run.ancestorCount}, shared by the runs of one propagator. */
class AncestorScratch {
  /** Visit marks, by generation (never wraps in practice). */
  readonly stamps: Float64Array = new Float64Array(NODES);
  /** The depth-first stack. */
  readonly stack: Int32Array = new Int32Array(NODES);
  private stampGen = 0;
  /** A fresh generation of {@link AncestorScratch.stamps}. */
  nextStamp(): number {
    return ++this.stampGen;
  }
}

/**
 * Runs given back to a propagator, ready to be handed out again (cleared), with the
 * ancestor-count scratch they share. A run is ~9 KB of typed arrays: a pool reused from call to
 * call (held in `state.ts`) spares allocating them again at every step and for every grid.
 */
export class RunPool {
  readonly free: Run[] = [];
  readonly ancestors: AncestorScratch = new AncestorScratch();
}

/**
 * One propagation: parents per potential (first discoverer wins) in one flat pool, potentials in
 * discovery order.
 */
export class Run {
  /** Per potential: where its parents start in {@link Run.pool}, or −1 when not reached. */
  readonly start: Int32Array = new Int32Array(NODES).fill(-1);
  /** Per potential: how many parents it has. */
  readonly len: Uint16Array = new Uint16Array(NODES);
  /** The parents of every potential reached, back to back. */
  pool: Int32Array = new Int32Array(64);
  private used = 0;
  /**
   * The "on" potentials reached, in discovery order ({@link Run.onCount} of them). Typed arrays
   * with counts, not growable lists: a run is cleared and refilled thousands of times, and a
   * list emptied by `length = 0` gives its storage back and grows it anew each time.
   */
  readonly ons: Int16Array = new Int16Array(OFF);
  onCount = 0;
  /** The "off" potentials reached, in discovery order ({@link Run.offCount} of them). */
  readonly offs: Int16Array = new Int16Array(OFF);
  offCount = 0;
  /** Per "on" potential reached: why it is on (a unit, `CAUSE_NAKED` or `CAUSE_NONE` of `modes.ts`). */
  readonly cause: Uint8Array = new Uint8Array(NODES);
  /**
   * Nested levels: per "off" potential an inner chain removed, that chain; null until the first.
   */
  nested: (NestedChain | undefined)[] | null = null;
  /** Inner searches: whether the run rests on the outer run at all (1, 0; −1 not yet known). */
  affected = -1;
  constructor(private readonly scratch: AncestorScratch) {}
  has(node: number): boolean {
    return this.start[node] !== -1;
  }
  /** Forgets every potential reached (only those entries are cleared). */
  clear(): void {
    const { start, ons, offs, nested, onCount, offCount } = this;
    for (let i = 0; i < onCount; i++) start[ons[i]!] = -1;
    for (let i = 0; i < offCount; i++) start[offs[i]!] = -1;
    if (nested !== null) for (let i = 0; i < offCount; i++) nested[offs[i]!] = undefined;
    this.onCount = 0;
    this.offCount = 0;
    this.used = 0;
    this.affected = -1;
  }
  /**
   * Records `node` with `count` parents read from `source` at `from`; an "on" node is on for
   * `cause` (`modes.ts`).
   */
  add(
    node: number,
    source: ArrayLike<number>,
    from: number = 0,
    count: number = source.length,
    cause: number = CAUSE_NONE,
  ): void {
    if (this.used + count > this.pool.length) {
      const bigger = new Int32Array(Math.max(this.pool.length * 2, this.used + count));
      bigger.set(this.pool.subarray(0, this.used));
      this.pool = bigger;
    }
    for (let i = 0; i < count; i++) this.pool[this.used + i] = source[from + i]!;
    this.start[node] = this.used;
    this.len[node] = count;
    this.used += count;
    if (node < OFF) {
      this.cause[node] = cause;
      this.ons[this.onCount++] = node;
    } else this.offs[this.offCount++] = node;
  }
  /** Records that the inner chain `chain` removed `node` (already added). */
  setNested(node: number, chain: NestedChain): void {
    (this.nested ??= [])[node] = chain;
  }
  /** Records `node` with the one parent `parent`. */
  addOne(node: number, parent: number): void {
    if (this.used === this.pool.length) {
      const bigger = new Int32Array(this.used * 2);
      bigger.set(this.pool);
      this.pool = bigger;
    }
    this.pool[this.used] = parent;
    this.start[node] = this.used;
    this.len[node] = 1;
    this.used++;
    if (node < OFF) this.ons[this.onCount++] = node;
    else this.offs[this.offCount++] = node;
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
export interface Absurd {
  readonly on: number;
  readonly onParents: readonly number[] | undefined;
  readonly off: number;
  readonly offParents: readonly number[] | undefined;
}
