import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, isSudokuError, type SudokuError } from '../../src/index.js';
import { boardArb, positionArb, valuesArb } from '../arbitraries.js';

// The puzzle of the "Sudoku" Wikipedia article, a widely reproduced example.
const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function catchError(fn: () => unknown): SudokuError {
  try {
    fn();
  } catch (error) {
    if (isSudokuError(error)) return error;
    throw error;
  }
  throw new Error('expected a SudokuError');
}

describe('SudokuBoard construction', () => {
  it('has the static dimensions of a 9×9 board', () => {
    expect([SudokuBoard.size, SudokuBoard.boxSize, SudokuBoard.cellCount]).toEqual([9, 3, 81]);
  });

  it('starts empty', () => {
    const board = SudokuBoard.empty();
    expect(board.filledCount).toBe(0);
    expect(board.emptyCount).toBe(81);
    expect(board.toString()).toBe('.'.repeat(81));
  });

  it('reads values from rows and from a flat list, row-major', () => {
    const values = Array.from({ length: 81 }, (_, i) => i % 10);
    const rows = Array.from({ length: 9 }, (_, r) => values.slice(r * 9, r * 9 + 9));
    const a = SudokuBoard.fromValues(values);
    const b = SudokuBoard.fromArray(rows);
    expect(a.equals(b)).toBe(true);
    expect(a.get(1, 0)).toBe(9);
    expect(a.at(10)).toBe(0);
    expect(a.get(8, 8)).toBe(0);
    expect(a.get(8, 7)).toBe(9);
    expect(a.filledCount).toBe(81 - 9);
    expect(SudokuBoard.fromValues(new Uint8Array(values)).equals(a)).toBe(true);
  });

  it('copies its input: later changes to the caller’s array do not reach the board', () => {
    const values = new Array<number>(81).fill(0);
    const rows = [
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      ...Array.from({ length: 8 }, () => new Array<number>(9).fill(0)),
    ];
    const a = SudokuBoard.fromValues(values);
    const b = SudokuBoard.fromArray(rows);
    values[0] = 5;
    rows[0]![0] = 9;
    expect(a.at(0)).toBe(0);
    expect(b.at(0)).toBe(1);
  });

  it('stores -0 as an empty cell', () => {
    const values = new Array<number>(81).fill(0);
    values[3] = -0;
    expect(Object.is(SudokuBoard.fromValues(values).at(3), 0)).toBe(true);
  });

  it('names the shape that was found', () => {
    let error = catchError(() => SudokuBoard.fromArray([[1, 2, 3]]));
    expect(error.code).toBe('INVALID_SHAPE');
    expect(error.found).toBe(1);
    expect(error.message).toMatch(/9 rows, found 1/);
    const rows = Array.from({ length: 9 }, () => new Array<number>(9).fill(0));
    rows[4] = [1, 2];
    error = catchError(() => SudokuBoard.fromArray(rows));
    expect(error).toMatchObject({ code: 'INVALID_SHAPE', row: 4, found: 2 });
    rows[4] = 'abcdefghi' as unknown as number[];
    expect(catchError(() => SudokuBoard.fromArray(rows))).toMatchObject({ code: 'INVALID_SHAPE', row: 4 });
    error = catchError(() => SudokuBoard.fromValues(new Array<number>(80).fill(0)));
    expect(error).toMatchObject({ code: 'INVALID_SHAPE', found: 80 });
  });

  it.each([[10], [-1], [1.5], [NaN], [Infinity], ['5'], [null], [undefined]])(
    'rejects the value %s with INVALID_VALUE naming row and column',
    (bad) => {
      const rows = Array.from({ length: 9 }, () => new Array<unknown>(9).fill(0));
      rows[2]![7] = bad;
      const error = catchError(() => SudokuBoard.fromArray(rows as number[][]));
      expect(error).toMatchObject({ code: 'INVALID_VALUE', row: 2, column: 7, index: 25 });
      expect(error.message).toMatch(/row 2, column 7/);
      const values = new Array<unknown>(81).fill(0);
      values[80] = bad;
      expect(catchError(() => SudokuBoard.fromValues(values as number[]))).toMatchObject({
        code: 'INVALID_VALUE',
        row: 8,
        column: 8,
      });
    },
  );

  it('rejects sparse arrays (a hole is not a value)', () => {
    const values = new Array<number>(81);
    values.fill(0, 0, 40);
    expect(catchError(() => SudokuBoard.fromValues(values))).toMatchObject({
      code: 'INVALID_VALUE',
      index: 40,
    });
  });

  it('throws TypeError for arguments that are not arrays at all', () => {
    expect(() => SudokuBoard.fromArray('x' as unknown as number[][])).toThrow(TypeError);
    expect(() => SudokuBoard.fromValues(null as unknown as number[])).toThrow(TypeError);
    expect(() => SudokuBoard.fromValues(42 as unknown as number[])).toThrow(TypeError);
    expect(() => SudokuBoard.parse(7 as unknown as string)).toThrow(TypeError);
    expect(() => SudokuBoard.parse(null as unknown as string)).toThrow(TypeError);
  });
});

describe('SudokuBoard access and updates', () => {
  const board = SudokuBoard.parse(LINE);

  it('reads cells by position', () => {
    expect(board.get(0, 0)).toBe(5);
    expect(board.get(0, 2)).toBe(0);
    expect(board.at(80)).toBe(9);
    expect(board.cell(4, 3)).toEqual({ row: 4, column: 3, box: 4, index: 39, value: 8, isEmpty: false });
    expect(board.cell(0, 2).isEmpty).toBe(true);
    expect(board.filledCount).toBe(30);
    expect(board.emptyCount).toBe(51);
  });

  it('lists and iterates frozen cells', () => {
    const cells = board.cells();
    expect(cells).toHaveLength(81);
    expect(Object.isFrozen(cells)).toBe(true);
    expect(Object.isFrozen(cells[5])).toBe(true);
    expect([...board].map((c) => c.value)).toEqual(board.toValues());
    expect(cells.map((c) => c.index)).toEqual(Array.from({ length: 81 }, (_, i) => i));
  });

  it('is frozen, with no way to reach its storage', () => {
    expect(Object.isFrozen(board)).toBe(true);
    expect(Object.keys(board).sort()).toEqual(['emptyCount', 'filledCount']);
    const values = board.toValues();
    values[0] = 9;
    const rows = board.toArray();
    rows[0]![0] = 9;
    expect(board.at(0)).toBe(5);
    expect(board.toValues()).not.toBe(board.toValues());
  });

  it('returns a new board from with(), leaving the original untouched', () => {
    fc.assert(
      fc.property(boardArb, positionArb, fc.integer({ min: 0, max: 9 }), (b, [row, column], value) => {
        const before = b.toString();
        const after = b.with(row, column, value);
        expect(b.toString()).toBe(before);
        expect(after.get(row, column)).toBe(value);
        for (let i = 0; i < 81; i++) if (i !== row * 9 + column) expect(after.at(i)).toBe(b.at(i));
      }),
    );
    expect(board.with(0, 2, 0)).toBe(board);
  });

  it('rejects positions and values out of range', () => {
    expect(() => board.get(9, 0)).toThrow(RangeError);
    expect(() => board.get(0, -1)).toThrow(RangeError);
    expect(() => board.at(81)).toThrow(RangeError);
    expect(() => board.cell(0, 1.5)).toThrow(RangeError);
    expect(() => board.with(0, 0, 10)).toThrow(/value must be an integer from 0 to 9, received 10/);
    expect(() => board.with(0, 0, '5' as unknown as number)).toThrow(TypeError);
    expect(() => board.get('0' as unknown as number, 0)).toThrow(TypeError);
  });

  it('compares by value', () => {
    expect(board.equals(SudokuBoard.parse(LINE))).toBe(true);
    expect(board.equals(board.with(0, 2, 4))).toBe(false);
    expect(board.equals('x' as unknown as SudokuBoard)).toBe(false);
    expect(JSON.stringify({ board })).toBe(`{"board":"${LINE}"}`);
  });
});

describe('SudokuBoard round trips', () => {
  it('fromValues(b.toValues()), fromArray(b.toArray()), parse(b.toString()), parse(b.format()) all equal b', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const b = SudokuBoard.fromValues(values);
        expect(b.toValues()).toEqual(values);
        expect(SudokuBoard.fromArray(b.toArray()).equals(b)).toBe(true);
        expect(SudokuBoard.parse(b.toString()).equals(b)).toBe(true);
        expect(SudokuBoard.parse(b.format()).equals(b)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
