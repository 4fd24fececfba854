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

/** A list of the hint order's techniques, split once for the kinds of position. */
export interface HintLists {
  readonly all: readonly Technique[];
  /** Without the uniqueness techniques: for a position with several solutions. */
  readonly general: readonly Technique[];
  /**
   * The same two lists without the non-consecutive rule's and the killer cages' own techniques,
   * for every other rule set: their finders find nothing there, and calling them at every step
   * past the singles cost the hint engine about 5 % on classic puzzles.
   */
  readonly allNoNc: readonly Technique[];
  readonly generalNoNc: readonly Technique[];
  /** The first two lists without the killer cages' own techniques, for non-consecutive rules. */
  readonly allNc: readonly Technique[];
  readonly generalNc: readonly Technique[];
}

const CLASSIC_ONLY: ReadonlySet<string> = /* @__PURE__ */ new Set(
  /* @__PURE__ */ Object.entries(HINT_FINDERS).flatMap(([id, room]) =>
    room.classicOnly === true ? [id] : [],
  ),
);

function familyOf(technique: Technique): string | undefined {
  return CATALOGUE.find((row) => row.id === technique.id)?.family;
}

/** Splits `all` (a sub-list of the hint order) for the kinds of position. */
export function hintLists(all: readonly Technique[]): HintLists {
  const general = all.filter(
    (technique) => technique.assumesUniqueness !== true && technique.uniqueOnly !== true,
  );
  const noNc = (list: readonly Technique[]): readonly Technique[] =>
    list.filter((technique) => {
      const family = familyOf(technique);
      return family !== 'non-consecutive' && family !== 'killer';
    });
  const noKiller = (list: readonly Technique[]): readonly Technique[] =>
    list.filter((technique) => familyOf(technique) !== 'killer');
  return {
    all,
    general,
    allNoNc: noNc(all),
    generalNoNc: noNc(general),
    allNc: noKiller(all),
    generalNc: noKiller(general),
  };
}

/** The techniques of `lists` to try under `geo`: the uniqueness ones only when `unique`. */
export function techniquesAt(lists: HintLists, unique: boolean, geo: EngineGeometry): readonly Technique[] {
  let techniques = geo.nonConsecutive
    ? unique
      ? lists.allNc
      : lists.generalNc
    : unique
      ? lists.allNoNc
      : lists.generalNoNc;
  if (geo.killer !== null) {
    // Under killer cages the digits are not interchangeable (a swap changes the cages' sums):
    // the uniqueness techniques are unsound there. The nested forcing chains are left out too:
    // on the killer fixture's five puzzles that the killer techniques do not finish, the
    // candidates stay wide and each nested search ran past 20 s, where the order without them
    // answers `stuck` in 40–710 ms (the killer techniques they lack are missing, not chains).
    const base = geo.nonConsecutive ? lists.all : lists.allNoNc;
    techniques = (unique ? lists.all : lists.general).filter(
      (t) =>
        t.assumesUniqueness !== true &&
        t.uniqueOnly !== true &&
        (base.includes(t) || familyOf(t) === 'killer'),
    );
  }
  if (!geo.classic)
    techniques = techniques.filter((t) => !(t.reports ?? [t.id]).some((id) => CLASSIC_ONLY.has(id)));
  return techniques;
}

let everyTechnique: HintLists | undefined;

/**
 * The techniques the hint engine (every technique) uses on the way from `values` (a puzzle with
 * one solution under `geo`) to the end or to where it is stuck: the ids of its path's steps, as
 * `new SudokuLogicSolver().solve(board)` takes them, without explaining them. `deadline` is
 * polled between steps and inside the chain searches.
 */
export function hintPathUses(
  values: Uint8Array,
  geo: EngineGeometry,
  deadline: Polled | undefined,
): Set<string> {
  everyTechnique ??= hintLists(TECHNIQUES);
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const grid = LogicGrid.fromValues(values, undefined, geo);
    const techniques = techniquesAt(everyTechnique, true, geo);
    const used = new Set<string>();
    for (;;) {
      throwIfAborted(deadline);
      const found = findFinding(grid, techniques, deadline);
      if (found === null) return used;
      used.add(found.technique);
      applyFinding(grid, found);
    }
  } finally {
    useGeometry(previous);
  }
}
