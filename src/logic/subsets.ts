/**
 * Subsets: naked and hidden pairs, triples and quads.
 *
 * Naked: n cells of a unit whose candidates together are n digits; those digits leave the unit's
 * other cells (and, when the n cells also share a box or a line, that unit's other cells too).
 * Hidden: n digits of a unit whose positions together are n cells; those cells lose every other
 * digit. Both enumerate combinations of at most nine items by a small recursion over scratch
 * arrays held by one call at a time, so a scan allocates nothing until a step is found.
 */
import { BOX_OF, COLUMN_OF, ROW_OF, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { POPCOUNT, digitsOf } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import {
  cellsText,
  digitsText,
  eliminationText,
  makeStep,
  unitName,
  type LogicStep,
  type SudokuTechniqueId,
} from './technique.js';

const NAKED: readonly SudokuTechniqueId[] = [
  'naked-pair',
  'naked-pair',
  'naked-pair',
  'naked-triple',
  'naked-quad',
];
const HIDDEN: readonly SudokuTechniqueId[] = [
  'hidden-pair',
  'hidden-pair',
  'hidden-pair',
  'hidden-triple',
  'hidden-quad',
];
const SIZE_NAME = ['', '', 'pair', 'triple', 'quad'] as const;

/**
 * Scratch of one finder call: the items of the current unit (cells or
 * digits), their masks, and the chosen indices.
 */
class Items {
  readonly itemMask = new Int32Array(9);
  readonly itemId = new Int32Array(9);
  readonly chosen = new Int32Array(4);
  count = 0;
}

/** Finds `n` items among `items.count` whose masks' union has `n` bits and `accept` approves. */
function combine(
  items: Items,
  n: number,
  start: number,
  depth: number,
  union: number,
  accept: (union: number) => boolean,
): boolean {
  if (depth === n) return POPCOUNT[union] === n && accept(union);
  const { itemMask, chosen } = items;
  for (let i = start; i <= items.count - (n - depth); i++) {
    const next = union | itemMask[i]!;
    if (POPCOUNT[next]! > n) continue;
    chosen[depth] = i;
    if (combine(items, n, i + 1, depth + 1, next, accept)) return true;
  }
  return false;
}

/** The other unit (box, or line) all of `cells` share besides `unit`, or -1. */
function sharedUnit(unit: number, cells: readonly number[]): number {
  const first = cells[0]!;
  if (unit >= 18) {
    if (cells.every((c) => ROW_OF[c] === ROW_OF[first])) return ROW_OF[first]!;
    if (cells.every((c) => COLUMN_OF[c] === COLUMN_OF[first])) return 9 + COLUMN_OF[first]!;
    return -1;
  }
  return cells.every((c) => BOX_OF[c] === BOX_OF[first]) ? 18 + BOX_OF[first]! : -1;
}

/** A naked subset of `n` cells (2–4) in some unit, with eliminations. */
export function findNakedSubset(grid: LogicGrid, n: number): LogicStep | null {
  const items = grid.takeScratch('subsets', () => new Items());
  const step = findNakedSubsetWith(items, grid, n);
  grid.shelve('subsets', items);
  return step;
}

function findNakedSubsetWith(items: Items, grid: LogicGrid, n: number): LogicStep | null {
  const { itemMask, itemId, chosen } = items;
  for (let unit = 0; unit < 27; unit++) {
    items.count = 0;
    let empties = 0;
    for (let k = 0; k < SIZE; k++) {
      const cell = UNIT_CELLS[unit * SIZE + k]!;
      const mask = grid.masks[cell]!;
      if (grid.values[cell] !== 0) continue;
      empties++;
      if (POPCOUNT[mask]! < 2 || POPCOUNT[mask]! > n) continue;
      itemMask[items.count] = mask;
      itemId[items.count++] = cell;
    }
    if (items.count < n || empties <= n) continue;
    let found: LogicStep | null = null;
    combine(items, n, 0, 0, 0, (union) => {
      const cells: number[] = [];
      for (let i = 0; i < n; i++) cells.push(itemId[chosen[i]!]!);
      const other = sharedUnit(unit, cells);
      const eliminations: number[] = [];
      const units = other >= 0 ? [unit, other] : [unit];
      const seen = new Set<number>();
      for (const u of units) {
        for (let k = 0; k < SIZE; k++) {
          const cell = UNIT_CELLS[u * SIZE + k]!;
          if (cells.includes(cell) || seen.has(cell)) continue;
          seen.add(cell);
          const hit = grid.masks[cell]! & union;
          for (const d of digitsOf(hit)) eliminations.push(candidateCode(cell, d));
        }
      }
      if (eliminations.length === 0) return false;
      eliminations.sort((a, b) => a - b);
      const digits = digitsOf(union);
      const technique = NAKED[n]!;
      const word = SIZE_NAME[n as 2 | 3 | 4];
      const candidates: number[] = [];
      for (const cell of cells)
        for (const d of digitsOf(grid.masks[cell]!)) candidates.push(candidateCode(cell, d));
      found = makeStep(technique, {
        eliminations,
        cells,
        candidates,
        units,
        explanation: `Naked ${word} ${digitsText(digits)} in ${cellsText(cells)}: ${eliminationText(eliminations)}.`,
        small: `Look for a naked ${word} in ${unitName(unit)}.`,
        big: `Look for a naked ${word} in ${unitName(unit)} on ${digitsText(digits)}.`,
      });
      return true;
    });
    if (found !== null) return found;
  }
  return null;
}

/** A hidden subset of `n` digits (2–4) in some unit, with eliminations. */
export function findHiddenSubset(grid: LogicGrid, n: number): LogicStep | null {
  const items = grid.takeScratch('subsets', () => new Items());
  const step = findHiddenSubsetWith(items, grid, n);
  grid.shelve('subsets', items);
  return step;
}

function findHiddenSubsetWith(items: Items, grid: LogicGrid, n: number): LogicStep | null {
  const { itemMask, itemId, chosen } = items;
  for (let unit = 0; unit < 27; unit++) {
    items.count = 0;
    let open = 0;
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(unit, digit);
      if (positions === 0) continue;
      open++;
      if (POPCOUNT[positions]! < 2 || POPCOUNT[positions]! > n) continue;
      itemMask[items.count] = positions;
      itemId[items.count++] = digit;
    }
    if (items.count < n || open <= n) continue;
    let found: LogicStep | null = null;
    combine(items, n, 0, 0, 0, (union) => {
      let digitMask = 0;
      for (let i = 0; i < n; i++) digitMask |= 1 << (itemId[chosen[i]!]! - 1);
      const cells: number[] = [];
      const eliminations: number[] = [];
      const candidates: number[] = [];
      for (let k = 0; k < SIZE; k++) {
        if ((union & (1 << k)) === 0) continue;
        const cell = UNIT_CELLS[unit * SIZE + k]!;
        cells.push(cell);
        for (const d of digitsOf(grid.masks[cell]! & ~digitMask)) eliminations.push(candidateCode(cell, d));
        for (const d of digitsOf(grid.masks[cell]! & digitMask)) candidates.push(candidateCode(cell, d));
      }
      if (eliminations.length === 0) return false;
      const digits = digitsOf(digitMask);
      const word = SIZE_NAME[n as 2 | 3 | 4];
      found = makeStep(HIDDEN[n]!, {
        eliminations,
        cells,
        candidates,
        units: [unit],
        explanation: `Hidden ${word} ${digitsText(digits)} in ${cellsText(cells)}: in ${unitName(unit)} these digits fit only there, so ${eliminationText(eliminations)}.`,
        small: `Look for a hidden ${word} in ${unitName(unit)}.`,
        big: `Look for a hidden ${word} in ${unitName(unit)} on ${digitsText(digits)}.`,
      });
      return true;
    });
    if (found !== null) return found;
  }
  return null;
}

/** Naked pair finder. */
export const findNakedPair = (grid: LogicGrid): LogicStep | null => findNakedSubset(grid, 2);
/** Naked triple finder. */
export const findNakedTriple = (grid: LogicGrid): LogicStep | null => findNakedSubset(grid, 3);
/** Naked quad finder. */
export const findNakedQuad = (grid: LogicGrid): LogicStep | null => findNakedSubset(grid, 4);
/** Hidden pair finder. */
export const findHiddenPair = (grid: LogicGrid): LogicStep | null => findHiddenSubset(grid, 2);
/** Hidden triple finder. */
export const findHiddenTriple = (grid: LogicGrid): LogicStep | null => findHiddenSubset(grid, 3);
/** Hidden quad finder. */
export const findHiddenQuad = (grid: LogicGrid): LogicStep | null => findHiddenSubset(grid, 4);
