/**
 * Generator benchmark: our `SudokuGenerator` (built `dist/`) by difficulty (bands of Sudoku
 * Explainer ratings) and by clue count, and in the same run the generators of the npm peers
 * installed as dev dependencies.
 *
 * - By difficulty: each of the five bands, seeds 0, 1, 2, … for a time budget, timed by the clock
 *   and by the process's CPU time; printed with attempts per puzzle, clue counts and the floors
 *   of the issue that introduced the bands. Outside the timed loop every puzzle is checked unique
 *   and rated again from scratch with `rateBoard`, and the band table counts where each landed.
 * - Cancellation: the longest gap between two polls of the signal while generating extreme
 *   puzzles (a signal that answers `aborted` false and times its polls), which bounds how late an
 *   abort can land.
 * - Ours runs in this thread with fixed seeds: warm-up first, then puzzles generated back to back
 *   for a time budget, timed by the clock and by the process's CPU time (the CPU figure stays
 *   meaningful when other jobs share the cores); every puzzle is checked afterwards (exactly one solution, givens equal to
 *   the solution) outside the timed part.
 * - Each peer runs in a worker thread under a time budget and sends its puzzles back; we count
 *   their clues and check their uniqueness with our solver, outside the timed part. A peer still
 *   busy long after its budget is terminated and reported as hung.
 *  * - "Comparable clue count": `@algorithm.ts/sudoku` at difficulty 1 tries every cell, so it makes
 *   minimal puzzles (about 24 clues). Ours makes those with `emptyCellTarget: 64` (it stops at a
 *   minimal puzzle when 17 clues are out of reach); the Expert profile (30 clues) is compared too.
 *   That ratio is measured with both generators alternating in one worker (built `dist/index.cjs`),
 *   so both see the same load.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, loadLibrary, now, printTable } from './lib.js';

const { SudokuBoard, SudokuGenerator, SudokuSolver, rateBoard, ratingLevel } = await loadLibrary();
type SudokuBoard = Library.SudokuBoard;
type SudokuGenerator = Library.SudokuGenerator;
type SudokuSolver = Library.SudokuSolver;
type SudokuGenerationOptions = Library.SudokuGenerationOptions;
type SudokuPuzzle = Library.SudokuPuzzle;
type SudokuDifficulty = Library.SudokuDifficulty;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUR_BUDGET_MS = 1500;
const PEER_BUDGET_MS = 3000;
const HANG_GRACE_MS = 10_000;
const BAND_BUDGET_MS: Record<SudokuDifficulty, number> = {
  easy: 1500,
  medium: 1500,
  hard: 2000,
  expert: 4000,
  extreme: 4000,
};
/** The floors (puzzles per second, one thread) the bands were introduced with. */
const FLOORS: Record<SudokuDifficulty, number> = {
  easy: 1000,
  medium: 200,
  hard: 100,
  expert: 20,
  extreme: 10,
};
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'] as const;

interface Case {
  readonly label: string;
  readonly options: SudokuGenerationOptions;
}

interface Measured {
  readonly count: number;
  readonly ms: number;
  /** CPU time of this process over the same loop, ms (robust when other jobs share the cores). */
  readonly cpuMs: number;
  readonly clues: readonly number[];
  readonly unique: number;
  readonly onTarget: number;
}

function clueCount(board: SudokuBoard): number {
  return board.filledCount;
}

function runOurs(
  generator: SudokuGenerator,
  solver: SudokuSolver,
  options: SudokuGenerationOptions,
): Measured {
  const puzzles: SudokuPuzzle[] = [];
  const cpu = process.cpuUsage();
  const start = now();
  let seed = 0;
  while (now() - start < OUR_BUDGET_MS) puzzles.push(generator.generate({ ...options, seed: seed++ }));
  const ms = now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  let unique = 0;
  let onTarget = 0;
  for (const puzzle of puzzles) {
    if (solver.countSolutions(puzzle.board, 2) === 1 && givensMatch(puzzle)) unique++;
    if (puzzle.emptyCellCount === puzzle.emptyCellTarget) onTarget++;
  }
  return {
    count: puzzles.length,
    ms,
    cpuMs,
    clues: puzzles.map((p) => clueCount(p.board)),
    unique,
    onTarget,
  };
}

function givensMatch(puzzle: SudokuPuzzle): boolean {
  for (let i = 0; i < 81; i++) {
    const given = puzzle.board.at(i);
    if (given !== 0 && given !== puzzle.solution.at(i)) return false;
  }
  return true;
}

function clueSummary(clues: readonly number[]): string {
  if (clues.length === 0) return '–';
  const mean = clues.reduce((a, b) => a + b, 0) / clues.length;
  return `${fmt(mean, 1)} (${Math.min(...clues)}–${Math.max(...clues)})`;
}

// The peer side, as a CommonJS worker script: generates until the budget is spent and sends the
// puzzles back as 81-character lines ('.' for empty).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const req = createRequire(workerData.root + 'package.json');
const { peer, budget, progress } = workerData;
const at = new Int32Array(progress);
let make;
if (peer === 'sudoku-gen') {
  const { getSudoku } = req('sudoku-gen');
  make = () => getSudoku('expert').puzzle.replace(/-/g, '.');
} else if (peer === '@algorithm.ts/sudoku minimal') {
  const { SudokuCreator } = req('@algorithm.ts/sudoku');
  const creator = new SudokuCreator({ childMatrixWidth: 3 });
  make = () => creator.createSudoku(1).puzzle.map((d) => (d < 0 ? '.' : String(d + 1))).join('');
} else if (peer === '@algorithm.ts/sudoku default') {
  const { SudokuCreator } = req('@algorithm.ts/sudoku');
  const creator = new SudokuCreator({ childMatrixWidth: 3 });
  make = () => creator.createSudoku().puzzle.map((d) => (d < 0 ? '.' : String(d + 1))).join('');
} else if (peer === 'sudoku') {
  const { makepuzzle } = req('sudoku');
  make = () => makepuzzle().map((d) => (d === null ? '.' : String(d + 1))).join('');
} else {
  const { generate } = req('sudoku-core');
  const level = peer.endsWith('easy') ? 'easy' : 'expert';
  make = () => generate(level).map((d) => (d === null ? '.' : String(d))).join('');
}
const warm = performance.now();
for (let i = 0; i < 5 && performance.now() - warm < budget / 10; i++) { Atomics.store(at, 0, -1); make(); }
const lines = [];
const start = performance.now();
while (performance.now() - start < budget) { Atomics.store(at, 0, lines.length); lines.push(make()); }
parentPort.postMessage({ ms: performance.now() - start, lines });
`;

// Ours and `@algorithm.ts/sudoku` alternating in one worker, slice by slice, so that both see the
// same machine load (the figures of separate runs drift when other work shares the cores).
const PAIRED_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const req = createRequire(workerData.root + 'package.json');
const { SudokuGenerator } = require(workerData.root + 'dist/index.cjs');
const { SudokuCreator } = req('@algorithm.ts/sudoku');
const { rounds, slice, options } = workerData;
const generator = new SudokuGenerator();
const creator = new SudokuCreator({ childMatrixWidth: 3 });
const ours = () => generator.generate({ ...options, seed: seed++ }).board.toString();
const theirs = () => creator.createSudoku(1).puzzle.map((d) => (d < 0 ? '.' : String(d + 1))).join('');
let seed = 0;
for (let i = 0; i < 20; i++) { ours(); theirs(); }
const result = { ours: { ms: 0, lines: [] }, theirs: { ms: 0, lines: [] } };
for (let round = 0; round < rounds; round++) {
  for (const [name, make] of [['ours', ours], ['theirs', theirs]]) {
    const start = performance.now();
    while (performance.now() - start < slice) result[name].lines.push(make());
    result[name].ms += performance.now() - start;
  }
}
parentPort.postMessage(result);
`;

interface PairedOutcome {
  readonly ours: { readonly ms: number; readonly lines: readonly string[] };
  readonly theirs: { readonly ms: number; readonly lines: readonly string[] };
}

function runPaired(options: SudokuGenerationOptions): Promise<PairedOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PAIRED_WORKER, {
      eval: true,
      workerData: { root: ROOT, rounds: 10, slice: 250, options },
    });
    worker.once('message', (outcome: PairedOutcome) => {
      void worker.terminate();
      resolve(outcome);
    });
    worker.once('error', reject);
  });
}

interface PeerOutcome {
  readonly ms: number;
  readonly lines: readonly string[];
  readonly failure?: string;
}

function runPeer(peer: string): Promise<PeerOutcome> {
  const progress = new SharedArrayBuffer(4);
  const at = new Int32Array(progress);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { root: ROOT, peer, budget: PEER_BUDGET_MS, progress },
    });
    const timer = setTimeout(() => {
      const stuckAt = Atomics.load(at, 0);
      void worker.terminate();
      const where = stuckAt < 0 ? 'its first (warm-up) puzzle' : `puzzle ${stuckAt + 1}`;
      resolve({
        ms: 0,
        lines: [],
        failure: `did not finish ${where} within ${(PEER_BUDGET_MS + HANG_GRACE_MS) / 1000} s (worker terminated)`,
      });
    }, PEER_BUDGET_MS + HANG_GRACE_MS);
    worker.once('message', (outcome: PeerOutcome) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    });
    worker.once('error', (error: Error) => {
      clearTimeout(timer);
      resolve({ ms: 0, lines: [], failure: `error: ${error.message}` });
    });
  });
}

/** Runs the generator benchmark and prints its tables. */
export default async function generatorBenchmark(): Promise<void> {
  const generator = new SudokuGenerator();
  const solver = new SudokuSolver();
  const cases: Case[] = [
    { label: '32 empty', options: { emptyCellTarget: 32 } },
    { label: '38 empty', options: { emptyCellTarget: 38 } },
    { label: '45 empty', options: { emptyCellTarget: 45 } },
    { label: '51 empty', options: { emptyCellTarget: 51 } },
    { label: '51 empty, rotational', options: { emptyCellTarget: 51, symmetry: 'rotational' } },
    { label: '51 empty, horizontal', options: { emptyCellTarget: 51, symmetry: 'horizontal' } },
    { label: '45 empty, rotational', options: { emptyCellTarget: 45, symmetry: 'rotational' } },
    { label: '45 empty, diagonal', options: { emptyCellTarget: 45, symmetry: 'diagonal' } },
    { label: 'minimal (emptyCellTarget 64)', options: { emptyCellTarget: 64 } },
  ];
  // Warm-up, not timed.
  for (const { options } of cases)
    for (let i = 0; i < 300; i++) generator.generate({ ...options, seed: -1 - i });

  const ours = cases.map(({ options }) => runOurs(generator, solver, options));
  printTable(
    `SudokuGenerator by clue count, emptyCellTarget alone (not rated; seeds 0, 1, 2, … for ${OUR_BUDGET_MS / 1000} s per row)`,
    [
      'case',
      'puzzles',
      'puzzles/s',
      'µs/puzzle',
      'CPU µs/puzzle',
      'puzzles/CPU-s',
      'clues: mean (min–max)',
      'target reached',
      'unique',
    ],
    cases.map(({ label }, i) => {
      const m = ours[i]!;
      return [
        label,
        fmt(m.count),
        fmt((m.count / m.ms) * 1000),
        fmt((m.ms * 1000) / m.count, 1),
        fmt((m.cpuMs * 1000) / m.count, 1),
        fmt((m.count / m.cpuMs) * 1000),
        clueSummary(m.clues),
        `${fmt((m.onTarget / m.count) * 100, 1)} %`,
        `${fmt((m.unique / m.count) * 100, 1)} %`,
      ];
    }),
  );

  await bandBenchmark(generator, solver);

  const peers = [
    '@algorithm.ts/sudoku minimal',
    '@algorithm.ts/sudoku default',
    'sudoku',
    'sudoku-core easy',
    'sudoku-core expert',
    'sudoku-gen',
  ] as const;
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const peer of peers) {
    const outcome = await runPeer(peer);
    if (outcome.failure !== undefined) {
      rows.push([peer, '–', '–', '–', '–']);
      notes.push(`\`${peer}\` ${outcome.failure}`);
      continue;
    }
    const boards = outcome.lines.map((line) => SudokuBoard.parse(line));
    const unique = boards.filter((board) => solver.countSolutions(board, 2) === 1).length;
    const rate = (boards.length / outcome.ms) * 1000;
    rows.push([
      peer,
      fmt(boards.length),
      fmt(rate),
      clueSummary(boards.map(clueCount)),
      `${fmt((unique / boards.length) * 100, 1)} %`,
    ]);
  }
  printTable(
    `npm peers' generators (each in a worker for ${PEER_BUDGET_MS / 1000} s; uniqueness checked with our solver)`,
    ['peer (call)', 'puzzles', 'puzzles/s', 'clues: mean (min–max)', 'unique'],
    rows,
  );
  console.log(
    [
      '',
      'Calls: `@algorithm.ts/sudoku` `new SudokuCreator({ childMatrixWidth: 3 }).createSudoku(1)` (every cell tried:',
      'minimal puzzles) and `.createSudoku()` (its default, difficulty 0.2); `sudoku` `makepuzzle()`; `sudoku-core`',
      "`generate('easy')` and `generate('expert')`; `sudoku-gen` `getSudoku('expert')`. `sudoku-gen` does not search: it picks one of 40",
      'stored puzzles (10 per difficulty, letters standing for digits) and disguises it with a random digit',
      'relabelling, band/stack/row/column shuffles and a rotation, so it only ever yields 40 essentially different puzzles.',
    ].join('\n'),
  );

  const pairedRows: string[][] = [];
  for (const [label, options] of [
    ['minimal (emptyCellTarget 64)', { emptyCellTarget: 64 }],
    ['51 empty', { emptyCellTarget: 51 }],
  ] as const) {
    const paired = await runPaired(options);
    const rate = (side: PairedOutcome['ours']): number => (side.lines.length / side.ms) * 1000;
    const clues = (side: PairedOutcome['ours']): number[] =>
      side.lines.map((line) => line.replace(/\./g, '').length);
    const unique = paired.ours.lines.every((line) => solver.countSolutions(SudokuBoard.parse(line), 2) === 1);
    pairedRows.push([
      label,
      clueSummary(clues(paired.ours)),
      fmt(rate(paired.ours)),
      clueSummary(clues(paired.theirs)),
      fmt(rate(paired.theirs)),
      fmt(rate(paired.ours) / rate(paired.theirs), 1) + '×',
      unique ? 'yes' : 'NO',
    ]);
  }
  printTable(
    'Ours against `@algorithm.ts/sudoku` minimal puzzles, alternating 250 ms slices in one worker (10 rounds each)',
    ['ours', 'our clues', 'our puzzles/s', 'their clues', 'their puzzles/s', 'ratio', 'ours unique'],
    pairedRows,
  );
  if (notes.length > 0) {
    console.log('\nFindings:\n');
    for (const note of notes) console.log(`- ${note}`);
  }
}

interface BandMeasured {
  readonly difficulty: SudokuDifficulty;
  readonly puzzles: readonly Library.SudokuRatedPuzzle[];
  readonly ms: number;
  readonly cpuMs: number;
  readonly failed: number;
}

function runBand(generator: SudokuGenerator, difficulty: SudokuDifficulty): BandMeasured {
  for (let i = 0; i < 3; i++) generator.generate({ difficulty, seed: -1 - i });
  const puzzles: Library.SudokuRatedPuzzle[] = [];
  let failed = 0;
  const cpu = process.cpuUsage();
  const start = now();
  for (let seed = 0; now() - start < BAND_BUDGET_MS[difficulty]; seed++) {
    try {
      puzzles.push(generator.generate({ difficulty, seed }));
    } catch {
      failed++;
    }
  }
  const ms = now() - start;
  const used = process.cpuUsage(cpu);
  return { difficulty, puzzles, ms, cpuMs: (used.user + used.system) / 1000, failed };
}

/** The longest time between two polls of `aborted` while generating extreme puzzles. */
function pollGaps(generator: SudokuGenerator): { polls: number; maxGapMs: number } {
  const signal = new AbortController().signal;
  let last = now();
  let polls = 0;
  let maxGapMs = 0;
  Object.defineProperty(signal, 'aborted', {
    get() {
      const t = now();
      maxGapMs = Math.max(maxGapMs, t - last);
      last = t;
      polls++;
      return false;
    },
  });
  for (let seed = 0; seed < 20; seed++) {
    last = now();
    generator.generate({ difficulty: 'extreme', seed: `poll-${seed}`, signal });
  }
  return { polls, maxGapMs };
}

async function bandBenchmark(generator: SudokuGenerator, solver: SudokuSolver): Promise<void> {
  const measured = LEVELS.map((difficulty) => runBand(generator, difficulty));
  const bandRows: string[][] = [];
  const rateRows: string[][] = [];
  for (const m of measured) {
    const landed: Record<string, number> = {};
    let unique = 0;
    let agree = 0;
    for (const puzzle of m.puzzles) {
      if (solver.countSolutions(puzzle.board, 2) === 1 && givensMatch(puzzle)) unique++;
      const fresh = rateBoard(puzzle.board);
      if (fresh.rating === puzzle.rating.rating) agree++;
      const level = ratingLevel(fresh.rating, fresh.rating > 0);
      landed[level] = (landed[level] ?? 0) + 1;
    }
    const count = m.puzzles.length;
    const rate = (count / m.ms) * 1000;
    const cpuRate = (count / m.cpuMs) * 1000;
    const attempts = m.puzzles.reduce((a, p) => a + p.attempts, 0) / Math.max(1, count);
    const floor = FLOORS[m.difficulty];
    rateRows.push([
      m.difficulty,
      fmt(count),
      fmt(rate, 1),
      fmt(cpuRate, 1),
      `${fmt(floor)} (${fmt(cpuRate / floor, 1)}×)`,
      fmt(attempts, 1),
      fmt(Math.max(...m.puzzles.map((p) => p.attempts))),
      clueSummary(m.puzzles.map((p) => clueCount(p.board))),
      String(m.failed),
    ]);
    bandRows.push([
      m.difficulty,
      fmt(count),
      ...LEVELS.map((level) => fmt(landed[level] ?? 0)),
      fmt((landed.nightmare ?? 0) + (landed.beyond ?? 0)),
      `${fmt((unique / count) * 100, 1)} %`,
      `${fmt((agree / count) * 100, 1)} %`,
    ]);
  }
  printTable(
    'SudokuGenerator by difficulty (one thread; seeds 0, 1, 2, …; budget 1.5 s easy and medium, 2 s hard, 4 s expert and extreme)',
    [
      'difficulty',
      'puzzles',
      'puzzles/s',
      'puzzles/CPU-s',
      'floor (CPU-s ratio)',
      'attempts/puzzle',
      'max attempts',
      'clues: mean (min–max)',
      'not reached',
    ],
    rateRows,
  );
  printTable(
    'Where the puzzles landed: each rated again from scratch with rateBoard, outside the timed loop',
    [
      'asked for',
      'puzzles',
      'easy ≤ 1.5',
      'medium 1.6–2.5',
      'hard 2.6–5.0',
      'expert 5.1–7.0',
      'extreme 7.1–9.0',
      'above 9.0',
      'unique',
      'rating as reported',
    ],
    bandRows,
  );
  const gaps = pollGaps(generator);
  console.log(
    `\nCancellation: 20 extreme puzzles polled the signal ${fmt(gaps.polls)} times; the longest gap between two polls was ${fmt(gaps.maxGapMs, 1)} ms.`,
  );
  await Promise.resolve();
}
