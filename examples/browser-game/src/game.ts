/**
 * The game's state, apart from the page: the puzzle, the player's digits and pencil marks, and an
 * undo history.
 *
 * The library's `SudokuBoard` is immutable, so a position is a (board, notes) pair that is never
 * changed once made: every move pushes the current pair on the history and replaces it, and undo
 * pops. Conflicts and completion are not stored at all; they are asked of `SudokuValidator` for
 * the current board, so they can never drift out of step with it, even across undo.
 *
 * Pencil marks are one nine-bit mask per cell with bit d set for digit d (the same layout as
 * `SudokuValidator.getCandidateMask`, so "fill from candidates" is a plain copy).
 */
import { type SudokuBoard, SudokuValidator } from './engine.js';

/** Every digit's bit, 1–9. */
const ALL_NOTES = 0b11_1111_1110;

/** One immutable position of the game. */
interface Position {
  readonly board: SudokuBoard;
  readonly notes: readonly number[];
}

/** The row and column (0–8) of a cell index (0–80). */
export function rowColumn(index: number): readonly [number, number] {
  return [Math.floor(index / 9), index % 9];
}

/** The digits (ascending) whose bits are set in a pencil-mark mask. */
export function digitsOfMask(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; digit <= 9; digit++) if ((mask & (1 << digit)) !== 0) digits.push(digit);
  return digits;
}

/** A game in progress: a puzzle, the player's moves on it, and their history. */
export class Game {
  /** The puzzle as dealt: its digits are givens, which the player cannot change. */
  readonly puzzle: SudokuBoard;
  /** The unique solution, when known (hints compare the player's digits with it). */
  readonly solution: SudokuBoard | null;
  #position: Position;
  readonly #history: Position[] = [];

  constructor(puzzle: SudokuBoard, solution: SudokuBoard | null = null) {
    this.puzzle = puzzle;
    this.solution = solution;
    this.#position = { board: puzzle, notes: new Array<number>(81).fill(0) };
  }

  /** The board: givens and the player's digits. */
  get board(): SudokuBoard {
    return this.#position.board;
  }

  /** How many moves undo can take back. */
  get undoDepth(): number {
    return this.#history.length;
  }

  /** True when cell `index` holds a given. */
  isGiven(index: number): boolean {
    return this.puzzle.at(index) !== 0;
  }

  /** The pencil marks of cell `index`, as a mask with bit d for digit d. */
  notesAt(index: number): number {
    return this.#position.notes[index]!;
  }

  /** Every cell in a clash, both ends of each (from the validator, for the current board). */
  conflicts(): readonly number[] {
    return SudokuValidator.findConflicts(this.board);
  }

  /** True when the board is full and breaks no rule: the puzzle is solved. */
  isComplete(): boolean {
    return SudokuValidator.isComplete(this.board);
  }

  /**
   * Writes `digit` (1–9) in cell `index`, clearing that cell's marks and the digit from the marks
   * of its row, column and box. Givens are left alone. Returns whether anything changed.
   */
  place(index: number, digit: number): boolean {
    if (this.isGiven(index) || this.board.at(index) === digit) return false;
    const [row, column] = rowColumn(index);
    const notes = [...this.#position.notes];
    notes[index] = 0;
    const bit = 1 << digit;
    for (let other = 0; other < 81; other++) {
      const [r, c] = rowColumn(other);
      const peer =
        r === row ||
        c === column ||
        (Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(column / 3));
      if (peer) notes[other] = notes[other]! & ~bit;
    }
    this.#push({ board: this.board.with(row, column, digit), notes });
    return true;
  }

  /** Empties cell `index` (digit and marks). Givens are left alone. Returns whether anything changed. */
  erase(index: number): boolean {
    if (this.isGiven(index) || (this.board.at(index) === 0 && this.notesAt(index) === 0)) return false;
    const [row, column] = rowColumn(index);
    const notes = [...this.#position.notes];
    notes[index] = 0;
    this.#push({ board: this.board.with(row, column, 0), notes });
    return true;
  }

  /** Toggles the pencil mark `digit` (1–9) in the empty cell `index`. Returns whether anything changed. */
  toggleNote(index: number, digit: number): boolean {
    if (this.board.at(index) !== 0) return false;
    const notes = [...this.#position.notes];
    notes[index] = (notes[index]! ^ (1 << digit)) & ALL_NOTES;
    this.#push({ board: this.board, notes });
    return true;
  }

  /** Replaces the marks of every empty cell by its legal digits. Returns whether anything changed. */
  fillNotes(): boolean {
    const notes = this.#position.notes.map((_, index) => {
      const [row, column] = rowColumn(index);
      return SudokuValidator.getCandidateMask(this.board, row, column);
    });
    if (notes.every((mask, index) => mask === this.#position.notes[index])) return false;
    this.#push({ board: this.board, notes });
    return true;
  }

  /** Removes the pencil mark `digit` from cell `index` (a hint's elimination), if it is there. */
  removeNote(index: number, digit: number): boolean {
    if ((this.notesAt(index) & (1 << digit)) === 0) return false;
    return this.toggleNote(index, digit);
  }

  /** Takes back the last move. Returns false when there is nothing to undo. */
  undo(): boolean {
    const previous = this.#history.pop();
    if (previous === undefined) return false;
    this.#position = previous;
    return true;
  }

  /** The player's digits that differ from the solution (empty when the solution is unknown). */
  mistakes(): number[] {
    const solution = this.solution;
    if (solution === null) return [];
    const wrong: number[] = [];
    for (let index = 0; index < 81; index++) {
      const value = this.board.at(index);
      if (value !== 0 && !this.isGiven(index) && value !== solution.at(index)) wrong.push(index);
    }
    return wrong;
  }

  #push(next: Position): void {
    this.#history.push(this.#position);
    this.#position = next;
  }
}
