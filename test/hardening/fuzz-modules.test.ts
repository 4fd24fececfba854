/**
 * Fuzzing the generator, random sources, daily seeds, candidates, the logic solver and the rating
 * with hostile arguments: every call returns a well-formed result or throws a SudokuError,
 * TypeError or RangeError in the library's own words (see `outcome`). The one documented
 * exception: an error thrown by a caller's own `RandomSource.nextInt` propagates as it is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SeededRandomSource,
  SudokuBoard,
  SudokuCandidates,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  dailySeed,
  isSudokuError,
  rateBoard,
} from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import {
  HostileError,
  hostile as lazy,
  hostileOptionsArb,
  hostileProxy,
  hostileValueArb,
  isRealBoard,
  outcome,
  plain,
  revokedProxy,
  throwingGetters,
} from './support.js';
import { size } from '../sample.js';

const hostile = hostileValueArb();
const EASY = fixtureLines('se-rated.tsv')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, er]) => Number(er) <= 3)
  .slice(0, 10)
  .map(([puzzle]) => SudokuBoard.parse(puzzle!));
const boardOrHostile = fc.oneof(fc.constantFrom(...EASY).map(plain), hostile);

describe('fuzz: random sources', () => {
  it('SeededRandomSource takes a safe integer or a non-empty string, and nextInt a bound 1–2^32', () => {
    fc.assert(
      fc.property(hostile, hostile, (hs, hb) => {
        const [seed, bound] = [hs.make(), hb.make()];
        const made = outcome(() => new SeededRandomSource(seed as number));
        const validSeed =
          (typeof seed === 'number' && Number.isSafeInteger(seed)) ||
          (typeof seed === 'string' && seed !== '');
        expect(made.ok).toBe(validSeed);
        const source = made.ok ? (made.value as SeededRandomSource) : new SeededRandomSource(1);
        const drawn = outcome(() => source.nextInt(bound as number));
        const validBound =
          typeof bound === 'number' && Number.isInteger(bound) && bound >= 1 && bound <= 2 ** 32;
        expect(drawn.ok).toBe(validBound);
        if (drawn.ok) {
          expect(Number.isInteger(drawn.value)).toBe(true);
          expect(drawn.value).toBeGreaterThanOrEqual(0);
          expect(drawn.value).toBeLessThan(bound as number);
        }
      }),
      { numRuns: size(40, 300) },
    );
  });
});

describe('fuzz: generator', () => {
  const generator = new SudokuGenerator();
  const keys = [
    'difficulty',
    'emptyCellTarget',
    'seed',
    'symmetry',
    'signal',
    'maxAttempts',
    'rating',
    'rules',
    'jigsaw',
  ];
  const plausible = fc.oneof(
    fc.constantFrom<unknown>(
      'easy',
      'medium',
      'hard',
      'expert',
      'none',
      'rotational',
      'diagonal',
      'antidiagonal',
    ),
    fc.integer({ min: -2, max: 70 }),
    fc.constantFrom<unknown>({ min: 1, max: 20 }, { min: 5, max: 1 }, { min: NaN, max: 2 }, { min: '1' }, {}),
    fc.constantFrom<unknown>(
      'random',
      'x',
      SudokuRules.classic,
      SudokuRules.parse('x'),
      SudokuRules.parse('latin'),
    ),
  );
  const options = fc.oneof(
    hostileOptionsArb(keys),
    fc
      .array(fc.tuple(fc.constantFrom(...keys), fc.oneof(plausible.map(plain), hostile)), { maxLength: 4 })
      .map((entries) =>
        lazy(`{ ${entries.map(([k, v]) => `${k}: ${v.label}`).join(', ')} }`, () =>
          Object.fromEntries(entries.map(([k, v]) => [k, v.make()])),
        ),
      ),
  );

  it('generate returns a unique puzzle or refuses its options cleanly', () => {
    fc.assert(
      fc.property(options, (h) => {
        const made = h.make();
        const result = outcome(() => generator.generate(made as never));
        if (result.ok) {
          const puzzle = result.value as { board: SudokuBoard; solution: SudokuBoard };
          expect(isRealBoard(puzzle.board) && isRealBoard(puzzle.solution)).toBe(true);
        }
      }),
      { numRuns: size(40, 200) },
    );
  });

  it('a random source that returns nonsense is refused with a RangeError naming the value', () => {
    for (const value of [NaN, -1, 1.5, Infinity, 1e9, '3', undefined, null]) {
      const result = outcome(() => generator.generate({ random: { nextInt: () => value as number } }));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/nextInt/);
    }
  });

  it('a random source that throws propagates its own error, and the generator still works afterwards', () => {
    let calls = 0;
    const random = {
      nextInt(bound: number): number {
        if (++calls > 40) throw new HostileError('source failed');
        return calls % bound;
      },
    };
    expect(() => generator.generate({ random })).toThrow(HostileError);
    const a = generator.generate({ seed: 99 });
    const b = new SudokuGenerator().generate({ seed: 99 });
    expect(a.board.equals(b.board)).toBe(true);
  });
});

/** The 1-based place of the first digit out of its place in a candidates line, 0 for none. */
function misplacedAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 49 && c <= 57 && c - 48 !== (i % 9) + 1) return i + 1;
  }
  return 0;
}

describe('fuzz: candidates', () => {
  it('fromBoard and parse return candidates or refuse cleanly; parse reads back format', () => {
    const alphabet = fc.constantFrom(...'123456789 |+-.\n'.split(''), 'x', '0', '\t');
    const text = fc.oneof(
      hostile,
      fc.string({ unit: alphabet, minLength: 50, maxLength: 900 }).map(plain),
      fc.constantFrom(...EASY).map((board) => plain(SudokuCandidates.fromBoard(board).format())),
    );
    fc.assert(
      fc.property(boardOrHostile, text, (hb, ht) => {
        const fromBoard = outcome(() => SudokuCandidates.fromBoard(hb.make() as SudokuBoard));
        if (fromBoard.ok) expect(fromBoard.value).toBeInstanceOf(SudokuCandidates);
        const parsed = outcome(() => SudokuCandidates.parse(ht.make() as string));
        if (parsed.ok) {
          const candidates = parsed.value as SudokuCandidates;
          expect(SudokuCandidates.parse(candidates.format()).equals(candidates)).toBe(true);
        }
      }),
      { numRuns: size(40, 300) },
    );
  });

  it('parse reads the 729-character line: marks in their place, `.` or `0`; anything else refused with its position', () => {
    // A well-formed line (each place its digit, `.` or `0`), then maybe one character changed,
    // or cells cut or added.
    const cellText = fc
      .array(fc.constantFrom('mark', '.', '0'), { minLength: 9, maxLength: 9 })
      .map((kinds) => kinds.map((kind, k) => (kind === 'mark' ? String(k + 1) : kind)).join(''));
    const wellFormedLine = fc.oneof(
      fc.array(cellText, { minLength: 81, maxLength: 81 }).map((cells) => cells.join('')),
      fc.constantFrom(...EASY).map((board) => SudokuCandidates.fromBoard(board).toLine()),
    );
    const line = fc.oneof(
      wellFormedLine,
      fc
        .tuple(wellFormedLine, fc.nat(728), fc.constantFrom(...'123456789x -|\n'.split('')))
        .map(([text, at, c]) => text.slice(0, at) + c + text.slice(at + 1)),
      fc.array(cellText, { minLength: 0, maxLength: 90 }).map((cells) => cells.join('')),
    );
    fc.assert(
      fc.property(line, (text) => {
        const parsed = outcome(() => SudokuCandidates.parse(text));
        const wellFormed =
          text.length === 729 &&
          /^[.0]*$/.test(text.replace(/[1-9]/g, (d, i: number) => (Number(d) === (i % 9) + 1 ? '.' : 'x')));
        if (wellFormed) {
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          const candidates = parsed.value as SudokuCandidates;
          expect(candidates.toLine()).toBe(text.replaceAll('0', '.'));
          expect(SudokuCandidates.parse(candidates.toLine()).equals(candidates)).toBe(true);
          expect(SudokuCandidates.parse(candidates.format()).equals(candidates)).toBe(true);
          return;
        }
        // Other lengths may read as a candidate grid (cells between dots); else a SudokuError.
        if (!parsed.ok) expect(isSudokuError(parsed.error)).toBe(true);
        if (text.length === 729 && /^[0-9.]*$/.test(text)) {
          expect(parsed.ok).toBe(false);
          // A digit out of its place: refused at that place.
          const position = misplacedAt(text);
          expect(!parsed.ok && parsed.error).toMatchObject({ code: 'INVALID_CHARACTER', position });
        }
      }),
      { numRuns: size(40, 300) },
    );
  });

  it('parse refuses 10 MB texts cleanly', () => {
    const size = 10 * 1024 * 1024;
    for (const text of [
      '1'.repeat(size),
      'x'.repeat(size),
      '123456789 '.repeat(size / 10),
      '\n'.repeat(size),
    ]) {
      const result = outcome(() => SudokuCandidates.parse(text));
      expect(result.ok).toBe(false);
      expect(!result.ok && isSudokuError(result.error)).toBe(true);
      expect(!result.ok && result.error.message.length).toBeLessThan(300);
    }
  });

  it('get, has, without and with return only for valid positions and digits', () => {
    const candidates = SudokuCandidates.fromBoard(EASY[0]!);
    const isIndex = (v: unknown, max: number): boolean =>
      typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
    fc.assert(
      fc.property(hostile, hostile, hostile, (ha, hb, hc) => {
        const [a, b, c] = [ha.make(), hb.make(), hc.make()];
        const position = isIndex(a, 8) && isIndex(b, 8);
        expect(outcome(() => candidates.get(a as number, b as number)).ok).toBe(position);
        const has = outcome(() => candidates.has(a as number, b as number, c as number));
        if (has.ok) expect(typeof has.value).toBe('boolean');
        outcome(() => candidates.without(a as number, b as number, c as number));
        outcome(() => candidates.with(a as number, b as number, c as number));
        const equals = outcome(() => candidates.equals(a as SudokuCandidates));
        expect(equals.ok && equals.value).toBe(false);
      }),
      { numRuns: size(40, 300) },
    );
  });
});

describe('fuzz: logic solver and rating', () => {
  const logic = new SudokuLogicSolver();

  it('the constructor takes known technique ids or refuses cleanly', () => {
    const ids = fc.oneof(
      hostile,
      fc
        .array(fc.constantFrom('naked-single', 'hidden-single-box', 'x-wing', 'nope', ''), { maxLength: 4 })
        .map(plain),
    );
    fc.assert(
      fc.property(ids, (h) => {
        outcome(() => new SudokuLogicSolver({ techniques: h.make() as never }));
        outcome(() => new SudokuLogicSolver(h.make() as never));
      }),
      { numRuns: size(40, 200) },
    );
  });

  it('a Proxy, revoked Proxy or throwing getter as options.candidates is refused with a TypeError', () => {
    for (const make of [
      () => hostileProxy(),
      () => revokedProxy({}),
      () => revokedProxy([]),
      throwingGetters,
    ]) {
      for (const call of [
        (v: unknown) => logic.nextStep(EASY[0]!, { candidates: v } as never),
        (v: unknown) => logic.solve(EASY[0]!, { candidates: v } as never),
      ]) {
        const result = outcome(() => call(make()));
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toBeInstanceOf(TypeError);
      }
    }
  });

  it('nextStep, solve, rate and rateBoard return or refuse cleanly', () => {
    fc.assert(
      fc.property(boardOrHostile, hostileOptionsArb(['candidates', 'signal']), (hb, ho) => {
        const [board, options] = [hb.make(), ho.make()];
        outcome(() => logic.nextStep(board as SudokuBoard, options as never));
        const solved = outcome(() => logic.solve(board as SudokuBoard, options as never));
        if (solved.ok)
          expect(['solved', 'stuck', 'invalid-board', 'contradiction']).toContain(
            (solved.value as { status: string }).status,
          );
        const rated = outcome(() => rateBoard(board as SudokuBoard, options as never));
        if (rated.ok) expect(typeof (rated.value as { rating: number }).rating).toBe('number');
        const viaSolver = outcome(() => logic.rate(board as SudokuBoard, options as never));
        expect(viaSolver.ok).toBe(rated.ok);
      }),
      { numRuns: size(40, 120) },
    );
  });
});

describe('generator option values that run user code', () => {
  it('a Proxy, revoked Proxy or throwing getter as options.random or options.rating is refused with a TypeError', () => {
    const generator = new SudokuGenerator();
    for (const make of [
      () => hostileProxy(),
      () => revokedProxy({}),
      () => revokedProxy([]),
      throwingGetters,
    ]) {
      for (const key of ['random', 'rating']) {
        const result = outcome(() => generator.generate({ [key]: make() } as never));
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error).toBeInstanceOf(TypeError);
      }
    }
  });
});

describe('look-alikes', () => {
  it('SudokuCandidates.equals answers false for an object that only inherits its prototype', () => {
    const candidates = SudokuCandidates.fromBoard(SudokuBoard.empty());
    const equals = outcome(() =>
      candidates.equals(Object.create(SudokuCandidates.prototype) as SudokuCandidates),
    );
    expect(equals.ok && equals.value).toBe(false);
  });
});

describe('daily seeds', () => {
  it('refuse an object that only inherits Date.prototype with a TypeError naming the date', () => {
    const result = outcome(() => dailySeed(Object.create(Date.prototype) as Date));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(TypeError);
      expect(result.error.message).toMatch(/date/);
    }
  });
});
