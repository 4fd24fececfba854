/**
 * Adversarial solver inputs, each call bounded: the puzzle built against naive backtracking, boards
 * with 0–5 givens counted with huge limits under a deadline signal, every forum-hardest-1106
 * puzzle, and those puzzles made unsolvable by one wrong (but legal) digit, which forces a search
 * of the whole tree. Timing is not asserted here (see `bench/adversarial.ts` for the figures); a
 * generous deadline only turns a hang into a failure instead of a stuck run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuSolver,
  SudokuValidator,
  rateBoard,
} from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import { FULL, sample } from '../sample.js';
import { DeadlineError, deadlineSignal } from './support.js';

// The puzzle from the "Sudoku solving algorithms" Wikipedia article built to defeat naive
// backtracking: the solution's first row is 987654321 and the givens sit at the end.
const ANTI_BACKTRACKING = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const HANG_GUARD_MS = 10_000;

const solver = new SudokuSolver();

/** Runs `call` under a deadline signal; returns its value, or 'aborted' and how late the abort came. */
function bounded<T>(call: (signal: AbortSignal) => T, ms: number): { value: T | 'aborted'; lateMs: number } {
  const start = performance.now();
  const signal = deadlineSignal(ms);
  try {
    return { value: call(signal), lateMs: 0 };
  } catch (error) {
    if (!(error instanceof DeadlineError)) throw error;
    return { value: 'aborted', lateMs: performance.now() - start - ms };
  }
}

describe('the anti-backtracking puzzle', () => {
  it('solves to the solution whose first row is 987654321, uniquely', () => {
    const board = SudokuBoard.parse(ANTI_BACKTRACKING);
    const result = bounded((signal) => solver.solve(board, { signal }), HANG_GUARD_MS).value;
    expect(result).not.toBe('aborted');
    if (result === 'aborted' || result.status !== 'solved') throw new Error('not solved');
    expect(result.solution.toString().slice(0, 9)).toBe('987654321');
    expect(SudokuValidator.isSolution(board, result.solution)).toBe(true);
    expect(solver.countSolutions(board, 1000)).toBe(1);
  });

  it('stays unique and solves consistently with its rows reversed (the givens first)', () => {
    const rows = SudokuBoard.parse(ANTI_BACKTRACKING).toArray().reverse();
    const board = SudokuBoard.fromArray(rows);
    const result = solver.solve(board);
    if (result.status !== 'solved') throw new Error('not solved');
    expect(result.solution.toArray()[8]).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(solver.countSolutions(board, 1000)).toBe(1);
  });
});

describe('boards with 0–5 givens', () => {
  // Legal random givens: each digit placed where it does not clash.
  const fewGivensArb = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), { maxLength: 5 })
    .map((givens) => {
      let board = SudokuBoard.empty();
      for (const [index, value] of givens) {
        const row = Math.floor(index / 9);
        const column = index % 9;
        if (SudokuValidator.isLegal(board, row, column, value)) board = board.with(row, column, value);
      }
      return board;
    });

  it('counting with a huge limit is stopped promptly by the signal, with its reason', () => {
    let worstLate = 0;
    fc.assert(
      fc.property(fewGivensArb, (board) => {
        const { value, lateMs } = bounded(
          (signal) => solver.countSolutions(board, Number.MAX_SAFE_INTEGER, { signal }),
          20,
        );
        expect(value).toBe('aborted');
        worstLate = Math.max(worstLate, lateMs);
        expect(lateMs).toBeLessThan(HANG_GUARD_MS);
      }),
      { numRuns: 15 },
    );
    expect(worstLate).toBeGreaterThanOrEqual(0);
  });

  it('counting with a large finite limit returns exactly that limit (they have millions of solutions)', () => {
    fc.assert(
      fc.property(fewGivensArb, (board) => {
        const { value } = bounded(
          (signal) => solver.countSolutions(board, 20_000, { signal }),
          HANG_GUARD_MS,
        );
        expect(value).toBe(20_000);
      }),
      { numRuns: 10 },
    );
  });

  it('solve and hasUniqueSolution answer at once on them', () => {
    fc.assert(
      fc.property(fewGivensArb, (board) => {
        const solved = bounded((signal) => solver.solve(board, { signal }), HANG_GUARD_MS).value;
        if (solved === 'aborted' || solved.status !== 'solved') throw new Error('not solved');
        expect(SudokuValidator.isSolution(board, solved.solution)).toBe(true);
        expect(solver.hasUniqueSolution(board)).toBe(false);
      }),
      { numRuns: 20 },
    );
  });
});

describe('forum-hardest-1106', () => {
  const lines = fixtureLines('forum-hardest-1106.txt').map((line) => line.slice(0, 81));

  it('every puzzle (of a spread-out sample under npm test) is solved, keeps its givens and is unique, each call bounded', () => {
    expect(lines.length).toBe(375); // the whole file, as its README lists it
    for (const line of sample(lines, 60)) {
      const board = SudokuBoard.parse(line);
      const solved = bounded((signal) => solver.solve(board, { signal }), HANG_GUARD_MS).value;
      if (solved === 'aborted' || solved.status !== 'solved') throw new Error(`not solved: ${line}`);
      expect(SudokuValidator.isSolution(board, solved.solution)).toBe(true);
      const count = bounded((signal) => solver.countSolutions(board, 2, { signal }), HANG_GUARD_MS).value;
      expect(count).toBe(1);
    }
  });

  it('with one wrong but legal digit added, a sample becomes unsolvable, proven in bounded time', () => {
    // Every 10th puzzle (every 25th under npm test): put in its first empty cell a legal digit that differs from the solution.
    for (let k = 0; k < lines.length; k += FULL ? 10 : 25) {
      const board = SudokuBoard.parse(lines[k]!);
      const solved = solver.solve(board);
      if (solved.status !== 'solved') throw new Error('not solved');
      const index = board.toValues().indexOf(0);
      const [row, column] = [Math.floor(index / 9), index % 9];
      const wrong = SudokuValidator.getCandidates(board, row, column).find(
        (digit) => digit !== solved.solution.get(row, column),
      );
      if (wrong === undefined) continue;
      const broken = board.with(row, column, wrong);
      const result = bounded((signal) => solver.solve(broken, { signal }), HANG_GUARD_MS).value;
      expect(result !== 'aborted' && result.status).toBe('unsolvable');
      expect(bounded((signal) => solver.countSolutions(broken, 1000, { signal }), HANG_GUARD_MS).value).toBe(
        0,
      );
    }
  });
});

describe('other long calls stop promptly under a signal', () => {
  const hardest = SudokuBoard.parse(fixtureLines('forum-hardest-1106.txt')[0]!.slice(0, 81));
  const calls: [string, (signal: AbortSignal) => unknown][] = [
    ['rating the empty board', (signal) => rateBoard(SudokuBoard.empty(), { signal })],
    ['rating a forum-hardest puzzle', (signal) => rateBoard(hardest, { signal })],
    [
      'SudokuLogicSolver.rate on a forum-hardest puzzle',
      (signal) => new SudokuLogicSolver().rate(hardest, { signal }),
    ],
    [
      'generating for a rating band no puzzle reaches, with 100,000 attempts',
      (signal) =>
        new SudokuGenerator().generate({
          rating: { min: 10, max: 11 },
          maxAttempts: 100_000,
          seed: 1,
          signal,
        }),
    ],
  ];
  for (const [name, call] of calls) {
    it(`${name}: aborted with the signal's reason`, () => {
      const { value, lateMs } = bounded(call, 20);
      expect(value).toBe('aborted');
      expect(lateMs).toBeLessThan(HANG_GUARD_MS);
    });
  }

  it('the logic solver ends on its own on the empty board and on the hardest puzzles', () => {
    const logic = new SudokuLogicSolver();
    for (const board of [SudokuBoard.empty(), hardest]) {
      const result = bounded((signal) => logic.solve(board, { signal }), HANG_GUARD_MS).value;
      expect(result).not.toBe('aborted');
      expect(['stuck', 'solved']).toContain(result !== 'aborted' && result.status);
    }
  });
});
