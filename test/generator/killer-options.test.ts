/**
 * Killer generation's options: the base rules (killer-X, killer-jigsaw with a drawn layout), the
 * same puzzle for a seed (a pinned puzzle: a change to it is a change of the generator's output,
 * to be made on purpose), custom bands of grades, and the typed errors of the options that clash
 * with killer puzzles.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuError,
  SudokuGame,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  type SudokuKillerPuzzle,
} from '../../src/index.js';
import { referenceSolutions } from '../killer-reference.js';

const generator = new SudokuGenerator();

describe('killer generation under other base rules', () => {
  const cases: [string, () => SudokuKillerPuzzle][] = [
    ['killer-X', () => generator.generate({ killer: true, seed: 5100, rules: SudokuRules.parse('x') })],
    [
      'killer-jigsaw (a drawn layout)',
      () => generator.generate({ killer: true, seed: 5101, rules: SudokuRules.classic, jigsaw: 'random' }),
    ],
  ];
  it.each(cases)(
    '%s: unique (reference counter), solution under the base rules, hinted to the end',
    (_, make) => {
      const puzzle = make();
      const solution = puzzle.solution.toString();
      const solutions = referenceSolutions(puzzle.board.toString(), puzzle.rules, 2);
      expect(solutions.map((s) => s.join(''))).toEqual([solution]);
      for (const region of puzzle.rules.regions)
        expect(new Set(region.cells.map((cell) => solution[cell])).size).toBe(9);
      for (const cage of puzzle.rules.cages)
        expect(cage.cells.reduce((sum, cell) => sum + Number(solution[cell]), 0)).toBe(cage.sum);
      const result = new SudokuLogicSolver().solve(puzzle.board, { rules: puzzle.rules });
      expect(result.status).toBe('solved');
      expect(result.board.toString()).toBe(solution);
    },
  );

  it('killer-X keeps the diagonals; killer-jigsaw draws a layout', () => {
    expect(
      generator.generate({ killer: true, seed: 5100, rules: SudokuRules.parse('x') }).rules.toString(),
    ).toMatch(/^x\+killer:/);
    const jigsaw = generator.generate({
      killer: true,
      seed: 5101,
      rules: SudokuRules.classic,
      jigsaw: 'random',
    });
    expect(jigsaw.rules.layout).toBe('jigsaw');
  });
});

describe('a seed gives one killer puzzle', () => {
  it('the same seed, the same puzzle (pinned)', () => {
    const puzzle = generator.generate({ killer: true, seed: 7 });
    expect(puzzle.rules.toString()).toBe(
      'killer:aabcddefgahbcciefgjhhkkillgmnnkooppqmrsstouvqwxxytzuvqwAyyBzCvDEAAFBCCGDEEFFBHHII:7,11,18,12,10,11,11,20,10,7,10,13,9,13,14,8,19,3,9,10,7,17,8,13,8,9,13,22,19,13,23,11,1,10,6',
    );
    expect(puzzle.solution.toString()).toBe(
      '418975623253816497769324851894532176132769584576148239345291768627483915981657342',
    );
    expect(puzzle.difficulty).toBe('medium');
    expect(puzzle.seed).toBe(7);
    expect(puzzle.emptyCellCount).toBe(81);
    expect(generator.generate({ killer: true, seed: 7 }).rules).toBe(puzzle.rules);
  });

  it('a custom band of grades (rating) is met', () => {
    const puzzle = generator.generate({ killer: true, seed: 5200, rating: { min: 2.5, max: 2.6 } });
    expect(puzzle.grade.score).toBeGreaterThanOrEqual(2.5);
    expect(puzzle.grade.score).toBeLessThanOrEqual(2.6);
    expect(puzzle.difficulty).toBe('hard');
  });
});

describe('options that clash with killer puzzles', () => {
  const clash = (options: object, option: string): void => {
    let thrown: unknown;
    try {
      generator.generate({ killer: true, seed: 1, ...options });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SudokuError);
    expect((thrown as SudokuError).code).toBe('KILLER_OPTION_CLASH');
    expect((thrown as SudokuError).message).toContain(`options.${option}`);
  };
  it.each([
    [{ emptyCellTarget: 40 }, 'emptyCellTarget'],
    [{ symmetry: 'rotational' }, 'symmetry'],
    [{ technique: 'x-wing' }, 'technique'],
    [{ rules: SudokuRules.killer([{ sum: 3, cells: [0, 1] }]) }, 'rules'],
  ])('%j: KILLER_OPTION_CLASH', (options, option) => {
    clash(options, option);
  });

  it('cages given without killer: KILLER_OPTION_CLASH at once, in every mode (no grid fits given sums)', () => {
    const rules = generator.generate({ killer: true, seed: 3 }).rules;
    const modes: object[] = [
      {},
      { difficulty: 'easy' },
      { emptyCellTarget: 30 },
      { rating: { min: 2, max: 3 } },
      { technique: 'x-wing' },
      { killer: false },
    ];
    for (const options of modes) {
      let thrown: unknown;
      try {
        generator.generate({ rules, seed: 1, ...options });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(options)).toBeInstanceOf(SudokuError);
      expect((thrown as SudokuError).code).toBe('KILLER_OPTION_CLASH');
      expect((thrown as SudokuError).message).toContain('killer: true');
    }
    expect(() => SudokuGame.generate({ rules, seed: 1 })).toThrow(
      expect.objectContaining({ code: 'KILLER_OPTION_CLASH' }),
    );
  });

  it('killer must be a boolean; killer: false is the classic generator', () => {
    expect(() => generator.generate({ killer: 'yes' as never, seed: 1 })).toThrow(TypeError);
    expect(generator.generate({ killer: false, seed: 42 }).board.toString()).toBe(
      generator.generate({ seed: 42 }).board.toString(),
    );
  });

  it('timeout: TIMEOUT, even in the chains of the extreme band', () => {
    expect(() => generator.generate({ killer: true, seed: 1, difficulty: 'extreme', timeout: 5 })).toThrow(
      expect.objectContaining({ code: 'TIMEOUT' }),
    );
  });

  it('SudokuGame.generate plays a generated killer puzzle under its cages', () => {
    const game = SudokuGame.generate({ killer: true, seed: 7 });
    expect(game.rules.toString()).toBe(generator.generate({ killer: true, seed: 7 }).rules.toString());
    expect(game.board.emptyCount).toBe(81);
  });

  it('a band out of reach: RATING_NOT_REACHED after maxAttempts', () => {
    expect(() =>
      generator.generate({ killer: true, seed: 1, rating: { min: 0, max: 1 }, maxAttempts: 2 }),
    ).toThrow(expect.objectContaining({ code: 'RATING_NOT_REACHED' }));
  });
});
