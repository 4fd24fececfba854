/**
 * Time-limit benchmark (built `dist/`): how far past its `timeout` a call runs, and what polling
 * the clock costs.
 *
 * - Overshoot: each long entry point is started with a `timeout` it cannot meet and timed from
 *   the call to the `TIMEOUT` error it throws; overshoot = measured time − timeout. Runs cycle
 *   through the limits and inputs; the table gives the median and the maximum over all runs (the
 *   maximum is what the documentation promises against). Every run must end in `TIMEOUT`.
 * - Cost: the same work with no option and with a `timeout` far in the future (so every poll
 *   reads the clock and none fires), alternated in short rounds; medians of the rounds and their
 *   ratio. A ratio near 1.00 means the clock reads are lost in the noise.
 *
 * - Poll intervals: the longest stretch between two polls of the signal, in CPU time (what a quiet
 *   machine would see on the wall clock) and in wall time, from a real `AbortSignal` whose
 *   `aborted` getter records the time of each read and aborts after a budget.
 *
 * `TIMEOUT_RUNS=n` changes the number of runs per case (default 60). The machine's load average is
 * printed with the tables: on a shared machine the worst overshoot is mostly time the process
 * spent waiting for a core.
 */
import { loadavg } from 'node:os';
import { fmt, loadDataset, loadLibrary, now, printTable } from './lib.js';

const lib = await loadLibrary();
const { SudokuBoard, SudokuGenerator, SudokuSolver, isSudokuError, rateBoard } = lib;

const RUNS = Number(process.env.TIMEOUT_RUNS ?? 60);
const LIMITS = [10, 50, 200] as const;

type Call = (timeout: number) => unknown;

function timed(call: Call, timeout: number): number {
  const start = now();
  try {
    call(timeout);
  } catch (error) {
    const ms = now() - start;
    if (!isSudokuError(error) || error.code !== 'TIMEOUT') throw error;
    return ms - timeout;
  }
  throw new Error(`a call with timeout ${timeout} ms finished instead of timing out`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function overshoot(): void {
  const solver = new SudokuSolver();
  const generator = new SudokuGenerator();
  // The hardest puzzles of the public sets take the longest chain searches to rate.
  const hardest = loadDataset('forum-hardest-1106', 12).map((line) => SudokuBoard.parse(line));
  const empty = SudokuBoard.empty();
  let next = 0;
  const hard = (): (typeof hardest)[number] => hardest[next++ % hardest.length]!;
  const cases: [string, Call][] = [
    [
      'countSolutions(empty, 2^53 − 1)',
      (timeout) => solver.countSolutions(empty, Number.MAX_SAFE_INTEGER, { timeout }),
    ],
    [
      'generate, rating 10–11, 100,000 attempts',
      (timeout) =>
        generator.generate({ rating: { min: 10, max: 11 }, maxAttempts: 100_000, seed: next++, timeout }),
    ],
    // Forum puzzles need nested forcing chains after a few steps: most limits fire inside them.
    ['rateBoard(forum-hardest), nested chains', (timeout) => rateBoard(hard(), { timeout })],
  ];
  const rows: string[][] = [];
  for (const [name, call] of cases) {
    const overs: number[] = [];
    for (let run = 0; run < RUNS; run++) overs.push(timed(call, LIMITS[run % LIMITS.length]!));
    rows.push([name, String(overs.length), fmt(median(overs), 2), fmt(Math.max(...overs), 2)]);
  }
  printTable(
    `Overshoot past the timeout (limits ${LIMITS.join(', ')} ms in turn, ${RUNS} runs per case, load average ${loadavg()[0]!.toFixed(1)}), ms`,
    ['call', 'timed out', 'median', 'max'],
    rows,
  );
}

function cost(): void {
  const solver = new SudokuSolver();
  const boards = loadDataset('top1465', 400).map((line) => SudokuBoard.parse(line));
  // Ratings of 17-clue puzzles are short (about 2 ms), so the polls are dense relative to the work.
  const rated = loadDataset('17-clue', 100).map((line) => SudokuBoard.parse(line));
  const far = { timeout: 1e9 };
  const contenders: [string, (withLimit: boolean) => void][] = [
    [
      'solve, 400 of top1465',
      (withLimit) => {
        for (const b of boards) solver.solve(b, withLimit ? far : undefined);
      },
    ],
    [
      'rateBoard, 100 of 17-clue',
      (withLimit) => {
        for (const b of rated) rateBoard(b, withLimit ? far : undefined);
      },
    ],
  ];
  const rows: string[][] = [];
  for (const [name, work] of contenders) {
    work(false);
    work(true);
    const plain: number[] = [];
    const limited: number[] = [];
    for (let round = 0; round < 15; round++) {
      for (const withLimit of round % 2 === 0 ? [false, true] : [true, false]) {
        const start = now();
        work(withLimit);
        (withLimit ? limited : plain).push(now() - start);
      }
    }
    const a = median(plain);
    const b = median(limited);
    rows.push([name, fmt(a, 1), fmt(b, 1), `${(b / a).toFixed(3)}×`]);
  }
  printTable(
    `Cost of polling the clock (median of 15 alternated rounds, load average ${loadavg()[0]!.toFixed(1)}), ms`,
    ['work', 'no timeout', 'timeout: 1e9', 'ratio'],
    rows,
  );
}

/** A real AbortSignal whose `aborted` getter records the gaps between reads, and aborts after `budget` ms. */
function recordingSignal(budget: number): {
  signal: AbortSignal;
  worst: () => { cpu: number; wall: number };
} {
  const controller = new AbortController();
  // The platform's own getter, read from the prototype (the own property below shadows it).
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with Reflect.apply below
  const getter = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')!.get!;
  const nativeAborted = (signal: AbortSignal): boolean => Reflect.apply(getter, signal, []) as boolean;
  const end = now() + budget;
  let lastWall = now();
  let lastCpu = process.cpuUsage().user;
  let cpu = 0;
  let wall = 0;
  Object.defineProperty(controller.signal, 'aborted', {
    get(): boolean {
      const w = now();
      const c = process.cpuUsage().user;
      cpu = Math.max(cpu, (c - lastCpu) / 1000);
      wall = Math.max(wall, w - lastWall);
      lastWall = w;
      lastCpu = c;
      if (w > end) controller.abort(new Error('budget spent'));
      return nativeAborted(controller.signal);
    },
  });
  return { signal: controller.signal, worst: () => ({ cpu, wall }) };
}

function pollIntervals(): void {
  const solver = new SudokuSolver();
  const generator = new SudokuGenerator();
  const hardest = loadDataset('forum-hardest-1106', 12).map((line) => SudokuBoard.parse(line));
  const cases: [string, (signal: AbortSignal) => void][] = [
    [
      'countSolutions(empty, 2^53 − 1), 3 s',
      (signal) => solver.countSolutions(SudokuBoard.empty(), Number.MAX_SAFE_INTEGER, { signal }),
    ],
    [
      'generate, rating 10–11, 5 s',
      (signal) => generator.generate({ rating: { min: 10, max: 11 }, maxAttempts: 100_000, seed: 1, signal }),
    ],
    [
      'rateBoard, forum-hardest #1–12',
      (signal) => {
        for (const board of hardest) rateBoard(board, { signal });
      },
    ],
  ];
  const budgets = [3000, 5000, 600_000];
  const rows = cases.map(([name, call], i) => {
    const { signal, worst } = recordingSignal(budgets[i]!);
    try {
      call(signal);
    } catch (error) {
      if (!signal.aborted) throw error;
    }
    const { cpu, wall } = worst();
    return [name, fmt(cpu, 1), fmt(wall, 1)];
  });
  printTable(
    `Longest stretch between two polls (load average ${loadavg()[0]!.toFixed(1)}), ms`,
    ['call', 'CPU', 'wall'],
    rows,
  );
}

export default async function run(): Promise<void> {
  overshoot();
  cost();
  pollIntervals();
  await Promise.resolve();
}
