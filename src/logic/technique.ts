/**
 * The vocabulary of techniques (ids, names, base ratings) and the contract of the hint order.
 *
 * Every technique is found by one finder of the engine (`engine/`), which reports bare findings
 * shared with the rating. The hint order (`registry.ts`) wraps each finder as a {@link Technique}:
 * a function from the working grid ({@link LogicGrid}) to the first step it sees, explained by
 * the prose layer, or null. Techniques only read the grid (they never mutate it), and each is
 * sound on its own for any grid whose candidates are a superset of the truth: it does not assume
 * that cheaper techniques were exhausted first.
 *
 * Steps name candidates by candidate code (`cell * 9 + digit − 1`, see grid.ts) and units by
 * unit number (rows 0–8, columns 9–17, boxes 18–26); the public `SudokuStep` is built from this
 * record at the API boundary (`step.ts`).
 */
import { cellName } from '../board/geometry.js';
import type { LogicGrid } from './grid.js';

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
  readonly difficulty: number;
  /** True when the rating (Sudoku Explainer 1.2.1's order) uses it. */
  readonly rated: boolean;
}

/**
 * Names and base ratings. Ratings of SE 1.2.1 techniques are SE's own (see docs/logic.md); the
 * techniques SE 1.2.1 lacks carry the rating later SE forks or the nearest SE equivalent give them.
 */
export const TECHNIQUE_INFO: Readonly<Record<SudokuTechniqueId, TechniqueInfo>> = {
  'full-house': { name: 'Full house', difficulty: 1.0, rated: true },
  'hidden-single-box': { name: 'Hidden single', difficulty: 1.2, rated: true },
  'hidden-single-line': { name: 'Hidden single', difficulty: 1.5, rated: true },
  'naked-single': { name: 'Naked single', difficulty: 2.3, rated: true },
  pointing: { name: 'Pointing', difficulty: 2.6, rated: true },
  claiming: { name: 'Claiming', difficulty: 2.8, rated: true },
  'naked-pair': { name: 'Naked pair', difficulty: 3.0, rated: true },
  'x-wing': { name: 'X-Wing', difficulty: 3.2, rated: true },
  'hidden-pair': { name: 'Hidden pair', difficulty: 3.4, rated: true },
  'naked-triple': { name: 'Naked triple', difficulty: 3.6, rated: true },
  swordfish: { name: 'Swordfish', difficulty: 3.8, rated: true },
  'hidden-triple': { name: 'Hidden triple', difficulty: 4.0, rated: true },
  skyscraper: { name: 'Skyscraper', difficulty: 4.0, rated: false },
  'two-string-kite': { name: 'Two-string kite', difficulty: 4.1, rated: false },
  'empty-rectangle': { name: 'Empty rectangle', difficulty: 4.2, rated: false },
  'xy-wing': { name: 'XY-Wing', difficulty: 4.2, rated: true },
  'finned-x-wing': { name: 'Finned X-Wing', difficulty: 4.2, rated: false },
  'xyz-wing': { name: 'XYZ-Wing', difficulty: 4.4, rated: true },
  'w-wing': { name: 'W-Wing', difficulty: 4.4, rated: false },
  'finned-swordfish': { name: 'Finned Swordfish', difficulty: 4.8, rated: false },
  'naked-quad': { name: 'Naked quad', difficulty: 5.0, rated: true },
  jellyfish: { name: 'Jellyfish', difficulty: 5.2, rated: true },
  'hidden-quad': { name: 'Hidden quad', difficulty: 5.4, rated: true },
  'simple-colouring': { name: 'Simple colouring', difficulty: 6.5, rated: false },
  'invalid-board': { name: 'Invalid board', difficulty: 0, rated: false },
  contradiction: { name: 'Contradiction', difficulty: 0, rated: false },
  'direct-pointing': { name: 'Direct pointing', difficulty: 1.7, rated: true },
  'direct-claiming': { name: 'Direct claiming', difficulty: 1.9, rated: true },
  'direct-hidden-pair': { name: 'Direct hidden pair', difficulty: 2.0, rated: true },
  'direct-hidden-triple': { name: 'Direct hidden triple', difficulty: 2.5, rated: true },
  'unique-rectangle': { name: 'Unique rectangle', difficulty: 4.5, rated: true },
  'unique-loop': { name: 'Unique loop', difficulty: 4.6, rated: true },
  'bivalue-universal-grave': { name: 'Bivalue universal grave', difficulty: 5.6, rated: true },
  'aligned-pair-exclusion': { name: 'Aligned pair exclusion', difficulty: 6.2, rated: true },
  'x-cycle': { name: 'X-cycle', difficulty: 6.5, rated: true },
  'y-cycle': { name: 'Y-cycle', difficulty: 6.5, rated: true },
  'forcing-x-chain': { name: 'Forcing X-chain', difficulty: 6.6, rated: true },
  'xy-cycle': { name: 'XY-cycle', difficulty: 7.0, rated: true },
  'forcing-xy-chain': { name: 'Forcing XY-chain', difficulty: 7.0, rated: true },
  'aligned-triplet-exclusion': { name: 'Aligned triplet exclusion', difficulty: 7.5, rated: true },
  'nishio-forcing-chain': { name: 'Nishio forcing chain', difficulty: 7.5, rated: true },
  'multiple-forcing-chain': { name: 'Multiple forcing chain', difficulty: 8.0, rated: true },
  'dynamic-forcing-chain': { name: 'Dynamic forcing chain', difficulty: 8.5, rated: true },
  'dynamic-forcing-chain-plus': { name: 'Dynamic forcing chain (+)', difficulty: 9.0, rated: true },
};

/** A step found by a finder, in internal coordinates. The public `SudokuStep` is built from it. */
export interface LogicStep {
  /** Which technique. */
  readonly technique: SudokuTechniqueId;
  /** Rating on the Sudoku Explainer scale (base rating plus any length term). */
  readonly difficulty: number;
  /** Candidate codes that are the solution's digits. */
  readonly placements: readonly number[];
  /** Candidate codes that cannot be the solution's digits. */
  readonly eliminations: readonly number[];
  /** Cells (0–80) to highlight: the pattern. */
  readonly cells: readonly number[];
  /** Candidate codes to highlight: the pattern's candidates. */
  readonly candidates: readonly number[];
  /** Units (0–26) to highlight. */
  readonly units: readonly number[];
  /** One full sentence, cells in r1c1 notation. */
  readonly explanation: string;
  /** The gentle hint: where to look. */
  readonly small: string;
  /** The stronger hint: what to look for. */
  readonly big: string;
}

/** A technique finder: the first step of its technique in `grid`, or null. Never mutates `grid`. */
export type TechniqueFinder = (grid: LogicGrid) => LogicStep | null;

/** A technique in the registry: its id and its finder. */
export interface Technique {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** The finder (one finder may report several ids, e.g. the three fish sizes; this is the first). */
  readonly find: TechniqueFinder;
  /** True for techniques that are sound only when the puzzle has a single solution. */
  readonly assumesUniqueness?: boolean;
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

/** Builds a {@link LogicStep}, filling the technique's base difficulty when none is given. */
export function makeStep(
  technique: SudokuTechniqueId,
  parts: {
    placements?: readonly number[];
    eliminations?: readonly number[];
    cells?: readonly number[];
    candidates?: readonly number[];
    units?: readonly number[];
    explanation: string;
    small: string;
    big: string;
    difficulty?: number;
  },
): LogicStep {
  return {
    technique,
    difficulty: parts.difficulty ?? TECHNIQUE_INFO[technique].difficulty,
    placements: parts.placements ?? [],
    eliminations: parts.eliminations ?? [],
    cells: parts.cells ?? [],
    candidates: parts.candidates ?? [],
    units: parts.units ?? [],
    explanation: parts.explanation,
    small: parts.small,
    big: parts.big,
  };
}
