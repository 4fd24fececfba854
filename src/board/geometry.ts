/**
 * The fixed geometry of a 9×9 Sudoku, computed once at module load.
 *
 * Cells are numbered 0–80 row by row (`index = row * 9 + column`). Units are numbered 0–26:
 * rows 0–8, columns 9–17, boxes 18–26; boxes are numbered left to right, top to bottom.
 *
 * Every cell has exactly 20 peers: 8 in its row, 8 in its column and 8 in its box, less the 4
 * box cells already counted in the row or the column. Every rule check in the library walks
 * these tables instead of recomputing row/column/box arithmetic:
 *
 * ```
 *   PEERS       Uint8Array(81 × 20)   peers of cell i at [i*20, i*20+20), ascending
 *   UNIT_CELLS  Uint8Array(27 × 9)    cells of unit u at [u*9, u*9+9), ascending
 *   CELL_UNITS  Uint8Array(81 × 3)    row, column and box unit of cell i
 * ```
 *
 * The technique engine (`src/logic/engine/`) reads the same geometry in the orders Sudoku
 * Explainer scans it, since the rating must take SE's path step for step:
 *
 * ```
 *   SE_UNIT_ORDER      Uint8Array(27)        boxes, rows, columns (singles, intersections, BUG)
 *   SE_SET_UNIT_ORDER  Uint8Array(27)        boxes, columns, rows (naked and hidden sets)
 *   SE_CELL_UNITS      Uint8Array(81 × 3)    box, row and column unit of cell i
 *   SE_PEERS           Uint8Array(81 × 20)   peers of cell i: its box, then row, then column
 *                                            (ascending within each, no repeats)
 *   UNIT_HAS           Uint8Array(27 × 81)   1 when cell c is in unit u, at [u*81 + c]
 *   SEES               Uint8Array(81 × 81)   1 when cells a ≠ b share a unit, at [a*81 + b]
 * ```
 *
 * The typed arrays are internal (a typed array cannot be frozen); the public accessors hand out
 * frozen arrays built from them, so no caller can corrupt the rules for the whole process.
 */
import { checkInteger, describe } from '../internal/args.js';

/** Side of the grid. */
export const SIZE = 9;
/** Side of a box. */
export const BOX_SIZE = 3;
/** Number of cells. */
export const CELL_COUNT = 81;
/** Number of peers of every cell. */
export const PEER_COUNT = 20;
/** Number of units (9 rows, 9 columns, 9 boxes). */
export const UNIT_COUNT = 27;
/**
 * Number of candidates, each named by its code `cell * 9 + digit − 1` (0–728). A chain's "is not"
 * potential of a candidate is `CANDIDATE_COUNT + code`.
 */
export const CANDIDATE_COUNT = 729;

/** The kind of a unit. */
export type SudokuUnitKind = 'row' | 'column' | 'box';

/** A row, a column or a box: the nine cells that must hold each digit once. */
export interface SudokuUnit {
  /** `'row'`, `'column'` or `'box'`. */
  readonly kind: SudokuUnitKind;
  /** 0–8 within its kind (boxes left to right, top to bottom). */
  readonly index: number;
  /** The nine cell indices, ascending. */
  readonly cells: readonly number[];
}

// Every table is built by a function called with a `@__PURE__` mark, so that a bundle that uses
// none of them drops them (bundlers keep top-level loops).

/** Row of each cell. */
export const ROW_OF: Uint8Array = /* @__PURE__ */ buildCellTable((row) => row);
/** Column of each cell. */
export const COLUMN_OF: Uint8Array = /* @__PURE__ */ buildCellTable((_, column) => column);
/** Box of each cell. */
export const BOX_OF: Uint8Array = /* @__PURE__ */ buildCellTable(boxAt);
/** Flat peer table, see the module header. */
export const PEERS: Uint8Array = /* @__PURE__ */ buildPeers();
/** Flat unit table, see the module header. */
export const UNIT_CELLS: Uint8Array = /* @__PURE__ */ buildUnitCells();
/** Units of each cell (row unit, column unit, box unit). */
export const CELL_UNITS: Uint8Array = /* @__PURE__ */ buildCellUnits();

/** Units in Sudoku Explainer's region order: boxes, rows, columns. */
export const SE_UNIT_ORDER: Uint8Array = /* @__PURE__ */ buildUnitOrder([18, 0, 9]);
/** Units in Sudoku Explainer's order for naked and hidden sets: boxes, columns, rows. */
export const SE_SET_UNIT_ORDER: Uint8Array = /* @__PURE__ */ buildUnitOrder([18, 9, 0]);
/** Units of each cell in Sudoku Explainer's order: box, row, column. */
export const SE_CELL_UNITS: Uint8Array = /* @__PURE__ */ buildSeCellUnits();
/** Peers of each cell in Sudoku Explainer's order (box, row, column), flat 81 × 20. */
export const SE_PEERS: Uint8Array = /* @__PURE__ */ buildSePeers();
/** Unit membership: `UNIT_HAS[unit * 81 + cell]` is 1 when the unit holds the cell. */
export const UNIT_HAS: Uint8Array = /* @__PURE__ */ buildUnitHas();
/** Peer matrix: `SEES[a * 81 + b]` is 1 when cells a ≠ b share a unit. */
export const SEES: Uint8Array = /* @__PURE__ */ buildSees();

function buildUnitOrder(starts: readonly number[]): Uint8Array {
  const order = new Uint8Array(UNIT_COUNT);
  let n = 0;
  for (const start of starts) for (let k = 0; k < SIZE; k++) order[n++] = start + k;
  return order;
}

function buildSeCellUnits(): Uint8Array {
  const cellUnits = buildCellUnits();
  const table = new Uint8Array(CELL_COUNT * 3);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    table[cell * 3] = cellUnits[cell * 3 + 2]!;
    table[cell * 3 + 1] = cellUnits[cell * 3]!;
    table[cell * 3 + 2] = cellUnits[cell * 3 + 1]!;
  }
  return table;
}

function buildSePeers(): Uint8Array {
  const units = buildSeCellUnits();
  const unitCells = buildUnitCells();
  const table = new Uint8Array(CELL_COUNT * PEER_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const seen = new Uint8Array(CELL_COUNT);
    seen[cell] = 1;
    let n = 0;
    for (let t = 0; t < 3; t++) {
      const unit = units[cell * 3 + t]!;
      for (let k = 0; k < SIZE; k++) {
        const other = unitCells[unit * SIZE + k]!;
        if (seen[other] === 0) {
          seen[other] = 1;
          table[cell * PEER_COUNT + n++] = other;
        }
      }
    }
  }
  return table;
}

function buildUnitHas(): Uint8Array {
  const unitCells = buildUnitCells();
  const table = new Uint8Array(UNIT_COUNT * CELL_COUNT);
  for (let unit = 0; unit < UNIT_COUNT; unit++)
    for (let k = 0; k < SIZE; k++) table[unit * CELL_COUNT + unitCells[unit * SIZE + k]!] = 1;
  return table;
}

function buildSees(): Uint8Array {
  const peers = buildPeers();
  const table = new Uint8Array(CELL_COUNT * CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    for (let k = 0; k < PEER_COUNT; k++) table[cell * CELL_COUNT + peers[cell * PEER_COUNT + k]!] = 1;
  return table;
}

function boxAt(row: number, column: number): number {
  return Math.floor(row / BOX_SIZE) * BOX_SIZE + Math.floor(column / BOX_SIZE);
}

function buildCellTable(of: (row: number, column: number) => number): Uint8Array {
  const table = new Uint8Array(CELL_COUNT);
  for (let index = 0; index < CELL_COUNT; index++) table[index] = of(Math.floor(index / SIZE), index % SIZE);
  return table;
}

function buildCellUnits(): Uint8Array {
  const table = new Uint8Array(CELL_COUNT * 3);
  for (let index = 0; index < CELL_COUNT; index++) {
    const row = Math.floor(index / SIZE);
    const column = index % SIZE;
    table[index * 3] = row;
    table[index * 3 + 1] = SIZE + column;
    table[index * 3 + 2] = 2 * SIZE + boxAt(row, column);
  }
  return table;
}

function buildUnitCells(): Uint8Array {
  const cellUnits = buildCellUnits();
  const table = new Uint8Array(UNIT_COUNT * SIZE);
  const filled = new Uint8Array(UNIT_COUNT);
  for (let index = 0; index < CELL_COUNT; index++) {
    for (let k = 0; k < 3; k++) {
      const unit = cellUnits[index * 3 + k]!;
      table[unit * SIZE + filled[unit]!] = index;
      filled[unit]!++;
    }
  }
  return table;
}

function buildPeers(): Uint8Array {
  const table = new Uint8Array(CELL_COUNT * PEER_COUNT);
  for (let index = 0; index < CELL_COUNT; index++) {
    const row = Math.floor(index / SIZE);
    const column = index % SIZE;
    const box = boxAt(row, column);
    let count = 0;
    for (let other = 0; other < CELL_COUNT; other++) {
      const otherRow = Math.floor(other / SIZE);
      const otherColumn = other % SIZE;
      if (
        other !== index &&
        (otherRow === row || otherColumn === column || boxAt(otherRow, otherColumn) === box)
      ) {
        table[index * PEER_COUNT + count++] = other;
      }
    }
  }
  return table;
}

const UNIT_KINDS: readonly SudokuUnitKind[] = ['row', 'column', 'box'];

const PEER_LISTS: readonly (readonly number[])[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Array.from({ length: CELL_COUNT }, (_, index) =>
    Object.freeze(Array.from(PEERS.subarray(index * PEER_COUNT, (index + 1) * PEER_COUNT))),
  ),
);

/** The 27 units: rows 0–8, then columns 0–8, then boxes 0–8. Frozen. */
export const SUDOKU_UNITS: readonly SudokuUnit[] = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Array.from({ length: UNIT_COUNT }, (_, unit) =>
    Object.freeze({
      kind: UNIT_KINDS[Math.floor(unit / SIZE)]!,
      index: unit % SIZE,
      cells: Object.freeze(Array.from(UNIT_CELLS.subarray(unit * SIZE, unit * SIZE + SIZE))),
    }),
  ),
);

/** The 20 peers of cell `index` (0–80), ascending, never the cell itself. The array is frozen. */
export function peersOf(index: number): readonly number[] {
  return PEER_LISTS[checkInteger(index, 'index', 0, CELL_COUNT - 1)]!;
}

/** The row (0–8) of cell `index` (0–80). */
export function rowOf(index: number): number {
  return ROW_OF[checkInteger(index, 'index', 0, CELL_COUNT - 1)]!;
}

/** The column (0–8) of cell `index` (0–80). */
export function columnOf(index: number): number {
  return COLUMN_OF[checkInteger(index, 'index', 0, CELL_COUNT - 1)]!;
}

/** The box (0–8, left to right, top to bottom) of cell `index` (0–80). */
export function boxOf(index: number): number {
  return BOX_OF[checkInteger(index, 'index', 0, CELL_COUNT - 1)]!;
}

/** The cell index (0–80) of `row` and `column` (each 0–8). */
export function indexOf(row: number, column: number): number {
  return checkInteger(row, 'row', 0, SIZE - 1) * SIZE + checkInteger(column, 'column', 0, SIZE - 1);
}

/** `r4c5`: cell `index` (0–80) in r1c1 notation (1-based row and column), as every message names it. */
export function cellName(index: number): string {
  return `r${((index / SIZE) | 0) + 1}c${(index % SIZE) + 1}`;
}

/** The unit of `kind` with number `index` (0–8). */
export function unitOf(kind: SudokuUnitKind, index: number): SudokuUnit {
  const offset = UNIT_KINDS.indexOf(kind);
  if (offset < 0) throw new RangeError(`kind must be 'row', 'column' or 'box', received ${describe(kind)}`);
  return SUDOKU_UNITS[offset * SIZE + checkInteger(index, 'index', 0, SIZE - 1)]!;
}
