/**
 * What the program does when its surroundings fail it or its input is no puzzle: a full disk, an
 * unwritable place, a directory for input, an empty grid, a time limit. Each case is a bug a new
 * user met (issue 33): a stack trace, a hang, a page of non-puzzles or a rating of an empty grid.
 * What only a real process has (a full disk or a directory as its stdout or stdin, a file size
 * limit) is met by the program as a child process; the rest runs in this process (`inline-pool.ts`).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGenerator, SudokuLogicSolver, rateBoard } from '../../src/index.js';
import { CLI, ROOT, buildOnce, fixture, type RunResult } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const EMPTY = '.'.repeat(81);
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const UNSOLVABLE = '1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.';
/** Line 114 of forum-hardest-1106: a nested forcing chain (ER 11.8), seconds of work. */
const NESTED = readFileSync(fixture('forum-hardest-1106.txt'), 'utf8').split('\n')[113]!.slice(0, 81);

let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-failures-'));
  await buildOnce();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the program with stdin and stdout on the given descriptors (a directory, `/dev/full`), or
 * under a bash prelude (`ulimit -f 4` with SIGXFSZ ignored: writes past 4 KiB fail with EFBIG).
 */
function run(
  args: readonly string[],
  stdio: { stdin?: number; stdout?: number; prelude?: string } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child =
      stdio.prelude === undefined
        ? spawn(process.execPath, [CLI, ...args], {
            cwd: ROOT,
            stdio: [stdio.stdin ?? 'ignore', stdio.stdout ?? 'pipe', 'pipe'],
          })
        : spawn('bash', ['-c', `${stdio.prelude}; exec "$0" "$@"`, process.execPath, CLI, ...args], {
            cwd: ROOT,
            stdio: ['ignore', stdio.stdout ?? 'pipe', 'pipe'],
          });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ stdout, stderr, code });
    });
  });
}

const LIMITED = "trap '' XFSZ; ulimit -f 4";

describe('a failed write', () => {
  const full = (): number => openSync('/dev/full', 'w');

  // One handler serves every command: these cover its callers (the program's own output, a
  // command in the main thread, a batch through workers, the daily and print pages).
  it.each([
    [['generate', '--seed', '1']],
    [['generate', '--seed', '1', '--count', '3', '--jobs', '2']],
    [['--help']],
    [['--version']],
    [['solve', PUZZLE]],
    [['rate', PUZZLE]],
    [['daily', '2026-11-29']],
    [['print', PUZZLE]],
  ])('on stdout is one line and status 1: sudoku %j > /dev/full', async (args) => {
    const fd = full();
    try {
      const result = await run(args, { stdout: fd });
      expect(result).toMatchObject({
        stderr: 'sudoku: cannot write to standard output: no space left on device\n',
        code: 1,
      });
    } finally {
      closeSync(fd);
    }
  });

  it('on a file given as stdout says why (file too large), with status 1', async () => {
    const path = join(dir, 'stdout.txt');
    const fd = openSync(path, 'w');
    try {
      const result = await run(['generate', '--seed', '1', '--count', '100'], {
        stdout: fd,
        prelude: LIMITED,
      });
      expect(result.stderr).toBe('sudoku: cannot write to standard output: file too large\n');
      expect(result.code).toBe(1);
    } finally {
      closeSync(fd);
    }
  });

  it('of print --output leaves no partial page: an existing file stays as it was, no temporary file', async () => {
    const path = join(dir, 'page.html');
    writeFileSync(path, 'the old page\n');
    const args = ['print', '--difficulty', 'easy', '--count', '8', '--seed', '1', '-o', path];
    const result = await run(args, { prelude: LIMITED });
    expect(result.stderr).toBe(`sudoku print: cannot write to '${path}': file too large\n`);
    expect(result.code).toBe(1);
    expect(readFileSync(path, 'utf8')).toBe('the old page\n');
    expect(readdirSync(dir).filter((name) => name.includes('page.html'))).toEqual(['page.html']);
    // Without the limit the page replaces the old one whole, and no temporary file is left.
    expect((await runInProcess(args)).code).toBe(0);
    expect(readFileSync(path, 'utf8')).toMatch(/^<!doctype html>[^]*<\/html>\n?$/i);
    expect(readdirSync(dir).filter((name) => name.includes('page.html'))).toEqual(['page.html']);
  });

  it('of print --output to a device names the file and the reason', async () => {
    const result = await runInProcess(['print', PUZZLE, '-o', '/dev/full']);
    expect(result).toMatchObject({
      stderr: "sudoku print: cannot write to '/dev/full': no space left on device\n",
      code: 1,
    });
    const proc = await runInProcess(['print', PUZZLE, '-o', '/proc/version']);
    // As root the write fails (EIO); as another user the path is refused before any work.
    expect(proc.stderr).toMatch(/^sudoku print: cannot write to '\/proc\/version': \S[^\n]*\n/);
    expect(proc.stderr).not.toContain('internal error');
    expect([1, 2]).toContain(proc.code);
  });

  it('checks print --output before any puzzle is made, and says write', async () => {
    const result = await runInProcess([
      'print',
      '--difficulty',
      'expert',
      '--count',
      '200',
      '-o',
      '/nonexistent/dir/x.html',
    ]);
    expect(result.stderr).toBe(
      "sudoku print: cannot write to '/nonexistent/dir/x.html': no such directory '/nonexistent/dir'\n" +
        "see 'sudoku print --help'\n",
    );
    expect(result.code).toBe(2);
    const directory = await runInProcess(['print', PUZZLE, '-o', dir]);
    expect(directory.stderr).toContain(`cannot write to '${dir}': is a directory`);
    expect(directory.code).toBe(2);
  });
});

describe('--svg into a place that cannot take files', () => {
  it.each([
    [['hint', '--svg', '/proc/nope/deeper', PUZZLE]],
    [['rate', '--steps', '--svg', '/proc/nope', PUZZLE]],
  ])('returns at once with the reason: sudoku %j', async (args) => {
    const result = await runInProcess(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^sudoku (hint|rate): --svg '\/proc\/nope[^']*' is not a directory that can be written: cannot make it \(no such file or directory\)\n/,
    );
  });

  it('still makes missing parents one level at a time', async () => {
    const target = join(dir, 'a', 'b', 'c');
    const result = await runInProcess(['hint', '--svg', target, PUZZLE]);
    expect(result.code).toBe(0);
    expect(readdirSync(target)).toEqual(['0001.svg']);
  });
});

describe('a directory on standard input', () => {
  // Every reading command resolves its input through one function: each way of naming stdin.
  it.each([[['solve']], [['solve', '-']], [['solve', '/dev/stdin']], [['rate']], [['print']]])(
    'is refused as a directory argument is: sudoku %j < DIR',
    async (args) => {
      const fd = openSync(dir, 'r');
      try {
        const result = await run(args, { stdin: fd });
        expect(result.stdout).toBe('');
        expect(result.stderr).toBe(
          `sudoku ${args[0]!}: standard input is a directory\nsee 'sudoku ${args[0]!} --help'\n`,
        );
        expect(result.code).toBe(2);
      } finally {
        closeSync(fd);
      }
    },
  );
});

describe('boards that are no puzzle', () => {
  it('have a solution count in the library’s rating: 0, 1 or 2 (several)', () => {
    expect(rateBoard(SudokuBoard.parse(PUZZLE)).solutions).toBe(1);
    const empty = rateBoard(SudokuBoard.parse(EMPTY));
    expect(empty).toMatchObject({ solutions: 2, level: 'beyond' });
    expect(rateBoard(SudokuBoard.parse(UNSOLVABLE))).toMatchObject({ solutions: 0, level: 'unsolvable' });
    expect(rateBoard(SudokuBoard.parse(CLASH))).toMatchObject({ solutions: 0, level: 'unsolvable' });
    // With steps too: the count comes first, whatever else is asked.
    const withSteps = rateBoard(SudokuBoard.parse(EMPTY), { steps: true });
    expect(withSteps.solutions).toBe(2);
  });

  it('are not rated by sudoku rate: several-solutions, exit 1, in line and JSON', async () => {
    const lines = `${PUZZLE}\n${EMPTY}\n${UNSOLVABLE}\n${CLASH}\n`;
    const result = await runInProcess(['rate'], lines);
    const rated = rateBoard(SudokuBoard.parse(PUZZLE));
    expect(result.stdout).toBe(
      `${rated.rating.toFixed(1)}/${rated.pearl.toFixed(1)}/${rated.diamond.toFixed(1)} ${rated.level} ${rated.hardestTechnique}\n` +
        'several-solutions\nunsolvable\ninvalid-board r1c1 r1c2\n',
    );
    expect(result.code).toBe(1);
    const json = await runInProcess(['rate', '--format', 'json', '--steps', EMPTY]);
    expect(JSON.parse(json.stdout)).toEqual({ line: 1, status: 'several-solutions' });
    expect(json.code).toBe(1);
  });

  it('are left off a print page, each reported, exit 1', async () => {
    const lines = `${EMPTY}\n${PUZZLE}\n${CLASH}\n${UNSOLVABLE}\n`;
    const result = await runInProcess(['print'], lines);
    expect(result.stderr).toBe(
      'line 1: several-solutions: the board has more than one solution\n' +
        'line 3: invalid-board r1c1 r1c2\n' +
        'line 4: unsolvable: the board has no solution\n',
    );
    expect(result.code).toBe(1);
    expect(result.stdout.match(/<figcaption>\d+ · /g)).toEqual(['<figcaption>1 · ']);
    const nothing = await runInProcess(['print', EMPTY]);
    expect(nothing.stderr).toBe(
      'line 1: several-solutions: the board has more than one solution\nsudoku print: no puzzle to print\n',
    );
    expect(nothing.code).toBe(1);
  });
});

describe('--timeout', () => {
  it('gives up on a puzzle past it, and the batch goes on (rate, hint)', async () => {
    // A full house: microseconds of work, far below the limit; NESTED takes seconds.
    const almost = `.${SOLUTION.slice(1)}`;
    const rate = await runInProcess(['rate', '--timeout', '300', '--jobs', '1'], `${NESTED}\n${almost}\n`);
    const rated = rateBoard(SudokuBoard.parse(almost));
    expect(rate.stdout).toBe(
      `timeout\n${rated.rating.toFixed(1)}/${rated.pearl.toFixed(1)}/${rated.diamond.toFixed(1)} ${rated.level} ${rated.hardestTechnique}\n`,
    );
    expect(rate.code).toBe(1);
    const json = await runInProcess(['rate', '--timeout', '1', '--format', 'json', NESTED]);
    expect(JSON.parse(json.stdout)).toEqual({ line: 1, status: 'timeout', timeout: 1 });
    const hint = await runInProcess(['hint', '--timeout', '1', NESTED]);
    expect(hint.stdout).toBe('timeout: no step found within the time limit\n');
    expect(hint.code).toBe(1);
    // Without a limit reached, the answers are the same as without the option.
    const step = new SudokuLogicSolver().nextStep(SudokuBoard.parse(PUZZLE))!;
    expect((await runInProcess(['hint', '--timeout', '60000', PUZZLE])).stdout).toBe(`${step.explanation}\n`);
  });

  it('is an integer of milliseconds', async () => {
    for (const value of ['0', '-5', '1.5', 'soon']) {
      const result = await runInProcess(['rate', `--timeout=${value}`, PUZZLE]);
      expect(result.stderr).toMatch(/^sudoku rate: --timeout must be an integer from 1 to 2147483647/);
      expect(result.code).toBe(2);
    }
  });
});

describe('sharp edges', () => {
  it('generate --empty N is a maximum: a puzzle that falls short is noted on stderr', async () => {
    const result = await runInProcess([
      'generate',
      '--empty',
      '64',
      '--seed',
      '1',
      '--count',
      '2',
      '--jobs',
      '1',
    ]);
    const puzzles = [1, '1:1'].map((seed) => new SudokuGenerator().generate({ seed, emptyCellTarget: 64 }));
    expect(result.stdout).toBe(puzzles.map((p) => `${p.board.toString()}\n`).join(''));
    expect(result.stderr).toBe(
      puzzles
        .map(
          (p, i) =>
            `puzzle ${i + 1} (seed ${i === 0 ? '1' : '1:1'}): ${p.emptyCellCount} empty cells of the 64 asked ` +
            '(no other cell could be emptied with the solution kept unique)\n',
        )
        .join(''),
    );
    expect(puzzles.every((p) => p.emptyCellCount < 64)).toBe(true);
    expect(result.code).toBe(0);
    const reached = await runInProcess(['generate', '--empty', '40', '--seed', '1']);
    expect(reached.stderr).toBe('');
    expect((await runInProcess(['generate', '--help'])).stdout).toContain('at most that many');
  });

  it('refuses --help=yes, --daily tomorrow and an unreachable --rating with what is wrong', async () => {
    const help = await runInProcess(['solve', '--help=yes']);
    expect(help.stderr).toBe("sudoku solve: option '--help' takes no value\nsee 'sudoku solve --help'\n");
    const daily = await runInProcess(['generate', '--daily', 'tomorrow']);
    expect(daily.stderr).toBe(
      "sudoku generate: --daily takes a date as YYYY-MM-DD (or none for today); received 'tomorrow'\n" +
        "see 'sudoku generate --help'\n",
    );
    const rating = await runInProcess(['generate', '--rating', '0-0']);
    expect(rating.stderr).toBe(
      'sudoku generate: --rating 0-0 is below every puzzle: the lowest rating is 1.0 (a full house)\n' +
        "see 'sudoku generate --help'\n",
    );
    for (const result of [help, daily, rating]) expect(result.code).toBe(2);
    // The lowest band that holds puzzles is still accepted.
    expect(
      (await runInProcess(['generate', '--rating', '0-1.2', '--seed', '1', '--format', 'json'])).code,
    ).toBe(0);
  });

  it('reads 9-line grids without --input grid when the first line is a grid row', async () => {
    // Two puzzles as 'sudoku generate --format grid' prints them: grids separated by a blank line.
    const boards = [PUZZLE, UNSOLVABLE].map((line) => SudokuBoard.parse(line));
    const grids = boards.map((board) => `${board.format()}\n`).join('\n');
    expect(grids.split('\n')[0]).toBe('5 3 . | . 7 . | . . .');
    const fromGrids = await runInProcess(['solve'], grids);
    expect(fromGrids.stderr).toBe('');
    expect(fromGrids.stdout).toBe(`${SOLUTION}\nunsolvable\n`);
    // --input line still means lines: each row is then a line too short to be a puzzle.
    const forced = await runInProcess(['solve', '--input', 'line'], grids);
    expect(forced.stderr.split('\n')[0]).toBe('line 1: INVALID_LENGTH 1 characters, expected 81');
  });

  it('skips a header row that is no puzzle, on the first line only', async () => {
    const table = `puzzle\ter\n${PUZZLE}\t2.0\n`;
    const solved = await runInProcess(['validate'], table);
    expect(solved.stderr).toBe('');
    expect(solved.code).toBe(0);
    const late = await runInProcess(['validate'], `${PUZZLE}\npuzzle\n`);
    expect(late.stderr).toBe("line 2: INVALID_CHARACTER 'p' at column 1\n");
  });
});
