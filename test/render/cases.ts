/**
 * The pictures of the golden files (`test/render/golden/`): a board, a game, a pencil-mark grid
 * and one step of each family of techniques, in both themes and two sizes.
 *
 * The steps come from the hint order (`SudokuLogicSolver.solve`) on puzzles of the public sets
 * (`test/fixtures/se-rated.tsv`, `top1465.txt`; provenance in `test/fixtures/README.md`): the
 * first step of the named technique, drawn on the board and candidates it applies to (the puzzle
 * with the earlier placements, every legal digit minus the earlier eliminations).
 */
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuLogicSolver,
  type SudokuStep,
  type SudokuSvgTheme,
  type SudokuTechniqueId,
} from '../../src/index.js';
import { renderBoardSvg, renderStepSvg } from '../../src/index.js';

/** se-rated.tsv, line 2 (ER 2.6): singles, intersections and subsets. */
const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** One step of a family: the puzzle, and the technique whose first step is drawn. */
export const STEP_CASES: readonly { family: string; puzzle: string; technique: SudokuTechniqueId }[] = [
  { family: 'singles', puzzle: EASY, technique: 'hidden-single-box' },
  { family: 'intersections', puzzle: EASY, technique: 'pointing' },
  { family: 'subsets', puzzle: EASY, technique: 'naked-pair' },
  {
    family: 'fish',
    puzzle: '................12..3..4..5.....36...1..7....28..........1.5......82......9...7..',
    technique: 'swordfish',
  },
  {
    family: 'wings',
    puzzle: '................12..3..4...........5....16....74...3.......84..1..2...9.9......6.',
    technique: 'xy-wing',
  },
  {
    family: 'uniqueness',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    technique: 'unique-rectangle',
  },
  {
    family: 'single-digit',
    puzzle: '................12..3..4..............5.3.4...6.7....1....4.6...2......71...89...',
    technique: 'skyscraper',
  },
  {
    family: 'colouring',
    puzzle: '5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9',
    technique: 'simple-colouring',
  },
  {
    family: 'cycle',
    puzzle: '................12..3..4..5.....36...1..7....28..........1.5......82......9...7..',
    technique: 'xy-cycle',
  },
  {
    family: 'chain',
    puzzle: '................12..3..4..5......6...5712....8..9..........6.......734..1........',
    technique: 'forcing-xy-chain',
  },
  {
    family: 'forcing-chain',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    technique: 'multiple-forcing-chain',
  },
];

/** A step on its board: the board and candidates before it. */
export interface StepOnBoard {
  readonly step: SudokuStep;
  readonly board: SudokuBoard;
  readonly candidates: SudokuCandidates;
}

const solutions = new Map<string, readonly SudokuStep[]>();

/** The first step of `technique` in the hint path of `puzzle`, on its board and candidates. */
export function stepOf(puzzle: string, technique: SudokuTechniqueId): StepOnBoard {
  let steps = solutions.get(puzzle);
  if (steps === undefined) {
    steps = new SudokuLogicSolver().solve(SudokuBoard.parse(puzzle)).steps;
    solutions.set(puzzle, steps);
  }
  const index = steps.findIndex((s) => s.technique === technique);
  if (index < 0) throw new Error(`no ${technique} step in the hint path of ${puzzle}`);
  let board = SudokuBoard.parse(puzzle);
  for (const s of steps.slice(0, index))
    for (const p of s.placements) board = board.with(p.row, p.column, p.value);
  let candidates = SudokuCandidates.fromBoard(board);
  for (const s of steps.slice(0, index))
    for (const e of s.eliminations)
      if (board.get(e.row, e.column) === 0) candidates = candidates.without(e.row, e.column, e.value);
  return { step: steps[index]!, board, candidates };
}

/** A game in progress: two entries (one of them clashing with a given), notes in two cells. */
export function sampleGame(): SudokuGame {
  return SudokuGame.fromPuzzle(SudokuBoard.parse(EASY))
    .enter(0, 0, 5)
    .enter(8, 2, 7)
    .toggleNote(0, 1, 2)
    .toggleNote(0, 1, 4)
    .toggleNote(0, 2, 7);
}

export const THEMES: readonly SudokuSvgTheme[] = ['light', 'dark'];
export const SIZES: readonly number[] = [360, 720];

/** Every golden picture, by file name (without `.svg`). */
export function goldenPictures(): Map<string, string> {
  const out = new Map<string, string>();
  for (const theme of THEMES)
    for (const size of SIZES) {
      const suffix = `${theme}-${size}`;
      out.set(`board-${suffix}`, renderBoardSvg(SudokuBoard.parse(EASY), { theme, size }));
      out.set(`game-${suffix}`, renderBoardSvg(sampleGame(), { theme, size }));
      out.set(
        `pencil-marks-${suffix}`,
        renderBoardSvg(SudokuBoard.parse(EASY), {
          theme,
          size,
          candidates: 'computed',
          highlights: { cells: [10], units: ['r4'], candidates: [{ row: 1, column: 1, value: 5 }] },
        }),
      );
      for (const { family, puzzle, technique } of STEP_CASES) {
        const { step, board, candidates } = stepOf(puzzle, technique);
        out.set(`step-${family}-${suffix}`, renderStepSvg(step, board, { theme, size, candidates }));
      }
    }
  return out;
}
