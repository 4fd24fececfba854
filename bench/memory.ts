/**
 * Memory: peak RSS of rating the calibration rows SE rates ≤ 9.4 (`test/fixtures/se-rated.tsv`,
 * 450 puzzles, back to back in one process), the workload whose peak must not grow from one
 * release to the next. `BASELINE=/path/to/other/dist/index.js npm run bench -- memory` measures
 * another build beside this checkout's `dist/`.
 *
 * Each measurement is a fresh Node process (no flags: the heap sizing a user gets) that loads a
 * build, parses the puzzles and rates them, then reports `process.resourceUsage().maxRSS`; a
 * process that loads and parses but does not rate gives the floor (Node, the build, the puzzles)
 * that the rating's own share is measured from. The builds run in alternating rounds, the order
 * swapped every round, and the table gives medians over the rounds (`ROUNDS`, default 5) with the
 * range beside them: on a shared machine a round can land on a busy moment. Heap and array-buffer
 * figures are read at the end of the rating, after the peak.
 *
 * A second table gives the peak RSS of rating each of the slowest forum puzzles alone (see
 * `forumPeaks`).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSeRated } from '../test/rating/calibration-lib.js';
import { printTable } from './lib.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAX_RATING = 9.4;

/** The child: puzzle lines on stdin, the build in MEMORY_LIB; rates them when MEMORY_RATE=1. */
const CHILD = `
import { readdirSync, readFileSync } from 'node:fs';
const lib = await import(process.env.MEMORY_LIB);
const boards = readFileSync(0, 'utf8').split('\\n').filter((l) => l.length >= 81).map((l) => lib.SudokuBoard.parse(l));
if (process.env.MEMORY_RATE === '1') for (const board of boards) lib.rateBoard(board);
const { heapUsed, arrayBuffers } = process.memoryUsage();
console.log(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024, heapUsed, arrayBuffers }));
`;

interface Sample {
  readonly maxRss: number;
  readonly heapUsed: number;
  readonly arrayBuffers: number;
}

function measure(lib: string, input: string, rate: boolean): Sample {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD], {
    input,
    encoding: 'utf8',
    env: { ...process.env, MEMORY_LIB: lib, MEMORY_RATE: rate ? '1' : '0' },
  });
  if (child.status !== 0) throw new Error(`memory child failed (${String(child.status)}): ${child.stderr}`);
  return JSON.parse(child.stdout) as Sample;
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const mb = (bytes: number): string => (bytes / 1048576).toFixed(1);

export default function memory(): Promise<void> {
  const rounds = Number(process.env.ROUNDS ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`ROUNDS must be a positive integer`);
  const rows = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-rated.tsv', 'utf8')).filter(
    (row) => row.se <= MAX_RATING,
  );
  const input = rows.map((row) => row.line).join('\n');
  const builds: [string, string][] = [['this build', pathToFileURL(ROOT + 'dist/index.js').href]];
  const baseline = process.env.BASELINE;
  if (baseline !== undefined && baseline !== '') builds.push(['BASELINE', pathToFileURL(baseline).href]);
  const rated: Sample[][] = builds.map(() => []);
  const floor: number[][] = builds.map(() => []);
  const load = [loadavg()[0]!];
  for (let round = 0; round < rounds; round++) {
    const order = builds.map((_, k) => k);
    if (round % 2 === 1) order.reverse();
    for (const k of order) {
      rated[k]!.push(measure(builds[k]![1], input, true));
      floor[k]!.push(measure(builds[k]![1], input, false).maxRss);
    }
  }
  load.push(loadavg()[0]!);
  printTable(
    `Peak RSS rating the ${rows.length} calibration rows SE rates ≤ ${MAX_RATING}, one process per measurement, ${rounds} alternating rounds: medians in MB (range beside), load ${load.map((x) => x.toFixed(1)).join(' → ')}`,
    [
      'build',
      'peak RSS',
      'range',
      'loaded, not rating',
      'rating’s share',
      'heap used at end',
      'array buffers at end',
    ],
    builds.map(([name], k) => {
      const samples = rated[k]!;
      const peaks = samples.map((s) => s.maxRss);
      const peak = median(peaks);
      return [
        name,
        mb(peak),
        `${mb(Math.min(...peaks))}–${mb(Math.max(...peaks))}`,
        mb(median(floor[k]!)),
        mb(peak - median(floor[k]!)),
        mb(median(samples.map((s) => s.heapUsed))),
        mb(median(samples.map((s) => s.arrayBuffers))),
      ];
    }),
  );
  forumPeaks();
  return Promise.resolve();
}

/**
 * The second table: peak RSS of rating one forum puzzle, each in a process of its own, for the
 * `MEMORY_FORUM` (default 6) puzzles of the forum sweep that took the most CPU time
 * (`bench/results/rating-sweep-*.tsv`, written by `NESTED_SWEEP=1 npm run bench -- rating`):
 * the nested searches' memo and runs grow with the search, so the slowest puzzles are the
 * largest. Skipped when no sweep was run.
 */
function forumPeaks(): void {
  const count = Number(process.env.MEMORY_FORUM ?? 6);
  const results = ROOT + 'bench/results/';
  const rows = readdirSync(results)
    .filter((name) => /^rating-sweep-.+\.tsv$/.test(name))
    .flatMap((name) =>
      readFileSync(results + name, 'utf8')
        .split('\n')
        .map((row) => row.split('\t'))
        .filter((fields) => fields.length === 8)
        .map((fields) => ({
          list: name.slice(13, -4),
          line: fields[0]!,
          puzzle: fields[1]!,
          cpu: Number(fields[6]),
        })),
    )
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, count);
  if (rows.length === 0) return;
  const lib = pathToFileURL(ROOT + 'dist/index.js').href;
  const load = [loadavg()[0]!];
  const measured = rows.map((row) => {
    const started = performance.now();
    const sample = measure(lib, row.puzzle, true);
    return { ...row, sample, wall: (performance.now() - started) / 1000 };
  });
  load.push(loadavg()[0]!);
  printTable(
    `Peak RSS rating one forum puzzle in a process of its own: the ${String(rows.length)} that took the most CPU time in the forum sweep, load ${load.map((x) => x.toFixed(1)).join(' → ')}`,
    ['list', 'line', 'CPU s in the sweep', 'wall s here', 'peak RSS MB', 'heap used at end MB'],
    measured.map((m) => [
      m.list,
      m.line,
      m.cpu.toFixed(1),
      m.wall.toFixed(1),
      mb(m.sample.maxRss),
      mb(m.sample.heapUsed),
    ]),
  );
}
