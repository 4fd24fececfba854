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
// The numeric limits of options and arguments, in one table.
export { SUDOKU_LIMITS, type SudokuLimit } from './limits.js';
export {
  SudokuValidator,
  type SudokuConflict,
  type SudokuConflictUnit,
  type SudokuRulesOptions,
  type SudokuValidateOptions,
  type SudokuValidationResult,
} from './rules/validator.js';
// Rule sets: the classic rules and the 9×9 variants, taken by every layer (docs/variants.md).
export {
  MAX_CUSTOM_REGIONS,
  SUDOKU_RULE_TERMS,
  SudokuRules,
  type SudokuExtraRegionName,
  type SudokuLayout,
  type SudokuNeighbourRuleName,
  type SudokuRegion,
  type SudokuRegionKind,
  type SudokuRulesJson,
} from './rules/rule-set.js';
// Killer cages: their shape and the digit combinations of each size and sum.
export { MAX_CAGE_SIZE, cageCombinations, type SudokuCage, type SudokuKillerFormat } from './rules/cages.js';
export { randomJigsawLayout } from './rules/jigsaw-layout.js';
// Solver: solving, bounded solution counting, uniqueness.
export {
  SudokuSolveStatus,
  SudokuSolver,
  type SudokuSolveOptions,
  type SudokuSolveResult,
  type SudokuSolveStats,
} from './solver/solver.js';
// Generator: seeded random sources, daily seeds, unique-solution puzzles by profile and symmetry.
export { SeededRandomSource, type RandomSource } from './random/random-source.js';
export { dailySeed } from './random/daily-seed.js';
export { EMPTY_CELL_TARGETS, SudokuDifficulty, SudokuSymmetry } from './generator/profiles.js';
export {
  SudokuGenerator,
  type SudokuGenerationOptions,
  type SudokuKillerGrade,
  type SudokuKillerPuzzle,
  type SudokuPuzzle,
  type SudokuRatedPuzzle,
  type SudokuRatingRange,
  type SudokuTechniquePuzzle,
} from './generator/generator.js';
// Logic: human techniques, pencil marks, explained steps and hints.
export { SudokuCandidates } from './logic/candidates.js';
export { SudokuTechniqueId } from './logic/technique.js';
export { SUDOKU_HINT_ORDER, SUDOKU_TECHNIQUES, type SudokuTechniqueInfo } from './logic/registry.js';
export {
  SudokuLogicSolver,
  type SudokuLogicResult,
  type SudokuLogicSolveOptions,
  type SudokuLogicSolverOptions,
  type SudokuLogicStatus,
  type SudokuNextStepOptions,
} from './logic/solver.js';
export type { SudokuCandidateRef, SudokuStep, SudokuStepHighlights, SudokuStepLink } from './logic/step.js';
export type {
  SudokuAllSteps,
  SudokuAllStepsOptions,
  SudokuAllStepsStatus,
  SudokuStepGroup,
} from './logic/all-steps.js';
// Rating: difficulty on the Sudoku Explainer 1.2.1 scale (ER/EP/ED), bands, techniques used.
export {
  SUDOKU_RATING_BANDS,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- kept for compatibility
  SudokuRatingTechnique,
  rateBoard,
  ratingLevel,
  type SudokuRateOptions,
  type SudokuRating,
  type SudokuRatingLevel,
  type SudokuRatingWithSteps,
} from './rating/rate.js';
// The killer scale: a killer puzzle's grade (the hint engine's path), as killer generation grades.
export { gradeKiller, type SudokuKillerGradeOptions, type SudokuKillerRating } from './rating/killer.js';
// Game: the state of a game in progress (digits, notes, undo/redo, hints, saving) as one value.
export {
  SudokuGame,
  type SudokuGameGenerationOptions,
  type SudokuGameJSON,
  type SudokuGameMove,
  type SudokuGameOptions,
  type SudokuHintOptions,
  type SudokuPracticeOptions,
} from './game/game.js';
// Pictures: boards, games and steps as SVG documents (strings; no DOM).
export { renderBoardSvg } from './render/board-svg.js';
export { renderStepSvg } from './render/step-svg.js';
export type { SudokuSvgCandidates, SudokuSvgOptions } from './render/options.js';
export type { SudokuSvgTheme } from './render/themes.js';
export { buildPrintPage, type SudokuPrintOptions, type SudokuPrintPuzzle } from './render/print.js';
