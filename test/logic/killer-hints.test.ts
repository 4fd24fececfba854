/**
 * Killer hints: every step of the hint engine on fixture puzzles (test/fixtures/killer.txt, whose
 * solutions the independent counter test/killer-reference.ts confirms) checked against the
 * solution: placements are the solution's digits, removals never are; the killer techniques'
 * explanations name the cage and its sum.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { isSudokuError } from '../../src/errors.js';
import { CATALOGUE } from '../../src/logic/catalogue.js';
import { SudokuLogicSolver } from '../../src/logic/solver.js';
import type { SudokuStep } from '../../src/logic/step.js';
import { rateBoard } from '../../src/rating/rate.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';

const FIXTURE = fixtureLines('killer.txt').map((line) => {
  const [rules, solution] = line.split('\t');
  return { rules: rules!, solution: solution! };
});
// Puzzles 9, 16, 30, 32 and 38 (counted from 0) need more than cage combinations, single innies
// and outies and the classic techniques: the 45 rule over groups, virtual cages and cage/unit
// interactions finish them.
const BEYOND = [9, 16, 30, 32, 38];
const KILLER_SUMS = [
  'innie-outie-group',
  'cage-unit-interaction',
  'virtual-cage',
  'innie-outie-difference',
  'cage-split',
] as const;
const HINTED = CATALOGUE.filter((row) => row.hint !== null).map((row) => row.id);

/** Every step of `steps` agrees with `solution`. */
function expectSound(steps: readonly SudokuStep[], solution: string): void {
  for (const step of steps) {
    for (const p of step.placements) expect(String(p.value)).toBe(solution[p.row * 9 + p.column]);
    for (const e of step.eliminations) expect(String(e.value)).not.toBe(solution[e.row * 9 + e.column]);
  }
}

/**
 * The first step of `technique` on fixture puzzle `index`, solved by the hint order without the
 * other techniques of known sums (which would take the position first), and that solve's steps.
 */
function firstStep(
  technique: (typeof KILLER_SUMS)[number],
  index: number,
): { step: SudokuStep; steps: readonly SudokuStep[] } {
  const techniques = HINTED.filter(
    (id) => id === technique || !(KILLER_SUMS as readonly string[]).includes(id),
  );
  const solver = new SudokuLogicSolver({ techniques });
  const { rules } = FIXTURE[index]!;
  const steps = solver.solve(SudokuBoard.parse('.'.repeat(81)), { rules: SudokuRules.parse(rules) }).steps;
  const step = steps.find((s) => s.technique === technique);
  expect(step, technique).toBeDefined();
  return { step: step!, steps };
}

describe('killer hints', () => {
  const solver = new SudokuLogicSolver();
  it('solves fixture puzzles soundly, each killer step naming its cages or units (a sample; all 50 in full mode)', () => {
    for (const { rules, solution } of sample(FIXTURE, 2, FIXTURE.length, 16)) {
      const result = solver.solve(SudokuBoard.parse('.'.repeat(81)), { rules: SudokuRules.parse(rules) });
      expect(result.status).toBe('solved');
      expectSound(result.steps, solution);
      for (const step of result.steps) {
        if (['cage-combination', 'cage-forced-digit', 'cage-unit-interaction'].includes(step.technique))
          expect(step.explanation).toMatch(/the \d-cell cage of \d+ at r\dc\d/);
        if (
          (KILLER_SUMS as readonly string[]).includes(step.technique) &&
          step.technique !== 'cage-unit-interaction'
        )
          expect(step.explanation).toMatch(
            /the digits of (rows?|columns?|box(es)?) [1-9].* add up to (45|90|135)/,
          );
        expect(step.explanation.length).toBeGreaterThan(40);
        expect(['unique-rectangle', 'unique-loop', 'bivalue-universal-grave']).not.toContain(step.technique);
      }
    }
  });

  it('answers stuck with the single-region killer techniques only, its sound steps kept (no nested chain runs)', () => {
    const { rules, solution } = FIXTURE[BEYOND[0]!]!;
    const narrow = new SudokuLogicSolver({
      techniques: HINTED.filter((id) => !(KILLER_SUMS as readonly string[]).includes(id)),
    });
    const result = narrow.solve(SudokuBoard.parse('.'.repeat(81)), { rules: SudokuRules.parse(rules) });
    expect(result.status).toBe('stuck');
    expect(result.steps.length).toBeGreaterThan(10);
    for (const step of result.steps) expect(step.technique).not.toMatch(/^nested-/);
    expectSound(result.steps, solution);
  });

  it('places a group innie of the 45 rule: columns 1 and 2 of puzzle 38 leave r1c2 to 90 minus their cages', () => {
    const { step, steps } = firstStep('innie-outie-group', 38);
    expect(step.placements).toEqual([expect.objectContaining({ row: 0, column: 1, value: 7 })]);
    expect(step.explanation).toContain('the digits of columns 1 and 2 add up to 90');
    expect(step.explanation).toContain('so the innie r1c2 holds 90 − 83 = 7');
    expectSound(steps, FIXTURE[38]!.solution);
  });

  it('restricts a cage by a unit digit it must hold: 9 of row 9 in the cage of 17 (puzzle 9)', () => {
    const { step, steps } = firstStep('cage-unit-interaction', 9);
    expect(step.explanation).toContain(
      'in row 9, 9 can go only in cells of the 3-cell cage of 17 at r9c6, r9c7 and r9c8',
    );
    expect(step.explanation).toContain('3+5+9 or 1+7+9');
    // 17 in three cells holding a 9: 1+7+9, 2+6+9 or 3+5+9; the candidates left rule out 2+6+9.
    expect(step.eliminations.map((e) => `r${e.row + 1}c${e.column + 1}#${e.value}`).sort()).toEqual([
      'r9c6#4',
      'r9c6#6',
      'r9c7#4',
      'r9c7#6',
      'r9c8#4',
      'r9c8#6',
    ]);
    expectSound(steps, FIXTURE[9]!.solution);
  });

  it('restricts the innies of row 1 as a virtual cage of 14 (puzzle 9)', () => {
    const { step, steps } = firstStep('virtual-cage', 9);
    expect(step.explanation).toContain('so r1c1 + r1c3 + r1c6 + r1c9 = 45 − 31 = 14');
    expect(step.eliminations).toEqual([expect.objectContaining({ row: 0, column: 5, value: 7 })]);
    expectSound(steps, FIXTURE[9]!.solution);
  });

  it('restricts innies minus outies of row 1 by their known difference (puzzle 9)', () => {
    const { step, steps } = firstStep('innie-outie-difference', 9);
    expect(step.explanation).toContain('r1c3 + r1c6 + r1c9 − r2c1 − r3c1 = 45 − 44 = 1');
    expect(step.eliminations.length).toBeGreaterThan(0);
    expectSound(steps, FIXTURE[9]!.solution);
  });

  it('splits the cage of 14 crossing box 1 by the known sum of its part inside (puzzle 9)', () => {
    const { step, steps } = firstStep('cage-split', 9);
    expect(step.explanation).toContain("so the cage's part inside, r3c3, adds up to 45 − 34 − 4 = 7");
    expect(step.explanation).toContain('its part outside, r2c4 and r3c4, adds up to 14 − 7 = 7');
    expect(step.eliminations).toEqual([expect.objectContaining({ row: 1, column: 3, value: 3 })]);
    expectSound(steps, FIXTURE[9]!.solution);
  });

  it('places an innie of the 45 rule at its solution digit (fixture puzzle 6)', () => {
    const { rules, solution } = FIXTURE[6]!;
    const steps = solver.solve(SudokuBoard.parse('.'.repeat(81)), { rules: SudokuRules.parse(rules) }).steps;
    const innies = steps.filter((step) => step.technique === 'innie-outie');
    expect(innies.length).toBeGreaterThan(0);
    for (const step of innies) {
      expect(step.placements).toHaveLength(1);
      const [p] = step.placements;
      expect(String(p!.value)).toBe(solution[p!.row * 9 + p!.column]);
    }
  });

  it('finds a hand-made innie: four cages of row 1 leave r1c9 to 45 minus their sums', () => {
    const rules = SudokuRules.killer([
      { sum: 3, cells: [0, 1] },
      { sum: 7, cells: [2, 3] },
      { sum: 11, cells: [4, 5] },
      { sum: 15, cells: [6, 7] },
    ]);
    const innie = new SudokuLogicSolver({ techniques: ['innie-outie'] });
    const step = innie.nextStep(SudokuBoard.parse('.'.repeat(81)), { rules })!;
    expect(step.technique).toBe('innie-outie');
    expect(step.placements).toEqual([expect.objectContaining({ row: 0, column: 8, value: 9 })]);
  });

  it('explains a cage combination on a hand-checked position', () => {
    // A 2-cell cage of 3 at r1c1–r1c2 holds 1 and 2: its cells lose 3–9.
    const map = 'aa'.padEnd(81, '.');
    const step = solver.nextStep(SudokuBoard.parse('.'.repeat(81)), {
      rules: SudokuRules.parse(`killer:${map}:3`),
    });
    expect(step?.technique).toBe('cage-combination');
    expect(step?.explanation).toContain('the 2-cell cage of 3 at r1c1–r1c2');
    expect(step?.explanation).toContain('1+2');
    expect(step?.eliminations.length).toBe(14);
  });

  it('refuses to rate under killer rules with a typed error', () => {
    const rules = SudokuRules.parse(FIXTURE[0]!.rules);
    let error: unknown;
    try {
      rateBoard(SudokuBoard.parse('.'.repeat(81)), { rules });
    } catch (caught) {
      error = caught;
    }
    expect(isSudokuError(error) && error.code).toBe('RULES_NOT_RATED');
    expect((error as Error).message).toContain('SudokuLogicSolver.solve');
  });
});
