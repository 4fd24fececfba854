/**
 * open-sudoku-engine: every public export, by concern. Nothing else in `src/` is public.
 */
export { SudokuError, SudokuErrorCode, isSudokuError, type SudokuErrorDetails } from './errors.js';
export {
  SUDOKU_UNITS,
  boxOf,
  columnOf,
  indexOf,
  peersOf,
  rowOf,
  unitOf,
  type SudokuUnit,
  type SudokuUnitKind,
} from './board/geometry.js';
export { SudokuBoard, type SudokuCell } from './board/board.js';
export {
  SudokuValidator,
  type SudokuConflict,
  type SudokuValidateOptions,
  type SudokuValidationResult,
} from './rules/validator.js';
// Solver: solving, bounded solution counting, uniqueness.
export {
  SudokuSolveStatus,
  SudokuSolver,
  type SudokuSolveOptions,
  type SudokuSolveResult,
  type SudokuSolveStats,
} from './solver/solver.js';
