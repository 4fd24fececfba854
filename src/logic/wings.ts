/**
 * W-Wing (XY- and XYZ-Wing are the engine's, `engine/basic.ts`, shared with the rating): two bivalue cells {x,y} that do not see each other, and a strong link on x whose ends
 *   see one cell each; one of the two cells is y, so y leaves the cells that see both.
 *
 *
 * Cells are compared with the geometry's peer matrix; the scans allocate nothing.
 */
import { CELL_COUNT, PEER_COUNT, PEERS, SEES, SIZE, UNIT_CELLS } from '../board/geometry.js';
import { LOWEST_DIGIT, POPCOUNT, digitsOf } from '../internal/bits.js';
import type { LogicGrid } from './grid.js';
import { candidateCode } from './grid.js';
import {
  cellName,
  cellsText,
  digitsText,
  eliminationText,
  makeStep,
  unitName,
  type LogicStep,
} from './technique.js';

/** True when cells `a` and `b` (distinct) share a row, column or box (the geometry's peer matrix). */
export function sees(a: number, b: number): boolean {
  return SEES[a * CELL_COUNT + b] === 1;
}

/** Candidate codes of `digit` in cells that see every cell of `cells` (and are none of them). */
export function commonPeerEliminations(grid: LogicGrid, digit: number, cells: readonly number[]): number[] {
  const out: number[] = [];
  const first = cells[0]!;
  for (let k = 0; k < PEER_COUNT; k++) {
    const cell = PEERS[first * PEER_COUNT + k]!;
    if (!grid.has(cell, digit)) continue;
    let all = true;
    for (let i = 1; i < cells.length && all; i++) all = sees(cell, cells[i]!);
    if (all) out.push(candidateCode(cell, digit));
  }
  return out.sort((a, b) => a - b);
}

function codesOf(grid: LogicGrid, cells: readonly number[]): number[] {
  const out: number[] = [];
  for (const cell of cells) for (const d of digitsOf(grid.masks[cell]!)) out.push(candidateCode(cell, d));
  return out;
}

/** W-Wing finder. */
export function findWWing(grid: LogicGrid): LogicStep | null {
  for (let a = 0; a < 81; a++) {
    const mask = grid.masks[a]!;
    if (POPCOUNT[mask] !== 2) continue;
    for (let b = a + 1; b < 81; b++) {
      if (grid.masks[b] !== mask || sees(a, b)) continue;
      for (let m = mask; m !== 0; m &= m - 1) {
        const x = LOWEST_DIGIT[m & -m]!;
        const y = LOWEST_DIGIT[mask & ~(m & -m)]!;
        const eliminations = commonPeerEliminations(grid, y, [a, b]);
        if (eliminations.length === 0) continue;
        for (let unit = 0; unit < 27; unit++) {
          const positions = grid.positions(unit, x);
          if (POPCOUNT[positions] !== 2) continue;
          const p = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions]! - 1]!;
          const q = UNIT_CELLS[unit * SIZE + LOWEST_DIGIT[positions & (positions - 1)]! - 1]!;
          if (p === a || p === b || q === a || q === b) continue;
          const [ea, eb] = sees(p, a) && sees(q, b) ? [p, q] : sees(q, a) && sees(p, b) ? [q, p] : [-1, -1];
          if (ea < 0) continue;
          const cells = [a, b, ea, eb];
          return makeStep('w-wing', {
            eliminations,
            cells,
            candidates: [...codesOf(grid, [a, b]), candidateCode(ea, x), candidateCode(eb, x)],
            units: [unit],
            explanation: `W-Wing: ${cellsText([a, b])} both hold ${digitsText(digitsOf(mask))}, and ${x} in ${unitName(unit)} is either ${cellName(ea)} or ${cellName(eb)}; so one of the two cells is ${y}: ${eliminationText(eliminations)}.`,
            small: `Look for a W-Wing on ${digitsText(digitsOf(mask))}.`,
            big: `${cellsText([a, b])} hold ${digitsText(digitsOf(mask))}; look at ${x} in ${unitName(unit)}.`,
          });
        }
      }
    }
  }
  return null;
}
