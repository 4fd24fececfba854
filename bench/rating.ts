/**
 * Rating benchmark: calibration of `rateBoard` (built `dist/`) against Sudoku Explainer 1.2.1's own
 * ratings on all 500 rows of `test/fixtures/se-rated.tsv`, and time per rating for each data set.
 *
 * - Calibration: every row is rated once; the figures are the ones the unit suite asserts on its
 *   subset (`test/rating/calibration.test.ts`): share of exact ER, share within 0.5, Spearman rank
 *   correlation (average ranks for ties), overall, per SE band and per source. 'timeout' rows
 *   (SE ran past 60 s) count as 99 and as a match when we rate above 11 too.
 * - Timing: a fixed spread-out sample of each data set, rated back to back after a warm-up;
 *   mean, median and maximum wall-clock time per rating, and the share solved by the techniques.
 *   Figures taken while other jobs share the cores are noisy.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calibrationFigures, parseSeRated, type Calibrated } from '../test/rating/calibration-lib.js';
import { fmt, loadLibrary, now, printTable, sampleDataset, type DatasetName } from './lib.js';

const { SudokuBoard, rateBoard } = await loadLibrary();

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

function calibration(): void {
  const rows = parseSeRated(readFileSync(ROOT + 'test/fixtures/se-rated.tsv', 'utf8'));
  const results: (Calibrated & { source: string; ms: number })[] = [];
  for (const row of rows) {
    const start = now();
    const r = rateBoard(SudokuBoard.parse(row.line));
    results.push({ se: row.se, ours: r.rating, source: row.source, ms: now() - start });
  }
  const all = calibrationFigures(results);
  printTable(
    'Calibration against Sudoku Explainer 1.2.1 (all 500 rows of se-rated.tsv)',
    ['set', 'puzzles', 'exact ER', 'within 0.5', 'Spearman'],
    [
      ['all', String(all.n), pct(all.exact), pct(all.within), all.spearman.toFixed(3)],
      [`SE ≤ 4.4 (target exact ≥ 90 %)`, String(all.nLow), pct(all.exactLow), '', ''],
      [`SE ≤ 9.0 (target within 0.5 ≥ 80 %)`, String(all.n90), '', pct(all.within90), ''],
      ...all.bands.map((b) => {
        const xs = results.filter((r) => bandOf(r.se) === b.name);
        const f = calibrationFigures(xs);
        return [`SE band ${b.name}`, String(b.n), pct(b.exact), pct(f.within), b.spearman.toFixed(3)];
      }),
      ...['17_clue', 'top1465', 'forum_hardest_1106'].map((source) => {
        const xs = results.filter((r) => r.source === source);
        const f = calibrationFigures(xs);
        const ms = xs.reduce((s, r) => s + r.ms, 0) / Math.max(1, xs.length);
        return [
          `${source} (${fmt(ms)} ms/puzzle)`,
          String(f.n),
          pct(f.exact),
          pct(f.within),
          f.spearman.toFixed(3),
        ];
      }),
    ],
  );
}

function bandOf(se: number): string {
  if (se <= 2.5) return '≤2.5';
  if (se <= 5.0) return '2.6–5.0';
  if (se <= 7.0) return '5.1–7.0';
  if (se <= 9.0) return '7.1–9.0';
  return '>9.0';
}

const SAMPLES: readonly (readonly [DatasetName, number])[] = [
  ['17-clue', 200],
  ['top1465', 60],
  ['forum-hardest-1106', 15],
  ['forum-hardest-1905-11plus', 5],
  ['serg-benchmark', 100],
];

function timing(): void {
  for (const line of sampleDataset('17-clue', 20)) rateBoard(SudokuBoard.parse(line)); // warm-up
  const rows: string[][] = [];
  for (const [name, count] of SAMPLES) {
    const times: number[] = [];
    let solved = 0;
    let sum = 0;
    for (const line of sampleDataset(name, count)) {
      const board = SudokuBoard.parse(line);
      const start = now();
      const r = rateBoard(board);
      times.push(now() - start);
      if (r.solvedByLogic) {
        solved++;
        sum += r.rating;
      }
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    rows.push([
      name,
      String(times.length),
      fmt(mean, 1),
      fmt(times[times.length >> 1]!, 1),
      fmt(times[times.length - 1]!, 1),
      pct(solved / times.length),
      solved > 0 ? (sum / solved).toFixed(2) : '–',
    ]);
  }
  printTable(
    'Time per rating (ms, wall clock)',
    ['data set', 'puzzles', 'mean', 'median', 'max', 'solved by the techniques', 'mean ER (solved)'],
    rows,
  );
}

/**
 * What `{ steps: true }` adds: the same puzzles rated without and with the explained path, in
 * alternating order, three rounds; medians of the per-round means.
 */
function stepsCost(): void {
  const rows: string[][] = [];
  for (const [name, count] of [
    ['17-clue', 100],
    ['top1465', 15],
  ] as const) {
    const boards = sampleDataset(name, count).map((line) => SudokuBoard.parse(line));
    const plain: number[] = [];
    const explained: number[] = [];
    for (let round = 0; round < 3; round++) {
      let start = now();
      for (const board of boards) rateBoard(board);
      plain.push((now() - start) / boards.length);
      start = now();
      for (const board of boards) rateBoard(board, { steps: true });
      explained.push((now() - start) / boards.length);
    }
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[1]!;
    rows.push([
      name,
      String(boards.length),
      fmt(median(plain), 2),
      fmt(median(explained), 2),
      (median(explained) / median(plain)).toFixed(2),
    ]);
  }
  printTable(
    'Cost of the explained path (ms per rating, medians of 3 alternating rounds)',
    ['data set', 'puzzles', 'rateBoard', 'rateBoard { steps: true }', 'ratio'],
    rows,
  );
}

export default function run(): Promise<void> {
  calibration();
  timing();
  stepsCost();
  return Promise.resolve();
}
