/**
 * The catalogue of techniques: every technique the engine knows, once, as data. Internal; a leaf
 * module (it imports nothing), so the engine, the rating and the hints all read it without a
 * cycle.
 *
 * Each row says what the rest of the library derives: the stable id (and from it the key of the
 * public `SudokuTechniqueId` constant, {@link KeyOf}), the family, the base rating in tenths
 * (`BASE_TENTHS`, `engine/ratings.ts`), the place in the hint order (`registry.ts`) and in
 * Sudoku Explainer's order (`rating/se-order.ts`), and whether it needs a puzzle with one
 * solution. Rows that share a place in an order are found by one finder, which reports them all
 * (`unique-rectangle` and `unique-loop`). Names and sentences are not here: they are the prose
 * side's (`TECHNIQUE_NAMES` in `technique.ts`, keyed by id), so a bundle that rates but never
 * explains carries no sentence.
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
  /** Place (1-based) in the hint order, or null when the hints do not use it. */
  readonly hint: number | null;
  /** Place (1-based) in Sudoku Explainer 1.2.1's order, or null when the rating does not use it. */
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
] as const;

/** A row of the catalogue, with its literal types. */
export type CatalogueRow = (typeof CATALOGUE)[number];

/** Every technique id: the same union as the public `SudokuTechniqueId`. */
export type TechniqueId = CatalogueRow['id'];

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
 * every key of the catalogue and no other, so that a row added here without its key there (or
 * the reverse) does not compile.
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
 * place, in order, each in catalogue order.
 */
export function orderOf(order: 'hint' | 'se'): readonly (readonly CatalogueRow[])[] {
  const places: CatalogueRow[][] = [];
  // Typed as rows here, so that a row that is not one does not compile.
  const rows: readonly (CatalogueRow & TechniqueRow)[] = CATALOGUE;
  for (const row of rows) {
    const place = row[order];
    if (place === null) continue;
    (places[place - 1] ??= []).push(row);
  }
  return places;
}
