/**
 * Singles: full house, hidden singles (box, then row or column) and naked singles.
 *
 * Each finder scans units (or cells) in a fixed order and reports the first single, so hints are
 * deterministic. Hidden singles read the per-unit position masks of the grid; naked singles read
 * the cell masks. A unit whose missing digit has no candidate left is skipped: that is a
 * contradiction for the caller to report, never a placement.
 */
import { SIZE, UNIT_CELLS } from '../board/geometry.js';
import { ALL, LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode, codeCell } from './grid.js';
import { cellName, makeStep, unitName, type LogicStep } from './technique.js';

// Boxes first, then rows, then columns: the order a person scans.
const UNIT_ORDER: readonly number[] = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

/** The last empty cell of a unit. */
export function findFullHouse(grid: LogicGrid): LogicStep | null {
  for (const unit of UNIT_ORDER) {
    let empty = -1;
    let emptyCount = 0;
    let placed = 0;
    for (let k = 0; k < SIZE; k++) {
      const cell = UNIT_CELLS[unit * SIZE + k]!;
      const v = grid.values[cell]!;
      if (v === 0) {
        empty = cell;
        emptyCount++;
      } else placed |= 1 << (v - 1);
    }
    if (emptyCount !== 1) continue;
    const missing = ALL & ~placed;
    if (POPCOUNT[missing] !== 1 || (grid.masks[empty]! & missing) === 0) continue;
    const digit = LOWEST_DIGIT[missing]!;
    return makeStep('full-house', {
      placements: [candidateCode(empty, digit)],
      cells: [empty],
      units: [unit],
      explanation: `Full house: ${cellName(empty)} is the last empty cell of ${unitName(unit)}, so it is ${digit}.`,
      small: `Look at ${unitName(unit)}.`,
      big: `${unitName(unit)[0]!.toUpperCase()}${unitName(unit).slice(1)} has one empty cell left.`,
    });
  }
  return null;
}

function findHiddenSingle(grid: LogicGrid, from: number, to: number): LogicStep | null {
  for (let unit = from; unit < to; unit++) {
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(unit, digit);
      if (POPCOUNT[positions] !== 1) continue;
      const cell = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions]! - 1]!;
      const box = unit >= 18;
      return makeStep(box ? 'hidden-single-box' : 'hidden-single-line', {
        placements: [candidateCode(cell, digit)],
        cells: [cell],
        candidates: [candidateCode(cell, digit)],
        units: [unit],
        explanation: `Hidden single: in ${unitName(unit)}, ${digit} fits only in ${cellName(cell)}.`,
        small: `Look for a hidden single in ${unitName(unit)}.`,
        big: `Where can ${digit} go in ${unitName(unit)}?`,
      });
    }
  }
  return null;
}

/** A digit with one place left in a box. */
export function findHiddenSingleBox(grid: LogicGrid): LogicStep | null {
  return findHiddenSingle(grid, 18, 27);
}

/** A digit with one place left in a row, then in a column. */
export function findHiddenSingleLine(grid: LogicGrid): LogicStep | null {
  return findHiddenSingle(grid, 0, 18);
}

/** A cell with one candidate left. */
export function findNakedSingle(grid: LogicGrid): LogicStep | null {
  for (let cell = 0; cell < 81; cell++) {
    const mask = grid.masks[cell]!;
    if (grid.values[cell] !== 0 || POPCOUNT[mask] !== 1) continue;
    const digit = LOWEST_DIGIT[mask]!;
    const code = candidateCode(cell, digit);
    return makeStep('naked-single', {
      placements: [code],
      cells: [cell],
      candidates: [code],
      explanation: `Naked single: ${digit} is the only candidate left in ${cellName(cell)}.`,
      small: `Look for a cell with a single candidate in row ${((codeCell(code) / 9) | 0) + 1}.`,
      big: `Which digits can still go in ${cellName(cell)}?`,
    });
  }
  return null;
}
