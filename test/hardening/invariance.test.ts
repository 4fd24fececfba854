/**
 * Invariance under the symmetries of Sudoku (digit relabelling, rows inside bands, columns inside
 * stacks, band and stack permutations, transposition): a transformed puzzle has the same number
 * of solutions, its solution is the transformed solution, its conflicts are the transformed
 * conflicts, and its difficulty rating is the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver, SudokuSolver, SudokuValidator, rateBoard } from '../../src/index.js';
import { fixtureLines, fixtureSample, solutionCounts } from '../helpers.js';
import { FULL, size } from '../sample.js';
import { applyTransform, transformArb, type SudokuTransform } from './support.js';

const solver = new SudokuSolver();
const transform = (t: SudokuTransform, board: SudokuBoard): SudokuBoard =>
  SudokuBoard.fromValues(applyTransform(t, board.toValues()));

const COUNTS = solutionCounts();
const HARD = [
  ...fixtureSample('forum-hardest-1106.txt', 25),
  ...fixtureSample('top1465.txt', 25),
  ...fixtureSample('17-clue.txt', 25),
].map((line) => SudokuBoard.parse(line.slice(0, 81)));

describe('the transforms themselves', () => {
  it('map a solved grid to a solved grid and are bijections on cells and digits', () => {
    const solution = SudokuBoard.parse(COUNTS.find((row) => row.solution !== undefined)!.solution!);
    fc.assert(
      fc.property(transformArb, (t) => {
        expect(new Set(t.source).size).toBe(81);
        expect(new Set(t.digits.slice(1)).size).toBe(9);
        expect(SudokuValidator.isComplete(transform(t, solution))).toBe(true);
      }),
      { numRuns: size(40, 200) },
    );
  });
});

describe('countSolutions and solve', () => {
  it('keep the listed solution count of every solution-counts.txt puzzle under random symmetries', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTS), transformArb, (row, t) => {
        const board = transform(t, SudokuBoard.parse(row.puzzle));
        expect(solver.countSolutions(board, 1000)).toBe(row.count);
        const result = solver.solve(board);
        expect(result.status).toBe(row.count === 0 ? 'unsolvable' : 'solved');
        if (row.solution !== undefined && result.status === 'solved') {
          expect(result.solution.toString()).toBe(transform(t, SudokuBoard.parse(row.solution)).toString());
        }
      }),
      { numRuns: size(40, 150) },
    );
  });

  it('transform the solutions of hard and 17-clue puzzles accordingly, and keep them unique', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HARD), transformArb, (board, t) => {
        const original = solver.solve(board);
        const moved = solver.solve(transform(t, board));
        if (original.status !== 'solved' || moved.status !== 'solved') throw new Error('not solved');
        expect(moved.solution.toString()).toBe(transform(t, original.solution).toString());
        expect(solver.countSolutions(transform(t, board), 2)).toBe(1);
      }),
      { numRuns: size(40, 150) },
    );
  });

  it('keep a multi-solution count at every cap', () => {
    const several = COUNTS.filter((row) => row.count > 1);
    fc.assert(
      fc.property(
        fc.constantFrom(...several),
        transformArb,
        fc.integer({ min: 1, max: 60 }),
        (row, t, limit) => {
          const board = transform(t, SudokuBoard.parse(row.puzzle));
          expect(solver.countSolutions(board, limit)).toBe(Math.min(limit, row.count));
        },
      ),
      { numRuns: size(40, 100) },
    );
  });
});

describe('validation', () => {
  it('reports the transformed cells as the conflicts of a transformed board', () => {
    const boards = HARD.slice(0, 20).map((board) =>
      board.with(0, 0, 0).with(0, 8, 0).with(0, 0, 4).with(0, 8, 4),
    );
    fc.assert(
      fc.property(fc.constantFrom(...boards), transformArb, (board, t) => {
        const original = new Set(SudokuValidator.findConflicts(board));
        const expected = t.source.flatMap((from, to) => (original.has(from) ? [to] : []));
        expect(SudokuValidator.findConflicts(transform(t, board))).toEqual(expected);
        expect(solver.solve(transform(t, board)).status).toBe('invalid-board');
      }),
      { numRuns: size(40, 100) },
    );
  });
});

describe('rating', () => {
  // Puzzles Sudoku Explainer rates at most 4.4: quick to rate.
  const rated = fixtureLines('se-rated.tsv')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([, er]) => Number(er) <= 4.4)
    .slice(0, 30)
    .map(([puzzle]) => SudokuBoard.parse(puzzle!));

  it('gives a transformed puzzle the same rating', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rated), transformArb, (board, t) => {
        const a = rateBoard(board);
        const b = rateBoard(transform(t, board));
        expect([b.rating, b.pearl, b.diamond, b.solvedByLogic]).toEqual([
          a.rating,
          a.pearl,
          a.diamond,
          a.solvedByLogic,
        ]);
      }),
      { numRuns: size(40, 60) },
    );
  });
});

describe('logic solving', () => {
  const logic = new SudokuLogicSolver();
  // Hard puzzles reach the rating's forcing chains (a quarter second or more per solve): fewer of
  // them in the quick run. The forum puzzles need nested forcing chains and are solved to the end,
  // 0.2 to 35 s each: five spread over the file among those solved in 2 s or less (lines 1, 31,
  // 211, 331 and 346; every 75th line took 60 s over the property's runs); in the quick run the
  // fastest of them (0.2 s).
  const forum = fixtureLines('forum-hardest-1106.txt');
  const boards = [
    ...fixtureSample('top1465.txt', size(3, 20)),
    ...fixtureSample('17-clue.txt', size(10, 20)),
    ...(FULL ? [0, 30, 210, 330, 345] : [330]).map((i) => forum[i]!),
  ].map((line) => SudokuBoard.parse(line.slice(0, 81)));

  it(
    'solves a transformed puzzle exactly when it solves the original, to the transformed board',
    { timeout: 300_000 },
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...boards), transformArb, (board, t) => {
          const a = logic.solve(board);
          const b = logic.solve(transform(t, board));
          expect(b.status).toBe(a.status);
          if (a.status === 'solved') expect(b.board.toString()).toBe(transform(t, a.board).toString());
        }),
        { numRuns: size(20, 60) },
      );
    },
  );
});
