/**
 * Fuzzing the rules: random texts (built from the real parts, so most get deep into the parser),
 * random JSON values and hostile objects given to `SudokuRules.parse` and `fromJSON`, killer cages
 * (the `killer:` part, cage lists, SudokuWiki strings) given to `parse`, `fromJSON`, `killer` and
 * `parseKiller`, `gradeKiller` on puzzles made of some of a fixture puzzle's cages and random givens, and hostile
 * `rules` options given to the validator, the solver, the rating and the hints. Every call returns a rule set or throws a
 * SudokuError with one of the rules codes (a parse error with its position inside the text), a
 * TypeError or a RangeError, in the library's own words, and quickly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuError, isSudokuError } from '../../src/errors.js';
import { SudokuErrorCode } from '../../src/errors.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SudokuValidator } from '../../src/rules/validator.js';
import { SudokuSolver } from '../../src/solver/solver.js';
import { SudokuLogicSolver } from '../../src/logic/solver.js';
import { rateBoard } from '../../src/rating/rate.js';
import { gradeKiller } from '../../src/rating/killer.js';
import { fixtureLines } from '../helpers.js';
import { size } from '../sample.js';
import { expectGoodMessage, hostileValueArb } from './support.js';

const CODES: readonly string[] = [
  SudokuErrorCode.InvalidRules,
  SudokuErrorCode.UnknownRule,
  SudokuErrorCode.RulesClash,
  SudokuErrorCode.InvalidJigsaw,
  SudokuErrorCode.InvalidRegion,
  SudokuErrorCode.InvalidCage,
  SudokuErrorCode.CageOverlap,
];
/** A killer part (the first line of test/fixtures/killer.txt's map with its sums). */
const KILLER_MAP = 'abcccddeeafghciijeffghhkkjjllgmmnkoolppqqnrstupvwwnrstvvvxxxryzAABBCDDDzAAEFFFGGG';
const KILLER_SUMS =
  '10,4,11,8,20,14,19,18,11,19,17,12,10,15,10,15,9,16,7,7,9,22,11,9,3,16,20,10,8,15,4,15,11';
const WIKI =
  '212112111212112223213331443231221241134412231124133132322122212344411312111411312,' +
  '171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';
const JIGSAW = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';

type Result = { ok: true; rules: SudokuRules } | { ok: false; error: Error };

function run(call: () => SudokuRules): Result {
  const start = performance.now();
  try {
    const rules = call();
    expect(rules).toBeInstanceOf(SudokuRules);
    // Whatever was accepted round-trips.
    expect(SudokuRules.parse(rules.toString())).toBe(rules);
    return { ok: true, rules };
  } catch (error) {
    if (isSudokuError(error)) {
      expect(error).toBeInstanceOf(SudokuError);
      expect(CODES).toContain(error.code);
    } else if (!(error instanceof TypeError || error instanceof RangeError)) {
      throw new Error(`an unexpected error escaped: ${String(error)}`, { cause: error });
    }
    expectGoodMessage(error);
    return { ok: false, error };
  } finally {
    expect(performance.now() - start).toBeLessThan(1000);
  }
}

const pieceArb = fc.oneof(
  fc.constantFrom(
    'classic',
    'latin',
    'x',
    'windoku',
    'disjoint-groups',
    'asterisk',
    'girandola',
    'centre-dot',
    'anti-knight',
    'anti-king',
    'non-consecutive',
    'jigsaw',
    `jigsaw:${JIGSAW}`,
    'region:',
    'killer',
    'killer:',
    `killer:${KILLER_MAP}:${KILLER_SUMS}`,
    `killer:${'.'.repeat(79)}ab:3,4`,
    'r1c1',
    ',',
    ':',
    '+',
    '',
  ),
  fc.string({ maxLength: 6 }),
  fc
    .string({
      unit: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'),
      minLength: 75,
      maxLength: 85,
    })
    .map((s) => `jigsaw:${s}`),
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })), { maxLength: 11 })
    .map((cells) => `region:${cells.map(([r, c]) => `r${r}c${c}`).join(',')}`),
  // A valid killer part with a few map cells or sums changed: merged or split cages, sums that
  // no longer fit, bad characters, too few or too many sums.
  fc
    .tuple(
      fc.array(
        fc.tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('a', 'b', 'Z', '9', '.', '#', ':')),
        {
          maxLength: 4,
        },
      ),
      fc.array(fc.oneof(fc.integer({ min: -1, max: 50 }).map(String), fc.string({ maxLength: 3 })), {
        maxLength: 3,
      }),
      fc.integer({ min: 0, max: 40 }),
    )
    .map(([edits, sums, cut]) => {
      const cells = Array.from(KILLER_MAP);
      for (const [i, c] of edits) cells[i] = c;
      const list = KILLER_SUMS.split(',');
      list.splice(cut, sums.length > 0 ? 1 : 0, ...sums);
      return `killer:${cells.join('')}:${list.join(',')}`;
    }),
  // A valid layout with a few cells changed: wrong counts, disconnected regions, bad ids.
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('0', '1', '5', '9', 'a', '.')), {
      minLength: 1,
      maxLength: 3,
    })
    .map((edits) => {
      const cells = Array.from(JIGSAW);
      for (const [i, c] of edits) cells[i] = c;
      return `jigsaw:${cells.join('')}`;
    }),
);

describe('SudokuRules.parse: fuzzed texts', () => {
  it('parses or refuses with a code and a position inside the text', () => {
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 6 }), fc.boolean(), (pieces, plus) => {
        const text = pieces.join(plus ? '+' : '');
        const result = run(() => SudokuRules.parse(text));
        if (!result.ok && isSudokuError(result.error)) {
          const position = result.error.position;
          if ((result.error.code as string) !== 'RULES_CLASH' || position !== undefined) {
            expect(position).toBeGreaterThanOrEqual(1);
            expect(position).toBeLessThanOrEqual(Math.max(1, text.length + 1));
          }
        }
      }),
      { numRuns: size(300, 5000) },
    );
  });

  it('refuses non-strings with a TypeError', () => {
    fc.assert(
      fc.property(hostileValueArb(), (value) => {
        const made = value.make();
        const result = run(() => SudokuRules.parse(made as string));
        if (typeof made !== 'string') expect(result.ok ? null : result.error).toBeInstanceOf(TypeError);
      }),
      { numRuns: size(100, 1000) },
    );
  });
});

const jsonRulesArb = fc.record(
  {
    layout: fc.oneof(fc.constantFrom('boxes', 'latin', 'jigsaw'), fc.jsonValue()),
    jigsaw: fc.oneof(fc.constant(JIGSAW), fc.string({ maxLength: 90 }), fc.jsonValue()),
    regions: fc.oneof(
      fc.subarray(['x', 'windoku', 'disjoint-groups', 'asterisk', 'girandola', 'centre-dot', 'y']),
      fc.jsonValue(),
    ),
    neighbours: fc.oneof(fc.subarray(['anti-knight', 'anti-king', 'non-consecutive', 'z']), fc.jsonValue()),
    custom: fc.oneof(
      fc.array(fc.array(fc.integer({ min: -1, max: 82 }), { minLength: 8, maxLength: 10 }), { maxLength: 3 }),
      fc.jsonValue(),
    ),
    cages: fc.oneof(
      fc.array(
        fc.record(
          {
            sum: fc.oneof(fc.integer({ min: -1, max: 50 }), fc.jsonValue()),
            cells: fc.oneof(fc.array(fc.integer({ min: -1, max: 82 }), { maxLength: 11 }), fc.jsonValue()),
            colour: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      fc.jsonValue(),
    ),
    other: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('SudokuRules.fromJSON: fuzzed values', () => {
  it('builds or refuses any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(jsonRulesArb, fc.jsonValue()), (value) => {
        run(() => SudokuRules.fromJSON(value as never));
      }),
      { numRuns: size(300, 5000) },
    );
  });

  it('refuses hostile objects with a TypeError or a SudokuError', () => {
    fc.assert(
      fc.property(hostileValueArb(), (value) => {
        run(() => SudokuRules.fromJSON(value.make() as never));
        run(() => SudokuRules.fromJSON({ regions: value.make() } as never));
        run(() => SudokuRules.fromJSON({ custom: [value.make()] } as never));
        run(() => SudokuRules.fromJSON({ cages: value.make() } as never));
        run(() => SudokuRules.fromJSON({ cages: [value.make()] } as never));
        run(() => SudokuRules.fromJSON({ cages: [{ sum: 3, cells: value.make() }] } as never));
        run(() => SudokuRules.killer(value.make() as never));
        run(() => SudokuRules.classic.withCages([value.make()] as never));
        run(() => SudokuRules.parseKiller(value.make() as string, 'sudokuwiki'));
      }),
      { numRuns: size(100, 1000) },
    );
  });
});

describe('SudokuRules.parseKiller: fuzzed SudokuWiki strings', () => {
  it('reads or refuses with a code', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 300 }), fc.constantFrom('0', '1', '3', '9', ',', 'a', ' ')),
          {
            maxLength: 4,
          },
        ),
        fc.integer({ min: 0, max: WIKI.length }),
        (edits, cut) => {
          const chars = Array.from(WIKI.slice(0, cut === 0 ? WIKI.length : cut));
          for (const [i, c] of edits) if (i < chars.length) chars[i] = c;
          run(() => SudokuRules.parseKiller(chars.join(''), 'sudokuwiki'));
        },
      ),
      { numRuns: size(200, 3000) },
    );
  });
});

describe('hostile rules options', () => {
  const board = SudokuBoard.empty().with(0, 0, 5);
  const solver = new SudokuSolver();
  it('the validator and the solver take a SudokuRules or refuse with a TypeError', () => {
    fc.assert(
      fc.property(hostileValueArb(), (value) => {
        const options = { rules: value.make() } as never;
        for (const call of [
          () => SudokuValidator.validate(board, options),
          () => SudokuValidator.findConflicts(board, options),
          () => SudokuValidator.getCandidates(board, 0, 1, options),
          () => solver.countSolutions(board, 1, options),
          () => solver.solve(board, options),
        ]) {
          try {
            call();
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            expectGoodMessage(error as Error);
          }
        }
      }),
      { numRuns: size(60, 600) },
    );
  });

  it('the rating and the hints take a SudokuRules or refuse with a TypeError', () => {
    // A solution grid less one cell: whatever the option, a call that runs is quick.
    const nearlyFull = SudokuBoard.parse(
      '.23456789456789123789123456214365897365897214897214365531642978642978531978531642',
    );
    const logic = new SudokuLogicSolver();
    fc.assert(
      fc.property(hostileValueArb(), (value) => {
        const options = { rules: value.make() } as never;
        for (const call of [
          () => rateBoard(nearlyFull, options),
          () => logic.nextStep(nearlyFull, options),
          () => logic.solve(nearlyFull, options),
        ]) {
          try {
            call();
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            expectGoodMessage(error as Error);
          }
        }
      }),
      { numRuns: size(60, 600) },
    );
  });
});

describe('gradeKiller: fuzzed killer puzzles', () => {
  // A fixture puzzle's cages, some of them kept, and givens: its solution's digits or any digit.
  const [text, solution] = fixtureLines('killer.txt')[0]!.split('\t') as [string, string];
  const cages = SudokuRules.parse(text).cages;
  it('grades a puzzle or says why not, and agrees with the solver on the solutions', () => {
    const solver = new SudokuSolver();
    fc.assert(
      fc.property(
        // Any cages, or all but at most one (mostly a puzzle, graded).
        fc.oneof(
          fc.subarray([...cages], { minLength: 1 }),
          fc.integer({ min: 0, max: cages.length }).map((k) => cages.filter((_, i) => i !== k)),
        ),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 9 })), {
          maxLength: 12,
        }),
        (kept, givens) => {
          const rules = SudokuRules.killer(kept);
          const cells = Array<string>(81).fill('.');
          for (const [cell, digit] of givens) cells[cell] = digit === 0 ? solution[cell]! : String(digit);
          const board = SudokuBoard.parse(cells.join(''));
          const rating = gradeKiller(board, { rules, timeout: 10_000 });
          expect(rating.solutions).toBe(solver.countSolutions(board, 2, { rules }));
          expect(rating.grade !== null).toBe(rating.solutions === 1 && rating.solvedByLogic);
          expect(rating.difficulty !== null).toBe(rating.grade !== null);
          if (rating.solutions !== 1) expect(rating.solvedByLogic).toBe(false);
        },
      ),
      {
        numRuns: size(25, 300),
        // A case a run found: the solver searched a subtree it could not refute for minutes.
        examples: [
          [
            cages.filter((cage) => cage.cells[0] === 24 || cage.cells[0] === 42),
            [
              [0, 8],
              [27, 5],
              [28, 4],
              [70, 2],
            ],
          ],
        ],
      },
    );
  });
});
