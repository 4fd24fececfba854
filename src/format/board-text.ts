/**
 * Text formats of a board, as a parse/format pair.
 *
 * - The **line**: 81 characters, row by row, a digit 1–9 for a given and `.`, `0` or `-` for an
 *   empty cell (`.` is written). Surrounding whitespace is ignored.
 * - The **grid**: nine lines of nine cells, as {@link formatGrid} writes it. Spaces and `|` between
 *   cells are ignored, as are blank lines and separator lines made only of `-`, `+`, `=`, `|`
 *   and spaces; so most grids printed by other programs read back too.
 *
 * Parsing checks syntax only: the board it yields may hold conflicts (see the validator).
 */
import { SudokuError } from '../errors.js';
import { CELL_COUNT, SIZE } from '../board/geometry.js';

const EMPTY_MARKS = '.0-';

/** Decodes a cell character: 1–9 for a digit, 0 for an empty mark, -1 for anything else. */
function decode(code: number): number {
  if (code >= 49 && code <= 57) return code - 48; // '1'..'9'
  if (code === 46 || code === 48 || code === 45) return 0; // '.', '0', '-'
  return -1;
}

function quote(character: string): string {
  return JSON.stringify(character);
}

/** Parses a line or a grid into 81 values (0 for empty). Throws a {@link SudokuError} on bad syntax. */
export function parseBoardText(text: string): Uint8Array {
  if (typeof text !== 'string') {
    throw new TypeError(`text must be a string, received ${text === null ? 'null' : typeof text}`);
  }
  const start = skipSpace(text, 0);
  const end = skipSpaceBack(text, text.length);
  const newline = text.indexOf('\n', start);
  if (newline !== -1 && newline < end) return parseGrid(text);
  return parseLine(text, start, end);
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

function skipSpaceBack(text: string, to: number): number {
  let i = to;
  while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
  return i;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

function parseLine(text: string, start: number, end: number): Uint8Array {
  const length = end - start;
  const values = new Uint8Array(CELL_COUNT);
  const scan = Math.min(length, CELL_COUNT);
  for (let i = 0; i < scan; i++) {
    const value = decode(text.charCodeAt(start + i));
    if (value < 0) {
      const character = String.fromCodePoint(text.codePointAt(start + i)!);
      throw new SudokuError(
        'INVALID_CHARACTER',
        `unexpected character ${quote(character)} at position ${i + 1}: expected a digit 1-9 or one of '${EMPTY_MARKS}' for an empty cell`,
        { character, position: i + 1, index: i },
      );
    }
    values[i] = value;
  }
  if (length !== CELL_COUNT) {
    throw new SudokuError(
      'INVALID_LENGTH',
      `a one-line board needs exactly ${CELL_COUNT} cells, found ${length} characters`,
      { found: length },
    );
  }
  return values;
}

function isSeparatorLine(line: string): boolean {
  let sawMark = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '-' || c === '+' || c === '=' || c === '|') sawMark = true;
    else if (c !== ' ' && c !== '\t' && c !== '\r') return false;
  }
  return sawMark;
}

function parseGrid(text: string): Uint8Array {
  const values = new Uint8Array(CELL_COUNT);
  const lines = text.split('\n');
  let row = 0;
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex++) {
    const line = lines[lineIndex]!;
    // A line of only '-' marks is a separator, but "---------" with 9 marks is a row of empty cells.
    if (line.trim() === '' || (isSeparatorLine(line) && countCells(line) !== SIZE)) continue;
    if (row === SIZE) {
      throw new SudokuError(
        'INVALID_SHAPE',
        `a grid has 9 rows; found more, the extra one on line ${lineIndex + 1}`,
        {
          line: lineIndex + 1,
          found: row + 1,
        },
      );
    }
    let column = 0;
    for (let position = 0; position < line.length; position++) {
      const c = line.charCodeAt(position);
      if (c === 32 || c === 9 || c === 13 || c === 124) continue; // space, tab, CR, '|'
      const value = decode(c);
      if (value < 0) {
        const character = String.fromCodePoint(line.codePointAt(position)!);
        throw new SudokuError(
          'INVALID_CHARACTER',
          `unexpected character ${quote(character)} at line ${lineIndex + 1}, column ${position + 1}`,
          { character, line: lineIndex + 1, position: position + 1, row },
        );
      }
      if (column === SIZE) {
        throw new SudokuError(
          'INVALID_SHAPE',
          `grid row ${row + 1} (line ${lineIndex + 1}) has more than 9 cells`,
          { line: lineIndex + 1, row, found: countCells(line) },
        );
      }
      values[row * SIZE + column] = value;
      column++;
    }
    if (column !== SIZE) {
      throw new SudokuError(
        'INVALID_SHAPE',
        `grid row ${row + 1} (line ${lineIndex + 1}) has ${column} cells, expected 9`,
        { line: lineIndex + 1, row, found: column },
      );
    }
    row++;
  }
  if (row !== SIZE) {
    throw new SudokuError('INVALID_SHAPE', `a grid needs 9 rows, found ${row}`, { found: row });
  }
  return values;
}

function countCells(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) if (decode(line.charCodeAt(i)) >= 0) count++;
  return count;
}

/** The 81-character line, `.` for an empty cell. */
export function formatLine(values: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < CELL_COUNT; i++) {
    const value = values[i]!;
    out += value === 0 ? '.' : String(value);
  }
  return out;
}

/**
 * A readable grid, boxes separated:
 * ```
 * 5 3 . | . 7 . | . . .
 * 6 . . | 1 9 5 | . . .
 * . 9 8 | . . . | . 6 .
 * ------+-------+------
 * ```
 */
export function formatGrid(values: ArrayLike<number>): string {
  const lines: string[] = [];
  for (let row = 0; row < SIZE; row++) {
    if (row === 3 || row === 6) lines.push('------+-------+------');
    let line = '';
    for (let column = 0; column < SIZE; column++) {
      if (column === 3 || column === 6) line += '| ';
      const value = values[row * SIZE + column]!;
      line += (value === 0 ? '.' : String(value)) + (column === SIZE - 1 ? '' : ' ');
    }
    lines.push(line);
  }
  return lines.join('\n');
}
