/**
 * Pencil-mark records for `sudoku rate` and `sudoku hint`: an input line of 729 characters (nine
 * a cell, the digit or `.` for each candidate 1–9, Sudoku Explainer's pencil-mark line) is read as
 * `SudokuCandidates`, which the library rates and hints as that grid of marks.
 */
import { boardFromStorage } from '../board/board.js';
import { SudokuCandidates, isSudokuError, type SudokuBoard, type SudokuRules } from '../index.js';
import { isCandidatesLine, settledValues } from '../format/candidates-line.js';
import { candidatesStorage } from '../logic/candidates.js';
import { activeGeometry, useGeometry } from '../logic/engine/geometry.js';
import { LogicGrid } from '../logic/grid.js';
import { solveGrid } from '../logic/oracle.js';
import { engineGeometry } from '../rating/rate.js';
import type { InputRecord } from './input.js';
import { readRecord, type RuledRecord } from './rules.js';

/** A record read as a board or a pencil-mark grid (with the board of its solved cells), or its problem. */
export type PositionRecord =
  | (RuledRecord & { readonly candidates?: undefined })
  | {
      readonly board: SudokuBoard;
      readonly candidates: SudokuCandidates;
      readonly rules: SudokuRules | undefined;
      readonly problem?: undefined;
    };

/**
 * Reads a record: a 729-character line as a pencil-mark grid (its board holds the cells the marks
 * solve, as the library reads the grid), anything else as `readRecord` does.
 */
export function readPositionRecord(record: InputRecord, fallback: SudokuRules | undefined): PositionRecord {
  if (record.readError !== undefined || record.rowLines !== undefined || !isCandidatesLine(record.text)) {
    return readRecord(record, fallback);
  }
  // The rules the line carries, read (and checked) as for a board: the line's board is not used.
  const ruled = readRecord({ ...record, text: '.'.repeat(81) }, fallback);
  if (ruled.problem !== undefined) return ruled;
  let candidates: SudokuCandidates;
  try {
    candidates = SudokuCandidates.parse(record.text);
  } catch (error) {
    if (!isSudokuError(error) || error.position === undefined || error.character === undefined) throw error;
    const lead = record.text.length - record.text.trimStart().length;
    const column = record.column - 1 + lead + error.position;
    return {
      problem: {
        code: error.code,
        line: record.line,
        column,
        character: error.character,
        detail: `'${error.character}' at column ${column}: a pencil-mark line has ${String(((error.position - 1) % 9) + 1)} or '.' there`,
      },
    };
  }
  const geo = engineGeometry(ruled.rules);
  const board = boardFromStorage(settledValues(candidatesStorage(candidates), geo));
  return { board, candidates, rules: ruled.rules };
}

/** The solutions (counted up to 2) of a pencil-mark grid that keep to its marks. */
export function marksSolutionCount(candidates: SudokuCandidates, rules: SudokuRules | undefined): number {
  const geo = engineGeometry(rules);
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const marks = candidatesStorage(candidates);
    return solveGrid(LogicGrid.fromValues(settledValues(marks, geo), marks, geo), 2).count;
  } finally {
    useGeometry(previous);
  }
}
