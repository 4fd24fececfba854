/**
 * `gradeKiller`: the killer grade of any killer puzzle. It equals the grade the generator gave its
 * own puzzles, and on the fixture (test/fixtures/killer.txt) the hardest technique of the public
 * hint engine's whole path; boards with no solution or several, puzzles the hint engine cannot
 * finish, and misuse get their answers and typed errors.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SUDOKU_TECHNIQUES,
  gradeKiller,
  type SudokuDifficulty,
} from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';

const generator = new SudokuGenerator();
const hints = new SudokuLogicSolver();
const EMPTY = SudokuBoard.empty();

const FIXTURE = fixtureLines('killer.txt').map((line) => {
  const [rules, solution] = line.split('\t');
  return { rules: SudokuRules.parse(rules!), solution: solution! };
});

describe('gradeKiller', () => {
  it.each(['easy', 'medium', 'hard', 'expert'] as SudokuDifficulty[])(
    'grades a generated %s puzzle as the generator did (same grade, same band)',
    (difficulty) => {
      for (const seed of [61]) {
        const puzzle = generator.generate({ killer: true, seed, difficulty });
        const rating = gradeKiller(puzzle.board, { rules: puzzle.rules });
        expect(rating.solutions).toBe(1);
        expect(rating.solvedByLogic).toBe(true);
        expect(rating.grade).toEqual(puzzle.grade);
        expect(rating.difficulty).toBe(difficulty);
        expect(Object.isFrozen(rating)).toBe(true);
      }
    },
  );

  it('on fixture puzzles: the hardest technique of the hint engine’s whole path, every step counted', () => {
    for (const { rules } of sample(FIXTURE, 6)) {
      const rating = gradeKiller(EMPTY, { rules });
      const path = hints.solve(EMPTY, { rules });
      expect(path.status).toBe('solved');
      const hardest = Math.max(...path.steps.map((step) => SUDOKU_TECHNIQUES[step.technique].score));
      expect(rating.grade!.score).toBeCloseTo(hardest, 5);
      expect(SUDOKU_TECHNIQUES[rating.grade!.hardestTechnique].score).toBeCloseTo(hardest, 5);
      expect(rating.grade!.steps).toBe(path.steps.length);
      const counts: Record<string, number> = {};
      for (const step of path.steps) counts[step.technique] = (counts[step.technique] ?? 0) + 1;
      expect(rating.grade!.techniqueCounts).toEqual(counts);
      expect(rating.difficulty).not.toBeNull();
    }
  });

  it('a puzzle with givens: graded on the path from them', () => {
    const { rules, solution } = FIXTURE[9]!;
    const bare = gradeKiller(EMPTY, { rules });
    // Every third cell given.
    const board = SudokuBoard.parse(Array.from(solution, (d, cell) => (cell % 3 === 0 ? d : '.')).join(''));
    const given = gradeKiller(board, { rules });
    expect(given.solutions).toBe(1);
    expect(given.grade!.steps).toBe(hints.solve(board, { rules }).steps.length);
    expect(given.grade!.steps).toBeLessThan(bare.grade!.steps);
  });

  it('no solution or several: solutions 0 or 2, no grade', () => {
    const { rules, solution } = FIXTURE[0]!;
    // Two cells of a cage given the same digit: no solution.
    const [a, b] = rules.cages.find((cage) => cage.cells.length >= 2)!.cells;
    const clash = Array(81).fill('.');
    clash[a!] = solution[a!];
    clash[b!] = solution[a!];
    const none = gradeKiller(SudokuBoard.parse(clash.join('')), { rules });
    expect(none).toEqual({ solutions: 0, solvedByLogic: false, grade: null, difficulty: null });
    // One cage of the fixture's alone leaves many solutions.
    const several = gradeKiller(EMPTY, { rules: SudokuRules.killer([rules.cages[0]!]) });
    expect(several).toEqual({ solutions: 2, solvedByLogic: false, grade: null, difficulty: null });
  });

  it('a puzzle the hint engine cannot finish: solvedByLogic false, no grade (as SudokuLogicSolver.solve is stuck)', () => {
    // A puzzle that needs nested forcing chains, which the hint engine leaves out under cages, with
    // one cage over a given cell.
    const line = fixtureLines('se-nested.tsv').find((row) => /^[0-9.]{81}\t/.test(row))!;
    const board = SudokuBoard.parse(line.slice(0, 81));
    const cell = line.search(/[1-9]/);
    const rules = SudokuRules.killer([{ sum: Number(line[cell]), cells: [cell] }]);
    const rating = gradeKiller(board, { rules });
    expect(hints.solve(board, { rules }).status).toBe('stuck');
    expect(rating).toEqual({ solutions: 1, solvedByLogic: false, grade: null, difficulty: null });
  });

  it('misuse: typed errors naming what was wrong', () => {
    const { rules } = FIXTURE[0]!;
    for (const [other, words] of [
      [SudokuRules.classic, 'classic'],
      [SudokuRules.parse('x'), 'rateBoard'],
    ] as const) {
      expect(() => gradeKiller(EMPTY, { rules: other })).toThrow(
        expect.objectContaining({ code: 'RULES_NOT_RATED' }),
      );
      expect(() => gradeKiller(EMPTY, { rules: other })).toThrow(words);
    }
    expect(() => gradeKiller(EMPTY, {} as never)).toThrow(/options.rules is required/);
    expect(() => gradeKiller(EMPTY, undefined as never)).toThrow(TypeError);
    expect(() => gradeKiller('.'.repeat(81) as never, { rules })).toThrow(TypeError);
    expect(() => gradeKiller(EMPTY, { rules, steps: true } as never)).toThrow(TypeError);
    expect(() => gradeKiller(EMPTY, { rules, timeout: -1 })).toThrow(RangeError);
    expect(() => gradeKiller(EMPTY, { rules, timeout: 0 })).toThrow(
      expect.objectContaining({ code: 'TIMEOUT' }),
    );
    const reason = new Error('stop');
    expect(() => gradeKiller(EMPTY, { rules, signal: AbortSignal.abort(reason) })).toThrow(reason);
  });
});
