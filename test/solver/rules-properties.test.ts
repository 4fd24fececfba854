/**
 * Property tests of the general engine: random rule sets (a fixture row's rules with random parts
 * dropped) × random partial boards cut from the row's solution grid, with and without a wrong digit; the
 * engine's count (capped at 2 and at 3) must equal the tiny counter's (`./tiny-counter.ts`, no
 * code shared with the engine), and a solve must give a solution the tiny counter accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuRules, rulesTables } from '../../src/rules/rule-set.js';
import { RulesEngine } from '../../src/solver/rules-engine.js';
import { variantRows } from '../rules/variant-fixture.js';
import { size } from '../sample.js';
import { model, tinySolutions } from './tiny-counter.js';

const ROWS = variantRows();

/**
 * A rule set and a grid that obeys it: a fixture row's solution under the row's rules with some
 * of their parts dropped (the boxes too: a grid of `x+windoku` is a grid of `windoku`, of `latin`).
 */
const caseArb = fc
  .record({ row: fc.nat(ROWS.length - 1), drop: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }) })
  .map(({ row, drop }) => {
    const { rules, solution } = ROWS[row]!;
    const parts = rules.split('+');
    const kept = parts.filter((_, k) => !drop[k]);
    const boxes = !parts.some((part) => part === 'latin' || part.startsWith('jigsaw:'));
    if (boxes && drop[7] === true) kept.unshift('latin');
    return { rules: SudokuRules.parse(kept.length === 0 ? 'latin' : kept.join('+')), solution };
  });

/** True when no two givens of `grid` break a rule of the tiny counter's model of `text`. */
function givensAgree(text: string, grid: readonly number[]): boolean {
  const { peers, orthogonal, nc } = model(text);
  for (let a = 0; a < 81; a++) {
    const v = grid[a]!;
    if (v === 0) continue;
    if (peers[a]!.some((b) => grid[b] === v)) return false;
    if (nc && orthogonal[a]!.some((b) => grid[b] !== 0 && Math.abs(grid[b]! - v) === 1)) return false;
  }
  return true;
}

describe('the general engine against the tiny counter', () => {
  it('counts random partial boards of random rule sets as the tiny counter does', () => {
    const engine = new RulesEngine();
    let checked = 0;
    fc.assert(
      fc.property(
        caseArb,
        fc.array(fc.nat(80), { minLength: 81, maxLength: 81 }),
        fc.integer({ min: 16, max: 60 }),
        fc.option(fc.record({ cell: fc.nat(80), digit: fc.integer({ min: 1, max: 9 }) }), { freq: 3 }),
        ({ rules, solution }, order, keep, wrong) => {
          const text = rules.toString();
          // The tiny counter agrees the grid is a solution.
          expect(tinySolutions(text, solution)).toEqual([solution]);
          // Keep `keep` cells, picked by a random order (a permutation by sorting on the draws).
          const cells = Array.from({ length: 81 }, (_, i) => i).sort(
            (a, b) => order[a]! - order[b]! || a - b,
          );
          const grid = new Array<number>(81).fill(0);
          for (const cell of cells.slice(0, keep)) grid[cell] = Number(solution[cell]);
          if (wrong !== null && grid[wrong.cell] === 0) grid[wrong.cell] = wrong.digit;
          if (!givensAgree(text, grid)) return;
          const puzzle = grid.map((v) => (v === 0 ? '.' : String(v))).join('');
          const tiny = tinySolutions(text, puzzle, 3);
          const values = Uint8Array.from(grid);
          const tables = rulesTables(rules);
          expect(engine.count(values, tables, 2)).toBe(Math.min(tiny.length, 2));
          expect(engine.count(values, tables, 3)).toBe(tiny.length);
          const out = new Uint8Array(81);
          expect(engine.solve(values, tables, out)).toBe(tiny.length > 0);
          if (tiny.length > 0) {
            const found = Array.from(out).join('');
            expect(tinySolutions(text, found)).toEqual([found]);
            expect(grid.every((v, i) => v === 0 || v === out[i])).toBe(true);
          }
          checked++;
        },
      ),
      { numRuns: size(40, 800), seed: 35 },
    );
    expect(checked).toBeGreaterThan(size(40, 800) / 2);
  });
});
