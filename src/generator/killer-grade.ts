/**
 * The killer difficulty scale: a killer puzzle's grade read off the hint engine's path (the steps
 * `SudokuLogicSolver.solve` takes, found here without their prose, so generator bundles carry
 * none).
 *
 * **The grade** is the base score of the hardest technique on the path (each technique's score in
 * the catalogue, `SUDOKU_TECHNIQUES[id].score`: cage combination 2.0, cage forced digit 2.2, the
 * naked single 2.3, innie/outie 2.5, pointing 2.6, …; a killer technique added to the catalogue
 * slots in by its score), with the number of steps of the killer family (cage reasoning) as a
 * second measure inside the lowest grades.
 *
 * **The bands** ({@link KILLER_BANDS}), in tenths of the grade:
 *
 * | difficulty | grade     | what the path needs                                                  |
 * | ---------- | --------- | -------------------------------------------------------------------- |
 * | easy       | ≤ 2.3     | cage combinations, singles, and at most {@link EASY_FORCED} cage forced digits |
 * | medium     | ≤ 2.3     | the same, with more cage forced digits                               |
 * | hard       | 2.4–2.8   | the 45 rule (innies and outies), pointing, claiming                  |
 * | expert     | 2.9–6.1   | subsets, fish, wings and the other classic techniques after them     |
 * | extreme    | ≥ 6.2     | chains (exclusion, cycles, forcing chains)                           |
 *
 * A grade is computed up to a ceiling: the path stops at the first position whose next step
 * (as the hint engine takes it) rates above it, without looking for that step. The hint order
 * tries its techniques from the easiest up (the few exceptions lie above 6.2), so the techniques
 * of a position's list up to the last one rated at most the ceiling are exactly the ones tried
 * before any rated above it: when none of them finds a step, the engine's next step rates above
 * the ceiling (or there is none). That keeps the chains out of every band below extreme.
 */
import { CATALOGUE } from '../logic/catalogue.js';
import { applyFinding } from '../logic/engine/finding.js';
import { activeGeometry, useGeometry, type EngineGeometry } from '../logic/engine/geometry.js';
import { BASE_TENTHS } from '../logic/engine/ratings.js';
import { LogicGrid } from '../logic/grid.js';
import { hintLists, techniquesAt, type HintLists } from '../logic/hint-lists.js';
import { TECHNIQUES, findFinding } from '../logic/registry.js';
import type { Technique } from '../logic/technique.js';
import { throwIfAborted } from '../internal/args.js';
import type { Polled } from '../internal/deadline.js';
import type { SudokuTechniqueId } from '../logic/catalogue.js';
import type { SudokuDifficulty } from './profiles.js';

/** The grade of a killer puzzle on the killer scale (see `docs/variants.md`, "Generating killer puzzles"). Frozen. */
export interface SudokuKillerGrade {
  /** The base score of the hardest technique on the hint engine's path (2.3: singles and cage combinations). */
  readonly score: number;
  /** That technique. */
  readonly hardestTechnique: SudokuTechniqueId;
  /** Steps of the hint engine's path, to the solved grid. */
  readonly steps: number;
  /** Of those, the steps of killer techniques (cage combinations, cage forced digits, innies and outies…). */
  readonly killerSteps: number;
  /** Steps by technique. */
  readonly techniqueCounts: Readonly<Partial<Record<SudokuTechniqueId, number>>>;
}

/** Easy killer puzzles use at most this many cage forced digits (see the module header). */
export const EASY_FORCED = 6;

/**
 * The killer bands, in tenths of the grade (`min`–`max`, inclusive), and for the two lowest the
 * most cage forced digit steps (`forced`, from {@link EASY_FORCED}; `min` for medium).
 */
export const KILLER_BANDS: Readonly<
  Record<
    SudokuDifficulty,
    { readonly min: number; readonly max: number; readonly forced?: readonly [number, number] }
  >
> = /* @__PURE__ */ Object.freeze({
  easy: { min: 0, max: 23, forced: [0, EASY_FORCED] as const },
  medium: { min: 0, max: 23, forced: [EASY_FORCED + 1, 81] as const },
  hard: { min: 24, max: 28 },
  expert: { min: 29, max: 61 },
  extreme: { min: 62, max: 200 },
});

/** The killer difficulty of a grade (`tenths`, `forced`: its cage forced digit steps). */
export function killerBandOf(tenths: number, forced: number): SudokuDifficulty {
  if (tenths <= KILLER_BANDS.easy.max) return forced <= EASY_FORCED ? 'easy' : 'medium';
  if (tenths <= KILLER_BANDS.hard.max) return 'hard';
  if (tenths <= KILLER_BANDS.expert.max) return 'expert';
  return 'extreme';
}

/** The path of a grading: solved or not (stopped at the ceiling, or stuck), and its measures. */
export interface KillerPath {
  /** True when the path reached the solved grid. */
  solved: boolean;
  /** The hardest base rating on the path, in tenths. */
  tenths: number;
  hardest: SudokuTechniqueId;
  steps: number;
  killerSteps: number;
  forced: number;
  counts: Partial<Record<SudokuTechniqueId, number>>;
  /** The candidates of the position where the path stopped (81 masks), when not solved. */
  grid: LogicGrid;
}

let lists: HintLists | undefined;
let killerIds: ReadonlySet<string> | undefined;

/** The base rating, in tenths, of the easiest technique a hint-order entry reports. */
function floorTenths(technique: Technique): number {
  let floor = Infinity;
  for (const id of technique.reports ?? [technique.id])
    floor = Math.min(floor, BASE_TENTHS[id]);
  return floor;
}

/** The techniques of `list` up to the last one whose floor is at most `ceiling` tenths. */
function upTo(list: readonly Technique[], ceiling: number): readonly Technique[] {
  let end = 0;
  for (let i = 0; i < list.length; i++) if (floorTenths(list[i]!) <= ceiling) end = i + 1;
  return end === list.length ? list : list.slice(0, end);
}

/**
 * The hint engine's path from `values` (a killer puzzle under `geo`, one solution) as far as its
 * steps rate at most `ceiling` tenths (see the module header). `deadline` is polled between steps.
 */
export function killerPath(
  values: Uint8Array,
  geo: EngineGeometry,
  ceiling: number,
  deadline: Polled | undefined,
): KillerPath {
  lists ??= hintLists(TECHNIQUES);
  killerIds ??= new Set(CATALOGUE.filter((row) => row.family === 'killer').map((row) => row.id));
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const grid = LogicGrid.fromValues(values, undefined, geo);
    const techniques = upTo(techniquesAt(lists, true, geo), ceiling);
    const path: KillerPath = {
      solved: false,
      tenths: 0,
      hardest: 'full-house',
      steps: 0,
      killerSteps: 0,
      forced: 0,
      counts: {},
      grid,
    };
    for (;;) {
      throwIfAborted(deadline);
      const found = findFinding(grid, techniques, deadline);
      if (found === null) break;
      const id = found.technique;
      const tenths = BASE_TENTHS[id];
      if (tenths > path.tenths) {
        path.tenths = tenths;
        path.hardest = id;
      }
      path.steps++;
      if (killerIds.has(id)) path.killerSteps++;
      if (id === 'cage-forced-digit') path.forced++;
      path.counts[id] = (path.counts[id] ?? 0) + 1;
      applyFinding(grid, found);
    }
    path.solved = grid.values.every((v) => v !== 0);
    return path;
  } finally {
    useGeometry(previous);
  }
}

/** The frozen grade of a solved path. */
export function gradeOf(path: KillerPath): SudokuKillerGrade {
  return Object.freeze({
    score: path.tenths / 10,
    hardestTechnique: path.hardest,
    steps: path.steps,
    killerSteps: path.killerSteps,
    techniqueCounts: Object.freeze({ ...path.counts }),
  });
}
