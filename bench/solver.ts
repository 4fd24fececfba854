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
 * - With `TDOKU_BENCH=/path/to/run_benchmark` (tdoku's benchmark binary, see `docs/solver.md`), a
 *   side-by-side table against tdoku comes first: see `tdokuSideBySide`. `TDOKU_ONLY=1` skips
 *   the other tables, `TDOKU_ROUNDS=n` sets the rounds per row (default 5).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** A small seeded generator (mulberry32), so the transformed copies are the same on every run. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function shuffled(values: number[], draw: (n: number) => number): number[] {
  for (let i = values.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [values[i], values[j]] = [values[j]!, values[i]!];
  }
  return values;
}

/** A line order of 9 rows (or columns): bands (stacks) shuffled, then the 3 lines inside each. */
function lineOrder(draw: (n: number) => number): number[] {
  return shuffled([0, 1, 2], draw).flatMap((band) => shuffled([0, 1, 2], draw).map((k) => band * 3 + k));
}

/**
 * Copies of `lines` with the digits relabelled and the rows and columns permuted (bands, rows
 * within bands, stacks, columns within stacks), each puzzle its own random transformation. Every
 * copy is a valid puzzle with the same number of solutions.
 */
export function transformedCopies(lines: readonly string[], seed: number): string[] {
  const draw = seeded(seed);
  return lines.map((line) => {
    const digits = ['.', ...shuffled([1, 2, 3, 4, 5, 6, 7, 8, 9], draw).map(String)];
    const rows = lineOrder(draw);
    const columns = lineOrder(draw);
    let out = '';
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const ch = line.charCodeAt(rows[r]! * 9 + columns[c]!) - 48;
        out += digits[ch >= 1 && ch <= 9 ? ch : 0]!;
      }
    }
    return out;
  });
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One timed round of tdoku's harness on `file` (`n` lines): puzzles/s (wall clock) and guesses/puzzle. */
function tdokuRound(
  binary: string,
  file: string,
  n: number,
  count: boolean,
): { rate: number; guesses: number } {
  // -r0: the puzzles as written (no random relabelling); -n: one pass is the whole file;
  // -w1 -t1: one second of warm-up, then at least one second of full passes; -c1: CSV output.
  const args = ['-s', 'tdoku', ...(count ? [] : ['-f']), '-r0', `-n${n}`, '-w1', '-t1', '-c1', file];
  const run = spawnSync(binary, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${binary} failed: ${run.stderr || run.stdout}`);
  const row = run.stdout
    .trim()
    .split('\n')
    .find((line) => line.includes(',tdoku'));
  const fields = row?.split(',') ?? [];
  const rate = Number(fields[fields.length - 4]);
  const guesses = Number(fields[fields.length - 1]);
  if (!Number.isFinite(rate) || !Number.isFinite(guesses))
    throw new Error(`unexpected tdoku output: ${run.stdout}`);
  return { rate, guesses };
}

/** One timed round of ours: full passes over `boards` for at least one second; puzzles/s (wall clock). */
function oursRound(solver: SudokuSolver, boards: readonly Library.SudokuBoard[], count: boolean): number {
  let done = 0;
  const t0 = now();
  let elapsed: number;
  do {
    for (const board of boards) solveOne(solver, board, count);
    done += boards.length;
    elapsed = now() - t0;
  } while (elapsed < 1000);
  return (done / elapsed) * 1000;
}

/**
 * Side by side with tdoku's own benchmark harness on the same puzzles: for each set, as
 * published and as transformed copies (`transformedCopies`), the two contenders run in
 * alternating rounds (tdoku, then ours, `rounds` times), each round timing whole passes over the
 * set by the wall clock (tdoku's harness has no other clock), and the medians are compared. Our
 * answers are checked outside the timed rounds. Guesses are counted differently: tdoku counts
 * one per binary decision, we count every alternative tried (both sides of a decision that had
 * to be undone), so the same tree reads up to twice as many guesses on our side; nodes are ours.
 */
function tdokuSideBySide(binary: string, rounds: number): void {
  const sets: { label: string; lines: string[] }[] = [
    { label: '17-clue (all)', lines: loadDataset('17-clue') },
    { label: 'top1465', lines: loadDataset('top1465') },
    { label: 'forum-hardest-1106', lines: loadDataset('forum-hardest-1106') },
    {
      label: 'forum-hardest-1905-11plus (5,000 sample)',
      lines: sampleDataset('forum-hardest-1905-11plus', 5000),
    },
  ];
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-tdoku-'));
  const solver = new SudokuSolver();
  const rows: string[][] = [];
  const load0 = loadavg()[0]!;
  try {
    const cases = sets.flatMap((set, i) => [
      { label: set.label, copy: 'as published', lines: set.lines, count: false },
      {
        label: set.label,
        copy: 'relabelled + permuted',
        lines: transformedCopies(set.lines, 1000 + i),
        count: false,
      },
      { label: set.label, copy: 'as published', lines: set.lines, count: true },
    ]);
    for (const [k, c] of cases.entries()) {
      const file = join(dir, `set-${k}.txt`);
      writeFileSync(file, c.lines.join('\n') + '\n');
      const boards = c.lines.map((line) => SudokuBoard.parse(line));
      // Answers and guesses, outside the timed rounds (this pass is also our warm-up).
      let wrong = 0;
      let guesses = 0;
      let nodes = 0;
      for (const board of boards) {
        if (c.count) {
          if (solver.countSolutions(board, 2) !== 1) wrong++;
          continue;
        }
        const result = solver.solve(board);
        if (result.status !== 'solved' || !SudokuValidator.isSolution(board, result.solution)) wrong++;
        else {
          guesses += result.stats.guesses;
          nodes += result.stats.nodes;
        }
      }
      const theirs: number[] = [];
      const ours: number[] = [];
      let theirGuesses = 0;
      for (let round = 0; round < rounds; round++) {
        const t = tdokuRound(binary, file, c.lines.length, c.count);
        theirs.push(t.rate);
        theirGuesses = t.guesses;
        ours.push(oursRound(solver, boards, c.count));
      }
      const tdoku = median(theirs);
      const mine = median(ours);
      const n = boards.length;
      rows.push([
        c.label,
        c.copy,
        c.count ? 'countSolutions(…, 2)' : 'solve',
        fmt(tdoku),
        fmt(mine),
        fmt(tdoku / mine, 2) + '×',
        fmt(theirGuesses, 1),
        c.count ? '–' : fmt(guesses / n, 1),
        c.count ? '–' : fmt(nodes / n, 1),
        String(wrong),
      ]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(
    `tdoku side by side (${cpus()[0]?.model ?? 'unknown CPU'}; median of ${rounds} alternating rounds, wall clock; load average ${fmt(load0, 1)} at start, ${fmt(loadavg()[0]!, 1)} at end)`,
    [
      'set',
      'copy',
      'call',
      'tdoku/s',
      'ours/s',
      'tdoku ÷ ours',
      'tdoku guesses/puzzle',
      'our guesses/puzzle',
      'our nodes/puzzle',
      'wrong',
    ],
    rows,
  );
}

/** Runs the solver benchmark and prints its tables. */
export default async function solverBenchmark(): Promise<void> {
  const binary = process.env.TDOKU_BENCH;
  if (binary !== undefined && binary !== '') {
    tdokuSideBySide(binary, Number(process.env.TDOKU_ROUNDS ?? 5));
    if (process.env.TDOKU_ONLY === '1') return;
  }
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
