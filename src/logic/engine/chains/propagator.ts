/**
 * The dynamic propagator: everything that follows from one assumed potential, as the Nishio,
 * multiple, dynamic and dynamic (+) chains need it. Internal.
 *
 * A {@link Run} is one propagation from its seed: breadth-first, "on" potentials before "off"
 * ones, as Sudoku Explainer 1.2.1 processes them. A *dynamic* run works on a what-if copy of the
 * candidates, from which each "off" potential reached is erased, so a later link may rest on
 * candidates removed earlier in the same run: those are the link's *hidden parents*, recorded
 * beside its visible one. When a dynamic run stalls, the rules of its level
 * ({@link LEVEL_RULES}) may remove more candidates on the what-if grid (dynamic (+)).
 *
 * Representation: per potential (`potentials.ts`), where its parents start in one flat pool and
 * how many there are (first discoverer wins; −1 when not reached), plus the "on" and "off"
 * potentials in discovery order, which are also the run's work queues. A run is ~9 KB of typed
 * arrays, and one producer call completes thousands: the {@link Propagator} keeps the runs its
 * caller releases and hands them out again ({@link RunPool}, reused by `producers.ts`),
 * clearing only the entries the last use wrote (a fifth less CPU time per top1465 rating than a
 * fresh run per assumption).
 */
import { SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import { CLASSIC_GEOMETRY, MAX_UNITS, onGeometry, type EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { TechniqueId } from '../../catalogue.js';
import type { ChainId, Finding } from '../finding.js';
import { LogicGrid } from '../../grid.js';
import { ADVANCED_RULE_COUNT, advancedRule } from '../advanced-rules.js';
import {
  NODES as NODES_TABLE,
  NONE as NONE_TABLE,
  OFF as OFF_TABLE,
  fillPositions,
  unitIndex,
} from './potentials.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`).
let GEO: EngineGeometry = CLASSIC_GEOMETRY;
let SE_UNITS: Uint8Array = GEO.cellUnits;
let UNIT_START: Uint16Array = GEO.cellUnitStart;
let SE_PEERS: Uint8Array = GEO.sePeers;
let PEER_START: Uint16Array = GEO.peerStart;
let UNIT_CELLS: Uint8Array = GEO.unitCells;
onGeometry((geo) => {
  GEO = geo;
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  SE_PEERS = geo.sePeers;
  PEER_START = geo.peerStart;
  UNIT_CELLS = geo.unitCells;
});
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const NODES = NODES_TABLE;
const NONE = NONE_TABLE;
const OFF = OFF_TABLE;

// =============================================================================================
// Modes and levels

/** Which multiple-chain producer. */
export type MultipleMode =
  | 'nishio'
  | 'multiple'
  | 'dynamic'
  | 'dynamicPlus'
  | 'nested'
  | 'nestedMultiple'
  | 'nestedDynamic'
  | 'nestedDynamicPlus'
  | 'nestedDynamicNested'
  | 'nestedDynamicNestedMultiple';

/**
 * A chain search a nested producer's stalled runs may apply on their what-if grid, after the basic
 * techniques: `'cycles'` for SE's first producer (cycles and forcing X-/XY-chains), else a
 * multiple-chain producer.
 */
export type InnerSearch = 'cycles' | MultipleMode;

/** Settings of one multiple-chain producer. */
export interface Mode {
  /** The technique its findings report. */
  readonly id: TechniqueId;
  /**
   * Dynamic runs: each "off" potential reached is erased from the what-if grid, so links read
   * the grid as the branch leaves it (with hidden parents). Dynamic producers also assume
   * candidates of bivalue cells and look for contradictions and for a candidate's "on" and "off"
   * branches agreeing. False for the multiple chains: static links, and only the branches of a
   * cell's candidates or a digit's places (cells of three candidates or more) are compared.
   */
  readonly dynamic: boolean;
  /**
   * Nishio: X-links only (no Y-link in either direction), and only contradictions are looked for.
   */
  readonly nishio: boolean;
  /**
   * SE's level: 0 no rule when a run stalls; 1 (dynamic (+)) the basic techniques
   * ({@link LEVEL_RULES}); 2 and up (nested) the basic techniques, then the chain searches of
   * {@link Mode.inner}.
   */
  readonly level: number;
  /** Nested levels: the chain searches a stalled run tries after the basic techniques, in order. */
  readonly inner: readonly InnerSearch[];
}

/**
 * The ten multiple-chain producers (Nishio, multiple, dynamic, dynamic (+) and the six nested
 * ones): the one table from producer to technique, level and propagation.
 */
export const MODES: Readonly<Record<MultipleMode, Mode>> = {
  nishio: {
    id: 'nishio-forcing-chain',
    dynamic: true,
    nishio: true,
    level: 0,
    inner: [],
  },
  multiple: {
    id: 'multiple-forcing-chain',
    dynamic: false,
    nishio: false,
    level: 0,
    inner: [],
  },
  dynamic: {
    id: 'dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 0,
    inner: [],
  },
  dynamicPlus: {
    id: 'dynamic-forcing-chain-plus',
    dynamic: true,
    nishio: false,
    level: 1,
    inner: [],
  },
  // SE's nested forcing chains: dynamic (+) runs that may also use chains on their what-if grid.
  nested: {
    id: 'nested-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 2,
    inner: ['cycles'],
  },
  nestedMultiple: {
    id: 'nested-multiple-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 3,
    inner: ['cycles', 'multiple'],
  },
  // Level 4 with SE's nesting limits 0–3: the dynamic chains inside are themselves plain,
  // (+), or nested at level 2 or 3. SE rates and names the four alike.
  nestedDynamic: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['dynamic'],
  },
  nestedDynamicPlus: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['dynamicPlus'],
  },
  nestedDynamicNested: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['nested'],
  },
  nestedDynamicNestedMultiple: {
    id: 'nested-dynamic-forcing-chain',
    dynamic: true,
    nishio: false,
    level: 4,
    inner: ['nestedMultiple'],
  },
};

/** SE's nesting limits of level 4, in the order SE tries them. */
export const NESTED_DYNAMIC_MODES: readonly MultipleMode[] = [
  'nestedDynamic',
  'nestedDynamicPlus',
  'nestedDynamicNested',
  'nestedDynamicNestedMultiple',
];

/**
 * The settings of the producers that report `technique`, in SE's order (several for the nested
 * dynamic chains), or an empty list when none does.
 */
export function modesOf(technique: TechniqueId): MultipleMode[] {
  const out: MultipleMode[] = [];
  for (const key in MODES) if (MODES[key as MultipleMode].id === technique) out.push(key as MultipleMode);
  return out;
}

/**
 * Why an "on" potential of a run is on ({@link Run.cause}): the X-link's unit (its number);
 * {@link CAUSE_NAKED} for a Y-link (the cell's last candidate); {@link CAUSE_NONE} for an
 * assumption. A nested chain's conclusion rests on the candidates the outer run removed where
 * its links' causes lie.
 */
export const CAUSE_NAKED = 254;
/** See {@link CAUSE_NAKED}. */
export const CAUSE_NONE = 255;

/**
 * A chain found on a what-if grid by a nested producer's inner search: its complexity (its own
 * nested chains included) and its identity, so one chain used twice in a conclusion counts once.
 */
export interface NestedChain {
  readonly complexity: number;
  readonly id: ChainId;
  /** The inner finding itself (its technique, removals and pattern), for the prose. */
  readonly finding: Finding;
}

/**
 * What the rule applied to a stalled run removes: "off" potentials, each with its parents among
 * the run's potentials (several potentials may share one parents array).
 */
export class StallResult {
  readonly nodes: number[] = [];
  readonly parents: (readonly number[])[] = [];
  /** Per node, the inner chain that removes it (nested levels), else undefined. */
  readonly nested: (NestedChain | undefined)[] = [];
  push(node: number, parents: readonly number[], nested?: NestedChain): void {
    this.nodes.push(node);
    this.parents.push(parents);
    this.nested.push(nested);
  }
  clear(): void {
    this.nodes.length = 0;
    this.parents.length = 0;
    this.nested.length = 0;
  }
}

/**
 * A rule a stalled dynamic run may apply on the propagator's what-if grid (`prop.view`, with the
 * grid's own candidates `prop.save`): it adds to `out` every candidate it removes, as an "off"
 * potential with its parents, the run's "off" potentials it rests on.
 */
export type StallRule = (prop: Propagator, run: Run, out: StallResult) => void;

/**
 * A basic technique of `advancedRule` as a stall rule: each finding that rests on candidates
 * removed by the run (its parents; findings that rest on none are left out) gives its removals.
 */
function advancedStallRule(index: number): StallRule {
  return (prop, run, out) => {
    advancedRule(
      index,
      prop.view,
      (h, parents) => {
        if (parents !== null && parents.length > 0) {
          const offParents = parents.map((c) => OFF + c).filter((n) => run.has(n));
          for (const r of h.removals) out.push(OFF + r, offParents);
        }
        return false;
      },
      prop.save,
    );
  };
}

/**
 * Pointing and claiming (`advancedRule` 0, `locking` in `basic.ts`) as a stall rule, on the
 * propagator's position masks: what a stalled dynamic (+) run tries first and most often. Same
 * scan order as `locking` (base and cover unit kinds box→column, box→row, column→box, row→box;
 * then digit; then base unit, cover unit), same removals (the cover unit's other places, in its
 * order) and parents (the base unit's places outside the intersection removed by the run, in its
 * order), without building the findings.
 */
function lockingStallRule(prop: Propagator, run: Run, out: StallResult): void {
  const { pos, savePos } = prop;
  const pairs = (lockPairsTable ??= buildLockPairs());
  const start = run.start;
  for (let kind = 0; kind < 4; kind++) {
    const from = kind * LOCK_PAIRS_PER_KIND * 4;
    const to = from + LOCK_PAIRS_PER_KIND * 4;
    for (let dIndex = 0; dIndex < SIZE; dIndex++) {
      for (let e = from; e < to; e += 4) {
        const r1 = pairs[e]!;
        const pos1 = pos[r1 * SIZE + dIndex]!;
        if (POPCOUNT[pos1]! <= 1) continue;
        const inside1 = pairs[e + 2]!;
        if ((pos1 & ~inside1) !== 0) continue;
        const r2 = pairs[e + 1]!;
        const removed = pos[r2 * SIZE + dIndex]! & ~pairs[e + 3]!;
        if (removed === 0) continue;
        const erased = savePos[r1 * SIZE + dIndex]! & ~pos1 & ~inside1;
        if (erased === 0) continue;
        const parents: number[] = [];
        for (let g = erased; g !== 0; g &= g - 1) {
          const n = OFF + UNIT_CELLS[r1 * SIZE + LOWEST_DIGIT[g & -g]! - 1]! * 9 + dIndex;
          if (start[n] !== -1) parents.push(n);
        }
        for (let g = removed; g !== 0; g &= g - 1)
          out.push(OFF + UNIT_CELLS[r2 * SIZE + LOWEST_DIGIT[g & -g]! - 1]! * 9 + dIndex, parents);
      }
    }
  }
}

/** Crossing (base, cover) unit pairs of each of `locking`'s four kinds: 9 × 3 of each. */
const LOCK_PAIRS_PER_KIND = 27;

/** {@link buildLockPairs}, built on first use. */
let lockPairsTable: Int16Array | undefined;

/**
 * The unit pairs `locking` scans, in its order, four numbers each: base unit, cover unit, the
 * base's positions inside the cover, the cover's positions inside the base (9-bit masks).
 */
function buildLockPairs(): Int16Array {
  const kinds = [
    [18, 9],
    [18, 0],
    [9, 18],
    [0, 18],
  ];
  const table = new Int16Array(4 * LOCK_PAIRS_PER_KIND * 4);
  let e = 0;
  const inside = (a: number, b: number): number => {
    let mask = 0;
    for (let k = 0; k < SIZE; k++) {
      const cell = UNIT_CELLS[a * SIZE + k]!;
      for (let j = 0; j < SIZE; j++) if (UNIT_CELLS[b * SIZE + j] === cell) mask |= 1 << k;
    }
    return mask;
  };
  for (const [kind1, kind2] of kinds) {
    for (let i1 = 0; i1 < SIZE; i1++) {
      for (let i2 = 0; i2 < SIZE; i2++) {
        const r1 = kind1! + i1;
        const r2 = kind2! + i2;
        const in12 = inside(r1, r2);
        if (in12 === 0) continue;
        table[e++] = r1;
        table[e++] = r2;
        table[e++] = in12;
        table[e++] = inside(r2, r1);
      }
    }
  }
  return table;
}

/** The basic techniques of dynamic (+): pointing and claiming, hidden and naked pairs, X-Wing. */
function basicRules(): StallRule[] {
  const rules: StallRule[] = [lockingStallRule];
  for (let index = 1; index < ADVANCED_RULE_COUNT; index++) rules.push(advancedStallRule(index));
  return rules;
}

/**
 * The same under another rule set: `advancedRule` for all four (generalized intersections and
 * naked pairs for the rule sets SE treats so, see `basic.ts`).
 */
function anyRulesBasicRules(): StallRule[] {
  const rules: StallRule[] = [];
  for (let index = 0; index < ADVANCED_RULE_COUNT; index++) rules.push(advancedStallRule(index));
  return rules;
}

/** {@link LEVEL_RULES} of level 1 under any rule set other than the classic one. */
const ANY_RULES_BASIC: readonly StallRule[] = /* @__PURE__ */ anyRulesBasicRules();

/**
 * The rules a dynamic run may apply when its links stall, by level ({@link Mode.level}), tried in
 * order until one removes something. Level 0 (Nishio, multiple, dynamic): none. Level 1
 * (dynamic (+)) and up: the basic techniques; the nested levels then add the chain searches of
 * {@link Mode.inner} (the {@link Propagator}'s `inner` rules).
 */
export const LEVEL_RULES: readonly (readonly StallRule[])[] = [[], /* @__PURE__ */ basicRules()];

// =============================================================================================
// Runs

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
 * Runs given back to a {@link Propagator}, ready to be handed out again (cleared), with the
 * ancestor-count scratch they share. A run is ~9 KB of typed arrays: a pool reused from call to
 * call (see `producers.ts`) spares allocating them again at every step and for every grid.
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
  /** Per "on" potential reached: why it is on ({@link CAUSE_NAKED}). */
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
   * `cause` ({@link CAUSE_NAKED}).
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

// =============================================================================================
// The propagator

/**
 * Propagates assumptions on one grid in one {@link Mode}; keeps the runs released to it.
 *
 * Beside the what-if candidates the propagator keeps, per unit and digit, the 9-bit mask of the
 * digit's positions in the unit (`pos`, index `unit * 9 + digit − 1`), updated as a dynamic run
 * erases candidates: an X-link (a digit with two places left in a unit) and its hidden parents
 * (the places erased since the start) are then read from two masks instead of a scan of the unit.
 */
export class Propagator {
  /** The what-if candidates of the run in progress. */
  readonly cur: Uint16Array;
  /** A grid over {@link Propagator.cur}, for the stall rules. */
  readonly view: LogicGrid;
  /** The rules a stalled run may apply ({@link LEVEL_RULES} of the mode's level). */
  private readonly rules: readonly StallRule[];
  /** Positions of each digit in each unit of {@link Propagator.cur}. */
  readonly pos: Uint16Array = new Uint16Array(MAX_UNITS * SIZE);
  /** The same for the grid's own candidates (`save`). */
  readonly savePos: Uint16Array = new Uint16Array(MAX_UNITS * SIZE);
  /** What the rule applied to a stalled run removes. */
  private readonly stall = new StallResult();
  /** `unitIndex()` of `potentials.ts`. */
  private readonly unitIndex: Uint8Array;
  /** Scratch of {@link offToOn}: up to 40 "on" potentials (a cell's last candidate, one per unit), each with up to 16 parents. */
  private readonly makeOn = new Int32Array(40);
  private makeCount = 0;
  private readonly makeParents = new Int32Array(40 * 16);
  private readonly makeLen = new Int32Array(40);
  private readonly makeCause = new Uint8Array(40);
  /** Polled by the inner searches of nested levels. */
  readonly signal: AbortSignal | undefined;
  constructor(
    readonly values: Uint8Array,
    readonly save: Uint16Array,
    readonly mode: Mode,
    /** Where released runs wait to be handed out again (may outlive the propagator). */
    private readonly pool: RunPool = new RunPool(),
    /**
     * Nested levels: the rules of the mode's inner searches ({@link Mode.inner}), tried after the
     * basic techniques (`producers.ts` builds them: they run the producers themselves).
     */
    inner: readonly StallRule[] = [],
    signal?: AbortSignal,
  ) {
    this.signal = signal;
    this.cur = save.slice();
    this.view = new LogicGrid(values, this.cur, GEO);
    const basic = mode.level > 0 && !GEO.classic ? ANY_RULES_BASIC : LEVEL_RULES[Math.min(mode.level, 1)]!;
    this.rules = inner.length === 0 ? basic : [...basic, ...inner];
    this.unitIndex = unitIndex();
    fillPositions(save, this.savePos);
  }

  /** A run that assumes `node` and nothing else yet (released runs are reused). */
  seeded(node: number): Run {
    const run = this.pool.free.pop() ?? new Run(this.pool.ancestors);
    run.add(node, NONE);
    return run;
  }

  /** Gives `run` back for reuse: the caller must not read it afterwards. */
  release(run: Run): void {
    run.clear();
    this.pool.free.push(run);
  }

  /** Completes `run` from its seeds; returns the first contradiction met, or null. */
  propagate(run: Run): Absurd | null {
    const { cur, save, pos, savePos, unitIndex, mode, rules } = this;
    cur.set(save);
    pos.set(savePos);
    // The run's own lists are the queues: every potential reached is added to them, in order.
    const pendingOn = run.ons;
    const pendingOff = run.offs;
    const start = run.start;
    let hOn = 0;
    let hOff = 0;
    const yEnabled = !mode.nishio;
    const dynamic = mode.dynamic;
    while (hOn < run.onCount || hOff < run.offCount) {
      if (hOn < run.onCount) {
        // On → off: the cell's other candidates (Y), then the digit in the peers (SE's order).
        const p = pendingOn[hOn++]!;
        const cell = (p / 9) | 0;
        const dIndex = p % 9;
        const digitBit = 1 << dIndex;
        if (yEnabled) {
          for (let m = cur[cell]! & ~digitBit; m !== 0; m &= m - 1) {
            const on = cell * 9 + LOWEST_DIGIT[m & -m]! - 1;
            const off = OFF + on;
            if (start[on] !== -1) return { on, onParents: undefined, off, offParents: [p] };
            if (start[off] === -1) run.addOne(off, p);
          }
        }
        const peerEnd = PEER_START[cell + 1]!;
        for (let k = PEER_START[cell]!; k < peerEnd; k++) {
          const other = SE_PEERS[k]!;
          if ((cur[other]! & digitBit) === 0) continue;
          const on = other * 9 + dIndex;
          const off = OFF + on;
          if (start[on] !== -1) return { on, onParents: undefined, off, offParents: [p] };
          if (start[off] === -1) run.addOne(off, p);
        }
        if (GEO.nonConsecutive) {
          // SE: the digits next to it leave its orthogonal neighbours (up, down, right, left).
          for (let k = GEO.ncStart[cell]!; k < GEO.ncStart[cell + 1]!; k++) {
            const other = GEO.nc[k]!;
            for (const near of dIndex === 8 ? [-1] : dIndex === 0 ? [1] : [1, -1]) {
              if ((cur[other]! & (1 << (dIndex + near))) === 0) continue;
              const on = other * 9 + dIndex + near;
              const off = OFF + on;
              if (start[on] !== -1) return { on, onParents: undefined, off, offParents: [p] };
              if (start[off] === -1) run.addOne(off, p);
            }
          }
        }
      } else {
        const p = pendingOff[hOff++]!;
        this.offToOn(p, yEnabled);
        if (dynamic) {
          const code = p - OFF;
          const cell = (code / 9) | 0;
          const dIndex = code % 9;
          const digitBit = 1 << dIndex;
          if ((cur[cell]! & digitBit) !== 0) {
            cur[cell] = cur[cell]! & ~digitBit;
            const unitEnd = UNIT_START[cell + 1]!;
            for (let j = UNIT_START[cell]!; j < unitEnd; j++) {
              const slot = SE_UNITS[j]! * SIZE + dIndex;
              pos[slot] = pos[slot]! & ~(1 << unitIndex[j]!);
            }
          }
        }
        for (let i = 0; i < this.makeCount; i++) {
          const on = this.makeOn[i]!;
          const off = on + OFF;
          if (start[off] !== -1) {
            const parents = Array.from(this.makeParents.subarray(i * 16, i * 16 + this.makeLen[i]!));
            return { on, onParents: parents, off, offParents: undefined };
          }
          if (start[on] === -1) run.add(on, this.makeParents, i * 16, this.makeLen[i], this.makeCause[i]);
        }
      }
      if (rules.length > 0 && hOn === run.onCount && hOff === run.offCount) {
        const found = this.stall;
        found.clear();
        for (const rule of rules) {
          rule(this, run, found);
          if (found.nodes.length > 0) break;
        }
        for (let i = 0; i < found.nodes.length; i++) {
          const off = found.nodes[i]!;
          if (start[off] === -1) {
            run.add(off, found.parents[i]!);
            const chain = found.nested[i];
            if (chain !== undefined) run.setNested(off, chain);
          }
        }
      }
    }
    return null;
  }

  /** Off → on implications on the current what-if grid, with SE's hidden parents. */
  private offToOn(p: number, yEnabled: boolean): void {
    const { cur, save, pos, savePos, unitIndex, makeOn, makeParents, makeLen, makeCause } = this;
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
        makeCause[0] = CAUSE_NAKED;
        count = 1;
      }
    }
    const unitEnd = UNIT_START[cell + 1]!;
    for (let j = UNIT_START[cell]!; j < unitEnd; j++) {
      const unit = SE_UNITS[j]!;
      const slot = unit * SIZE + dIndex;
      const m = pos[slot]!;
      if (POPCOUNT[m] !== 2) continue;
      // The other place: the last one in the unit's order that is not the cell itself.
      const rest = m & ~(1 << unitIndex[j]!);
      if (rest === 0) continue;
      const on = UNIT_CELLS[unit * SIZE + 31 - Math.clz32(rest)]! * 9 + dIndex;
      let dup = false;
      for (let i = 0; i < count; i++) if (makeOn[i] === on) dup = true;
      if (dup) continue;
      const base = count * 16;
      let k = base;
      makeParents[k++] = p;
      // Hidden parents: the digit's places in the unit erased so far, in the unit's order.
      for (let g = savePos[slot]! & ~m; g !== 0; g &= g - 1)
        makeParents[k++] = OFF + UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[g & -g]! - 1]! * 9 + dIndex;
      makeOn[count] = on;
      makeLen[count] = k - base;
      makeCause[count] = unit;
      count++;
    }
    this.makeCount = count;
  }
}
