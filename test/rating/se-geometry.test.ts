/**
 * The Sudoku Explainer views of the geometry in `board/geometry.ts` (the orders the rating scans
 * in), checked against the plain tables and the definitions.
 */
import { describe, expect, it } from 'vitest';
import {
  CELL_UNITS,
  PEERS,
  SE_CELL_UNITS,
  SE_PEERS,
  SE_SET_UNIT_ORDER,
  SE_UNIT_ORDER,
  SEES,
  UNIT_CELLS,
  UNIT_HAS,
} from '../../src/board/geometry.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('Sudoku Explainer geometry', () => {
  it('orders units boxes, rows, columns (sets: boxes, columns, rows)', () => {
    expect([...SE_UNIT_ORDER]).toEqual([
      ...range(9).map((i) => 18 + i),
      ...range(9),
      ...range(9).map((i) => 9 + i),
    ]);
    expect([...SE_SET_UNIT_ORDER]).toEqual([
      ...range(9).map((i) => 18 + i),
      ...range(9).map((i) => 9 + i),
      ...range(9),
    ]);
  });

  it('gives each cell its box, row and column, and its 20 peers box first', () => {
    for (let cell = 0; cell < 81; cell++) {
      const row = Math.floor(cell / 9);
      const column = cell % 9;
      const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
      expect([...SE_CELL_UNITS.subarray(cell * 3, cell * 3 + 3)]).toEqual([18 + box, row, 9 + column]);
      expect([...CELL_UNITS.subarray(cell * 3, cell * 3 + 3)].sort((a, b) => a - b)).toEqual([
        row,
        9 + column,
        18 + box,
      ]);
      const sePeers = [...SE_PEERS.subarray(cell * 20, cell * 20 + 20)];
      expect([...sePeers].sort((a, b) => a - b)).toEqual([...PEERS.subarray(cell * 20, cell * 20 + 20)]);
      // The box's other cells come first, ascending.
      const boxCells = [...UNIT_CELLS.subarray((18 + box) * 9, (18 + box) * 9 + 9)].filter((c) => c !== cell);
      expect(sePeers.slice(0, 8)).toEqual(boxCells);
      for (let other = 0; other < 81; other++) {
        const seen =
          other !== cell &&
          (Math.floor(other / 9) === row || other % 9 === column || sePeers.includes(other));
        expect(SEES[cell * 81 + other]).toBe(seen ? 1 : 0);
      }
    }
  });

  it('marks the nine cells of each unit', () => {
    for (let unit = 0; unit < 27; unit++) {
      const cells = range(81).filter((c) => UNIT_HAS[unit * 81 + c] === 1);
      expect(cells).toEqual([...UNIT_CELLS.subarray(unit * 9, unit * 9 + 9)]);
    }
  });
});
