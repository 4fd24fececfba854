/**
 * Fuzzing the `sudoku` command line as a child process with bounded time: random argument lists
 * (commands, options, hostile option values, puzzles, files that are directories, missing or
 * binary) and random standard input (good, bad and very long lines). Every run must end by itself
 * within the time limit, with exit status 0, 1 or 2 (a usage error in at most two lines), and
 * never print a stack trace or an internal error.
 *
 * The program is bundled privately from `src/cli/main.ts` with esbuild (as tsup bundles it into
 * `dist/cli.js`), so that a concurrent `npm run build` cannot swap the file mid-run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL } from '../sample.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIR = join(ROOT, `.tmp/hardening-cli-${process.pid}`);
const CLI = join(DIR, 'cli.js');
const RUN_LIMIT_MS = 30_000;

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARD = '..3..67..45...............4..8.....7.....8.26...37.8....2..76...1..9....9..5...1.';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

interface Run {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly timedOut: boolean;
}

function sudoku(args: readonly string[], input = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: DIR,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, RUN_LIMIT_MS);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // Keep the head only: a run may legitimately print a lot.
      if (stdout.length < 1_000_000) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 1_000_000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code, signal, timedOut });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

function expectClean(run: Run, what: string): void {
  expect(run.timedOut, `${what}: still running after ${RUN_LIMIT_MS} ms`).toBe(false);
  expect([0, 1, 2], `${what}: exit ${String(run.code)} ${run.stderr.slice(0, 500)}`).toContain(run.code);
  expect(run.stderr, `${what}: a stack trace leaked`).not.toMatch(/\n\s+at .+[(:]\d+/);
  expect(run.stderr, `${what}: an internal error`).not.toMatch(
    /internal error|node:internal|Uncaught|\bat async\b/i,
  );
  expect(run.stderr, `${what}: a platform message leaked`).not.toMatch(
    /Cannot read propert|is not a function|is not iterable|Maximum call stack|undefined is not/,
  );
  if (run.code === 2) {
    expect(run.stderr.length, `${what}: a usage error without a message`).toBeGreaterThan(10);
    // One line and where the help is; only a bare `sudoku` prints its whole help.
    if (what !== 'sudoku ')
      expect(run.stderr.replace(/\n$/, '').split('\n').length, `${what}: ${run.stderr}`).toBeLessThanOrEqual(
        2,
      );
  }
  // Control characters from the arguments or the input are escaped (the progress bar's own
  // carriage returns and erase-line sequences aside).
  const stderr = run.stderr.replaceAll('\u001b[K', '').replaceAll('\r', '');
  let control = -1;
  for (let i = 0; i < stderr.length && control < 0; i++) {
    const code = stderr.charCodeAt(i);
    if ((code < 0x20 && code !== 10 && code !== 9) || code === 0x7f || code === 0x202e) control = code;
  }
  expect(control, `${what}: a control character reached the terminal`).toBe(-1);
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: CLI,
    logLevel: 'silent',
  });
  writeFileSync(join(DIR, 'puzzles.txt'), `${PUZZLE}\n${HARD}\nnot a puzzle\n${CLASH}\n\n`);
  writeFileSync(
    join(DIR, 'binary.bin'),
    Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131) % 256)),
  );
  mkdirSync(join(DIR, 'a-directory'), { recursive: true });
});

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

const COMMANDS = [
  'generate',
  'solve',
  'validate',
  'rate',
  'hint',
  'candidates',
  'daily',
  'nope',
  '',
  '--help',
  '-v',
];
const OPTIONS = [
  '--difficulty',
  '-d',
  '--empty',
  '--seed',
  '--daily',
  '--symmetry',
  '--rating',
  '--attempts',
  '--count',
  '-n',
  '--format',
  '--input',
  '--jobs',
  '--clue',
  '--timeout',
  '--timeout=0',
  '--complete',
  '--progress',
  '--no-progress',
  '--help',
  '--',
  '-',
  '--unknown',
  '-x',
  '--count=3',
  '--format=json',
  '--jobs=2',
  '--seed=__proto__',
  '--rules',
  '--rules=x',
  '--rules=jigsaw',
  '--rules=x+windoku',
];
const VALUES = [
  '',
  ' ',
  '0',
  '-0',
  '1',
  '2',
  '3',
  '17',
  '64',
  '65',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  ' 5',
  '9007199254740993',
  '257',
  'easy',
  'expert',
  'hard',
  'rotational',
  'antidiagonal',
  'sideways',
  'line',
  'grid',
  'json',
  'small',
  'big',
  'full',
  '2.0-3.0',
  '9-1',
  '1-',
  '-',
  '2026-02-29',
  '2024-02-29',
  '0000-00-00',
  '__proto__',
  'constructor',
  'toString',
  'é😀\u0000',
  '\u001b[31m\u0007',
  '\u202eevil',
  'x'.repeat(5000),
  PUZZLE,
  HARD,
  CLASH,
  '.'.repeat(81),
  'puzzles.txt',
  'binary.bin',
  'a-directory',
  'missing.txt',
  '/dev/null',
  '/dev/stdin',
  'x',
  'windoku+x',
  'winduko',
  'jigsaw',
  'jigsaw+x',
  'jigsaw:123',
  'latin+jigsaw',
  'x++windoku',
  'anti-knight',
  'classic',
];
const LINES = [
  PUZZLE,
  HARD,
  CLASH,
  '.'.repeat(81),
  PUZZLE.slice(0, 80),
  `${PUZZLE}x`,
  `${PUZZLE.slice(0, 40)}\u001b[2J${PUZZLE.slice(44)}`,
  'garbage',
  '',
  '   ',
  '5 3 . | . 7 .',
  `${PUZZLE} rules=x`,
  `${PUZZLE}\trules=winduko`,
  `${CLASH} rules=latin`,
  'rules=anti-knight',
  `${HARD} rules=jigsaw:12`,
  `${PUZZLE} rules=\u001b[31m`,
];

/** Starts `sudoku ARGS`, sends SIGINT after `afterMs`, and resolves with the exit and how long it took to stop. */
function interrupt(
  args: readonly string[],
  afterMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stopMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: DIR, stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end();
    let sentAt = 0;
    const kill = setTimeout(() => child.kill('SIGKILL'), afterMs + RUN_LIMIT_MS);
    const timer = setTimeout(() => {
      sentAt = performance.now();
      child.kill('SIGINT');
    }, afterMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(kill);
      resolve({ code, signal, stopMs: sentAt === 0 ? 0 : performance.now() - sentAt });
    });
  });
}

describe('fuzz: the sudoku command', () => {
  it('ends by itself with status 0, 1 or 2 and no stack trace, whatever the arguments and input', async () => {
    const token = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...OPTIONS) },
      { weight: 3, arbitrary: fc.constantFrom(...VALUES) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }).filter((s) => !s.includes('\u0000')) },
    );
    const args = fc
      .tuple(fc.constantFrom(...COMMANDS), fc.array(token, { maxLength: 6 }))
      .map(([command, rest]) =>
        (command === '' ? rest : [command, ...rest]).filter((a) => !a.includes('\u0000')),
      );
    const input = fc.array(fc.constantFrom(...LINES), { maxLength: 6 }).map((lines) => lines.join('\n'));
    await fc.assert(
      fc.asyncProperty(args, input, async (argv, stdin) => {
        expectClean(await sudoku(argv, stdin), `sudoku ${argv.join(' ')}`);
      }),
      // Each run is a child process (about half a second here): a few in npm test, more in full.
      { numRuns: FULL ? 100 : 8 },
    );
  });

  it('reports a 10 MB line on standard input as a bad line, and still answers the next one', async () => {
    const long = '1'.repeat(10 * 1024 * 1024);
    for (const command of ['solve', 'validate']) {
      const run = await sudoku([command, '-'], `${long}\n${PUZZLE}\n`);
      expectClean(run, `sudoku ${command} with a 10 MB line`);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/line 1/);
      expect(run.stderr.length).toBeLessThan(2000);
      expect(run.stdout.trim().split('\n')).toHaveLength(1);
    }
  });

  it('refuses files that are directories, missing or binary with a message, not a crash', async () => {
    // Every command on every file in full; in npm test each file once, with a different command.
    const commands = ['solve', 'validate', 'rate', 'hint', 'candidates'];
    const files = ['a-directory', 'missing.txt', 'binary.bin', '/dev/null'];
    for (const [i, file] of files.entries()) {
      for (const command of FULL ? commands : [commands[i % commands.length]!]) {
        expectClean(await sudoku([command, file]), `sudoku ${command} ${file}`);
      }
    }
  });

  it('stops work that would run for hours on Ctrl-C (status 130 or ended by SIGINT)', async () => {
    const long = [
      ['solve', '--count', '9007199254740991', '.'.repeat(81)],
      ['generate', '--rating', '10-11', '--attempts', '100000', '--seed', '1'],
      ['generate', '--count', '100000000', '--seed', '1', '--jobs', '2'],
    ];
    for (const args of long) {
      const { code, signal, stopMs } = await interrupt(args, FULL ? 1500 : 600);
      // Status 130, or ended by the SIGINT itself (as a shell reports it: 128 + 2).
      expect(
        code === 130 || signal === 'SIGINT',
        `sudoku ${args.join(' ')}: ${String(code)} ${String(signal)}`,
      ).toBe(true);
      expect(stopMs, `sudoku ${args.join(' ')} ignored Ctrl-C`).toBeLessThan(RUN_LIMIT_MS);
    }
  });
});
