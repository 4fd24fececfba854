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
 * the hints use, and in which order, is the catalogue's `hint` column (`catalogue.ts`); this
 * module gives each its finder.
 *
 * The order ends with every chaining finder the rating has, nested forcing chains included, so
 * the hint engine is `stuck` only where the rating is beyond its techniques too. The nested ones
 * run only on a puzzle with one solution (as in Sudoku Explainer, which rates only those): on a
 * board with many, their search would take minutes and decide nothing (the catalogue's `unique`
 * column).
 */
import { CATALOGUE, orderOf, type HintedId } from './catalogue.js';
import type { LogicGrid } from './grid.js';
import { throwIfAborted } from '../internal/args.js';
import type { Polled } from '../internal/deadline.js';
import { cycleAndForcingChains, multipleChains } from './engine/chains/producers.js';
import type { MultipleMode } from './engine/chains/propagator.js';
import { alignedExclusion } from './engine/exclusion.js';
import { fish } from './engine/fish.js';
import { locking } from './engine/intersections.js';
import { hiddenSingles, nakedSingles } from './engine/singles.js';
import { hiddenSets, nakedSets } from './engine/subsets.js';
import { xyWing } from './engine/xy-wing.js';
import { simpleColouring } from './engine/colouring.js';
import { finnedFish } from './engine/finned-fish.js';
import { lockedNonConsecutive, nonConsecutiveForcingCells } from './engine/non-consecutive.js';
import { emptyRectangles, skyscrapers, twoStringKites } from './engine/single-digit.js';
import { wWings } from './engine/w-wing.js';
import type { Finder, Finding, FindingSink } from './engine/finding.js';
import { bivalueUniversalGrave, uniqueLoops } from './engine/uniqueness.js';
import { TECHNIQUE_INFO, type SudokuTechniqueId, type Technique, type TechniqueFinder } from './technique.js';

/**
 * The first finding of `technique` that one of the engine's finders reports. `scan` reports
 * findings in its own order; `last` lists the techniques it reports only after every finding of
 * `technique` (so the search stops there: boxes come before rows and columns).
 */
function firstOf(
  scan: (grid: LogicGrid, sink: FindingSink) => boolean,
  technique: SudokuTechniqueId,
  last: readonly SudokuTechniqueId[] = [],
): TechniqueFinder {
  return (grid) => {
    let found: Finding | null = null;
    scan(grid, (f) => {
      if (f.technique === technique) found = f;
      return found !== null || last.includes(f.technique);
    });
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

/** The engine's pointing and claiming (not the direct variants), as a streaming finder. */
function lockingScan(grid: LogicGrid, sink: FindingSink): boolean {
  return locking(grid, false, sink);
}

/** The engine's naked sets of `degree` cells, as a streaming finder. */
function nakedScan(degree: number): (grid: LogicGrid, sink: FindingSink) => boolean {
  return (grid, sink) => nakedSets(grid, degree, sink);
}

/**
 * The engine's hidden sets of `degree` digits (not the direct variants), as a streaming finder.
 * As in SE, only units with more than 2 × `degree` empty cells are searched: in a smaller unit
 * the hidden set is the complement of a naked set of at most `degree` cells, found before it.
 */
function hiddenScan(degree: number): (grid: LogicGrid, sink: FindingSink) => boolean {
  return (grid, sink) => hiddenSets(grid, degree, false, sink);
}

/** The engine's basic fish of `degree` lines (base rows, then base columns), as a streaming finder. */
function fishScan(degree: number): (grid: LogicGrid, sink: FindingSink) => boolean {
  return (grid, sink) => fish(grid, degree, sink);
}

/** The engine's XY-Wings (or with `xyz`, XYZ-Wings), pivots in reading order, as a streaming finder. */
function wingScan(xyz: boolean): (grid: LogicGrid, sink: FindingSink) => boolean {
  return (grid, sink) => xyWing(grid, xyz, sink);
}

/** The engine's finned fish of `degree` base lines (base rows, then base columns), as a streaming finder. */
function finnedScan(degree: number): (grid: LogicGrid, sink: FindingSink) => boolean {
  return (grid, sink) => finnedFish(grid, degree, sink);
}

/** One of the rating's multiple-chain finders (the first mode that finds anything) as a hint finder. */
function chainFinder(...modes: MultipleMode[]): HintFinder {
  return {
    find: firstWanted(
      (grid, sink, deadline) => modes.some((mode) => multipleChains(grid, mode, sink, deadline)),
      null,
    ),
  };
}

/** The engine's cycles and forcing X-/XY-chains, as a finder. */
function cycleScan(grid: LogicGrid, sink: FindingSink, deadline: Polled | undefined): boolean {
  return cycleAndForcingChains(grid, sink, deadline);
}

/**
 * A hinted technique's finder; `restrict`, for a finder that reports several techniques, limits
 * it to the wanted ones.
 */
interface HintFinder {
  readonly find: TechniqueFinder;
  readonly restrict?: (wanted: ReadonlySet<string>) => TechniqueFinder;
}

/** The unique rectangles and loops, one finder for both. */
const UNIQUE_LOOPS: HintFinder = {
  find: /* @__PURE__ */ firstWanted(uniqueLoops, null),
  restrict: (wanted) => firstWanted(uniqueLoops, wanted),
};

/** The cycles and forcing X-/XY-chains, one finder for the five. */
const CYCLES: HintFinder = {
  find: /* @__PURE__ */ firstWanted(cycleScan, null),
  restrict: (wanted) => firstWanted(cycleScan, wanted),
};

/**
 * The finder of each hinted technique. The catalogue (`catalogue.ts`, column `hint`) says which
 * techniques the hints use and in which order; the techniques of one place share one finder,
 * which reports them all (a test checks that they do).
 */
export const HINT_FINDERS: Readonly<Record<HintedId, HintFinder>> = {
  // Singles: the engine's finders (SE's scan order: full houses, then boxes, rows, columns).
  'full-house': {
    find: /* @__PURE__ */ firstOf(hiddenSingles, 'full-house', ['hidden-single-box', 'hidden-single-line']),
  },
  'hidden-single-box': {
    find: /* @__PURE__ */ firstOf(hiddenSingles, 'hidden-single-box', ['hidden-single-line']),
  },
  'hidden-single-line': { find: /* @__PURE__ */ firstOf(hiddenSingles, 'hidden-single-line') },
  'naked-single': { find: /* @__PURE__ */ firstOf(nakedSingles, 'naked-single') },
  // Under non-consecutive only (the finders return at once under other rules).
  'non-consecutive-forcing-cell': {
    find: /* @__PURE__ */ firstOf(nonConsecutiveForcingCells, 'non-consecutive-forcing-cell'),
  },
  'locked-non-consecutive': { find: /* @__PURE__ */ firstOf(lockedNonConsecutive, 'locked-non-consecutive') },
  // Intersections: the engine's (SE's order: every pointing before any claiming).
  pointing: { find: /* @__PURE__ */ firstOf(lockingScan, 'pointing', ['claiming']) },
  claiming: { find: /* @__PURE__ */ firstOf(lockingScan, 'claiming') },
  'naked-pair': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ nakedScan(2), 'naked-pair') },
  'x-wing': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ fishScan(2), 'x-wing') },
  'hidden-pair': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ hiddenScan(2), 'hidden-pair') },
  'naked-triple': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ nakedScan(3), 'naked-triple') },
  swordfish: { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ fishScan(3), 'swordfish') },
  'hidden-triple': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ hiddenScan(3), 'hidden-triple') },
  skyscraper: { find: /* @__PURE__ */ firstOf(skyscrapers, 'skyscraper') },
  'two-string-kite': { find: /* @__PURE__ */ firstOf(twoStringKites, 'two-string-kite') },
  'empty-rectangle': { find: /* @__PURE__ */ firstOf(emptyRectangles, 'empty-rectangle') },
  'xy-wing': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ wingScan(false), 'xy-wing') },
  'finned-x-wing': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ finnedScan(2), 'finned-x-wing') },
  'xyz-wing': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ wingScan(true), 'xyz-wing') },
  'w-wing': { find: /* @__PURE__ */ firstOf(wWings, 'w-wing') },
  'unique-rectangle': UNIQUE_LOOPS,
  'unique-loop': UNIQUE_LOOPS,
  'finned-swordfish': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ finnedScan(3), 'finned-swordfish') },
  'naked-quad': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ nakedScan(4), 'naked-quad') },
  jellyfish: { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ fishScan(4), 'jellyfish') },
  'hidden-quad': { find: /* @__PURE__ */ firstOf(/* @__PURE__ */ hiddenScan(4), 'hidden-quad') },
  'bivalue-universal-grave': { find: /* @__PURE__ */ firstWanted(bivalueUniversalGrave, null) },
  'simple-colouring': { find: /* @__PURE__ */ firstOf(simpleColouring, 'simple-colouring') },
  // The rating's finders beyond the hint families, so that hints go as far as the rating.
  'aligned-pair-exclusion': {
    find: /* @__PURE__ */ firstWanted((grid, sink) => alignedExclusion(grid, 2, sink), null),
  },
  'x-cycle': CYCLES,
  'y-cycle': CYCLES,
  'forcing-x-chain': CYCLES,
  'xy-cycle': CYCLES,
  'forcing-xy-chain': CYCLES,
  'aligned-triplet-exclusion': {
    find: /* @__PURE__ */ firstWanted((grid, sink) => alignedExclusion(grid, 3, sink), null),
  },
  'nishio-forcing-chain': /* @__PURE__ */ chainFinder('nishio'),
  'multiple-forcing-chain': /* @__PURE__ */ chainFinder('multiple'),
  'dynamic-forcing-chain': /* @__PURE__ */ chainFinder('dynamic'),
  'dynamic-forcing-chain-plus': /* @__PURE__ */ chainFinder('dynamicPlus'),
  'nested-forcing-chain': /* @__PURE__ */ chainFinder('nested'),
  'nested-multiple-forcing-chain': /* @__PURE__ */ chainFinder('nestedMultiple'),
  'nested-dynamic-forcing-chain': /* @__PURE__ */ chainFinder(
    'nestedDynamic',
    'nestedDynamicPlus',
    'nestedDynamicNested',
    'nestedDynamicNestedMultiple',
  ),
};

/** Every technique the hint engine uses, in search order (the catalogue's `hint` column). Frozen. */
export const TECHNIQUES: readonly Technique[] = /* @__PURE__ */ buildTechniques();

function buildTechniques(): readonly Technique[] {
  return Object.freeze(
    orderOf('hint').map((rows): Technique => {
      const { id, unique } = rows[0]!;
      const { find, restrict } = HINT_FINDERS[id as HintedId];
      return {
        id,
        find,
        ...(unique === 'assumes' ? { assumesUniqueness: true } : {}),
        ...(unique === 'only' ? { uniqueOnly: true } : {}),
        ...(rows.length > 1 ? { reports: rows.map((row) => row.id) } : {}),
        ...(restrict !== undefined ? { restrict } : {}),
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
