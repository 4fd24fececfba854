import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuValidator } from '../../src/index.js';
import { buildOnce, fixture, sudoku } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// tdoku's solver test file: puzzle:count[:solution], counts established by an exhaustive counter.
const COUNTS = readFileSync(fixture('solution-counts.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.length >= 81)
  .map((line) => {
    const [puzzle, count, solution] = line.split(':');
    return { puzzle: puzzle!, count: Number(count), solution };
  });

// Run in this process (`inline-pool.ts`), but for the runs through the real program's threads.
beforeAll(buildOnce);

describe('sudoku solve', () => {
  it('prints the solution of a puzzle argument', async () => {
    expect(await runInProcess(['solve', PUZZLE])).toEqual({ stdout: `${SOLUTION}\n`, stderr: '', code: 0 });
  });

  it('solves tdoku’s test file from stdin: listed solutions, unsolvable ones named, exit 1', async () => {
    const input = COUNTS.map(
      (c) => `${c.puzzle}:${c.count}${c.solution === undefined ? '' : ':' + c.solution}`,
    );
    const { stdout, stderr, code } = await runInProcess(['solve', '--jobs', '1'], input.join('\n') + '\n');
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(COUNTS.length);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    COUNTS.forEach((c, i) => {
      if (c.count === 0) expect(lines[i]).toBe('unsolvable');
      else if (c.solution !== undefined) expect(lines[i]).toBe(c.solution);
      else
        expect(SudokuValidator.isSolution(SudokuBoard.parse(c.puzzle), SudokuBoard.parse(lines[i]!))).toBe(
          true,
        );
    });
  });

  it('counts solutions up to LIMIT with --count, matching the exhaustive counts', async () => {
    const file = fixture('solution-counts.txt');
    const { stdout, code } = await runInProcess(['solve', '--count', '1000', file]);
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n').map(Number)).toEqual(COUNTS.map((c) => Math.min(c.count, 1000)));
    const capped = await runInProcess(['solve', '--count', '--format', 'json', file]);
    expect(
      capped.stdout
        .trimEnd()
        .split('\n')
        .map((line) => (JSON.parse(line) as { count: number }).count),
    ).toEqual(COUNTS.map((c) => Math.min(c.count, 2)));
  });

  it('names the clashing cells of an invalid board and reports bad lines, keeping the others', async () => {
    const input = `${PUZZLE}\n${CLASH}\n${PUZZLE.slice(0, 80)}\n${PUZZLE}x\n${PUZZLE}\n`;
    const { stdout, stderr, code } = await runInProcess(['solve'], input);
    expect(stdout).toBe(`${SOLUTION}\ninvalid-board r1c1 r1c2\n${SOLUTION}\n`);
    expect(stderr).toBe(
      'line 3: INVALID_LENGTH 80 characters, expected 81\nline 4: INVALID_LENGTH 82 characters, expected 81\n',
    );
    expect(code).toBe(1);
  });

  it('prints grids with --format grid, reading grids and lines alike', async () => {
    const grid = SudokuBoard.parse(PUZZLE).format();
    const { stdout, code } = await runInProcess(['solve', '--format', 'grid'], `${grid}\n\n${PUZZLE}\n`);
    const solved = SudokuBoard.parse(SOLUTION).format();
    expect(stdout).toBe(`${solved}\n\n${solved}\n`);
    expect(code).toBe(0);
  });

  it('prints JSON objects with the status, solution and guesses', async () => {
    const { stdout, code } = await runInProcess(['solve', '-f', 'json', PUZZLE, CLASH]);
    expect(code).toBe(1);
    const [first, second] = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toMatchObject({ source: 'argument 1', line: 1, status: 'solved', solution: SOLUTION });
    expect(second).toEqual({
      source: 'argument 2',
      line: 1,
      status: 'invalid-board',
      conflicts: ['r1c1', 'r1c2'],
    });
  });

  it('gives the same output, in input order, with worker threads', async () => {
    const file = fixture('top1465.txt');
    const puzzles = readFileSync(file, 'utf8').trimEnd().split('\n');
    const one = await runInProcess(['solve', '--jobs', '1', file]);
    // The real program, with its worker threads, gives what one batch after another gives.
    const two = await sudoku(['solve', '--jobs', '2', '--no-progress', file]);
    expect(two).toEqual(one);
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(puzzles.length);
    lines.forEach((line, i) => {
      expect(SudokuValidator.isSolution(SudokuBoard.parse(puzzles[i]!), SudokuBoard.parse(line))).toBe(true);
    });
  });

  it('reports bad lines of a file in order among workers, solving every good line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-solve-'));
    const path = join(dir, 'mixed.txt');
    const puzzles = readFileSync(fixture('top1465.txt'), 'utf8').trimEnd().split('\n').slice(0, 700);
    const lines = puzzles.map((p, i) => (i % 100 === 7 ? `${p.slice(0, 10)}?${p.slice(11)}` : p));
    writeFileSync(path, lines.join('\n') + '\n');
    const expectedErr = lines
      .map((_, i) => (i % 100 === 7 ? `line ${i + 1}: INVALID_CHARACTER '?' at column 11\n` : ''))
      .join('');
    // In this process, then through the real program's worker threads.
    for (const run of [runInProcess, sudoku]) {
      const { stdout, stderr, code } = await run([
        'solve',
        '--jobs',
        run === sudoku ? '2' : '1',
        '--no-progress',
        path,
      ]);
      expect(stderr).toBe(expectedErr);
      expect(code).toBe(1);
      const answers = stdout.trimEnd().split('\n');
      const good = puzzles.filter((_, i) => i % 100 !== 7);
      expect(answers).toHaveLength(good.length);
      answers.forEach((answer, i) => {
        expect(SudokuValidator.isSolution(SudokuBoard.parse(good[i]!), SudokuBoard.parse(answer))).toBe(true);
      });
    }
  });

  it('rejects bad options with exit status 2 and a one-line message pointing at the help', async () => {
    for (const args of [
      ['solve', '--count', '0', PUZZLE],
      ['solve', '--jobs', 'many', PUZZLE],
      ['solve', '--count', '--format', 'grid', PUZZLE],
      ['solve', 'no-such-file.txt'],
    ]) {
      // Usage errors are found before any work: in this process, as a child costs a tenth of a second.
      const { stdout, stderr, code } = await runInProcess(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^sudoku solve: [^\n]+\nsee 'sudoku solve --help'\n$/);
    }
  });
});
