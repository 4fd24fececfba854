/**
 * The pictures of docs/pictures.md and the README, drawn by the library itself:
 * `npx tsx scripts/pictures.ts` writes them to `docs/pictures/`, and `test/docs/pictures.test.ts`
 * fails while a committed file differs from what the renderer draws today.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  SudokuBoard,
  SudokuGame,
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
