/**
 * The band search's singles test under variant rules (`src/generator/rules-singles.ts`) against
 * Sudoku Explainer's own ratings: on every SE-rated row of variants-se.tsv and
 * variants-se-easy.tsv, hidden singles fill the puzzle exactly when `serate` (with the rule set's
 * flags) rates it 1.5 or less, and singles of both kinds fill it only when SE rates it 2.3 or
 * less. The search relies on both to steer clue removal and to reject puzzles without rating them.
 */
import { describe, expect, it } from 'vitest';
import { fillsWithSingles, SinglesScratch } from '../../src/generator/singles.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SeededRandomSource, SudokuGenerator } from '../../src/index.js';
import { tablesOf } from '../../src/rules/rules-option.js';
import { allVariantRows, byRules } from '../rating/variant-rows.js';
import { valuesOf } from '../helpers.js';

describe('singles under variant rules, against Sudoku Explainer', () => {
  const rated = allVariantRows().filter((row) => typeof row.er === 'number');
  it.each([...byRules(rated)].map(([text, rows]) => [text, rows] as const))(
    '%s: hidden singles fill exactly the puzzles SE rates ≤ 1.5; all singles only those ≤ 2.3',
    (text, rows) => {
      const scratch = new SinglesScratch();
      scratch.rules = tablesOf(SudokuRules.parse(text));
      let hidden = 0;
      for (const row of rows) {
        const v = valuesOf(row.puzzle);
        const byHidden = fillsWithSingles(v, 'hidden', scratch);
        expect(byHidden, `${text} ${row.puzzle} (SE ${String(row.er)})`).toBe(row.er! <= 1.5);
        if (fillsWithSingles(v, 'all', scratch)) expect(row.er, row.puzzle).toBeLessThanOrEqual(2.3);
        if (byHidden) hidden++;
      }
      // Every rule set has SE-rated easy rows (all but x+anti-knight harder ones too).
      expect(hidden).toBeGreaterThan(0);
      if (text !== 'x+anti-knight') expect(hidden).toBeLessThan(rows.length);
    },
  );
});

describe('the singles test of clue removal (the emptied cells placed back)', () => {
  it('answers as the whole test at every removal, under the classic rules and every variant', () => {
    const texts = ['classic', ...byRules(allVariantRows()).keys()];
    const generator = new SudokuGenerator();
    let tests = 0;
    let early = 0;
    for (const text of texts) {
      const rules = text === 'classic' ? undefined : SudokuRules.parse(text);
      const scratch = new SinglesScratch();
      if (rules !== undefined) scratch.rules = tablesOf(rules);
      const random = new SeededRandomSource(text);
      const solution = valuesOf(
        generator
          .generate({ ...(rules === undefined ? {} : { rules }), seed: 1, emptyCellTarget: 20 })
          .solution.toString(),
      );
      for (const kind of ['hidden', 'all'] as const) {
        // Removal as the generator's easy and medium bands do it: one cell, or two at once.
        const values = solution.slice();
        const order = Array.from({ length: 81 }, (_, cell) => cell);
        for (let i = 80; i > 0; i--) {
          const j = random.nextInt(i + 1);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        const cells = Uint8Array.from(order);
        for (let from = 0; from < 81;) {
          const to = Math.min(81, from + 1 + random.nextInt(2));
          for (let j = from; j < to; j++) values[cells[j]!] = 0;
          const whole = fillsWithSingles(values, kind, scratch);
          const emptied = fillsWithSingles(values, kind, scratch, { cells, from, to });
          expect(emptied, `${text} ${kind} ${Array.from(values).join('')}`).toBe(whole);
          tests++;
          if (whole) early++;
          else for (let j = from; j < to; j++) values[cells[j]!] = solution[cells[j]!]!;
          from = to;
        }
      }
    }
    expect(tests).toBeGreaterThan(500);
    expect(early).toBeGreaterThan(200);
    expect(early).toBeLessThan(tests);
  });
});
