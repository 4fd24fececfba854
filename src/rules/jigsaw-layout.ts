/**
 * Random jigsaw layouts: nine orthogonally connected regions of nine cells, drawn from a random
 * source, each with at least one solution grid.
 *
 * A layout starts as the boxes and is reshaped by {@link SWAPS} swap moves, each drawn from the
 * source: a cell `a`, then one of its orthogonal neighbours `b` in another region B (a's region
 * A); then a cell `c` of B orthogonally next to a cell of A other than `a`. `a` goes to B and `c`
 * to A (so both keep nine cells), and the move is undone when either region is no longer
 * connected. A move whose draws find no `b` or no `c` changes nothing. Every region stays nine
 * connected cells throughout, so every layout drawn is valid; one whose region is a row or a
 * column, or the same cells as an extra region of the rules it joins, is refused by
 * `SudokuRules.parse` and another is drawn.
 *
 * Not every valid layout has a solution grid. Each layout drawn is tried with the generator's
 * random fill (`../generator/rules-grid.ts`, on tables built here for the layout, so that a layout
 * that fails costs no rule set) within {@link LAYOUT_NODE_BUDGET} search states (about 70 % of
 * layouts have a grid found within it); a layout without one is reshaped by {@link RETRY_SWAPS}
 * more moves and tried again. So the layout comes with a grid, which the generator keeps as its
 * solution.
 *
 * The draws, and so the layout, are a pure function of the source's state: the same seed gives the
 * same layout on every runtime.
 */
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import { SudokuErrorCode, isSudokuError } from '../errors.js';
import { describe, readProperty } from '../internal/args.js';
import { FOUND, RulesGridFill, type FillTables } from '../generator/rules-grid.js';
import type { RandomSource } from '../random/random-source.js';
import { SudokuRules, type RuleTables } from './rule-set.js';
import { tablesOf } from './rules-option.js';

/** Swap moves drawn for one layout (about half of them change it). */
const SWAPS = 250;
/** Swap moves between a layout that failed and the next one tried. */
const RETRY_SWAPS = 40;
/** Search states the fill may take to find a layout's grid before the layout is dropped. */
export const LAYOUT_NODE_BUDGET = 200;

/** Region of every cell, 0–8: the boxes. */
function boxes(): Uint8Array {
  const ids = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const row = (cell / SIZE) | 0;
    const column = cell % SIZE;
    ids[cell] = ((row / 3) | 0) * 3 + ((column / 3) | 0);
  }
  return ids;
}

/** The orthogonal neighbours of every cell, four slots a cell (up, left, right, down), −1 past an edge. */
function neighbourTable(): Int8Array {
  const table = new Int8Array(CELL_COUNT * 4).fill(-1);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const row = (cell / SIZE) | 0;
    const column = cell % SIZE;
    if (row > 0) table[cell * 4] = cell - SIZE;
    if (column > 0) table[cell * 4 + 1] = cell - 1;
    if (column < SIZE - 1) table[cell * 4 + 2] = cell + 1;
    if (row < SIZE - 1) table[cell * 4 + 3] = cell + SIZE;
  }
  return table;
}

/** A layout being reshaped by swap moves (see the module header), with its scratch arrays. */
export class JigsawShaper {
  /** Region of every cell, 0–8. */
  readonly ids: Uint8Array = boxes();
  readonly #near: Int8Array = neighbourTable();
  readonly #options: Int32Array = new Int32Array(CELL_COUNT);
  readonly #stack: Int32Array = new Int32Array(CELL_COUNT);
  readonly #seen: Uint8Array = new Uint8Array(CELL_COUNT);

  /** True when the cells of region `id` are orthogonally connected. */
  #connected(id: number): boolean {
    const { ids } = this;
    const near = this.#near;
    const stack = this.#stack;
    const seen = this.#seen;
    seen.fill(0);
    let first = 0;
    while (ids[first] !== id) first++;
    let top = 0;
    stack[top++] = first;
    seen[first] = 1;
    let size = 0;
    while (top > 0) {
      const cell = stack[--top]!;
      size++;
      for (let k = cell * 4; k < cell * 4 + 4; k++) {
        const next = near[k]!;
        if (next >= 0 && seen[next] === 0 && ids[next] === id) {
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    return size === SIZE;
  }

  /** Draws `count` swap moves. */
  swap(draw: (bound: number) => number, count: number): void {
    const { ids } = this;
    const near = this.#near;
    const options = this.#options;
    for (let step = 0; step < count; step++) {
      const a = draw(CELL_COUNT);
      const from = ids[a]!;
      let n = 0;
      for (let k = a * 4; k < a * 4 + 4; k++) {
        const b = near[k]!;
        if (b >= 0 && ids[b] !== from) options[n++] = b;
      }
      if (n === 0) continue;
      const into = ids[options[draw(n)]!]!;
      // The cells of B next to a cell of A other than a.
      n = 0;
      for (let c = 0; c < CELL_COUNT; c++) {
        if (ids[c] !== into) continue;
        for (let k = c * 4; k < c * 4 + 4; k++) {
          const other = near[k]!;
          if (other >= 0 && other !== a && ids[other] === from) {
            options[n++] = c;
            break;
          }
        }
      }
      if (n === 0) continue;
      const c = options[draw(n)]!;
      ids[a] = into;
      ids[c] = from;
      if (!this.#connected(from) || !this.#connected(into)) {
        ids[a] = from;
        ids[c] = into;
      }
    }
  }

  /** The layout as 81 ids `1`–`9`. */
  toString(): string {
    let text = '';
    for (let cell = 0; cell < CELL_COUNT; cell++) text += String(this.ids[cell]! + 1);
    return text;
  }
}

/** One random layout (valid, not yet checked for a grid), as 81 ids `1`–`9` (see the module header). */
export function drawJigsawLayout(draw: (bound: number) => number): string {
  const shaper = new JigsawShaper();
  shaper.swap(draw, SWAPS);
  return shaper.toString();
}

/**
 * The tables the grid fill reads for the rules `base` with its boxes
 * replaced by `layout`, built directly (a layout that fails is dropped before the rule set and its
 * full tables are made); undefined when a region of the layout is a row, a column or one of
 * `base`'s extra regions (a clash `SudokuRules.parse` would refuse).
 */
function layoutTables(layout: string, base: RuleTables): FillTables | undefined {
  const regions: number[][] = [];
  for (let k = 0; k < SIZE; k++) {
    regions.push(Array.from({ length: SIZE }, (_, j) => k * SIZE + j));
    regions.push(Array.from({ length: SIZE }, (_, j) => j * SIZE + k));
  }
  const keys = new Set<string>();
  const fixed: number[][] = [];
  for (const region of base.regions) if (region.kind !== 'box') fixed.push(region.cells.slice());
  for (const cells of fixed) keys.add(cells.join(','));
  for (let id = 1; id <= SIZE; id++) {
    const cells: number[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) if (layout.charCodeAt(cell) - 48 === id) cells.push(cell);
    if (keys.has(cells.join(','))) return undefined;
    regions.push(cells);
  }
  for (const region of base.regions)
    if (region.kind !== 'box' && region.kind !== 'row' && region.kind !== 'column')
      regions.push(region.cells.slice());
  const sees = new Uint8Array(CELL_COUNT * CELL_COUNT);
  const regionCells = new Uint8Array(regions.length * SIZE);
  regions.forEach((cells, r) => {
    regionCells.set(cells, r * SIZE);
    for (const a of cells) for (const b of cells) if (a !== b) sees[a * CELL_COUNT + b] = 1;
  });
  for (const [start, list] of [
    [base.knightStart, base.knight],
    [base.kingStart, base.king],
  ] as const) {
    for (let a = 0; a < CELL_COUNT; a++)
      for (let k = start[a]!; k < start[a + 1]!; k++) sees[a * CELL_COUNT + list[k]!] = 1;
  }
  const peerStart = new Uint16Array(CELL_COUNT + 1);
  const all: number[] = [];
  for (let a = 0; a < CELL_COUNT; a++) {
    for (let b = 0; b < CELL_COUNT; b++) if (sees[a * CELL_COUNT + b] !== 0) all.push(b);
    peerStart[a + 1] = all.length;
  }
  return {
    peerStart,
    peers: Uint8Array.from(all),
    regionCount: regions.length,
    regionCells,
    nonConsecutive: base.nonConsecutive,
    orthoStart: base.orthoStart,
    ortho: base.ortho,
  };
}

/**
 * A random jigsaw layout joined to `base` (the rules whose boxes it replaces, with boxes) whose
 * rule set has a solution grid, written into `grid`. Draws layouts until one has a grid within
 * {@link LAYOUT_NODE_BUDGET} search states. The rule set is made by `base`'s own class, so that a
 * caller that names no `SudokuRules` (the generator) does not keep the rules parser in a bundle.
 */
export function drawJigsawRules(
  draw: (bound: number) => number,
  base: SudokuRules,
  grid: Uint8Array,
  fill: RulesGridFill,
  signal: AbortSignal | undefined,
): SudokuRules {
  const suffix = base.isClassic ? '' : `+${base.toString()}`;
  const baseTables = tablesOf(base);
  const Rules = base.constructor as typeof SudokuRules;
  const shaper = new JigsawShaper();
  for (let tried = 0; ; tried++) {
    if (signal?.aborted === true) throw signal.reason;
    // The first layout from the boxes, each next one from the layout that failed.
    shaper.swap(draw, tried === 0 ? SWAPS : RETRY_SWAPS);
    const layout = shaper.toString();
    const tables = layoutTables(layout, baseTables);
    if (tables === undefined || fill.fill(grid, tables, draw, LAYOUT_NODE_BUDGET, signal) !== FOUND) continue;
    try {
      return Rules.parse(`jigsaw:${layout}${suffix}`);
    } catch (error) {
      // A clash the tables did not foresee: draw another layout.
      if (isSudokuError(error) && error.code === SudokuErrorCode.RulesClash) continue;
      throw error;
    }
  }
}

/**
 * A random jigsaw layout drawn from `random`: 81 region ids `1`–`9` (row by row, numbered in the
 * order their regions first appear), every region nine orthogonally connected cells, none a row
 * or a column, and a layout that has solution grids. The same source state gives the same layout.
 * Use it as `SudokuRules.parse('jigsaw:' + layout)`; `SudokuGenerator.generate` draws one itself
 * with `jigsaw: 'random'` (and `rules`, whose boxes it replaces).
 *
 * @example
 * ```ts
 * import { SeededRandomSource, SudokuGenerator, SudokuRules, randomJigsawLayout } from 'open-sudoku-engine';
 *
 * const layout = randomJigsawLayout(new SeededRandomSource(7));
 * layout.length; // → 81
 * const rules = SudokuRules.parse(`jigsaw:${layout}`);
 * new SudokuGenerator().generate({ rules, seed: 7, emptyCellTarget: 45 }).rules?.equals(rules); // → true
 * ```
 */
export function randomJigsawLayout(random: RandomSource): string {
  const nextInt =
    typeof random === 'object' && (random as unknown) !== null
      ? readProperty(random, 'nextInt', 'random.nextInt')
      : undefined;
  if (typeof nextInt !== 'function') {
    throw new TypeError(`random must be an object with a nextInt method, received ${describe(random)}`);
  }
  const draw = (bound: number): number => {
    const value: unknown = nextInt.call(random, bound);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= bound) {
      throw new RangeError(
        `random.nextInt(${bound}) must return an integer from 0 to ${bound - 1}, returned ${describe(value)}`,
      );
    }
    return value;
  };
  const rules = drawJigsawRules(
    draw,
    SudokuRules.classic,
    new Uint8Array(CELL_COUNT),
    new RulesGridFill(),
    undefined,
  );
  return rules.jigsaw!;
}
