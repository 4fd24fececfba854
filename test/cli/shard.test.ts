/**
 * `--shard I/N`: shards 1…N of a run, their outputs concatenated in order, print what the whole
 * run prints, byte for byte, with the same messages on stderr (global line numbers) and the worst
 * shard's exit status equal to the whole run's. Then the usage errors of `--shard` and of
 * `--shard env` (a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX`).
 *
 * The program runs in this process (`runProgram`, stdout and stderr captured), with worker threads
 * replaced by a pool that runs each batch here through the same tasks, as in `usage.test.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLI_LIMITS } from '../../src/cli/command.js';
import { shardRange } from '../../src/cli/shard.js';
import { size } from '../sample.js';
import { ROOT } from './helpers.js';
import { runInProcess, useInlinePool } from './inline-pool.js';

useInlinePool();

const DIR = join(ROOT, `.tmp/cli-shard-${String(process.pid)}`);
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/** Solvable only with the givens' contradiction found by search: `unsolvable`. */
const DEAD = '12345678........9' + '.'.repeat(64);
const GRID = `53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79`;

/** Lines of an input file: puzzles, and lines that are not puzzles or not records at all. */
const LINES = [PUZZLE, SOLVED, CLASH, DEAD, `${PUZZLE}:solution`, 'x', '12345', '', '# a comment', '   '];

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
});

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const sudoku = runInProcess;

/** Runs every shard of `argv` (with `--shard I/N` added) and the whole run, and compares them. */
async function expectShardsSplice(argv: readonly string[], count: number): Promise<void> {
  const whole = await sudoku(argv);
  expect([0, 1], `sudoku ${argv.join(' ')}: ${whole.stderr}`).toContain(whole.code);
  let stdout = '';
  let stderr = '';
  let worst = 0;
  for (let i = 1; i <= count; i++) {
    const part = await sudoku([...argv, '--shard', `${i}/${count}`]);
    stdout += part.stdout;
    stderr += part.stderr;
    worst = Math.max(worst, part.code);
  }
  const what = `sudoku ${argv.join(' ')} in ${count} shards`;
  expect(stdout, what).toBe(whole.stdout);
  expect(stderr, what).toBe(whole.stderr);
  expect(worst, what).toBe(whole.code);
}

let files = 0;
function writeInput(text: string): string {
  const path = join(DIR, `input-${String(files++)}.txt`);
  writeFileSync(path, text);
  return path;
}

/** An input file of 0 to 24 lines, good and bad, with or without a last newline. */
const lineFile = fc
  .tuple(fc.array(fc.constantFrom(...LINES), { maxLength: 24 }), fc.boolean())
  .map(([lines, newline]) => lines.join('\n') + (newline ? '\n' : ''));

/** A file of 9-line grids, with a short grid and a stray line now and then. */
const gridFile = fc
  .array(
    fc.constantFrom(GRID, GRID.replace('53..7', '55..7'), GRID.split('\n').slice(0, 4).join('\n'), 'x'),
    {
      maxLength: 8,
    },
  )
  .map((grids) => grids.join('\n\n') + '\n');

/** A command line that reads puzzles from a file, by command and format. */
const readerArgs = fc.oneof(
  fc.constantFrom(
    ['solve', '--jobs', '2'],
    ['solve', '--format', 'json'],
    ['solve', '--format', 'grid'],
    ['solve', '--count'],
    ['validate'],
    ['validate', '--format', 'json', '--complete'],
    ['candidates'],
    ['candidates', '--format', 'json'],
    ['rate', '--jobs', '2'],
    ['rate', '--format', 'json'],
    ['hint', '-j', '3'],
    ['hint', '--format', 'json'],
  ),
);

describe('shards, concatenated in order, print the whole run', () => {
  it('for every command reading a file with bad lines: stdout, stderr and the worst exit status', async () => {
    await fc.assert(
      fc.asyncProperty(readerArgs, lineFile, fc.integer({ min: 1, max: 9 }), async (args, text, n) => {
        await expectShardsSplice([...args, writeInput(text)], n);
      }),
      { numRuns: size(12, 120) },
    );
  });

  it('for grid input, and for several files at once (messages name the file)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['solve', '--format', 'grid'],
          ['candidates', '--input', 'grid'],
          ['validate', '--input', 'grid'],
        ),
        gridFile,
        lineFile,
        fc.integer({ min: 1, max: 9 }),
        async (args, grids, lines, n) => {
          const first = writeInput(grids);
          await expectShardsSplice([...args, first], n);
          await expectShardsSplice([...args, '--input', 'line', writeInput(lines), first, PUZZLE], n);
        },
      ),
      { numRuns: size(6, 60) },
    );
  });

  it('for generate: contiguous blocks of the seeded run, puzzle k the same in whichever shard', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['--empty', '40'],
          ['--empty', '30', '--format', 'json'],
          ['--rating', '0-1.5', '--attempts', '1'],
        ),
        fc.oneof(
          fc.constant(['--daily', '2026-12-01']),
          fc.integer().map((s) => [`--seed=${String(s)}`]),
        ),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        async (band, seeded, count, n) => {
          await expectShardsSplice(['generate', ...band, ...seeded, '--count', String(count)], n);
        },
      ),
      { numRuns: size(8, 80) },
    );
  });

  it('cuts the items into blocks that differ by one at most and cover every item once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: CLI_LIMITS.shards.max }),
        fc.integer({ min: 1, max: CLI_LIMITS.shards.max }),
        (total, count, i) => {
          const index = ((i - 1) % count) + 1;
          const { start, end } = shardRange(total, { index, count });
          const floor = Math.floor(total / count);
          expect([floor, total % count === 0 ? floor : floor + 1]).toContain(end - start);
          if (index > 1) expect(shardRange(total, { index: index - 1, count }).end).toBe(start);
          expect(shardRange(total, { index: 1, count }).start).toBe(0);
          expect(shardRange(total, { index: count, count }).end).toBe(total);
        },
      ),
    );
  });

  it('keeps the line numbers of the whole file in messages', async () => {
    const path = writeInput(`${PUZZLE}\n${PUZZLE}\nx\n${PUZZLE}\n`);
    expect(await sudoku(['validate', '--shard', '2/2', path])).toEqual({
      code: 1,
      stdout: 'valid\n',
      stderr: "line 3: INVALID_CHARACTER 'x' at column 1\n",
    });
  });

  it('counts only its own part on the progress bar', async () => {
    const path = writeInput(`${PUZZLE}\n`.repeat(7));
    const run = await sudoku(['validate', '--progress', '--shard', '1/2', path]);
    expect(run.stdout).toBe('valid\n'.repeat(3));
    expect(run.stderr).toMatch(/ \d\/3 /);
    const made = await sudoku([
      'generate',
      '--empty',
      '30',
      '-n',
      '10',
      '-s',
      '1',
      '--progress',
      '--shard',
      '3/3',
    ]);
    expect(made.stderr).toMatch(/ \d\/4 /);
  });

  it('prints nothing and succeeds when there are more shards than items', async () => {
    expect(await sudoku(['generate', '--empty', '30', '-n', '2', '-s', '1', '--shard', '2/5'])).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(await sudoku(['solve', '--shard', '1/2', PUZZLE])).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

/** Expects a usage error: exit 2, nothing on stdout, the message, then where the help is. */
async function expectUsage(argv: readonly string[], message: string): Promise<void> {
  expect(await sudoku(argv)).toEqual({
    code: 2,
    stdout: '',
    stderr: `sudoku ${argv[0]!}: ${message}\nsee 'sudoku ${argv[0]!} --help'\n`,
  });
}

describe('usage errors of --shard', () => {
  const path = (): string => writeInput(`${PUZZLE}\n`);

  it('refuse a part that is not I/N with 1 <= I <= N', async () => {
    for (const value of [
      '0/3',
      '4/3',
      '1/0',
      'a/b',
      '1/',
      '/3',
      '1/2/3',
      ' 1/3',
      '1.0/3',
      `1/${CLI_LIMITS.shards.max + 1}`,
    ]) {
      for (const command of ['generate', 'solve', 'rate', 'hint', 'validate', 'candidates']) {
        const input = command === 'generate' ? ['--seed', '1'] : [path()];
        await expectUsage(
          [command, ...input, '--shard', value],
          `--shard must be I/N with 1 <= I <= N <= ${CLI_LIMITS.shards.max}, or env; received '${value}'`,
        );
      }
    }
    expect(
      (await sudoku(['validate', path(), `--shard=${CLI_LIMITS.shards.max}/${CLI_LIMITS.shards.max}`])).code,
    ).toBe(0);
  });

  it('refuse generate without a seed, and grids', async () => {
    await expectUsage(
      ['generate', '-n', '10', '--shard', '1/2'],
      '--shard needs --seed or --daily: each shard would draw a seed of its own',
    );
    await expectUsage(
      ['generate', '-n', '10', '--seed', '4', '--format', 'grid', '--shard', '1/2'],
      '--shard prints lines or JSON: use --format line or json',
    );
  });

  it('refuse standard input and inputs that can be read only once', async () => {
    await expectUsage(
      ['solve', '--shard', '1/2', '-'],
      '--shard cannot split standard input: give the puzzles as a FILE (each shard counts its records first)',
    );
    await expectUsage(
      ['validate', '--shard', '1/2', '/dev/null'],
      "--shard needs regular files: '/dev/null' can be read only once (a pipe or a device)",
    );
  });

  it('read I from JOB_COMPLETION_INDEX (0-based) with --shard env and --shard-count N', async () => {
    const input = writeInput(`${PUZZLE}\n${CLASH}\n${SOLVED}\n`);
    const outputs: string[] = [];
    for (const index of ['0', '1', '2']) {
      vi.stubEnv('JOB_COMPLETION_INDEX', index);
      const run = await sudoku(['validate', '--shard', 'env', '--shard-count', '3', input]);
      outputs.push(run.stdout);
      expect(run.stdout).toBe(
        (await sudoku(['validate', '--shard', `${Number(index) + 1}/3`, input])).stdout,
      );
    }
    expect(outputs.join('')).toBe((await sudoku(['validate', input])).stdout);
    expect(outputs.every((o) => o !== '')).toBe(true);
  });

  it('refuse --shard env without a usable JOB_COMPLETION_INDEX or --shard-count', async () => {
    const env = ['validate', path(), '--shard', 'env'];
    vi.stubEnv('JOB_COMPLETION_INDEX', '0');
    await expectUsage(env, '--shard env needs --shard-count N');
    await expectUsage(
      [...env, '--shard-count', '0'],
      `--shard-count must be an integer from 1 to ${CLI_LIMITS.shards.max}; received '0'`,
    );
    await expectUsage(['validate', path(), '--shard-count', '3'], '--shard-count goes with --shard env');
    await expectUsage(
      ['validate', path(), '--shard', '1/3', '--shard-count', '3'],
      '--shard-count goes with --shard env, not --shard I/N',
    );
    for (const value of ['x', '-1', '1.5', '3', ' 1', '0x1']) {
      vi.stubEnv('JOB_COMPLETION_INDEX', value);
      await expectUsage(
        [...env, '--shard-count', '3'],
        `--shard env: JOB_COMPLETION_INDEX must be an integer from 0 to 2; received '${value}'`,
      );
    }
    for (const value of [undefined, '']) {
      vi.stubEnv('JOB_COMPLETION_INDEX', value);
      await expectUsage([...env, '--shard-count', '3'], '--shard env: JOB_COMPLETION_INDEX is not set');
    }
  });
});
