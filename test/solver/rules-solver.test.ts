/**
 * `SudokuSolver` under variant rules, checked against the tiny counter of `./tiny-counter.ts`,
 * which shares no code with the library's engines. The puzzles are test/fixtures/variants-se.tsv (unique under their rules: SE rated every row it
 * has a rating for, and SE rates only puzzles with one solution).
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { isSudokuError } from '../../src/errors.js';
import { SUDOKU_RULE_TERMS, SudokuRules, rulesTables } from '../../src/rules/rule-set.js';
import { MAX_COUNT_LIMIT, SudokuSolver } from '../../src/solver/solver.js';
import { RulesEngine, countSolutionsUnder, solveUnder } from '../../src/solver/rules-engine.js';
import { solutionCounts } from '../helpers.js';
import { tinySolutions } from './tiny-counter.js';
import { FULL } from '../sample.js';
import { variantRows } from '../rules/variant-fixture.js';

const solver = new SudokuSolver();
const ROWS = variantRows();
// One test per rule set in both runs (npm test and test:full count the same tests): in npm test
// the puzzle with the most givens of that rule set (the tiny counter takes seconds on the sparsest
// ones), every row of it in test:full.
const givens = (puzzle: string): number => puzzle.replace(/\./g, '').length;
const GROUPS = [...new Set(ROWS.map((r) => r.rules))].map((rules) => {
  const rows = ROWS.filter((r) => r.rules === rules).sort((a, b) => givens(b.puzzle) - givens(a.puzzle));
  return { rules, rows: FULL ? rows : rows.slice(0, 1) };
});
const BY_RULES = GROUPS.flatMap((group) => group.rows);

describe('SudokuSolver under variant rules', () => {
  it('has a fixture row for every rule set it claims', () => {
    const rules = new Set(
      ROWS.map((r) => r.rules.replace(/jigsaw:\d+/, 'jigsaw').replace(/region:[^+]+/, 'region')),
    );
    // Every part of the text form (a new one needs its fixture rows), a combination, a custom region.
    for (const name of [...SUDOKU_RULE_TERMS.map((term) => term.name), 'x+windoku', 'region'])
      expect(rules).toContain(name);
  });

  it.each(GROUPS.map((group) => [group.rules.slice(0, 40), group.rows] as const))(
    '%s: the one solution, as the tiny counter finds it',
    (_, rows) => {
      for (const row of rows) checkRow(row);
    },
  );

  function checkRow(row: (typeof ROWS)[number]): void {
    const rules = SudokuRules.parse(row.rules);
    const puzzle = SudokuBoard.parse(row.puzzle);
    const result = solver.solve(puzzle, { rules });
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(result.solution.toString()).toBe(row.solution);
    expect(solver.countSolutions(puzzle, 2, { rules })).toBe(1);
    expect(tinySolutions(row.rules, row.puzzle)).toEqual([row.solution]);
    // One given fewer: the counts agree (1 or 2), and so do the solutions found.
    const cell = row.puzzle.search(/[1-9]/);
    const looser = row.puzzle.slice(0, cell) + '.' + row.puzzle.slice(cell + 1);
    const tiny = tinySolutions(row.rules, looser);
    expect(solver.countSolutions(SudokuBoard.parse(looser), 2, { rules })).toBe(tiny.length);
    expect(solver.countSolutions(SudokuBoard.parse(looser), 1, { rules })).toBe(1);
  }

  it('finds no solution where the tiny counter finds none, and reports clashing givens', () => {
    for (const row of BY_RULES) {
      const rules = SudokuRules.parse(row.rules);
      // An empty cell given a digit it does not hold in the solution: no completion (unique puzzle).
      const cell = row.puzzle.indexOf('.');
      const wrong = ((Number(row.solution[cell]) % 9) + 1).toString();
      const board = SudokuBoard.parse(row.puzzle.slice(0, cell) + wrong + row.puzzle.slice(cell + 1));
      const result = solver.solve(board, { rules });
      if (result.status === 'invalid-board') {
        // The digit repeats a peer's (the tiny counter trusts its givens, so it is not asked).
        expect(result.conflicts).toContain(cell);
      } else {
        expect(result.status).toBe('unsolvable');
        expect(tinySolutions(row.rules, board.toString().replace(/0/g, '.'), 1)).toEqual([]);
      }
      expect(solver.countSolutions(board, 2, { rules })).toBe(0);
    }
  });

  it('reports clashing givens as invalid-board, both ends', () => {
    const rules = SudokuRules.parse('x');
    const board = SudokuBoard.empty().with(0, 0, 4).with(8, 8, 4);
    expect(solver.solve(board, { rules })).toEqual({ status: 'invalid-board', conflicts: [0, 80] });
    expect(solver.countSolutions(board, 2, { rules })).toBe(0);
    expect(solver.hasUniqueSolution(board, { rules })).toBe(false);
    const nc = SudokuRules.parse('non-consecutive');
    const steps = SudokuBoard.empty().with(0, 0, 4).with(0, 1, 5);
    expect(solver.solve(steps, { rules: nc })).toEqual({ status: 'invalid-board', conflicts: [0, 1] });
  });

  it('counts beyond one and stops at the limit', () => {
    const rules = SudokuRules.parse('x+windoku');
    expect(solver.countSolutions(SudokuBoard.empty(), 5, { rules })).toBe(5);
    const row = ROWS.find((r) => r.rules === 'windoku')!;
    expect(
      solver.hasUniqueSolution(SudokuBoard.parse(row.puzzle), { rules: SudokuRules.parse('windoku') }),
    ).toBe(true);
    // Without the windows the puzzle has several solutions.
    expect(solver.countSolutions(SudokuBoard.parse(row.puzzle))).toBe(2);
  });

  it('keeps the classic path: the same results and stats with the classic rules', () => {
    for (const { puzzle } of solutionCounts().slice(0, 20)) {
      const board = SudokuBoard.parse(puzzle);
      expect(solver.solve(board, { rules: SudokuRules.classic })).toEqual(solver.solve(board));
      expect(solver.countSolutions(board, 10, { rules: SudokuRules.classic })).toBe(
        solver.countSolutions(board, 10),
      );
    }
  });

  it('the general engine counts classic puzzles exactly (tdoku counts)', () => {
    const engine = new RulesEngine();
    const tables = rulesTables(SudokuRules.classic);
    for (const { puzzle, count, solution } of solutionCounts()) {
      const values = SudokuBoard.parse(puzzle).toValues();
      const raw = Uint8Array.from(values);
      expect(engine.count(raw, tables, Infinity)).toBe(count);
      if (solution !== undefined) {
        const out = new Uint8Array(81);
        expect(engine.solve(raw, tables, out)).toBe(true);
        expect(Array.from(out).join('')).toBe(solution);
      }
    }
  });

  it('the internal entry points pick the engine by the rules', () => {
    const row = ROWS.find((r) => r.rules === 'x')!;
    const values = Uint8Array.from(SudokuBoard.parse(row.puzzle).toValues());
    const out = new Uint8Array(81);
    expect(solveUnder(values, SudokuRules.parse('x'), out)).toBe(true);
    expect(Array.from(out).join('')).toBe(row.solution);
    expect(countSolutionsUnder(values, SudokuRules.parse('x'), 2)).toBe(1);
    expect(countSolutionsUnder(values, SudokuRules.classic, 2)).toBe(2);
    expect(solveUnder(values, SudokuRules.classic, out)).toBe(true);
  });

  it('stops at its timeout and on an aborted signal', () => {
    // Counting every solution of an empty grid (far more than anything can list) runs until
    // stopped. Not a rule set that treats every digit alike: the engine counts those grids by
    // classes of 9! (x+anti-knight: 36 × 9! in about a second).
    const rules = SudokuRules.parse('non-consecutive');
    let error: unknown;
    try {
      solver.countSolutions(SudokuBoard.empty(), MAX_COUNT_LIMIT, { rules, timeout: 30 });
    } catch (caught) {
      error = caught;
    }
    expect(isSudokuError(error) && error.code === 'TIMEOUT').toBe(true);
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() => solver.solve(SudokuBoard.empty(), { rules, signal: controller.signal })).toThrow('stop');
    expect(() => solver.solve(SudokuBoard.empty(), { rules: 'x' as never })).toThrow(TypeError);
  });

  it('stays usable when called from inside a running search', () => {
    const rules = SudokuRules.parse('x');
    const row = ROWS.find((r) => r.rules === 'x')!;
    const board = SudokuBoard.parse(row.puzzle);
    let inner: string | undefined;
    const signal = {
      get aborted(): boolean {
        const result = solver.solve(board, { rules });
        if (result.status === 'solved') inner = result.solution.toString();
        return false;
      },
      reason: undefined,
    };
    // A signal object the internals poll (any object with aborted and reason).
    const engine = new RulesEngine();
    engine.count(
      Uint8Array.from(SudokuBoard.empty().toValues()),
      rulesTables(rules),
      5000,
      signal as unknown as AbortSignal,
    );
    expect(inner).toBe(row.solution);
  });
});
