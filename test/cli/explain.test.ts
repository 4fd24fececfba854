import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGenerator,
  SudokuLogicSolver,
  dailySeed,
  rateBoard,
} from '../../src/index.js';
import { buildOnce, fixture, sudoku } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// The header and the first 20 rows of the Sudoku Explainer-rated set (all rated 2.8 or less by SE).
const TSV = readFileSync(fixture('se-rated.tsv'), 'utf8').split('\n').slice(0, 21).join('\n') + '\n';

// Run in this process (`inline-pool.ts`), but for one run through the real program's threads.
beforeAll(buildOnce);

describe('sudoku rate', () => {
  it('prints ER/EP/ED, level and hardest technique as the library rates them; the TSV header is skipped', async () => {
    expect(TSV.startsWith('puzzle\t')).toBe(true);
    const { stdout, stderr, code } = await runInProcess(['rate', '--jobs', '1'], TSV);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const expected = TSV.trimEnd()
      .split('\n')
      .slice(1)
      .map((row) => {
        const r = rateBoard(SudokuBoard.parse(row.split('\t')[0]!));
        return `${r.rating.toFixed(1)}/${r.pearl.toFixed(1)}/${r.diamond.toFixed(1)} ${r.level} ${r.hardestTechnique}`;
      });
    expect(stdout.trimEnd().split('\n')).toEqual(expected);
    // The same through the real program and its worker threads.
    const parallel = await sudoku(['rate', '--jobs', '2', '--no-progress'], TSV);
    expect(parallel).toEqual({ stdout, stderr, code });
  });

  it('reports every rating field in JSON, and refuses clashing or unsolvable boards', async () => {
    const unsolvable = '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.';
    const { stdout, code } = await runInProcess(['rate', '-f', 'json', PUZZLE, CLASH, unsolvable]);
    expect(code).toBe(1);
    const [first, second, third] = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    const rating = rateBoard(SudokuBoard.parse(PUZZLE));
    expect(rating.solutions).toBe(1);
    expect(first).toEqual({ source: 'argument 1', line: 1, ...rating });
    expect(second).toEqual({
      source: 'argument 2',
      line: 1,
      status: 'invalid-board',
      conflicts: ['r1c1', 'r1c2'],
    });
    expect(third).toEqual({ source: 'argument 3', line: 1, status: 'unsolvable' });
    expect((await runInProcess(['rate', unsolvable])).stdout).toBe('unsolvable\n');
  });
});

describe('sudoku hint', () => {
  const step = new SudokuLogicSolver().nextStep(SudokuBoard.parse(PUZZLE))!;

  it('explains the next step, or gives the small or big clue', async () => {
    expect(await runInProcess(['hint', PUZZLE])).toEqual({
      stdout: `${step.explanation}\n`,
      stderr: '',
      code: 0,
    });
    expect((await runInProcess(['hint', '--clue', 'small', PUZZLE])).stdout).toBe(`${step.clue.small}\n`);
    expect((await runInProcess(['hint', '--clue', 'big'], PUZZLE)).stdout).toBe(`${step.clue.big}\n`);
  });

  it('says solved for a full grid and names the cells of a clash (exit 1)', async () => {
    const { stdout, code } = await runInProcess(['hint', SOLUTION, CLASH]);
    const clash = new SudokuLogicSolver().nextStep(SudokuBoard.parse(CLASH))!;
    expect(clash.technique).toBe('invalid-board');
    expect(stdout).toBe(`solved: no step left\n${clash.explanation}\n`);
    expect(code).toBe(1);
  });

  it('prints the step as JSON with cells in r1c1 notation', async () => {
    const { stdout, code } = await runInProcess(['hint', '--format', 'json', PUZZLE]);
    expect(code).toBe(0);
    const cell = (c: { row: number; column: number; value: number }): { cell: string; value: number } => ({
      cell: `r${c.row + 1}c${c.column + 1}`,
      value: c.value,
    });
    expect(JSON.parse(stdout)).toEqual({
      line: 1,
      status: 'step',
      technique: step.technique,
      name: step.name,
      score: step.score,
      difficulty: step.score, // the old key, kept beside score
      explanation: step.explanation,
      clue: step.clue,
      placements: step.placements.map(cell),
      eliminations: step.eliminations.map(cell),
    });
  });
});

describe('sudoku candidates', () => {
  it('prints the library’s pencil-mark grid with the givens marked, grids separated by a blank line', async () => {
    const board = SudokuBoard.parse(PUZZLE);
    const candidates = SudokuCandidates.fromBoard(board);
    const { stdout, code } = await runInProcess(['candidates'], `${PUZZLE}\n${PUZZLE}\n`);
    expect(code).toBe(0);
    const [grid, again] = stdout.trimEnd().split('\n\n');
    expect(again).toBe(grid);
    // Read back, the marked grid is the library's candidates.
    expect(SudokuCandidates.parse(grid!).equals(candidates)).toBe(true);
    // Every given and only the givens carry the mark: r5c5 (empty, candidate 5 alone) does not.
    const cells = grid!
      .split('\n')
      .filter((line) => !line.startsWith('-'))
      .flatMap((line) => line.split(/[\s|]+/));
    expect(cells).toHaveLength(81);
    cells.forEach((cell, i) => {
      expect(cell.endsWith('*')).toBe(board.get(Math.floor(i / 9), i % 9) !== 0);
    });
    expect(cells[40]).toBe('5');
  });

  it('shows in its help the first row of real output, and the comment of the candidates module too', async () => {
    const { stdout } = await runInProcess(['candidates', PUZZLE]);
    const first = stdout.split('\n')[0]!;
    expect((await runInProcess(['candidates', '--help'])).stdout).toContain(`\n  ${first}\n`);
    const source = readFileSync(new URL('../../src/logic/candidates.ts', import.meta.url), 'utf8');
    const plain = SudokuCandidates.fromBoard(SudokuBoard.parse(PUZZLE)).format().split('\n')[0]!;
    expect(source).toContain(` * ${plain}\n`);
  });

  it('gives the 81 cells’ candidates in JSON and refuses a clashing board', async () => {
    const { stdout, code } = await runInProcess(['candidates', '-f', 'json', PUZZLE, CLASH]);
    expect(code).toBe(1);
    const [first, second] = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const candidates = first!.candidates as string[];
    expect(candidates).toHaveLength(81);
    expect(candidates.slice(0, 3)).toEqual(['5', '3', '124']);
    expect(second).toMatchObject({ status: 'invalid-board', conflicts: ['r1c1', 'r1c2'] });
  });
});

describe('sudoku daily', () => {
  it('shows the day’s puzzle, its solution, rating and first hint', async () => {
    const { stdout, stderr, code } = await runInProcess(['daily', '2026-11-29']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const puzzle = new SudokuGenerator().generate({ seed: dailySeed('2026-11-29') });
    const rating = rateBoard(puzzle.board);
    const step = new SudokuLogicSolver().nextStep(puzzle.board)!;
    const indent = (text: string): string => text.replace(/^/gm, '    ');
    expect(rating.level).toBe('medium');
    expect(stdout).toContain(
      `Daily puzzle for 2026-11-29 (seed 20261129, medium: ${puzzle.board.emptyCount} empty cells)\n\n`,
    );
    expect(stdout).toContain(
      `${indent(puzzle.board.format())}\n\nSolution (unique):\n\n${indent(puzzle.solution.format())}`,
    );
    expect(stdout).toContain(
      `Rating: ${rating.rating.toFixed(1)} on the Sudoku Explainer scale, in the medium band (1.6-2.5), ` +
        `hardest step: ${rating.hardestTechnique}\n`,
    );
    expect(stdout).toContain(`First hint\n    clue:        ${step.clue.small}\n`);
    expect(stdout).toContain(step.explanation);
  });

  it('refuses a day that does not exist', async () => {
    const { stderr, code } = await runInProcess(['daily', '2026-13-01']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sudoku daily: the date: date '2026-13-01' is not a calendar day\n/);
  });
});
