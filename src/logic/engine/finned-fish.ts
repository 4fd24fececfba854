/**
 * Finned fish: finned X-Wing (4.2) and finned Swordfish (4.8), hint techniques beyond Sudoku
 * Explainer's. Internal. (The plain X-Wing, Swordfish and Jellyfish are SE's, in `fish.ts`.)
 *
 * For a digit, n base lines (rows, or columns) whose candidates lie in n cover lines (columns, or
 * rows): the digit's n places in those lines take the n cover lines, so it leaves every other
 * cell of the cover lines. Finned: the base lines also hold a few candidates (the fins) outside
 * the cover lines, all in one box; either a fin is the digit, or the plain fish holds, and both
 * ways the digit leaves the cover-line cells of the fins' box.
 *
 * A line's candidate positions (`LogicGrid.positions`) are directly a 9-bit mask of the cross
 * lines, so a fish is a union of n masks of n + fins bits; combinations of base lines are
 * enumerated by a small recursion over typed arrays that belong to one call, and the fins by the
 * subsets of the union. Nothing is allocated until a finding is reported.
 */
import { BOX_OF, SIZE, UNIT_CELLS } from '../../board/geometry.js';
import { bit, POPCOUNT } from '../../internal/bits.js';
import { positionsOf, type LogicGrid } from '../grid.js';
import { finding, type FindingSink } from './finding.js';
import { activeGeometry, unitCellsOf } from './geometry.js';
import { digitPlanes, markPlaneQuiet, planeIsQuiet, quietTable } from './quiet.js';
import type { RoomFinders } from './finders.js';

/** The state of one search: the digit's candidate base lines and the lines chosen so far. */
interface Search {
  readonly grid: LogicGrid;
  readonly degree: number;
  readonly digit: number;
  /** 0 for base rows (cover columns), 9 for base columns (cover rows). */
  readonly kind: number;
  /** Position mask of each candidate base line, and its unit. */
  readonly lineMask: Int32Array;
  readonly lineId: Int32Array;
  readonly count: number;
  /** Indices (into `lineMask`) of the chosen base lines. */
  readonly chosen: Int32Array;
  readonly sink: FindingSink;
}

/**
 * Finned fish of `degree` base lines (2: finned X-Wing, 3: finned Swordfish), digits 1–9, base
 * rows then base columns, base lines in lexicographic order, then the fins (positions outside
 * the covers) from the largest subset down. Pattern cells every candidate of the digit in the
 * base lines; units the base lines, the cover lines, then the fins' box.
 */
export function finnedFish(grid: LogicGrid, degree: number, sink: FindingSink): boolean {
  const lineMask = new Int32Array(SIZE);
  const lineId = new Int32Array(SIZE);
  const chosen = new Int32Array(degree);
  // A digit's finned fish are read off its plane: a plane that gave none gives none again.
  const planes = new Int32Array(27);
  digitPlanes(grid.masks, planes);
  const quiet = quietTable(activeGeometry(), degree === 2 ? 'finned-x-wing' : 'finned-swordfish', 27);
  // Whether the digit being searched has given a finding (set before each digit).
  let found: boolean;
  const noting: FindingSink = (f, parents) => {
    found = true;
    return sink(f, parents);
  };
  for (let digit = 1; digit <= 9; digit++) {
    const at = (digit - 1) * 3;
    if (planeIsQuiet(quiet, at, planes, digit)) continue;
    found = false;
    for (let kind = 0; kind <= 9; kind += 9) {
      let count = 0;
      for (let i = 0; i < SIZE; i++) {
        const positions = positionsOf(grid.masks, kind + i, bit(digit));
        if (POPCOUNT[positions]! < 2) continue;
        lineMask[count] = positions;
        lineId[count++] = kind + i;
      }
      if (count < degree) continue;
      const search: Search = { grid, degree, digit, kind, lineMask, lineId, count, chosen, sink: noting };
      if (combine(search, 0, 0, 0)) return true;
    }
    if (!found) markPlaneQuiet(quiet, at, planes, digit);
  }
  return false;
}

/** Chooses the base lines from index `start` on, `depth` chosen so far with positions `union`. */
function combine(search: Search, start: number, depth: number, union: number): boolean {
  const { degree, lineMask, chosen } = search;
  if (depth === degree) return POPCOUNT[union]! > degree && withFins(search, union);
  for (let i = start; i <= search.count - (degree - depth); i++) {
    const next = union | lineMask[i]!;
    // At most two fin positions: three in one box would take its every cross line, leaving no
    // cover line through the box to remove from.
    if (POPCOUNT[next]! > degree + 2) continue;
    chosen[depth] = i;
    if (combine(search, i + 1, depth + 1, next)) return true;
  }
  return false;
}

/** Reports the finned fish of the chosen base lines (positions `union`), each split into covers and fins. */
function withFins(search: Search, union: number): boolean {
  const { grid, degree, digit, kind, lineMask, lineId, chosen } = search;
  const cross = 9 - kind;
  for (let fins = union; fins !== 0; fins = (fins - 1) & union) {
    const covers = union & ~fins;
    if (POPCOUNT[covers] !== degree) continue;
    // Every base line meets a cover line, and every fin lies in one box.
    let box = -1;
    let ok = true;
    for (let i = 0; i < degree && ok; i++) {
      const line = lineId[chosen[i]!]!;
      const mask = lineMask[chosen[i]!]!;
      if ((mask & covers) === 0) ok = false;
      for (let k = 0; k < SIZE && ok; k++) {
        if ((mask & fins & (1 << k)) === 0) continue;
        const cellBox = BOX_OF[UNIT_CELLS[line * SIZE + k]!]!;
        if (box < 0) box = cellBox;
        else if (cellBox !== box) ok = false;
      }
    }
    if (!ok || box < 0) continue;
    // The cover-line cells of the fins' box outside the base lines lose the digit.
    const removals: number[] = [];
    for (let k = 0; k < SIZE; k++) {
      if ((covers & (1 << k)) === 0) continue;
      for (let j = 0; j < SIZE; j++) {
        const cell = UNIT_CELLS[(cross + k) * SIZE + j]!;
        if (BOX_OF[cell] !== box || !grid.has(cell, digit) || isBase(search, kind + j)) continue;
        removals.push(cell * 9 + digit - 1);
      }
    }
    if (removals.length === 0) continue;
    const base: number[] = [];
    const cover: number[] = [];
    const finCells: number[] = [];
    for (let i = 0; i < degree; i++) {
      base.push(lineId[chosen[i]!]!);
      finCells.push(...unitCellsOf(lineId[chosen[i]!]!, lineMask[chosen[i]!]! & fins));
    }
    for (let k = 0; k < SIZE; k++) if ((covers & (1 << k)) !== 0) cover.push(cross + k);
    const technique = degree === 2 ? 'finned-x-wing' : 'finned-swordfish';
    const f = finding({ technique, removals, pattern: { kind: 'fish', digit, base, cover, fins: finCells } });
    if (search.sink(f, null)) return true;
  }
  return false;
}

/** Is `line` one of the chosen base lines? */
function isBase(search: Search, line: number): boolean {
  for (let i = 0; i < search.degree; i++) if (search.lineId[search.chosen[i]!] === line) return true;
  return false;
}

/** The room's finders by technique (`finders.ts`), on the classic grid only. */
export const FINNED_FISH_FINDERS: RoomFinders<'finned-x-wing' | 'finned-swordfish'> = {
  'finned-x-wing': { find: (grid, sink) => finnedFish(grid, 2, sink), classicOnly: true },
  'finned-swordfish': { find: (grid, sink) => finnedFish(grid, 3, sink), classicOnly: true },
};
