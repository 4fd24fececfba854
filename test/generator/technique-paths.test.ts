/**
 * Generation by technique (src/generator/technique.ts, technique-options.ts) off its main road:
 * a technique only the rating uses (the direct variants), the search without the rating's
 * cut-off and its counters (what the bench compares), a call stopped inside the search (the
 * reason thrown as it is, never turned into RATING_NOT_REACHED), the natural bands of the
 * chains and of the techniques beyond the scale, and the option's malformed values.
 */
import { describe, expect, it } from 'vitest';
import {
  isSudokuError,
  rateBoard,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SUDOKU_RATING_BANDS,
  SUDOKU_TECHNIQUES,
  type SudokuTechniqueId,
} from '../../src/index.js';
import { generateInBand, ratingUnder } from '../../src/generator/bands.js';
import { planGeneration } from '../../src/generator/plan.js';
import { naturalBand } from '../../src/generator/technique-options.js';
import { generateByTechnique, type CutOffStats } from '../../src/generator/technique.js';
import { SolverEngine } from '../../src/solver/engine.js';

const generator = new SudokuGenerator();

/** The thrown value of `f` (undefined when it returns). */
function thrownBy(f: () => unknown): unknown {
  try {
    f();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a technique the rating uses and the hint engine does not', () => {
  it('direct hidden pair: needed by the rating’s path, its step counted there', () => {
    expect(SUDOKU_TECHNIQUES['direct-hidden-pair'].hinted).toBe(false);
    const puzzle = generator.generate({ technique: 'direct-hidden-pair', seed: 1 });
    expect(puzzle.technique.id).toBe('direct-hidden-pair');
    expect(puzzle.technique.path).toBe('rating');
    const rated = rateBoard(puzzle.board, { steps: true });
    expect(rated.rating).toBe(puzzle.rating.rating);
    expect(rated.steps[puzzle.technique.step]!.technique).toBe('direct-hidden-pair');
    expect(rated.steps.slice(0, puzzle.technique.step).map((step) => step.technique)).not.toContain(
      'direct-hidden-pair',
    );
    // The hint engine never takes it.
    const steps = new SudokuLogicSolver().solve(puzzle.board).steps;
    expect(steps.map((step) => step.technique)).not.toContain('direct-hidden-pair');
  });
});

describe('the search without the rating’s cut-off, and its counters', () => {
  it('finds a puzzle needing the technique either way; only the cut-off cuts ratings', () => {
    const engine = new SolverEngine();
    for (const [id, seed] of [
      ['naked-pair', 0],
      ['skyscraper', 2],
    ] as const) {
      for (const cutOff of [true, false]) {
        const stats: CutOffStats = { ratings: 0, cut: 0, hintPaths: 0 };
        const plan = planGeneration({ technique: id, seed });
        const puzzle = generateByTechnique(plan, engine, ratingUnder(undefined), undefined, cutOff, stats);
        expect(puzzle.technique.id).toBe(id);
        if (id === 'naked-pair') {
          const steps = rateBoard(puzzle.board, { steps: true }).steps;
          expect(steps[puzzle.technique.step]!.technique).toBe('naked-pair');
        } else {
          // A hint-only technique has no cut-off: the rating runs whole, the hint path decides.
          const steps = new SudokuLogicSolver().solve(puzzle.board).steps;
          expect(steps[puzzle.technique.step]!.technique).toBe('skyscraper');
        }
        expect(stats.ratings).toBeGreaterThan(0);
        expect(stats.hintPaths).toBeGreaterThan(0);
        // A rated technique's hint path runs only after a rating in band; a hint-only technique's
        // hint path runs first, and only a puzzle that needs it is rated.
        if (id === 'naked-pair') expect(stats.hintPaths).toBeLessThanOrEqual(stats.ratings);
        else expect(stats.ratings).toBeLessThanOrEqual(stats.hintPaths);
        if (cutOff && id === 'naked-pair') expect(stats.cut).toBeGreaterThan(0);
        else expect(stats.cut).toBe(0);
        expect(stats.cut).toBeLessThanOrEqual(stats.ratings);
      }
    }
  });
});

describe('a call stopped inside the search', () => {
  it('throws the reason as it is, wherever the signal is polled (band search, cut rating, hint path)', () => {
    const engine = new SolverEngine();
    const reason = new Error('stopped');
    for (const [id, seed] of [
      ['naked-pair', 0],
      ['skyscraper', 4],
    ] as const) {
      const whole = generateByTechnique(
        planGeneration({ technique: id, seed }),
        engine,
        ratingUnder(undefined),
        undefined,
      );
      let stopped = 0;
      for (const polls of [0, 3, 30, 300, 3000]) {
        let count = 0;
        const signal = {
          get aborted(): boolean {
            return count++ >= polls;
          },
          reason,
        };
        const plan = { ...planGeneration({ technique: id, seed }), signal: signal as AbortSignal };
        let made: typeof whole | undefined;
        const thrown = thrownBy(
          () => (made = generateByTechnique(plan, engine, ratingUnder(undefined), undefined)),
        );
        if (count > polls) {
          expect(thrown).toBe(reason);
          stopped++;
        } else {
          // Done before the signal said stop: the same puzzle as without it.
          expect(thrown).toBeUndefined();
          expect(made!.board.equals(whole.board)).toBe(true);
        }
      }
      expect(stopped).toBeGreaterThanOrEqual(3);
    }
  });

  it('stopped while the cut rating or the hint path runs: the reason, not a cut', () => {
    const engine = new SolverEngine();
    const reason = new Error('stopped');
    for (const [id, seed, inside] of [
      ['naked-pair', 0, 'rateValues'],
      ['skyscraper', 2, 'hintPathUses'],
    ] as const) {
      // A signal that says stop at its first poll from inside that function.
      const signal = {
        get aborted(): boolean {
          return (new Error().stack ?? '').includes(inside);
        },
        reason,
      };
      const plan = { ...planGeneration({ technique: id, seed }), signal: signal as AbortSignal };
      // The polls sit a few calls below those functions: short stacks keep the test cheap.
      const limit = Error.stackTraceLimit;
      Error.stackTraceLimit = 12;
      try {
        expect(thrownBy(() => generateByTechnique(plan, engine, ratingUnder(undefined), undefined))).toBe(
          reason,
        );
      } finally {
        Error.stackTraceLimit = limit;
      }
    }
  });

  it('an aborted signal or a timeout through the public call: the reason, or TIMEOUT', () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    expect(
      thrownBy(() => generator.generate({ technique: 'x-wing', seed: 1, signal: controller.signal })),
    ).toBe(reason);
    const timedOut = thrownBy(() => generator.generate({ technique: 'swordfish', seed: 1, timeout: 1 }));
    expect(isSudokuError(timedOut) && timedOut.code).toBe('TIMEOUT');
  });
});

describe('natural bands', () => {
  it('chains and unique rectangles reach the extreme band’s top; beyond 9.0, up to 20', () => {
    expect(naturalBand(['x-cycle'])).toEqual({ min: 6.5, max: SUDOKU_RATING_BANDS.extreme });
    expect(naturalBand(['unique-rectangle'])).toEqual({ min: 4.5, max: SUDOKU_RATING_BANDS.extreme });
    expect(naturalBand(['x-wing'])).toEqual({ min: 3.2, max: SUDOKU_RATING_BANDS.hard });
    expect(naturalBand(['nested-forcing-chain'])).toEqual({ min: 9.5, max: 20 });
    // Several ids: the lowest floor, the highest top.
    expect(naturalBand(['x-wing', 'nested-forcing-chain'])).toEqual({ min: 3.2, max: 20 });
    // A hint-only technique: from the lowest rated technique the hint engine tries after it, to the
    // extreme band's top (its puzzles are mostly extreme).
    expect(naturalBand(['skyscraper'])).toEqual({ min: 4.2, max: 9 });
  });
});

describe('options.technique, malformed', () => {
  const fail = (technique: unknown, rules?: SudokuRules): unknown =>
    thrownBy(() =>
      generator.generate({
        technique: technique as SudokuTechniqueId,
        seed: 1,
        ...(rules === undefined ? {} : { rules }),
      }),
    );

  it('a length that is not a count, too many ids, an entry that is not a string', () => {
    const weird = new Proxy([], {
      get: (target, key): unknown => (key === 'length' ? 2.5 : (Reflect.get(target, key) as unknown)),
    });
    const bad = fail(weird);
    expect(bad).toBeInstanceOf(TypeError);
    expect((bad as Error).message).toMatch(/^options\.technique must be a technique id or an array of them/);
    const many = fail(new Array<string>(1001).fill('x-wing'));
    expect(many).toBeInstanceOf(RangeError);
    expect((many as Error).message).toContain('at most 1000 ids, received an array of 1001');
    const entry = fail(['x-wing', 7]);
    expect(entry).toBeInstanceOf(TypeError);
    expect((entry as Error).message).toMatch(/^options\.technique\[1\] must be a technique id/);
    // Repeats are one id.
    const repeated = generator.generate({ technique: ['naked-pair', 'naked-pair'], seed: 0 });
    expect(repeated.technique.id).toBe('naked-pair');
  });

  it('a non-consecutive technique needs non-consecutive rules: TECHNIQUE_NOT_IN_BAND otherwise', () => {
    for (const rules of [undefined, SudokuRules.parse('x')]) {
      const error = fail('locked-non-consecutive', rules);
      expect(isSudokuError(error) && error.code).toBe('TECHNIQUE_NOT_IN_BAND');
      expect((error as Error).message).toContain(
        'locked-non-consecutive is used under non-consecutive rules only',
      );
    }
  });
});

describe('the neighbourhood moves after a refused puzzle', () => {
  it('follow only puzzles rated at most the given cap: refused puzzles above it are not climbed from', () => {
    const engine = new SolverEngine();
    // A search that refuses every puzzle in band, counting the puzzles it is asked about: the
    // moves after a refusal each ask again, so without them it is asked once per probe.
    const asked = (climbUpTo: number): { asked: number; ratings: number[] } => {
      const ratings: number[] = [];
      const plan = planGeneration({ difficulty: 'hard', seed: 3, maxAttempts: 12 });
      expect(() =>
        generateInBand(
          plan,
          engine,
          ratingUnder(undefined),
          undefined,
          (_values, rating) => {
            ratings.push(rating.rating);
            return false;
          },
          undefined,
          climbUpTo,
        ),
      ).toThrow(/no puzzle in the hard band/);
      return { asked: ratings.length, ratings };
    };
    const always = asked(Infinity);
    const never = asked(0);
    // Refused in band at 4.2–4.5 (seed 3): a cap of 4.2 climbs from some of them only.
    const some = asked(42);
    expect(always.ratings.some((r) => r > 4.2) && always.ratings.some((r) => r <= 4.2)).toBe(true);
    // The first refusal of each search is the same puzzle; the moves add questions.
    expect(never.ratings[0]).toBe(always.ratings[0]);
    expect(never.asked).toBeLessThan(always.asked);
    expect(never.asked).toBeLessThanOrEqual(12);
    expect(some.asked).toBeGreaterThan(never.asked);
    expect(some.asked).toBeLessThanOrEqual(always.asked);
  });
});
