/**
 * `SudokuValidator` under variant rules: classic results unchanged, every region kind and
 * neighbour rule reported at both ends, candidates and legality against a naive check written here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SudokuValidator } from '../../src/rules/validator.js';
import { boardArb } from '../arbitraries.js';
import { size } from '../sample.js';
import { variantRows } from './variant-fixture.js';

const JIGSAW = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';
const RULE_SETS = [
  'x',
  'windoku',
  'disjoint-groups',
  'asterisk',
  'girandola',
  'centre-dot',
  'anti-knight',
  'anti-king',
  'non-consecutive',
  'latin',
  'x+windoku+anti-king',
  `jigsaw:${JIGSAW}+non-consecutive`,
  'latin+anti-knight+region:r1c1,r1c2,r2c1,r2c2,r5c5,r8c8,r8c9,r9c8,r9c9',
].map((text) => SudokuRules.parse(text));

/** The naive rule check: every region, every knight/king move, every orthogonal neighbour. */
function naiveLegal(rules: SudokuRules, values: readonly number[], cell: number, value: number): boolean {
  if (value === 0) return true;
  for (const region of rules.regions)
    if (region.cells.includes(cell) && region.cells.some((c) => c !== cell && values[c] === value))
      return false;
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  for (let other = 0; other < 81; other++) {
    if (other === cell || values[other] === 0) continue;
    const dr = Math.abs(Math.floor(other / 9) - row);
    const dc = Math.abs((other % 9) - column);
    if (rules.neighbourRules.includes('anti-knight') && dr * dc === 2 && values[other] === value)
      return false;
    if (rules.neighbourRules.includes('anti-king') && dr <= 1 && dc <= 1 && values[other] === value)
      return false;
    if (
      rules.neighbourRules.includes('non-consecutive') &&
      dr + dc === 1 &&
      Math.abs(values[other]! - value) === 1
    )
      return false;
  }
  return true;
}

describe('SudokuValidator under the classic rules', () => {
  it('gives exactly what it gave without rules', () => {
    const classic = { rules: SudokuRules.classic };
    fc.assert(
      fc.property(boardArb, (board) => {
        expect(SudokuValidator.validate(board, classic)).toEqual(SudokuValidator.validate(board));
        expect(SudokuValidator.validate(board, { ...classic, requireComplete: true })).toEqual(
          SudokuValidator.validate(board, { requireComplete: true }),
        );
        expect(SudokuValidator.findConflicts(board, classic)).toEqual(SudokuValidator.findConflicts(board));
        expect(SudokuValidator.isComplete(board, classic)).toBe(SudokuValidator.isComplete(board));
        for (const cell of [0, 40, 80]) {
          const [r, c] = [Math.floor(cell / 9), cell % 9];
          expect(SudokuValidator.getCandidateMask(board, r, c, classic)).toBe(
            SudokuValidator.getCandidateMask(board, r, c),
          );
          expect(SudokuValidator.getCandidates(board, r, c, classic)).toEqual(
            SudokuValidator.getCandidates(board, r, c),
          );
          expect(SudokuValidator.isLegal(board, r, c, 5, classic)).toBe(
            SudokuValidator.isLegal(board, r, c, 5),
          );
        }
      }),
      { numRuns: size(40, 300) },
    );
  });

  it('refuses a rules option that is not a SudokuRules, and unknown keys', () => {
    const board = SudokuBoard.empty();
    expect(() => SudokuValidator.validate(board, { rules: 'x' as never })).toThrow(TypeError);
    expect(() => SudokuValidator.findConflicts(board, { rule: SudokuRules.classic } as never)).toThrow(
      "did you mean 'rules'?",
    );
    expect(() => SudokuValidator.isLegal(board, 0, 0, 1, null as never)).toThrow(TypeError);
  });
});

describe('SudokuValidator: conflicts name the region and both cells', () => {
  it('for every region of every rule set, two equal digits in it clash there', () => {
    for (const rules of RULE_SETS) {
      for (const region of rules.regions) {
        const [a, b] = [region.cells[0]!, region.cells[8]!];
        const board = SudokuBoard.empty()
          .with(Math.floor(a / 9), a % 9, 5)
          .with(Math.floor(b / 9), b % 9, 5);
        const result = SudokuValidator.validate(board, { rules });
        expect(result.isValid).toBe(false);
        expect(result.conflicts).toContainEqual({
          unit: region.kind,
          unitIndex: region.index,
          value: 5,
          cells: [a, b],
        });
        expect(result.conflictingCells).toEqual([a, b]);
        expect(SudokuValidator.findConflicts(board, { rules })).toEqual([a, b]);
      }
    }
  });

  it("reports 'knight', 'king' and 'consecutive' pairs", () => {
    const knight = SudokuRules.parse('anti-knight');
    const king = SudokuRules.parse('anti-king');
    const nc = SudokuRules.parse('non-consecutive');
    const board = SudokuBoard.empty().with(0, 2, 7).with(1, 4, 7); // r1c3, r2c5: a knight's move
    expect(SudokuValidator.validate(board, { rules: knight }).conflicts).toEqual([
      { unit: 'knight', unitIndex: 2, value: 7, cells: [2, 13] },
    ]);
    expect(SudokuValidator.validate(board).isValid).toBe(true);
    const kings = SudokuBoard.empty().with(2, 2, 3).with(3, 3, 3); // r3c3, r4c4: different boxes
    expect(SudokuValidator.validate(kings, { rules: king }).conflicts).toEqual([
      { unit: 'king', unitIndex: 20, value: 3, cells: [20, 30] },
    ]);
    const inBox = SudokuBoard.empty().with(0, 0, 3).with(1, 1, 3); // box and king at once
    expect(SudokuValidator.validate(inBox, { rules: king }).conflicts.map((c) => c.unit)).toEqual([
      'box',
      'king',
    ]);
    const steps = SudokuBoard.empty().with(4, 4, 5).with(4, 5, 6).with(5, 4, 4).with(3, 4, 9);
    expect(SudokuValidator.validate(steps, { rules: nc }).conflicts).toEqual([
      { unit: 'consecutive', unitIndex: 40, value: 5, cells: [40, 41] },
      { unit: 'consecutive', unitIndex: 40, value: 4, cells: [40, 49] },
    ]);
    expect(SudokuValidator.findConflicts(steps, { rules: nc })).toEqual([40, 41, 49]);
  });
});

describe('SudokuValidator: candidates and legality under the rules', () => {
  it('non-consecutive takes d ± 1 of the orthogonal neighbours out', () => {
    const rules = SudokuRules.parse('non-consecutive');
    const board = SudokuBoard.empty().with(0, 1, 5).with(1, 0, 9);
    expect(SudokuValidator.getCandidates(board, 0, 0, { rules })).toEqual([1, 2, 3, 7]);
    expect(SudokuValidator.getCandidates(board, 0, 0)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect(SudokuValidator.getCandidateMask(board, 0, 0, { rules })).toBe(0b10001110);
    expect(SudokuValidator.isLegal(board, 0, 0, 4, { rules })).toBe(false);
    expect(SudokuValidator.isLegal(board, 0, 0, 7, { rules })).toBe(true);
  });

  it('agree with the naive check on random boards under every rule set', () => {
    fc.assert(
      fc.property(
        boardArb,
        fc.integer({ min: 0, max: RULE_SETS.length - 1 }),
        fc.integer({ min: 0, max: 80 }),
        (board, pick, cell) => {
          const rules = RULE_SETS[pick]!;
          const values = board.toValues();
          const [row, column] = [Math.floor(cell / 9), cell % 9];
          const candidates = SudokuValidator.getCandidates(board, row, column, { rules });
          const expected =
            values[cell] !== 0
              ? []
              : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => naiveLegal(rules, values, cell, v));
          expect(candidates).toEqual(expected);
          for (let v = 0; v <= 9; v++)
            expect(SudokuValidator.isLegal(board, row, column, v, { rules })).toBe(
              naiveLegal(rules, values, cell, v),
            );
          const conflicting = values.flatMap((v, c) =>
            v !== 0 && !naiveLegal(rules, values, c, v) ? [c] : [],
          );
          expect(SudokuValidator.findConflicts(board, { rules })).toEqual(conflicting);
          expect(SudokuValidator.validate(board, { rules }).conflictingCells).toEqual(conflicting);
        },
      ),
      { numRuns: size(60, 500) },
    );
  });

  it('the fixture solutions are complete under their rules, and not all of them under other rules', () => {
    for (const row of variantRows()) {
      const rules = SudokuRules.parse(row.rules);
      const solution = SudokuBoard.parse(row.solution);
      const puzzle = SudokuBoard.parse(row.puzzle);
      expect(SudokuValidator.isComplete(solution, { rules })).toBe(true);
      expect(SudokuValidator.isSolution(puzzle, solution, { rules })).toBe(true);
      expect(SudokuValidator.validate(puzzle, { rules, requireComplete: true }).isValid).toBe(false);
      expect(SudokuValidator.validate(puzzle, { rules }).isValid).toBe(true);
    }
    // A classic grid is rarely a diagonal one.
    const classic = variantRows().find((r) => r.rules === 'latin')!;
    expect(
      SudokuValidator.isComplete(SudokuBoard.parse(classic.solution), { rules: SudokuRules.parse('x') }),
    ).toBe(false);
  });
});
