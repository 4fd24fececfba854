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
 * (`UnaryScratch.link` in `unary-scratch.ts`); the dynamic propagator follows them on its what-if grid
 * (`propagator.ts`).
 *
 * A chain's finding carries SE's base rating plus the length term of {@link lengthTenths}, and
 * the findings of one finder are ordered as SE orders them ({@link sortFindings}).
 */
import { CANDIDATE_COUNT as CANDIDATE_COUNT_TABLE, SIZE as SIZE_TABLE } from '../../../board/geometry.js';
import { CLASSIC_GEOMETRY, onGeometry } from '../geometry.js';
import { LOWEST_DIGIT as LOWEST_DIGIT_TABLE } from '../../../internal/bits.js';
import { BASE_TENTHS } from '../ratings.js';
import type { TechniqueId } from '../../catalogue.js';
import type { Polled } from '../../../internal/deadline.js';
import type { ChainId, Finding } from '../finding.js';

// Local bindings: hot loops read module-local constants, not imported bindings.
const CANDIDATE_COUNT = CANDIDATE_COUNT_TABLE;
const SIZE = SIZE_TABLE;
const LOWEST_DIGIT = LOWEST_DIGIT_TABLE;
// The active geometry's units (`../geometry.ts`).
let UNIT_CELLS: Uint8Array = CLASSIC_GEOMETRY.unitCells;
let UNIT_COUNT = CLASSIC_GEOMETRY.unitCount;
let UNIT_INDEX: Uint8Array = CLASSIC_GEOMETRY.cellUnitPos;
onGeometry((geo) => {
  UNIT_CELLS = geo.unitCells;
  UNIT_COUNT = geo.unitCount;
  UNIT_INDEX = geo.cellUnitPos;
});

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

/** What a chain finding says; everything but the first four may be left out. */
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
  /** Cells of the pattern: the chain's, or the cells whose candidates are assumed. */
  readonly cells?: readonly number[];
  /** The unit whose places of a digit are assumed (unit chains). */
  readonly units?: readonly number[] | undefined;
  /** Cycles and forcing X/XY-chains: the chain, as potentials from its start. */
  readonly path?: readonly number[];
  /** Multiple chains: the potential each branch assumes. */
  readonly assumptions?: readonly number[];
  /** Inner searches of nested finders: see {@link Finding.ruleParents}. */
  readonly ruleParents?: readonly number[] | undefined;
  /** Inner searches of nested finders: see {@link Finding.chainId}. */
  readonly chainId?: ChainId | undefined;
}

/** The finding of a chain (see {@link Finding.chain} and {@link Finding.assumptions}). */
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
    cells: options.cells ?? NONE,
    units: options.units ?? NONE,
    digits: 0,
    chain: options.path,
    assumptions: options.assumptions,
    ruleParents: options.ruleParents,
    chainId: options.chainId,
  };
}

/** Sorts chain findings as SE does (rating, then complexity, then kind), stably. */
export function sortFindings(findings: Finding[]): void {
  findings.sort((a, b) => a.tenths - b.tenths || a.complexity - b.complexity || a.sortKey - b.sortKey);
}
