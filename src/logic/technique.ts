/**
 * The vocabulary of techniques (ids, names, base ratings) and the contract of the hint order.
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
import type { LogicGrid } from './grid.js';
import type { Finding } from './engine/finding.js';
import { BASE_TENTHS } from './engine/ratings.js';

/** Every technique the engine knows, hints and rating alike, by stable id. Frozen. */
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
} = /* @__PURE__ */ Object.freeze({
  FullHouse: 'full-house',
  HiddenSingleBox: 'hidden-single-box',
  HiddenSingleLine: 'hidden-single-line',
  NakedSingle: 'naked-single',
  Pointing: 'pointing',
  Claiming: 'claiming',
  NakedPair: 'naked-pair',
  HiddenPair: 'hidden-pair',
  NakedTriple: 'naked-triple',
  HiddenTriple: 'hidden-triple',
  NakedQuad: 'naked-quad',
  HiddenQuad: 'hidden-quad',
  XWing: 'x-wing',
  Swordfish: 'swordfish',
  Jellyfish: 'jellyfish',
  FinnedXWing: 'finned-x-wing',
  FinnedSwordfish: 'finned-swordfish',
  XYWing: 'xy-wing',
  XYZWing: 'xyz-wing',
  WWing: 'w-wing',
  Skyscraper: 'skyscraper',
  TwoStringKite: 'two-string-kite',
  EmptyRectangle: 'empty-rectangle',
  SimpleColouring: 'simple-colouring',
  DirectPointing: 'direct-pointing',
  DirectClaiming: 'direct-claiming',
  DirectHiddenPair: 'direct-hidden-pair',
  DirectHiddenTriple: 'direct-hidden-triple',
  UniqueRectangle: 'unique-rectangle',
  UniqueLoop: 'unique-loop',
  BivalueUniversalGrave: 'bivalue-universal-grave',
  AlignedPairExclusion: 'aligned-pair-exclusion',
  AlignedTripletExclusion: 'aligned-triplet-exclusion',
  XCycle: 'x-cycle',
  YCycle: 'y-cycle',
  XYCycle: 'xy-cycle',
  ForcingXChain: 'forcing-x-chain',
  ForcingXYChain: 'forcing-xy-chain',
  NishioForcingChain: 'nishio-forcing-chain',
  MultipleForcingChain: 'multiple-forcing-chain',
  DynamicForcingChain: 'dynamic-forcing-chain',
  DynamicForcingChainPlus: 'dynamic-forcing-chain-plus',
  NestedForcingChain: 'nested-forcing-chain',
  NestedMultipleForcingChain: 'nested-multiple-forcing-chain',
  NestedDynamicForcingChain: 'nested-dynamic-forcing-chain',
  InvalidBoard: 'invalid-board',
  Contradiction: 'contradiction',
});

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

/**
 * Names, base ratings (from the one table of ratings, `BASE_TENTHS` in `ratings.ts`) and whether
 * the rating uses each technique.
 */
export const TECHNIQUE_INFO: Readonly<Record<SudokuTechniqueId, TechniqueInfo>> = /* @__PURE__ */ withRatings(
  {
    'full-house': ['Full house', true],
    'hidden-single-box': ['Hidden single', true],
    'hidden-single-line': ['Hidden single', true],
    'naked-single': ['Naked single', true],
    pointing: ['Pointing', true],
    claiming: ['Claiming', true],
    'naked-pair': ['Naked pair', true],
    'x-wing': ['X-Wing', true],
    'hidden-pair': ['Hidden pair', true],
    'naked-triple': ['Naked triple', true],
    swordfish: ['Swordfish', true],
    'hidden-triple': ['Hidden triple', true],
    skyscraper: ['Skyscraper', false],
    'two-string-kite': ['Two-string kite', false],
    'empty-rectangle': ['Empty rectangle', false],
    'xy-wing': ['XY-Wing', true],
    'finned-x-wing': ['Finned X-Wing', false],
    'xyz-wing': ['XYZ-Wing', true],
    'w-wing': ['W-Wing', false],
    'finned-swordfish': ['Finned Swordfish', false],
    'naked-quad': ['Naked quad', true],
    jellyfish: ['Jellyfish', true],
    'hidden-quad': ['Hidden quad', true],
    'simple-colouring': ['Simple colouring', false],
    'invalid-board': ['Invalid board', false],
    contradiction: ['Contradiction', false],
    'direct-pointing': ['Direct pointing', true],
    'direct-claiming': ['Direct claiming', true],
    'direct-hidden-pair': ['Direct hidden pair', true],
    'direct-hidden-triple': ['Direct hidden triple', true],
    'unique-rectangle': ['Unique rectangle', true],
    'unique-loop': ['Unique loop', true],
    'bivalue-universal-grave': ['Bivalue universal grave', true],
    'aligned-pair-exclusion': ['Aligned pair exclusion', true],
    'x-cycle': ['X-cycle', true],
    'y-cycle': ['Y-cycle', true],
    'forcing-x-chain': ['Forcing X-chain', true],
    'xy-cycle': ['XY-cycle', true],
    'forcing-xy-chain': ['Forcing XY-chain', true],
    'aligned-triplet-exclusion': ['Aligned triplet exclusion', true],
    'nishio-forcing-chain': ['Nishio forcing chain', true],
    'multiple-forcing-chain': ['Multiple forcing chain', true],
    'dynamic-forcing-chain': ['Dynamic forcing chain', true],
    'dynamic-forcing-chain-plus': ['Dynamic forcing chain (+)', true],
    'nested-forcing-chain': ['Nested forcing chain (+ forcing chains)', true],
    'nested-multiple-forcing-chain': ['Nested forcing chain (+ multiple forcing chains)', true],
    'nested-dynamic-forcing-chain': ['Nested forcing chain (+ dynamic forcing chains)', true],
  },
);

function withRatings(
  table: Readonly<Record<SudokuTechniqueId, readonly [name: string, rated: boolean]>>,
): Readonly<Record<SudokuTechniqueId, TechniqueInfo>> {
  const info = {} as Record<SudokuTechniqueId, TechniqueInfo>;
  for (const id of Object.keys(table) as SudokuTechniqueId[]) {
    const [name, rated] = table[id];
    info[id] = { name, score: BASE_TENTHS[id] / 10, rated };
  }
  return info;
}

/**
 * A technique of the hint order: the first finding of its technique in `grid`, or null. Never
 * mutates `grid`. (The engine's finders stream every finding to a sink; see `registry.ts`.) The
 * chaining finders poll `signal` (an `AbortSignal` or a deadline, `internal/deadline.ts`) and
 * throw its reason once it is aborted: a nested search takes seconds on the hardest puzzles.
 */
export type TechniqueFinder = (grid: LogicGrid, signal?: AbortSignal) => Finding | null;

/** A technique in the registry: its id and its finder. */
export interface Technique {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** The finder (one finder may report several ids, e.g. the three fish sizes; this is the first). */
  readonly find: TechniqueFinder;
  /** True for techniques that are sound only when the puzzle has a single solution. */
  readonly assumesUniqueness?: boolean;
  /**
   * True for techniques tried only on a puzzle with a single solution, though sound on any: the
   * nested forcing chains, which Sudoku Explainer uses only there, and whose search on a board
   * with many solutions (the empty board) runs for minutes and decides nothing.
   */
  readonly uniqueOnly?: boolean;
  /** Every id the finder may report, when more than {@link Technique.id}. */
  readonly reports?: readonly SudokuTechniqueId[];
  /** The finder limited to the `wanted` ids among {@link Technique.reports}. */
  readonly restrict?: (wanted: ReadonlySet<string>) => TechniqueFinder;
}

/** `row 4`, `column 2`, `box 5`: a unit for the explanations. */
export function unitName(unit: number): string {
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
    const digit = (code % 9) + 1;
    let cells = byDigit.get(digit);
    if (cells === undefined) byDigit.set(digit, (cells = []));
    cells.push((code / 9) | 0);
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
