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
 * Figures are wall-clock and depend on the machine's load: the contenders' runs are interleaved
 * and each keeps its fastest, which evens out bursts of load elsewhere but cannot undo cores that
 * are busy all along (they shrink the speed-up).
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
function solveInProcess(lines: readonly string[]): Run {
  const solver = new SudokuSolver();
  const start = now();
  let out = '';
  for (const line of lines) {
    const result = solver.solve(SudokuBoard.parse(line));
    out += (result.status === 'solved' ? result.solution.toString() : result.status) + '\n';
  }
  return { ms: now() - start, stdout: out };
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

/** Interleaves the runs of several contenders `rounds` times and keeps each one's fastest run. */
async function interleaved<T extends { ms: number }>(
  rounds: number,
  contenders: readonly (() => Promise<T> | T)[],
): Promise<T[]> {
  const runs: T[][] = contenders.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < contenders.length; i++) runs[i]!.push(await contenders[i]!());
  }
  return runs.map(best);
}

export default async function (): Promise<void> {
  const lines = readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.length >= 81);
  const cores = availableParallelism();
  const jobsList = [...new Set([1, 2, cores])].sort((a, b) => a - b);
  const rate = (ms: number): number => (lines.length / ms) * 1000;

  // Solving through stdin against the library in-process, runs interleaved so that a burst of
  // load elsewhere hits every contender alike; each keeps its fastest of five.
  solveInProcess(lines.slice(0, 5000)); // warm-up
  const [library, ...solves] = await interleaved(5, [
    () => solveInProcess(lines),
    ...jobsList.map((jobs) => () => runCli(['solve', '--jobs', String(jobs)], FILE)),
  ]);
  const stdinOne = solves[0]!;
  checkSolutions(lines, stdinOne.stdout);
  if (library!.stdout !== stdinOne.stdout) throw new Error('solve: the CLI and the library disagree');
  for (const run of solves)
    if (run.stdout !== stdinOne.stdout) throw new Error('solve: --jobs changed the output');
  printTable(
    `Solving all ${fmt(lines.length)} lines of 17-clue.txt: CLI through stdin vs the library in-process`,
    ['run', 'wall ms', 'puzzles/s', 'CLI / library speed'],
    [
      ['library in-process (parse, solve, format)', fmt(library!.ms), fmt(rate(library!.ms)), '1.00'],
      ...solves.map((run, i) => [
        `sudoku solve --jobs ${jobsList[i]!} < 17-clue.txt`,
        fmt(run.ms),
        fmt(rate(run.ms)),
        fmt(library!.ms / run.ms, 2),
      ]),
    ],
  );

  // --jobs speed-up of generation and rating (solving's is in the table above).
  const rows: string[][] = [];
  const generateCount = 10_000;
  const generations = await interleaved(
    3,
    jobsList.map(
      (jobs) => () =>
        runCli(['generate', '-n', String(generateCount), '-s', 'bench', '-d', 'expert', '-j', String(jobs)]),
    ),
  );
  generations.forEach((run, i) => {
    if (run.stdout !== generations[0]!.stdout) throw new Error('generate: --jobs changed the output');
    rows.push([
      `generate -n ${fmt(generateCount)} -d expert --jobs ${jobsList[i]!}`,
      fmt(run.ms),
      fmt((generateCount / run.ms) * 1000),
      fmt(generations[0]!.ms / run.ms, 2),
    ]);
  });
  const ratedFile = join(mkdtempSync(join(tmpdir(), 'sudoku-bench-')), 'rated.txt');
  const rated = readFileSync(`${ROOT}test/fixtures/se-rated.tsv`, 'utf8').split('\n').slice(1, 301);
  writeFileSync(ratedFile, rated.map((row) => row.split('\t')[0]).join('\n') + '\n');
  const ratings = await interleaved(
    3,
    jobsList.map((jobs) => () => runCli(['rate', '--jobs', String(jobs), ratedFile])),
  );
  ratings.forEach((run, i) => {
    if (run.stdout !== ratings[0]!.stdout) throw new Error('rate: --jobs changed the output');
    rows.push([
      `rate 300 puzzles of se-rated.tsv --jobs ${jobsList[i]!}`,
      fmt(run.ms),
      fmt((rated.length / run.ms) * 1000),
      fmt(ratings[0]!.ms / run.ms, 2),
    ]);
  });
  solves.forEach((run, i) => {
    rows.push([
      `solve 17-clue.txt --jobs ${jobsList[i]!}`,
      fmt(run.ms),
      fmt(rate(run.ms)),
      fmt(stdinOne.ms / run.ms, 2),
    ]);
  });
  printTable(
    `--jobs speed-up (${cores} cores; outputs identical for every --jobs)`,
    ['run', 'wall ms', 'puzzles/s', 'speed-up'],
    rows,
  );
}
