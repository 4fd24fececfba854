/**
 * The dynamic propagator: everything that follows from one assumed potential, as the Nishio,
 * multiple, dynamic and dynamic (+) chains need it. Internal.
 *
 * A run (`run.ts`) is one propagation from its seed: breadth-first, "on" potentials before "off"
 * ones, as Sudoku Explainer 1.2.1 processes them. A *dynamic* run works on a what-if copy of the
 * candidates, from which each "off" potential reached is erased, so a later link may rest on
 * candidates removed earlier in the same run: those are the link's *hidden parents*, recorded
 * beside its visible one. When a dynamic run stalls, the rules of its level (`LEVEL_RULES` in
 * `stall.ts`) may remove more candidates on the what-if grid (dynamic (+)).
 *
 * The {@link Propagator} keeps the runs its caller releases in a pool (`RunPool` in `run.ts`,
 * lent by `state.ts` from call to call) and hands them out again.
 */
import { SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import { activeGeometry, type EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { Polled } from '../../../internal/deadline.js';
import { LogicGrid } from '../../grid.js';
import { CAUSE_NAKED, type Mode } from './modes.js';
import {
  NONE as NONE_TABLE,
  OFF as OFF_TABLE,
  bindPotentials,
  fillPositions,
  unitIndex,
} from './potentials.js';
import { Run, RunPool, type Absurd } from './run.js';
import {
  ANY_RULES_BASIC,
  LEVEL_RULES,
  StallResult,
  bindStall,
  type StallGrid,
  type StallRule,
} from './stall.js';

// The names other modules import from here since before the modes had their own module.
export { NESTED_DYNAMIC_MODES, type MultipleMode } from './modes.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let GEO: EngineGeometry;
let SE_UNITS: Uint8Array;
let UNIT_START: Uint16Array;
let SE_PEERS: Uint8Array;
let PEER_START: Uint16Array;
let UNIT_CELLS: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindPropagator(geo: EngineGeometry): void {
  GEO = geo;
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  SE_PEERS = geo.sePeers;
  PEER_START = geo.peerStart;
  UNIT_CELLS = geo.unitCells;
}
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const NONE = NONE_TABLE;
const OFF = OFF_TABLE;

/** What a {@link Propagator} works on. */
export interface PropagatorOptions {
  /** The grid's values. */
  readonly values: Uint8Array;
  /** The grid's candidates (the what-if grid of every run starts from them). */
  readonly save: Uint16Array;
  readonly mode: Mode;
  /** Where released runs wait to be handed out again (may outlive the propagator); a fresh pool if left out. */
  readonly pool?: RunPool | undefined;
  /**
   * Nested levels: the rules of the mode's inner searches (`Mode.inner`), tried after the basic
   * techniques (`search.ts` builds them: they run the finders themselves).
   */
  readonly inner?: readonly StallRule[];
  /** Polled by the inner searches of nested levels. */
  readonly deadline?: Polled | undefined;
}

/**
 * Propagates assumptions on one grid in one {@link Mode}; keeps the runs released to it.
 *
 * Beside the what-if candidates the propagator keeps, per unit and digit, the 9-bit mask of the
 * digit's positions in the unit (`pos`, index `unit * 9 + digit − 1`), updated as a dynamic run
 * erases candidates: an X-link (a digit with two places left in a unit) and its hidden parents
 * (the places erased since the start) are then read from two masks instead of a scan of the unit.
 */
export class Propagator implements StallGrid {
  readonly values: Uint8Array;
  readonly save: Uint16Array;
  readonly mode: Mode;
  /** Where released runs wait to be handed out again (may outlive the propagator). */
  private readonly pool: RunPool;
  /** The what-if candidates of the run in progress. */
  readonly cur: Uint16Array;
  /** A grid over {@link Propagator.cur}, for the stall rules. */
  readonly view: LogicGrid;
  /** The rules a stalled run may apply (`LEVEL_RULES` of the mode's level, then `inner`). */
  private readonly rules: readonly StallRule[];
  /** Positions of each digit in each unit of {@link Propagator.cur}. */
  readonly pos: Uint16Array;
  /** The same for the grid's own candidates (`save`). */
  readonly savePos: Uint16Array;
  /** What the rule applied to a stalled run removes. */
  private readonly stall = new StallResult();
  /** `unitIndex()` of `potentials.ts`. */
  private readonly unitIndex: Uint8Array;
  /**
   * Scratch of {@link Propagator.offToOn}: up to 1 + `maxCellUnits` "on" potentials (a cell's last
   * candidate, one per unit of the cell), each with up to 16 parents.
   */
  private readonly makeOn: Int32Array;
  private makeCount = 0;
  private readonly makeParents: Int32Array;
  private readonly makeLen: Int32Array;
  private readonly makeCause: Uint8Array;
  /** Polled by the inner searches of nested levels. */
  readonly deadline: Polled | undefined;
  constructor(options: PropagatorOptions) {
    const { values, save, mode, inner = [] } = options;
    this.values = values;
    this.save = save;
    this.mode = mode;
    this.pool = options.pool ?? new RunPool();
    this.deadline = options.deadline;
    this.cur = save.slice();
    // Made outside a chain finder (a test), it binds the tables it reads itself.
    const geo = activeGeometry();
    if (geo !== GEO) {
      bindPropagator(geo);
      bindPotentials(geo);
      bindStall(geo);
    }
    // Sized for the geometry: a propagator is made per search, and the largest rule set's
    // buffers (7 KB) made the hint engine's solve of 17-clue puzzles about 5 % slower.
    this.pos = new Uint16Array(GEO.unitCount * SIZE);
    this.savePos = new Uint16Array(GEO.unitCount * SIZE);
    const makes = GEO.maxCellUnits + 1;
    this.makeOn = new Int32Array(makes);
    this.makeParents = new Int32Array(makes * 16);
    this.makeLen = new Int32Array(makes);
    this.makeCause = new Uint8Array(makes);
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
