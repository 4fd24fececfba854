/**
 * The rating under variant rules against Sudoku Explainer's own: every row of
 * test/fixtures/variants-se.tsv and variants-se-easy.tsv that SE rated (SukakuExplainer's
 * `serate` with the rule set's flags, see test/fixtures/README.md) rates the same ER, EP and ED.
 * One test per rule set in both runs: `npm test` rates two of the rule set's rows (its lowest ER
 * and its highest up to 7.0), `test:full` every row.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { rateBoard, rateValues } from '../../src/rating/rate.js';
import { FULL } from '../sample.js';
import { allVariantRows, byRules } from './variant-rows.js';
import { valuesOf } from '../helpers.js';

const ROWS = allVariantRows().filter((row) => row.er !== null);
const BY_RULES = byRules(ROWS);

describe('rating under variant rules, against Sudoku Explainer', () => {
  it('has SE ratings for every SE flag and two combinations', () => {
    for (const text of [
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
      'x+windoku',
    ])
      expect(BY_RULES.get(text)?.length ?? 0, text).toBeGreaterThanOrEqual(4);
  });

  for (const [text, rows] of BY_RULES) {
    it(`rates ${text} as SE does (ER, EP, ED)`, () => {
      const rules = SudokuRules.parse(text);
      // Quick run: the easiest row and the hardest rated up to 7.0 (a chain or a uniqueness
      // step when the rule set has one, and under a second).
      const sorted = rows.slice().sort((a, b) => a.er! - b.er!);
      const medium = sorted.filter((row) => row.er! <= 7).pop();
      const chosen = FULL
        ? rows
        : [sorted[0]!, ...(medium !== undefined && medium !== sorted[0] ? [medium] : [])];
      for (const row of chosen) {
        const r = rateValues(valuesOf(row.puzzle), undefined, Infinity, undefined, rules);
        const got = [r.rating, r.pearl, r.diamond];
        const want = [row.er, row.ep, row.ed];
        expect(got, `${text} ${row.puzzle}`).toEqual(want);
      }
    });
  }

  it('takes the rules from rateBoard, with the steps too, and refuses a bad rules option', () => {
    const row = BY_RULES.get('x')!
      .slice()
      .sort((a, b) => a.er! - b.er!)[0]!;
    const rules = SudokuRules.parse('x');
    const board = SudokuBoard.parse(row.puzzle);
    const plain = rateBoard(board, { rules });
    expect([plain.rating, plain.pearl, plain.diamond]).toEqual([row.er, row.ep, row.ed]);
    const withSteps = rateBoard(board, { rules, steps: true });
    expect(withSteps.rating).toBe(plain.rating);
    expect(Math.max(...withSteps.steps.map((s) => s.score))).toBe(plain.rating);
    expect(() => rateBoard(board, { rules: 'x' as never })).toThrow(TypeError);
    expect(() => rateBoard(board, { rules: {} as never })).toThrow(TypeError);
    // The classic rules as an option are the classic rating.
    expect(rateBoard(board, { rules: SudokuRules.classic })).toEqual(rateBoard(board));
  });

  it('rates a board that breaks the rules or has no solution under them as unsolvable', () => {
    // r1c1 and r2c2 both 1: allowed in a Latin square, not on its diagonal nor a king's move apart.
    const board = SudokuBoard.parse(`1${'.'.repeat(9)}1${'.'.repeat(70)}`);
    expect(rateBoard(board, { rules: SudokuRules.parse('latin+x') }).level).toBe('unsolvable');
    expect(rateBoard(board, { rules: SudokuRules.parse('latin+anti-king') }).level).toBe('unsolvable');
  });
});
