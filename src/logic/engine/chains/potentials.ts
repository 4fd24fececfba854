/**
 * Potentials and links: the vocabulary of the chain engine, and how a chain becomes a finding.
 * Internal.
 *
 * Representation: a candidate is its code `cell * 9 + digit − 1` (0–728); a *potential* is a
 * candidate said true or false: the code itself for "on" (the cell holds the digit) and
 * `OFF + code` (729–1457) for "off". Every table of the engine indexed by potential has
 * {@link NODES} entries.
 *
 * Links, in Sudoku Explainer 1.2.1's order (the order decides which parent a potential keeps, and
 * so the complexity and the rating):
 *
 * - on → off: the cell's other candidates (a Y-link, when enabled), then the copies of the digit
 *   in the cell's peers (box, then row, then column);
 * - off → on: the other candidate of a bivalue cell (Y), then the other place of the digit in
 *   each of the cell's units with two places (X: box, row, column), each place once.
 *
 * The one-direction chains list these links once per search on the puzzle's grid
 * (`UnaryScratch.link` in `unary.ts`); the dynamic propagator follows them on its what-if grid
 * (`propagator.ts`).
 *
 * A chain's finding carries SE's base rating plus the length term of {@link lengthTenths}, and
 * the findings of one finder are ordered as SE orders them ({@link sortFindings}).
 */
import { CANDIDATE_COUNT as CANDIDATE_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import type { EngineGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE } from '../../../internal/bits.js';
import { BASE_TENTHS } from '../ratings.js';
import type { TechniqueId } from '../../catalogue.js';
import type { Polled } from '../../../internal/deadline.js';
import type { ChainId, ChainPattern, CyclePattern, Finding, ForcingPattern } from '../finding.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CANDIDATE_COUNT = CANDIDATE_COUNT_TABLE;
const SIZE = SIZE_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
// The active geometry's tables (`../geometry.ts`), bound when a chain search starts (see
// `bindChainTables` of `producers.ts`): module-level bindings, so the hot loops read no object.
let UNIT_CELLS: Uint8Array;
let UNIT_COUNT: number;
let UNIT_INDEX: Uint8Array;

/** Binds this module's tables to `geo`. */
export function bindPotentials(geo: EngineGeometry): void {
  UNIT_CELLS = geo.unitCells;
  UNIT_COUNT = geo.unitCount;
  UNIT_INDEX = geo.cellUnitPos;
}

/** Offset of "off" potentials: `OFF + code` says candidate `code` is false. */
export const OFF: number = CANDIDATE_COUNT;
/** Number of potentials, `2 × OFF`: every candidate, on and off (a literal, so bundles drop it). */
export const NODES = 1458;

/** An empty list of cells, units or parents, shared. */
export const NONE: readonly number[] = [];

/**
 * A finder searching as an inner rule: the candidates of the grid the outer run started from.
 * The grid searched is the outer run's what-if grid (`nested.ts`).
 */
export interface NestedContext {
  readonly save: Uint16Array;
}

/**
 * Throws the reason of the caller's signal or time limit (`Deadline` of `internal/deadline.ts`,
 * or the caller's own `AbortSignal`) once it says to stop: what the finders poll.
 */
export function throwIfDue(deadline: Polled | undefined): void {
  if (deadline?.aborted === true) throw deadline.reason;
}

// =============================================================================================
// Links

/** Whether {@link targetRemovals} of `node` is not empty. */
export function targetRemoves(masks: Uint16Array, node: number): boolean {
  return node >= OFF || (masks[(node / 9) | 0]! & ~(1 << (node % 9))) !== 0;
}

/** Removals that make `node` the conclusion: its candidate when off, the cell's others when on. */
export function targetRemovals(masks: Uint16Array, node: number): number[] {
  if (node >= OFF) return [node - OFF];
  const cell = (node / 9) | 0;
  const out: number[] = [];
  for (let m = masks[cell]! & ~(1 << (node % 9)); m !== 0; m &= m - 1)
    out.push(cell * 9 + LOWEST_DIGIT[m & -m]! - 1);
  return out;
}

// =============================================================================================
// Positions

/**
 * Per cell and each of its units in SE's order (`cellUnits` of the active geometry: box, row,
 * column, then the extra regions): the cell's position k in that unit (`UNIT_CELLS[unit * 9 + k]`).
 */
export function unitIndex(): Uint8Array {
  return UNIT_INDEX;
}

/** Fills `pos` (unit × 9 + digit index) with the positions of each digit in each unit of `masks`. */
export function fillPositions(masks: Uint16Array, pos: Uint16Array): void {
  pos.fill(0);
  for (let unit = 0; unit < UNIT_COUNT; unit++) {
    for (let k = 0; k < SIZE; k++) {
      const bit = 1 << k;
      for (let m = masks[UNIT_CELLS[unit * SIZE + k]!]!; m !== 0; m &= m - 1) {
        const slot = unit * SIZE + LOWEST_DIGIT[m & -m]! - 1;
        pos[slot] = pos[slot]! | bit;
      }
    }
  }
}

// =============================================================================================
// From a chain to a finding

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

// SE's order between chain findings of one finder with equal rating and complexity, lower
// first (the finding's `sortKey`). Only findings of the same finder are ever compared, so the
// two families share numbers. Plain constants, which bundles inline.

/** Cycles and forcing chains with X-links only. */
export const ORDER_X = 2;
/** Cycles with Y-links only. */
export const ORDER_Y = 3;
/** Cycles and forcing chains with both kinds of links. */
export const ORDER_XY = 4;
/** Multiple chains: a candidate's "on" and "off" branches reach the same conclusion. */
export const ORDER_BINARY = 1;
/** Multiple chains: every candidate of a cell reaches the same conclusion. */
export const ORDER_CELL = 2;
/** Multiple chains: every place of a digit in a unit reaches the same conclusion. */
export const ORDER_UNIT = 3;
/** Nishio and dynamic chains: an assumption reaches a contradiction. */
export const ORDER_CONTRADICTION = 7;

/** What a chain finding says; the conclusion and the nested finders' fields may be left out. */
export interface ChainFindingOptions {
  /** The technique reported (its base rating comes from the one table, `ratings.ts`). */
  readonly technique: TechniqueId;
  /** SE's complexity: distinct potentials the conclusion depends on. */
  readonly complexity: number;
  /** Tie-break between findings of equal rating and complexity: one of the `ORDER_` constants. */
  readonly order: number;
  /** Candidate codes removed. */
  readonly removals: number[];
  /**
   * The potential proven, when there is one: an "on" potential becomes the finding's placement;
   * an "off" one, or none (a cycle's several removals), places nothing.
   */
  readonly conclusion?: number;
  /** The pattern: the cycle or chain, or the assumptions of a forcing chain. */
  readonly pattern: CyclePattern | ChainPattern | ForcingPattern;
  /** Inner searches of nested finders: see {@link Finding.ruleParents}. */
  readonly ruleParents?: readonly number[] | undefined;
  /** Inner searches of nested finders: see {@link Finding.chainId}. */
  readonly chainId?: ChainId | undefined;
}

/** The finding of a chain (see {@link CyclePattern}, {@link ChainPattern} and {@link ForcingPattern}). */
export function chainFinding(options: ChainFindingOptions): Finding {
  const { complexity, conclusion = -1 } = options;
  const placed = conclusion >= 0 && conclusion < OFF;
  // One shape for every chain finding: the rating builds thousands of these per puzzle.
  return {
    technique: options.technique,
    tenths: BASE_TENTHS[options.technique] + lengthTenths(complexity),
    cell: placed ? (conclusion / 9) | 0 : -1,
    digit: placed ? (conclusion % 9) + 1 : 0,
    removals: options.removals,
    complexity,
    sortKey: options.order,
    pattern: options.pattern,
    ruleParents: options.ruleParents,
    chainId: options.chainId,
  };
}

/** Sorts chain findings as SE does (rating, then complexity, then kind), stably. */
export function sortFindings(findings: Finding[]): void {
  findings.sort((a, b) => a.tenths - b.tenths || a.complexity - b.complexity || a.sortKey - b.sortKey);
}

/**
 * Where a finder's findings go: every one, in search order (the hints, which sort them and may
 * look past the best), or only the best (the rating, which applies nothing else). "Best" is the
 * first finding in {@link sortFindings} order: lowest rating, then complexity, then kind, and the
 * earliest found among equals, so a finding replaces the kept one only when strictly better.
 * Finders ask {@link Gather.keeps} before they build a finding, so the rating builds only the
 * few that improve on the best so far.
 */
export class Gather {
  /** Every finding added, in search order (empty when only the best is kept). */
  readonly all: Finding[] = [];
  /** The best finding so far (only the best is kept), else null. */
  best: Finding | null = null;
  constructor(
    readonly bestOnly: boolean,
    /**
     * Set when the finder searches as a nested finder's inner rule: its findings then carry
     * what they rest on and their identity (`nested.ts`).
     */
    readonly context: NestedContext | null = null,
  ) {
    // Filled, not grown: an array grown from empty by high indices goes sparse (slow).
    this.bestFor = context === null ? [] : new Array<Finding | undefined>(CANDIDATE_COUNT).fill(undefined);
  }
  /**
   * Inner searches: per candidate code, the best finding so far that removes it and rests on
   * something. A nested finder adds the removals of an inner search's findings best first,
   * each candidate once, so only each candidate's best finding matters.
   */
  private readonly bestFor: (Finding | undefined)[];
  /** Inner searches: search order of the findings kept in {@link Gather.bestFor}. */
  private readonly rank = new Map<Finding, number>();
  /**
   * Whether a finding of this rating, complexity and kind (`ORDER_` constant) would be kept; an
   * inner search also says which candidates it removes (a finding none of whose removals it
   * would be the best for is not kept).
   */
  keeps(tenths: number, complexity: number, order: number, removals?: readonly number[]): boolean {
    if (this.context !== null) {
      if (removals === undefined) return true;
      for (const r of removals) {
        const b = this.bestFor[r];
        if (b === undefined || better(tenths, complexity, order, b)) return true;
      }
      return false;
    }
    const b = this.best;
    return b === null || better(tenths, complexity, order, b);
  }
  /**
   * {@link Gather.keeps} for a finding whose removals make `node` the conclusion
   * (`targetRemovals`), without building them; false when it removes nothing.
   */
  keepsTarget(tenths: number, complexity: number, order: number, masks: Uint16Array, node: number): boolean {
    if (this.context === null) return this.keeps(tenths, complexity, order) && targetRemoves(masks, node);
    const { bestFor } = this;
    if (node >= OFF) {
      const b = bestFor[node - OFF];
      return b === undefined || better(tenths, complexity, order, b);
    }
    const cell = (node / 9) | 0;
    for (let m = masks[cell]! & ~(1 << (node % 9)); m !== 0; m &= m - 1) {
      const b = bestFor[cell * 9 + LOWEST_DIGIT[m & -m]! - 1];
      if (b === undefined || better(tenths, complexity, order, b)) return true;
    }
    return false;
  }
  /**
   * The highest complexity a finding of one finder's technique can have and still be kept
   * (its rating grows with its complexity): a sum of branch sizes past it need not be finished.
   */
  complexityBound(): number {
    return this.best === null ? Infinity : this.best.complexity;
  }
  add(f: Finding): void {
    if (this.context !== null) {
      // An inner search: a finding that rests on nothing is dropped by the nested finder.
      if (f.ruleParents === undefined || f.ruleParents.length === 0) return;
      let kept = false;
      for (const r of f.removals) {
        const b = this.bestFor[r];
        if (b === undefined || better(f.tenths, f.complexity, f.sortKey, b)) {
          this.bestFor[r] = f;
          kept = true;
        }
      }
      if (kept) this.rank.set(f, this.rank.size);
      return;
    }
    if (!this.bestOnly) this.all.push(f);
    else if (this.keeps(f.tenths, f.complexity, f.sortKey)) this.best = f;
  }
  /**
   * Inner searches: the findings that are the best for some candidate, best first (SE's order),
   * each with the candidates it is the first to remove, in `order(f.removals)`'s order.
   */
  firstRemovals(
    order: (removals: readonly number[]) => readonly number[],
  ): { readonly finding: Finding; readonly removals: number[] }[] {
    const { bestFor, rank } = this;
    const kept = new Set<Finding>();
    for (const f of bestFor) if (f !== undefined) kept.add(f);
    const sorted = [...kept].sort(
      (a, b) =>
        a.tenths - b.tenths ||
        a.complexity - b.complexity ||
        a.sortKey - b.sortKey ||
        rank.get(a)! - rank.get(b)!,
    );
    return sorted.map((finding) => ({
      finding,
      removals: order(finding.removals).filter((r) => bestFor[r] === finding),
    }));
  }
}

/** Whether a finding of this rating, complexity and kind comes strictly before `b` in SE's order. */
function better(tenths: number, complexity: number, order: number, b: Finding): boolean {
  return (
    tenths < b.tenths ||
    (tenths === b.tenths && (complexity < b.complexity || (complexity === b.complexity && order < b.sortKey)))
  );
}
