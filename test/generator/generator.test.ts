import { describe, expect, it } from 'vitest';
import {
  EMPTY_CELL_TARGETS,
  SeededRandomSource,
  SudokuBoard,
  SudokuDifficulty,
  SudokuGenerator,
  SudokuSolver,
  SudokuSymmetry,
  dailySeed,
  type RandomSource,
  type SudokuPuzzle,
} from '../../src/index.js';

const solver = new SudokuSolver();

// The symmetry maps written out again here, independently of the generator's orbit tables.
const IMAGES: Record<SudokuSymmetry, readonly ((r: number, c: number) => [number, number])[]> = {
  none: [],
  rotational: [(r, c) => [8 - r, 8 - c]],
  rotational90: [(r, c) => [c, 8 - r], (r, c) => [8 - r, 8 - c], (r, c) => [8 - c, r]],
  horizontal: [(r, c) => [8 - r, c]],
  vertical: [(r, c) => [r, 8 - c]],
  diagonal: [(r, c) => [c, r]],
  antidiagonal: [(r, c) => [8 - c, 8 - r]],
};

// What whole orbits can reach, worked out by hand: a 90° rotation empties 4 cells at a time
// plus the centre, so it reaches 4k and 4k + 1 only.
function expectedCount(symmetry: SudokuSymmetry, target: number): number {
  if (symmetry !== 'rotational90') return target;
  return target % 4 <= 1 ? target : target - (target % 4) + 1;
}

function isCompleteValid(board: SudokuBoard): boolean {
  const rows = board.toArray();
  const groups: number[][] = [];
  for (let i = 0; i < 9; i++) {
    groups.push(rows[i]!);
    groups.push(rows.map((row) => row[i]!));
    const r0 = Math.floor(i / 3) * 3;
    const c0 = (i % 3) * 3;
    groups.push(rows.slice(r0, r0 + 3).flatMap((row) => row.slice(c0, c0 + 3)));
  }
  return groups.every((g) => [...g].sort().join('') === '123456789');
}

function checkPuzzle(puzzle: SudokuPuzzle): void {
  const { board, solution, symmetry } = puzzle;
  expect(solver.countSolutions(board, 2)).toBe(1);
  expect(isCompleteValid(solution)).toBe(true);
  const solved = solver.solve(board);
  expect(solved.status === 'solved' && solved.solution.equals(solution)).toBe(true);
  for (let i = 0; i < 81; i++) {
    const given = board.at(i);
    if (given !== 0) expect(given).toBe(solution.at(i));
  }
  expect(puzzle.emptyCellCount).toBe(board.emptyCount);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      for (const image of IMAGES[symmetry]) {
        const [r2, c2] = image(r, c);
        expect(board.get(r2, c2) === 0).toBe(board.get(r, c) === 0);
      }
    }
  }
  expect(Object.isFrozen(puzzle)).toBe(true);
}

const SAMPLE_SYMMETRIES: readonly SudokuSymmetry[] = [
  'none',
  'rotational',
  'rotational90',
  'horizontal',
  'vertical',
  'diagonal',
  'antidiagonal',
  'none',
  'rotational',
  'none',
];
const DIFFICULTIES = Object.values(SudokuDifficulty);

describe('SudokuGenerator: 40 seeded samples', () => {
  const generator = new SudokuGenerator();
  const samples = Array.from({ length: 40 }, (_, i) => ({
    seed: i % 3 === 0 ? `sample-${i}` : 1000 + i * 7919,
    difficulty: DIFFICULTIES[i % 4]!,
    symmetry: SAMPLE_SYMMETRIES[Math.floor(i / 4)]!,
  }));

  it.each(samples)('seed $seed, $difficulty, $symmetry', (options) => {
    const puzzle = generator.generate(options);
    checkPuzzle(puzzle);
    expect(puzzle.seed).toBe(options.seed);
    expect(puzzle.difficulty).toBe(options.difficulty);
    expect(puzzle.symmetry).toBe(options.symmetry);
    expect(puzzle.emptyCellTarget).toBe(EMPTY_CELL_TARGETS[options.difficulty]);
    expect(puzzle.emptyCellCount).toBe(expectedCount(options.symmetry, puzzle.emptyCellTarget));
    const again = new SudokuGenerator().generate(options);
    expect(again.board.equals(puzzle.board)).toBe(true);
    expect(again.solution.equals(puzzle.solution)).toBe(true);
    expect(again).toEqual(puzzle);
  });
});

describe('SudokuGenerator: golden puzzles (determinism is part of the API)', () => {
  // Pinned outputs: a change here changes every seeded puzzle users have stored, which only a
  // major release may do.
  const GOLDEN: readonly (readonly [Record<string, unknown>, string])[] = [
    [
      { seed: 1, difficulty: 'easy' },
      '2.17.35.987.16.243...58..767.4..1692.2.8764..51.924..86.72.5814..86..9.5952.1....',
    ],
    [
      { seed: 42, difficulty: 'easy' },
      '649....78....4.29..5.7936..712.695835.32.7914..4.517623.5..8426.2.....3949.63..57',
    ],
    [
      { seed: 'golden', difficulty: 'easy' },
      '763..2....821...3..91873256.3574816.87...6.93216.594781.9...6876....1.2..586..94.',
    ],
    [
      { seed: 1, difficulty: 'medium' },
      '2.17..5.9.7.16.243...58...67....16.2.2.8764..51.924..86.7..5814..86..9.5952.1....',
    ],
    [{ seed: 42 }, '649....78....4.2...5.7936..712.695835.32.791...4.517623.5..8..6.2.....3.4..63..57'],
    [
      { seed: 'golden', difficulty: 'medium' },
      '763..2.....2....3..9187.256.3...816.87...6.93216.594781.9...6876....1.2..586..94.',
    ],
    [
      { seed: 1, difficulty: 'hard' },
      '..17....9.7.16.243...5....67....16.2.2.8.64..51.924...6.7..581...86..9.595..1....',
    ],
    [
      { seed: 42, difficulty: 'hard' },
      '649.....8....4.2...5.793...712..95.35.32..91...4.517623....8..6.2.....3....63..57',
    ],
    [
      { seed: 'golden', difficulty: 'hard' },
      '763..2..........3..9187.25..3....16.87...6.93216.5.4.81.9...68......1.2..586..94.',
    ],
    [
      { seed: 1, difficulty: 'expert' },
      '..17....9...1..243........67.....6.2.2.8.64..51.9.4...6.7..581...86..9..95..1....',
    ],
    [
      { seed: 42, difficulty: 'expert' },
      '649.....8......2...5.79....712..95.35.32...1...4..1.623....8..6.2..........63..57',
    ],
    [
      { seed: 'golden', difficulty: 'expert' },
      '.63..2..........3..9187..5..3....16.87...6.9321..5.4.81......8......1.2..586...4.',
    ],
    [
      { seed: 7, symmetry: 'rotational', difficulty: 'hard' },
      '...9...2.2.3.1....7..32485.8.45..1..13.7.9.84..6..82.9.45291..8....8.9.5.8...7...',
    ],
    [
      { seed: 'sym', symmetry: 'rotational', difficulty: 'hard' },
      '..7.2.1..19853..4..62.89.3..1.6....8...8.2...8....5.1..8.79.46..3..64857..4.5.2..',
    ],
    [
      { seed: 7, symmetry: 'rotational90', difficulty: 'hard' },
      '4....56.3.5.81.49.76...4...8.45.2.7..3.....8..7.1.82.9...2...68.27.83.1.9.16....2',
    ],
    [
      { seed: 'sym', symmetry: 'rotational90', difficulty: 'hard' },
      '..74.......8.376...6..89.35.196.3..8.43...97.8..9.531.28.79..6...126.8.......82..',
    ],
    [
      { seed: 7, symmetry: 'horizontal', difficulty: 'hard' },
      '.1.97562.2..8.6.9.76.....51..45...7.1.......4..61...3.34.....686..4.3.1..8.65734.',
    ],
    [
      { seed: 'sym', symmetry: 'horizontal', difficulty: 'hard' },
      '3.7.....9.9..37642..21..7..7..6.3.2..4.8...768..9.5.1...57..4...3..648576.4.....1',
    ],
    [
      { seed: 7, symmetry: 'vertical', difficulty: 'hard' },
      '4.......3253.1.497.6932485..9.5.2.7.....6....57..4..393...9...8.2.....1...16573..',
    ],
    [
      { seed: 'sym', symmetry: 'vertical', difficulty: 'hard' },
      '3574.6189...5.7...4..1.9..5719...528.4.....7...6.7.3..2.5.9.4.3....6.....74.5.29.',
    ],
    [
      { seed: 7, symmetry: 'diagonal', difficulty: 'hard' },
      '...97562.....1.4.7...32.8..8.4.32...13276...45..1..2.9345..1...6.......5.8..57.42',
    ],
    [
      { seed: 'sym', symmetry: 'diagonal', difficulty: 'hard' },
      '357..6..91.8.376.2462..97......4.5...4.81.9..826.......8579.4.3.......5.67....2.1',
    ],
    [
      { seed: 7, symmetry: 'antidiagonal', difficulty: 'hard' },
      '...97562.2..8.6..7.69.2...1.94....761...6.5.457.....39.....17..62.4.39...8.65..4.',
    ],
    [
      { seed: 'sym', symmetry: 'antidiagonal', difficulty: 'hard' },
      '357.......9..3764.4...8..3.71.6...2.5.3...97..2...5...2...9...39..2.4.57674.582.1',
    ],
    [
      { seed: dailySeed('2026-11-29'), difficulty: 'expert', symmetry: 'rotational' },
      '.7..8...54.......121.5..7...9..5..2.78.3.2.56.3..7..1...5..9.629.......43...4..7.',
    ],
    [
      { seed: -123456789, emptyCellTarget: 56 },
      '.19.6....2.......6.437...2.......4..7..186...............3..26..2.97..5...5.1.34.',
    ],
  ];

  it.each(GOLDEN)('%j', (options, expected) => {
    const puzzle = new SudokuGenerator().generate(options);
    expect(puzzle.board.toString()).toBe(expected);
    checkPuzzle(puzzle);
  });

  it('pins the complete grid of seed 1', () => {
    expect(new SudokuGenerator().generate({ seed: 1 }).solution.toString()).toBe(
      '261743589875169243493582176784351692329876451516924738637295814148637925952418367',
    );
  });

  it('gives the same puzzle for a seed and for a SeededRandomSource with that seed', () => {
    const generator = new SudokuGenerator();
    const bySeed = generator.generate({ seed: 'same', difficulty: 'hard' });
    const bySource = generator.generate({ random: new SeededRandomSource('same'), difficulty: 'hard' });
    expect(bySource.board.equals(bySeed.board)).toBe(true);
    expect('seed' in bySource).toBe(false);
  });

  it('nests the profiles of one seed: a harder profile empties more of the same grid', () => {
    const generator = new SudokuGenerator();
    const puzzles = DIFFICULTIES.map((difficulty) => generator.generate({ seed: 'nested', difficulty }));
    for (let k = 1; k < puzzles.length; k++) {
      expect(puzzles[k]!.solution.equals(puzzles[0]!.solution)).toBe(true);
      for (let i = 0; i < 81; i++) {
        if (puzzles[k]!.board.at(i) !== 0) expect(puzzles[k - 1]!.board.at(i)).not.toBe(0);
      }
    }
  });
});

describe('SudokuGenerator: targets', () => {
  const generator = new SudokuGenerator();

  it('uses Medium by default and lets emptyCellTarget override the profile', () => {
    const puzzle = generator.generate({ seed: 3 });
    expect(puzzle.difficulty).toBe('medium');
    expect(puzzle.symmetry).toBe('none');
    expect(puzzle.emptyCellCount).toBe(38);
    const custom = generator.generate({ seed: 3, difficulty: 'easy', emptyCellTarget: 20 });
    expect(custom.difficulty).toBe('easy');
    expect(custom.emptyCellTarget).toBe(20);
    expect(custom.emptyCellCount).toBe(20);
    checkPuzzle(custom);
  });

  it('returns the complete grid for a target of 0', () => {
    const puzzle = generator.generate({ seed: 'full', emptyCellTarget: 0 });
    expect(puzzle.emptyCellCount).toBe(0);
    expect(puzzle.board.equals(puzzle.solution)).toBe(true);
    expect(isCompleteValid(puzzle.board)).toBe(true);
  });

  it('hits odd and even targets exactly with a 180° rotation (the centre is emptied only when needed)', () => {
    for (const target of [1, 2, 31, 32, 49, 50]) {
      const puzzle = generator.generate({ seed: target, emptyCellTarget: target, symmetry: 'rotational' });
      expect(puzzle.emptyCellCount).toBe(target);
      expect(puzzle.board.get(4, 4) === 0).toBe(target % 2 === 1);
      checkPuzzle(puzzle);
    }
  });

  it('reaches 4k or 4k + 1 empty cells with a 90° rotation, never more than the target', () => {
    for (const target of [1, 2, 3, 4, 5, 38, 51]) {
      const puzzle = generator.generate({ seed: target, emptyCellTarget: target, symmetry: 'rotational90' });
      expect(puzzle.emptyCellCount).toBe(expectedCount('rotational90', target));
      expect(puzzle.emptyCellTarget).toBe(target);
      checkPuzzle(puzzle);
    }
  });

  it('returns a minimal unique puzzle when the target is out of reach', () => {
    // 64 empty cells means 17 clues: random removal practically never gets there.
    for (const seed of [1, 2]) {
      const puzzle = generator.generate({ seed, emptyCellTarget: 64 });
      checkPuzzle(puzzle);
      expect(puzzle.emptyCellCount).toBeLessThan(64);
      expect(puzzle.emptyCellCount).toBeGreaterThan(50);
      // Every remaining clue was tried: removing any one of them loses uniqueness.
      for (let i = 0; i < 81; i++) {
        if (puzzle.board.at(i) === 0) continue;
        expect(solver.countSolutions(puzzle.board.with(Math.floor(i / 9), i % 9, 0), 2)).toBe(2);
      }
    }
  });

  it('returns the best symmetric puzzle when a symmetric target is out of reach', () => {
    const puzzle = generator.generate({ seed: 5, emptyCellTarget: 64, symmetry: 'horizontal' });
    checkPuzzle(puzzle);
    expect(puzzle.emptyCellCount).toBeLessThan(64);
    expect(puzzle.emptyCellCount).toBeGreaterThan(40);
  });
});

describe('SudokuGenerator: seeds and sources', () => {
  const generator = new SudokuGenerator();

  it('draws and reports a seed when none is given, and that seed reproduces the puzzle', () => {
    const puzzle = generator.generate({ difficulty: 'hard' });
    expect(typeof puzzle.seed).toBe('number');
    expect(
      Number.isInteger(puzzle.seed) && (puzzle.seed as number) >= 0 && (puzzle.seed as number) < 2 ** 32,
    ).toBe(true);
    const again = generator.generate({ seed: puzzle.seed!, difficulty: 'hard' });
    expect(again.board.equals(puzzle.board)).toBe(true);
    const other = generator.generate();
    expect(other.seed).not.toBe(puzzle.seed);
    checkPuzzle(other);
  });

  it('accepts a caller’s RandomSource and is deterministic for it', () => {
    // A 32-bit linear congruential generator, as a stand-in for any caller's source.
    const lcg = (state: number): RandomSource => ({
      nextInt(bound) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        return Math.floor((state / 2 ** 32) * bound);
      },
    });
    const a = generator.generate({ random: lcg(9), difficulty: 'expert', symmetry: 'diagonal' });
    const b = generator.generate({ random: lcg(9), difficulty: 'expert', symmetry: 'diagonal' });
    checkPuzzle(a);
    expect(a.board.equals(b.board)).toBe(true);
    expect(a.seed).toBeUndefined();
    const c = generator.generate({ random: lcg(10), difficulty: 'expert', symmetry: 'diagonal' });
    expect(c.board.equals(a.board)).toBe(false);
  });

  it('gives interleaved generators the same results as serial ones', () => {
    const seeds = [11, 'b', 13, 'd', 15, 'f'];
    const serial = seeds.map((seed) => new SudokuGenerator().generate({ seed, difficulty: 'expert' }));
    const one = new SudokuGenerator();
    const two = new SudokuGenerator();
    const interleaved = seeds.map((seed, i) =>
      (i % 2 === 0 ? one : two).generate({ seed, difficulty: 'expert' }),
    );
    expect(interleaved.map(String)).toEqual(serial.map(String));
    expect(interleaved.map((p) => p.board.toString())).toEqual(serial.map((p) => p.board.toString()));
  });

  it('is unaffected by a random source that itself generates puzzles with the same generator', () => {
    const inner = new SeededRandomSource('outer');
    const reentrant: RandomSource = {
      nextInt(bound) {
        generator.generate({ seed: 'inner', emptyCellTarget: 40 });
        return inner.nextInt(bound);
      },
    };
    const puzzle = generator.generate({ random: reentrant, emptyCellTarget: 45 });
    const plain = generator.generate({ seed: 'outer', emptyCellTarget: 45 });
    expect(puzzle.board.equals(plain.board)).toBe(true);
  });
});

describe('SudokuGenerator: option errors', () => {
  const generator = new SudokuGenerator();
  const bad = (options: unknown) => () => generator.generate(options as never);

  it('rejects non-object options', () => {
    expect(bad(3)).toThrow(TypeError);
    expect(bad(null)).toThrow(TypeError);
  });

  it('rejects unknown difficulties and symmetries, listing the valid values', () => {
    expect(bad({ difficulty: 'insane' })).toThrow(RangeError);
    expect(bad({ difficulty: 'insane' })).toThrow("'easy', 'medium', 'hard', 'expert'");
    expect(bad({ difficulty: 'Easy' })).toThrow(RangeError);
    expect(bad({ symmetry: 'spiral' })).toThrow(
      "'none', 'rotational', 'rotational90', 'horizontal', 'vertical', 'diagonal', 'antidiagonal'",
    );
  });

  it('rejects an emptyCellTarget that is not an integer from 0 to 64', () => {
    for (const target of [-1, 65, 81, 1.5, Number.NaN, Infinity]) {
      expect(bad({ emptyCellTarget: target })).toThrow(RangeError);
    }
    expect(bad({ emptyCellTarget: '40' })).toThrow(TypeError);
  });

  it('rejects non-finite, fractional, unsafe and empty seeds', () => {
    for (const seed of [Number.NaN, Infinity, 0.5, 2 ** 53, '']) {
      expect(bad({ seed })).toThrow(RangeError);
    }
    expect(bad({ seed: Number.NaN })).toThrow(/options\.seed/);
    expect(bad({ seed: {} })).toThrow(TypeError);
  });

  it('rejects seed and random together as ambiguous', () => {
    expect(bad({ seed: 1, random: new SeededRandomSource(1) })).toThrow(TypeError);
    expect(bad({ seed: 1, random: new SeededRandomSource(1) })).toThrow(/exclusive/);
  });

  it('rejects a random option without nextInt, and a bad signal', () => {
    expect(bad({ random: {} })).toThrow(TypeError);
    expect(bad({ random: () => 0 })).toThrow(TypeError);
    expect(bad({ signal: {} })).toThrow(TypeError);
  });

  it('rejects what a RandomSource returns outside [0, bound), naming the value', () => {
    const returning = (value: unknown): RandomSource => ({ nextInt: () => value as number });
    for (const [value, text] of [
      [-1, 'returned -1'],
      [9, 'returned 9'],
      [1.5, 'returned 1.5'],
      [Number.NaN, 'returned NaN'],
      ['3', "returned '3'"],
      [undefined, 'returned undefined'],
    ] as const) {
      const call = bad({ random: returning(value) });
      expect(call).toThrow(RangeError);
      expect(call).toThrow(text);
    }
    // The bound is part of the message, so the first call's bound (9 candidates) is named.
    expect(bad({ random: returning(9) })).toThrow(
      'options.random.nextInt(9) must return an integer from 0 to 8',
    );
  });

  it('reads each option once and refuses throwing getters and revoked proxies with a TypeError', () => {
    const failure = new Error('getter');
    const throwing = (key: string): object =>
      Object.defineProperty({}, key, {
        get() {
          throw failure;
        },
      });
    for (const key of ['difficulty', 'seed', 'symmetry', 'random', 'rating', 'emptyCellTarget']) {
      let caught: unknown;
      try {
        generator.generate(throwing(key) as never);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(TypeError);
      expect((caught as Error).message).toMatch(`options.${key} could not be read`);
      expect((caught as Error).cause).toBe(failure);
    }
    expect(bad({ random: throwing('nextInt') })).toThrow('options.random.nextInt could not be read');
    expect(bad({ rating: throwing('min') })).toThrow('options.rating.min could not be read');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(bad({ random: proxy })).toThrow(TypeError);
    let reads = 0;
    const counted = {
      get seed() {
        reads++;
        return reads === 1 ? 'first' : 'second';
      },
    };
    const puzzle = generator.generate(counted as never);
    expect(reads).toBe(1);
    expect(puzzle.seed).toBe('first');
  });

  it('lets an error thrown by a RandomSource propagate unchanged', () => {
    const failure = new Error('entropy exhausted');
    let calls = 0;
    const source: RandomSource = {
      nextInt(bound) {
        if (++calls === 50) throw failure;
        return bound - 1;
      },
    };
    expect(bad({ random: source })).toThrow(failure);
    expect(calls).toBe(50);
    // The generator is still usable afterwards.
    checkPuzzle(generator.generate({ seed: 'after' }));
  });
});

describe('SudokuGenerator: cancellation', () => {
  const generator = new SudokuGenerator();

  it('throws the reason of an already aborted signal without drawing', () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    controller.abort(reason);
    let draws = 0;
    const source: RandomSource = {
      nextInt() {
        draws++;
        return 0;
      },
    };
    expect(() => generator.generate({ seed: 1, signal: controller.signal })).toThrow(reason);
    expect(() => generator.generate({ random: source, signal: controller.signal })).toThrow(reason);
    expect(draws).toBe(0);
  });

  it('aborts promptly during clue removal', () => {
    for (const after of [85, 120, 150]) {
      const controller = new AbortController();
      const inner = new SeededRandomSource('abort');
      let draws = 0;
      const source: RandomSource = {
        nextInt(bound) {
          if (++draws === after) controller.abort('enough');
          return inner.nextInt(bound);
        },
      };
      let caught: unknown;
      try {
        generator.generate({ random: source, difficulty: 'expert', signal: controller.signal });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBe('enough');
      // Removal draws once per orbit shuffle step and then checks the signal before each orbit.
      expect(draws).toBeLessThan(after + 90);
    }
  });
});

describe('SudokuGenerator: timing samples (printed, not asserted)', () => {
  it('times 25 puzzles each for Medium, Hard and Expert', () => {
    const generator = new SudokuGenerator();
    const lines: string[] = [];
    for (const difficulty of ['medium', 'hard', 'expert'] as const) {
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const start = performance.now();
        const puzzle = generator.generate({ seed: `timing-${i}`, difficulty });
        times.push(performance.now() - start);
        expect(puzzle.emptyCellCount).toBe(EMPTY_CELL_TARGETS[difficulty]);
      }
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      lines.push(
        `${difficulty.padEnd(6)} mean ${mean.toFixed(3)} ms, median ${times[12]!.toFixed(3)} ms, max ${times[24]!.toFixed(3)} ms`,
      );
    }
    console.log(`generation timing, 25 puzzles each (unwarmed, informational):\n${lines.join('\n')}`);
    expect(lines).toHaveLength(3);
  });
});
