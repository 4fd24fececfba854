/**
 * The rules the dynamic forcing chains "(+)" apply on their what-if grids under variant rules
 * (`advancedRule` of engine/advanced-rules.ts: Sudoku Explainer's generalized intersections and naked
 * pairs replace pointing/claiming and naked pairs when a rule set has extra regions or knight or
 * king rules). Only the hardest variant puzzles reach them through a rating, which `npm test`
 * samples little; here each rule runs directly on positions of Sudoku Explainer-rated puzzles,
 * and every removal it reports must leave the solution's digit (checked against the fixture's
 * solution, which SE confirmed).
 */
import { describe, expect, it } from 'vitest';
import { ADVANCED_RULE_COUNT, advancedRule } from '../../src/logic/engine/advanced-rules.js';
import type { Finding } from '../../src/logic/engine/finding.js';
import { activeGeometry, useGeometry } from '../../src/logic/engine/geometry.js';
import { vLocking } from '../../src/logic/engine/intersections.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { engineGeometry } from '../../src/rating/rate.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { fixtureLines } from '../helpers.js';

interface Row {
  readonly rules: SudokuRules;
  readonly puzzle: string;
  readonly solution: string;
}

// The hardest SE-rated row of each rule set with extra regions or a knight or king rule.
const ROWS: readonly Row[] = (() => {
  const best = new Map<string, { row: Row; er: number }>();
  for (const line of fixtureLines('variants-se.tsv').slice(1)) {
    const [rules, puzzle, solution, er] = line.split('\t');
    if (er === undefined || er === '' || er === '-' || rules!.startsWith('jigsaw') || rules === 'latin')
      continue;
    if (rules!.startsWith('region') || rules === 'non-consecutive') continue;
    const known = best.get(rules!);
    if (known === undefined || Number(er) > known.er) {
      best.set(rules!, {
        row: { rules: SudokuRules.parse(rules!), puzzle: puzzle!, solution: solution! },
        er: Number(er),
      });
    }
  }
  return [...best.values()].map(({ row }) => row);
})();

/** Runs `body` with the geometry of `rules` installed, as the rating does. */
function under<T>(rules: SudokuRules, body: (grid: LogicGrid) => T, puzzle: string): T {
  const geo = engineGeometry(rules);
  const previous = activeGeometry();
  useGeometry(geo);
  try {
    const values = Array.from(puzzle, (c) => (c === '.' ? 0 : Number(c)));
    return body(LogicGrid.fromValues(values, undefined, geo));
  } finally {
    useGeometry(previous);
  }
}

function checkSound(found: readonly Finding[], solution: string): void {
  for (const f of found) {
    for (const code of f.removals) {
      const cell = Math.floor(code / 9);
      expect(code % 9, `${f.technique} removes the solution's digit at cell ${String(cell)}`).not.toBe(
        Number(solution[cell]) - 1,
      );
    }
  }
}

describe('advanced rules of the dynamic chains under variant rules', () => {
  it('the fixture has hard rows of several rule sets', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(6);
  });

  it.each(ROWS.map((row) => [row.rules.toString(), row] as const))(
    '%s: generalized intersections and every advanced rule remove no solution digit',
    (_, row) => {
      let any = 0;
      under(
        row.rules,
        (grid) => {
          const found: Finding[] = [];
          vLocking(grid, (f) => {
            found.push(f);
            return false;
          });
          checkSound(found, row.solution);
          any += found.length;
          const initial = grid.masks.slice();
          for (let index = 0; index < ADVANCED_RULE_COUNT; index++) {
            const more: Finding[] = [];
            const parents: (readonly number[] | null)[] = [];
            advancedRule(
              index,
              grid,
              (f, p) => {
                more.push(f);
                parents.push(p);
                return false;
              },
              initial,
            );
            checkSound(more, row.solution);
            any += more.length;
            for (const p of parents) expect(p).not.toBeNull();
          }
        },
        row.puzzle,
      );
      // The start of a hard puzzle always has something for these rules to remove.
      expect(any).toBeGreaterThan(0);
    },
  );
});
