/**
 * Fuzzing the teaching entry points' options: `generate({ technique })`, `SudokuGame.practice` and
 * `SudokuLogicSolver.allSteps`. Every call returns a well-formed result or throws a SudokuError,
 * TypeError or RangeError in the library's own words (see `outcome`), quickly: the searches are
 * bounded (`maxAttempts`, `timeout`, a nearly solved board), so a hostile value cannot make one run
 * long, and the options are never changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGame,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SudokuSolver,
} from '../../src/index.js';
import {
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
const generator = new SudokuGenerator();
const PUZZLE = SudokuBoard.parse(
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
);

/** Ids of every kind: rated, hint-only, rating-only, reports, cage techniques, and non-ids. */
const IDS = [
  'x-wing',
  'pointing',
  'skyscraper',
  'w-wing',
  'simple-colouring',
  'direct-claiming',
  'invalid-board',
  'cage-combination',
  'locked-non-consecutive',
  'nope',
  '',
  'X-Wing',
  'toString',
  '__proto__',
] as const;
const technique = fc.oneof(
  hostile,
  fc.constantFrom<unknown>(...IDS).map(plain),
  fc.array(fc.constantFrom(...IDS), { maxLength: 3 }).map(plain),
);
const extra = fc.constantFrom<Record<string, unknown>>(
  {},
  { difficulty: 'hard' },
  { difficulty: 'easy' },
  { difficulty: 'expert' },
  { rating: { min: 4, max: 6 } },
  { rating: { min: 1, max: 2 } },
  { rules: SudokuRules.parse('x') },
  { rules: SudokuRules.parse('non-consecutive') },
);

/** Values of `options.technique` that are neither an id nor an array of ids. */
function foreignTechniques(): unknown[] {
  return [
    hostileProxy(),
    hostileProxy(['x-wing']),
    revokedProxy([]),
    revokedProxy({}),
    throwingGetters(),
    new String('x-wing'),
    { 0: 'x-wing', length: 1 },
    ['x-wing', 5],
    [undefined],
    [['x-wing']],
    Symbol('x-wing'),
    5,
    null,
    // A Proxy that claims an endless array of valid ids.
    new Proxy(['x-wing'], { get: (_target, key) => (key === 'length' ? 2 ** 40 : 'x-wing') }),
  ];
}

describe('fuzz: generation by technique', () => {
  it('generate({ technique }) returns a puzzle that needs one of the ids, or refuses cleanly', () => {
    fc.assert(
      fc.property(technique, extra, (ht, options) => {
        const value = ht.make();
        const result = outcome(() =>
          generator.generate({ seed: 1, maxAttempts: 2, timeout: 50, ...options, technique: value } as never),
        );
        if (result.ok) {
          const puzzle = result.value as {
            board: SudokuBoard;
            technique?: { id: string; path: string; step: number };
          };
          expect(isRealBoard(puzzle.board)).toBe(true);
          // An absent technique is a plain generation: no technique in the result.
          if (value === undefined) {
            expect(puzzle.technique).toBeUndefined();
            return;
          }
          if (puzzle.technique === undefined) throw new Error('a technique puzzle without its technique');
          expect(Array.isArray(value) ? value : [value]).toContain(puzzle.technique.id);
          expect(['rating', 'hints']).toContain(puzzle.technique.path);
          expect(puzzle.technique.step).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: size(20, 200) },
    );
  });

  it('a foreign options.technique is a TypeError or RangeError naming it, from every entry point', () => {
    const calls: ((value: unknown) => unknown)[] = [
      (value) => generator.generate({ seed: 1, technique: value as never }),
      (value) => SudokuGame.generate({ seed: 1, technique: value as never }),
      (value) => SudokuGame.practice({ seed: 1, technique: value as never }),
      (value) => SudokuGame.practice({ puzzle: PUZZLE, technique: value as never }),
    ];
    for (const call of calls) {
      for (const value of foreignTechniques()) {
        const result = outcome(() => call(value));
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error).toSatisfy((e) => e instanceof TypeError || e instanceof RangeError);
          expect(result.error.message).toMatch(/options\.technique/);
        }
      }
    }
  });

  it('reads a frozen array of ids and leaves it as it was', () => {
    const ids = Object.freeze(['pointing', 'x-wing', 'pointing'] as const);
    const puzzle = generator.generate({ seed: 2, technique: ids });
    expect(['pointing', 'x-wing']).toContain(puzzle.technique.id);
    expect(ids).toEqual(['pointing', 'x-wing', 'pointing']);
  });
});

describe('fuzz: practice and every step', () => {
  it('SudokuGame.practice returns a game or refuses its options cleanly', () => {
    const keys = [
      'technique',
      'puzzle',
      'seed',
      'difficulty',
      'maxAttempts',
      'timeout',
      'rules',
      'autoClearNotes',
    ];
    fc.assert(
      fc.property(hostileOptionsArb(keys), technique, (ho, ht) => {
        outcome(() => SudokuGame.practice(ho.make() as never));
        const result = outcome(() =>
          SudokuGame.practice({ seed: 3, maxAttempts: 2, timeout: 50, technique: ht.make() } as never),
        );
        if (result.ok) expect(result.value).toBeInstanceOf(SudokuGame);
      }),
      { numRuns: size(20, 200) },
    );
  });

  it('allSteps returns its groups or refuses its options cleanly', () => {
    // A nearly solved board (12 empty cells): every search, the nested chains too, ends quickly.
    const solved = new SudokuSolver().solve(PUZZLE) as { solution: SudokuBoard };
    let text = solved.solution.toString();
    for (let cell = 0; cell < 81; cell += 7) text = text.slice(0, cell) + '.' + text.slice(cell + 1);
    const board = SudokuBoard.parse(text);
    const keys = ['limit', 'perTechnique', 'timeout', 'nested', 'signal', 'candidates', 'rules'];
    const logic = new SudokuLogicSolver();
    fc.assert(
      fc.property(hostileOptionsArb(keys), (ho) => {
        const result = outcome(() => logic.allSteps(board, ho.make() as never));
        if (result.ok) {
          const all = result.value as { groups: readonly { steps: readonly unknown[] }[]; count: number };
          expect(all.count).toBe(all.groups.reduce((sum, group) => sum + group.steps.length, 0));
        }
      }),
      { numRuns: size(25, 200) },
    );
  });
});
