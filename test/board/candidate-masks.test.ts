import { describe, expect, it } from 'vitest';
import { freeMask, legalMask, peerDigits } from '../../src/board/candidate-masks.js';
import { cellName } from '../../src/board/geometry.js';
import { SudokuBoard, SudokuValidator, boxOf, columnOf, peersOf, rowOf } from '../../src/index.js';
import { fixtureLines, valuesOf } from '../helpers.js';
import { sample } from '../sample.js';

// Public puzzles (top1465) and, as a position with clashes, one with a digit repeated in a row.
const puzzles = sample(fixtureLines('top1465.txt'), 20);
const clashing = `55${'.'.repeat(79)}`;

/** The digits (bit d − 1) held by the peers of `cell`, from the public geometry. */
function heldByPeers(grid: Uint8Array, cell: number): number {
  let mask = 0;
  for (const peer of peersOf(cell)) if (grid[peer] !== 0) mask |= 1 << (grid[peer]! - 1);
  return mask;
}

/** The 27 used-digit masks (rows, columns, boxes) of `grid`. */
function usedMasks(grid: Uint8Array): Int32Array {
  const used = new Int32Array(27);
  for (let cell = 0; cell < 81; cell++) {
    const v = grid[cell]!;
    if (v === 0) continue;
    used[rowOf(cell)]! |= 1 << (v - 1);
    used[9 + columnOf(cell)]! |= 1 << (v - 1);
    used[18 + boxOf(cell)]! |= 1 << (v - 1);
  }
  return used;
}

describe('candidate masks', () => {
  it('gives each cell the digits no peer holds, in both forms, as the validator does', () => {
    for (const line of [...puzzles, clashing]) {
      const grid = valuesOf(line);
      const used = usedMasks(grid);
      const board = SudokuBoard.parse(line);
      for (let cell = 0; cell < 81; cell++) {
        const held = heldByPeers(grid, cell);
        expect(peerDigits(grid, cell)).toBe(held);
        expect(legalMask(grid, cell)).toBe(0x1ff & ~held);
        if (grid[cell] !== 0) continue;
        // An empty cell adds nothing to its units, so the unit form agrees with the peer walk.
        expect(freeMask(used, cell)).toBe(0x1ff & ~held);
        const row = rowOf(cell);
        const column = columnOf(cell);
        expect(SudokuValidator.getCandidateMask(board, row, column)).toBe((0x1ff & ~held) << 1);
      }
    }
  });

  it('ignores the cell’s own digit', () => {
    const grid = valuesOf(puzzles[0]!);
    const cell = grid.findIndex((v) => v !== 0);
    const without = grid.slice();
    without[cell] = 0;
    expect(legalMask(grid, cell)).toBe(legalMask(without, cell));
    expect(legalMask(grid, cell) & (1 << (grid[cell]! - 1))).not.toBe(0);
  });

  it('names cells r1c1 to r9c9', () => {
    expect([0, 8, 9, 40, 80].map(cellName)).toEqual(['r1c1', 'r1c9', 'r2c1', 'r5c5', 'r9c9']);
  });
});
