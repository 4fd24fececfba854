import { describe, expect, it } from 'vitest';
import {
  SeededRandomSource,
  SudokuGenerator,
  SudokuSolver,
  isSudokuError,
  type RandomSource,
} from '../../src/index.js';
import { rateBoard } from '../../src/rating/rate.js';
import { DEFAULT_MAX_ATTEMPTS, targetForBand } from '../../src/generator/rating-options.js';

const solver = new SudokuSolver();

describe('SudokuGenerator: generation by rating', () => {
  const generator = new SudokuGenerator();

  it('returns a unique puzzle rated inside the band, with its rating and attempts', () => {
    for (const [seed, min, max] of [
      [1, 1, 1.2],
      ['band', 1.5, 2],
      [1, 2.6, 4.5],
    ] as const) {
      const puzzle = generator.generate({ seed, rating: { min, max } });
      expect(puzzle.rating.rating).toBeGreaterThanOrEqual(min);
      expect(puzzle.rating.rating).toBeLessThanOrEqual(max);
      // The attached rating is the rater's own verdict on the returned board.
      expect(rateBoard(puzzle.board)).toEqual(puzzle.rating);
      expect(solver.countSolutions(puzzle.board, 2)).toBe(1);
      expect(puzzle.attempts).toBeGreaterThanOrEqual(1);
      expect(puzzle.attempts).toBeLessThanOrEqual(DEFAULT_MAX_ATTEMPTS);
      expect(puzzle.seed).toBe(seed);
      expect(puzzle.emptyCellTarget).toBe(targetForBand({ min, max }).emptyCellTarget);
      expect(Object.isFrozen(puzzle)).toBe(true);
    }
  });

  it('is deterministic for a seed, attempts included', () => {
    const a = generator.generate({ seed: 'rated', rating: { min: 1.5, max: 2.5 }, symmetry: 'rotational' });
    const b = new SudokuGenerator().generate({
      seed: 'rated',
      rating: { min: 1.5, max: 2.5 },
      symmetry: 'rotational',
    });
    expect(b.board.equals(a.board)).toBe(true);
    expect(b.attempts).toBe(a.attempts);
    expect(b.rating).toEqual(a.rating);
    expect(a.symmetry).toBe('rotational');
    const line = a.board.toString();
    for (let i = 0; i < 81; i++) expect(line[i] === '.').toBe(line[80 - i] === '.');
  });

  it('takes attempts from one stream: attempt k is the k-th puzzle of the seed', () => {
    const rated = generator.generate({ seed: 77, rating: { min: 2.6, max: 20 }, emptyCellTarget: 51 });
    // Replay the same stream with ordinary generation: the k-th puzzle drawn is the one returned.
    const source = new SeededRandomSource(77);
    let last = '';
    for (let k = 0; k < rated.attempts; k++) {
      last = generator.generate({ random: source, emptyCellTarget: 51 }).board.toString();
    }
    expect(last).toBe(rated.board.toString());
  });

  it('keeps an explicit difficulty or target', () => {
    const easy = generator.generate({ seed: 5, rating: { min: 1, max: 20 }, difficulty: 'easy' });
    expect(easy.emptyCellCount).toBe(32);
    expect(easy.difficulty).toBe('easy');
    expect(easy.attempts).toBe(1);
    const custom = generator.generate({ seed: 5, rating: { min: 1, max: 20 }, emptyCellTarget: 40 });
    expect(custom.emptyCellCount).toBe(40);
  });

  it('throws RATING_NOT_REACHED when the budget runs out', () => {
    let caught: unknown;
    try {
      generator.generate({ seed: 3, rating: { min: 0, max: 0.5 }, maxAttempts: 3 });
    } catch (error) {
      caught = error;
    }
    expect(isSudokuError(caught)).toBe(true);
    expect((caught as { code: string }).code).toBe('RATING_NOT_REACHED');
    expect((caught as { found: number }).found).toBe(3);
    expect((caught as Error).message).toContain('in 3 attempts');
  });

  it('checks the rating and maxAttempts options', () => {
    const bad = (options: unknown) => () => generator.generate(options as never);
    expect(bad({ rating: null })).toThrow(TypeError);
    expect(bad({ rating: 3 })).toThrow(TypeError);
    expect(bad({ rating: { min: 1 } })).toThrow(/options\.rating\.max must be a number/);
    expect(bad({ rating: { min: '1', max: 2 } })).toThrow(TypeError);
    expect(bad({ rating: { min: -1, max: 2 } })).toThrow(RangeError);
    expect(bad({ rating: { min: 1, max: Infinity } })).toThrow(RangeError);
    expect(bad({ rating: { min: Number.NaN, max: 2 } })).toThrow(RangeError);
    expect(bad({ rating: { min: 3, max: 2 } })).toThrow(/must not exceed/);
    for (const maxAttempts of [0, 1.5, 100_001, -1]) {
      expect(bad({ rating: { min: 1, max: 2 }, maxAttempts })).toThrow(RangeError);
    }
    expect(bad({ rating: { min: 1, max: 2 }, maxAttempts: '3' })).toThrow(TypeError);
    expect(bad({ maxAttempts: 3 })).toThrow(/only with options\.rating/);
  });

  it('stops on the signal between and during attempts', () => {
    const controller = new AbortController();
    const inner = new SeededRandomSource('stop');
    let draws = 0;
    const source: RandomSource = {
      nextInt(bound) {
        // Far beyond the first puzzle's draws: the abort lands in a later attempt.
        if (++draws === 400) controller.abort(new Error('stopped'));
        return inner.nextInt(bound);
      },
    };
    expect(() =>
      generator.generate({
        random: source,
        rating: { min: 0, max: 0.5 },
        signal: controller.signal,
        maxAttempts: 50,
      }),
    ).toThrow('stopped');
    expect(draws).toBeLessThan(600);
  });
});
