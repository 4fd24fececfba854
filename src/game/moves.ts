/**
 * The game's moves and positions, apart from the public value.
 *
 * A position is three 81-entry typed arrays, row-major:
 *
 * ```
 *   values   Uint8Array   0 empty, 1–9 the digit (givens and the player's digits)
 *   notes    Uint16Array  the pencil marks of an empty cell (digit d = bit d − 1); 0 when filled
 *   removed  Uint16Array  marks taken out on purpose (a hint's elimination, a note toggled off),
 *                         which "fill notes" must not write back
 * ```
 *
 * A move is applied to a copy of the position (three small copies, O(81)); the history keeps only
 * the cells that changed, each packed before and after into one number (`value | notes << 4 |
 * removed << 13`), so undo and redo rewrite those cells and nothing else. The same moves, as
 * records, are what a saved game stores: replaying them rebuilds the positions and the history
 * without any search, because a hint move carries its placements and eliminations.
 */
import { legalMask } from '../board/candidate-masks.js';
import { CELL_COUNT, PEER_COUNT, PEERS, cellName } from '../board/geometry.js';
import { ALL } from '../internal/bits.js';
import { codeCell, codeDigit } from '../logic/grid.js';
import type { SudokuStep } from '../logic/step.js';
import { rulesLegalMask } from '../rules/constraints.js';
import type { RuleTables } from '../rules/rule-set.js';

// The game reads a cell's legal digits through this module: under the classic rules (`tables`
// undefined) from the fixed geometry, under any other rule set from its tables (its regions, its
// knight's or king's moves, and non-consecutive's orthogonal neighbours).

/** The digits (bit d − 1) `cell` may take on `values`: no peer's, and none a neighbour rule forbids. */
export function legalDigits(values: Uint8Array, cell: number, tables: RuleTables | undefined): number {
  return tables === undefined ? legalMask(values, cell) : rulesLegalMask(values, tables, cell);
}

/**
 * One move, as the history and a saved game keep it. Cells are 0–80 (row-major); a hint's
 * placements and eliminations are codes `cell * 9 + digit − 1`.
 */
export type Move =
  | { readonly kind: 'enter'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'erase'; readonly cell: number }
  | { readonly kind: 'note'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'fill' }
  | {
      readonly kind: 'hint';
      readonly placements: readonly number[];
      readonly eliminations: readonly number[];
    };

/** A position: see the module header. Mutable only while a move is being made on a fresh copy. */
export interface Position {
  readonly values: Uint8Array;
  readonly notes: Uint16Array;
  readonly removed: Uint16Array;
}

/** One entry of the history: the move, the cells it changed, their states before and after. */
export interface Entry {
  readonly move: Move;
  readonly cells: Uint8Array;
  readonly before: Uint32Array;
  readonly after: Uint32Array;
  /** The hint engine's step, for a hint move made in this session (not persisted). */
  readonly step: SudokuStep | null;
}

/** An immutable stack of entries (a linked list shared between games), with its size. */
export interface Stack {
  readonly entry: Entry;
  readonly next: Stack | null;
  readonly size: number;
}

/** `entry` on top of `stack`. */
export function push(stack: Stack | null, entry: Entry): Stack {
  return { entry, next: stack, size: (stack?.size ?? 0) + 1 };
}

/** A fresh copy of a position. */
export function copyPosition(position: Position): Position {
  return {
    values: position.values.slice(),
    notes: position.notes.slice(),
    removed: position.removed.slice(),
  };
}

/** The starting position of a puzzle: its givens, no marks. */
export function startPosition(givens: Uint8Array): Position {
  return {
    values: givens.slice(),
    notes: new Uint16Array(CELL_COUNT),
    removed: new Uint16Array(CELL_COUNT),
  };
}

/**
 * Why `move` cannot be made on `values` with these `givens`, as a sentence; null when it can.
 * Cells and digits are assumed in range (the callers check them first).
 */
export function refusal(move: Move, givens: Uint8Array, values: Uint8Array): string | null {
  switch (move.kind) {
    case 'enter':
    case 'erase':
      return givens[move.cell] !== 0 ? `${cellName(move.cell)} is a given and cannot change` : null;
    case 'note':
      if (givens[move.cell] !== 0) return `${cellName(move.cell)} is a given and takes no notes`;
      return values[move.cell] !== 0 ? `${cellName(move.cell)} holds a digit: erase it to take notes` : null;
    case 'fill':
      return null;
    case 'hint':
      for (const code of move.placements) {
        const cell = codeCell(code);
        if (values[cell] !== 0) return `the hint places a digit in ${cellName(cell)}, which is not empty`;
      }
      return null;
  }
}

/**
 * Makes `move` on `position` (a fresh copy), clearing the digit from peers' notes when `autoClear`
 * (under `tables`' rules: see {@link place}).
 */
export function applyMove(
  position: Position,
  move: Move,
  autoClear: boolean,
  tables: RuleTables | undefined,
): void {
  const { values, notes, removed } = position;
  switch (move.kind) {
    case 'enter':
      place(position, move.cell, move.digit, autoClear, tables);
      return;
    case 'erase':
      values[move.cell] = 0;
      notes[move.cell] = 0;
      return;
    case 'note': {
      const b = 1 << (move.digit - 1);
      if ((notes[move.cell]! & b) !== 0) {
        notes[move.cell] = notes[move.cell]! & ~b;
        removed[move.cell] = removed[move.cell]! | b;
      } else {
        notes[move.cell] = notes[move.cell]! | b;
        removed[move.cell] = removed[move.cell]! & ~b;
      }
      return;
    }
    case 'fill':
      for (let cell = 0; cell < CELL_COUNT; cell++) {
        if (values[cell] === 0) notes[cell] = legalDigits(values, cell, tables) & ~removed[cell]!;
      }
      return;
    case 'hint':
      for (const code of move.eliminations) {
        const cell = codeCell(code);
        const b = 1 << (code % 9);
        notes[cell] = notes[cell]! & ~b;
        removed[cell] = removed[cell]! | b;
      }
      for (const code of move.placements) place(position, codeCell(code), codeDigit(code), autoClear, tables);
      return;
  }
}

/**
 * `digit` written at `cell`, its notes cleared; with `autoClear`, the digit also leaves its peers'
 * notes (row, column and box; under other rules, every cell it may not share a digit with) and,
 * under non-consecutive, the digits next to it leave its orthogonal neighbours' notes.
 */
function place(
  position: Position,
  cell: number,
  digit: number,
  autoClear: boolean,
  tables: RuleTables | undefined,
): void {
  position.values[cell] = digit;
  position.notes[cell] = 0;
  if (!autoClear) return;
  const keep = ~(1 << (digit - 1));
  const notes = position.notes;
  if (tables === undefined) {
    for (let k = cell * PEER_COUNT, end = k + PEER_COUNT; k < end; k++) {
      const peer = PEERS[k]!;
      notes[peer] = notes[peer]! & keep;
    }
    return;
  }
  const { peers, peerStart } = tables;
  for (let k = peerStart[cell]!, end = peerStart[cell + 1]!; k < end; k++) {
    const peer = peers[k]!;
    notes[peer] = notes[peer]! & keep;
  }
  if (tables.nonConsecutive) {
    // Digits d − 1 and d + 1 are bits d − 2 and d (none below digit 1; bit 9 is cut by ALL).
    const near = ~((1 << digit) | ((1 << digit) >>> 2)) & ALL;
    const { ortho, orthoStart } = tables;
    for (let k = orthoStart[cell]!, end = orthoStart[cell + 1]!; k < end; k++) {
      const neighbour = ortho[k]!;
      notes[neighbour] = notes[neighbour]! & near;
    }
  }
}

function pack(position: Position, cell: number): number {
  return position.values[cell]! | (position.notes[cell]! << 4) | (position.removed[cell]! << 13);
}

/** The history entry from `before` to `after`, or null when the move changed nothing. */
export function entryBetween(
  move: Move,
  before: Position,
  after: Position,
  step: SudokuStep | null,
): Entry | null {
  const { values: v0, notes: n0, removed: r0 } = before;
  const { values: v1, notes: n1, removed: r1 } = after;
  let count = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (v0[cell] !== v1[cell] || n0[cell] !== n1[cell] || r0[cell] !== r1[cell]) count++;
  }
  if (count === 0) return null;
  const cells = new Uint8Array(count);
  const was = new Uint32Array(count);
  const now = new Uint32Array(count);
  for (let cell = 0, i = 0; i < count; cell++) {
    if (v0[cell] === v1[cell] && n0[cell] === n1[cell] && r0[cell] === r1[cell]) continue;
    cells[i] = cell;
    was[i] = pack(before, cell);
    now[i] = pack(after, cell);
    i++;
  }
  return { move, cells, before: was, after: now, step };
}

/** A copy of `position` with the entry's cells set to their `before` (undo) or `after` (redo) state. */
export function rewind(position: Position, entry: Entry, forward: boolean): Position {
  const next = copyPosition(position);
  const states = forward ? entry.after : entry.before;
  for (let i = 0; i < entry.cells.length; i++) {
    const cell = entry.cells[i]!;
    const state = states[i]!;
    next.values[cell] = state & 0xf;
    next.notes[cell] = (state >>> 4) & ALL;
    next.removed[cell] = (state >>> 13) & ALL;
  }
  return next;
}
