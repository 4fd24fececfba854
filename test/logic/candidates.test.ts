import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuCandidates, isSudokuError } from '../../src/index.js';

const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

describe('SudokuCandidates', () => {
  it('fromBoard marks every legal digit and a filled cell with its own digit', () => {
    const board = SudokuBoard.parse(PUZZLE);
    const candidates = SudokuCandidates.fromBoard(board);
    expect(candidates.get(0, 0)).toEqual([4]);
    // r1c2: row 1 holds 4 and 3; column 2 holds 8 and 7; box 1 holds 4.
    expect(candidates.get(0, 1)).toEqual([1, 2, 5, 6, 9]);
    expect(candidates.has(0, 1, 5)).toBe(true);
    expect(candidates.has(0, 1, 3)).toBe(false);
    expect(Object.isFrozen(candidates.get(0, 1))).toBe(true);
    expect(SudokuCandidates.fromBoard(SudokuBoard.empty()).count).toBe(729);
  });

  it('without and with return new values and leave the original alone', () => {
    const candidates = SudokuCandidates.fromBoard(SudokuBoard.parse(PUZZLE));
    const fewer = candidates.without(0, 1, 5);
    expect(fewer.get(0, 1)).toEqual([1, 2, 6, 9]);
    expect(candidates.get(0, 1)).toEqual([1, 2, 5, 6, 9]);
    expect(fewer.without(0, 1, 5)).toBe(fewer);
    expect(fewer.with(0, 1, 5).equals(candidates)).toBe(true);
    expect(candidates.with(0, 1, 5)).toBe(candidates);
    expect(fewer.count).toBe(candidates.count - 1);
    expect(candidates.equals(fewer)).toBe(false);
    expect(candidates.equals('x' as unknown as SudokuCandidates)).toBe(false);
  });

  it('format and parse are a round trip, including an emptied cell', () => {
    const candidates = SudokuCandidates.fromBoard(SudokuBoard.parse(PUZZLE))
      .without(8, 8, 2)
      .without(8, 8, 3)
      .without(8, 8, 5)
      .without(8, 8, 6)
      .without(8, 8, 8);
    expect(candidates.get(8, 8)).toEqual([]);
    const text = candidates.format();
    expect(text.split('\n')).toHaveLength(11);
    expect(SudokuCandidates.parse(text).equals(candidates)).toBe(true);
    expect(String(candidates)).toBe(text);
  });

  it('round-trips any masks (property)', () => {
    const masksArb = fc.array(fc.integer({ min: 0, max: 511 }), { minLength: 81, maxLength: 81 });
    fc.assert(
      fc.property(masksArb, (masks) => {
        let candidates = SudokuCandidates.fromBoard(SudokuBoard.empty());
        masks.forEach((mask, cell) => {
          for (let d = 1; d <= 9; d++) {
            if ((mask & (1 << (d - 1))) === 0) candidates = candidates.without((cell / 9) | 0, cell % 9, d);
          }
        });
        const back = SudokuCandidates.parse(candidates.format());
        return back.equals(candidates);
      }),
      { numRuns: 50 },
    );
  });

  it('reads grids printed by other programs (box lines, dots and stars)', () => {
    const line = '12 3 4 | 5 6 7 | 8 9 123456789';
    const text = `.----------.\n${Array.from({ length: 9 }, () => line).join('\n')}\n'----------'`;
    const candidates = SudokuCandidates.parse(text);
    expect(candidates.get(4, 0)).toEqual([1, 2]);
    expect(candidates.get(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('rejects bad text with a coded error naming the place', () => {
    const catchError = (text: string): unknown => {
      try {
        SudokuCandidates.parse(text);
      } catch (error) {
        return error;
      }
      return null;
    };
    const wrongChar = catchError('1 2 x');
    expect(isSudokuError(wrongChar) && wrongChar.code).toBe('INVALID_CHARACTER');
    expect(wrongChar).toMatchObject({ line: 1, position: 5, character: 'x' });
    const repeated = catchError('1\n 122');
    expect(repeated).toMatchObject({ code: 'INVALID_VALUE', line: 2, position: 4, value: 2 });
    expect(catchError('1 2 3')).toMatchObject({ code: 'INVALID_LENGTH', found: 3 });
    expect(catchError(Array.from({ length: 82 }, () => '1').join(' '))).toMatchObject({ found: 82 });
    expect(() => SudokuCandidates.parse(3 as unknown as string)).toThrow(TypeError);
  });

  it('checks its arguments', () => {
    const candidates = SudokuCandidates.fromBoard(SudokuBoard.empty());
    expect(() => candidates.get(9, 0)).toThrow(RangeError);
    expect(() => candidates.has(0, 0, 0)).toThrow(RangeError);
    expect(() => candidates.without(0, 0, 10)).toThrow(RangeError);
    expect(() => candidates.with(0, -1, 1)).toThrow(RangeError);
    expect(() => SudokuCandidates.fromBoard('x' as unknown as SudokuBoard)).toThrow(TypeError);
  });
});
