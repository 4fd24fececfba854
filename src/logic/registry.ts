/**
 * The hint order: the order in which the logic solver looks for a step, over the one engine's
 * finders (`engine/`, each a stream of findings to a sink), each finding explained by the prose
 * layer (`prose.ts`) as a `SudokuStep`.
 *
 * Cheapest first, in the order a person looks: singles, intersections, subsets, fish, short
 * single-digit patterns and wings, unique rectangles and loops, BUG, colouring, then the chaining
 * finders of the rating (aligned exclusions, cycles and forcing X/XY-chains, Nishio, multiple,
 * dynamic and dynamic (+) forcing chains). Within a family the order follows the base ratings
 * (Sudoku Explainer's scale), so the first step found is also (nearly) the lowest-rated one.
 * Sudoku Explainer's own order over the same finders is `rating/se-order.ts`. Which techniques
 * the hints use, and in which order, is the catalogue's `hint` column (`catalogue.ts`); each
 * technique's finder is its room's (`engine/finders.ts`); this module joins them.
 *
 * The order ends with every chaining finder the rating has, nested forcing chains included, so
 * the hint engine is `stuck` only where the rating is beyond its techniques too. The nested ones
 * run only on a puzzle with one solution (as in Sudoku Explainer, which rates only those): on a
 * board with many, their search would take minutes and decide nothing (the catalogue's `unique`
 * column).
 */
import { CATALOGUE, orderOf, type CatalogueRow, type HintedId } from './catalogue.js';
import type { LogicGrid } from './grid.js';
import { throwIfAborted } from '../internal/args.js';
import type { Polled } from '../internal/deadline.js';
import type { Finder, Finding } from './engine/finding.js';
import type { RoomFinder } from './engine/finders.js';
import { CHAIN_FINDERS } from './engine/chains/producers.js';
import { COLOURING_FINDERS } from './engine/colouring.js';
import { EXCLUSION_FINDERS } from './engine/exclusion.js';
import { FINNED_FISH_FINDERS } from './engine/finned-fish.js';
import { FISH_FINDERS } from './engine/fish.js';
import { INTERSECTION_FINDERS } from './engine/intersections.js';
import { KILLER_FINDERS } from './engine/killer.js';
import { NON_CONSECUTIVE_FINDERS } from './engine/non-consecutive.js';
import { SINGLE_DIGIT_FINDERS } from './engine/single-digit.js';
import { SINGLES_FINDERS } from './engine/singles.js';
import { SUBSET_FINDERS } from './engine/subsets.js';
import { UNIQUENESS_FINDERS } from './engine/uniqueness.js';
import { W_WING_FINDERS } from './engine/w-wing.js';
import { XY_WING_FINDERS } from './engine/xy-wing.js';
import { TECHNIQUE_INFO, type SudokuTechniqueId, type Technique, type TechniqueFinder } from './technique.js';

/**
 * The first finding of `technique` that `scan` reports. `scan` reports findings in its own
 * order; `last` lists the techniques it reports only after every finding of `technique` (so the
 * search stops there: boxes come before rows and columns).
 */
function firstOf(
  scan: Finder,
  technique: SudokuTechniqueId,
  last: readonly SudokuTechniqueId[],
): TechniqueFinder {
  return (grid, deadline) => {
    let found: Finding | null = null;
    scan(
      grid,
      (f) => {
        if (f.technique === technique) found = f;
        return found !== null || last.includes(f.technique);
      },
      deadline,
    );
    return found;
  };
}

/** The first finding of `scan` whose technique is wanted (any when `wanted` is null). */
function firstWanted(scan: Finder, wanted: ReadonlySet<string> | null): TechniqueFinder {
  return (grid, deadline) => {
    let found: Finding | null = null;
    scan(
      grid,
      (f) => {
        if (wanted === null || wanted.has(f.technique)) found = f;
        return found !== null;
      },
      deadline,
    );
    return found;
  };
}

/**
 * The finder of each hinted technique: the rooms' tables (`engine/finders.ts`), merged. The
 * compiler checks that every technique the hints use has one.
 */
export const HINT_FINDERS: Readonly<Record<HintedId, RoomFinder>> = /* @__PURE__ */ hintFinders();

function hintFinders(): Readonly<Record<HintedId, RoomFinder>> {
  return {
    ...SINGLES_FINDERS,
    ...NON_CONSECUTIVE_FINDERS,
    ...KILLER_FINDERS,
    ...INTERSECTION_FINDERS,
    ...SUBSET_FINDERS,
    ...FISH_FINDERS,
    ...FINNED_FISH_FINDERS,
    ...SINGLE_DIGIT_FINDERS,
    ...XY_WING_FINDERS,
    ...W_WING_FINDERS,
    ...UNIQUENESS_FINDERS,
    ...COLOURING_FINDERS,
    ...EXCLUSION_FINDERS,
    ...CHAIN_FINDERS,
  };
}

/** Every technique the hint engine uses, in search order (the catalogue's `hint` column). Frozen. */
export const TECHNIQUES: readonly Technique[] = /* @__PURE__ */ buildTechniques();

/**
 * The hint order's techniques: one per rank of the catalogue's `hint` column, with its room's
 * finder. A rank of several techniques (unique rectangles and loops; the cycles and forcing
 * X-/XY-chains) takes the first finding of any, and can be restricted to some; a finder that
 * serves several ranks (singles, pointing and claiming) stops at the first finding of a later
 * rank's technique; any other takes the first finding of its finder.
 */
function buildTechniques(): readonly Technique[] {
  const places = orderOf('hint');
  const scanOf = (row: CatalogueRow): Finder => HINT_FINDERS[row.id as HintedId].find;
  return Object.freeze(
    places.map((rows, k): Technique => {
      const { id, unique } = rows[0]!;
      const scan = scanOf(rows[0]!);
      const shared = places.flat().filter((row) => row.id !== id && scanOf(row) === scan);
      let find: TechniqueFinder;
      // The first finding of all is the one a room's `best` streams alone (the chains: lowest
      // rating, then complexity, then kind, the earliest among equals), built without the rest.
      if (rows.length > 1 || shared.length === 0)
        find = firstWanted(HINT_FINDERS[id as HintedId].best ?? scan, null);
      else {
        const later = places.slice(k + 1).flat();
        find = firstOf(
          scan,
          id,
          later.filter((row) => scanOf(row) === scan).map((row) => row.id),
        );
      }
      return {
        id,
        find,
        ...(unique === 'assumes' ? { assumesUniqueness: true } : {}),
        ...(unique === 'only' ? { uniqueOnly: true } : {}),
        ...(rows.length > 1
          ? {
              reports: rows.map((row) => row.id),
              restrict: (wanted: ReadonlySet<string>) => firstWanted(scan, wanted),
            }
          : {}),
      };
    }),
  );
}

/**
 * The first finding of the registry's techniques in `grid`, in their order, or null. `deadline`
 * is polled before each technique and inside the chaining finders; once it has passed (or its
 * signal is aborted), its reason is thrown.
 */
export function findFinding(
  grid: LogicGrid,
  techniques: readonly Technique[] = TECHNIQUES,
  deadline?: Polled,
): Finding | null {
  for (const technique of techniques) {
    throwIfAborted(deadline);
    const found = technique.find(grid, deadline);
    if (found !== null) return found;
  }
  return null;
}

/** A technique as users see it: id, name, base score and where the engine uses it. */
export interface SudokuTechniqueInfo {
  /** Stable id. */
  readonly id: SudokuTechniqueId;
  /** Human name. */
  readonly name: string;
  /**
   * Base rating on the Sudoku Explainer scale: the lowest score of a step of this technique
   * (chains and loops add a term for their length).
   */
  readonly score: number;
  /**
   * The same number as {@link SudokuTechniqueInfo.score}.
   * @deprecated Use `score`: "difficulty" names a band (`SudokuDifficulty`). Kept until 1.0.
   */
  readonly difficulty: number;
  /** True when the rating (Sudoku Explainer 1.2.1's order) uses it. */
  readonly rated: boolean;
  /** True when the hint engine (`SudokuLogicSolver`) uses it. */
  readonly hinted: boolean;
}

/**
 * Every technique id of the engine, hints and rating alike, with its name and where it is used:
 * `SUDOKU_TECHNIQUES['x-wing'].name === 'X-Wing'`. Frozen. (`'invalid-board'` and
 * `'contradiction'` are the hint engine's reports about a broken position, not techniques.)
 */
export const SUDOKU_TECHNIQUES: Readonly<Record<SudokuTechniqueId, SudokuTechniqueInfo>> =
  /* @__PURE__ */ buildTechniqueInfos();

/** The technique ids the hint engine uses, in the order it looks for them. Frozen. */
export const SUDOKU_HINT_ORDER: readonly SudokuTechniqueId[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ TECHNIQUES.flatMap((technique) => technique.reports ?? [technique.id]),
);

function buildTechniqueInfos(): Readonly<Record<SudokuTechniqueId, SudokuTechniqueInfo>> {
  return Object.freeze(
    Object.fromEntries(
      CATALOGUE.map(({ id, hint }) => {
        const info = TECHNIQUE_INFO[id];
        const entry: SudokuTechniqueInfo = Object.freeze({
          id,
          name: info.name,
          score: info.score,
          difficulty: info.score,
          rated: info.rated,
          hinted: hint !== null,
        });
        return [id, entry];
      }),
    ) as Record<SudokuTechniqueId, SudokuTechniqueInfo>,
  );
}
