/**
 * The band search's singles test under variant rules (`src/generator/rules-singles.ts`) against
 * Sudoku Explainer's own ratings: on every SE-rated row of variants-se.tsv and
 * variants-se-easy.tsv, hidden singles fill the puzzle exactly when `serate` (with the rule set's
 * flags) rates it 1.5 or less, and singles of both kinds fill it only when SE rates it 2.3 or
 * less. The search relies on both to steer clue removal and to reject puzzles without rating them.
 */
import { describe, expect, it } from 'vitest';
import { fillsWithSingles, SinglesScratch } from '../../src/generator/singles.js';
import {
  regionsOnly,
  RulesSinglesScratch,
  setUpByPeers,
  setUpByRegions,
} from '../../src/generator/rules-singles.js';
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

describe('the two ways of placing the givens', () => {
  it('agree (result, and grid, candidates and region digits) under every rule set whose peers share a region', () => {
    const generator = new SudokuGenerator();
    const texts = [
      'classic',
      'latin',
      'non-consecutive',
      'x+non-consecutive',
      'windoku',
      'centre-dot+non-consecutive',
    ];
    let compared = 0;
    let refused = 0;
    for (const text of texts) {
      const rules = SudokuRules.parse(text);
      const tables = tablesOf(rules);
      expect(regionsOnly(tables), text).toBe(true);
      const random = new SeededRandomSource(`setup ${text}`);
      for (let seed = 0; seed < 4; seed++) {
        const solution = valuesOf(
          generator.generate({ rules, seed, emptyCellTarget: 20 }).solution.toString(),
        );
        for (let k = 0; k < 60; k++) {
          const values = solution.slice();
          const keep = 10 + random.nextInt(60);
          for (let cell = 0; cell < 81; cell++) if (random.nextInt(81) >= keep) values[cell] = 0;
          // A wrong given now and then: both must refuse the same puzzles.
          if (random.nextInt(4) === 0) values[random.nextInt(81)] = 1 + random.nextInt(9);
          const byPeers = new RulesSinglesScratch();
          const byRegions = new RulesSinglesScratch();
          byPeers.used = new Int32Array(tables.regionCount);
          byRegions.used = new Int32Array(tables.regionCount);
          const a = setUpByPeers(values, byPeers, tables);
          const b = setUpByRegions(values, byRegions, tables);
          expect(b, `${text} ${values.join('')}`).toBe(a);
          if (a < 0) refused++;
          else {
            expect(Array.from(byRegions.grid)).toEqual(Array.from(byPeers.grid));
            expect(Array.from(byRegions.candidates)).toEqual(Array.from(byPeers.candidates));
            expect(Array.from(byRegions.used)).toEqual(Array.from(byPeers.used));
          }
          compared++;
        }
      }
    }
    expect(refused).toBeGreaterThan(20);
    expect(refused).toBeLessThan(compared - 500);
    // Knight's and king's moves and cages are peers without a region: those rules keep the peers.
    expect(regionsOnly(tablesOf(SudokuRules.parse('anti-knight')))).toBe(false);
    expect(regionsOnly(tablesOf(SudokuRules.parse('anti-king')))).toBe(false);
  });
});
