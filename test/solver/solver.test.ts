/**
 * SudokuSolver against external data: tdoku's solution-count file (exact counts, known solutions,
 * puzzles with no solution), the magictour top1465 set, the forum's hardest puzzles and Gordon
 * Royle's 17-clue collection (see test/fixtures/README.md for provenance).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuSolveStatus, SudokuSolver, SudokuValidator } from '../../src/index.js';
import { abortAfter, fixtureLines, nativeAborted, solutionCounts } from '../helpers.js';
import { sample } from '../sample.js';

const solver = new SudokuSolver();

/** Solves and checks everything the contract promises about a solved result. */
function expectSolved(puzzle: SudokuBoard): SudokuBoard {
  const result = solver.solve(puzzle);
  if (result.status !== 'solved') throw new Error(`not solved: ${puzzle.toString()} (${result.status})`);
  expect(SudokuValidator.isComplete(result.solution)).toBe(true);
  expect(SudokuValidator.isSolution(puzzle, result.solution)).toBe(true);
  return result.solution;
}

describe('solution-counts.txt (tdoku solver test data)', () => {
  const rows = solutionCounts();

  it('has the 43 listed puzzles: 10 without solution, 18 unique, 15 with several', () => {
    expect(rows).toHaveLength(43);
    expect(rows.filter((r) => r.count === 0)).toHaveLength(10);
    expect(rows.filter((r) => r.count === 1 && r.solution !== undefined)).toHaveLength(18);
    expect(rows.filter((r) => r.count > 1)).toHaveLength(15);
  });

  it.each(rows.map((row, line) => ({ ...row, line: line + 1 })))(
    'line $line: countSolutions(board, 1000) is $count',
    ({ puzzle, count, solution }) => {
      const board = SudokuBoard.parse(puzzle);
      expect(solver.countSolutions(board, 1000)).toBe(count);
      expect(solver.countSolutions(board)).toBe(Math.min(count, 2));
      expect(solver.hasUniqueSolution(board)).toBe(count === 1);
      const result = solver.solve(board);
      if (count === 0) {
        expect(result.status).toBe(SudokuSolveStatus.Unsolvable);
      } else {
        expect(result.status).toBe(SudokuSolveStatus.Solved);
        const found = expectSolved(board);
        if (solution !== undefined) expect(found.toString()).toBe(solution);
      }
      // Counting with a cap below the count stops at the cap.
      if (count > 3) expect(solver.countSolutions(board, 3)).toBe(3);
      expect(board.toString()).toBe(puzzle.replace(/[^1-9]/g, '.'));
    },
  );
});

describe.each([
  ['top1465.txt', sample(fixtureLines('top1465.txt'), 400)],
  ['forum-hardest-1106.txt', fixtureLines('forum-hardest-1106.txt')],
  ['17-clue.txt (spread out; all under test:full)', sample(fixtureLines('17-clue.txt'), 400)],
])('%s', (_name, lines) => {
  it(`solves all ${lines.length} puzzles, each with a unique solution`, () => {
    expect(lines.length).toBeGreaterThan(300);
    let failures = 0;
    for (const line of lines) {
      const board = SudokuBoard.parse(line);
      const result = solver.solve(board);
      if (result.status !== 'solved') {
        failures++;
        continue;
      }
      if (!SudokuValidator.isComplete(result.solution)) failures++;
      if (!SudokuValidator.isSolution(board, result.solution)) failures++;
      if (solver.countSolutions(board, 2) !== 1) failures++;
      if (board.toString() !== line) failures++;
    }
    expect(failures).toBe(0);
  });
});

describe('invalid boards', () => {
  const base = SudokuBoard.parse(fixtureLines('top1465.txt')[0]!);
  // top1465 line 1 starts `4...3....`: cell 0 holds 4, cell 4 holds 3.
  const cases: [string, SudokuBoard, number[]][] = [
    ['a row', base.with(0, 8, 4), [0, 8]],
    ['a column', base.with(8, 0, 4), [0, 72]],
    ['a box', base.with(2, 2, 4), [0, 20]],
  ];

  it.each(cases)('a duplicate in %s is invalid-board naming both cells', (_unit, board, cells) => {
    const result = solver.solve(board);
    expect(result).toEqual({ status: 'invalid-board', conflicts: cells });
    expect(Object.isFrozen(result)).toBe(true);
    if (result.status === 'invalid-board') expect(Object.isFrozen(result.conflicts)).toBe(true);
    expect(solver.countSolutions(board)).toBe(0);
    expect(solver.countSolutions(board, 1000)).toBe(0);
    expect(solver.hasUniqueSolution(board)).toBe(false);
  });

  it('names every cell of every clash', () => {
    const board = SudokuBoard.parse('11.......1........'.padEnd(81, '.'));
    expect(solver.solve(board)).toEqual({ status: 'invalid-board', conflicts: [0, 1, 9] });
  });

  it('reports a full grid with a clash as invalid, not unsolvable', () => {
    const solved = expectSolved(base);
    const broken = solved.with(4, 4, solved.get(4, 5));
    const result = solver.solve(broken);
    expect(result.status).toBe('invalid-board');
    if (result.status === 'invalid-board') expect(result.conflicts.length).toBeGreaterThanOrEqual(2);
  });
});

describe('results', () => {
  const puzzle = SudokuBoard.parse(fixtureLines('top1465.txt')[5]!);

  it('are frozen, with statistics, and deterministic', () => {
    const a = solver.solve(puzzle);
    const b = new SudokuSolver().solve(puzzle);
    expect(a).toEqual(b);
    expect(Object.isFrozen(a)).toBe(true);
    if (a.status !== 'solved') throw new Error('expected solved');
    expect(Object.isFrozen(a.stats)).toBe(true);
    expect(a.stats.nodes).toBeGreaterThanOrEqual(1);
    expect(a.stats.guesses).toBeGreaterThan(0);
  });

  it('report no guess for a board that singles alone solve', () => {
    const line = fixtureLines('solution-counts.txt')[0]!.split(':')[2]!;
    const full = SudokuBoard.parse(line);
    const result = solver.solve(full.with(0, 0, 0).with(4, 4, 0));
    expect(result.status === 'solved' && result.stats).toEqual({ guesses: 0, nodes: 1 });
  });

  it('solve an unsolvable board with statistics', () => {
    const row = solutionCounts().find((r) => r.count === 0)!;
    const result = solver.solve(SudokuBoard.parse(row.puzzle));
    expect(result.status).toBe('unsolvable');
    expect(Object.isFrozen(result)).toBe(true);
    if (result.status === 'unsolvable') expect(result.stats.nodes).toBeGreaterThanOrEqual(0);
  });

  it('solve the empty board and a full valid board', () => {
    const solution = expectSolved(SudokuBoard.empty());
    expect(solver.countSolutions(SudokuBoard.empty(), 7)).toBe(7);
    const again = solver.solve(solution);
    expect(again.status === 'solved' && again.solution.equals(solution)).toBe(true);
    expect(solver.countSolutions(solution, 1000)).toBe(1);
  });
});

describe('solution counts agree with a naive reference counter', () => {
  /** Plain backtracking over the empty cells in order, capped: the obvious algorithm. */
  function referenceCount(values: number[], limit: number): number {
    const cells = values.flatMap((v, i) => (v === 0 ? [i] : []));
    let count = 0;
    const legal = (i: number, d: number): boolean => {
      const r = Math.floor(i / 9);
      const c = i % 9;
      for (let k = 0; k < 9; k++) {
        if (values[r * 9 + k] === d || values[k * 9 + c] === d) return false;
        const br = Math.floor(r / 3) * 3 + Math.floor(k / 3);
        const bc = Math.floor(c / 3) * 3 + (k % 3);
        if (values[br * 9 + bc] === d) return false;
      }
      return true;
    };
    const go = (n: number): void => {
      if (count >= limit) return;
      if (n === cells.length) {
        count++;
        return;
      }
      const i = cells[n]!;
      for (let d = 1; d <= 9; d++) {
        if (!legal(i, d)) continue;
        values[i] = d;
        go(n + 1);
        values[i] = 0;
      }
    };
    go(0);
    return count;
  }

  const grids = fixtureLines('solution-counts.txt')
    .map((line) => line.split(':')[2])
    .filter((s): s is string => s !== undefined);

  it('on solved grids with random digits relabelled and up to 45 cells erased', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: grids.length - 1 }),
        fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 45 }),
        (g, relabel, erased) => {
          const values = grids[g]!.split('').map((ch) => relabel[Number(ch) - 1]!);
          for (const i of erased) values[i] = 0;
          const board = SudokuBoard.fromValues(values);
          const expected = referenceCount([...values], 50);
          expect(solver.countSolutions(board, 50)).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(1);
          expectSolved(board);
        },
      ),
      { numRuns: 150, seed: 4 },
    );
  });
});

describe('abort', () => {
  it('stops a count on a board with very few givens mid-search, throwing the reason', () => {
    const board = SudokuBoard.parse('1'.padEnd(81, '.'));
    const reason = new Error('stop');
    const { signal, reads } = abortAfter(3, reason);
    expect(() => solver.countSolutions(board, Number.MAX_SAFE_INTEGER, { signal })).toThrow(reason);
    // One read on entry, then one poll every few thousand nodes; it stops at the first poll that
    // sees the abort.
    expect(reads()).toBe(4);
    // The solver is still usable afterwards.
    expect(solver.countSolutions(board, 3)).toBe(3);
  });

  it('throws at once for an already aborted signal, with any reason', () => {
    const controller = new AbortController();
    controller.abort('why');
    const board = SudokuBoard.empty();
    expect(() => solver.solve(board, { signal: controller.signal })).toThrow('why');
    expect(() => solver.countSolutions(board, 2, { signal: controller.signal })).toThrow('why');
    expect(() => solver.hasUniqueSolution(board, { signal: controller.signal })).toThrow('why');
  });

  it('a live signal changes nothing', () => {
    const signal = new AbortController().signal;
    const board = SudokuBoard.parse(fixtureLines('forum-hardest-1106.txt')[0]!);
    expect(solver.solve(board, { signal })).toEqual(solver.solve(board));
    expect(solver.countSolutions(board, 2, { signal })).toBe(1);
  });

  it('calls made from inside a running search (through the signal) do not disturb it', () => {
    // Counting 10,000 solutions visits well over 4,096 nodes, so the signal is polled mid-search.
    const sparse = SudokuBoard.parse('1'.padEnd(81, '.'));
    const hard = SudokuBoard.parse(fixtureLines('forum-hardest-1106.txt')[3]!);
    const serialCount = solver.countSolutions(sparse, 10_000);
    const serialSolve = solver.solve(hard);
    const controller = new AbortController();
    const inner: unknown[] = [];
    Object.defineProperty(controller.signal, 'aborted', {
      get(): boolean {
        inner.push(solver.countSolutions(SudokuBoard.empty(), 2));
        inner.push(solver.solve(hard));
        return nativeAborted(controller.signal);
      },
    });
    expect(solver.countSolutions(sparse, 10_000, { signal: controller.signal })).toBe(serialCount);
    expect(serialCount).toBe(10_000);
    expect(inner.length).toBeGreaterThanOrEqual(4); // the entry check and at least one poll
    for (let i = 0; i < inner.length; i += 2) {
      expect(inner[i]).toBe(2);
      expect(inner[i + 1]).toEqual(serialSolve);
    }
  });
});

describe('argument errors', () => {
  const board = SudokuBoard.empty();

  it.each([0, -1, 1.5, NaN, Infinity, -Infinity, 2 ** 53])('limit %s is a RangeError', (limit) => {
    expect(() => solver.countSolutions(board, limit)).toThrow(RangeError);
  });

  it('a limit that is not a number is a TypeError; the largest safe integer is fine', () => {
    expect(() => solver.countSolutions(board, '2' as unknown as number)).toThrow(TypeError);
    expect(solver.countSolutions(SudokuBoard.parse(fixtureLines('top1465.txt')[0]!), 2 ** 53 - 1)).toBe(1);
  });

  it.each([null, undefined, '...', {}, [[0]]])('a board of %s is a TypeError', (bad) => {
    expect(() => solver.solve(bad as SudokuBoard)).toThrow(TypeError);
    expect(() => solver.countSolutions(bad as SudokuBoard)).toThrow(TypeError);
    expect(() => solver.hasUniqueSolution(bad as SudokuBoard)).toThrow(TypeError);
  });

  it.each([null, 5, 'x', { signal: 'no' }, { signal: {} }])('options %s are a TypeError', (bad) => {
    expect(() => solver.solve(board, bad as never)).toThrow(TypeError);
    expect(() => solver.countSolutions(board, 2, bad as never)).toThrow(TypeError);
  });

  it('the solver instance is frozen', () => {
    expect(Object.isFrozen(solver)).toBe(true);
  });
});
