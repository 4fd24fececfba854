/**
 * The immutable board value.
 *
 * A board is 81 cell values stored in a private `Uint8Array` (0 for an empty cell, 1–9 for a
 * digit), row-major. A typed array cannot be frozen, so immutability is kept by never handing the
 * array out: every constructor copies its input, every accessor copies its output, and every
 * update (`with`) returns a new board. Instances themselves are frozen.
 *
 * A board checks that its values are digits, not that they obey the rules: like a paper grid it
 * can hold two 5s in a row. The validator reports such conflicts, and the solver refuses them.
 *
 * Boards from another copy of the library (an app whose dependencies load it both through
 * `require` and `import`, or two versions side by side) are accepted everywhere a board is: each
 * board carries a registered-symbol brand (`Symbol.for`, the same in every copy and realm), and
 * {@link checkBoard} reads a branded foreign board through its public `toValues()` into a board
 * of this copy, checking every value as `fromValues` does.
 */
import { SudokuError } from '../errors.js';
import { checkInteger, describe, isArrayValue, readProperty } from '../internal/args.js';
import { formatGrid, formatLine, parseBoardText } from '../format/board-text.js';
import { BOX_OF, BOX_SIZE, CELL_COUNT, SIZE } from './geometry.js';

/** One cell of a board: a frozen snapshot of its position and value. */
export interface SudokuCell {
  /** Row, 0–8. */
  readonly row: number;
  /** Column, 0–8. */
  readonly column: number;
  /** Box, 0–8, left to right, top to bottom. */
  readonly box: number;
  /** Index, 0–80, row-major. */
  readonly index: number;
  /** 1–9, or 0 when empty. */
  readonly value: number;
  /** True when `value` is 0. */
  readonly isEmpty: boolean;
}

// Internal doors into the private storage, for the library's own hot paths (solver, generator,
// logic), so that the storage stays `#private` to users. The first construction assigns them (no
// board can exist before that), rather than a static block: bundlers keep a class with a static
// block even when nothing uses it, and the doors must not defeat tree-shaking. The constructor
// only runs with the module-private `DOOR` token, so no user can build a board around an array
// they keep.
const DOOR: object = {};
// Registered symbols, identical in every copy of the library: the brand of a board, and the hook
// Node's `util.inspect` (and so `console.log`) calls, named without importing anything from Node.
const BOARD_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('open-sudoku-engine.SudokuBoard');
const INSPECT: unique symbol = /* @__PURE__ */ Symbol.for('nodejs.util.inspect.custom');
let storageOf: ((board: SudokuBoard) => Uint8Array) | undefined;
let isBoard: ((value: object) => boolean) | undefined;

/**
 * An immutable 9×9 Sudoku board. Create one with a static constructor; update with {@link SudokuBoard.with}.
 * Rows, columns and cell indices are 0-based (`index = row * 9 + column`); a value is 0 for an empty
 * cell and 1–9 for a digit.
 *
 * @example
 * ```ts
 * import { SudokuBoard } from 'open-sudoku-engine';
 *
 * const board = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * board.get(0, 0); // → 5
 * board.at(4); // → 7
 * board.emptyCount; // → 51
 *
 * const next = board.with(0, 2, 4); // a new board; `board` is unchanged
 * next.get(0, 2); // → 4
 * board.get(0, 2); // → 0
 * next.toString() === board.toString(); // → false
 * SudokuBoard.parse(next.format()).equals(next); // → true
 * ```
 */
export class SudokuBoard implements Iterable<SudokuCell> {
  /** Side of the grid. */
  static readonly size: 9 = SIZE;
  /** Side of a box. */
  static readonly boxSize: 3 = BOX_SIZE;
  /** Number of cells. */
  static readonly cellCount: 81 = CELL_COUNT;

  readonly #values: Uint8Array;
  #cells: readonly SudokuCell[] | undefined;
  /** How many cells hold a digit. */
  readonly filledCount: number;
  /** How many cells are empty. */
  readonly emptyCount: number;

  private constructor(values: Uint8Array, door: object) {
    if (door !== DOOR)
      throw new TypeError(
        'SudokuBoard has no public constructor: use SudokuBoard.empty, fromArray, fromValues or parse',
      );
    this.#values = values;
    if (storageOf === undefined) {
      storageOf = (board) => board.#values;
      // A private-field brand check: unlike `instanceof`, it runs no Proxy trap and is not fooled
      // by an object that merely inherits from SudokuBoard.prototype.
      isBoard = (value) => #values in value;
      // The brand and the inspect hook live on the prototype, put there by the first board rather
      // than declared in the class (computed members would show in the public types).
      // A prototype frozen beforehand (a hardened realm) only loses both.
      try {
        Object.defineProperties(Object.getPrototypeOf(this), {
          [BOARD_BRAND]: { value: true },
          [INSPECT]: { value: inspectBoard },
        });
      } catch {
        // Nothing else depends on them.
      }
    }
    let filled = 0;
    for (let i = 0; i < CELL_COUNT; i++) if (values[i] !== 0) filled++;
    this.filledCount = filled;
    this.emptyCount = CELL_COUNT - filled;
    Object.freeze(this);
  }

  /** The board with every cell empty. */
  static empty(): SudokuBoard {
    return boardFromStorage(new Uint8Array(CELL_COUNT));
  }

  /**
   * A board from 9 rows of 9 values each (0 for empty, 1–9). The input is copied.
   * Throws `INVALID_SHAPE` for the wrong number of rows or cells, `INVALID_VALUE` for a value that
   * is not an integer from 0 to 9, naming the row and column.
   */
  static fromArray(rows: readonly (readonly number[])[]): SudokuBoard {
    // Every read of the input goes through readProperty: a throwing getter or Proxy trap becomes a
    // TypeError naming what could not be read. Each value is read exactly once.
    if (!isArrayValue(rows, 'rows')) {
      throw new TypeError(`rows must be an array of 9 arrays, received ${describe(rows)}`);
    }
    const rowCount = readProperty(rows, 'length', 'rows.length');
    if (rowCount !== SIZE) {
      throw new SudokuError(
        'INVALID_SHAPE',
        `a board needs 9 rows, found ${describe(rowCount)}`,
        typeof rowCount === 'number' ? { found: rowCount } : {},
      );
    }
    const values = new Uint8Array(CELL_COUNT);
    for (let row = 0; row < SIZE; row++) {
      const cells = readProperty(rows, row, `rows[${row}]`);
      if (!isArrayValue(cells, `rows[${row}]`)) {
        throw new SudokuError(
          'INVALID_SHAPE',
          `row ${row} must be an array of 9 values, received ${describe(cells)}`,
          {
            row,
          },
        );
      }
      const cellCount = readProperty(cells, 'length', `rows[${row}].length`);
      if (cellCount !== SIZE) {
        throw new SudokuError(
          'INVALID_SHAPE',
          `row ${row} needs 9 values, found ${describe(cellCount)}`,
          typeof cellCount === 'number' ? { row, found: cellCount } : { row },
        );
      }
      for (let column = 0; column < SIZE; column++) {
        const value = readProperty(cells, column, `rows[${row}][${column}]`);
        values[row * SIZE + column] = checkValue(value, row, column);
      }
    }
    return boardFromStorage(values);
  }

  /** A board from 81 values, row-major (0 for empty, 1–9). The input is copied. */
  static fromValues(values: ArrayLike<number>): SudokuBoard {
    if (typeof values !== 'object' || (values as unknown) === null) {
      throw new TypeError(`values must be an array-like of 81 numbers, received ${describe(values)}`);
    }
    const length = readProperty(values, 'length', 'values.length');
    if (typeof length !== 'number') {
      throw new TypeError(`values must be an array-like of 81 numbers, received ${describe(values)}`);
    }
    if (length !== CELL_COUNT) {
      throw new SudokuError('INVALID_SHAPE', `a board needs 81 values, found ${describe(length)}`, {
        found: length,
      });
    }
    const copy = new Uint8Array(CELL_COUNT);
    for (let index = 0; index < CELL_COUNT; index++) {
      const value = readProperty(values, index, `values[${index}]`);
      copy[index] = checkValue(value, Math.floor(index / SIZE), index % SIZE);
    }
    return boardFromStorage(copy);
  }

  /**
   * A board from text: an 81-character line (`.`, `0` or `-` for an empty cell) or a 9-line grid
   * such as {@link SudokuBoard.format} writes. Syntax only: the board may hold conflicts.
   */
  static parse(text: string): SudokuBoard {
    return boardFromStorage(parseBoardText(text));
  }

  /** The value at `row`, `column` (each 0–8): 0 when empty. */
  get(row: number, column: number): number {
    return this.#values[checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8)]!;
  }

  /** The value of cell `index` (0–80, row-major): 0 when empty. */
  at(index: number): number {
    return this.#values[checkInteger(index, 'index', 0, CELL_COUNT - 1)]!;
  }

  /** The cell at `row`, `column` (each 0–8). */
  cell(row: number, column: number): SudokuCell {
    return this.cells()[checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8)]!;
  }

  /** All 81 cells, row-major, as a frozen array of frozen cells. */
  cells(): readonly SudokuCell[] {
    this.#cells ??= Object.freeze(Array.from(this.#values, makeCell));
    return this.#cells;
  }

  /** Iterates the 81 cells, row-major. */
  [Symbol.iterator](): Iterator<SudokuCell> {
    return this.cells()[Symbol.iterator]();
  }

  /** A new board with `value` (0–9; 0 clears) at `row`, `column`. This board is unchanged. */
  with(row: number, column: number, value: number): SudokuBoard {
    const index = checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
    checkInteger(value, 'value', 0, 9);
    if (this.#values[index] === value) return this;
    const copy = this.#values.slice();
    copy[index] = value;
    return boardFromStorage(copy);
  }

  /** The 9 rows as fresh arrays (0 for empty). */
  toArray(): number[][] {
    const rows: number[][] = [];
    for (let row = 0; row < SIZE; row++)
      rows.push(Array.from(this.#values.subarray(row * SIZE, row * SIZE + SIZE)));
    return rows;
  }

  /** The 81 values, row-major, as a fresh array (0 for empty). */
  toValues(): number[] {
    return Array.from(this.#values);
  }

  /** The 81-character line, `.` for an empty cell. `SudokuBoard.parse` reads it back. */
  toString(): string {
    return formatLine(this.#values);
  }

  /** A readable 9-line grid with box separators. `SudokuBoard.parse` reads it back. */
  format(): string {
    return formatGrid(this.#values);
  }

  /** The line, for `JSON.stringify`. */
  toJSON(): string {
    return this.toString();
  }

  /** True when `other` holds the same 81 values (a board from another copy of the library too). */
  equals(other: SudokuBoard): boolean {
    if (typeof other !== 'object' || (other as unknown) === null) return false;
    if (other === this) return true;
    let local: SudokuBoard | undefined = other;
    if (isBoard?.(other) !== true) {
      try {
        local = foreignBoard(other, 'other');
      } catch {
        // A look-alike whose values cannot be read is simply not equal.
        return false;
      }
      if (local === undefined) return false;
    }
    const a = this.#values;
    const b = local.#values;
    for (let i = 0; i < CELL_COUNT; i++) if (a[i] !== b[i]) return false;
    return true;
  }
}

function checkValue(value: unknown, row: number, column: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 9) {
    throw new SudokuError(
      'INVALID_VALUE',
      `the value at row ${row}, column ${column} must be an integer from 0 to 9, received ${describe(value)}`,
      { row, column, index: row * SIZE + column, value },
    );
  }
  // -0 is stored as 0.
  return value === 0 ? 0 : value;
}

/** What `console.log(board)` and `util.inspect(board)` show in Node: the grid (a line when nested too deep). */
function inspectBoard(this: SudokuBoard, depth: number): string {
  if (depth < 0) return `SudokuBoard(${this.toString()})`;
  return `SudokuBoard (${this.filledCount} filled)\n${this.format()}`;
}

function makeCell(value: number, index: number): SudokuCell {
  return Object.freeze({
    row: Math.floor(index / SIZE),
    column: index % SIZE,
    box: BOX_OF[index]!,
    index,
    value,
    isEmpty: value === 0,
  });
}

/**
 * Internal: the board's own storage, for the library's hot paths. Never mutate it and never hand
 * it to a user.
 */
export function boardStorage(board: SudokuBoard): Uint8Array {
  // A board exists, so the constructor has assigned the door.
  return storageOf!(board);
}

/**
 * Internal: a board that adopts `values` without a copy or a check. The caller guarantees 81
 * values from 0 to 9 and never touches the array again.
 */
export function boardFromStorage(values: Uint8Array): SudokuBoard {
  return new (SudokuBoard as unknown as new (values: Uint8Array, door: object) => SudokuBoard)(values, DOOR);
}

/**
 * Internal: checks that `board` is a {@link SudokuBoard}, for entry points that take one, and
 * returns a board of this copy of the library (a foreign board is read into one).
 */
export function checkBoard(board: unknown, name = 'board'): SudokuBoard {
  if (typeof board === 'object' && board !== null) {
    if (isBoard?.(board) === true) return board as SudokuBoard;
    const foreign = foreignBoard(board, name);
    if (foreign !== undefined) return foreign;
  }
  throw new TypeError(`${name} must be a SudokuBoard, received ${describe(board)}`);
}

/**
 * A board of this copy holding the values of `value` when it carries the brand of a board from
 * another copy; undefined when it does not. A branded object whose values cannot be read through
 * `toValues()` (a look-alike, a Proxy) gets a `TypeError` naming the cause.
 */
function foreignBoard(value: object, name: string): SudokuBoard | undefined {
  let branded: unknown;
  try {
    branded = (value as Record<symbol, unknown>)[BOARD_BRAND];
  } catch {
    // A Proxy whose trap throws, or a revoked one: not a board.
    return undefined;
  }
  if (branded !== true) return undefined;
  const problem = `${name} must be a SudokuBoard, received an object marked as one (of another copy of open-sudoku-engine?) whose values could not be read`;
  try {
    const toValues = (value as { toValues?: unknown }).toValues;
    if (typeof toValues !== 'function') throw new TypeError(`toValues is ${describe(toValues)}`);
    return SudokuBoard.fromValues(toValues.call(value) as ArrayLike<number>);
  } catch (error) {
    throw new TypeError(`${problem} (see the cause)`, { cause: error });
  }
}
