/**
 * The killer cages of a picture, drawn the usual way. Internal; `rules-svg.ts` calls it for rules
 * with cages.
 *
 * - Each cage is one dashed path (`M…Z` per loop: one for a cage without holes) that follows the
 *   cage's outer boundary {@link INSET} units inside the cell borders, so the grid lines stay
 *   visible and two neighbouring cages' outlines never touch (2 × INSET apart). The boundary is
 *   traced on the grid's corners with the cage on the right of the direction of travel (clockwise
 *   on screen); where the cage touches itself at one corner only (two of its cells diagonal
 *   there) the trace turns into the cell it came along, so each cell's corner is kept apart. Each
 *   corner of the trace then moves INSET along both its edges' inward normals: the crossing of the
 *   two inset edges, for an outer corner as for an inner one.
 * - The sum sits in the top-left corner of the cage's first cell (top-most, then left-most: the
 *   smallest index), on a box of the background colour so the dashes do not cross it. The pencil
 *   marks of such a cell are drawn lower (`candidateCentre(…, true)`), clear of the sum.
 *
 * Cages come in the rules' order (by first cell), the loops of a cage in the order of their
 * first edges: the same rules, the same bytes. Every coordinate is an integer.
 */
import type { SudokuCage } from '../rules/cages.js';
import { edge } from './svg.js';

/** How far a cage's outline lies inside the cell borders, in user units. */
export const INSET = 5;

/** The sum's box: left and top, from the cell's corner; height; width per digit plus padding. */
const BOX_AT = 2;
const BOX_HEIGHT = 22;
const BOX_DIGIT = 11;
const BOX_PAD = 4;
/** The sum's baseline below the box's top. */
const SUM_DROP = 17;

/** Directions on screen (y down), clockwise: east, south, west, north. */
const DX = [1, 0, -1, 0] as const;
const DY = [0, 1, 0, -1] as const;

/** One loop of a cage's outline as path data, `M…Z`. */
function loops(cells: readonly number[]): string {
  const inCage = new Set(cells);
  // Boundary edges, clockwise around each cell, keyed by start corner `y * 10 + x` (0–99) and
  // direction: the edge from corner (x, y) going `dir`, with the cage on its right.
  const edges = new Map<number, number>(); // key corner * 4 + dir → 1 while not yet traced
  const order: number[] = [];
  for (const cell of cells) {
    const x = cell % 9;
    const y = (cell / 9) | 0;
    // Top (east along y), right (south along x + 1), bottom (west along y + 1), left (north along x).
    const sides: [boolean, number, number][] = [
      [y === 0 || !inCage.has(cell - 9), y * 10 + x, 0],
      [x === 8 || !inCage.has(cell + 1), y * 10 + x + 1, 1],
      [y === 8 || !inCage.has(cell + 9), (y + 1) * 10 + x + 1, 2],
      [x === 0 || !inCage.has(cell - 1), (y + 1) * 10 + x, 3],
    ];
    for (const [open, corner, dir] of sides) {
      if (!open) continue;
      edges.set(corner * 4 + dir, 1);
      order.push(corner * 4 + dir);
    }
  }
  let d = '';
  for (const first of order) {
    if (edges.get(first) !== 1) continue;
    const points: number[] = [];
    let key = first;
    do {
      edges.set(key, 0);
      const corner = key >> 2;
      const dir = key & 3;
      const end = corner + DX[dir]! + DY[dir]! * 10;
      // Right turn first (into the cell the edge belongs to), then straight on, then left.
      let next = -1;
      for (const turn of [1, 0, 3]) {
        const candidate = end * 4 + ((dir + turn) & 3);
        if (edges.has(candidate)) {
          next = candidate;
          break;
        }
      }
      const out = next & 3;
      if (out !== dir) {
        // The corner `end` moved along both inward normals (the right of each direction).
        const x = edge(end % 10) + INSET * (-DY[dir]! - DY[out]!);
        const y = edge((end / 10) | 0) + INSET * (DX[dir]! + DX[out]!);
        points.push(x, y);
      }
      key = next;
    } while (key !== first);
    d += `M${points[0]!} ${points[1]!}`;
    for (let i = 2; i < points.length; i += 2)
      d += points[i] === points[i - 2] ? `V${points[i + 1]!}` : `H${points[i]!}`;
    d += 'Z';
  }
  return d;
}

/** The cells whose pencil marks are drawn lower: the first cell of each cage. */
export function sumCells(cages: readonly SudokuCage[]): Set<number> {
  return new Set(cages.map((cage) => cage.cells[0]!));
}

/** The cages' layer: outlines, then the sums on their boxes. */
export function drawCages(cages: readonly SudokuCage[]): string {
  let outlines = '';
  let boxes = '';
  let sums = '';
  for (const cage of cages) {
    outlines += `<path d="${loops(cage.cells)}"/>`;
    const first = cage.cells[0]!;
    const x = edge(first % 9) + BOX_AT;
    const y = edge((first / 9) | 0) + BOX_AT;
    const label = String(cage.sum);
    boxes += `<rect x="${x}" y="${y}" width="${label.length * BOX_DIGIT + BOX_PAD}" height="${BOX_HEIGHT}"/>`;
    sums += `<text x="${x + BOX_PAD / 2}" y="${y + SUM_DROP}">${label}</text>`;
  }
  return (
    `<g class="sudoku-cages"><g class="sudoku-cage">${outlines}</g>` +
    `<g class="sudoku-cage-box">${boxes}</g><g class="sudoku-cage-sum">${sums}</g></g>`
  );
}
