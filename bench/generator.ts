/**
 * Generator benchmark: our `SudokuGenerator` (built `dist/`) for each profile and two symmetries,
 * and in the same run the generators of the npm peers installed as dev dependencies.
 *
 * - Ours runs in this thread with fixed seeds: warm-up first, then puzzles generated back to back
 *   for a time budget, timed by the clock and by the process's CPU time (the CPU figure stays
 *   meaningful when other jobs share the cores); every puzzle is checked afterwards (exactly one solution, givens equal to
 *   the solution) outside the timed part.
 * - Each peer runs in a worker thread under a time budget and sends its puzzles back; we count
 *   their clues and check their uniqueness with our solver, outside the timed part. A peer still
 *   busy long after its budget is terminated and reported as hung.
 * - Generation by rating is timed per band of SE ratings: each puzzle is generated, rated, and
 *   regenerated until one lands in the band, so its cost is mostly the rater's.
 * - "Comparable clue count": `@algorithm.ts/sudoku` at difficulty 1 tries every cell, so it makes
 *   minimal puzzles (about 24 clues). Ours makes those with `emptyCellTarget: 64` (it stops at a
 *   minimal puzzle when 17 clues are out of reach); the Expert profile (30 clues) is compared too.
 *   That ratio is measured with both generators alternating in one worker (built `dist/index.cjs`),
 *   so both see the same load.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, loadLibrary, now, printTable } from './lib.js';

const { SudokuBoard, SudokuGenerator, SudokuSolver } = await loadLibrary();
type SudokuBoard = Library.SudokuBoard;
type SudokuGenerator = Library.SudokuGenerator;
type SudokuSolver = Library.SudokuSolver;
type SudokuGenerationOptions = Library.SudokuGenerationOptions;
type SudokuPuzzle = Library.SudokuPuzzle;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUR_BUDGET_MS = 1500;
const PEER_BUDGET_MS = 3000;
const HANG_GRACE_MS = 10_000;
const RATED_BUDGET_MS = 4000;

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
    { label: 'Easy (32 empty)', options: { difficulty: 'easy' } },
    { label: 'Medium (38 empty)', options: { difficulty: 'medium' } },
    { label: 'Hard (45 empty)', options: { difficulty: 'hard' } },
    { label: 'Expert (51 empty)', options: { difficulty: 'expert' } },
    { label: 'Expert, rotational', options: { difficulty: 'expert', symmetry: 'rotational' } },
    { label: 'Expert, horizontal', options: { difficulty: 'expert', symmetry: 'horizontal' } },
    { label: 'Hard, rotational', options: { difficulty: 'hard', symmetry: 'rotational' } },
    { label: 'Hard, diagonal', options: { difficulty: 'hard', symmetry: 'diagonal' } },
    { label: 'minimal (emptyCellTarget 64)', options: { emptyCellTarget: 64 } },
  ];
  // Warm-up, not timed.
  for (const { options } of cases)
    for (let i = 0; i < 300; i++) generator.generate({ ...options, seed: -1 - i });

  const ours = cases.map(({ options }) => runOurs(generator, solver, options));
  printTable(
    `SudokuGenerator (this library; seeds 0, 1, 2, … for ${OUR_BUDGET_MS / 1000} s per row)`,
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

  // Generation by rating: puzzles/s per band of Sudoku Explainer ratings, each band for a budget.
  const bands = [
    { label: 'easy (1.0–1.5)', min: 1, max: 1.5 },
    { label: 'medium (1.6–2.5)', min: 1.6, max: 2.5 },
    { label: 'hard (2.6–5.0)', min: 2.6, max: 5 },
    { label: 'expert (5.1–7.0)', min: 5.1, max: 7 },
  ];
  const bandRows: string[][] = [];
  for (const band of bands) {
    let made = 0;
    let attempts = 0;
    let failed = 0;
    const start = now();
    for (let seed = 0; now() - start < RATED_BUDGET_MS; seed++) {
      try {
        const puzzle = generator.generate({
          seed,
          rating: { min: band.min, max: band.max },
          signal: AbortSignal.timeout(RATED_BUDGET_MS * 4),
        });
        made++;
        attempts += puzzle.attempts;
      } catch {
        failed++;
      }
    }
    const ms = now() - start;
    bandRows.push([
      band.label,
      fmt(made),
      fmt((made / ms) * 1000, 1),
      made > 0 ? fmt(ms / made) : '–',
      made > 0 ? fmt(attempts / made, 1) : '–',
      String(failed),
    ]);
  }
  printTable(
    `Generation by rating (SE rating bands; seeds 0, 1, 2, … for ${RATED_BUDGET_MS / 1000} s per band)`,
    ['band', 'puzzles', 'puzzles/s', 'ms/puzzle', 'attempts/puzzle', 'not reached / aborted'],
    bandRows,
  );

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
    ['Expert (51 empty)', { difficulty: 'expert' }],
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
