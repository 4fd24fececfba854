/**
 * The vocabulary of techniques (the public ids, names, base ratings) and the contract of the hint
 * order. The techniques themselves, their ratings and orders, are the catalogue's
 * (`catalogue.ts`); this module gives them their public constant and their names.
 *
 * Every technique is found by one finder of the engine (`engine/`), which streams bare findings
 * to a sink, shared with the rating. The hint order (`registry.ts`) wraps each finder as a
 * {@link Technique}: a function from the working grid ({@link LogicGrid}) to the first finding of
 * its technique, or null; the prose layer (`prose.ts`) explains it as a `SudokuStep`. Techniques
 * only read the grid (they never mutate it), and each is sound on its own for any grid whose
 * candidates are a superset of the truth: it does not assume that cheaper techniques were
 * exhausted first.
 *
 * Findings name candidates by candidate code (`cell * 9 + digit − 1`, see grid.ts) and units by
 * unit number (rows 0–8, columns 9–17, boxes 18–26).
 */
import { cellName } from '../board/geometry.js';
import { activeGeometry } from './engine/geometry.js';
import { CATALOGUE, keyedIds, type TechniqueId } from './catalogue.js';
import { codeCell, codeDigit, type LogicGrid } from './grid.js';
import type { Finding } from './engine/finding.js';
import type { Polled } from '../internal/deadline.js';

/**
 * Every technique the engine knows, hints and rating alike, by stable id. Frozen. (The type is
 * spelled out for the API report and the docs; the value is the catalogue's, and the compiler
 * checks that both list the same keys and ids.)
 */
export const SudokuTechniqueId: {
  /** The last empty cell of a row, column or box. */
  readonly FullHouse: 'full-house';
  /** A digit with one place left in a box. */
  readonly HiddenSingleBox: 'hidden-single-box';
  /** A digit with one place left in a row or column. */
  readonly HiddenSingleLine: 'hidden-single-line';
  /** A cell with one candidate left. */
  readonly NakedSingle: 'naked-single';
  /** A digit confined to one row or column of a box (locked candidates, type 1). */
  readonly Pointing: 'pointing';
  /** A digit confined to one box within a row or column (box/line reduction, type 2). */
  readonly Claiming: 'claiming';
  /** Two cells of a unit holding only the same two candidates. */
  readonly NakedPair: 'naked-pair';
  /** Two digits confined to the same two cells of a unit. */
  readonly HiddenPair: 'hidden-pair';
  /** Three cells of a unit holding only three candidates between them. */
  readonly NakedTriple: 'naked-triple';
  /** Three digits confined to the same three cells of a unit. */
  readonly HiddenTriple: 'hidden-triple';
  /** Four cells of a unit holding only four candidates between them. */
  readonly NakedQuad: 'naked-quad';
  /** Four digits confined to the same four cells of a unit. */
  readonly HiddenQuad: 'hidden-quad';
  /** A digit in two rows (or columns) confined to the same two columns (rows). */
  readonly XWing: 'x-wing';
  /** The three-line fish. */
  readonly Swordfish: 'swordfish';
  /** The four-line fish. */
  readonly Jellyfish: 'jellyfish';
  /** An X-Wing with extra candidates (fins) in one box. */
  readonly FinnedXWing: 'finned-x-wing';
  /** A Swordfish with fins in one box. */
  readonly FinnedSwordfish: 'finned-swordfish';
  /** Two linked bivalue "pincers" around a bivalue pivot. */
  readonly XYWing: 'xy-wing';
  /** An XY-Wing whose pivot also holds the eliminated digit. */
  readonly XYZWing: 'xyz-wing';
  /** Two identical bivalue cells joined by a strong link on one of their digits. */
  readonly WWing: 'w-wing';
  /** Two conjugate pairs of a digit sharing one end line. */
  readonly Skyscraper: 'skyscraper';
  /** A conjugate pair in a row and one in a column joined inside a box. */
  readonly TwoStringKite: 'two-string-kite';
  /** A box whose candidates of a digit lie on one row and one column, with a conjugate pair. */
  readonly EmptyRectangle: 'empty-rectangle';
  /** Two-colouring of the conjugate pairs of one digit. */
  readonly SimpleColouring: 'simple-colouring';
  // Sudoku Explainer 1.2.1's own techniques beyond the above (the hints use them too).
  /** Pointing that leaves a digit one place in another box (SE's direct variant: the placement). */
  readonly DirectPointing: 'direct-pointing';
  /** Claiming that leaves a digit one place in another line (SE's direct variant). */
  readonly DirectClaiming: 'direct-claiming';
  /** A hidden pair after which another digit has one place left in the unit. */
  readonly DirectHiddenPair: 'direct-hidden-pair';
  /** A hidden triple after which another digit has one place left in the unit. */
  readonly DirectHiddenTriple: 'direct-hidden-triple';
  /**
   * Under non-consecutive: a cell whose two or three candidates lie within a span of three
   * digits; its orthogonal neighbours lose the digits every candidate rules out there.
   */
  readonly NonConsecutiveForcingCell: 'non-consecutive-forcing-cell';
  /**
   * Under non-consecutive: a digit whose places in a region all touch the same cells; those
   * cells lose the digits next to it.
   */
  readonly LockedNonConsecutive: 'locked-non-consecutive';
  /** SE's unique rectangle (types 1–4; four cells). */
  readonly UniqueRectangle: 'unique-rectangle';
  /** SE's unique loop: a unique rectangle of 6 or more cells, or type 3 with a naked set. */
  readonly UniqueLoop: 'unique-loop';
  /** SE's bivalue universal grave (types 1–4). */
  readonly BivalueUniversalGrave: 'bivalue-universal-grave';
  /** Two cells whose value combinations, checked against common peers, exclude candidates. */
  readonly AlignedPairExclusion: 'aligned-pair-exclusion';
  /** Three cells whose value combinations exclude candidates. */
  readonly AlignedTripletExclusion: 'aligned-triplet-exclusion';
  /** A closed loop of strong and weak links on one digit. */
  readonly XCycle: 'x-cycle';
  /** A closed loop of bivalue cells. */
  readonly YCycle: 'y-cycle';
  /** A closed loop mixing digit and cell links. */
  readonly XYCycle: 'xy-cycle';
  /** A candidate whose chain on one digit leads to its own negation (or is implied both ways). */
  readonly ForcingXChain: 'forcing-x-chain';
  /** The same with chains through bivalue cells too. */
  readonly ForcingXYChain: 'forcing-xy-chain';
  /** Nishio: assuming a candidate, the digit-only dynamic chains reach a contradiction. */
  readonly NishioForcingChain: 'nishio-forcing-chain';
  /** Every candidate of a cell (or place of a digit in a unit) implies the same, by chains. */
  readonly MultipleForcingChain: 'multiple-forcing-chain';
  /** Forcing chains propagated on a what-if grid: contradictions and double implications. */
  readonly DynamicForcingChain: 'dynamic-forcing-chain';
  /** Dynamic forcing chains that also apply intersections, pairs and X-Wings on the what-if grid. */
  readonly DynamicForcingChainPlus: 'dynamic-forcing-chain-plus';
  /** Dynamic forcing chains (+) that also use cycles and forcing chains on the what-if grid. */
  readonly NestedForcingChain: 'nested-forcing-chain';
  /** The same that also use multiple forcing chains on the what-if grid. */
  readonly NestedMultipleForcingChain: 'nested-multiple-forcing-chain';
  /** The same that also use dynamic forcing chains (themselves plain, (+) or nested) on the what-if grid. */
  readonly NestedDynamicForcingChain: 'nested-dynamic-forcing-chain';
  /** Not a technique: the board breaks the rules or has no solution. */
  readonly InvalidBoard: 'invalid-board';
  /** Not a technique: the candidates lost a digit the solution needs. */
  readonly Contradiction: 'contradiction';
} = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ keyedIds<typeof SudokuTechniqueId>(true));

/** One of the values of {@link SudokuTechniqueId}. */
export type SudokuTechniqueId = (typeof SudokuTechniqueId)[keyof typeof SudokuTechniqueId];

/**
 * Ids of 0.1.0 whose techniques are now found by the engine's Sudoku Explainer finders, with the
 * ids that replace them. Not technique ids any more: the logic solver names the replacement when
 * it is given one.
 */
export const RETIRED_TECHNIQUE_IDS: Readonly<Record<string, readonly SudokuTechniqueId[]>> = {
  'unique-rectangle-1': ['unique-rectangle'],
  'unique-rectangle-2': ['unique-rectangle'],
  'unique-rectangle-3': ['unique-rectangle', 'unique-loop'],
  'unique-rectangle-4': ['unique-rectangle'],
  'bug-plus-one': ['bivalue-universal-grave'],
  'x-chain': ['forcing-x-chain', 'x-cycle'],
  'xy-chain': ['forcing-xy-chain', 'y-cycle'],
  'alternating-inference-chain': ['forcing-xy-chain', 'xy-cycle'],
  'contradiction-forcing-chain': ['nishio-forcing-chain', 'dynamic-forcing-chain'],
  'cell-forcing-chain': ['multiple-forcing-chain', 'dynamic-forcing-chain'],
  'unit-forcing-chain': ['multiple-forcing-chain', 'dynamic-forcing-chain'],
};

/** Name and base rating (Sudoku Explainer scale) of a technique. */
export interface TechniqueInfo {
  /** Human name, as in the explanations. */
  readonly name: string;
  /** Rating of the simplest instance; chains and loops add a length term. */
  readonly score: number;
  /** True when the rating (Sudoku Explainer 1.2.1's order) uses it. */
  readonly rated: boolean;
}

/** The name of each technique, as in the explanations. */
const TECHNIQUE_NAMES: Readonly<Record<SudokuTechniqueId, string>> = {
  'full-house': 'Full house',
  'hidden-single-box': 'Hidden single',
  'hidden-single-line': 'Hidden single',
  'naked-single': 'Naked single',
  pointing: 'Pointing',
  claiming: 'Claiming',
  'naked-pair': 'Naked pair',
  'x-wing': 'X-Wing',
  'hidden-pair': 'Hidden pair',
  'naked-triple': 'Naked triple',
  swordfish: 'Swordfish',
  'hidden-triple': 'Hidden triple',
  skyscraper: 'Skyscraper',
  'two-string-kite': 'Two-string kite',
  'empty-rectangle': 'Empty rectangle',
  'xy-wing': 'XY-Wing',
  'finned-x-wing': 'Finned X-Wing',
  'xyz-wing': 'XYZ-Wing',
  'w-wing': 'W-Wing',
  'finned-swordfish': 'Finned Swordfish',
  'naked-quad': 'Naked quad',
  jellyfish: 'Jellyfish',
  'hidden-quad': 'Hidden quad',
  'simple-colouring': 'Simple colouring',
  'invalid-board': 'Invalid board',
  contradiction: 'Contradiction',
  'direct-pointing': 'Direct pointing',
  'direct-claiming': 'Direct claiming',
  'direct-hidden-pair': 'Direct hidden pair',
  'direct-hidden-triple': 'Direct hidden triple',
  'non-consecutive-forcing-cell': 'Non-consecutive forcing cell',
  'locked-non-consecutive': 'Locked non-consecutive',
  'unique-rectangle': 'Unique rectangle',
  'unique-loop': 'Unique loop',
  'bivalue-universal-grave': 'Bivalue universal grave',
  'aligned-pair-exclusion': 'Aligned pair exclusion',
  'x-cycle': 'X-cycle',
  'y-cycle': 'Y-cycle',
  'forcing-x-chain': 'Forcing X-chain',
  'xy-cycle': 'XY-cycle',
  'forcing-xy-chain': 'Forcing XY-chain',
  'aligned-triplet-exclusion': 'Aligned triplet exclusion',
  'nishio-forcing-chain': 'Nishio forcing chain',
  'multiple-forcing-chain': 'Multiple forcing chain',
  'dynamic-forcing-chain': 'Dynamic forcing chain',
  'dynamic-forcing-chain-plus': 'Dynamic forcing chain (+)',
  'nested-forcing-chain': 'Nested forcing chain (+ forcing chains)',
  'nested-multiple-forcing-chain': 'Nested forcing chain (+ multiple forcing chains)',
  'nested-dynamic-forcing-chain': 'Nested forcing chain (+ dynamic forcing chains)',
};

/**
 * Names (above), base ratings and whether the rating uses each technique (the catalogue's
 * `tenths` and `se` columns), in catalogue order.
 */
export const TECHNIQUE_INFO: Readonly<Record<SudokuTechniqueId, TechniqueInfo>> =
  /* @__PURE__ */ buildTechniqueInfo();

function buildTechniqueInfo(): Readonly<Record<SudokuTechniqueId, TechniqueInfo>> {
  // The catalogue's ids are the public ones (`keyedIds` above checks it): indexing the names by
  // them compiles only while that holds.
  const rows: readonly { readonly id: SudokuTechniqueId & TechniqueId; tenths: number; se: number | null }[] =
    CATALOGUE;
  return Object.fromEntries(
    rows.map(({ id, tenths, se }) => [
      id,
      { name: TECHNIQUE_NAMES[id], score: tenths / 10, rated: se !== null },
    ]),
  ) as Record<SudokuTechniqueId, TechniqueInfo>;
}

/**
 * A technique of the hint order: the first finding of its technique in `grid`, or null. Never
 * mutates `grid`. (The engine's finders stream every finding to a sink; see `registry.ts`.) The
 * chaining finders poll `deadline` (the caller's `AbortSignal`, or a `Deadline` with a timeout:
 * `internal/deadline.ts`) and throw its reason once it has passed: a nested search takes seconds
 * on the hardest puzzles.
 */
export type TechniqueFinder = (grid: LogicGrid, deadline?: Polled) => Finding | null;

/** A technique in the registry: its id and its finder. */
export interface Technique {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** The finder (one finder may report several ids, e.g. unique rectangles and loops; this is the first). */
  readonly find: TechniqueFinder;
  /**
   * True for techniques that are sound only when the puzzle has a single solution (the
   * catalogue's `unique: 'assumes'`).
   */
  readonly assumesUniqueness?: boolean;
  /**
   * True for techniques tried only on a puzzle with a single solution, though sound on any: the
   * nested forcing chains, which Sudoku Explainer uses only there, and whose search on a board
   * with many solutions (the empty board) runs for minutes and decides nothing (the catalogue's
   * `unique: 'only'`).
   */
  readonly uniqueOnly?: boolean;
  /** Every id the finder may report, when more than {@link Technique.id}. */
  readonly reports?: readonly SudokuTechniqueId[];
  /** The finder limited to the `wanted` ids among {@link Technique.reports}. */
  readonly restrict?: (wanted: ReadonlySet<string>) => TechniqueFinder;
}

/**
 * `row 4`, `column 2`, `box 5`: a unit for the explanations. Under another rule set, the active
 * geometry's name of its region: `jigsaw region 4`, `the main diagonal`, `window group 2`…
 */
export function unitName(unit: number): string {
  const geo = activeGeometry();
  if (!geo.classic) return geo.unitNames[unit] ?? `region ${unit + 1}`;
  const kind = unit < 9 ? 'row' : unit < 18 ? 'column' : 'box';
  return `${kind} ${(unit % 9) + 1}`;
}

/** `a, b and c`. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** `r4c5, r4c6 and r5c1`. */
export function cellsText(cells: readonly number[]): string {
  return listText(cells.map(cellName));
}

/** `3/7` for a set of digits. */
export function digitsText(digits: readonly number[]): string {
  return digits.join('/');
}

/** `remove 3 from r1c1 and r1c2, and 7 from r2c2`: eliminations grouped by digit. */
export function eliminationText(codes: readonly number[]): string {
  const byDigit = new Map<number, number[]>();
  for (const code of codes) {
    const digit = codeDigit(code);
    let cells = byDigit.get(digit);
    if (cells === undefined) byDigit.set(digit, (cells = []));
    cells.push(codeCell(code));
  }
  // Digits removed from the same cells are named together: `remove 1 and 2 from r8c7`.
  const byCells = new Map<string, number[]>();
  for (const digit of [...byDigit.keys()].sort((a, b) => a - b)) {
    const cells = cellsText(byDigit.get(digit)!.sort((a, b) => a - b));
    let digits = byCells.get(cells);
    if (digits === undefined) byCells.set(cells, (digits = []));
    digits.push(digit);
  }
  const parts = [...byCells].map(([cells, digits]) => `${listText(digits.map(String))} from ${cells}`);
  return `remove ${parts.length > 2 ? parts.join('; ') : parts.join(', and ')}`;
}

/** `a` or `an` before a technique name: `an X-Wing`, `an empty rectangle`, `a unique rectangle`. */
export function article(name: string): string {
  return /^[aeiouxAEIOUX]/.test(name) && !/^uni/i.test(name) ? `an ${name}` : `a ${name}`;
}
