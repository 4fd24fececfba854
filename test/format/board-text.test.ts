import { describe, expect, it } from 'vitest';
import { SudokuBoard, isSudokuError, type SudokuError } from '../../src/index.js';

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const GRID = `5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9`;

function parseError(text: string): SudokuError {
  try {
    SudokuBoard.parse(text);
  } catch (error) {
    if (isSudokuError(error)) return error;
    throw error;
  }
  throw new Error('expected a SudokuError');
}

describe('board text formats', () => {
  it('writes the line and the grid exactly', () => {
    const board = SudokuBoard.parse(LINE);
    expect(board.toString()).toBe(LINE);
    expect(board.format()).toBe(GRID);
  });

  it('accepts ".", "0" and "-" for empty cells and ignores surrounding whitespace', () => {
    const board = SudokuBoard.parse(LINE);
    expect(SudokuBoard.parse(LINE.replaceAll('.', '0')).equals(board)).toBe(true);
    expect(SudokuBoard.parse(LINE.replaceAll('.', '-')).equals(board)).toBe(true);
    expect(SudokuBoard.parse(`  ${LINE}\r\n`).equals(board)).toBe(true);
  });

  it('reads grids written by other programs: no separators, bars, CRLF, blank lines', () => {
    const board = SudokuBoard.parse(LINE);
    const plain = Array.from({ length: 9 }, (_, r) => LINE.slice(r * 9, r * 9 + 9)).join('\n');
    expect(SudokuBoard.parse(plain).equals(board)).toBe(true);
    expect(SudokuBoard.parse(GRID.replaceAll('\n', '\r\n')).equals(board)).toBe(true);
    const boxed = `+-------+-------+-------+\n${GRID.split('\n')
      .filter((l) => !l.startsWith('-'))
      .map((l) => `| ${l} |`)
      .join('\n')}\n+=======+=======+=======+\n\n`;
    expect(SudokuBoard.parse(boxed).equals(board)).toBe(true);
  });

  it('reads a grid row written with "-" for every empty cell', () => {
    const lines = Array.from({ length: 9 }, () => '---------');
    lines[0] = '123456789';
    expect(SudokuBoard.parse(lines.join('\n')).toString()).toBe('123456789' + '.'.repeat(72));
  });

  it('reports the length of a line that is not 81 cells', () => {
    expect(parseError(LINE.slice(1))).toMatchObject({ code: 'INVALID_LENGTH', found: 80 });
    expect(parseError(LINE + '1')).toMatchObject({ code: 'INVALID_LENGTH', found: 82 });
    expect(parseError('')).toMatchObject({ code: 'INVALID_LENGTH', found: 0 });
    expect(parseError('1'.repeat(100_000)).message).toMatch(/found 100000 characters/);
  });

  it('reports an unexpected character with its position', () => {
    const error = parseError(LINE.slice(0, 4) + 'x' + LINE.slice(5));
    expect(error).toMatchObject({ code: 'INVALID_CHARACTER', character: 'x', position: 5, index: 4 });
    expect(error.message).toMatch(/"x" at position 5/);
    expect(parseError('😀' + LINE.slice(1))).toMatchObject({ code: 'INVALID_CHARACTER', character: '😀' });
  });

  it('reports a bad character in a grid by line and column', () => {
    const lines = GRID.split('\n');
    lines[4] = lines[4]!.replace('6', 'A');
    const error = parseError(lines.join('\n'));
    expect(error).toMatchObject({ code: 'INVALID_CHARACTER', character: 'A', line: 5, position: 11, row: 3 });
    expect(error.message).toMatch(/line 5, column 11/);
  });

  it('reports the shape of a grid with the wrong number of rows or cells', () => {
    const lines = GRID.split('\n');
    expect(parseError(lines.slice(0, 10).join('\n'))).toMatchObject({ code: 'INVALID_SHAPE', found: 8 });
    expect(parseError([...lines, '. . . | . . . | . . .'].join('\n'))).toMatchObject({
      code: 'INVALID_SHAPE',
      line: 12,
    });
    const short = [...lines];
    short[0] = '5 3 . | . 7 . | . .';
    expect(parseError(short.join('\n'))).toMatchObject({ code: 'INVALID_SHAPE', line: 1, row: 0, found: 8 });
    const long = [...lines];
    long[1] = '6 . . | 1 9 5 | . . . 1';
    expect(parseError(long.join('\n'))).toMatchObject({ code: 'INVALID_SHAPE', line: 2, row: 1, found: 10 });
  });

  it('checks syntax only: a board with conflicts parses', () => {
    expect(SudokuBoard.parse('1'.repeat(81)).filledCount).toBe(81);
  });
});
