/**
 * Solver benchmark: our `SudokuSolver` (built `dist/`) against the npm solvers installed as dev
 * dependencies, on the standard public sets.
 *
 * - Ours runs in this thread: warm-up first, then every puzzle timed on its own (so the worst
 *   single puzzle is known); answers are checked after the timed loop.
 * - Each peer runs in a worker thread, one worker per (peer, set), with a time budget: it solves
 *   the puzzles in order until the budget is spent, then checks its answers outside the timed part.
 *   A peer that is still busy on one puzzle long after the budget is declared hung and its worker
 *   is terminated, so one bad input cannot block the run (a shared counter says which puzzle).
 * - "ours / peer" compares the two speeds on exactly the puzzles the peer finished.
 * - `serg-benchmark` measures `countSolutions(board, 2)` for us (every puzzle there has several
 *   solutions); the peers cannot count, so they only find one solution there, which flatters them.
 */
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type * as Library from '../src/index.js';
import { fmt, loadDataset, now, printTable, sampleDataset, type DatasetName } from './lib.js';

// The built library (run `npm run build` first); typed from the sources, loaded at run time so
// that type-checking does not need `dist/`.
const DIST = '../dist/index.js';
const { SudokuBoard, SudokuSolver, SudokuValidator } = (await import(DIST)) as typeof Library;
type SudokuSolver = Library.SudokuSolver;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PEER_BUDGET_MS = 3000;
const HANG_GRACE_MS = 5000;
const PEERS = ['@algorithm.ts/sudoku', 'sudoku', 'sudoku-core'] as const;

interface SetSpec {
  readonly name: DatasetName;
  readonly label: string;
  readonly lines: string[];
  readonly count: boolean;
}

interface PeerOutcome {
  /** Puzzles finished inside the budget. */
  done: number;
  /** Time spent on them, ms. */
  ms: number;
  /** Answers that were missing or wrong. */
  wrong: number;
  /** Set when the worker had to be killed: the puzzle index it was stuck on. */
  hungAt?: number;
  /** Set when the worker failed (threw). */
  error?: string;
}

// The peer side, as a CommonJS worker script (peers are required from the project's node_modules).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const req = createRequire(workerData.root + 'package.json');
const { peer, lines, budget, progress } = workerData;
const at = new Int32Array(progress);

function digits(line) {
  const v = [];
  for (let i = 0; i < 81; i++) { const c = line.charCodeAt(i) - 48; v.push(c >= 1 && c <= 9 ? c : 0); }
  return v;
}
let prepare, solve;
if (peer === '@algorithm.ts/sudoku') {
  const { SudokuSolver } = req('@algorithm.ts/sudoku');
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  prepare = (v) => v.map((d) => d - 1);
  solve = (p) => { const out = new Array(81).fill(-1); return solver.solve(p, out) ? out : null; };
  var unmap = (s) => s.map((d) => d + 1);
} else if (peer === 'sudoku') {
  const { solvepuzzle } = req('sudoku');
  prepare = (v) => v.map((d) => (d === 0 ? null : d - 1));
  solve = (p) => solvepuzzle(p);
  var unmap = (s) => s.map((d) => (d === null ? 0 : d + 1));
} else {
  const core = req('sudoku-core');
  prepare = (v) => v.map((d) => (d === 0 ? null : d));
  solve = (p) => { const r = core.solve(p); return r && r.solved ? r.board : null; };
  var unmap = (s) => s.map((d) => d ?? 0);
}
function valid(givens, s) {
  if (!Array.isArray(s) || s.length !== 81) return false;
  const v = unmap(s);
  for (let i = 0; i < 81; i++) if (!(v[i] >= 1 && v[i] <= 9) || (givens[i] !== 0 && givens[i] !== v[i])) return false;
  for (let u = 0; u < 9; u++) {
    let r = 0, c = 0, b = 0;
    for (let k = 0; k < 9; k++) {
      r |= 1 << v[u * 9 + k];
      c |= 1 << v[k * 9 + u];
      b |= 1 << v[(((u / 3) | 0) * 3 + ((k / 3) | 0)) * 9 + (u % 3) * 3 + (k % 3)];
    }
    if (r !== 0x3fe || c !== 0x3fe || b !== 0x3fe) return false;
  }
  return true;
}
const givens = lines.map(digits);
const inputs = givens.map(prepare);
// Warm-up on a few puzzles of the set (not timed), then the timed run under the budget.
for (let i = 0; i < Math.min(20, inputs.length); i++) { Atomics.store(at, 0, i); solve(prepare(givens[i])); }
const answers = [];
const start = performance.now();
let done = 0;
for (; done < inputs.length; done++) {
  Atomics.store(at, 0, done);
  answers.push(solve(inputs[done]));
  if (performance.now() - start > budget) { done++; break; }
}
const ms = performance.now() - start;
let wrong = 0;
for (let i = 0; i < done; i++) if (!valid(givens[i], answers[i])) wrong++;
parentPort.postMessage({ done, ms, wrong });
`;

function runPeer(peer: string, lines: readonly string[]): Promise<PeerOutcome> {
  const progress = new SharedArrayBuffer(4);
  const at = new Int32Array(progress);
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { root: ROOT, peer, lines, budget: PEER_BUDGET_MS, progress },
    });
    const timer = setTimeout(
      () => {
        const hungAt = Atomics.load(at, 0);
        void worker.terminate();
        resolve({ done: 0, ms: 0, wrong: 0, hungAt });
      },
      PEER_BUDGET_MS + HANG_GRACE_MS + 2000,
    );
    worker.once('message', (outcome: PeerOutcome) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    });
    worker.once('error', (error: Error) => {
      clearTimeout(timer);
      resolve({ done: 0, ms: 0, wrong: 0, error: error.message });
    });
  });
}

interface OursOutcome {
  /** Per-puzzle time, ms. */
  times: Float64Array;
  guesses: number;
  wrong: number;
  worst: number;
  worstLine: number;
}

function runOurs(solver: SudokuSolver, set: SetSpec): OursOutcome {
  const boards = set.lines.map((line) => SudokuBoard.parse(line));
  const times = new Float64Array(boards.length);
  const results: unknown[] = new Array<unknown>(boards.length);
  let guesses = 0;
  for (let i = 0; i < boards.length; i++) {
    const board = boards[i]!;
    const t0 = now();
    if (set.count) {
      results[i] = solver.countSolutions(board, 2);
    } else {
      const result = solver.solve(board);
      results[i] = result;
      if (result.status !== 'invalid-board') guesses += result.stats.guesses;
    }
    times[i] = now() - t0;
  }
  // Answers checked outside the timed loop.
  let wrong = 0;
  let worst = 0;
  let worstLine = 0;
  for (let i = 0; i < boards.length; i++) {
    const result = results[i] as ReturnType<SudokuSolver['solve']> | number;
    if (set.count) {
      if (result !== 2) wrong++;
    } else if (
      typeof result === 'number' ||
      result.status !== 'solved' ||
      !SudokuValidator.isSolution(boards[i]!, result.solution)
    ) {
      wrong++;
    }
    if (times[i]! > worst) {
      worst = times[i]!;
      worstLine = i + 1;
    }
  }
  return { times, guesses, wrong, worst, worstLine };
}

function sum(times: Float64Array, count: number): number {
  let total = 0;
  for (let i = 0; i < count; i++) total += times[i]!;
  return total;
}

/** Runs the solver benchmark and prints its tables. */
export default async function solverBenchmark(): Promise<void> {
  const sets: SetSpec[] = [
    { name: '17-clue', label: '17-clue (all)', lines: loadDataset('17-clue'), count: false },
    { name: 'top1465', label: 'top1465', lines: loadDataset('top1465'), count: false },
    {
      name: 'forum-hardest-1106',
      label: 'forum-hardest-1106',
      lines: loadDataset('forum-hardest-1106'),
      count: false,
    },
    {
      name: 'forum-hardest-1905-11plus',
      label: 'forum-hardest-1905-11plus (5,000 sample)',
      lines: sampleDataset('forum-hardest-1905-11plus', 5000),
      count: false,
    },
    {
      name: 'serg-benchmark',
      label: 'serg-benchmark, countSolutions(limit 2)',
      lines: loadDataset('serg-benchmark'),
      count: true,
    },
  ];

  const solver = new SudokuSolver();
  // Warm-up: a slice of every set, solved and counted, before anything is timed.
  for (let round = 0; round < 3; round++) {
    for (const set of sets) {
      for (const line of set.lines.slice(0, 400)) {
        const board = SudokuBoard.parse(line);
        solver.solve(board);
        solver.countSolutions(board, 2);
      }
    }
  }

  const ours = sets.map((set) => runOurs(solver, set));
  printTable(
    'SudokuSolver (this library)',
    ['set', 'puzzles', 'puzzles/s', 'µs/puzzle', 'guesses/puzzle', 'worst puzzle (µs, line)', 'wrong'],
    sets.map((set, i) => {
      const o = ours[i]!;
      const total = sum(o.times, set.lines.length);
      return [
        set.label,
        fmt(set.lines.length),
        fmt((set.lines.length / total) * 1000),
        fmt((total * 1000) / set.lines.length, 1),
        set.count ? '–' : fmt(o.guesses / set.lines.length, 1),
        `${fmt(o.worst * 1000)} (#${o.worstLine})`,
        String(o.wrong),
      ];
    }),
  );

  const rows: string[][] = [];
  const findings: string[] = [];
  for (let s = 0; s < sets.length; s++) {
    const set = sets[s]!;
    const row = [set.label];
    for (const peer of PEERS) {
      const outcome = await runPeer(peer, set.lines);
      if (outcome.hungAt !== undefined) {
        row.push('hung', '–');
        findings.push(
          `\`${peer}\` hung on ${set.name} line ${outcome.hungAt + 1} (no answer within ${(PEER_BUDGET_MS + HANG_GRACE_MS + 2000) / 1000} s of starting the set; worker terminated): ${set.lines[outcome.hungAt]!}`,
        );
        continue;
      }
      if (outcome.error !== undefined) {
        row.push('error', '–');
        findings.push(`\`${peer}\` failed on ${set.name}: ${outcome.error}`);
        continue;
      }
      const peerRate = (outcome.done / outcome.ms) * 1000;
      const ourRate = (outcome.done / sum(ours[s]!.times, outcome.done)) * 1000;
      const partial = outcome.done < set.lines.length ? ` (${fmt(outcome.done)} in budget)` : '';
      row.push(fmt(peerRate) + partial, fmt(ourRate / peerRate, 1) + '×');
      if (outcome.wrong > 0)
        findings.push(`\`${peer}\` gave ${outcome.wrong} missing or wrong answers on ${set.name}`);
    }
    rows.push(row);
  }
  printTable(
    `npm peers (puzzles/s; each under a ${PEER_BUDGET_MS / 1000} s budget per set; ratio = our speed / peer speed on the same puzzles)`,
    ['set', ...PEERS.flatMap((peer) => [peer, 'ours / peer'])],
    rows,
  );
  if (findings.length > 0) {
    console.log('\nFindings:\n');
    for (const finding of findings) console.log(`- ${finding}`);
  }
}
