/**
 * The solver under killer rules: the fixture's puzzles (test/fixtures/killer.txt) solved and
 * counted, and checked unique by the reference counter (test/killer-reference.ts, which shares
 * no code with the solver): a sample under `npm test`, every line under `npm run test:full`.
 * Exact counts of puzzles with several solutions (a cage list thinned out), givens, killer on top
 * of other rules, the 45 rule on and off, clashing givens, `timeout` and `signal`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { isSudokuError } from '../../src/errors.js';
import { SudokuRules, rulesTables } from '../../src/rules/rule-set.js';
import { RulesEngine, countSolutionsUnder } from '../../src/solver/rules-engine.js';
import { MAX_COUNT_LIMIT, SudokuSolver } from '../../src/solver/solver.js';
import { fixtureLines } from '../helpers.js';
import { referenceCount, referenceSolutions } from '../killer-reference.js';
import { sample, size } from '../sample.js';
import { readVariantRows } from '../rules/variant-fixture.js';

const FIXTURE = fixtureLines('killer.txt').map((line) => {
  const [rules, solution] = line.split('\t');
  return { rules: SudokuRules.parse(rules!), solution: solution! };
});
const EMPTY = new Uint8Array(81);
const solver = new SudokuSolver();

/** Cages of two cells side by side in each row (columns 1–2, 3–4, 5–6, 7–8), sums read off `solution`. */
function dominoes(solution: string, base: SudokuRules): SudokuRules {
  const cages = [];
  for (let row = 0; row < 9; row++) {
    for (let column = 0; column < 8; column += 2) {
      const a = row * 9 + column;
      cages.push({ sum: Number(solution[a]) + Number(solution[a + 1]), cells: [a, a + 1] });
    }
  }
  return SudokuRules.killer(cages, base);
}

describe('the solver under killer rules', () => {
  it('solves every fixture puzzle to its solution, one solution by both counters', () => {
    for (const { rules, solution } of sample(FIXTURE, 2)) {
      const result = solver.solve(SudokuBoard.empty(), { rules });
      expect(result.status === 'solved' && result.solution.toString()).toBe(solution);
      expect(solver.countSolutions(SudokuBoard.empty(), 2, { rules })).toBe(1);
      const reference = referenceSolutions(EMPTY, rules, 2);
      expect(reference.map((grid) => grid.join(''))).toEqual([solution]);
    }
  });

  it('gives the same answers with the 45 rule off and in part', () => {
    const engine = new RulesEngine();
    const out = new Uint8Array(81);
    for (const level of [0, 1]) {
      engine.fortyFive = level;
      for (const { rules, solution } of sample(FIXTURE, 5)) {
        expect(engine.solve(EMPTY, rulesTables(rules), out)).toBe(true);
        expect(Array.from(out).join('')).toBe(solution);
        expect(engine.count(EMPTY, rulesTables(rules), 2)).toBe(1);
      }
    }
  });

  it('counts exactly when cages are taken away (the digits are not interchangeable)', () => {
    const engine = new RulesEngine();
    engine.fortyFive = 0;
    let several = 0;
    for (const { rules, solution } of sample(FIXTURE, 4, 50, 1)) {
      // Every other cage taken away, the top three rows given: often several solutions.
      const thinned = rules.withCages(rules.cages.filter((_, k) => k % 2 !== 0));
      const values = Uint8Array.from({ length: 81 }, (_, cell) => (cell < 27 ? Number(solution[cell]) : 0));
      const expected = referenceCount(values, thinned, 30);
      expect(countSolutionsUnder(values, thinned, 30)).toBe(expected);
      expect(engine.count(values, rulesTables(thinned), 30)).toBe(expected);
      if (expected > 1) several++;
    }
    expect(several).toBeGreaterThan(0);
  });

  it('counts random killer puzzles as the reference counter does', () => {
    // A fixture grid cut into random dominoes and trominoes (some left out), with random givens.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: FIXTURE.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 15, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 81, maxLength: 81 }),
        (line, givens, picks) => {
          const { solution } = FIXTURE[line]!;
          const taken = new Uint8Array(81);
          const cages: { sum: number; cells: number[] }[] = [];
          for (let cell = 0; cell < 81; cell++) {
            if (taken[cell] !== 0 || picks[cell] === 0) continue;
            const cells = [cell];
            const right = cell % 9 < 8 ? cell + 1 : -1;
            const down = cell < 72 ? cell + 9 : -1;
            for (const next of picks[cell] === 3 ? [right, down] : [picks[cell] === 1 ? right : down]) {
              if (next >= 0 && taken[next] === 0 && !cells.some((c) => solution[c] === solution[next]))
                cells.push(next);
            }
            for (const c of cells) taken[c] = 1;
            cages.push({ sum: cells.reduce((sum, c) => sum + Number(solution[c]), 0), cells });
          }
          if (cages.length === 0) return;
          const rules = SudokuRules.killer(cages);
          const values = new Uint8Array(81);
          for (const cell of givens) values[cell] = Number(solution[cell]);
          expect(countSolutionsUnder(values, rules, 10)).toBe(referenceCount(values, rules, 10));
        },
      ),
      { numRuns: size(10, 100) },
    );
  });

  it('keeps givens: the solution\u2019s digits leave one solution, a wrong digit none', () => {
    const { rules, solution } = FIXTURE[4]!;
    let board = SudokuBoard.empty();
    for (const cell of [0, 13, 40, 67, 80])
      board = board.with(Math.floor(cell / 9), cell % 9, Number(solution[cell]));
    expect(solver.countSolutions(board, 2, { rules })).toBe(1);
    // A digit the rows, columns and boxes allow at r1c1 but not the solution's.
    const wrong = SudokuBoard.empty()
      .with(8, 8, Number(solution[80]))
      .with(0, 0, Number(solution[80]) === 1 ? 2 : 1);
    const values = wrong.toValues();
    if (values[0] === Number(solution[0])) return;
    expect(solver.countSolutions(wrong, 2, { rules })).toBe(referenceCount(values, rules, 2));
    expect(solver.countSolutions(wrong, 2, { rules })).toBe(0);
  });

  it('plays killer on top of other rules, as the reference counter does', () => {
    const rows = readVariantRows('variants-se.tsv');
    for (const text of ['x', 'windoku', 'anti-knight']) {
      const row = rows.find((r) => r.rules === text)!;
      const rules = dominoes(row.solution, SudokuRules.parse(text));
      expect(rules.toString().startsWith(`${text}+killer:`)).toBe(true);
      const count = countSolutionsUnder(EMPTY, rules, 5);
      expect(count).toBe(referenceCount(EMPTY, rules, 5));
      const result = solver.solve(SudokuBoard.parse(row.puzzle), { rules });
      expect(result.status === 'solved' && result.solution.toString()).toBe(row.solution);
    }
    const jigsaw = rows.find((r) => r.rules.startsWith('jigsaw:'))!;
    const rules = dominoes(jigsaw.solution, SudokuRules.parse(jigsaw.rules));
    expect(countSolutionsUnder(EMPTY, rules, 5)).toBe(referenceCount(EMPTY, rules, 5));
  });

  it('finds clashing givens in a cage before any search', () => {
    const rules = SudokuRules.killer([
      { sum: 10, cells: [0, 1, 9] },
      { sum: 4, cells: [2, 3] },
    ]);
    // r1c1 and r2c1… not in one cage; r1c2 and r2c1 are (and in box 1).
    const repeat = SudokuBoard.empty().with(0, 1, 3).with(1, 0, 3);
    const first = solver.solve(repeat, { rules });
    expect(first).toMatchObject({ status: 'invalid-board', conflicts: [1, 9] });
    // A full cage adding up wrong: 1 + 2 in a cage of 4.
    const wrong = SudokuBoard.empty().with(0, 2, 1).with(0, 3, 2);
    expect(solver.solve(wrong, { rules })).toMatchObject({ status: 'invalid-board', conflicts: [2, 3] });
    expect(solver.countSolutions(wrong, 2, { rules })).toBe(0);
    // Placed digits that exceed a cage's sum: no solution.
    const over = SudokuBoard.empty().with(0, 0, 9);
    expect(solver.solve(over, { rules }).status).toBe('unsolvable');
  });

  it('stops at its timeout and on an aborted signal', () => {
    // One small cage leaves far more grids than anything can count.
    const rules = SudokuRules.killer([{ sum: 3, cells: [0, 1] }]);
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
    expect(() => solver.countSolutions(SudokuBoard.empty(), 2, { rules, signal: controller.signal })).toThrow(
      'stop',
    );
  });
});

describe('the killer search: cages it refutes, and runs it starts again', () => {
  // A board the fuzz tests found (test/hardening/fuzz-rules.test.ts): two cages, four givens.
  const FOUND = '8..........................54.........................................2..........';
  const TWO_CAGES = SudokuRules.killer([
    { sum: 6, cells: [24, 25] },
    { sum: 12, cells: [42, 43, 52] },
  ]);

  /** A signal the engine reads every 4,096 states, "aborted" from its `readings`th reading on. */
  function budget(readings: number): AbortSignal {
    let read = 0;
    return {
      get aborted() {
        return ++read >= readings;
      },
      reason: new Error('budget'),
    } as unknown as AbortSignal;
  }

  /** Whether `grid` (81 digits) keeps `rules` and `givens`, by the reference counter. */
  function keeps(grid: string, givens: string, rules: SudokuRules): boolean {
    for (let cell = 0; cell < 81; cell++)
      if (givens[cell] !== '.' && givens[cell] !== grid[cell]) return false;
    return referenceCount(Uint8Array.from(grid, Number), rules, 2) === 1;
  }

  it('refutes, before any branch, a cage whose open cells would need the same digit of every set', () => {
    // r1c8 = 3, r2c8 = 4, r3c8 = 1 (so r3c7 = 5 in the cage of 6), r4c8 = 6: column 8 leaves
    // 5, 7, 8 and 9 to r5c8 and r6c8, two cells of the cage of 12, and each digit set of 12 in
    // three cells holds at most one of those digits.
    const values = Uint8Array.from(FOUND, (c) => (c === '.' ? 0 : Number(c)));
    values[7] = 3;
    values[16] = 4;
    values[25] = 1;
    values[34] = 6;
    const engine = new RulesEngine();
    engine.restart = false;
    expect(engine.count(values, rulesTables(TWO_CAGES), 2, budget(10))).toBe(0);
    expect(engine.nodes).toBe(0);
  });

  it('answers the board the fuzz found in the first order', () => {
    const engine = new RulesEngine();
    const values = Uint8Array.from(FOUND, (c) => (c === '.' ? 0 : Number(c)));
    expect(engine.count(values, rulesTables(TWO_CAGES), 2, budget(10))).toBe(2);
    expect(engine.restarts).toBe(0);
    expect(engine.nodes).toBeLessThan(1000);
    const result = solver.solve(SudokuBoard.parse(FOUND), { rules: TWO_CAGES, timeout: 10_000 });
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(keeps(result.solution.toString(), FOUND, TWO_CAGES)).toBe(true);
  });

  it('starts again in another order when the first one is lost', () => {
    // Four cages on an empty grid: the first order searches a subtree with no solution for far
    // longer than 30,000 states (and minutes); a restart finds two solutions at once.
    const rules = SudokuRules.killer([
      { sum: 8, cells: [17, 25, 26] },
      { sum: 14, cells: [23, 32, 41, 50] },
      { sum: 17, cells: [30, 31, 39, 40] },
      { sum: 13, cells: [58, 67, 68] },
    ]);
    const tables = rulesTables(rules);
    const engine = new RulesEngine();
    engine.restart = false;
    expect(() => engine.count(EMPTY, tables, 2, budget(8))).toThrow('budget');
    engine.restart = true;
    expect(engine.count(EMPTY, tables, 2, budget(8))).toBe(2);
    expect(engine.restarts).toBeGreaterThan(0);
    const out = new Uint8Array(81);
    expect(engine.solve(EMPTY, tables, out, budget(8))).toBe(true);
    expect(keeps(Array.from(out).join(''), '.'.repeat(81), rules)).toBe(true);
  });

  it('counts each solution once across its runs, and stops at the limit', () => {
    // Runs cut short after a few states, so that most calls start again many times: the counts
    // must be those of one plain run (a solution found again in a later run is not counted twice).
    let restarted = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: FIXTURE.length - 1 }),
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 20 }),
        (line, keep, givens, limit, unit) => {
          const { rules, solution } = FIXTURE[line]!;
          // One cage in `keep + 2` kept: several solutions, often more than the limit.
          const thinned = rules.withCages(rules.cages.filter((_, k) => k % (keep + 2) === 0));
          const tables = rulesTables(thinned);
          const values = new Uint8Array(81);
          for (const cell of givens) values[cell] = Number(solution[cell]);
          const plain = new RulesEngine();
          plain.restart = false;
          const expected = plain.count(values, tables, limit);
          const restarting = new RulesEngine();
          restarting.firstRun = unit;
          restarting.runUnit = unit;
          expect(restarting.count(values, tables, limit)).toBe(expected);
          if (restarting.restarts > 0 && expected > 1) restarted++;
          const out = new Uint8Array(81);
          expect(restarting.solve(values, tables, out)).toBe(expected > 0);
          if (expected > 0) {
            const grid = Array.from(out).join('');
            expect(referenceCount(Uint8Array.from(grid, Number), thinned, 2)).toBe(1);
            for (let cell = 0; cell < 81; cell++)
              if (values[cell] !== 0) expect(out[cell]).toBe(values[cell]);
          }
        },
      ),
      { numRuns: size(15, 150) },
    );
    expect(restarted).toBeGreaterThan(0);
  });
});
