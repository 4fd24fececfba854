/**
 * What the branches of a multiple chain have in common: the cell chains (every candidate of a cell
 * assumed in turn) and the unit chains (every place of a digit in a unit), with the walk of the
 * nested chains a conclusion rests on (`nested.ts`). Internal; `search.ts` runs them.
 */
import { SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import type { EngineGeometry } from '../geometry.js';
import type { TechniqueId } from '../../catalogue.js';
import type { ChainId, ForcingPattern } from '../finding.js';
import { BASE_TENTHS as BASE_TENTHS_TABLE } from '../ratings.js';
import { CAUSE_NONE } from './modes.js';
import type { Affected, ChainWalk } from './nested.js';
import { ORDER_UNIT, chainFinding, lengthTenths, targetRemovals, type Gather } from './potentials.js';
import type { Propagator } from './propagator.js';
import type { Absurd, Run } from './run.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const SIZE = SIZE_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let SE_UNITS: Uint8Array;
let UNIT_START: Uint16Array;
let UNIT_CELLS: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindConsequences(geo: EngineGeometry): void {
  SE_UNITS = geo.cellUnits;
  UNIT_START = geo.cellUnitStart;
  UNIT_CELLS = geo.unitCells;
}
const BASE_TENTHS = BASE_TENTHS_TABLE;

/**
 * The sum of the branch sizes of `n` (its ancestors in each run), or −1 as soon as the sum
 * passes `bound` (a finding that complex cannot be kept).
 */
export function branchSizes(runs: readonly Run[], count: number, n: number, bound: number): number {
  let complexity = 0;
  for (let i = 0; i < count; i++) {
    complexity += runs[i]!.ancestorCount(n);
    if (complexity > bound) return -1;
  }
  return complexity;
}

/**
 * The complete runs of "on" seeds of one finder call, each propagated once. A candidate's run
 * serves as its cell's branch and again as a branch of the unit chains of each unit where it is
 * not the digit's first place; those are scanned at the unit's first place, a lower cell (a unit's
 * cells are in reading order), so once the finder has passed a cell its candidates' runs are
 * given back to the propagator.
 */
export class OnRuns {
  /** Scratch of the unit chains: the runs of one digit's places in a unit. */
  readonly unitRuns: Run[] = [];
  private readonly runs: (Run | undefined)[] = [];
  private readonly absurds: (Absurd | null)[] = [];
  constructor(readonly prop: Propagator) {}
  /** The complete run from `on`. */
  get(on: number): Run {
    let run = this.runs[on];
    if (run === undefined) {
      run = this.prop.seeded(on);
      this.absurds[on] = this.prop.propagate(run);
      this.runs[on] = run;
    }
    return run;
  }
  /** The first contradiction the run from `on` met, or null (after {@link OnRuns.get}). */
  absurd(on: number): Absurd | null {
    return this.absurds[on] ?? null;
  }
  /** Gives back the runs of the candidates of `cell`. */
  releaseCell(cell: number): void {
    for (let on = cell * 9; on < cell * 9 + 9; on++) {
      const run = this.runs[on];
      if (run !== undefined) {
        this.prop.release(run);
        this.runs[on] = undefined;
      }
    }
  }
}

/** Whether each of the first `count` runs of `runs` reached `n`. */
function everyHas(runs: readonly Run[], count: number, n: number): boolean {
  for (let i = 0; i < count; i++) if (!runs[i]!.has(n)) return false;
  return true;
}

/** Whether one of the first `count` runs can rest on the outer run (`nested.ts`). */
export function anyRests(affected: Affected, runs: readonly Run[], count: number): boolean {
  for (let i = 0; i < count; i++) if (affected.run(runs[i]!)) return true;
  return false;
}

/**
 * The branches of one cell chain or unit chain, for {@link commonConsequences}: the first `count`
 * runs of `runs`, each assuming one of the cell's candidates or one of the digit's places in the
 * unit.
 */
export interface BranchSet {
  readonly runs: readonly Run[];
  readonly count: number;
  /** The candidates of the grid searched. */
  readonly masks: Uint16Array;
  readonly gather: Gather;
  readonly technique: TechniqueId;
  /** The kind of the findings (`ORDER_CELL` or `ORDER_UNIT` of `potentials.ts`). */
  readonly order: number;
  /** The cell whose candidates are assumed; for a unit chain, the digit's first place in the unit. */
  readonly cell: number;
  /** Unit chains: the unit whose places of digit `dIndex` are assumed; −1 for a cell chain. */
  readonly unit: number;
  /** Unit chains: the digit's index (digit − 1); unused (0) for a cell chain. */
  readonly dIndex: number;
  /** The walk of nested chains, when the conclusions may rest on some (else null). */
  readonly walk: ChainWalk | null;
  /**
   * Why each branch's assumption is on, as a cause code (`modes.ts`): `CAUSE_NAKED` for a cell's
   * candidates (each is the cell's last candidate once the others are off), the unit's number for
   * the places of a digit in a unit (each is the digit's last place in that unit: an X-link's cause).
   */
  readonly rootCause: number;
}

/**
 * The common consequences of a set of branches: each potential every branch reaches that removes
 * candidates is a finding of kind `order`, its complexity the branches' sizes summed (SE's). The
 * pattern (cells, unit and assumptions) is built only for a finding kept.
 */
export function commonConsequences(set: BranchSet): void {
  const first = set.runs[0]!;
  const branches: Branches = {
    runs: set.runs,
    count: set.count,
    masks: set.masks,
    gather: set.gather,
    technique: set.technique,
    order: set.order,
    cell: set.cell,
    unit: set.unit,
    dIndex: set.dIndex,
    walk: set.walk,
    rootCause: set.rootCause,
    pattern: undefined,
  };
  for (let i = 0; i < first.onCount; i++) common(branches, first.ons[i]!);
  for (let i = 0; i < first.offCount; i++) common(branches, first.offs[i]!);
}

/** A {@link BranchSet} and the pattern of its findings, built at the first finding and shared. */
interface Branches extends BranchSet {
  pattern: ForcingPattern | undefined;
}

/** One potential `n` of {@link commonConsequences}. */
function common(branches: Branches, n: number): void {
  const { runs, count, masks, gather, technique, order, cell, unit, dIndex, walk, rootCause } = branches;
  if (!everyHas(runs, count, n)) return;
  const base = BASE_TENTHS[technique];
  let complexity = branchSizes(runs, count, n, gather.complexityBound());
  if (complexity < 0) return;
  // Removals are built only for a finding kept (most common consequences are not).
  if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, order, masks, n)) return;
  if (walk !== null) {
    complexity += walkBranches(walk, runs, count, n, rootCause);
    if (!gather.keepsTarget(base + lengthTenths(complexity), complexity, order, masks, n)) return;
  }
  const removals = targetRemovals(masks, n);
  if (branches.pattern === undefined) {
    let cells: number[];
    let assumptions: number[];
    if (unit < 0) {
      cells = [cell];
      assumptions = [];
      for (let i = 0; i < count; i++) assumptions.push(runs[i]!.ons[0]!);
    } else {
      const b = 1 << dIndex;
      cells = [];
      for (let k = 0; k < SIZE; k++) {
        const c = UNIT_CELLS[unit * SIZE + k]!;
        if ((masks[c]! & b) !== 0) cells.push(c);
      }
      assumptions = cells.map((c) => c * 9 + dIndex);
    }
    branches.pattern = { kind: 'forcing', cells, unit, assumptions };
  }
  gather.add(
    chainFinding({
      technique,
      complexity,
      order,
      removals,
      conclusion: n,
      pattern: branches.pattern,
      ruleParents: innerParents(walk),
      chainId: innerId(walk),
    }),
  );
}

/**
 * Whether a conclusion of flat complexity `flat` removing `removals` must be walked: while it
 * could still be kept (its nested chains can only add to its complexity; an inner search keeps a
 * finding only where it would be the best for one of its removals). A conclusion not walked is
 * not kept.
 */
export function worthWalking(
  gather: Gather,
  base: number,
  flat: number,
  order: number,
  removals: readonly number[],
): boolean {
  return gather.keeps(base + lengthTenths(flat), flat, order, removals);
}

/**
 * Walks the targets of a contradiction (its "on" and "off" sides, `nested.ts`); returns the
 * complexity its nested chains add.
 */
export function walkAbsurd(walk: ChainWalk, run: Run, absurd: Absurd): number {
  // An outer search walks for the nested chains only: none in a run without any.
  if (walk.context === null && run.nested === null) return 0;
  walk.begin();
  walk.run(run, absurd.on, absurd.onParents, CAUSE_NONE);
  walk.run(run, absurd.off, absurd.offParents, CAUSE_NONE);
  return walk.nested;
}

/** What an inner chain rests on, when the walk describes one (else undefined). */
export function innerParents(walk: ChainWalk | null): readonly number[] | undefined {
  return walk !== null && walk.context !== null ? walk.restsOn() : undefined;
}

/** An inner chain's identity, when the walk describes one that rests on something (else undefined). */
export function innerId(walk: ChainWalk | null): ChainId | undefined {
  return walk !== null && walk.context !== null ? walk.id() : undefined;
}

/**
 * Walks `n` in each branch of `runs` (`nested.ts`), the branches' assumptions on for
 * `rootCause`; returns the complexity its nested chains add.
 */
export function walkBranches(
  walk: ChainWalk,
  runs: readonly Run[],
  count: number,
  n: number,
  rootCause: number,
): number {
  if (walk.context === null) {
    let any = false;
    for (let i = 0; i < count; i++) if (runs[i]!.nested !== null) any = true;
    if (!any) return 0;
  }
  walk.begin();
  for (let i = 0; i < count; i++) walk.run(runs[i]!, n, undefined, rootCause);
  return walk.nested;
}

/** What stays the same across one multiple-chain search's unit chains ({@link unitChains}). */
export interface UnitChainSearch {
  /** The complete runs of "on" seeds of the search. */
  readonly onRuns: OnRuns;
  /** The candidates of the grid searched. */
  readonly masks: Uint16Array;
  readonly gather: Gather;
  /** The walk of nested chains, when the conclusions may rest on some (else null). */
  readonly walk: ChainWalk | null;
  /** Inner searches: what rests on the outer run (`nested.ts`), else null. */
  readonly affected: Affected | null;
}

/**
 * The unit chains of digit `dIndex` from `cell`: in each unit of the cell where the cell is the
 * digit's first place, every place assumed in turn (`onRun` is the cell's, already complete).
 */
export function unitChains(search: UnitChainSearch, cell: number, dIndex: number, onRun: Run): void {
  const { onRuns, masks, gather, walk, affected } = search;
  const { id: technique } = onRuns.prop.mode;
  const b = 1 << dIndex;
  const runs = onRuns.unitRuns;
  for (let j = UNIT_START[cell]!; j < UNIT_START[cell + 1]!; j++) {
    const unit = SE_UNITS[j]!;
    // The cell must be the digit's first place in the unit, with at least one more.
    let first = -1;
    let count = 0;
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if ((masks[c]! & b) === 0) continue;
      if (count++ === 0) first = c;
    }
    if (count < 2 || first !== cell) continue;
    runs[0] = onRun;
    let n = 1;
    for (let k = 0; k < SIZE; k++) {
      const c = UNIT_CELLS[unit * SIZE + k]!;
      if (c !== cell && (masks[c]! & b) !== 0) runs[n++] = onRuns.get(c * 9 + dIndex);
    }
    if (affected !== null && !affected.unit(unit, dIndex) && !anyRests(affected, runs, n)) continue;
    commonConsequences({
      runs,
      count: n,
      masks,
      gather,
      technique,
      order: ORDER_UNIT,
      cell,
      unit,
      dIndex,
      walk,
      // The places of a digit in a unit are each on for that unit (an X-link's cause).
      rootCause: unit,
    });
  }
}
