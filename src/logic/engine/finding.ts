/**
 * The one contract of the technique engine: a **finding**, the bare record every finder reports,
 * shared by the rating (which replays Sudoku Explainer's order) and the hints (which explain a
 * finding in sentences, `prose.ts`). Internal.
 *
 * A finding says what a technique concludes and nothing more: the placement (`cell`, `digit`),
 * the candidates removed, the pattern that justifies it (cells and units, for highlights), its
 * rating on the Sudoku Explainer scale in tenths (17 = 1.7, so sums of length terms stay exact)
 * and, for chains, SE's complexity (the ancestor count that sets the length term and orders chain
 * findings). No sentence is built here: the rating never pays for prose.
 *
 * Candidates are named by code `cell * 9 + digit − 1`, units by number (rows 0–8, columns 9–17,
 * boxes 18–26), as everywhere in the engine.
 */
import { codeCell, codeDigit, type LogicGrid } from '../grid.js';
import type { TechniqueId } from '../catalogue.js';
import type { Polled } from '../../internal/deadline.js';
import { BASE_TENTHS } from './ratings.js';

/** One step a finder saw, as a bare record. */
export interface Finding {
  /** Technique id. */
  readonly technique: TechniqueId;
  /** Rating in tenths on the Sudoku Explainer scale. */
  readonly tenths: number;
  /** Cell that receives a value, or -1. */
  readonly cell: number;
  /** Value placed in `cell` (0 when none). */
  readonly digit: number;
  /** Candidate codes (`cell * 9 + digit − 1`) removed. */
  readonly removals: readonly number[];
  /** For chains: SE's complexity (ancestor count), used to order chain findings; else 0. */
  readonly complexity: number;
  /** Tie-break key between chain findings of equal rating and complexity (SE's kind order). */
  readonly sortKey: number;
  /** Cells of the pattern (for highlights); may be empty. */
  readonly cells: readonly number[];
  /** Units of the pattern (for highlights); may be empty. */
  readonly units: readonly number[];
  /** Digits of the pattern as a 9-bit mask (a set's digits, a fish's digit…); 0 when not told. */
  readonly digits: number;
  /**
   * Simple colouring: how many leading `cells` take the first colour (the rest take the second).
   * Read only by the prose.
   */
  readonly firstColour?: number | undefined;
  /**
   * Cycles and forcing X-/XY-chains: the chain itself, as *potentials* from its start to its
   * conclusion (a candidate code for "is", `729 + code` for "is not"). A cycle starts and ends on
   * the same potential. Recorded from the parents the search keeps anyway; read only by the prose.
   */
  readonly chain?: readonly number[] | undefined;
  /**
   * Nishio, multiple and dynamic forcing chains: the potential each branch assumes (same encoding
   * as {@link Finding.chain}): one for a contradiction, a candidate and its opposite for a double
   * implication, every candidate of a cell or every place of a digit in a unit. The branches
   * themselves are replayed by the prose layer (`branchesOf` in `chains/replay.ts`), so the
   * rating never keeps them.
   */
  readonly assumptions?: readonly number[] | undefined;
  /** Unique loops and BUG: which type (1–4) and what breaks the deadly pattern. */
  readonly uniqueness?: UniquenessDetail | undefined;
  /**
   * A chain found by an inner search of a nested chain finder (on an outer run's what-if grid): the
   * outer run's removed candidates it rests on, as "off" potentials (`chains/nested.ts`).
   */
  readonly ruleParents?: readonly number[] | undefined;
  /** The same chain's identity, to count it once in an outer conclusion (`chains/nested.ts`). */
  readonly chainId?: ChainId | undefined;
}

/**
 * How a unique loop (rectangle) or a bivalue universal grave is broken, for the prose. `digits`
 * are the loop's two digits (loops) or the BUG digits of the extra cells (BUG), as a mask;
 * `extraCells` the cells holding more than the pattern's candidates; `digit` the extra digit one
 * of them must hold (type 2) or the digit locked in them (type 4), else 0; `unit` the unit of a
 * type 3 set or a type 4 lock, else −1; `setCells` the other cells of a type 3 naked set.
 */
export interface UniquenessDetail {
  readonly type: 1 | 2 | 3 | 4;
  readonly digits: number;
  readonly extraCells: readonly number[];
  readonly digit: number;
  readonly unit: number;
  readonly setCells: readonly number[];
}

/**
 * A chain's identity as SE compares chains: the potentials it depends on, target by target, in
 * the order they are walked (`list`, targets separated by −1), and a hash of the list. Nested
 * chain finders compare the chains of inner searches by it (`chains/nested.ts`).
 */
export interface ChainId {
  readonly hash: number;
  readonly list: Int32Array;
}

/**
 * Receives findings. Returns true to stop the search (the caller takes the first finding), false
 * to go on (the dynamic chains collect every instance). `parents` are the removed candidates that
 * justify the finding on a what-if grid, when the finder was given the initial candidates.
 */
export type FindingSink = (finding: Finding, parents: readonly number[] | null) => boolean;

/**
 * A **finder**: streams its findings on `grid` to `sink`, first (or best) first, until the sink
 * returns true (then returns true). Never mutates `grid`. The chaining finders poll `deadline`
 * (the caller's `AbortSignal`, or a `Deadline` when a `timeout` was given) and throw its reason.
 */
export type Finder = (grid: LogicGrid, sink: FindingSink, deadline: Polled | undefined) => boolean;

const NONE: readonly number[] = [];

/**
 * What a finder tells {@link finding}: the technique and what it concludes, by name. Every field
 * but `technique` may be left out: the rating is the technique's base (`BASE_TENTHS`), no
 * placement (`cell` −1, `digit` 0), no removals, no pattern, sort key 0.
 */
export interface FindingFields {
  readonly technique: TechniqueId;
  /** Rating in tenths when it is not the technique's base (a loop's size, a BUG type…). */
  readonly tenths?: number;
  readonly cell?: number;
  readonly digit?: number;
  readonly removals?: readonly number[];
  readonly cells?: readonly number[];
  readonly units?: readonly number[];
  readonly digits?: number;
  readonly sortKey?: number;
}

/** A finding without chain fields, from its named fields (see {@link FindingFields}). */
export function finding(fields: FindingFields): Finding {
  const technique = fields.technique;
  return {
    technique,
    tenths: fields.tenths ?? BASE_TENTHS[technique],
    cell: fields.cell ?? -1,
    digit: fields.digit ?? 0,
    removals: fields.removals ?? NONE,
    complexity: 0,
    sortKey: fields.sortKey ?? 0,
    cells: fields.cells ?? NONE,
    units: fields.units ?? NONE,
    digits: fields.digits ?? 0,
  };
}

/** Applies a finding as SE does: removals first, then the placement. */
export function applyFinding(grid: LogicGrid, f: Finding): void {
  for (const code of f.removals) grid.eliminate(codeCell(code), codeDigit(code));
  if (f.cell >= 0 && grid.values[f.cell] === 0) grid.place(f.cell, f.digit);
}
