/**
 * Solver benchmark: our `SudokuSolver` (built `dist/`) against the npm solvers installed as dev
 * dependencies, on the standard public sets.
 *
 * - Ours runs in this thread: warm-up first, then one timed pass per set; answers are checked
 *   after the timed loop. Rates come from the process CPU time (the wall-clock rate is printed
 *   alongside), so other load on a shared machine does not count against either side. The worst
 *   single puzzle is found by timing every puzzle once and re-timing the 10 slowest 5 times.
 * - Each peer runs in a worker thread, one worker per (peer, set), with a time budget: it solves
 *   the puzzles in order until the budget is spent, then checks its answers outside the timed part.
 *   A peer that is still busy on one puzzle long after the budget is declared hung and its worker
 *   is terminated, so one bad input cannot block the run (a shared counter says which puzzle).
 * - "ours / peer" compares the two CPU-time speeds on exactly the puzzles the peer finished.
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
  /** Wall time spent on them, ms. */
  ms: number;
  /** Process CPU time spent on them, ms. */
  cpuMs: number;
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
const cpu0 = process.cpuUsage();
let done = 0;
for (; done < inputs.length; done++) {
  Atomics.store(at, 0, done);
  answers.push(solve(inputs[done]));
  if (performance.now() - start > budget) { done++; break; }
}
const ms = performance.now() - start;
const cpu1 = process.cpuUsage(cpu0);
const cpuMs = (cpu1.user + cpu1.system) / 1000;
let wrong = 0;
for (let i = 0; i < done; i++) if (!valid(givens[i], answers[i])) wrong++;
parentPort.postMessage({ done, ms, cpuMs, wrong });
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
        resolve({ done: 0, ms: 0, cpuMs: 0, wrong: 0, hungAt });
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
      resolve({ done: 0, ms: 0, cpuMs: 0, wrong: 0, error: error.message });
    });
  });
}

interface OursOutcome {
  /** Process CPU time for the whole set, ms. */
  cpuMs: number;
  /** Wall time for the whole set, ms. */
  wallMs: number;
  guesses: number;
  wrong: number;
  /** Slowest single puzzle, ms (the best of 5 re-timings of the 10 slowest of a timed pass). */
  worst: number;
  worstLine: number;
}

function cpuNow(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function solveOne(solver: SudokuSolver, board: Library.SudokuBoard, count: boolean): unknown {
  return count ? solver.countSolutions(board, 2) : solver.solve(board);
}

/** Process CPU time, ms, to run the first `n` puzzles of a set (`boards` parsed already). */
function oursCpu(
  solver: SudokuSolver,
  boards: readonly Library.SudokuBoard[],
  n: number,
  count: boolean,
): number {
  const c0 = cpuNow();
  for (let i = 0; i < n; i++) solveOne(solver, boards[i]!, count);
  return cpuNow() - c0;
}

function runOurs(solver: SudokuSolver, set: SetSpec, boards: readonly Library.SudokuBoard[]): OursOutcome {
  const results: unknown[] = new Array<unknown>(boards.length);
  const c0 = cpuNow();
  const w0 = now();
  for (let i = 0; i < boards.length; i++) results[i] = solveOne(solver, boards[i]!, set.count);
  const wallMs = now() - w0;
  const cpuMs = cpuNow() - c0;
  // Answers checked outside the timed loop.
  let wrong = 0;
  let guesses = 0;
  for (let i = 0; i < boards.length; i++) {
    const result = results[i] as ReturnType<SudokuSolver['solve']> | number;
    if (set.count) {
      if (result !== 2) wrong++;
    } else if (typeof result === 'number' || result.status !== 'solved') {
      wrong++;
    } else {
      guesses += result.stats.guesses;
      if (!SudokuValidator.isSolution(boards[i]!, result.solution)) wrong++;
    }
  }
  // Worst single puzzle: the candidates are the 10 slowest of a pass timing each puzzle and the
  // 10 that needed the most guesses; each is re-timed 5 times and keeps its best time, so that a
  // pause of the machine (another process, a GC) is not taken for the solver's work.
  const times = boards.map((board) => {
    const t0 = now();
    solveOne(solver, board, set.count);
    return now() - t0;
  });
  const top = (score: (i: number) => number): number[] =>
    boards
      .map((_, i) => i)
      .sort((a, b) => score(b) - score(a))
      .slice(0, 10);
  const effort = (i: number): number => {
    const result = results[i] as ReturnType<SudokuSolver['solve']> | number;
    return typeof result === 'number' || result.status === 'invalid-board' ? 0 : result.stats.nodes;
  };
  const slowest = [...new Set([...top((i) => times[i]!), ...top(effort)])].map((i) => ({ i }));
  let worst = 0;
  let worstLine = 0;
  for (const { i } of slowest) {
    let best = Infinity;
    for (let k = 0; k < 5; k++) {
      const t0 = now();
      solveOne(solver, boards[i]!, set.count);
      best = Math.min(best, now() - t0);
    }
    if (best > worst) {
      worst = best;
      worstLine = i + 1;
    }
  }
  return { cpuMs, wallMs, guesses, wrong, worst, worstLine };
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

  const boards = sets.map((set) => set.lines.map((line) => SudokuBoard.parse(line)));
  const ours = sets.map((set, i) => runOurs(solver, set, boards[i]!));
  printTable(
    'SudokuSolver (this library; rates from process CPU time, wall-clock rate alongside)',
    [
      'set',
      'puzzles',
      'puzzles/s',
      'µs/puzzle',
      'guesses/puzzle',
      'puzzles/s (wall)',
      'worst puzzle µs (line)',
      'wrong',
    ],
    sets.map((set, i) => {
      const o = ours[i]!;
      const n = set.lines.length;
      return [
        set.label,
        fmt(n),
        fmt((n / o.cpuMs) * 1000),
        fmt((o.cpuMs * 1000) / n, 1),
        set.count ? '–' : fmt(o.guesses / n, 1),
        fmt((n / o.wallMs) * 1000),
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
      const peerRate = (outcome.done / outcome.cpuMs) * 1000;
      const ourRate = (outcome.done / oursCpu(solver, boards[s]!, outcome.done, set.count)) * 1000;
      const partial = outcome.done < set.lines.length ? ` (${fmt(outcome.done)} in budget)` : '';
      row.push(fmt(peerRate) + partial, fmt(ourRate / peerRate, 1) + '×');
      if (outcome.wrong > 0)
        findings.push(`\`${peer}\` gave ${outcome.wrong} missing or wrong answers on ${set.name}`);
    }
    rows.push(row);
  }
  printTable(
    `npm peers (puzzles/s from process CPU time; each under a ${PEER_BUDGET_MS / 1000} s budget per set; ratio = our speed / peer speed on the same puzzles)`,
    ['set', ...PEERS.flatMap((peer) => [peer, 'ours / peer'])],
    rows,
  );
  if (findings.length > 0) {
    console.log('\nFindings:\n');
    for (const finding of findings) console.log(`- ${finding}`);
  }
}
