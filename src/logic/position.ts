/**
 * What the rating and the hints start from: a board (its digits; every empty cell gets the legal
 * digits) or a pencil-mark grid (`SudokuCandidates`, e.g. read from the 729-character line). Internal.
 *
 * A pencil-mark grid is read as Sudoku Explainer reads its 729-character line: a cell whose one
 * candidate no peer also holds is solved (`settledValues`); every other cell is empty with exactly
 * its marks as candidates, so a cell left with one candidate that a peer still holds is a single
 * still to take, and a cell without candidates makes the grid contradictory.
 */
import { checkBoard, boardStorage, type SudokuBoard } from '../board/board.js';
import { describe } from '../internal/args.js';
import { settledValues } from '../format/candidates-line.js';
import {
  candidatesStorage,
  carriesCandidatesBrand,
  checkCandidates,
  type SudokuCandidates,
} from './candidates.js';
import type { EngineGeometry } from './engine/geometry.js';

/**
 * A position as given: a board's 81 values (0 empty) or a pencil-mark grid's 81 candidate masks
 * (never mutate either).
 */
export type Position =
  | { readonly board: Uint8Array; readonly marks?: undefined }
  | { readonly board?: undefined; readonly marks: Uint16Array };

/**
 * Reads a {@link SudokuBoard} or {@link SudokuCandidates} (of this copy of the library or another);
 * anything else is a `TypeError` naming `name`.
 */
export function readPosition(subject: SudokuBoard | SudokuCandidates, name: string): Position {
  if (carriesCandidatesBrand(subject)) return { marks: candidatesStorage(checkCandidates(subject, name)) };
  let board: SudokuBoard;
  try {
    board = checkBoard(subject, name);
  } catch (error) {
    // A board of another copy that could not be read keeps its own message (and cause).
    if (error instanceof TypeError && error.cause === undefined) {
      throw new TypeError(
        `${name} must be a SudokuBoard or SudokuCandidates, received ${describe(subject)}`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
  return { board: boardStorage(board) };
}

/** The values of a position under `geo`: a board's own, or the solved cells of a pencil-mark grid. */
export function positionValues(position: Position, geo: EngineGeometry): Uint8Array {
  return position.board ?? settledValues(position.marks, geo);
}
