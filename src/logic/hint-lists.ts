/**
 * Which techniques of the hint order run at a position: the uniqueness techniques only where the
 * position has one solution, the non-consecutive and killer techniques only under their rules,
 * the classic-only ones only under the classic rules (see {@link techniquesAt}). Shared by
 * `SudokuLogicSolver` and by the generator's check of a puzzle's hint path
 * ({@link hintPathUses}), which needs the order without the prose: the hint order's steps are
 * explained only where a user sees them.
 */
import { CATALOGUE } from './catalogue.js';
import { applyFinding } from './engine/finding.js';
import { activeGeometry, useGeometry, type EngineGeometry } from './engine/geometry.js';
import { LogicGrid } from './grid.js';
import { HINT_FINDERS, TECHNIQUES, findFinding } from './registry.js';
import type { Technique } from './technique.js';
import { throwIfAborted } from '../internal/args.js';
import type { Polled } from '../internal/deadline.js';

/**
 * A list of the hint order's techniques, filtered once for each kind of position met (a solver's
 * lists are built on first use of a kind; the kind's bits are those of {@link techniquesAt}).
 */
export interface HintLists {
  readonly all: readonly Technique[];
  readonly byKind: (readonly Technique[] | undefined)[];
}

const ONE_SOLUTION = 1;
const NON_CONSECUTIVE = 2;
const KILLER = 4;
const VARIANT = 8;

const CLASSIC_ONLY: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ Object.entries(HINT_FINDERS).flatMap(([id, room]) =>
    room.classicOnly === true ? [id] : [],
  ),
);

let families: ReadonlyMap<string, string> | undefined;

function familyOf(technique: Technique): string | undefined {
  families ??= new Map(CATALOGUE.map((row) => [row.id, row.family]));
  return families.get(technique.id);
}

/**
 * Whether `technique` runs at a position of `kind`:
 *
 * - the non-consecutive rule's and the killer cages' own techniques only under their rules (their
 *   finders find nothing elsewhere, and calling them at every step past the singles cost the hint
 *   engine about 5 % on classic puzzles);
 * - the uniqueness techniques only on a position with one solution, and never under killer
 *   cages: the digits are not interchangeable there (a swap changes the cages' sums). The nested
 *   forcing chains (which run only with one solution) are left out under cages too: on the five
 *   killer fixture puzzles that need the sums of groups of regions, with only the single-region
 *   killer techniques, the candidates stayed wide and each nested search ran past 20 s (the
 *   killer techniques they lacked were missing, not chains);
 * - the classic-only ones (rooms marked `classicOnly`) only under the classic rules.
 */
function runsAt(technique: Technique, kind: number): boolean {
  const family = familyOf(technique);
  if (family === 'non-consecutive' && (kind & NON_CONSECUTIVE) === 0) return false;
  if (family === 'killer' && (kind & KILLER) === 0) return false;
  if (technique.assumesUniqueness === true || technique.uniqueOnly === true) {
    if ((kind & ONE_SOLUTION) === 0 || (kind & KILLER) !== 0) return false;
  }
  if ((kind & VARIANT) !== 0 && (technique.reports ?? [technique.id]).some((id) => CLASSIC_ONLY.has(id)))
    return false;
  return true;
}

/** The lists of `all` (a sub-list of the hint order), built per kind of position on first use. */
export function hintLists(all: readonly Technique[]): HintLists {
  return { all, byKind: [] };
}

/** The techniques of `lists` to try under `geo`: the uniqueness ones only when `unique`. */
export function techniquesAt(lists: HintLists, unique: boolean, geo: EngineGeometry): readonly Technique[] {
  const kind =
    (unique ? ONE_SOLUTION : 0) |
    (geo.nonConsecutive ? NON_CONSECUTIVE : 0) |
    (geo.killer !== null ? KILLER : 0) |
    (geo.classic ? 0 : VARIANT);
  return (lists.byKind[kind] ??= lists.all.filter((technique) => runsAt(technique, kind)));
}

let everyTechnique: HintLists | undefined;

/**
 * The techniques the hint engine (every technique) uses on the way from `values` (a puzzle with
 * one solution under `geo`) to the end or to where it is stuck: each id of its path's steps with
 * the index (0-based) of its first step, as `new SudokuLogicSolver().solve(board)` takes them,
 * without explaining them. With `stopAt`, the path ends at the first step of one of those ids (the
 * rest of the path is not searched). With `lists` (a sub-list of the hint order, see
 * {@link hintLists}), only its techniques are tried: the path ends where none of them moves on.
 * `deadline` is polled between steps and inside the chain searches.
 */
export function hintPathUses(
  values: Uint8Array,
  geo: EngineGeometry,
  deadline: Polled | undefined,
  stopAt?: ReadonlySet<string>,
  lists?: HintLists,
): Map<string, number> {
  everyTechnique ??= hintLists(TECHNIQUES);
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const grid = LogicGrid.fromValues(values, undefined, geo);
    const techniques = techniquesAt(lists ?? everyTechnique, true, geo);
    const used = new Map<string, number>();
    for (let index = 0; ; index++) {
      throwIfAborted(deadline);
      const found = findFinding(grid, techniques, deadline);
      if (found === null) return used;
      if (!used.has(found.technique)) used.set(found.technique, index);
      if (stopAt?.has(found.technique) === true) return used;
      applyFinding(grid, found);
    }
  } finally {
    useGeometry(previous);
  }
}
