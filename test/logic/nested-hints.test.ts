/**
 * Hints that need nested forcing chains: the step is found and explained (the inner chains it
 * rests on named), and `timeout` and `signal` stop its search inside the nested producer, in
 * `nextStep`, `solve`, `SudokuGame.hint` and `applyHint`, leaving nothing half done.
 *
 * The position: forum-hardest-1106 #31 (test/fixtures) after the 4 steps the hint engine finds
 * without nested chains. Its next step is a nested forcing chain (about half a second of search
 * here); the candidates are the hint engine's at that point.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuLogicSolver,
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
  isSudokuError,
} from '../../src/index.js';
import { abortAfter } from '../helpers.js';

const BOARD = SudokuBoard.parse(
  '..9.......6...3...1...7...54...52..7.....6.4..3.9...5.2......1.....2.57...48....2',
);
const CANDIDATES = SudokuCandidates.parse(`
3578  24578 9     | 12456 1468 1458 | 134678 2368  13468
578   6     2578  | 1245  1489 3    | 14789  289   1489
1     248   238   | 246   7    489  | 34689  23689 5
------------------+-----------------+-------------------
4     189   168   | 13    5    2    | 13689  3689  7
5789  12579 12578 | 137   138  6    | 12389  4     1389
678   3     12678 | 9     148  1478 | 1268   5     168
------------------+-----------------+-------------------
2     5789  35678 | 34567 3469 4579 | 34689  1     34689
3689  189   1368  | 1346  2    149  | 5      7     34689
35679 1579  4     | 8     1369 157  | 369    369   2
`);

const logic = new SudokuLogicSolver();
const flat = new SudokuLogicSolver({
  techniques: SUDOKU_HINT_ORDER.filter((id) => !id.startsWith('nested')),
});

/** How often a search of every technique but the nested ones polls its signal here, finding nothing. */
function flatPolls(): number {
  const { signal, reads } = abortAfter(Number.MAX_SAFE_INTEGER, null);
  expect(flat.nextStep(BOARD, { candidates: CANDIDATES, signal })).toBeNull();
  return reads();
}

/** The game at the position: the board as its puzzle, the candidates as its notes. */
function gameAtPosition(): SudokuGame {
  let game = SudokuGame.fromPuzzle(BOARD).fillNotes();
  for (let row = 0; row < 9; row++)
    for (let column = 0; column < 9; column++)
      for (const digit of game.notes(row, column))
        if (!CANDIDATES.has(row, column, digit)) game = game.toggleNote(row, column, digit);
  expect(game.candidates().equals(CANDIDATES)).toBe(true);
  return game;
}

function expectTimeout(call: () => unknown): void {
  let thrown: unknown = null;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(isSudokuError(thrown) && thrown.code).toBe('TIMEOUT');
}

describe('a hint that needs a nested forcing chain', () => {
  it('is found only by the nested chains, and its prose names the inner chains it rests on', () => {
    const step = logic.nextStep(BOARD, { candidates: CANDIDATES });
    expect(step?.technique).toBe('nested-forcing-chain');
    const text = step!.explanation;
    expect(text.startsWith(`${SUDOKU_TECHNIQUES['nested-forcing-chain'].name}: 9 goes in`)).toBe(true);
    // The branches, the inner chains (technique, chain, what they remove and need), the conclusion.
    expect(text).toContain('If r8c9: r8c9=9 →');
    expect(text).toMatch(/This rests on \d+ inner chains?, found on the grid of (its|their) branch/);
    expect(text).toMatch(
      /if r8c9, r8c1≠3 and r8c1≠8 by a Forcing XY-chain \(r8c1≠6 → .*\), which needs r9c1≠6/,
    );
    expect(text).toMatch(/by a Forcing X-chain on 3 \(r7c3=3 → .* → r7c3≠3\)/);
    expect(text.endsWith('Either way (64 candidates in all), remove 9 from r7c2.')).toBe(true);
    expect(step!.eliminations).toEqual([{ row: 6, column: 1, value: 9 }]);
  });

  it('a level-3 step names its inner multiple chains by what they show', () => {
    // forum-hardest-1106 #286, after the steps the hint engine takes before this one.
    const board = SudokuBoard.parse(
      '.2...6.8....7..1.2..92..........83....5..4....4.6...7..7..6..2.5.......3..1...9..',
    );
    const candidates = SudokuCandidates.parse(`
1347    2     347  | 13459  13459 6     | 457  8     4579
3468    3568  3468 | 7      34589 359   | 1    34569 24569
134678  13568 9    | 2      13458 135   | 4567 3456  4567
12679   169   267  | 159    12579 8     | 3    14569 124569
1236789 13689 5    | 139    12379 4     | 268  169   12689
12389   4     238  | 6      12359 12359 | 258  7     12589
3489    7     348  | 134589 6     1359  | 458  2     158
5       689   2468 | 1489   124   1279  | 678  146   3
23468   368   1    | 3458   2345  2357  | 9    456   45678
`);
    const step = logic.nextStep(board, { candidates });
    expect(step?.technique).toBe('nested-multiple-forcing-chain');
    const text = step!.explanation;
    expect(text).toContain('If r1c1: r1c1=3 → r2c2≠3 → r9c5≠3.');
    expect(text).toContain(
      'if r1c1, r9c5≠3 by a Multiple forcing chain: wherever 3 goes in column 4, r9c5 is not 3, ' +
        'which needs r2c2≠3, r3c2≠3 and r1c4≠3;',
    );
    expect(text).toMatch(/; and \d+ more\. Either way \(85 candidates in all\), remove 3 from r9c5\.$/);
  });

  it('nextStep and solve stop inside the nested search on a signal, throwing its reason', () => {
    const before = flatPolls();
    const reason = new Error('stop');
    for (const call of [
      (signal: AbortSignal) => logic.nextStep(BOARD, { candidates: CANDIDATES, signal }),
      (signal: AbortSignal) => logic.solve(BOARD, { candidates: CANDIDATES, signal }),
    ]) {
      // Every technique but the nested ones polls `before` times finding nothing; the nested
      // search polls at least once per empty cell: 50 polls later it is well inside.
      const { signal, reads } = abortAfter(before + 50, reason);
      expect(() => call(signal)).toThrow(reason);
      // It stops at the first poll that sees the abort.
      expect(reads()).toBe(before + 51);
    }
  });

  it('nextStep and solve throw a TIMEOUT SudokuError past their time limit', () => {
    expectTimeout(() => logic.nextStep(BOARD, { candidates: CANDIDATES, timeout: 1 }));
    expectTimeout(() => logic.solve(BOARD, { candidates: CANDIDATES, timeout: 1 }));
    expectTimeout(() => logic.nextStep(BOARD, { timeout: 0 }));
    expect(() => logic.nextStep(BOARD, { timeout: -1 })).toThrow(RangeError);
    expect(() => logic.nextStep(BOARD, { signal: 'no' as never })).toThrow(TypeError);
  });

  it('SudokuGame.hint and applyHint stop on a signal or a timeout, memoize nothing and change nothing', () => {
    const game = gameAtPosition();
    const saved = game.toString();
    const before = flatPolls();
    const reason = new Error('stop');
    expect(() => game.hint({ signal: abortAfter(before + 50, reason).signal })).toThrow(reason);
    // Nothing was memoized: the next bounded call searches again, and stops again.
    expect(() => game.applyHint({ signal: abortAfter(before + 50, reason).signal })).toThrow(reason);
    expectTimeout(() => game.hint({ timeout: 1 }));
    expectTimeout(() => game.applyHint({ timeout: 1 }));
    expect(game.toString()).toBe(saved);
    expect(game.lastStep).toBeNull();
    // Unbounded, the same game finds the step; it is memoized, and a bounded call returns it.
    const step = game.hint();
    expect(step?.technique).toBe('nested-forcing-chain');
    // (The checks read the signal twice before the memo.)
    expect(game.hint({ signal: abortAfter(2, reason).signal })).toBe(step);
    const next = game.applyHint({ timeout: 1 });
    expect(next.lastStep).toBe(step);
    expect(next.notes(6, 1)).not.toContain(9);
    expect(game.toString()).toBe(saved);
    // An aborted signal or a zero timeout throws even when the step is known.
    const controller = new AbortController();
    controller.abort(reason);
    expect(() => game.hint({ signal: controller.signal })).toThrow(reason);
    expectTimeout(() => game.applyHint({ timeout: 0 }));
    expect(() => game.hint({ timeout: Number.NaN })).toThrow(RangeError);
  });
});
