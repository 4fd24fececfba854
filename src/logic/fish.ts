/**
 * Finned fish: finned X-Wing and finned Swordfish. (The plain X-Wing, Swordfish and Jellyfish are
 * the engine's, `engine/basic.ts`, shared with the rating.)
 *
 * For a digit, n base lines (rows, or columns) whose candidates lie in n cover lines (columns, or
 * rows): the digit's n places in those lines take the n cover lines, so it leaves every other cell
 * of the cover lines. Finned: the base lines also hold a few candidates (the fins) outside the
 * cover lines, all in one box; either a fin is the digit, or the plain fish holds, and both ways
 * the digit leaves the cover-line cells of the fins' box.
 *
 * A line's candidate positions (`LogicGrid.positions`) are directly a 9-bit mask of the cross
 * lines, so a fish is a union of n masks with n bits; combinations of lines are enumerated by a
 * small recursion over scratch arrays held by one call at a time, without allocation until a step is found.
 */
import { BOX_OF, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import {
  cellsText,
  eliminationText,
  listText,
  makeStep,
  type LogicStep,
  type SudokuTechniqueId,
} from './technique.js';

const FINNED: readonly SudokuTechniqueId[] = [
  'finned-x-wing',
  'finned-x-wing',
  'finned-x-wing',
  'finned-swordfish',
  'finned-swordfish',
];
const NAMES = ['', '', 'X-Wing', 'Swordfish', 'Jellyfish'] as const;

/**
 * Scratch of one finder call: the candidate base lines of the current
 * digit, their position masks, and the chosen indices.
 */
class Lines {
  readonly lineMask = new Int32Array(9);
  readonly lineId = new Int32Array(9);
  readonly chosen = new Int32Array(4);
  count = 0;
}

/** The cell where base line `line` (a unit) crosses position `k`. */
function cellAt(line: number, k: number): number {
  return UNIT_CELLS[line * SIZE + k]!;
}

function lineNames(lines: readonly number[]): string {
  const kind = lines[0]! < 9 ? 'rows' : 'columns';
  return `${kind} ${listText(lines.map((u) => String((u % 9) + 1)))}`;
}

function crossNames(base: number, mask: number): string {
  const kind = base === 0 ? 'columns' : 'rows';
  const items: string[] = [];
  for (let k = 0; k < SIZE; k++) if ((mask & (1 << k)) !== 0) items.push(String(k + 1));
  return `${kind} ${listText(items)}`;
}

function combine(
  scan: Lines,
  n: number,
  start: number,
  depth: number,
  union: number,
  limit: number,
  accept: (union: number) => LogicStep | null,
): LogicStep | null {
  if (depth === n) return accept(union);
  const { lineMask, chosen } = scan;
  for (let i = start; i <= scan.count - (n - depth); i++) {
    const next = union | lineMask[i]!;
    if (POPCOUNT[next]! > limit) continue;
    chosen[depth] = i;
    const found = combine(scan, n, i + 1, depth + 1, next, limit, accept);
    if (found !== null) return found;
  }
  return null;
}

function isBase(scan: Lines, n: number, line: number): boolean {
  const { lineId, chosen } = scan;
  for (let i = 0; i < n; i++) if (lineId[chosen[i]!] === line) return true;
  return false;
}

/** A finned fish of size `n` (2–4): fins in one box. */
export function findFinnedFish(grid: LogicGrid, n: number): LogicStep | null {
  const scan = grid.takeScratch('fish', () => new Lines());
  const step = findFinnedFishWith(scan, grid, n);
  grid.shelve('fish', scan);
  return step;
}

function findFinnedFishWith(scan: Lines, grid: LogicGrid, n: number): LogicStep | null {
  const { lineMask, lineId, chosen } = scan;
  for (let digit = 1; digit <= 9; digit++) {
    for (const base of [0, 9]) {
      const cross = 9 - base;
      scan.count = 0;
      for (let i = 0; i < SIZE; i++) {
        const positions = grid.positions(base + i, digit);
        if (POPCOUNT[positions]! < 2) continue;
        lineMask[scan.count] = positions;
        lineId[scan.count++] = base + i;
      }
      if (scan.count < n) continue;
      const found = combine(scan, n, 0, 0, 0, n + 2, (union) => {
        if (POPCOUNT[union]! <= n) return null;
        // Choose the fin positions: the union less n cover positions.
        for (let fins = union; fins !== 0; fins = (fins - 1) & union) {
          if (POPCOUNT[union & ~fins] !== n) continue;
          const covers = union & ~fins;
          let box = -1;
          let ok = true;
          for (let i = 0; i < n && ok; i++) {
            const line = lineId[chosen[i]!]!;
            const lineFins = lineMask[chosen[i]!]! & fins;
            if ((lineMask[chosen[i]!]! & covers) === 0) ok = false;
            for (let k = 0; k < SIZE && ok; k++) {
              if ((lineFins & (1 << k)) === 0) continue;
              const cellBox = BOX_OF[cellAt(line, k)]!;
              if (box < 0) box = cellBox;
              else if (cellBox !== box) ok = false;
            }
          }
          if (!ok || box < 0) continue;
          const eliminations: number[] = [];
          for (let k = 0; k < SIZE; k++) {
            if ((covers & (1 << k)) === 0) continue;
            for (let j = 0; j < SIZE; j++) {
              const cell = UNIT_CELLS[(cross + k) * SIZE + j]!;
              if (BOX_OF[cell] !== box || !grid.has(cell, digit) || isBase(scan, n, base + j)) continue;
              eliminations.push(candidateCode(cell, digit));
            }
          }
          if (eliminations.length === 0) continue;
          const lines: number[] = [];
          for (let i = 0; i < n; i++) lines.push(lineId[chosen[i]!]!);
          const finCells: number[] = [];
          for (let i = 0; i < n; i++) {
            const fin = lineMask[chosen[i]!]! & fins;
            for (let k = 0; k < SIZE; k++)
              if ((fin & (1 << k)) !== 0) finCells.push(cellAt(lineId[chosen[i]!]!, k));
          }
          const cells: number[] = [];
          for (const line of lines)
            for (let k = 0; k < SIZE; k++) if (grid.has(cellAt(line, k), digit)) cells.push(cellAt(line, k));
          const coverUnits: number[] = [];
          for (let k = 0; k < SIZE; k++) if ((covers & (1 << k)) !== 0) coverUnits.push(cross + k);
          const name = `Finned ${NAMES[n as 2 | 3 | 4]}`;
          return makeStep(FINNED[n]!, {
            eliminations,
            cells,
            candidates: cells.map((cell) => candidateCode(cell, digit)),
            units: [...lines, ...coverUnits, 18 + box],
            explanation: `${name} on ${digit}: in ${lineNames(lines)}, ${digit} lies only in ${crossNames(base, covers)} apart from the fin${finCells.length > 1 ? 's' : ''} ${cellsText(finCells)} in box ${box + 1}; fin or fish, ${eliminationText(eliminations)}.`,
            small: `Look for a finned ${NAMES[n as 2 | 3 | 4]} on ${digit}.`,
            big: `Look for a finned ${NAMES[n as 2 | 3 | 4]} on ${digit} in ${lineNames(lines)}, with fins in box ${box + 1}.`,
          });
        }
        return null;
      });
      if (found !== null) return found;
    }
  }
  return null;
}

/** Finned X-Wing finder. */
export const findFinnedXWing = (grid: LogicGrid): LogicStep | null => findFinnedFish(grid, 2);
/** Finned Swordfish finder. */
export const findFinnedSwordfish = (grid: LogicGrid): LogicStep | null => findFinnedFish(grid, 3);
