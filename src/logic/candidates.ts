/**
 * The immutable pencil marks of a board: 81 nine-bit masks (digit d = bit d − 1), private.
 *
 * A filled cell's mask is its own digit; an empty cell's mask is the digits still pencilled in.
 * Used with a board, the candidates of an empty cell are the marked digits that are also legal
 * (a mark contradicted by a peer's digit is ignored), so stale marks never hurt and removed marks
 * are always respected.
 *
 * Text form (a parse/format pair): nine lines of nine whitespace-separated cells, each cell the
 * ascending digits of its mask, `0` for a cell with no candidate left. `|` between boxes and
 * separator lines of `-`, `+`, `=`, `.`, `:`, `*`, `'` are ignored on input, so most candidate grids
 * printed by other programs read back too:
 *
 * ```
 * 5   3    124    | 26   7  2468 | 1489  1249 248
 * ```
 *
 * Line form: the 729-character pencil-mark line (`src/format/candidates-line.ts`), nine characters
 * a cell, the digit or `.` for each candidate 1–9; `parse` reads it, {@link SudokuCandidates.toLine}
 * writes it.
 */
import { boardStorage, checkBoard, type SudokuBoard } from '../board/board.js';
import { legalMask } from '../board/candidate-masks.js';
import { CELL_COUNT, SIZE } from '../board/geometry.js';
import { SudokuError } from '../errors.js';
import { checkInteger, describe } from '../internal/args.js';
import { digitsOf } from '../internal/bits.js';
import { formatCandidatesLine, isCandidatesLine, parseCandidatesLine } from '../format/candidates-line.js';

// Internal doors into the private masks, for the library's own hot paths. The first construction
// assigns them (no candidates can exist before that) rather than a static block, which bundlers
// keep even when nothing uses the class. The constructor only runs with the module-private `DOOR`
// token, so no user can build candidates around an array they keep.
const DOOR: object = {};
// A registered symbol, identical in every copy of the library: candidates from another copy (an
// app loading the library through both `require` and `import`) are recognised by it and read
// through their public `format()`, which `parse` reads back (see `checkCandidates`).
const CANDIDATES_BRAND: unique symbol = /* @__PURE__ */ Symbol.for('open-sudoku-engine.SudokuCandidates');
let storageOf: ((candidates: SudokuCandidates) => Uint16Array) | undefined;
let hasBrand: ((value: object) => boolean) | undefined;

/** Immutable candidates (pencil marks) for the 81 cells. */
export class SudokuCandidates {
  readonly #masks: Uint16Array;
  #lists: (readonly number[])[] | undefined;

  private constructor(masks: Uint16Array, door: object) {
    if (door !== DOOR) {
      throw new TypeError(
        'SudokuCandidates has no public constructor: use SudokuCandidates.fromBoard or parse',
      );
    }
    this.#masks = masks;
    if (storageOf === undefined) {
      storageOf = (candidates) => candidates.#masks;
      // A private-name check runs no user code (no Proxy trap, no getter) and rejects look-alikes.
      hasBrand = (value) => #masks in value;
      // The shared brand lives on the prototype, put there by the first candidates.
      try {
        Object.defineProperty(Object.getPrototypeOf(this), CANDIDATES_BRAND, { value: true });
      } catch {
        // A prototype frozen beforehand (a hardened realm) only loses the brand.
      }
    }
    Object.freeze(this);
  }

  /** Every legal digit of each empty cell (no peer holds it); a filled cell has its own digit. */
  static fromBoard(board: SudokuBoard): SudokuCandidates {
    const values = boardStorage(checkBoard(board));
    const masks = new Uint16Array(CELL_COUNT);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const value = values[cell]!;
      if (value !== 0) {
        masks[cell] = 1 << (value - 1);
        continue;
      }
      masks[cell] = legalMask(values, cell);
    }
    return candidatesFromStorage(masks);
  }

  /**
   * Candidates from a candidate grid, or from the 729-character line (one line of exactly 729
   * digits, `.` and `0`; see the module header). Throws `INVALID_CHARACTER` for an unexpected
   * character (with its line and position; in the line, a digit out of its place), `INVALID_VALUE`
   * for a cell that repeats a digit, `INVALID_LENGTH` when the text does not hold exactly 81 cells.
   */
  static parse(text: string): SudokuCandidates {
    if (typeof text !== 'string') throw new TypeError(`text must be a string, received ${describe(text)}`);
    if (isCandidatesLine(text)) return candidatesFromStorage(parseCandidatesLine(text));
    const masks = new Uint16Array(CELL_COUNT);
    let count = 0;
    let line = 1;
    let lineStart = 0;
    let mask = -1;
    const flush = (): void => {
      if (mask < 0) return;
      if (count < CELL_COUNT) masks[count] = mask;
      count++;
      mask = -1;
    };
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 10;
      if (c >= 48 && c <= 57) {
        const digit = c - 48;
        if (mask < 0) mask = 0;
        if (digit === 0) continue;
        const b = 1 << (digit - 1);
        if ((mask & b) !== 0) {
          throw new SudokuError(
            'INVALID_VALUE',
            `cell ${count + 1} repeats the digit ${digit} (line ${line}, position ${i - lineStart + 1})`,
            { line, position: i - lineStart + 1, index: count, value: digit },
          );
        }
        mask |= b;
        continue;
      }
      flush();
      if (c === 10) {
        line++;
        lineStart = i + 1;
      } else if (!SEPARATORS.includes(text[i]!)) {
        const character = String.fromCodePoint(text.codePointAt(i)!);
        throw new SudokuError(
          'INVALID_CHARACTER',
          `unexpected character ${JSON.stringify(character)} at line ${line}, position ${i - lineStart + 1}: expected digits, spaces or grid lines`,
          { character, line, position: i - lineStart + 1 },
        );
      }
    }
    if (count !== CELL_COUNT) {
      throw new SudokuError('INVALID_LENGTH', `a candidate grid needs 81 cells, found ${count}`, {
        found: count,
      });
    }
    return candidatesFromStorage(masks);
  }

  /** The candidates of `row`, `column` (each 0–8), ascending, as a frozen array. */
  get(row: number, column: number): readonly number[] {
    const cell = checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
    this.#lists ??= new Array<readonly number[]>(CELL_COUNT);
    return (this.#lists[cell] ??= Object.freeze(digitsOf(this.#masks[cell]!)));
  }

  /** True when `value` (1–9) is a candidate of `row`, `column`. */
  has(row: number, column: number, value: number): boolean {
    const cell = checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
    return (this.#masks[cell]! & (1 << (checkInteger(value, 'value', 1, 9) - 1))) !== 0;
  }

  /** Candidates with `value` removed from `row`, `column` (the player's elimination). */
  without(row: number, column: number, value: number): SudokuCandidates {
    const cell = checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
    const b = 1 << (checkInteger(value, 'value', 1, 9) - 1);
    if ((this.#masks[cell]! & b) === 0) return this;
    const masks = this.#masks.slice();
    masks[cell] = masks[cell]! & ~b;
    return candidatesFromStorage(masks);
  }

  /** Candidates with `value` added back to `row`, `column`. */
  with(row: number, column: number, value: number): SudokuCandidates {
    const cell = checkInteger(row, 'row', 0, 8) * SIZE + checkInteger(column, 'column', 0, 8);
    const b = 1 << (checkInteger(value, 'value', 1, 9) - 1);
    if ((this.#masks[cell]! & b) !== 0) return this;
    const masks = this.#masks.slice();
    masks[cell] = masks[cell]! | b;
    return candidatesFromStorage(masks);
  }

  /** Total number of candidates over the 81 cells. */
  get count(): number {
    let total = 0;
    for (let cell = 0; cell < CELL_COUNT; cell++) total += digitsOf(this.#masks[cell]!).length;
    return total;
  }

  /** True when `other` holds the same 81 masks (candidates from another copy of the library too). */
  equals(other: SudokuCandidates): boolean {
    let local: SudokuCandidates;
    try {
      local = checkCandidates(other, 'other');
    } catch {
      return false;
    }
    for (let cell = 0; cell < CELL_COUNT; cell++) if (this.#masks[cell] !== local.#masks[cell]) return false;
    return true;
  }

  /** The candidate grid (see the module header); {@link SudokuCandidates.parse} reads it back. */
  format(): string {
    const texts: string[] = [];
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const mask = this.#masks[cell]!;
      texts.push(mask === 0 ? '0' : digitsOf(mask).join(''));
    }
    return formatCandidateCells(texts);
  }

  /**
   * The 729-character line: nine characters a cell, row by row, the digit or `.` for each
   * candidate 1–9 (Sudoku Explainer's pencil-mark line); {@link SudokuCandidates.parse} reads it
   * back. A filled cell shows its own digit as its one candidate.
   */
  toLine(): string {
    return formatCandidatesLine(this.#masks);
  }

  /** The candidate grid, as {@link SudokuCandidates.format}. */
  toString(): string {
    return this.format();
  }
}

const SEPARATORS = " \t\r|+-=.:*'";

/** Internal: true for a real {@link SudokuCandidates}; never runs user code. */
export function isSudokuCandidates(value: unknown): value is SudokuCandidates {
  return typeof value === 'object' && value !== null && hasBrand?.(value) === true;
}

/**
 * Internal: true for {@link SudokuCandidates} of this copy or marked as candidates of another copy
 * (the brand); never throws.
 */
export function carriesCandidatesBrand(value: unknown): boolean {
  if (isSudokuCandidates(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  try {
    return (value as Record<symbol, unknown>)[CANDIDATES_BRAND] === true;
  } catch {
    return false;
  }
}

/**
 * Internal: checks that `value` is {@link SudokuCandidates}, and returns candidates of this copy
 * of the library: those from another copy (recognised by the brand) are read through `format()`.
 */
export function checkCandidates(value: unknown, name: string): SudokuCandidates {
  if (isSudokuCandidates(value)) return value;
  let branded: unknown;
  try {
    branded =
      typeof value === 'object' && value !== null
        ? (value as Record<symbol, unknown>)[CANDIDATES_BRAND]
        : false;
  } catch {
    branded = false;
  }
  if (branded !== true) {
    throw new TypeError(`${name} must be SudokuCandidates, received ${describe(value)}`);
  }
  try {
    const format = (value as { format?: unknown }).format;
    if (typeof format !== 'function') throw new TypeError(`format is ${describe(format)}`);
    return SudokuCandidates.parse(format.call(value) as string);
  } catch (error) {
    throw new TypeError(
      `${name} must be SudokuCandidates, received an object marked as such (of another copy of open-sudoku-engine?) that could not be read (see the cause)`,
      { cause: error },
    );
  }
}

/** Internal: the candidates' own masks. Never mutate them or hand them out. */
export function candidatesStorage(candidates: SudokuCandidates): Uint16Array {
  // Candidates exist, so the constructor has assigned the door.
  return storageOf!(candidates);
}

/** Internal: candidates adopting `masks` (81 nine-bit masks) without a copy. */
export function candidatesFromStorage(masks: Uint16Array): SudokuCandidates {
  return new (SudokuCandidates as unknown as new (masks: Uint16Array, door: object) => SudokuCandidates)(
    masks,
    DOOR,
  );
}

/**
 * Internal: 81 cell texts laid out as the candidate grid (columns padded to their widest cell,
 * boxes ruled), shared by {@link SudokuCandidates.format} and the command line, which marks givens.
 */
export function formatCandidateCells(texts: readonly string[]): string {
  const widths: number[] = [];
  for (let column = 0; column < SIZE; column++) {
    let width = 1;
    for (let row = 0; row < SIZE; row++) width = Math.max(width, texts[row * SIZE + column]!.length);
    widths.push(width);
  }
  const lines: string[] = [];
  for (let row = 0; row < SIZE; row++) {
    if (row === 3 || row === 6) {
      const [g0, g1, g2] = [0, 3, 6].map(
        (start) => widths[start]! + widths[start + 1]! + widths[start + 2]! + 3,
      );
      lines.push(`${'-'.repeat(g0!)}+${'-'.repeat(g1! + 1)}+${'-'.repeat(g2!)}`);
    }
    let line = '';
    for (let column = 0; column < SIZE; column++) {
      if (column === 3 || column === 6) line += '| ';
      line += texts[row * SIZE + column]!.padEnd(widths[column]!) + ' ';
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}
