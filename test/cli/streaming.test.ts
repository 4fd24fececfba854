/**
 * The command as a person and a pipeline meet it: each answer as soon as it exists, Ctrl-C that
 * stops a long item in a terminal (a pseudo-terminal made by util-linux `script`) and through
 * pipes, a reader that goes away, any readable path as input, and the messages of bad input.
 * Runs are started concurrently and checks batched, so the file spawns few processes; the checks
 * of messages alone run the program in this process (`inline-pool.ts`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver, rateBoard } from '../../src/index.js';
import { WORKER_PROBE, buildOnce, fixture, startSudoku, sudoku } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const EMPTY = '.'.repeat(81);
const FOREVER = String(Number.MAX_SAFE_INTEGER);
/** A bound far above a prompt stop and far below "ignored" (the runs before this fix: > 40 s). */
const PROMPT_MS = 8000;

// tdoku's solver test file: puzzle:count[:solution], counts established by an exhaustive counter.
const COUNTED = readFileSync(fixture('solution-counts.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.length >= 81)
  .map((line) => {
    const [puzzle, count] = line.split(':');
    return { puzzle: puzzle!, count: Number(count) };
  })
  .filter((c) => c.count > 0)
  .slice(0, 8);

let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-streaming-'));
  await buildOnce();
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('sudoku writes each answer as soon as it exists', () => {
  it('answers each line from a slow producer before the next one comes (worker and main thread)', async () => {
    // Each puzzle is sent only once the previous answer arrived: held output would never finish.
    const converse = async (command: string, answer: string): Promise<void> => {
      const run = startSudoku([command, '-']);
      for (let round = 1; round <= 3; round++) {
        run.type(`${PUZZLE}\n`);
        await run.waitFor(new RegExp(`^(${answer}\n){${round}}$`));
      }
      run.end();
      expect((await run.closed).code).toBe(0);
    };
    await Promise.all([converse('solve', SOLUTION), converse('validate', 'valid')]);
  });

  it('answers a puzzle typed at a terminal before Ctrl-D, with no progress bar in the way', async () => {
    const expected = new SudokuLogicSolver().nextStep(SudokuBoard.parse(PUZZLE))!.explanation;
    const run = startSudoku(['hint', '-'], { terminal: true });
    run.type(`${PUZZLE}\r`);
    await run.waitFor(new RegExp(`${expected.replace(/[.()]/g, '\\$&')}\r?\n`));
    run.type('\x04');
    expect((await run.closed).code).toBe(0);
    expect(run.output()).not.toContain('/s'); // no progress bar while a person types
  });

  it('writes each count as it is known, and on SIGINT or SIGTERM ends by the signal at once', async () => {
    const file = join(dir, 'counts-then-forever.txt');
    writeFileSync(file, [...COUNTED.map((c) => c.puzzle), EMPTY].join('\n') + '\n');
    const expected = COUNTED.map((c) => `${c.count}\n`).join('');
    const stop = async (signal: NodeJS.Signals): Promise<void> => {
      const run = startSudoku(['solve', '--count', FOREVER, '--jobs', '2', file]);
      // The empty board never finishes counting: the counts before it must be out already.
      await run.waitFor(new RegExp(`^${expected}$`));
      run.mark();
      run.kill(signal);
      const end = await run.closed;
      expect(end.signal).toBe(signal);
      expect(end.ms).toBeLessThan(PROMPT_MS);
      expect(run.output()).toBe(expected);
      expect(end.stderr).toBe('');
    };
    await Promise.all([stop('SIGINT'), stop('SIGTERM')]);
  });
});

describe('Ctrl-C and closed pipes', () => {
  it('stops a long item at once on Ctrl-C in a terminal, erasing the progress bar (status 130)', async () => {
    const runs = [
      ['solve', '--count', FOREVER, '--progress', EMPTY],
      ['generate', '--rating', '10-11', '--attempts', '100000', '--seed', '1', '--progress'],
    ].map(async (args) => {
      const run = startSudoku(args, { terminal: true });
      await run.waitFor(/\/s/); // the progress bar is drawn: the item is under way
      run.mark();
      run.type('\x03');
      const end = await run.closed;
      expect(end.code, `sudoku ${args.join(' ')}`).toBe(130);
      expect(end.ms, `sudoku ${args.join(' ')} ignored Ctrl-C`).toBeLessThan(PROMPT_MS);
      expect(run.output().endsWith('\r\u001b[K')).toBe(true);
    });
    await Promise.all(runs);
  });

  it('stops one puzzle made in the main thread at once on Ctrl-C, SIGTERM or SIGHUP', async () => {
    // No stop handler is installed while the main thread makes a puzzle (it could not run): the
    // signal's default action ends the program. A handler that kept it alive would let it go on.
    // The band is out of reach: the puzzle would take minutes.
    const args = ['generate', '--rating', '10-11', '--attempts', '100000', '--seed', '1'];
    const stop = async (signal: NodeJS.Signals | 'Ctrl-C'): Promise<void> => {
      const terminal = signal === 'Ctrl-C';
      const run = startSudoku(args, terminal ? { terminal } : { node: ['--import', WORKER_PROBE] });
      await new Promise((resolve) => setTimeout(resolve, 500)); // the program is under way
      run.mark();
      if (terminal) run.type('\x03');
      else run.kill(signal);
      // A program that ignored the signal would run for minutes: it is killed, and the test fails.
      const guard = setTimeout(() => {
        run.kill('SIGKILL');
      }, PROMPT_MS);
      const end = await run.closed;
      clearTimeout(guard);
      if (terminal) expect(end.code).toBe(130);
      else expect(end.signal).toBe(signal);
      expect(end.ms, `${signal} was not handled at once`).toBeLessThan(PROMPT_MS);
      expect(end.stderr).toBe(''); // no worker thread started (the probe would say so)
      if (!terminal) expect(run.output()).toBe('');
    };
    await Promise.all([stop('Ctrl-C'), stop('SIGTERM'), stop('SIGHUP')]);
  });

  it('prints the first rating to `head -1` and exits quietly, at once, once head is gone', async () => {
    // Rating all 49,158 lines takes minutes; held output made `| head -1` wait for most of them.
    const first = readFileSync(fixture('17-clue.txt'), 'utf8').split('\n')[0]!;
    const rating = rateBoard(SudokuBoard.parse(first));
    const numbers = [rating.rating, rating.pearl, rating.diamond].map((n) => n.toFixed(1)).join('/');
    const run = startSudoku([], {
      shell: `sudoku rate test/fixtures/17-clue.txt | head -1; echo "status \${PIPESTATUS[0]}"`,
    });
    const end = await run.closed;
    expect(run.output()).toBe(`${numbers} ${rating.level} ${rating.hardestTechnique}\nstatus 0\n`);
    expect(end.stderr).toBe('');
    expect(end.ms).toBeLessThan(PROMPT_MS);
  });
});

describe('input and messages', () => {
  it('reads /dev/stdin when standard input is a socket (a child process of Node)', async () => {
    // Node gives a child's stdin as a socket, which /dev/stdin cannot reopen (ENXIO): it is read
    // as stdin itself. Regression: this printed an internal error.
    for (const name of ['/dev/stdin', '/dev/fd/0']) {
      const run = await sudoku(['solve', name], `${PUZZLE}\n`);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(SOLUTION);
    }
  });

  it('reads any readable path: a FIFO, /dev/stdin, a process substitution', async () => {
    const fifo = join(dir, 'fifo');
    const run = startSudoku([], {
      shell: [
        `mkfifo '${fifo}'`,
        `head -2 test/fixtures/top1465.txt > '${fifo}' &`,
        `sudoku solve '${fifo}'`,
        `head -1 test/fixtures/top1465.txt | sudoku solve /dev/stdin`,
        `sudoku solve <(head -3 test/fixtures/top1465.txt)`,
      ].join('\n'),
    });
    const end = await run.closed;
    expect(end.stderr).toBe('');
    const lines = run.output().trimEnd().split('\n');
    const top = readFileSync(fixture('top1465.txt'), 'utf8').split('\n');
    const puzzles = [top[0]!, top[1]!, top[0]!, top[0]!, top[1]!, top[2]!];
    expect(lines).toHaveLength(puzzles.length);
    lines.forEach((line, i) => {
      const solution = SudokuBoard.parse(line);
      expect(solution.emptyCount).toBe(0);
      // Every given of the puzzle is kept.
      const puzzle = SudokuBoard.parse(puzzles[i]!).toString();
      for (let cell = 0; cell < 81; cell++) if (puzzle[cell] !== '.') expect(line[cell]).toBe(puzzle[cell]);
    });
  });

  it('escapes control characters, and reports an 80-character argument as INVALID_LENGTH', async () => {
    const file = join(dir, 'controls.txt');
    const escape = `${PUZZLE.slice(0, 4)}\x1b${PUZZLE.slice(5)}`;
    const reverse = `${PUZZLE.slice(0, 7)}\u202e${PUZZLE.slice(8)}`;
    writeFileSync(file, `${PUZZLE.slice(0, 80)}\n${escape}\n${reverse}\n`);
    const run = await runInProcess(['validate', PUZZLE.slice(0, 80), file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      [
        'argument 1, line 1: INVALID_LENGTH 80 characters, expected 81',
        `${file}, line 1: INVALID_LENGTH 80 characters, expected 81`,
        `${file}, line 2: INVALID_CHARACTER '\\x1b' at column 5`,
        `${file}, line 3: INVALID_CHARACTER '\\u202e' at column 8`,
        '',
      ].join('\n'),
    );
    const usage = await runInProcess(['solve', '--format', '\x1b[2J\x07']);
    expect(usage).toEqual({
      stdout: '',
      stderr:
        "sudoku solve: --format must be one of line, grid, json; received '\\x1b[2J\\x07'\n" +
        "see 'sudoku solve --help'\n",
      code: 2,
    });
  });

  it('says a board has several solutions instead of stuck, exit 1', async () => {
    const run = await runInProcess(['hint', EMPTY, PUZZLE]);
    const step = new SudokuLogicSolver().nextStep(SudokuBoard.parse(PUZZLE))!;
    expect(run.stdout).toBe(
      'several-solutions: the board has more than one solution, so no logical step decides it\n' +
        `${step.explanation}\n`,
    );
    expect(run.code).toBe(1);
    const json = await runInProcess(['hint', '--format', 'json', EMPTY]);
    expect(JSON.parse(json.stdout)).toEqual({ line: 1, status: 'several-solutions' });
  });
});
