/**
 * The rules a stalled dynamic run may apply on its what-if grid (dynamic (+) and the nested
 * levels, {@link LEVEL_RULES}): what they remove and how they read the grid. Internal.
 *
 * A run stalls when no link leads anywhere new; the propagator (`propagator.ts`) then tries the
 * rules of its mode's level in order until one removes candidates, each removal an "off"
 * potential whose parents are the run's potentials it rests on.
 */
import { SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import type { EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE, POPCOUNT as POPCOUNT_TABLE } from '../../../internal/bits.js';
import type { Polled } from '../../../internal/deadline.js';
import type { LogicGrid } from '../../grid.js';
import { ADVANCED_RULE_COUNT, advancedRule } from '../advanced-rules.js';
import type { NestedChain } from './modes.js';
import { OFF as OFF_TABLE } from './potentials.js';
import type { Run } from './run.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let UNIT_CELLS: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindStall(geo: EngineGeometry): void {
  UNIT_CELLS = geo.unitCells;
}
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
const POPCOUNT = POPCOUNT_TABLE;
const OFF = OFF_TABLE;

/**
 * What a stall rule reads of the propagator whose run stalled (`Propagator` in `propagator.ts`):
 * the grid, the what-if candidates of the run and the positions of each digit in each unit.
 */
export interface StallGrid {
  /** The grid's values. */
  readonly values: Uint8Array;
  /** The grid's own candidates (before the run). */
  readonly save: Uint16Array;
  /** The what-if candidates of the run. */
  readonly cur: Uint16Array;
  /** A grid over {@link StallGrid.cur}. */
  readonly view: LogicGrid;
  /** Positions of each digit in each unit of {@link StallGrid.cur} (index `unit * 9 + digit − 1`). */
  readonly pos: Uint16Array;
  /** The same for {@link StallGrid.save}. */
  readonly savePos: Uint16Array;
  /** Polled by the inner searches of nested levels (the caller's signal or time limit). */
  readonly deadline: Polled | undefined;
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
export type StallRule = (prop: StallGrid, run: Run, out: StallResult) => void;

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
function lockingStallRule(prop: StallGrid, run: Run, out: StallResult): void {
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
export const ANY_RULES_BASIC: readonly StallRule[] = /* @__PURE__ */ anyRulesBasicRules();

/**
 * The rules a dynamic run may apply when its links stall, by level (`Mode.level` in `modes.ts`), tried in
 * order until one removes something. Level 0 (Nishio, multiple, dynamic): none. Level 1
 * (dynamic (+)) and up: the basic techniques; the nested levels then add the chain searches of
 * `Mode.inner` (the propagator's `inner` rules, built by `search.ts`).
 */
export const LEVEL_RULES: readonly (readonly StallRule[])[] = [[], /* @__PURE__ */ basicRules()];
