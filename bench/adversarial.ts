/**
 * Adversarial benchmark: the worst single call per set of hostile or very hard inputs, for the
 * figures of SECURITY.md and docs/hardening.md. Runs against the built `dist/`.
 *
 * Every call is timed on its own (the worst case matters here, not the mean), answers are checked
 * outside the timed part, and the unbounded calls (counting boards with 0–5 givens with a huge
 * limit) run under a signal that aborts after a deadline: the table shows how late past the
 * deadline the call came back. The library is synchronous, so the signal is a real AbortSignal
 * whose `aborted` flag flips once the deadline has passed, as a worker's timer would flip it.
 */
import type * as Library from '../src/index.js';
import { fmt, loadDataset, now, printTable, sampleDataset } from './lib.js';

const DIST = '../dist/index.js';
const {
  SudokuBoard,
  SudokuSolver,
  SudokuValidator,
  SeededRandomSource,
  SudokuLogicSolver,
  SudokuGenerator,
  rateBoard,
} = (await import(DIST)) as typeof Library;
type SudokuBoard = Library.SudokuBoard;

const ANTI_BACKTRACKING = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const SAMPLE_1905 = 5000;
const FEW_GIVENS_BOARDS = 60;
const DEADLINE_MS = 50;
const RATED_HARDEST = 12;
const LOGIC_HARDEST = 60;

// eslint-disable-next-line @typescript-eslint/unbound-method -- called with Reflect.apply on a signal
const nativeAborted = Object.getOwnPropertyDescriptor(AbortSignal.prototype, 'aborted')!.get!;

class Deadline extends Error {}

function deadlineSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  const deadline = now() + ms;
  Object.defineProperty(controller.signal, 'aborted', {
    get(): boolean {
      if (!(Reflect.apply(nativeAborted, controller.signal, []) as boolean) && now() >= deadline) {
        controller.abort(new Deadline());
      }
      return Reflect.apply(nativeAborted, controller.signal, []) as boolean;
    },
  });
  return controller.signal;
}

interface Worst {
  calls: number;
  total: number;
  worst: number;
  worstInput: string;
}

function timeEach<T>(inputs: readonly T[], label: (input: T) => string, call: (input: T) => void): Worst {
  const result: Worst = { calls: 0, total: 0, worst: 0, worstInput: '' };
  for (const input of inputs) {
    const start = now();
    call(input);
    const elapsed = now() - start;
    result.calls++;
    result.total += elapsed;
    if (elapsed > result.worst) {
      result.worst = elapsed;
      result.worstInput = label(input);
    }
  }
  return result;
}

function row(set: string, call: string, w: Worst): string[] {
  return [set, call, fmt(w.calls), fmt((w.total / w.calls) * 1000, 0), fmt(w.worst, 2), w.worstInput];
}

/** Boards with `givens` legal random givens (0–5), drawn from a fixed seed. */
function fewGivenBoards(count: number): SudokuBoard[] {
  const random = new SeededRandomSource('adversarial');
  const boards: SudokuBoard[] = [];
  for (let k = 0; k < count; k++) {
    let board = SudokuBoard.empty();
    const givens = k % 6;
    while (board.filledCount < givens) {
      const index = random.nextInt(81);
      const value = 1 + random.nextInt(9);
      const [r, c] = [Math.floor(index / 9), index % 9];
      if (board.at(index) === 0 && SudokuValidator.isLegal(board, r, c, value))
        board = board.with(r, c, value);
    }
    boards.push(board);
  }
  return boards;
}

/** The puzzle with one wrong but legal digit in its first empty cell: unsolvable, proven only by a full search. */
function breakPuzzle(solver: Library.SudokuSolver, board: SudokuBoard): SudokuBoard | null {
  const solved = solver.solve(board);
  if (solved.status !== 'solved') return null;
  const index = board.toValues().indexOf(0);
  const [r, c] = [Math.floor(index / 9), index % 9];
  const wrong = SudokuValidator.getCandidates(board, r, c).find((d) => d !== solved.solution.get(r, c));
  return wrong === undefined ? null : board.with(r, c, wrong);
}

export default async function run(): Promise<void> {
  const solver = new SudokuSolver();
  const hardest = loadDataset('forum-hardest-1106').map((l) => SudokuBoard.parse(l.slice(0, 81)));
  const sample = sampleDataset('forum-hardest-1905-11plus', SAMPLE_1905).map((l) =>
    SudokuBoard.parse(l.slice(0, 81)),
  );
  const anti = SudokuBoard.parse(ANTI_BACKTRACKING);
  const few = fewGivenBoards(FEW_GIVENS_BOARDS);
  const broken = [...hardest, ...sample.slice(0, 1000)]
    .map((b) => breakPuzzle(solver, b))
    .filter((b) => b !== null);
  const line = (b: SudokuBoard): string => b.toString();

  // Warm-up.
  for (const board of sample.slice(0, 500)) solver.countSolutions(board, 2);

  const rows: string[][] = [];
  rows.push(
    row(
      'forum-hardest-1106 (all)',
      'solve',
      timeEach(hardest, line, (b) => solver.solve(b)),
    ),
  );
  rows.push(
    row(
      'forum-hardest-1106 (all)',
      'countSolutions(·, 2)',
      timeEach(hardest, line, (b) => solver.countSolutions(b, 2)),
    ),
  );
  rows.push(
    row(
      `forum-hardest-1905-11plus (${fmt(sample.length)})`,
      'solve',
      timeEach(sample, line, (b) => solver.solve(b)),
    ),
  );
  rows.push(
    row(
      `forum-hardest-1905-11plus (${fmt(sample.length)})`,
      'countSolutions(·, 2)',
      timeEach(sample, line, (b) => solver.countSolutions(b, 2)),
    ),
  );
  rows.push(
    row(
      'anti-backtracking',
      'solve',
      timeEach(Array(200).fill(anti) as SudokuBoard[], line, (b) => solver.solve(b)),
    ),
  );
  rows.push(
    row(
      'anti-backtracking',
      'countSolutions(·, 1000)',
      timeEach(Array(200).fill(anti) as SudokuBoard[], line, (b) => solver.countSolutions(b, 1000)),
    ),
  );
  rows.push(
    row(
      'one wrong legal digit (unsolvable)',
      'solve',
      timeEach(broken, line, (b) => solver.solve(b)),
    ),
  );
  rows.push(
    row(
      'one wrong legal digit (unsolvable)',
      'countSolutions(·, 2)',
      timeEach(broken, line, (b) => solver.countSolutions(b, 2)),
    ),
  );
  rows.push(
    row(
      '0–5 givens',
      'solve',
      timeEach(few, line, (b) => solver.solve(b)),
    ),
  );
  rows.push(
    row(
      '0–5 givens',
      'countSolutions(·, 10,000)',
      timeEach(few, line, (b) => solver.countSolutions(b, 10_000)),
    ),
  );
  printTable(
    'Worst single call per set (ms; mean in µs)',
    ['set', 'call', 'calls', 'mean µs', 'worst ms', 'worst input'],
    rows,
  );

  // Unbounded counting, stopped by the signal.
  let late = 0;
  let aborted = 0;
  for (const board of few) {
    const start = now();
    try {
      solver.countSolutions(board, Number.MAX_SAFE_INTEGER, { signal: deadlineSignal(DEADLINE_MS) });
    } catch (error) {
      if (!(error instanceof Deadline)) throw error;
      aborted++;
    }
    late = Math.max(late, now() - start - DEADLINE_MS);
  }
  printTable(
    `Counting 0–5-given boards with limit 2^53 − 1 under a ${DEADLINE_MS} ms deadline`,
    ['boards', 'aborted with the signal’s reason', 'worst return after the deadline (ms)'],
    [[fmt(few.length), fmt(aborted), fmt(late, 2)]],
  );

  // The human-style layers: the rating gives up ("beyond") rather than search forever.
  const logic = new SudokuLogicSolver();
  const fewForRating = few.slice(0, 6);
  const heavy: string[][] = [];
  heavy.push(
    row(
      `forum-hardest-1106 (${RATED_HARDEST})`,
      'rateBoard',
      timeEach(hardest.slice(0, RATED_HARDEST), line, (b) => rateBoard(b)),
    ),
  );
  heavy.push(
    row(
      '0–5 givens (6)',
      'rateBoard',
      timeEach(fewForRating, line, (b) => rateBoard(b)),
    ),
  );
  heavy.push(
    row(
      `forum-hardest-1106 (${LOGIC_HARDEST})`,
      'logic solve',
      timeEach(hardest.slice(0, LOGIC_HARDEST), line, (b) => logic.solve(b)),
    ),
  );
  heavy.push(
    row(
      '0–5 givens (6)',
      'logic solve',
      timeEach(fewForRating, line, (b) => logic.solve(b)),
    ),
  );
  printTable(
    'Rating and logic solving: worst single call (ms; mean in µs)',
    ['set', 'call', 'calls', 'mean µs', 'worst ms', 'worst input'],
    heavy,
  );

  const aborts: [string, (signal: AbortSignal) => unknown][] = [
    ['rateBoard, empty board', (signal) => rateBoard(SudokuBoard.empty(), { signal })],
    ['rateBoard, forum-hardest #1', (signal) => rateBoard(hardest[0]!, { signal })],
    [
      'generate, rating band 10–11, 100,000 attempts',
      (signal) =>
        new SudokuGenerator().generate({
          rating: { min: 10, max: 11 },
          maxAttempts: 100_000,
          seed: 1,
          signal,
        }),
    ],
    [
      'countSolutions, empty board, limit 2^53 − 1',
      (signal) => solver.countSolutions(SudokuBoard.empty(), Number.MAX_SAFE_INTEGER, { signal }),
    ],
  ];
  const abortRows = aborts.map(([label, call]) => {
    const start = now();
    let answer = 'returned';
    try {
      call(deadlineSignal(DEADLINE_MS));
    } catch (error) {
      if (!(error instanceof Deadline)) throw error;
      answer = 'aborted';
    }
    return [label, answer, fmt(now() - start - DEADLINE_MS, 2)];
  });
  printTable(
    `Long calls under a ${DEADLINE_MS} ms deadline`,
    ['call', 'answer', 'ms past the deadline'],
    abortRows,
  );

  // Very long texts.
  const size = 10 * 1024 * 1024;
  const texts: [string, string][] = [
    ['10 MB of "1"', '1'.repeat(size)],
    ['10 MB of "x"', 'x'.repeat(size)],
    ['10 MB of newlines', '\n'.repeat(size)],
    ['10 MB of grid rows', '5 3 . | . 7 . | . . .\n'.repeat(Math.ceil(size / 22))],
    ['a puzzle inside 10 MB of spaces', ' '.repeat(size / 2) + ANTI_BACKTRACKING + ' '.repeat(size / 2)],
  ];
  const textRows = texts.map(([label, text]) => {
    const start = now();
    let answer: string;
    try {
      answer = `parsed (${SudokuBoard.parse(text).filledCount} givens)`;
    } catch (error) {
      answer = (error as { code?: string }).code ?? String(error);
    }
    return [label, answer, fmt(now() - start, 1)];
  });
  printTable('SudokuBoard.parse on very long texts', ['text', 'answer', 'ms'], textRows);

  // Answers, checked outside the timed parts.
  for (const board of [...hardest, ...sample, anti]) {
    const result = solver.solve(board);
    if (result.status !== 'solved' || !SudokuValidator.isSolution(board, result.solution))
      throw new Error(`wrong answer: ${board.toString()}`);
  }
  for (const board of broken)
    if (solver.countSolutions(board, 2) !== 0) throw new Error(`not unsolvable: ${board.toString()}`);
  await Promise.resolve();
}
