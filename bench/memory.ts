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
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSeRated } from '../test/rating/calibration-lib.js';
import { printTable } from './lib.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAX_RATING = 9.4;

/** The child: puzzle lines on stdin, the build in MEMORY_LIB; rates them when MEMORY_RATE=1. */
const CHILD = `
import { readFileSync } from 'node:fs';
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
  return Promise.resolve();
}
