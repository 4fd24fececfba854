/**
 * Pictures from the command line: `sudoku hint --svg DIR`, `sudoku rate --steps --svg DIR` and
 * `sudoku print`, run in this process (`inline-pool.ts`), each file compared with what the library
 * draws for the same puzzle.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGenerator,
  SudokuLogicSolver,
  buildPrintPage,
  rateBoard,
  renderStepSvg,
} from '../../src/index.js';
import { pathPictures } from '../../src/cli/pictures.js';
import { runInProcess, useInlinePool } from './inline-pool.js';

useInlinePool();

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const EASY = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const work = mkdtempSync(join(tmpdir(), 'sudoku-pictures-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

describe('sudoku hint --svg', () => {
  it("writes each puzzle's hint as DIR/<line>.svg, the library's picture, and prints the hints as before", async () => {
    const dir = join(work, 'hints');
    const input = file('hints.txt', `${PUZZLE}\nnot a puzzle\n${EASY}\n`);
    const plain = await runInProcess(['hint', input]);
    const run = await runInProcess(['hint', '--svg', dir, input]);
    expect(run).toEqual(plain);
    expect(run.code).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['0001.svg', '0003.svg']);
    const logic = new SudokuLogicSolver();
    for (const [name, line] of [
      ['0001.svg', PUZZLE],
      ['0003.svg', EASY],
    ] as const) {
      const board = SudokuBoard.parse(line);
      expect(readFileSync(join(dir, name), 'utf8')).toBe(renderStepSvg(logic.nextStep(board)!, board));
    }
  });

  it('refuses two inputs, and a path that is not a directory', async () => {
    const two = await runInProcess(['hint', '--svg', join(work, 'x'), PUZZLE, EASY]);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('--svg names pictures by input line: give one input');
    const notDir = file('plain.txt', 'x');
    const bad = await runInProcess(['hint', '--svg', notDir, PUZZLE]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('is not a directory that can be written');
  });
});

describe('sudoku rate --steps --svg', () => {
  it('writes every step of every puzzle as DIR/<line>-<step>.svg, on the board before it', async () => {
    const dir = join(work, 'steps');
    const input = file('rate.txt', `${PUZZLE}\n${EASY}\n`);
    const run = await runInProcess(['rate', '--steps', '--svg', dir, input]);
    expect(run.code).toBe(0);
    const files = readdirSync(dir).sort();
    for (const [line, puzzle] of [
      [1, PUZZLE],
      [2, EASY],
    ] as const) {
      const board = SudokuBoard.parse(puzzle);
      const { steps } = rateBoard(board, { steps: true });
      const pictures = pathPictures(board, steps);
      const mine = files.filter((f) => f.startsWith(`000${line}-`));
      expect(mine).toHaveLength(steps.length);
      expect(mine[0]).toBe(`000${line}-01.svg`);
      mine.forEach((name, k) => {
        expect(readFileSync(join(dir, name), 'utf8')).toBe(pictures[k]);
      });
    }
    // The first step is drawn on the puzzle itself; a later one on the board its earlier steps made.
    const first = readFileSync(join(dir, '0001-01.svg'), 'utf8');
    const { steps } = rateBoard(SudokuBoard.parse(PUZZLE), { steps: true });
    expect(first).toContain(`<desc>${steps[0]!.explanation}</desc>`);
  });

  it('needs --steps', async () => {
    const run = await runInProcess(['rate', '--svg', join(work, 'none'), PUZZLE]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--svg draws the steps: give --steps too');
  });
});

describe('sudoku print', () => {
  it('prints the page of the puzzles read, each rated for its caption', async () => {
    const input = file('print.txt', `${PUZZLE}\n${EASY}\n`);
    const run = await runInProcess([
      'print',
      '--per-page',
      '2',
      '--paper',
      'letter',
      '--title',
      'Two',
      input,
    ]);
    expect(run.code).toBe(0);
    const puzzles = [PUZZLE, EASY].map((line) => {
      const board = SudokuBoard.parse(line);
      const rating = rateBoard(board);
      return { board, difficulty: rating.level, rating: rating.rating };
    });
    expect(run.stdout).toBe(buildPrintPage(puzzles, { perPage: 2, paper: 'letter', title: 'Two' }));
  });

  it('generates --count puzzles of --difficulty from --seed, the ones sudoku generate makes', async () => {
    const out = join(work, 'print.html');
    const run = await runInProcess(['print', '-d', 'easy', '-n', '3', '-s', '7', '--no-answers', '-o', out]);
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
    const generator = new SudokuGenerator();
    const puzzles = [7, '7:1', '7:2'].map((seed) => generator.generate({ seed, difficulty: 'easy' }));
    expect(readFileSync(out, 'utf8')).toBe(buildPrintPage(puzzles, { answers: false }));
  });

  it('reports unreadable lines and prints the others; usage errors exit 2', async () => {
    const input = file('mixed.txt', `${PUZZLE}\n12x\n`);
    const run = await runInProcess(['print', input]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('line 2: INVALID_CHARACTER');
    expect(run.stdout).toContain('<figcaption>1 · ');
    for (const [argv, message] of [
      [['print', '--per-page', '3', input], '--per-page must be one of 1, 2, 4, 6'],
      [['print', '-n', '3', input], 'give puzzles to read, or --difficulty to generate them, not both'],
      [['print', '-n', '3'], '--count and --seed generate: give --difficulty'],
      [['print', '-d', 'easy', '-n', '0'], '--count must be an integer from 1 to 10000'],
      [['print', '-d', 'easy', '-n', '20000'], '--count must be an integer from 1 to 10000'],
      [['print', '--papr', 'a4', input], "did you mean '--paper'?"],
    ] as const) {
      const bad = await runInProcess(argv);
      expect(bad.code, argv.join(' ')).toBe(2);
      expect(bad.stderr).toContain(message);
    }
    const empty = await runInProcess(['print', file('empty.txt', '12x\n')]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('no puzzle to print');
  });
});
