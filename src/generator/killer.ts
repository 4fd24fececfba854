/**
 * Killer generation (`generate({ killer: true })`): a seeded solution grid under the base rules,
 * cut into cages whose sums are read off it, no givens; unique, solved to the end by the hint
 * engine, and graded on the killer scale (`./killer-grade.ts`).
 *
 * **An attempt** draws a solution grid (the classic fill, or the variant rules' fill with a drawn
 * jigsaw layout when asked), then cages ({@link drawCages}): each cage starts at the free cell
 * with the fewest free neighbours (so that few cells are left alone) and grows, one random free
 * neighbour at a time whose digit the cage does not hold yet, to a size drawn from
 * {@link SIZE_WEIGHTS} (2: 30 %, 3: 36 %, 4: 24 %, 5: 10 %); a cell left alone joins a
 * neighbouring cage of at most four cells that lacks its digit, the smallest first. Measured on
 * the generated puzzles (test/generator/killer.test.ts): about 1 single-cell cage a puzzle, and
 * most cages of 2–4 cells.
 *
 * **Moves** then follow, each on the cages of the attempt (at most {@link MOVES} of them):
 *
 * - not unique (a count to 2 with the solver): a second solution is found (the solver's first
 *   solution, or that of the mirrored puzzle, digit d read as 10 − d, a sum s of n cells as
 *   10n − s); a cell where it differs from the grid moves into a neighbouring cage that lacks its
 *   digit (both sums change, the sizes stay near), else its cage is split in two connected parts.
 *   When neither solution differs from the grid, new cages are drawn on the same grid;
 * - the hint engine stops before the end or needs a technique above the band (see
 *   `killerPath`): a cage with an unsolved cell where it stopped is split in two;
 * - graded below the band: two neighbouring cages whose digits are distinct merge (at most
 *   {@link MAX_MERGED} cells).
 *
 * Every random choice is drawn from the call's source, so a seed gives one puzzle on every runtime.
 */
import { boardFromStorage } from '../board/board.js';
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import { SudokuError } from '../errors.js';
import { throwIfAborted } from '../internal/args.js';
import { geometryOf } from '../logic/engine/geometry.js';
import { CAGE_COMBO_START, SUM_KEYS } from '../rules/cages.js';
import { SudokuRules, rulesTables } from '../rules/rule-set.js';
import { RulesEngine } from '../solver/rules-engine.js';
import { fillGrid, type Draw } from './full-grid.js';
import {
  gradeOf,
  KILLER_BANDS,
  killerBandOf,
  killerPath,
  type KillerPath,
  type SudokuKillerGrade,
} from './killer-grade.js';
import type { GenerationPlan, SudokuPuzzle } from './plan.js';
import type { SudokuDifficulty } from './profiles.js';
import { VariantGrids } from './variant.js';

/** A generated killer puzzle: no givens, its rules with the cages, its grade. Frozen. */
export interface SudokuKillerPuzzle extends SudokuPuzzle {
  /** The killer rules: the base rules (with a drawn jigsaw layout, that layout) and the cages. */
  readonly rules: SudokuRules;
  /** The killer band that holds the grade (the one asked for, with `difficulty`). */
  readonly difficulty: SudokuDifficulty;
  /** The grade on the killer scale: the hint engine's path, its hardest technique and its steps. */
  readonly grade: SudokuKillerGrade;
  /** Attempts made, this one included (each a new grid and new cages). */
  readonly attempts: number;
}

/**
 * Relative weights (out of 100) of the sizes 1–5 a new cage aims at, by killer band (see the
 * module header): smaller cages for the easier bands.
 */
export const SIZE_WEIGHTS: Readonly<Record<SudokuDifficulty, readonly number[]>> = {
  easy: [0, 45, 35, 15, 5],
  medium: [0, 42, 36, 17, 5],
  hard: [0, 30, 36, 24, 10],
  expert: [0, 25, 35, 27, 13],
  extreme: [0, 25, 35, 27, 13],
};
const WEIGHT_TOTAL = 100;
/** The most cells of a cage a cell moves into, or two cages merge into. */
const MAX_MERGED = 5;
/** Moves (repairs, splits, merges) of one attempt at most. */
const MOVES = 40;
/** Splits of one attempt at most (the puzzle gets easier with each). */
const MAX_SPLITS = 14;

/** The orthogonal neighbours of each cell. */
const NEIGHBOURS: readonly (readonly number[])[] = /* @__PURE__ */ Array.from(
  { length: CELL_COUNT },
  (_, cell) => {
    const r = (cell / SIZE) | 0;
    const c = cell % SIZE;
    const out: number[] = [];
    if (r > 0) out.push(cell - SIZE);
    if (c > 0) out.push(cell - 1);
    if (c < SIZE - 1) out.push(cell + 1);
    if (r < SIZE - 1) out.push(cell + SIZE);
    return out;
  },
);

/** Whether `cells` (distinct) are orthogonally connected. */
export function connected(cells: readonly number[]): boolean {
  if (cells.length <= 1) return cells.length === 1;
  const seen = new Set<number>([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    for (const n of NEIGHBOURS[stack.pop()!]!) {
      if (!seen.has(n) && cells.includes(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === cells.length;
}

function sumOf(cells: readonly number[], grid: Uint8Array): number {
  let sum = 0;
  for (const cell of cells) sum += grid[cell]!;
  return sum;
}

function digitsOf(cells: readonly number[], grid: Uint8Array): number {
  let mask = 0;
  for (const cell of cells) mask |= 1 << grid[cell]!;
  return mask;
}

function ownerOf(cages: readonly (readonly number[])[]): Int16Array {
  const owner = new Int16Array(CELL_COUNT).fill(-1);
  cages.forEach((cells, k) => {
    for (const cell of cells) owner[cell] = k;
  });
  return owner;
}

/** Random cages covering the grid, none repeating a digit of `grid` (see the module header). */
export function drawCages(grid: Uint8Array, draw: Draw, weights: readonly number[]): number[][] {
  const owner = new Int16Array(CELL_COUNT).fill(-1);
  const cages: number[][] = [];
  const free = (cell: number): number => {
    let n = 0;
    for (const m of NEIGHBOURS[cell]!) if (owner[m]! < 0) n++;
    return n;
  };
  for (let placed = 0; placed < CELL_COUNT;) {
    let start = -1;
    let fewest = 5;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (owner[cell]! >= 0) continue;
      const n = free(cell);
      if (n < fewest) {
        fewest = n;
        start = cell;
      }
    }
    let pick = draw(WEIGHT_TOTAL);
    let target = 1;
    while (pick >= weights[target - 1]!) pick -= weights[target++ - 1]!;
    const k = cages.length;
    const cage = [start];
    owner[start] = k;
    let mask = 1 << grid[start]!;
    while (cage.length < target) {
      const options: number[] = [];
      for (const cell of cage)
        for (const n of NEIGHBOURS[cell]!)
          if (owner[n]! < 0 && (mask & (1 << grid[n]!)) === 0 && !options.includes(n)) options.push(n);
      if (options.length === 0) break;
      const next = options[draw(options.length)]!;
      owner[next] = k;
      mask |= 1 << grid[next]!;
      cage.push(next);
    }
    placed += cage.length;
    cages.push(cage);
  }
  // A cell left alone joins the smallest neighbouring cage (of at most four cells) that lacks its digit.
  for (let k = 0; k < cages.length; k++) {
    const cage = cages[k]!;
    if (cage.length !== 1) continue;
    const cell = cage[0]!;
    let best = -1;
    for (const n of NEIGHBOURS[cell]!) {
      const j = owner[n]!;
      const other = cages[j]!;
      if (j === k || other.length >= MAX_MERGED || (digitsOf(other, grid) & (1 << grid[cell]!)) !== 0)
        continue;
      if (best < 0 || other.length < cages[best]!.length) best = j;
    }
    if (best < 0) continue;
    cages[best]!.push(cell);
    owner[cell] = best;
    cage.length = 0;
  }
  return cages.filter((cage) => cage.length > 0);
}

/**
 * Splits `cage` (two cells or more) in two connected parts, `from`'s part grown from it to half
 * the cage; when four tries leave the rest in pieces (`from` in the middle of a line of three),
 * the part grows one cell larger, and so on: a part of all cells but one always leaves a
 * connected rest, so a connected cage always splits. Null when no split is found (a cage whose
 * cells are not connected).
 */
export function split(cage: readonly number[], from: number, draw: Draw): [number[], number[]] | null {
  for (let size = cage.length >> 1; size < cage.length; size++) {
    for (let tries = 0; tries < 4; tries++) {
      const part = [from];
      while (part.length < size) {
        const options: number[] = [];
        for (const cell of part)
          for (const n of NEIGHBOURS[cell]!)
            if (cage.includes(n) && !part.includes(n) && !options.includes(n)) options.push(n);
        if (options.length === 0) break;
        part.push(options[draw(options.length)]!);
      }
      const rest = cage.filter((cell) => !part.includes(cell));
      if (rest.length > 0 && connected(rest)) return [part, rest];
      // A part that could not grow to its size grows no larger on another try.
      if (part.length < size) return null;
    }
  }
  return null;
}

/** The per-call state of killer generation. */
export class KillerSearch {
  readonly engine: RulesEngine;
  readonly solution: Uint8Array = new Uint8Array(CELL_COUNT);
  readonly empty: Uint8Array = new Uint8Array(CELL_COUNT);
  readonly other: Uint8Array = new Uint8Array(CELL_COUNT);
  readonly base: SudokuRules;
  readonly min: number;
  readonly max: number;
  readonly forced: readonly [number, number] | undefined;
  readonly weights: readonly number[];
  cages: number[][] = [];
  rules: SudokuRules | undefined;
  path: KillerPath | undefined;

  constructor(
    readonly plan: GenerationPlan,
    readonly variant: VariantGrids | undefined,
  ) {
    this.engine = variant?.engine ?? new RulesEngine();
    this.base = variant?.rules ?? SudokuRules.classic;
    if (plan.difficulty !== undefined) {
      const band = KILLER_BANDS[plan.difficulty];
      this.min = band.min;
      this.max = band.max;
      this.forced = band.forced;
    } else {
      // A custom band (`rating`) of grades, in tenths.
      this.min = Math.round(plan.band!.min * 10);
      this.max = Math.round(plan.band!.max * 10);
      this.forced = undefined;
    }
    this.weights = SIZE_WEIGHTS[plan.difficulty ?? killerBandOf(this.min, 0)];
  }

  rulesOf(cages: readonly (readonly number[])[], mirrored: boolean): SudokuRules {
    const grid = this.solution;
    return SudokuRules.killer(
      cages.map((cells) => {
        let sum = 0;
        for (const cell of cells) sum += mirrored ? 10 - grid[cell]! : grid[cell]!;
        return { sum, cells: cells.slice() };
      }),
      this.base,
    );
  }

  /** The cells where a second solution of `rules` differs from the grid; empty when none was found. */
  differing(rules: SudokuRules): number[] {
    const { engine, empty, other, solution, plan } = this;
    const out: number[] = [];
    engine.solve(empty, rulesTables(rules), other, plan.signal);
    for (let cell = 0; cell < CELL_COUNT; cell++) if (other[cell] !== solution[cell]) out.push(cell);
    if (out.length > 0) return out;
    engine.solve(empty, rulesTables(this.rulesOf(this.cages, true)), other, plan.signal);
    for (let cell = 0; cell < CELL_COUNT; cell++) if (10 - other[cell]! !== solution[cell]) out.push(cell);
    return out;
  }

  /** Moves a cell of `cells` into a neighbouring cage, else splits its cage; false when neither can. */
  repair(cells: readonly number[]): boolean {
    const { cages, solution, plan } = this;
    const owner = ownerOf(cages);
    const start = plan.draw(cells.length);
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[(start + i) % cells.length]!;
      const k = owner[cell]!;
      const mine = cages[k]!;
      if (mine.length < 3) continue;
      const rest = mine.filter((c) => c !== cell);
      if (!connected(rest)) continue;
      const into: number[] = [];
      for (const n of NEIGHBOURS[cell]!) {
        const j = owner[n]!;
        if (j === k || into.includes(j)) continue;
        if (cages[j]!.length < MAX_MERGED && (digitsOf(cages[j]!, solution) & (1 << solution[cell]!)) === 0)
          into.push(j);
      }
      if (into.length === 0) continue;
      const j = into[plan.draw(into.length)]!;
      cages[k] = rest;
      cages[j] = [...cages[j]!, cell];
      return true;
    }
    return this.splitAt(cells);
  }

  /**
   * Splits in two the cage (two cells or more) holding a cell of `cells` whose size and sum have
   * the most digit sets (then the largest, then the first met from a random start): the cage
   * that tells the solver least; false when none can be split.
   */
  splitAt(cells: readonly number[]): boolean {
    const { cages, plan } = this;
    const owner = ownerOf(cages);
    const start = plan.draw(cells.length);
    let best = -1;
    let from = -1;
    let most = 0;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[(start + i) % cells.length]!;
      const k = owner[cell]!;
      const size = cages[k]!.length;
      if (size < 2) continue;
      const key = size * SUM_KEYS + sumOf(cages[k]!, this.solution);
      const sets = CAGE_COMBO_START[key + 1]! - CAGE_COMBO_START[key]!;
      if (sets > most || (sets === most && size > cages[best]!.length)) {
        best = k;
        from = cell;
        most = sets;
      }
    }
    if (best < 0) return false;
    const parts = split(cages[best]!, from, plan.draw);
    if (parts === null) return false;
    cages[best] = parts[0];
    cages.push(parts[1]);
    return true;
  }

  /** Merges two neighbouring cages whose digits are distinct (at most {@link MAX_MERGED} cells); false when none can. */
  merge(): boolean {
    const { cages, solution, plan } = this;
    const owner = ownerOf(cages);
    const pairs: number[] = [];
    for (let k = 0; k < cages.length; k++) {
      const mine = cages[k]!;
      const digits = digitsOf(mine, solution);
      for (const cell of mine) {
        for (const n of NEIGHBOURS[cell]!) {
          const j = owner[n]!;
          if (j <= k || pairs.includes(k * 256 + j)) continue;
          if (mine.length + cages[j]!.length > MAX_MERGED) continue;
          if ((digits & digitsOf(cages[j]!, solution)) !== 0) continue;
          pairs.push(k * 256 + j);
        }
      }
    }
    if (pairs.length === 0) return false;
    const pair = pairs[plan.draw(pairs.length)]!;
    const k = pair >> 8;
    const j = pair & 255;
    cages[k] = [...cages[k]!, ...cages[j]!];
    cages.splice(j, 1);
    return true;
  }

  /** The cells left open where the path stopped. */
  open(): number[] {
    const values = this.path!.grid.values;
    const out: number[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) if (values[cell] === 0) out.push(cell);
    return out;
  }

  /** One attempt: true when `rules` and `path` hold a puzzle in band. */
  attempt(): boolean {
    const { plan, solution, variant } = this;
    if (variant === undefined) fillGrid(solution, plan.draw);
    else variant.fill(solution, plan.draw, plan.signal);
    this.cages = drawCages(solution, plan.draw, this.weights);
    let splits = 0;
    for (let move = 0; move < MOVES; move++) {
      throwIfAborted(plan.signal);
      const rules = this.rulesOf(this.cages, false);
      const tables = rulesTables(rules);
      if (this.engine.count(this.empty, tables, 2, plan.signal) !== 1) {
        const cells = this.differing(rules);
        if (cells.length === 0 || !this.repair(cells))
          this.cages = drawCages(solution, plan.draw, this.weights);
        continue;
      }
      const path = killerPath(this.empty, geometryOf(tables), this.max, plan.signal);
      this.path = path;
      this.rules = rules;
      const forced = this.forced;
      if (!path.solved || (forced !== undefined && path.forced > forced[1])) {
        // Too hard (or stuck): split a cage where the path stopped (easier).
        if (splits++ >= MAX_SPLITS) return false;
        const cells = path.solved ? Array.from({ length: CELL_COUNT }, (_, c) => c) : this.open();
        if (!this.splitAt(cells)) return false;
        continue;
      }
      if (path.tenths >= this.min && (forced === undefined || path.forced >= forced[0])) return true;
      // Too easy: bigger cages.
      if (!this.merge()) return false;
    }
    return false;
  }
}

/** Generates a killer puzzle from `plan` (with `killer`): see the module header. */
export function generateKiller(plan: GenerationPlan): SudokuKillerPuzzle {
  const variant =
    plan.givenRules !== undefined
      ? new VariantGrids(plan.givenRules, plan.randomJigsaw, plan.draw, plan.signal)
      : undefined;
  const search = new KillerSearch(plan, variant);
  for (let attempt = 1; attempt <= plan.maxAttempts; attempt++) {
    throwIfAborted(plan.signal);
    if (!search.attempt()) continue;
    const path = search.path!;
    const difficulty = plan.difficulty ?? killerBandOf(path.tenths, path.forced);
    const puzzle: SudokuKillerPuzzle = {
      board: boardFromStorage(new Uint8Array(CELL_COUNT)),
      solution: boardFromStorage(search.solution.slice()),
      ...(plan.seed === undefined ? {} : { seed: plan.seed }),
      emptyCellTarget: CELL_COUNT,
      emptyCellCount: CELL_COUNT,
      symmetry: 'none',
      rules: search.rules!,
      difficulty,
      grade: gradeOf(path),
      attempts: attempt,
    };
    return Object.freeze(puzzle);
  }
  const band = plan.difficulty === undefined ? 'the requested band' : `the killer ${plan.difficulty} band`;
  throw new SudokuError(
    'RATING_NOT_REACHED',
    `no killer puzzle in ${band} (grade ${search.min / 10} to ${search.max / 10}) was found in ${plan.maxAttempts} attempts`,
    { found: plan.maxAttempts },
  );
}
