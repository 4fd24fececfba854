/**
 * The pictures of docs/pictures.md, docs/teaching.md and the README, drawn by the library itself:
 * `npx tsx scripts/pictures.ts` writes them to `docs/pictures/`, and `test/docs/pictures.test.ts`
 * fails while a committed file differs from what the renderer draws today.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuLogicSolver,
  renderBoardSvg,
  renderStepSvg,
  type SudokuTechniqueId,
} from '../src/index.js';
import { stepOf } from '../test/render/cases.js';

/** se-rated.tsv, line 2 (ER 2.6), and a puzzle whose hint path has a forcing XY-chain (ER 7.2). */
const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const CHAIN = '................12..3..4..5......6...5712....8..9..........6.......734..1........';

/** The first step of `technique` in the hint path of `puzzle`, drawn on its board and candidates. */
function stepPicture(puzzle: string, technique: SudokuTechniqueId, theme: 'light' | 'dark'): string {
  const { step, board, candidates } = stepOf(puzzle, technique);
  return renderStepSvg(step, board, { candidates, theme, size: 420 });
}

/** The practice game of `technique` for `seed`, drawn with its next hint (the technique's step). */
function practicePicture(technique: SudokuTechniqueId, seed: number, theme: 'light' | 'dark'): string {
  const game = SudokuGame.practice({ technique, seed });
  const step = game.hint();
  if (step?.technique !== technique)
    throw new Error(`practice ${technique}: the next hint is not the technique`);
  return renderStepSvg(step, game, { theme, size: 420 });
}

/**
 * The first pencil-mark grid of test/fixtures/pencil-se.tsv (rated by serate) whose first step is
 * past the singles, drawn with that step.
 */
function pencilPicture(): string {
  const fixture = readFileSync(new URL('../test/fixtures/pencil-se.tsv', import.meta.url), 'utf8');
  const solver = new SudokuLogicSolver();
  const board = SudokuBoard.parse('.'.repeat(81));
  for (const row of fixture.trim().split('\n').slice(1)) {
    const candidates = SudokuCandidates.parse(row.slice(0, 729));
    const step = solver.nextStep(candidates);
    if (step !== null && !/single|full-house/.test(step.technique)) {
      return renderStepSvg(step, board, { candidates, size: 420 });
    }
  }
  throw new Error('no pencil-mark grid of the fixture starts past the singles');
}

/** Every picture of the docs, by file name under `docs/pictures/`. */
export function docPictures(): Map<string, string> {
  const game = SudokuGame.fromPuzzle(SudokuBoard.parse(EASY))
    .enter(0, 0, 5)
    .enter(8, 2, 7)
    .toggleNote(0, 1, 2)
    .toggleNote(0, 1, 4);
  return new Map([
    [
      'pencil-marks.svg',
      renderBoardSvg(SudokuBoard.parse(EASY), {
        candidates: 'computed',
        size: 420,
        highlights: { units: ['b1'], cells: [10], candidates: [{ row: 1, column: 1, value: 5 }] },
      }),
    ],
    ['game-dark.svg', renderBoardSvg(game, { theme: 'dark', size: 420 })],
    ['forcing-xy-chain.svg', stepPicture(CHAIN, 'forcing-xy-chain', 'light')],
    ['practice-x-wing.svg', practicePicture('x-wing', 1, 'light')],
    ['practice-skyscraper.svg', practicePicture('skyscraper', 1, 'dark')],
    ['pencil-mark-grid.svg', pencilPicture()],
  ]);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dir = resolve(import.meta.dirname, '..', 'docs', 'pictures');
  mkdirSync(dir, { recursive: true });
  for (const [name, svg] of docPictures()) {
    writeFileSync(join(dir, name), svg);
    console.log(`docs/pictures/${name}: ${svg.length} bytes`);
  }
}
