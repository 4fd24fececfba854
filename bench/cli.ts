/**
 * The `sudoku` command against the library it wraps: the cost of the process, the streaming
 * reader and the writer, and what `--jobs` buys.
 *
 * - Solving all of `17-clue.txt` (49,158 lines) piped through stdin, the wall time of the whole
 *   process (start-up included), against the same work in-process (parse, solve, format each
 *   line) on the built library. The ratio is the CLI's speed over the library's; the issue's
 *   floor is 0.5.
 * - The `--jobs` speed-up for `generate` (expert puzzles, seeded), `rate` (300 puzzles of the
 *   Sudoku Explainer-rated set) and `solve` (the same file), with the outputs of every `--jobs`
 *   checked to be identical.
 *
 * Figures are wall-clock and depend on the machine's load: other processes sharing the cores
 * shrink the speed-up.
 */
import { spawn } from 'node:child_process';
import { openSync, closeSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, now, printTable } from './lib.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = `${ROOT}dist/cli.js`;
const FILE = `${ROOT}test/fixtures/17-clue.txt`;
const { SudokuBoard, SudokuSolver, SudokuValidator } = (await import(
  `${ROOT}dist/index.js`
)) as typeof Library;

interface Run {
  readonly ms: number;
  readonly stdout: string;
}

/** Runs the CLI with `stdinFile` as its stdin; the wall time of the whole process. */
function runCli(args: readonly string[], stdinFile?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const fd = stdinFile === undefined ? 'ignore' : openSync(stdinFile, 'r');
    const start = now();
    const child = spawn(process.execPath, [CLI, ...args], { stdio: [fd, 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = now() - start;
      if (typeof fd === 'number') closeSync(fd);
      if (code !== 0) reject(new Error(`sudoku ${args.join(' ')} exited with ${code}`));
      else resolve({ ms, stdout: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** The same work as `sudoku solve` in-process: parse, solve, format every line. */
function solveInProcess(lines: readonly string[]): { ms: number; out: string } {
  const solver = new SudokuSolver();
  const start = now();
  let out = '';
  for (const line of lines) {
    const result = solver.solve(SudokuBoard.parse(line));
    out += (result.status === 'solved' ? result.solution.toString() : result.status) + '\n';
  }
  return { ms: now() - start, out };
}

function best<T extends { ms: number }>(runs: T[]): T {
  return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

function checkSolutions(lines: readonly string[], stdout: string): void {
  const answers = stdout.trimEnd().split('\n');
  if (answers.length !== lines.length)
    throw new Error(`expected ${lines.length} answers, got ${answers.length}`);
  for (let i = 0; i < lines.length; i += 97) {
    if (!SudokuValidator.isSolution(SudokuBoard.parse(lines[i]!), SudokuBoard.parse(answers[i]!))) {
      throw new Error(`line ${i + 1}: not a solution`);
    }
  }
}

export default async function (): Promise<void> {
  const lines = readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.length >= 81);
  const cores = availableParallelism();

  // Library in-process: warm up, then the best of three.
  solveInProcess(lines.slice(0, 5000));
  const library = best([solveInProcess(lines), solveInProcess(lines), solveInProcess(lines)]);

  const stdinOne = best([
    await runCli(['solve', '--jobs', '1'], FILE),
    await runCli(['solve', '--jobs', '1'], FILE),
    await runCli(['solve', '--jobs', '1'], FILE),
  ]);
  const stdinAll = best([
    await runCli(['solve', '--jobs', String(cores)], FILE),
    await runCli(['solve', '--jobs', String(cores)], FILE),
  ]);
  checkSolutions(lines, stdinOne.stdout);
  if (stdinAll.stdout !== stdinOne.stdout) throw new Error('solve: --jobs changed the output');
  if (library.out !== stdinOne.stdout) throw new Error('solve: the CLI and the library disagree');

  const rate = (ms: number): number => (lines.length / ms) * 1000;
  printTable(
    `Solving all ${fmt(lines.length)} lines of 17-clue.txt: CLI through stdin vs the library in-process`,
    ['run', 'wall ms', 'puzzles/s', 'CLI / library speed'],
    [
      ['library in-process (parse, solve, format)', fmt(library.ms), fmt(rate(library.ms)), '1.00'],
      [
        'sudoku solve --jobs 1 < 17-clue.txt',
        fmt(stdinOne.ms),
        fmt(rate(stdinOne.ms)),
        fmt(library.ms / stdinOne.ms, 2),
      ],
      [
        `sudoku solve --jobs ${cores} < 17-clue.txt`,
        fmt(stdinAll.ms),
        fmt(rate(stdinAll.ms)),
        fmt(library.ms / stdinAll.ms, 2),
      ],
    ],
  );

  // --jobs speed-up.
  const jobsList = [...new Set([1, 2, cores])].sort((a, b) => a - b);
  const rows: string[][] = [];
  const generateCount = 10_000;
  let reference = '';
  const generateArgs = (jobs: number): string[] => [
    'generate',
    '--count',
    String(generateCount),
    '--seed',
    'bench',
    '--difficulty',
    'expert',
    '--jobs',
    String(jobs),
  ];
  for (const jobs of jobsList) {
    const run = best([await runCli(generateArgs(jobs)), await runCli(generateArgs(jobs))]);
    if (jobs === 1) reference = run.stdout;
    else if (run.stdout !== reference) throw new Error(`generate: --jobs ${jobs} changed the output`);
    rows.push([
      `generate --count ${fmt(generateCount)} -d expert --jobs ${jobs}`,
      fmt(run.ms),
      fmt((generateCount / run.ms) * 1000),
      '',
    ]);
  }
  const base = Number(rows[0]![1]!.replace(/,/g, ''));
  for (const row of rows) row[3] = fmt(base / Number(row[1]!.replace(/,/g, '')), 2);
  // Rating: expensive per puzzle, so the threads pay off most here.
  const ratedFile = join(mkdtempSync(join(tmpdir(), 'sudoku-bench-')), 'rated.txt');
  const rated = readFileSync(`${ROOT}test/fixtures/se-rated.tsv`, 'utf8').split('\n').slice(1, 301);
  writeFileSync(ratedFile, rated.map((row) => row.split('\t')[0]).join('\n') + '\n');
  let rateReference = '';
  let rateBase = 0;
  for (const jobs of jobsList) {
    const run = await runCli(['rate', '--jobs', String(jobs), ratedFile]);
    if (jobs === 1) {
      rateReference = run.stdout;
      rateBase = run.ms;
    } else if (run.stdout !== rateReference) throw new Error(`rate: --jobs ${jobs} changed the output`);
    rows.push([
      `rate 300 puzzles of se-rated.tsv --jobs ${jobs}`,
      fmt(run.ms),
      fmt((rated.length / run.ms) * 1000),
      fmt(rateBase / run.ms, 2),
    ]);
  }
  const solveRows = jobsList.map((jobs) => {
    const ms = jobs === 1 ? stdinOne.ms : jobs === cores ? stdinAll.ms : NaN;
    return [`solve 17-clue.txt --jobs ${jobs}`, fmt(ms), fmt(rate(ms)), fmt(stdinOne.ms / ms, 2)];
  });
  printTable(
    `--jobs speed-up (${cores} cores; outputs identical for every --jobs)`,
    ['run', 'wall ms', 'puzzles/s', 'speed-up'],
    [...rows, ...solveRows.filter((row) => row[1] !== 'NaN')],
  );
}
