/**
 * Intersections (locked candidates): pointing and claiming.
 *
 * Pointing: inside a box, a digit's candidates all lie on one row (or column), so the digit leaves
 * the rest of that line. Claiming (box/line reduction): inside a row or column, a digit's
 * candidates all lie in one box, so the digit leaves the rest of that box. Both read the 9-bit
 * position masks: a box's positions 0–2, 3–5, 6–8 are its rows and 0/3/6, 1/4/7, 2/5/8 its
 * columns; a line's positions 0–2, 3–5, 6–8 are its three boxes.
 */
import { BOX_OF, COLUMN_OF, ROW_OF, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import { cellsText, eliminationText, makeStep, unitName, type LogicStep } from './technique.js';

const BANDS = [0x007, 0x038, 0x1c0] as const;
const STACKS = [0x049, 0x092, 0x124] as const;

function cellsOf(unit: number, positions: number): number[] {
  const cells: number[] = [];
  for (let k = 0; k < SIZE; k++) if ((positions & (1 << k)) !== 0) cells.push(UNIT_CELLS[unit * SIZE + k]!);
  return cells;
}

/** Candidate codes of `digit` in `target` outside unit `keepUnit`'s membership test. */
function eliminationsIn(
  grid: LogicGrid,
  target: number,
  digit: number,
  outside: (cell: number) => boolean,
): number[] {
  const codes: number[] = [];
  for (let k = 0; k < SIZE; k++) {
    const cell = UNIT_CELLS[target * SIZE + k]!;
    if (outside(cell) && grid.has(cell, digit)) codes.push(candidateCode(cell, digit));
  }
  return codes;
}

/** A digit confined to one row or column of a box: it leaves the rest of that line. */
export function findPointing(grid: LogicGrid): LogicStep | null {
  for (let box = 0; box < 9; box++) {
    const unit = 18 + box;
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(unit, digit);
      if (POPCOUNT[positions]! < 2) continue;
      for (let i = 0; i < 3; i++) {
        let line = -1;
        if ((positions & ~BANDS[i]!) === 0) line = ROW_OF[UNIT_CELLS[unit * SIZE + i * 3]!]!;
        else if ((positions & ~STACKS[i]!) === 0) line = 9 + COLUMN_OF[UNIT_CELLS[unit * SIZE + i]!]!;
        if (line < 0) continue;
        const eliminations = eliminationsIn(grid, line, digit, (cell) => BOX_OF[cell] !== box);
        if (eliminations.length === 0) continue;
        const cells = cellsOf(unit, positions);
        return makeStep('pointing', {
          eliminations,
          cells,
          candidates: cells.map((cell) => candidateCode(cell, digit)),
          units: [unit, line],
          explanation: `Pointing: in ${unitName(unit)}, ${digit} lies only in ${unitName(line)} (${cellsText(cells)}), so ${eliminationText(eliminations)}.`,
          small: `Look at where ${digit} can go in ${unitName(unit)}.`,
          big: `In ${unitName(unit)}, ${digit} is confined to ${unitName(line)}.`,
        });
      }
    }
  }
  return null;
}

/** A digit confined to one box within a row or column: it leaves the rest of that box. */
export function findClaiming(grid: LogicGrid): LogicStep | null {
  for (let line = 0; line < 18; line++) {
    for (let digit = 1; digit <= 9; digit++) {
      const positions = grid.positions(line, digit);
      if (POPCOUNT[positions]! < 2) continue;
      for (let i = 0; i < 3; i++) {
        if ((positions & ~BANDS[i]!) !== 0) continue;
        const box = BOX_OF[UNIT_CELLS[line * SIZE + i * 3]!]!;
        const lineOf = line < 9 ? ROW_OF : COLUMN_OF;
        const index = line % 9;
        const eliminations = eliminationsIn(grid, 18 + box, digit, (cell) => lineOf[cell] !== index);
        if (eliminations.length === 0) continue;
        const cells = cellsOf(line, positions);
        return makeStep('claiming', {
          eliminations,
          cells,
          candidates: cells.map((cell) => candidateCode(cell, digit)),
          units: [line, 18 + box],
          explanation: `Claiming: in ${unitName(line)}, ${digit} lies only in ${unitName(18 + box)} (${cellsText(cells)}), so ${eliminationText(eliminations)}.`,
          small: `Look at where ${digit} can go in ${unitName(line)}.`,
          big: `In ${unitName(line)}, ${digit} is confined to ${unitName(18 + box)}.`,
        });
      }
    }
  }
  return null;
}
