/**
 * The fixed cell sets of the 9×9 variants, as Sudoku Explainer defines them, and the neighbour
 * moves of the anti-knight, anti-king and non-consecutive rules.
 *
 * Every set below was read from SukakuExplainer's own region tables (SudokuMonster/SukakuExplainer
 * 362854e, serate 1.18.1: `Grid.regions`, printed cell by cell), so that a rule set here names the
 * same cells as the matching `serate` flag. Cells are numbered 0–80 row by row; rows and columns
 * in the comments are 1-based.
 *
 * ```
 *   windoku (--isWindows=1)   nine groups: rows {2,3,4} {6,7,8} {1,5,9} × columns the same.
 *                             Groups 1–4 are the four shaded windows (rows 2–4 and 6–8 × columns
 *                             2–4 and 6–8); groups 5–9 are the groups the windows imply (with
 *                             the rows and columns alone, no boxes needed), which SE also scans.
 *   disjoint groups (--isDG)  group k: the k-th cell (row-major) of every box.
 *   diagonal (--isX)          r1c1 … r9c9, and the anti-diagonal r1c9 … r9c1.
 *   girandola                 r1c1 r1c9 r2c5 r5c2 r5c5 r5c8 r8c5 r9c1 r9c9
 *   asterisk                  r2c5 r3c3 r3c7 r5c2 r5c5 r5c8 r7c3 r7c7 r8c5
 *   centre dot                the centre cell of every box (the same cells as disjoint group 5)
 * ```
 */
import { CELL_COUNT, SIZE } from '../board/geometry.js';

/** The nine window groups of windoku, in SE's order (see the module header). */
export function windowGroups(): number[][] {
  const lines = [
    [1, 2, 3],
    [5, 6, 7],
    [0, 4, 8],
  ];
  // SE's order: (A,A) (A,B) (B,A) (B,B) (C,A) (C,B) (A,C) (B,C) (C,C) as (row lines, column lines).
  const order: readonly (readonly [number, number])[] = [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
    [2, 0],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ];
  return order.map(([r, c]) => product(lines[r]!, lines[c]!));
}

/** The nine disjoint groups: group k holds cell k (row-major) of every box. */
export function disjointGroups(): number[][] {
  return Array.from({ length: SIZE }, (_, k) => {
    const rows = [0, 3, 6].map((r) => r + Math.floor(k / 3));
    const columns = [0, 3, 6].map((c) => c + (k % 3));
    return product(rows, columns);
  });
}

/** The main diagonal, r1c1 to r9c9. */
export function mainDiagonal(): number[] {
  return Array.from({ length: SIZE }, (_, k) => k * SIZE + k);
}

/** The anti-diagonal, r1c9 to r9c1 (ascending cell order). */
export function antiDiagonal(): number[] {
  return Array.from({ length: SIZE }, (_, k) => k * SIZE + (SIZE - 1 - k));
}

/** SE's girandola group. */
export const GIRANDOLA: readonly number[] = [0, 8, 13, 37, 40, 43, 67, 72, 80];
/** SE's asterisk group. */
export const ASTERISK: readonly number[] = [13, 20, 24, 37, 40, 43, 56, 60, 67];
/** SE's centre-dot group: the centre cell of each box. */
export const CENTRE_DOT: readonly number[] = [10, 13, 16, 37, 40, 43, 64, 67, 70];

function product(rows: readonly number[], columns: readonly number[]): number[] {
  const cells: number[] = [];
  for (const r of rows) for (const c of columns) cells.push(r * SIZE + c);
  return cells.sort((a, b) => a - b);
}

/** The cells a move of `(dr, dc)` steps (and its mirror images) reaches from each cell. */
export function moveNeighbours(steps: readonly (readonly [number, number])[]): number[][] {
  return Array.from({ length: CELL_COUNT }, (_, cell) => {
    const row = Math.floor(cell / SIZE);
    const column = cell % SIZE;
    const out: number[] = [];
    for (const [dr, dc] of steps) {
      const r = row + dr;
      const c = column + dc;
      if (r >= 0 && r < SIZE && c >= 0 && c < SIZE) out.push(r * SIZE + c);
    }
    return out.sort((a, b) => a - b);
  });
}

/** A knight's moves. */
export const KNIGHT_STEPS: readonly (readonly [number, number])[] = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
/**
 * A king's moves. The orthogonal ones always stay in the cell's row or column, so under the
 * anti-king rule they add nothing; the diagonal ones are what the rule adds (SE's "anti-ferz").
 */
export const KING_STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];
/** Orthogonal neighbours, for the non-consecutive rule. */
export const ORTHOGONAL_STEPS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, 0],
];
