import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuValidator, peersOf } from '../../src/index.js';
import { boardArb, positionArb } from '../arbitraries.js';
import { solutionCounts } from '../helpers.js';

const uniqueRows = solutionCounts().filter((row) => row.solution !== undefined);
const PUZZLE = SudokuBoard.parse(uniqueRows[0]!.puzzle);
const SOLUTION = SudokuBoard.parse(uniqueRows[0]!.solution!);

/** A naive row/column/box scan, the reference for the peer-based checks. */
function naiveLegal(board: SudokuBoard, row: number, column: number, value: number): boolean {
  if (value === 0) return true;
  for (let k = 0; k < 9; k++) {
    if (k !== column && board.get(row, k) === value) return false;
    if (k !== row && board.get(k, column) === value) return false;
  }
  const r0 = row - (row % 3);
  const c0 = column - (column % 3);
  for (let r = r0; r < r0 + 3; r++) {
    for (let c = c0; c < c0 + 3; c++)
      if ((r !== row || c !== column) && board.get(r, c) === value) return false;
  }
  return true;
}

describe('SudokuValidator.validate', () => {
  it('accepts a conflict-free partial board and a solved grid', () => {
    expect(SudokuValidator.validate(PUZZLE)).toEqual({
      isValid: true,
      isComplete: false,
      conflicts: [],
      conflictingCells: [],
    });
    expect(SudokuValidator.validate(PUZZLE, { requireComplete: true }).isValid).toBe(false);
    const full = SudokuValidator.validate(SOLUTION, { requireComplete: true });
    expect(full.isValid && full.isComplete).toBe(true);
  });

  it('names the unit, the digit and every cell of each clash', () => {
    // Three 7s in row 0, two of them also in box 0; a separate pair of 4s in column 8.
    const board = SudokuBoard.empty().with(0, 0, 7).with(0, 1, 7).with(0, 8, 7).with(3, 8, 4).with(8, 8, 4);
    const result = SudokuValidator.validate(board);
    expect(result.isValid).toBe(false);
    expect(result.conflicts).toEqual([
      { unit: 'row', unitIndex: 0, value: 7, cells: [0, 1, 8] },
      { unit: 'column', unitIndex: 8, value: 4, cells: [35, 80] },
      { unit: 'box', unitIndex: 0, value: 7, cells: [0, 1] },
    ]);
    expect(result.conflictingCells).toEqual([0, 1, 8, 35, 80]);
    expect(Object.isFrozen(result.conflicts[0]!.cells)).toBe(true);
  });

  it('reports every clash at both ends, agreeing with findConflicts', () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        const result = SudokuValidator.validate(board);
        const cells = SudokuValidator.findConflicts(board);
        expect(result.conflictingCells).toEqual(cells);
        for (let a = 0; a < 81; a++) {
          const value = board.at(a);
          const clashes = value !== 0 && peersOf(a).some((p) => board.at(p) === value);
          expect(cells.includes(a)).toBe(clashes);
        }
        expect(result.isValid).toBe(cells.length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects options of the wrong type', () => {
    expect(() => SudokuValidator.validate(PUZZLE, 'yes' as never)).toThrow(TypeError);
    expect(() => SudokuValidator.validate(PUZZLE, { requireComplete: 1 as never })).toThrow(TypeError);
    expect(() => SudokuValidator.validate('x' as never)).toThrow(/board must be a SudokuBoard/);
  });
});

describe('SudokuValidator completeness', () => {
  it('is false for the empty board and for 81 ones, true for a solution', () => {
    expect(SudokuValidator.isComplete(SudokuBoard.empty())).toBe(false);
    expect(SudokuValidator.isComplete(SudokuBoard.parse('1'.repeat(81)))).toBe(false);
    expect(SudokuValidator.isComplete(SOLUTION)).toBe(true);
  });

  it('agrees with the tdoku reference solutions', () => {
    for (const row of uniqueRows) {
      const puzzle = SudokuBoard.parse(row.puzzle);
      const solution = SudokuBoard.parse(row.solution!);
      expect(SudokuValidator.isComplete(solution)).toBe(true);
      expect(SudokuValidator.isSolution(puzzle, solution)).toBe(true);
    }
  });

  it('isSolution rejects a grid that drops a given, is incomplete, or clashes', () => {
    // Swap two digits of the solution everywhere: still a valid grid, but givens change.
    const swapped = SudokuBoard.fromValues(SOLUTION.toValues().map((v) => (v === 1 ? 2 : v === 2 ? 1 : v)));
    expect(SudokuValidator.isComplete(swapped)).toBe(true);
    expect(SudokuValidator.isSolution(PUZZLE, swapped)).toBe(false);
    expect(SudokuValidator.isSolution(PUZZLE, PUZZLE)).toBe(false);
    const clash = SOLUTION.with(0, 0, SOLUTION.get(0, 1));
    expect(SudokuValidator.isSolution(SudokuBoard.empty(), clash)).toBe(false);
  });
});

describe('SudokuValidator candidates and legality', () => {
  it('lists candidates ascending, none for an occupied cell', () => {
    const board = SudokuBoard.parse(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
    expect(SudokuValidator.getCandidates(board, 0, 2)).toEqual([1, 2, 4]);
    expect(SudokuValidator.getCandidateMask(board, 0, 2)).toBe((1 << 1) | (1 << 2) | (1 << 4));
    expect(SudokuValidator.getCandidates(board, 0, 0)).toEqual([]);
    expect(SudokuValidator.getCandidateMask(board, 0, 0)).toBe(0);
    expect(SudokuValidator.getCandidates(SudokuBoard.empty(), 4, 4)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('never offers a digit a peer holds, and agrees with the mask and a naive scan', () => {
    fc.assert(
      fc.property(boardArb, positionArb, (board, [row, column]) => {
        const candidates = SudokuValidator.getCandidates(board, row, column);
        const mask = SudokuValidator.getCandidateMask(board, row, column);
        for (let v = 1; v <= 9; v++) {
          const legal = SudokuValidator.isLegal(board, row, column, v);
          expect(legal).toBe(naiveLegal(board, row, column, v));
          const offered = board.get(row, column) === 0 && legal;
          expect(candidates.includes(v)).toBe(offered);
          expect((mask & (1 << v)) !== 0).toBe(offered);
        }
        for (const v of candidates) {
          expect(peersOf(row * 9 + column).some((p) => board.at(p) === v)).toBe(false);
        }
        expect(SudokuValidator.isLegal(board, row, column, 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('returns a fresh candidate array each call', () => {
    const a = SudokuValidator.getCandidates(SudokuBoard.empty(), 0, 0) as number[];
    a.length = 0;
    expect(SudokuValidator.getCandidates(SudokuBoard.empty(), 0, 0)).toHaveLength(9);
  });

  it('rejects positions and values out of range', () => {
    expect(() => SudokuValidator.getCandidates(PUZZLE, 9, 0)).toThrow(RangeError);
    expect(() => SudokuValidator.getCandidateMask(PUZZLE, 0, -1)).toThrow(RangeError);
    expect(() => SudokuValidator.isLegal(PUZZLE, 0, 0, 10)).toThrow(RangeError);
    expect(() => SudokuValidator.isLegal(PUZZLE, 0, 0, '1' as never)).toThrow(TypeError);
    expect(() => SudokuValidator.findConflicts(null as never)).toThrow(TypeError);
    expect(() => SudokuValidator.isSolution(PUZZLE, {} as never)).toThrow(/solution must be a SudokuBoard/);
  });
});
