/**
 * The catalogue of techniques: every technique the engine knows, once, as data. Internal, but for
 * the public constants at its end; a leaf module (it imports nothing), so the engine, the rating
 * and the hints all read it without a cycle.
 *
 * Each row says what the rest of the library derives: the stable id (and from it the key of the
 * public `SudokuTechniqueId` constant, {@link KeyOf}), the family, the base rating in tenths
 * (`BASE_TENTHS`, `engine/ratings.ts`), the rank in the hint order (`registry.ts`) and in
 * Sudoku Explainer's order (`rating/se-order.ts`), and whether it needs a puzzle with one
 * solution. Which finder reports a technique is its room's (`engine/`: each room exports its
 * finders by id); names and sentences are the prose side's (`prose-names.ts`, keyed by id), so a
 * bundle that rates but never explains carries no sentence.
 *
 * The public constants `SudokuTechniqueId` and the deprecated `SudokuRatingTechnique` spell their
 * type out (the API report and the docs read the declaration), so they are declared here, beside
 * the rows, and the compiler checks that they list the rows' ids: a row added without its key
 * (or a key without its row) does not compile. See CONTRIBUTING.md, "Adding a technique".
 *
 * The rows are in the order of the public `SUDOKU_TECHNIQUES` table.
 */

/**
 * A technique's family: the kind of pattern it finds (`'cycles'`: the cycles and the forcing X-
 * and XY-chains, one search; `'report'`: not a technique, the hint engine's report about a
 * broken position).
 */
export type TechniqueFamily =
  | 'singles'
  | 'intersections'
  | 'subsets'
  | 'fish'
  | 'wings'
  | 'single-digit'
  | 'colouring'
  | 'uniqueness'
  | 'exclusion'
  | 'cycles'
  | 'forcing-chains'
  | 'nested-chains'
  | 'non-consecutive'
  | 'killer'
  | 'report';

/**
 * Whether a technique needs a puzzle with one solution: `false` for any board; `'assumes'` for
 * the techniques sound only then (unique loops, BUG); `'only'` for those sound on any board but
 * tried only then (the nested forcing chains, as in Sudoku Explainer: on a board with many
 * solutions their search runs for minutes and decides nothing). The hints and the rating skip
 * both kinds on a board with several solutions.
 */
export type UniqueSolution = false | 'assumes' | 'only';

/** One row of the catalogue. */
export interface TechniqueRow {
  /** Stable id (a `SudokuTechniqueId`). */
  readonly id: string;
  /** The family. */
  readonly family: TechniqueFamily;
  /** Base rating on the Sudoku Explainer scale, in tenths (17 = 1.7): the lowest a finding has. */
  readonly tenths: number;
  /**
   * Rank in the hint order, or null when the hints do not use it: the hints try the ranks in
   * increasing order (gaps mean nothing: a row can take a rank between two others); rows of one
   * rank are reported by one finder, tried once.
   */
  readonly hint: number | null;
  /** Rank in Sudoku Explainer 1.2.1's order (as `hint`), or null when the rating does not use it. */
  readonly se: number | null;
  /** Whether it needs a puzzle with one solution. */
  readonly unique: UniqueSolution;
}

/** Every technique, once. Ratings: docs/rating.md (SE 1.2.1's, or the nearest equivalent's). */
// prettier-ignore
export const CATALOGUE = [
  { id: 'full-house', family: 'singles', tenths: 10, hint: 1, se: 1, unique: false },
  { id: 'hidden-single-box', family: 'singles', tenths: 12, hint: 2, se: 1, unique: false },
  { id: 'hidden-single-line', family: 'singles', tenths: 15, hint: 3, se: 1, unique: false },
  { id: 'naked-single', family: 'singles', tenths: 23, hint: 4, se: 4, unique: false },
  { id: 'pointing', family: 'intersections', tenths: 26, hint: 7, se: 8, unique: false },
  { id: 'claiming', family: 'intersections', tenths: 28, hint: 8, se: 8, unique: false },
  { id: 'naked-pair', family: 'subsets', tenths: 30, hint: 9, se: 9, unique: false },
  { id: 'x-wing', family: 'fish', tenths: 32, hint: 10, se: 10, unique: false },
  { id: 'hidden-pair', family: 'subsets', tenths: 34, hint: 11, se: 11, unique: false },
  { id: 'naked-triple', family: 'subsets', tenths: 36, hint: 12, se: 12, unique: false },
  { id: 'swordfish', family: 'fish', tenths: 38, hint: 13, se: 13, unique: false },
  { id: 'hidden-triple', family: 'subsets', tenths: 40, hint: 14, se: 14, unique: false },
  { id: 'skyscraper', family: 'single-digit', tenths: 40, hint: 15, se: null, unique: false },
  { id: 'two-string-kite', family: 'single-digit', tenths: 41, hint: 16, se: null, unique: false },
  { id: 'empty-rectangle', family: 'single-digit', tenths: 42, hint: 17, se: null, unique: false },
  { id: 'xy-wing', family: 'wings', tenths: 42, hint: 18, se: 15, unique: false },
  { id: 'finned-x-wing', family: 'fish', tenths: 42, hint: 19, se: null, unique: false },
  { id: 'xyz-wing', family: 'wings', tenths: 44, hint: 20, se: 16, unique: false },
  { id: 'w-wing', family: 'wings', tenths: 44, hint: 21, se: null, unique: false },
  { id: 'finned-swordfish', family: 'fish', tenths: 48, hint: 23, se: null, unique: false },
  { id: 'naked-quad', family: 'subsets', tenths: 50, hint: 24, se: 18, unique: false },
  { id: 'jellyfish', family: 'fish', tenths: 52, hint: 25, se: 19, unique: false },
  { id: 'hidden-quad', family: 'subsets', tenths: 54, hint: 26, se: 20, unique: false },
  { id: 'simple-colouring', family: 'colouring', tenths: 65, hint: 28, se: null, unique: false },
  { id: 'invalid-board', family: 'report', tenths: 0, hint: null, se: null, unique: false },
  { id: 'contradiction', family: 'report', tenths: 0, hint: null, se: null, unique: false },
  { id: 'direct-pointing', family: 'intersections', tenths: 17, hint: null, se: 2, unique: false },
  { id: 'direct-claiming', family: 'intersections', tenths: 19, hint: null, se: 2, unique: false },
  { id: 'direct-hidden-pair', family: 'subsets', tenths: 20, hint: null, se: 3, unique: false },
  { id: 'direct-hidden-triple', family: 'subsets', tenths: 25, hint: null, se: 7, unique: false },
  { id: 'unique-rectangle', family: 'uniqueness', tenths: 45, hint: 22, se: 17, unique: 'assumes' },
  { id: 'unique-loop', family: 'uniqueness', tenths: 46, hint: 22, se: 17, unique: 'assumes' },
  { id: 'bivalue-universal-grave', family: 'uniqueness', tenths: 56, hint: 27, se: 21, unique: 'assumes' },
  { id: 'aligned-pair-exclusion', family: 'exclusion', tenths: 62, hint: 29, se: 22, unique: false },
  { id: 'x-cycle', family: 'cycles', tenths: 65, hint: 30, se: 23, unique: false },
  { id: 'y-cycle', family: 'cycles', tenths: 65, hint: 30, se: 23, unique: false },
  { id: 'forcing-x-chain', family: 'cycles', tenths: 66, hint: 30, se: 23, unique: false },
  { id: 'xy-cycle', family: 'cycles', tenths: 70, hint: 30, se: 23, unique: false },
  { id: 'forcing-xy-chain', family: 'cycles', tenths: 70, hint: 30, se: 23, unique: false },
  { id: 'aligned-triplet-exclusion', family: 'exclusion', tenths: 75, hint: 31, se: 24, unique: false },
  { id: 'nishio-forcing-chain', family: 'forcing-chains', tenths: 75, hint: 32, se: 25, unique: false },
  { id: 'multiple-forcing-chain', family: 'forcing-chains', tenths: 80, hint: 33, se: 26, unique: false },
  { id: 'dynamic-forcing-chain', family: 'forcing-chains', tenths: 85, hint: 34, se: 27, unique: false },
  { id: 'dynamic-forcing-chain-plus', family: 'forcing-chains', tenths: 90, hint: 35, se: 28, unique: false },
  { id: 'nested-forcing-chain', family: 'nested-chains', tenths: 95, hint: 36, se: 29, unique: 'only' },
  { id: 'nested-multiple-forcing-chain', family: 'nested-chains', tenths: 100, hint: 37, se: 30, unique: 'only' },
  { id: 'nested-dynamic-forcing-chain', family: 'nested-chains', tenths: 105, hint: 38, se: 31, unique: 'only' },
  { id: 'non-consecutive-forcing-cell', family: 'non-consecutive', tenths: 24, hint: 5, se: 5, unique: false },
  { id: 'locked-non-consecutive', family: 'non-consecutive', tenths: 25, hint: 6, se: 6, unique: false },
  // The killer scale (Sudoku Explainer rates no killer puzzle): 2.0–2.5 for one cage's arithmetic
  // and one region's single innie, run right after the singles; 2.7–3.4 for the sums carried over
  // a group of regions or from one region into a cage, each placed in the hint order after the
  // classic techniques scored below it (pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2,
  // hidden pair 3.4), so that a puzzle's hardest step is not a killer one where a cheaper classic
  // one would do.
  { id: 'cage-combination', family: 'killer', tenths: 20, hint: 6.1, se: null, unique: false },
  { id: 'cage-forced-digit', family: 'killer', tenths: 22, hint: 6.2, se: null, unique: false },
  { id: 'innie-outie', family: 'killer', tenths: 25, hint: 6.3, se: null, unique: false },
  { id: 'innie-outie-group', family: 'killer', tenths: 27, hint: 7.5, se: null, unique: false },
  { id: 'cage-unit-interaction', family: 'killer', tenths: 28, hint: 8.5, se: null, unique: false },
  { id: 'virtual-cage', family: 'killer', tenths: 30, hint: 9.5, se: null, unique: false },
  { id: 'innie-outie-difference', family: 'killer', tenths: 32, hint: 10.5, se: null, unique: false },
  { id: 'cage-split', family: 'killer', tenths: 34, hint: 11.5, se: null, unique: false },
] as const;

/** A row of the catalogue, with its literal types. */
export type CatalogueRow = (typeof CATALOGUE)[number];

/** Every technique id: the same union as the public `SudokuTechniqueId`. */
export type TechniqueId = CatalogueRow['id'];

/** The ids of a family (or of several). */
export type FamilyId<F extends TechniqueFamily> = Extract<CatalogueRow, { readonly family: F }>['id'];

/** The ids the hints use. */
export type HintedId = Extract<CatalogueRow, { readonly hint: number }>['id'];

/** The ids the rating (Sudoku Explainer's order) uses. */
export type RatedId = Extract<CatalogueRow, { readonly se: number }>['id'];

/** A word of an id in a key: capitalised, the chain letters (X, Y, W, XY, XYZ) in capitals. */
type KeyWord<W extends string> = W extends 'x' | 'y' | 'w' | 'xy' | 'xyz' ? Uppercase<W> : Capitalize<W>;

/** The key of an id in the public constants: `'xy-wing'` → `'XYWing'`, `'full-house'` → `'FullHouse'`. */
export type KeyOf<Id extends string> = Id extends `${infer Head}-${infer Rest}`
  ? `${KeyWord<Head>}${KeyOf<Rest>}`
  : KeyWord<Id>;

/** {@link KeyOf} at run time. */
export function keyOf(id: string): string {
  let key = '';
  for (const word of id.split('-'))
    key += /^(?:x|y|w|xy|xyz)$/.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
  return key;
}

/** The catalogue's ids by their key: the value of the public `SudokuTechniqueId`. */
export type KeyedIds = { readonly [R in CatalogueRow as KeyOf<R['id']>]: R['id'] };

/** The rated ids by their key: the techniques of the deprecated `SudokuRatingTechnique`. */
export type KeyedRatedIds = {
  readonly [R in Extract<CatalogueRow, { readonly se: number }> as KeyOf<R['id']>]: R['id'];
};

/**
 * The ids by key, in catalogue order, typed as `T`: a public constant that spells its type out
 * (the API report asks for that) passes its own type, and the argument is `true` only when `T` has
 * every key of the catalogue and no other, so that a row added without its key (or the reverse)
 * does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the argument is a check for the compiler
export function keyedIds<T extends KeyedIds>(_exact: KeyedIds extends T ? true : false): T {
  return Object.fromEntries(CATALOGUE.map((row) => [keyOf(row.id), row.id])) as T;
}

/** The rated ids by key, in Sudoku Explainer's order; the argument as in {@link keyedIds}. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the same
export function keyedRatedIds<T extends KeyedRatedIds>(_exact: KeyedRatedIds extends T ? true : false): T {
  return Object.fromEntries(orderOf('se').flatMap((rows) => rows.map((row) => [keyOf(row.id), row.id]))) as T;
}

/**
 * An order of the catalogue (`'hint'` or `'se'`) as the finders it runs: one array of rows per
 * rank, by increasing rank, each in catalogue order. Called once per order, at load.
 */
export function orderOf(order: 'hint' | 'se'): readonly (readonly CatalogueRow[])[] {
  // Typed as rows here, so that a row that is not one does not compile.
  const rows: readonly (CatalogueRow & TechniqueRow)[] = CATALOGUE;
  const ranks = new Set<number>();
  for (const row of rows) if (row[order] !== null) ranks.add(row[order]);
  return [...ranks].sort((a, b) => a - b).map((rank) => rows.filter((row) => row[order] === rank));
}

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
  /**
   * Under killer rules: the digit sets left for a cage, given its candidates and its placed
   * digits; its cells lose the digits of no set.
   */
  readonly CageCombination: 'cage-combination';
  /**
   * Under killer rules: a digit every set left for a cage holds; the cells outside the cage that
   * see all its places in the cage lose it.
   */
  readonly CageForcedDigit: 'cage-forced-digit';
  /**
   * Under killer rules, the 45 rule: a region whose cages all lie inside it but one cell (an
   * innie) or cover it and one cell more (an outie): that cell's digit is forced.
   */
  readonly InnieOutie: 'innie-outie';
  /**
   * Under killer rules, the 45 rule over a group of 2–3 adjacent rows or columns or 2 boxes side
   * by side: one innie or one outie, whose digit is forced.
   */
  readonly InnieOutieGroup: 'innie-outie-group';
  /**
   * Under killer rules: a unit's digit that can go only in one cage; that cage keeps only the
   * digit sets holding it.
   */
  readonly CageUnitInteraction: 'cage-unit-interaction';
  /**
   * Under killer rules, the 45 rule: innies (or outies) of several cells, of a region or a
   * group, add up to a known number: a cage of their own.
   */
  readonly VirtualCage: 'virtual-cage';
  /**
   * Under killer rules, the 45 rule: innies minus outies of a region or a group is a known
   * number.
   */
  readonly InnieOutieDifference: 'innie-outie-difference';
  /**
   * Under killer rules: a cage crossing a region (or group) whose other cells' sums are known;
   * its part outside adds up to its sum minus what the part inside must make.
   */
  readonly CageSplit: 'cage-split';
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
 * Techniques the rating applies (SE 1.2.1's set), by stable id.
 *
 * @deprecated Every id is a {@link SudokuTechniqueId}; `SUDOKU_TECHNIQUES[id].rated` tells which
 * the rating uses. Kept for code written against the first vocabulary.
 */
export const SudokuRatingTechnique: {
  readonly FullHouse: 'full-house';
  readonly HiddenSingleBox: 'hidden-single-box';
  readonly HiddenSingleLine: 'hidden-single-line';
  readonly DirectPointing: 'direct-pointing';
  readonly DirectClaiming: 'direct-claiming';
  readonly DirectHiddenPair: 'direct-hidden-pair';
  readonly NakedSingle: 'naked-single';
  readonly NonConsecutiveForcingCell: 'non-consecutive-forcing-cell';
  readonly LockedNonConsecutive: 'locked-non-consecutive';
  readonly DirectHiddenTriple: 'direct-hidden-triple';
  readonly Pointing: 'pointing';
  readonly Claiming: 'claiming';
  readonly NakedPair: 'naked-pair';
  readonly XWing: 'x-wing';
  readonly HiddenPair: 'hidden-pair';
  readonly NakedTriple: 'naked-triple';
  readonly Swordfish: 'swordfish';
  readonly HiddenTriple: 'hidden-triple';
  readonly XYWing: 'xy-wing';
  readonly XYZWing: 'xyz-wing';
  readonly UniqueRectangle: 'unique-rectangle';
  readonly UniqueLoop: 'unique-loop';
  readonly NakedQuad: 'naked-quad';
  readonly Jellyfish: 'jellyfish';
  readonly HiddenQuad: 'hidden-quad';
  readonly BivalueUniversalGrave: 'bivalue-universal-grave';
  readonly AlignedPairExclusion: 'aligned-pair-exclusion';
  readonly XCycle: 'x-cycle';
  readonly YCycle: 'y-cycle';
  readonly ForcingXChain: 'forcing-x-chain';
  readonly XYCycle: 'xy-cycle';
  readonly ForcingXYChain: 'forcing-xy-chain';
  readonly AlignedTripletExclusion: 'aligned-triplet-exclusion';
  readonly NishioForcingChain: 'nishio-forcing-chain';
  readonly MultipleForcingChain: 'multiple-forcing-chain';
  readonly DynamicForcingChain: 'dynamic-forcing-chain';
  readonly DynamicForcingChainPlus: 'dynamic-forcing-chain-plus';
  /** SE's nested forcing chains, level 2 (9.5): cycles and forcing chains on the what-if grid. */
  readonly NestedForcingChain: 'nested-forcing-chain';
  /** Level 3 (10.0): multiple forcing chains on the what-if grid too. */
  readonly NestedMultipleForcingChain: 'nested-multiple-forcing-chain';
  /** Level 4 (10.5): dynamic forcing chains, plain, (+) or nested, on the what-if grid. */
  readonly NestedDynamicForcingChain: 'nested-dynamic-forcing-chain';
  /** Not a technique: nothing to do (a full board) or no solution. */
  readonly None: 'none';
  /** Not a technique: the puzzle needs more than the rating's techniques. */
  readonly Beyond: 'beyond';
} = /* @__PURE__ */ ratingTechniques();

/** The rated techniques, in Sudoku Explainer's order (the catalogue's, checked against the type). */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- the deprecated constant's own value
function ratingTechniques(): typeof SudokuRatingTechnique {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the same
  const rated = keyedRatedIds<Omit<typeof SudokuRatingTechnique, 'None' | 'Beyond'>>(true);
  return Object.freeze({ ...rated, None: 'none', Beyond: 'beyond' });
}

/**
 * A rating's technique: a {@link SudokuTechniqueId}, or `'none'` (nothing to do, or no solution)
 * or `'beyond'` (the puzzle needs more than the rating's techniques).
 *
 * @deprecated Use `SudokuTechniqueId | 'none' | 'beyond'` (the type of `hardestTechnique`).
 */
export type SudokuRatingTechnique = SudokuTechniqueId | 'none' | 'beyond';
