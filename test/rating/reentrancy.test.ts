/**
 * The rating keeps no state at module level: a rating started from inside another one (here from
 * the `aborted` getter of the outer call's signal, which the chain searches poll) must leave both
 * results exactly as serial calls give them.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { rateBoard, type SudokuRating } from '../../src/rating/rate.js';

// Puzzles from test/fixtures/se-rated.tsv with the ER Sudoku Explainer gave them.
const FORCING_X = '................12..3..4..............5.3.4...6.7....1....4.6...2......71...89...'; // 6.6
const MULTIPLE = '1.....9...64..1.7..7..4.......3.....3.89..5....7....2.....6.7.9.....4.1....129.3.'; // 7.8
const DYNAMIC = '......41.9..3.....3...5.....48..7..........52.1.......6..2....5.7....8......3....'; // 8.3

/** An AbortSignal (it passes the library's check) whose `aborted` getter runs `onPoll` first. */
function pollingSignal(onPoll: (poll: number) => void): AbortSignal {
  let polls = 0;
  return Object.create(AbortSignal.prototype, {
    aborted: {
      get(): boolean {
        onPoll(++polls);
        return false;
      },
    },
    reason: { value: undefined },
  }) as AbortSignal;
}

describe('rateBoard re-entrancy', () => {
  const serial = new Map<string, SudokuRating>();
  const rate = (line: string): SudokuRating => rateBoard(SudokuBoard.parse(line));
  for (const line of [FORCING_X, MULTIPLE, DYNAMIC]) serial.set(line, rate(line));

  it('rates the serial puzzles with the chain techniques the test relies on', () => {
    expect(serial.get(FORCING_X)!.rating).toBe(6.6);
    expect(serial.get(MULTIPLE)!.rating).toBe(7.8);
    expect(serial.get(DYNAMIC)!.rating).toBe(8.3);
  });

  /** How many times rating `line` polls its signal. */
  function pollCount(line: string): number {
    let count = 0;
    rateBoard(SudokuBoard.parse(line), { signal: pollingSignal((poll) => (count = poll)) });
    return count;
  }

  it('gives the serial results when a signal getter rates other puzzles mid-rating', () => {
    for (const [outer, inner] of [
      [MULTIPLE, [DYNAMIC, FORCING_X]],
      [DYNAMIC, [MULTIPLE, FORCING_X]],
      [FORCING_X, [DYNAMIC, MULTIPLE]],
    ] as const) {
      // Nested ratings at five polls spread over the whole outer rating, most of them inside the
      // chain searches, which poll between candidates.
      const total = pollCount(outer);
      expect(total).toBeGreaterThan(100);
      const at = new Set([1, 3, 5, 7, 9].map((k) => Math.floor((total * k) / 10)));
      const innerResults: [string, SudokuRating][] = [];
      const signal = pollingSignal((poll) => {
        if (!at.has(poll)) return;
        const line = inner[innerResults.length % inner.length]!;
        innerResults.push([line, rate(line)]);
      });
      const result = rateBoard(SudokuBoard.parse(outer), { signal });
      expect(innerResults.length).toBe(at.size);
      expect(result).toEqual(serial.get(outer));
      for (const [line, rating] of innerResults) expect(rating).toEqual(serial.get(line));
    }
  });

  it('gives the serial results when the nested ratings nest again', () => {
    const total = pollCount(DYNAMIC);
    let depth = 0;
    let nested = 0;
    const results: [string, SudokuRating][] = [];
    const signal: AbortSignal = pollingSignal((poll) => {
      if (depth >= 2 || nested >= 3 || poll % Math.floor(total / 4) !== 0) return;
      nested++;
      depth++;
      try {
        const line = nested % 2 === 0 ? FORCING_X : MULTIPLE;
        results.push([line, rateBoard(SudokuBoard.parse(line), { signal })]);
      } finally {
        depth--;
      }
    });
    const result = rateBoard(SudokuBoard.parse(DYNAMIC), { signal });
    expect(nested).toBe(3);
    expect(result).toEqual(serial.get(DYNAMIC));
    for (const [line, rating] of results) expect(rating).toEqual(serial.get(line));
  });
});
