/**
 * Hints under variant rules: every step of a solve is sound under the rules (its placements are
 * the solution's digits, its removals never the solution's digit), for one puzzle of each rule
 * set of test/fixtures/variants-se-easy.tsv (the one with the most givens; every puzzle of the
 * rule set in the full run); the explanations name the variant regions; a bad `rules` is refused.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SudokuLogicSolver } from '../../src/logic/solver.js';
import { FULL } from '../sample.js';
import type { VariantRow } from '../rules/variant-fixture.js';
import { byRules, easyVariantRows } from '../rating/variant-rows.js';

const solver = new SudokuLogicSolver();

function givens(row: VariantRow): number {
  return Array.from(row.puzzle).filter((c) => c !== '.').length;
}

const BY_RULES = byRules(easyVariantRows());

/** The board with `cells` filled by `digits` in order. */
function boardWith(cells: readonly number[], digits: readonly number[]): SudokuBoard {
  const values = new Array<number>(81).fill(0);
  cells.forEach((cell, k) => (values[cell] = digits[k]!));
  return SudokuBoard.fromValues(values);
}

describe('hints under variant rules', () => {
  for (const [text, rows] of BY_RULES) {
    it(`are sound to the end under ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`, () => {
      const rules = SudokuRules.parse(text);
      const chosen = FULL ? rows : [rows.slice().sort((a, b) => givens(b) - givens(a))[0]!];
      for (const row of chosen) {
        const result = solver.solve(SudokuBoard.parse(row.puzzle), { rules });
        expect(result.status === 'solved' || result.status === 'stuck', row.puzzle).toBe(true);
        const solution = row.solution;
        for (const step of result.steps) {
          for (const p of step.placements)
            expect(p.value, step.explanation).toBe(Number(solution[p.row * 9 + p.column]));
          for (const e of step.eliminations)
            expect(e.value, step.explanation).not.toBe(Number(solution[e.row * 9 + e.column]));
        }
        if (result.status === 'solved') expect(result.board.toString().replaceAll('.', '')).toBe(solution);
      }
    });
  }

  it('name the variant regions', () => {
    // The main diagonal full but r9c9: a full house there.
    const diagonal = [0, 10, 20, 30, 40, 50, 60, 70];
    const x = solver.nextStep(boardWith(diagonal, [1, 2, 3, 4, 5, 6, 7, 8]), {
      rules: SudokuRules.parse('x'),
    });
    expect(x?.technique).toBe('full-house');
    expect(x?.explanation).toContain('the main diagonal');
    expect(x?.placements).toEqual([{ row: 8, column: 8, value: 9 }]);
    // Window group 1 (rows 2–4, columns 2–4) full but r4c4.
    const window = [10, 11, 12, 19, 20, 21, 28, 29];
    const w = solver.nextStep(boardWith(window, [1, 2, 3, 4, 5, 6, 7, 8]), {
      rules: SudokuRules.parse('windoku'),
    });
    expect(w?.explanation).toContain('window group 1');
    expect(w?.placements).toEqual([{ row: 3, column: 3, value: 9 }]);
    // A solution grid of a jigsaw layout without the last cell of each of regions 4–9: region 4
    // comes first in SE's scan (the jigsaw regions, as boxes, before the lines).
    const layout = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';
    const solution = '314586729956237418472819356568173294729645831831492567685924173243761985197358642';
    const blanks = [4, 5, 6, 7, 8, 9].map((id) => layout.lastIndexOf(String(id)));
    const kept = Array.from({ length: 81 }, (_, i) => i).filter((i) => !blanks.includes(i));
    const j = solver.nextStep(
      boardWith(
        kept,
        kept.map((cell) => Number(solution[cell])),
      ),
      { rules: SudokuRules.parse(`jigsaw:${layout}`) },
    );
    expect(j?.technique).toBe('full-house');
    expect(j?.explanation).toContain('jigsaw region 4');
    expect(j?.placements).toEqual([
      { row: Math.floor(blanks[0]! / 9), column: blanks[0]! % 9, value: Number(solution[blanks[0]!]) },
    ]);
  });

  it('report a clash under the rules and refuse a bad rules option', () => {
    const clash = solver.nextStep(boardWith([0, 10], [1, 1]), { rules: SudokuRules.parse('latin+x') });
    expect(clash?.technique).toBe('invalid-board');
    expect(clash?.explanation).toContain('the main diagonal');
    const king = solver.nextStep(boardWith([0, 10], [1, 1]), { rules: SudokuRules.parse('latin+anti-king') });
    expect(king?.technique).toBe('invalid-board');
    const board = SudokuBoard.empty();
    expect(() => solver.nextStep(board, { rules: 'x' as never })).toThrow(TypeError);
    expect(() => solver.solve(board, { rules: 42 as never })).toThrow(TypeError);
  });
});
