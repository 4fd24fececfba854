import { describe, expect, it } from 'vitest';
import {
  SUDOKU_RATING_BANDS,
  SeededRandomSource,
  SudokuDifficulty,
  SudokuGenerator,
  SudokuSolver,
  isSudokuError,
  rateBoard,
  ratingLevel,
  type RandomSource,
  type SudokuRatedPuzzle,
  type SudokuSymmetry,
} from '../../src/index.js';
import { BAND_EMPTY_CELL_TARGETS } from '../../src/generator/profiles.js';
import { bandOf } from '../../src/rating/rate.js';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS_CUSTOM } from '../../src/generator/rating-options.js';

const solver = new SudokuSolver();
const generator = new SudokuGenerator();

// The bands written out again from the table, independently of the generator's tables.
const BANDS = {
  easy: [0, 1.5],
  medium: [1.6, 2.5],
  hard: [2.6, 5.0],
  expert: [5.1, 7.0],
  extreme: [7.1, 9.0],
} as const;

// Mirror images of (r, c) per symmetry, worked out by hand.
const MIRROR: Record<SudokuSymmetry, (r: number, c: number) => number> = {
  none: (r, c) => r * 9 + c,
  rotational: (r, c) => (8 - r) * 9 + (8 - c),
  rotational90: (r, c) => c * 9 + (8 - r),
  horizontal: (r, c) => (8 - r) * 9 + c,
  vertical: (r, c) => r * 9 + (8 - c),
  diagonal: (r, c) => c * 9 + r,
  antidiagonal: (r, c) => (8 - c) * 9 + (8 - r),
};

/** Checks a puzzle made for a band, with the solver and a fresh full rating (no cut-off). */
function checkInBand(puzzle: SudokuRatedPuzzle, min: number, max: number): void {
  expect(solver.countSolutions(puzzle.board, 2)).toBe(1);
  for (let i = 0; i < 81; i++) {
    const given = puzzle.board.at(i);
    if (given !== 0) expect(given).toBe(puzzle.solution.at(i));
  }
  const fresh = rateBoard(puzzle.board);
  expect(puzzle.rating).toEqual(fresh);
  expect(fresh.solvedByLogic).toBe(true);
  expect(fresh.rating).toBeGreaterThanOrEqual(min);
  expect(fresh.rating).toBeLessThanOrEqual(max);
  expect(puzzle.emptyCellCount).toBe(puzzle.board.emptyCount);
  // The hard band goes on past its default target while singles still fill the puzzle.
  if (puzzle.difficulty !== 'hard') expect(puzzle.emptyCellCount).toBeLessThanOrEqual(puzzle.emptyCellTarget);
  expect(puzzle.attempts).toBeGreaterThanOrEqual(1);
  expect(puzzle.attempts).toBeLessThanOrEqual(DEFAULT_MAX_ATTEMPTS);
  const line = puzzle.board.toString();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      expect(line[MIRROR[puzzle.symmetry](r, c)] === '.').toBe(line[r * 9 + c] === '.');
    }
  }
  expect(Object.isFrozen(puzzle)).toBe(true);
}

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('SudokuDifficulty: five bands on the Sudoku Explainer scale', () => {
  it('lists the five difficulties, easiest first, with the band limits of SUDOKU_RATING_BANDS', () => {
    expect(Object.values(SudokuDifficulty)).toEqual(['easy', 'medium', 'hard', 'expert', 'extreme']);
    for (const [difficulty, [, max]] of Object.entries(BANDS)) {
      expect(SUDOKU_RATING_BANDS[difficulty as keyof typeof BANDS]).toBe(max);
    }
  });
});

describe('SudokuGenerator: each difficulty on seeded samples', () => {
  const samples: { difficulty: SudokuDifficulty; seed: number | string; symmetry: SudokuSymmetry }[] = [];
  const symmetries: SudokuSymmetry[] = ['none', 'rotational', 'diagonal', 'none', 'horizontal', 'none'];
  const counts = { easy: 6, medium: 6, hard: 5, expert: 3, extreme: 2 } as const;
  for (const difficulty of Object.values(SudokuDifficulty)) {
    for (let i = 0; i < counts[difficulty]; i++) {
      samples.push({ difficulty, seed: i % 2 === 0 ? 500 + i : `band-${i}`, symmetry: symmetries[i]! });
    }
  }

  it.each(samples)('$difficulty, seed $seed, $symmetry', ({ difficulty, seed, symmetry }) => {
    const puzzle = generator.generate({ difficulty, seed, symmetry });
    const [min, max] = BANDS[difficulty];
    checkInBand(puzzle, min, max);
    expect(puzzle.difficulty).toBe(difficulty);
    expect(ratingLevel(puzzle.rating.rating)).toBe(difficulty);
    expect(puzzle.emptyCellTarget).toBe(BAND_EMPTY_CELL_TARGETS[difficulty]);
    expect(puzzle.seed).toBe(seed);
    expect(puzzle.symmetry).toBe(symmetry);
  });

  it('keeps easy puzzles to hidden singles and gives medium ones a step beyond them', () => {
    for (const seed of [1, 2, 3]) {
      const easy = generator.generate({ difficulty: 'easy', seed });
      const techniques = Object.keys(easy.rating.techniqueCounts);
      expect(
        techniques.every((t) => ['full-house', 'hidden-single-box', 'hidden-single-line'].includes(t)),
      ).toBe(true);
      const medium = generator.generate({ difficulty: 'medium', seed });
      expect(medium.rating.rating).toBeGreaterThan(1.5);
    }
  });

  it('is medium by default', () => {
    const plain = generator.generate({ seed: 'default' });
    const medium = generator.generate({ seed: 'default', difficulty: 'medium' });
    expect(plain).toEqual(medium);
    expect(plain.difficulty).toBe('medium');
    checkInBand(plain, 1.6, 2.5);
  });
});

describe('SudokuGenerator: band goldens (determinism is part of the API)', () => {
  // Pinned outputs of generation by band. They changed from 0.1.0, where a difficulty was a
  // clue count (see the changelog); a change here changes every seeded puzzle users have stored.
  const GOLDEN: readonly (readonly [Record<string, unknown>, string, number])[] = [
    [
      { seed: 1, difficulty: 'easy' },
      '..17....9.7.16.243...5....67....16.2.2.8.64..51.924...6.7..581...86..9.595..1....',
      1.2,
    ],
    [
      { seed: 42, difficulty: 'easy' },
      '649.....8....4.2...5.793...712..95.35.32..91...4.517623....8..6.2.....3....63..57',
      1.2,
    ],
    [
      { seed: 1, difficulty: 'medium' },
      '9.8...7..5..9..8167....1.9...9......6....812......2..33.7..9..88.6.2........3.567',
      2,
    ],
    [{ seed: 42 }, '4......9..62.5....38.9..6.4.5.......74...826.8.641...7..8.61..9.2....87.....7....', 1.7],
    [
      { seed: 1, difficulty: 'hard' },
      '....6..7..5...1........5.125....3..1.4..12...7.1..9.4...93.8..58...9.46....1.....',
      3.2,
    ],
    [
      { seed: 'golden', difficulty: 'hard' },
      '.63..2..........3..9.87..5..3....16.87.....932...5...81.............1....586...4.',
      2.8,
    ],
    [
      { seed: 1, difficulty: 'expert' },
      '..1672.5....5....6..5..3.8....3..8....8.1..9....8.5..1.864519..1....7...4.7...3..',
      6.8,
    ],
    [
      { seed: 'golden', difficulty: 'expert' },
      '..254......36.1..74.6.28.....1..28.....81.76.2......1.3....5..6...18....7.82..3..',
      6.6,
    ],
    [
      { seed: 1, difficulty: 'extreme' },
      '...7....9...1..243........67.....6.2.2...64..51.9.4.....7..58...486.....9...1....',
      7.2,
    ],
    [
      { seed: 7, difficulty: 'hard', symmetry: 'rotational' },
      '.7...8.9...4.9...69.....8...5.837.....8...1.....519.3...7.....95...6.2...4.2...1.',
      4.2,
    ],
    [
      { seed: 'sym', symmetry: 'rotational90', difficulty: 'hard' },
      '..1....5.59..8.64..465..9.8...2.81...2..3..9...94.6...9.4..758..65.4..13.3....4..',
      4.2,
    ],
    [
      { seed: 7, symmetry: 'antidiagonal', difficulty: 'hard' },
      '9.37...62.4......1......8..4....2...165.4.....8......65...7...37..52..4.824.36..5',
      4.5,
    ],
    [
      { seed: 'sym', difficulty: 'expert', symmetry: 'diagonal' },
      '.9.......4....26....897.1....382...6..21..73..6....8...71.46.9.....8.4.2...2...67',
      6.6,
    ],
    [
      { seed: 5, difficulty: 'hard', emptyCellTarget: 50 },
      '....4.6.26.4..591.8.....7.4.....3..5...96..27....5134..62.......9..14...341...59.',
      4.6,
    ],
    [
      { seed: 9, rating: { min: 3, max: 4 } },
      '.15..6..76......1......8....4..3...88.7..2...9..1874.2..6...54..748.5.....9......',
      3.6,
    ],
  ];

  it.each(GOLDEN)('%j', (options, expected, rating) => {
    const puzzle = new SudokuGenerator().generate(options as never);
    expect(puzzle.board.toString()).toBe(expected);
    expect(puzzle.rating.rating).toBe(rating);
    expect(rateBoard(puzzle.board).rating).toBe(rating);
    expect(solver.countSolutions(puzzle.board, 2)).toBe(1);
  });

  it('gives the same puzzle for a seed and for a SeededRandomSource with that seed', () => {
    const bySeed = generator.generate({ seed: 'same', difficulty: 'expert' });
    const bySource = generator.generate({ random: new SeededRandomSource('same'), difficulty: 'expert' });
    expect(bySource.board.equals(bySeed.board)).toBe(true);
    expect(bySource.attempts).toBe(bySeed.attempts);
    expect('seed' in bySource).toBe(false);
  });
});

describe('SudokuGenerator: clue targets with a band', () => {
  it('makes exactly an explicit emptyCellTarget, in band', () => {
    for (const [difficulty, target] of [
      ['easy', 30],
      ['medium', 48],
      ['hard', 50],
      ['expert', 54],
    ] as const) {
      const puzzle = generator.generate({ difficulty, emptyCellTarget: target, seed: target });
      checkInBand(puzzle, BANDS[difficulty][0], BANDS[difficulty][1]);
      expect(puzzle.emptyCellCount).toBe(target);
      expect(puzzle.emptyCellTarget).toBe(target);
    }
  });

  it('makes the count a symmetry can reach nearest below an explicit target', () => {
    // A 90° rotation empties 4 cells at a time plus the centre: 51 is out of reach, 49 is not.
    const puzzle = generator.generate({
      difficulty: 'hard',
      emptyCellTarget: 51,
      symmetry: 'rotational90',
      seed: 2,
    });
    checkInBand(puzzle, 2.6, 5);
    expect(puzzle.emptyCellCount).toBe(49);
    expect(puzzle.emptyCellTarget).toBe(51);
  });

  it('throws RATING_NOT_REACHED naming the band and the attempts when a target cannot hold it', () => {
    const error = caught(() =>
      generator.generate({ difficulty: 'extreme', emptyCellTarget: 20, seed: 1, maxAttempts: 7 }),
    );
    expect(isSudokuError(error)).toBe(true);
    expect((error as { code: string }).code).toBe('RATING_NOT_REACHED');
    expect((error as { found: number }).found).toBe(7);
    expect((error as Error).message).toBe(
      'no puzzle in the extreme band (Sudoku Explainer rating 7.1 to 9) was found in 7 attempts',
    );
  });

  it('keeps the clue-count generator for emptyCellTarget alone: no rating, no difficulty', () => {
    const puzzle = generator.generate({ seed: 3, emptyCellTarget: 51 });
    expect(puzzle.emptyCellCount).toBe(51);
    expect('rating' in puzzle).toBe(false);
    expect('difficulty' in puzzle).toBe(false);
    expect('attempts' in puzzle).toBe(false);
  });
});

describe('SudokuGenerator: custom bands (rating: { min, max })', () => {
  it('returns a unique puzzle rated inside the band, with its rating, attempts and difficulty', () => {
    for (const [seed, min, max] of [
      [1, 1, 1.2],
      ['band', 1.5, 2],
      [1, 2.6, 4.5],
      [2, 4.5, 6.2],
    ] as const) {
      const puzzle = generator.generate({ seed, rating: { min, max } });
      checkInBand(puzzle, min, max);
      expect(puzzle.difficulty).toBe(ratingLevel(puzzle.rating.rating));
      expect(puzzle.seed).toBe(seed);
    }
  });

  it('is deterministic for a seed, attempts included', () => {
    const options = { seed: 'rated', rating: { min: 1.5, max: 2.5 }, symmetry: 'rotational' } as const;
    const a = generator.generate(options);
    const b = new SudokuGenerator().generate(options);
    expect(b).toEqual(a);
    checkInBand(a, 1.5, 2.5);
  });

  it('accepts a band up to 20, beyond the techniques', () => {
    const puzzle = generator.generate({ seed: 4, rating: { min: 7.1, max: 20 } });
    checkInBand(puzzle, 7.1, 20);
    expect(puzzle.difficulty).toBe(ratingLevel(puzzle.rating.rating));
  });

  it('names no difficulty for a rating above 9.0, and the band of every other', () => {
    expect(bandOf(9.1)).toBeUndefined();
    expect(bandOf(20)).toBeUndefined();
    for (const [difficulty, [min, max]] of Object.entries(BANDS)) {
      expect(bandOf(min)).toBe(difficulty);
      expect(bandOf(max)).toBe(difficulty);
    }
  });

  it('tries 1,000 grids for a difficulty and 100 for a custom band by default', () => {
    expect(DEFAULT_MAX_ATTEMPTS).toBe(1000);
    expect(DEFAULT_MAX_ATTEMPTS_CUSTOM).toBe(100);
    const error = caught(() => generator.generate({ seed: 3, rating: { min: 0, max: 0.5 } }));
    expect((error as { found: number }).found).toBe(100);
  });

  it('throws RATING_NOT_REACHED when the budget runs out', () => {
    const error = caught(() => generator.generate({ seed: 3, rating: { min: 0, max: 0.5 }, maxAttempts: 3 }));
    expect(isSudokuError(error)).toBe(true);
    expect((error as { code: string }).code).toBe('RATING_NOT_REACHED');
    expect((error as { found: number }).found).toBe(3);
    expect((error as Error).message).toBe(
      'no puzzle in the requested band (Sudoku Explainer rating 0 to 0.5) was found in 3 attempts',
    );
  });
});

describe('SudokuGenerator: band options', () => {
  const bad = (options: unknown) => () => generator.generate(options as never);

  it("refuses difficulty 'impossible' with a RangeError listing the five values", () => {
    expect(bad({ difficulty: 'impossible' })).toThrow(RangeError);
    expect(bad({ difficulty: 'impossible' })).toThrow(
      "options.difficulty must be one of 'easy', 'medium', 'hard', 'expert', 'extreme', received 'impossible'",
    );
  });

  it('refuses difficulty with rating, and maxAttempts without a band', () => {
    expect(bad({ difficulty: 'hard', rating: { min: 1, max: 2 } })).toThrow(TypeError);
    expect(bad({ difficulty: 'hard', rating: { min: 1, max: 2 } })).toThrow(/exclusive/);
    expect(bad({ emptyCellTarget: 40, maxAttempts: 3 })).toThrow(
      'options.maxAttempts applies only with options.difficulty or options.rating',
    );
  });

  it('checks the rating and maxAttempts options', () => {
    expect(bad({ rating: null })).toThrow(TypeError);
    expect(bad({ rating: 3 })).toThrow(TypeError);
    expect(bad({ rating: { min: 1 } })).toThrow(/options\.rating\.max must be a number/);
    expect(bad({ rating: { min: '1', max: 2 } })).toThrow(TypeError);
    expect(bad({ rating: { min: -1, max: 2 } })).toThrow(RangeError);
    expect(bad({ rating: { min: 1, max: Infinity } })).toThrow(RangeError);
    expect(bad({ rating: { min: Number.NaN, max: 2 } })).toThrow(RangeError);
    expect(bad({ rating: { min: 3, max: 2 } })).toThrow(/must not exceed/);
    for (const maxAttempts of [0, 1.5, 100_001, -1]) {
      expect(bad({ difficulty: 'hard', maxAttempts })).toThrow(RangeError);
    }
    expect(bad({ rating: { min: 1, max: 2 }, maxAttempts: '3' })).toThrow(TypeError);
  });
});

describe('SudokuGenerator: cancellation of a band search', () => {
  /** A signal that turns aborted at its `at`-th poll of `aborted` and records where that was. */
  function pollingSignal(at: number): { signal: AbortSignal; polls: () => number; stack: () => string } {
    let polls = 0;
    let where = '';
    const signal = new AbortController().signal;
    Object.defineProperty(signal, 'aborted', {
      get() {
        polls++;
        if (polls === at) where = new Error('probe').stack ?? '';
        return polls >= at;
      },
    });
    Object.defineProperty(signal, 'reason', { value: new Error(`stopped at poll ${at}`) });
    return { signal, polls: () => polls, stack: () => where };
  }

  it('throws the reason at the first poll after the abort, inside the rating too', () => {
    let insideRating = 0;
    // Poll 1 is the options check.
    for (const at of [2, 5, 40, 200, 400, 800]) {
      const probe = pollingSignal(at);
      const error = caught(() =>
        generator.generate({ seed: 'cancel', difficulty: 'extreme', signal: probe.signal }),
      );
      expect((error as Error).message).toBe(`stopped at poll ${at}`);
      // Nothing runs on after the poll that saw the abort.
      expect(probe.polls()).toBe(at);
      if (probe.stack().includes('rateValues')) insideRating++;
    }
    expect(insideRating).toBeGreaterThan(0);
  });

  it('stops between attempts when a random source aborts the signal', () => {
    const controller = new AbortController();
    const inner = new SeededRandomSource('stop');
    let draws = 0;
    const source: RandomSource = {
      nextInt(bound) {
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
