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
 * random fill (`../generator/rules-grid.ts`) within {@link LAYOUT_NODE_BUDGET} search states; a
 * layout without a grid found in that budget is dropped for the next one. So the layout comes
 * with a grid, which the generator keeps as its solution.
 *
 * The draws, and so the layout, are a pure function of the source's state: the same seed gives the
 * same layout on every runtime.
 */
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import { SudokuErrorCode, isSudokuError } from '../errors.js';
import { describe, readProperty } from '../internal/args.js';
import { FOUND, RulesGridFill } from '../generator/rules-grid.js';
import type { RandomSource } from '../random/random-source.js';
import { SudokuRules, rulesTables } from './rule-set.js';

/** Swap moves drawn for one layout (about half of them change it). */
const SWAPS = 400;
/** Search states the fill may take to find a layout's grid before the layout is dropped. */
export const LAYOUT_NODE_BUDGET = 2000;

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

/** The orthogonal neighbours of `cell` into `out`; returns how many. */
function neighbours(cell: number, out: Int32Array): number {
  const row = (cell / SIZE) | 0;
  const column = cell % SIZE;
  let n = 0;
  if (row > 0) out[n++] = cell - SIZE;
  if (column > 0) out[n++] = cell - 1;
  if (column < SIZE - 1) out[n++] = cell + 1;
  if (row < SIZE - 1) out[n++] = cell + SIZE;
  return n;
}

/** True when the cells of region `id` are orthogonally connected. */
function connected(
  ids: Uint8Array,
  id: number,
  stack: Int32Array,
  seen: Uint8Array,
  near: Int32Array,
): boolean {
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
    const n = neighbours(cell, near);
    for (let k = 0; k < n; k++) {
      const next = near[k]!;
      if (seen[next] === 0 && ids[next] === id) {
        seen[next] = 1;
        stack[top++] = next;
      }
    }
  }
  return size === SIZE;
}

/** One random layout (valid, not yet checked for a grid), as 81 ids `1`–`9` (see the module header). */
export function drawJigsawLayout(draw: (bound: number) => number): string {
  const ids = boxes();
  const near = new Int32Array(4);
  const around = new Int32Array(4);
  const options = new Int32Array(CELL_COUNT);
  const stack = new Int32Array(CELL_COUNT);
  const seen = new Uint8Array(CELL_COUNT);
  for (let step = 0; step < SWAPS; step++) {
    const a = draw(CELL_COUNT);
    const from = ids[a]!;
    let count = 0;
    const n = neighbours(a, near);
    for (let k = 0; k < n; k++) if (ids[near[k]!] !== from) options[count++] = near[k]!;
    if (count === 0) continue;
    const into = ids[options[draw(count)]!]!;
    // The cells of B next to a cell of A other than a.
    count = 0;
    for (let c = 0; c < CELL_COUNT; c++) {
      if (ids[c] !== into) continue;
      const m = neighbours(c, around);
      for (let k = 0; k < m; k++) {
        const other = around[k]!;
        if (other !== a && ids[other] === from) {
          options[count++] = c;
          break;
        }
      }
    }
    if (count === 0) continue;
    const c = options[draw(count)]!;
    ids[a] = into;
    ids[c] = from;
    if (!connected(ids, from, stack, seen, near) || !connected(ids, into, stack, seen, near)) {
      ids[a] = from;
      ids[c] = into;
    }
  }
  let text = '';
  for (let cell = 0; cell < CELL_COUNT; cell++) text += String(ids[cell]! + 1);
  return text;
}

/**
 * A random jigsaw layout joined to `base` (the rules whose boxes it replaces; undefined: rows and
 * columns only besides it) whose rule set has a solution grid, written into `grid`. Draws layouts
 * until one has a grid within {@link LAYOUT_NODE_BUDGET} search states.
 */
export function drawJigsawRules(
  draw: (bound: number) => number,
  base: SudokuRules | undefined,
  grid: Uint8Array,
  fill: RulesGridFill,
  signal: AbortSignal | undefined,
): SudokuRules {
  const suffix = base === undefined ? '' : `+${base.toString()}`;
  while (true) {
    if (signal?.aborted === true) throw signal.reason;
    const layout = drawJigsawLayout(draw);
    let rules: SudokuRules;
    try {
      rules = SudokuRules.parse(`jigsaw:${layout}${suffix}`);
    } catch (error) {
      // A region on a row, a column or an extra region's cells: draw another layout.
      if (isSudokuError(error) && error.code === SudokuErrorCode.RulesClash) continue;
      throw error;
    }
    if (fill.fill(grid, rulesTables(rules), draw, LAYOUT_NODE_BUDGET, signal) === FOUND) return rules;
  }
}

/**
 * A random jigsaw layout drawn from `random`: 81 region ids `1`–`9` (row by row, numbered in the
 * order their regions first appear), every region nine orthogonally connected cells, none a row
 * or a column, and a layout that has solution grids. The same source state gives the same layout.
 * Use it as `SudokuRules.parse('jigsaw:' + layout)`; `SudokuGenerator.generate` draws one itself
 * with `jigsaw: 'random'`.
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
  const rules = drawJigsawRules(draw, undefined, new Uint8Array(CELL_COUNT), new RulesGridFill(), undefined);
  return rules.jigsaw!;
}
