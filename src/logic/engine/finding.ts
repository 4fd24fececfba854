/**
 * The one contract of the technique engine: a **finding**, the bare record every finder reports,
 * shared by the rating (which replays Sudoku Explainer's order) and the hints (which explain a
 * finding in sentences, `prose.ts`). Internal.
 *
 * A finding says what a technique concludes and nothing more: the placement (`cell`, `digit`),
 * the candidates removed, the pattern that justifies it (a {@link Pattern}, by family), its
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

/**
 * One step a finder saw, as a bare record: what the rating and the orders read (the technique,
 * its rating, the placement, the removals, a chain's complexity and sort key, and for inner
 * chains of nested finders the parents and identity), and the {@link Pattern} that justifies it,
 * read only by the prose.
 */
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
  /** The pattern, by family (see {@link Pattern}); read only by the prose. */
  readonly pattern: Pattern;
  /**
   * A chain found by an inner search of a nested chain finder (on an outer run's what-if grid): the
   * outer run's removed candidates it rests on, as "off" potentials (`chains/nested.ts`).
   */
  readonly ruleParents?: readonly number[] | undefined;
  /** The same chain's identity, to count it once in an outer conclusion (`chains/nested.ts`). */
  readonly chainId?: ChainId | undefined;
}

// =============================================================================================
// Patterns: one kind per shape of pattern. A family of the catalogue (`catalogue.ts`) has one
// kind, or one per shape when its techniques' patterns differ (the single-digit patterns, the
// wings, loops and BUG, the chains). Each kind has its explainer in the prose (`prose.ts`, a map
// the compiler checks complete). Cells are numbered 0–80, units as everywhere in the engine,
// a `digit` is 1–9, `digits` a 9-bit set of digits.

/**
 * Full house and hidden single (`unit`: the unit whose last place of the digit the placement
 * is), naked single (`unit` −1). The placement is the finding's.
 */
export interface SinglePattern {
  readonly kind: 'single';
  readonly unit: number;
}

/**
 * Pointing and claiming, direct or not: in `base` the places of `digit` (`cells`) all lie in
 * `cover`, which holds no other. Direct: then `digit` has one place left in `then` (the
 * finding's placement), else `then` is −1. `cover` is −1 for Sudoku Explainer's generalized
 * intersection under variant rules (every cell that sees all the places loses the digit), which
 * only the dynamic chains use.
 */
export interface IntersectionPattern {
  readonly kind: 'intersection';
  readonly digit: number;
  readonly base: number;
  readonly cover: number;
  readonly cells: readonly number[];
  readonly then: number;
}

/**
 * Naked and hidden sets, direct hidden sets: `cells` of `unit` hold the `digits` (naked: no
 * other digit; hidden: no other place of them). A direct hidden set's placement is the finding's.
 */
export interface SubsetPattern {
  readonly kind: 'subset';
  readonly naked: boolean;
  readonly unit: number;
  readonly cells: readonly number[];
  readonly digits: number;
}

/**
 * Basic and finned fish: in the `base` lines (all rows or all columns), `digit` lies only in the
 * `cover` lines, apart from the `fins` (cells, all in one box; none for a basic fish). The
 * pattern's cells (the digit's places in the base lines) are read from the grid by the prose.
 */
export interface FishPattern {
  readonly kind: 'fish';
  readonly digit: number;
  readonly base: readonly number[];
  readonly cover: readonly number[];
  readonly fins: readonly number[];
}
/** XY-Wing and XYZ-Wing: a bivalue `pivot` and two `pincers`, one of which is `digit`. */
export interface WingPattern {
  readonly kind: 'wing';
  readonly digit: number;
  readonly pivot: number;
  readonly pincers: readonly [number, number];
}

/**
 * W-Wing: two `cells` hold the same pair of `digits`, and `digit` (one of the pair) lies in `unit`
 * only in the two `ends`, the first seeing the first cell and the second the second; so one of
 * the cells holds the pair's other digit.
 */
export interface WWingPattern {
  readonly kind: 'w-wing';
  readonly digits: number;
  readonly cells: readonly [number, number];
  readonly digit: number;
  readonly unit: number;
  readonly ends: readonly [number, number];
}

/**
 * Skyscraper: two parallel `lines` hold `digit` only twice, their `bases` on one cross line;
 * one of the `tops` (in the same order) holds it.
 */
export interface SkyscraperPattern {
  readonly kind: 'skyscraper';
  readonly digit: number;
  readonly lines: readonly [number, number];
  readonly bases: readonly [number, number];
  readonly tops: readonly [number, number];
}

/**
 * Two-string kite: `row` and `column` hold `digit` only twice, one place of each in `box` (the
 * unit), `inBox` (the row's, then the column's); one of the `ends` (the row's, then the
 * column's) holds it.
 */
export interface KitePattern {
  readonly kind: 'kite';
  readonly digit: number;
  readonly row: number;
  readonly column: number;
  readonly box: number;
  readonly inBox: readonly [number, number];
  readonly ends: readonly [number, number];
}

/**
 * Empty rectangle: in `box` (the unit) `digit` lies on one row and one column (`boxCells`), and
 * `line` holds it only in `near` (on the box's row or column) and `far`; the one removal is where
 * `far`'s line meets the box's other line.
 */
export interface EmptyRectanglePattern {
  readonly kind: 'empty-rectangle';
  readonly digit: number;
  readonly box: number;
  readonly boxCells: readonly number[];
  readonly line: number;
  readonly near: number;
  readonly far: number;
}

/**
 * Simple colouring: the conjugate pairs of `digit` through a cluster take two `colours` (the
 * first the colour of the cluster's first cell, each ascending); a wrap removes one colour, a
 * trap the cells that see both.
 */
export interface ColouringPattern {
  readonly kind: 'colouring';
  readonly digit: number;
  readonly colours: readonly [readonly number[], readonly number[]];
}

/**
 * How a unique loop (rectangle) or a bivalue universal grave is broken, for the prose. `digits`:
 * the loop's two digits (loops) or the BUG digits of the extra cells (BUG); `extraCells` the
 * cells holding more than the pattern's candidates; `digit` the extra digit one of them must hold
 * (type 2) or the digit locked in them (type 4), else 0; `unit` the unit of a type 3 set or a type
 * 4 lock, else −1; `setCells` the other cells of a type 3 naked set, else none.
 */
export interface UniquenessDetail {
  readonly type: 1 | 2 | 3 | 4;
  readonly digits: number;
  readonly extraCells: readonly number[];
  readonly digit: number;
  readonly unit: number;
  readonly setCells: readonly number[];
}

/** Unique rectangle and unique loop: the loop's `cells` in order, and how it is broken. */
export interface LoopPattern extends UniquenessDetail {
  readonly kind: 'loop';
  readonly cells: readonly number[];
}

/** Bivalue universal grave: how it is broken (its extra cells are {@link UniquenessDetail.extraCells}). */
export interface BugPattern extends UniquenessDetail {
  readonly kind: 'bug';
}

/**
 * Aligned pair and triplet exclusions: the `base` cells (two or three) and the `excluders`, the
 * cells that see them all, in Sudoku Explainer's peer order of the first base cell.
 */
export interface AlignedPattern {
  readonly kind: 'aligned';
  readonly base: readonly number[];
  readonly excluders: readonly number[];
}

/**
 * X-, Y- and XY-cycles: the cycle as *potentials* (a candidate code for "is", `729 + code` for
 * "is not"), starting and ending on the same potential, and its `cells` (from the closing link
 * back). Recorded from the parents the search keeps anyway.
 */
export interface CyclePattern {
  readonly kind: 'cycle';
  readonly cells: readonly number[];
  readonly chain: readonly number[];
}

/** Forcing X- and XY-chains: the chain as potentials from its assumption to its conclusion, and its cells. */
export interface ChainPattern {
  readonly kind: 'chain';
  readonly cells: readonly number[];
  readonly chain: readonly number[];
}

/**
 * Nishio, multiple and dynamic forcing chains, nested or not: the potential each branch assumes
 * (encoded as {@link CyclePattern.chain}): one for a contradiction, a candidate and its opposite
 * for a double implication, every candidate of a cell or every place of a digit in `unit` (else
 * −1). `cells`: the assumed cell (with the conclusion's for a double implication), or the
 * unit's places. The branches themselves are replayed by the prose layer (`branchesOf` in
 * `chains/replay.ts`), so the rating never keeps them.
 */
export interface ForcingPattern {
  readonly kind: 'forcing';
  readonly cells: readonly number[];
  readonly unit: number;
  readonly assumptions: readonly number[];
}

/**
 * Non-consecutive forcing cell: whatever `cell` holds, the cells next to it cannot hold the
 * `digits`.
 */
export interface NonConsecutiveCellPattern {
  readonly kind: 'non-consecutive-cell';
  readonly cell: number;
  readonly digits: number;
}

/** Locked non-consecutive: in `unit`, `digit` can go only in `cells`. */
export interface NonConsecutiveLockPattern {
  readonly kind: 'non-consecutive-lock';
  readonly digit: number;
  readonly unit: number;
  readonly cells: readonly number[];
}

/**
 * A killer cage's combinations: cage `cage` (its `cells`, adding up to `sum`) can hold only the
 * digit sets `sets` (9-bit masks); `digit` is the digit every set holds (0 for the removals of
 * digits no set holds).
 */
export interface CagePattern {
  readonly kind: 'cage';
  readonly cage: number;
  readonly cells: readonly number[];
  readonly sum: number;
  readonly sets: readonly number[];
  readonly digit: number;
}

/**
 * The 45 rule: the `cages` wholly inside `unit` leave `cell` out of it (an innie), or the cages
 * that meet `unit` cover it and `cell` outside it (an outie).
 */
export interface InnieOutiePattern {
  readonly kind: 'innie-outie';
  readonly unit: number;
  readonly cages: readonly number[];
  readonly cell: number;
  readonly outie: boolean;
}

/**
 * The 45 rule over a group of regions (`units`): the `whole` cages inside, the crossing cages
 * counted by their cells inside (`inner`) or by their sums (`outer`); the digits of `innies`
 * minus those of `outies` add up to `total` (45 per region minus the sums counted).
 */
export interface KillerSumPattern {
  readonly kind: 'killer-sum';
  readonly units: readonly number[];
  readonly whole: readonly number[];
  readonly inner: readonly number[];
  readonly outer: readonly number[];
  readonly innies: readonly number[];
  readonly outies: readonly number[];
  readonly total: number;
}

/**
 * A cage/unit interaction: in `unit`, `digit` can go only in cells of cage `cage` (its `cells`,
 * adding up to `sum`), which can then hold only the digit sets `sets` (those holding `digit`).
 */
export interface CageUnitPattern {
  readonly kind: 'cage-unit';
  readonly unit: number;
  readonly digit: number;
  readonly cage: number;
  readonly cells: readonly number[];
  readonly sum: number;
  readonly sets: readonly number[];
}

/** The pattern of a finding, tagged by its kind. */
export type Pattern =
  | SinglePattern
  | IntersectionPattern
  | SubsetPattern
  | FishPattern
  | WingPattern
  | WWingPattern
  | SkyscraperPattern
  | KitePattern
  | EmptyRectanglePattern
  | ColouringPattern
  | LoopPattern
  | BugPattern
  | AlignedPattern
  | CyclePattern
  | ChainPattern
  | ForcingPattern
  | NonConsecutiveCellPattern
  | NonConsecutiveLockPattern
  | CagePattern
  | InnieOutiePattern
  | KillerSumPattern
  | CageUnitPattern;

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
 * What a finder tells {@link finding}: the technique, what it concludes and its pattern, by name.
 * Every other field may be left out: the rating is the technique's base (`BASE_TENTHS`), no
 * placement (`cell` −1, `digit` 0), no removals, sort key 0.
 */
export interface FindingFields {
  readonly technique: TechniqueId;
  /** Rating in tenths when it is not the technique's base (a loop's size, a BUG type…). */
  readonly tenths?: number;
  readonly cell?: number;
  readonly digit?: number;
  readonly removals?: readonly number[];
  readonly sortKey?: number;
  readonly pattern: Pattern;
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
    pattern: fields.pattern,
  };
}

/** Applies a finding as SE does: removals first, then the placement. */
export function applyFinding(grid: LogicGrid, f: Finding): void {
  for (const code of f.removals) grid.eliminate(codeCell(code), codeDigit(code));
  if (f.cell >= 0 && grid.values[f.cell] === 0) grid.place(f.cell, f.digit);
}
