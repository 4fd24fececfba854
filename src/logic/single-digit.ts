/**
 * Single-digit patterns: Skyscraper, Two-string kite and Empty rectangle.
 *
 * All three are short X-chains on one digit: strong link (a conjugate pair: the digit's only two
 * places in a unit), weak link, strong link. Whatever happens, one end of the chain holds the
 * digit, so it leaves every cell that sees both ends.
 *
 * - Skyscraper: two parallel conjugate pairs (two rows, or two columns) with one end of each on
 *   the same cross line.
 * - Two-string kite: a row pair and a column pair with one end of each in the same box.
 * - Empty rectangle: a box whose candidates lie on one row and one column of it, and a conjugate
 *   pair on a line crossing that row (or column) outside the box.
 */
import { BOX_OF, COLUMN_OF, ROW_OF, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import { cellName, cellsText, eliminationText, makeStep, unitName, type LogicStep } from './technique.js';
import { commonPeerEliminations } from './wings.js';

/** The two cells of a conjugate pair of `digit` in `unit`, or null. */
function pair(grid: LogicGrid, unit: number, digit: number): [number, number] | null {
  const positions = grid.positions(unit, digit);
  if (POPCOUNT[positions] !== 2) return null;
  return [
    UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions]! - 1]!,
    UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions & (positions - 1)]! - 1]!,
  ];
}

function pairs(grid: LogicGrid, unit: number, digit: number): boolean {
  return POPCOUNT[grid.positions(unit, digit)] === 2;
}

/** Skyscraper finder. */
export function findSkyscraper(grid: LogicGrid): LogicStep | null {
  for (let digit = 1; digit <= 9; digit++) {
    for (const base of [0, 9]) {
      const crossOf = base === 0 ? COLUMN_OF : ROW_OF;
      for (let u = base; u < base + 9; u++) {
        if (!pairs(grid, u, digit)) continue;
        const [a1, a2] = pair(grid, u, digit)!;
        for (let v = u + 1; v < base + 9; v++) {
          if (!pairs(grid, v, digit)) continue;
          const [b1, b2] = pair(grid, v, digit)!;
          for (const [baseA, topA, baseB, topB] of [
            [a1, a2, b1, b2],
            [a1, a2, b2, b1],
            [a2, a1, b1, b2],
            [a2, a1, b2, b1],
          ] as const) {
            if (crossOf[baseA] !== crossOf[baseB] || crossOf[topA] === crossOf[topB]) continue;
            const eliminations = commonPeerEliminations(grid, digit, [topA, topB]);
            if (eliminations.length === 0) continue;
            const cells = [baseA, topA, baseB, topB];
            return makeStep('skyscraper', {
              eliminations,
              cells,
              candidates: cells.map((c) => candidateCode(c, digit)),
              units: [u, v],
              explanation: `Skyscraper on ${digit}: ${unitName(u)} and ${unitName(v)} hold ${digit} only twice, with ${cellName(baseA)} and ${cellName(baseB)} in line; so ${cellName(topA)} or ${cellName(topB)} is ${digit}: ${eliminationText(eliminations)}.`,
              small: `Look for a skyscraper on ${digit}.`,
              big: `Look for a skyscraper on ${digit} in ${unitName(u)} and ${unitName(v)}.`,
            });
          }
        }
      }
    }
  }
  return null;
}

/** Two-string kite finder. */
export function findTwoStringKite(grid: LogicGrid): LogicStep | null {
  for (let digit = 1; digit <= 9; digit++) {
    for (let row = 0; row < 9; row++) {
      const rp = pair(grid, row, digit);
      if (rp === null || BOX_OF[rp[0]] === BOX_OF[rp[1]]) continue;
      for (let column = 9; column < 18; column++) {
        const cp = pair(grid, column, digit);
        if (cp === null || BOX_OF[cp[0]] === BOX_OF[cp[1]]) continue;
        for (const [inBoxR, endR] of [rp, [rp[1], rp[0]]] as const) {
          for (const [inBoxC, endC] of [cp, [cp[1], cp[0]]] as const) {
            if (BOX_OF[inBoxR] !== BOX_OF[inBoxC] || inBoxR === inBoxC || endR === endC) continue;
            if (inBoxR === endC || inBoxC === endR) continue;
            const eliminations = commonPeerEliminations(grid, digit, [endR, endC]);
            if (eliminations.length === 0) continue;
            const cells = [endR, inBoxR, inBoxC, endC];
            return makeStep('two-string-kite', {
              eliminations,
              cells,
              candidates: cells.map((c) => candidateCode(c, digit)),
              units: [row, column, 18 + BOX_OF[inBoxR]!],
              explanation: `Two-string kite on ${digit}: ${unitName(row)} and ${unitName(column)} hold ${digit} only twice, joined in box ${BOX_OF[inBoxR]! + 1} (${cellsText([inBoxR, inBoxC])}); so ${cellName(endR)} or ${cellName(endC)} is ${digit}: ${eliminationText(eliminations)}.`,
              small: `Look for a two-string kite on ${digit}.`,
              big: `Look at ${digit} in ${unitName(row)} and ${unitName(column)}.`,
            });
          }
        }
      }
    }
  }
  return null;
}

/** Empty rectangle finder. */
export function findEmptyRectangle(grid: LogicGrid): LogicStep | null {
  for (let digit = 1; digit <= 9; digit++) {
    for (let box = 0; box < 9; box++) {
      const positions = grid.positions(18 + box, digit);
      if (POPCOUNT[positions]! < 2) continue;
      const top = ((box / 3) | 0) * 3;
      const left = (box % 3) * 3;
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const rowMask = 0x7 << (i * 3);
          const colMask = 0x49 << j;
          if ((positions & ~(rowMask | colMask)) !== 0) continue;
          if ((positions & ~rowMask) === 0 || (positions & ~colMask) === 0) continue;
          const erRow = top + i;
          const erColumn = left + j;
          const boxCells: number[] = [];
          for (let k = 0; k < 9; k++)
            if ((positions & (1 << k)) !== 0) boxCells.push(UNIT_CELLS[(18 + box) * 9 + k]!);
          // A conjugate pair in a column outside the box's stack, one end on the ER row.
          for (let c = 0; c < 9; c++) {
            if (((c / 3) | 0) === box % 3) continue;
            const cp = pair(grid, 9 + c, digit);
            if (cp === null) continue;
            for (const [near, far] of [cp, [cp[1], cp[0]]] as const) {
              if (ROW_OF[near] !== erRow || ((ROW_OF[far]! / 3) | 0) === ((box / 3) | 0)) continue;
              const target = ROW_OF[far]! * 9 + erColumn;
              if (!grid.has(target, digit)) continue;
              return erStep(digit, box, boxCells, 9 + c, near, far, target);
            }
          }
          // A conjugate pair in a row outside the box's band, one end on the ER column.
          for (let r = 0; r < 9; r++) {
            if (((r / 3) | 0) === ((box / 3) | 0)) continue;
            const rp = pair(grid, r, digit);
            if (rp === null) continue;
            for (const [near, far] of [rp, [rp[1], rp[0]]] as const) {
              if (COLUMN_OF[near] !== erColumn || ((COLUMN_OF[far]! / 3) | 0) === box % 3) continue;
              const target = erRow * 9 + COLUMN_OF[far]!;
              if (!grid.has(target, digit)) continue;
              return erStep(digit, box, boxCells, r, near, far, target);
            }
          }
        }
      }
    }
  }
  return null;
}

function erStep(
  digit: number,
  box: number,
  boxCells: readonly number[],
  line: number,
  near: number,
  far: number,
  target: number,
): LogicStep {
  const eliminations = [candidateCode(target, digit)];
  const cells = [...boxCells, near, far];
  return makeStep('empty-rectangle', {
    eliminations,
    cells,
    candidates: cells.map((c) => candidateCode(c, digit)),
    units: [18 + box, line],
    explanation: `Empty rectangle on ${digit}: in box ${box + 1}, ${digit} lies on one row and one column (${cellsText(boxCells)}), and ${unitName(line)} holds it only in ${cellsText([near, far])}; if ${cellName(target)} were ${digit}, ${cellName(far)} would not be, ${cellName(near)} would, and box ${box + 1} would have no place left: ${eliminationText(eliminations)}.`,
    small: `Look for an empty rectangle on ${digit}.`,
    big: `Look at ${digit} in box ${box + 1} and ${unitName(line)}.`,
  });
}
