/**
 * The general engine searches interchangeable digits once (digits no given and no branch holds,
 * under rules that treat every digit alike; see src/solver/rules-engine.ts). Its counts and the
 * solution it finds must be those of the whole search: checked against the same engine with the
 * shortcut turned off, against the tiny counter (`./tiny-counter.ts`, no code shared with the
 * engine), and on empty grids, whose count must be 9! times the count with a first row given.
 */
import { describe, expect, it } from 'vitest';
import { SudokuRules, rulesTables } from '../../src/rules/rule-set.js';
import { RulesEngine } from '../../src/solver/rules-engine.js';
import { type VariantRow, variantRows } from '../rules/variant-fixture.js';
import { size } from '../sample.js';
import { tinySolutions } from './tiny-counter.js';

const FACTORIAL_9 = 362_880;
const engine = new RulesEngine();
const whole = new RulesEngine();
whole.symmetry = false;

/** `puzzle` without the givens of the digits in `drop`. */
function without(puzzle: string, drop: readonly number[]): string {
  return Array.from(puzzle, (c) => (drop.includes(Number(c)) ? '.' : c)).join('');
}

const values = (puzzle: string): Uint8Array => Uint8Array.from(puzzle, (c) => (c === '.' ? 0 : Number(c)));

describe('interchangeable digits', () => {
  // Fixture puzzles with every given of some digits taken out: those digits are free at the root.
  // The ones with the most givens (the tiny counter takes seconds on sparse boards).
  const givens = (puzzle: string): number => puzzle.replace(/\./g, '').length;
  const ROWS = variantRows()
    .filter((row) => !row.rules.includes('non-consecutive'))
    .sort((a, b) => givens(b.puzzle) - givens(a.puzzle))
    .slice(0, size(4, 24));

  it('counts and solves as the whole search and the tiny counter do', () => {
    let compared = 0;
    for (const row of ROWS) {
      const tables = rulesTables(SudokuRules.parse(row.rules));
      for (const drop of [[9], [8, 9], [1, 5, 7]]) {
        const puzzle = without(row.puzzle, drop);
        const board = values(puzzle);
        for (const limit of [1, 2, 7]) {
          expect(engine.count(board, tables, limit)).toBe(whole.count(board, tables, limit));
        }
        const a = new Uint8Array(81);
        const b = new Uint8Array(81);
        expect(engine.solve(board, tables, a)).toBe(true);
        expect(whole.solve(board, tables, b)).toBe(true);
        expect(Array.from(a).join('')).toBe(Array.from(b).join(''));
        if (drop.length === 1) {
          // One digit taken out: the tiny counter is quick enough.
          const tiny = tinySolutions(row.rules, puzzle, 3);
          expect(engine.count(board, tables, 3)).toBe(tiny.length);
          const found = Array.from(a).join('');
          expect(tinySolutions(row.rules, found)).toEqual([found]);
          expect(Array.from(board).every((v, i) => v === 0 || v === a[i])).toBe(true);
          compared++;
        }
      }
    }
    expect(compared).toBe(ROWS.length);
  });

  // 32, 4 and 0 grids with a first row given (x+anti-knight has 36, but the whole search takes a
  // second to count them).
  it.each(['windoku+anti-knight', 'anti-knight+anti-king', 'x+windoku+anti-knight'])(
    '%s: an empty grid has 9! times the grids with a first row given',
    (text) => {
      const tables = rulesTables(SudokuRules.parse(text));
      const row = values('123456789' + '.'.repeat(72));
      const classes = whole.count(row, tables, 1_000_000);
      expect(engine.count(row, tables, 1_000_000)).toBe(classes);
      expect(engine.count(new Uint8Array(81), tables, Number.MAX_SAFE_INTEGER)).toBe(classes * FACTORIAL_9);
      // Capped counts stop at the cap.
      expect(engine.count(new Uint8Array(81), tables, 5)).toBe(classes === 0 ? 0 : 5);
      const out = new Uint8Array(81);
      expect(engine.solve(new Uint8Array(81), tables, out)).toBe(classes > 0);
    },
  );
});

describe('the locked-candidates pass, on or off', () => {
  // The rule set decides whether it runs (not under disjoint groups alone); forced either way, the
  // counts and the solution found agree, on every rule set of the fixture.
  const on = new RulesEngine();
  on.locked = true;
  const off = new RulesEngine();
  off.locked = false;
  const givens = (puzzle: string): number => puzzle.replace(/\./g, '').length;
  const byRules = new Map<string, VariantRow>();
  for (const row of variantRows()) {
    const seen = byRules.get(row.rules);
    if (seen === undefined || givens(row.puzzle) > givens(seen.puzzle)) byRules.set(row.rules, row);
  }

  it('gives the same counts and solutions', () => {
    for (const row of byRules.values()) {
      const tables = rulesTables(SudokuRules.parse(row.rules));
      // The puzzle, and the puzzle without its first three givens (more than one solution).
      let looser = row.puzzle;
      for (let k = 0; k < 3; k++) looser = looser.replace(/[1-9]/, '.');
      for (const puzzle of [row.puzzle, looser]) {
        const board = values(puzzle);
        expect(on.count(board, tables, 3)).toBe(off.count(board, tables, 3));
        const a = new Uint8Array(81);
        const b = new Uint8Array(81);
        on.solve(board, tables, a);
        off.solve(board, tables, b);
        if (puzzle === row.puzzle) {
          expect(Array.from(a).join('')).toBe(row.solution);
          expect(Array.from(b).join('')).toBe(row.solution);
        } else {
          // The first solution found may differ (another branching order); each is a solution.
          for (const found of [Array.from(a).join(''), Array.from(b).join('')]) {
            expect(tinySolutions(row.rules, found)).toEqual([found]);
            expect(Array.from(board).every((v, i) => v === 0 || v === Number(found[i]))).toBe(true);
          }
        }
      }
    }
  });
});
