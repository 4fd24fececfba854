/**
 * The `timeout` option of every long entry point: a limit the call keeps itself (a timer cannot
 * fire while a synchronous call holds the thread).
 *
 * No assertion here is about speed: a call that cannot finish (counting 2^53 − 1 solutions,
 * generating a puzzle rated 10–11, rating the hardest puzzles) must end in a `SudokuError` with
 * code `TIMEOUT` whose `elapsed` is at least its `timeout`; the same instance then answers the next
 * call exactly as a fresh one does, and no input was changed. The overshoot is measured in
 * `bench/timeout.ts`, not here. Deterministic cases drive a fake clock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SudokuBoard,
  SudokuError,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuSolver,
  isSudokuError,
  rateBoard,
} from '../../src/index.js';
import { Deadline, checkTimeout, pollFor } from '../../src/internal/deadline.js';
import { fixtureLines } from '../helpers.js';

const EMPTY = SudokuBoard.empty();
const HARDEST = SudokuBoard.parse(fixtureLines('forum-hardest-1106.txt')[0]!);
const EASY = SudokuBoard.parse(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);

function timeoutOf(call: () => unknown): SudokuError {
  const start = performance.now();
  try {
    call();
  } catch (error) {
    const wall = performance.now() - start;
    if (!isSudokuError(error) || error.code !== 'TIMEOUT') throw error;
    expect(error).toBeInstanceOf(SudokuError);
    expect(typeof error.elapsed).toBe('number');
    expect(typeof error.timeout).toBe('number');
    expect(error.elapsed).toBeGreaterThanOrEqual(error.timeout!);
    // The call took at least as long as the error says.
    expect(wall).toBeGreaterThanOrEqual(error.elapsed!);
    expect(error.message).toMatch(/stopped after \d+ ms: it had a timeout of [\d.]+ ms/);
    return error;
  }
  throw new Error('expected a TIMEOUT');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('timeout: checked like every option', () => {
  it('takes a finite number of milliseconds ≥ 0, fractions included', () => {
    expect(checkTimeout(undefined)).toBeUndefined();
    expect(checkTimeout(0)).toBe(0);
    expect(checkTimeout(12.5)).toBe(12.5);
  });

  it.each([
    ['a negative number', -1, RangeError],
    ['NaN', Number.NaN, RangeError],
    ['Infinity', Number.POSITIVE_INFINITY, RangeError],
    ['a string', '100', TypeError],
    ['a bigint', 100n, TypeError],
    ['null', null, TypeError],
  ])('refuses %s at every entry point, naming options.timeout', (_name, timeout, type) => {
    const options = { timeout } as unknown as { timeout: number };
    const calls: (() => unknown)[] = [
      () => new SudokuSolver().solve(EASY, options),
      () => new SudokuSolver().countSolutions(EASY, 2, options),
      () => new SudokuSolver().hasUniqueSolution(EASY, options),
      () => new SudokuGenerator().generate({ seed: 1, ...options }),
      () => new SudokuGenerator().generate({ seed: 1, rating: { min: 1, max: 2 }, ...options }),
      () => rateBoard(EASY, options),
      () => new SudokuLogicSolver().solve(EASY, options),
      () => new SudokuLogicSolver().rate(EASY, options),
    ];
    for (const call of calls) {
      expect(call).toThrow(type);
      expect(call).toThrow(/options\.timeout must be a (finite )?number of milliseconds/);
    }
  });
});

describe('timeout: 0 stops every entry point before any work', () => {
  it.each([
    ['solve', () => new SudokuSolver().solve(EASY, { timeout: 0 })],
    ['countSolutions', () => new SudokuSolver().countSolutions(EASY, 2, { timeout: 0 })],
    ['hasUniqueSolution', () => new SudokuSolver().hasUniqueSolution(EASY, { timeout: 0 })],
    ['generate', () => new SudokuGenerator().generate({ seed: 1, timeout: 0 })],
    [
      'generate by rating',
      () => new SudokuGenerator().generate({ seed: 1, rating: { min: 1, max: 2 }, timeout: 0 }),
    ],
    ['rateBoard', () => rateBoard(EASY, { timeout: 0 })],
    ['logic solve', () => new SudokuLogicSolver().solve(EASY, { timeout: 0 })],
    ['logic rate', () => new SudokuLogicSolver().rate(EASY, { timeout: 0 })],
  ])('%s throws TIMEOUT with timeout 0', (_name, call) => {
    const error = timeoutOf(call);
    expect(error.timeout).toBe(0);
  });

  it('a generous timeout changes no answer', () => {
    const far = { timeout: 60_000 };
    const solver = new SudokuSolver();
    expect(solver.solve(EASY, far)).toEqual(solver.solve(EASY));
    expect(solver.countSolutions(EMPTY, 50, far)).toBe(50);
    expect(new SudokuGenerator().generate({ seed: 9, ...far })).toEqual(
      new SudokuGenerator().generate({ seed: 9 }),
    );
    expect(rateBoard(EASY, far)).toEqual(rateBoard(EASY));
    expect(new SudokuLogicSolver().solve(EASY, far)).toEqual(new SudokuLogicSolver().solve(EASY));
  });
});

describe('timeout: calls that cannot finish stop with TIMEOUT, and leave nothing behind', () => {
  it('countSolutions(empty board, 2^53 − 1) and the solver after it', () => {
    const solver = new SudokuSolver();
    const error = timeoutOf(() => solver.countSolutions(EMPTY, Number.MAX_SAFE_INTEGER, { timeout: 30 }));
    expect(error.timeout).toBe(30);
    expect(EMPTY.emptyCount).toBe(81);
    // The same instance answers the next calls as a fresh solver does.
    expect(solver.countSolutions(EASY)).toBe(1);
    expect(solver.solve(HARDEST)).toEqual(new SudokuSolver().solve(HARDEST));
  });

  it('countSolutions is polled inside the search (fake clock: every read advances 1 ms)', () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 1));
    const solver = new SudokuSolver();
    const error = timeoutOf(() => solver.countSolutions(EMPTY, Number.MAX_SAFE_INTEGER, { timeout: 5 }));
    expect(error.elapsed).toBeGreaterThanOrEqual(5);
    vi.restoreAllMocks();
    expect(solver.countSolutions(EMPTY, 3)).toBe(3);
  });

  it('generate by rating (a band it cannot reach in time) and the generator after it', () => {
    const generator = new SudokuGenerator();
    const error = timeoutOf(() =>
      generator.generate({ rating: { min: 10, max: 11 }, maxAttempts: 100_000, seed: 1, timeout: 40 }),
    );
    expect(error.timeout).toBe(40);
    expect(generator.generate({ seed: 5, difficulty: 'hard' })).toEqual(
      new SudokuGenerator().generate({ seed: 5, difficulty: 'hard' }),
    );
  });

  it('generate, polled during clue removal (fake clock)', () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 1));
    const generator = new SudokuGenerator();
    const error = timeoutOf(() => generator.generate({ seed: 3, emptyCellTarget: 64, timeout: 10 }));
    expect(error.timeout).toBe(10);
    vi.restoreAllMocks();
    expect(generator.generate({ seed: 3, emptyCellTarget: 64 })).toEqual(
      new SudokuGenerator().generate({ seed: 3, emptyCellTarget: 64 }),
    );
  });

  it('rateBoard on one of the hardest public puzzles, then the same rating in full', () => {
    // The rating of this puzzle takes about 20 ms when the code is hot (it took seconds before the
    // chain searches got their cut-offs): a 2 ms timeout still leaves it many polls to miss.
    const before = HARDEST.toString();
    const error = timeoutOf(() => rateBoard(HARDEST, { timeout: 2 }));
    expect(error.timeout).toBe(2);
    expect(HARDEST.toString()).toBe(before);
    const logic = new SudokuLogicSolver();
    timeoutOf(() => logic.rate(HARDEST, { timeout: 2 }));
    expect(rateBoard(EASY)).toEqual(logic.rate(EASY));
  });

  it('logic solve, polled between steps (fake clock), then the same solver in full', () => {
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 1));
    const logic = new SudokuLogicSolver();
    const error = timeoutOf(() => logic.solve(EASY, { timeout: 10 }));
    expect(error.timeout).toBe(10);
    vi.restoreAllMocks();
    const result = logic.solve(EASY);
    expect(result.status).toBe('solved');
    expect(result).toEqual(new SudokuLogicSolver().solve(EASY));
  });
});

describe('timeout with signal', () => {
  it('an already aborted signal wins over the timeout: its reason is thrown', () => {
    const controller = new AbortController();
    const reason = new Error('user stopped it');
    controller.abort(reason);
    expect(() => new SudokuSolver().solve(EASY, { signal: controller.signal, timeout: 1000 })).toThrow(
      reason,
    );
    expect(() => rateBoard(EASY, { signal: controller.signal, timeout: 0 })).toThrow(reason);
  });

  it('a signal aborted during the call (from user code it runs) stops it with its own reason', () => {
    const controller = new AbortController();
    const reason = new Error('aborted from the random source');
    let draws = 0;
    const random = {
      nextInt(bound: number): number {
        if (++draws === 100) controller.abort(reason);
        return draws % bound;
      },
    };
    expect(() =>
      new SudokuGenerator().generate({ random, signal: controller.signal, timeout: 60_000 }),
    ).toThrow(reason);
  });
});

describe('Deadline: the polled object', () => {
  it('latches: once stopped it stays stopped with one reason', () => {
    let t = 100;
    vi.spyOn(performance, 'now').mockImplementation(() => t);
    const deadline = new Deadline(undefined, 10);
    expect(deadline.aborted).toBe(false);
    expect(deadline.reason).toBeUndefined();
    t = 109.9;
    expect(deadline.aborted).toBe(false);
    t = 110;
    expect(deadline.aborted).toBe(true);
    const reason = deadline.reason as SudokuError;
    expect(reason.code).toBe('TIMEOUT');
    expect(reason.elapsed).toBe(10);
    expect(reason.timeout).toBe(10);
    t = 500;
    expect(deadline.aborted).toBe(true);
    expect(deadline.reason).toBe(reason);
  });

  it('reports the signal first, and is only built when a timeout is given', () => {
    const controller = new AbortController();
    expect(pollFor(undefined, undefined)).toBeUndefined();
    expect(pollFor(controller.signal, undefined)).toBe(controller.signal);
    const deadline = pollFor(controller.signal, 1e9)!;
    expect(deadline).toBeInstanceOf(Deadline);
    expect(deadline.aborted).toBe(false);
    controller.abort('why');
    expect(deadline.aborted).toBe(true);
    expect(deadline.reason).toBe('why');
  });
});
