/**
 * The killer scale (src/generator/killer-grade.ts): the band of a grade on each edge of the table
 * in its header and docs/variants.md, and the path of a grading checked against the public hint
 * engine's (`SudokuLogicSolver.solve`): up to a ceiling it takes the same steps, stops at the
 * first one rated above it, and stops where the hint engine is stuck.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SUDOKU_TECHNIQUES,
} from '../../src/index.js';
import { gradeOf, killerBandOf, killerPath } from '../../src/generator/killer-grade.js';
import { activeGeometry, geometryOf } from '../../src/logic/engine/geometry.js';
import { rulesTables } from '../../src/rules/rule-set.js';

const generator = new SudokuGenerator();
const hints = new SudokuLogicSolver();

const tenthsOf = (id: keyof typeof SUDOKU_TECHNIQUES): number => Math.round(SUDOKU_TECHNIQUES[id].score * 10);

/** The hint engine's steps on the empty board under `rules`, and where it ended. */
function hintSteps(rules: SudokuRules): ReturnType<SudokuLogicSolver['solve']> {
  return hints.solve(SudokuBoard.empty(), { rules });
}

describe('killerBandOf on the band edges', () => {
  it.each([
    [0, 0, 'easy'],
    [23, 0, 'easy'],
    [23, 6, 'easy'],
    [23, 7, 'medium'],
    [20, 40, 'medium'],
    [24, 0, 'hard'],
    [24, 9, 'hard'],
    [28, 0, 'hard'],
    [29, 0, 'expert'],
    [61, 0, 'expert'],
    [62, 0, 'extreme'],
    [200, 0, 'extreme'],
  ] as const)('grade %i tenths with %i cage forced digits: %s', (tenths, forced, band) => {
    expect(killerBandOf(tenths, forced)).toBe(band);
  });
});

describe('killerPath', () => {
  // A hard killer puzzle: its hint path needs a technique above 2.3.
  const hard = generator.generate({ killer: true, seed: 3, difficulty: 'hard' });
  const geo = geometryOf(rulesTables(hard.rules));
  const empty = new Uint8Array(81);

  it('with a ceiling above every technique: the hint engine’s whole path, its hardest step the grade', () => {
    const result = hintSteps(hard.rules);
    expect(result.status).toBe('solved');
    const path = killerPath(empty, geo, 200, undefined);
    expect(path.solved).toBe(true);
    expect(path.steps).toBe(result.steps.length);
    const counts: Record<string, number> = {};
    for (const step of result.steps) counts[step.technique] = (counts[step.technique] ?? 0) + 1;
    expect(path.counts).toEqual(counts);
    expect(path.tenths).toBe(Math.max(...result.steps.map((step) => tenthsOf(step.technique))));
    expect(path.forced).toBe(counts['cage-forced-digit'] ?? 0);
    const grade = gradeOf(path);
    expect(Object.isFrozen(grade) && Object.isFrozen(grade.techniqueCounts)).toBe(true);
    expect(grade).toEqual({
      score: path.tenths / 10,
      hardestTechnique: path.hardest,
      steps: path.steps,
      killerSteps: path.killerSteps,
      techniqueCounts: counts,
    });
    expect(grade.score).toBe(hard.grade.score);
    expect(SUDOKU_TECHNIQUES[grade.hardestTechnique].score).toBe(grade.score);
  });

  it('with a lower ceiling: the same steps up to the first rated above it, where it stops unsolved', () => {
    const steps = hintSteps(hard.rules).steps;
    for (const ceiling of [20, 22, 23, 24]) {
      const stop = steps.findIndex((step) => tenthsOf(step.technique) > ceiling);
      expect(stop).toBeGreaterThanOrEqual(0);
      const path = killerPath(empty, geo, ceiling, undefined);
      expect(path.solved).toBe(false);
      expect(path.steps).toBe(stop);
      expect(path.tenths).toBe(Math.max(0, ...steps.slice(0, stop).map((step) => tenthsOf(step.technique))));
      expect(path.tenths).toBeLessThanOrEqual(ceiling);
      // The position where it stopped: the placements of the steps taken, and open cells.
      const placed = new Array<number>(81).fill(0);
      for (const step of steps.slice(0, stop))
        for (const p of step.placements) placed[p.row * 9 + p.column] = p.value;
      expect(Array.from(path.grid.values)).toEqual(placed);
      expect(placed.some((v) => v === 0)).toBe(true);
    }
  });

  it('stops where the hint engine is stuck (two solutions: a deadly rectangle left open)', () => {
    const solution = Array.from(hard.solution.toString(), Number);
    // Two rows of a band, two columns of different boxes, the digits swapped: both fillings fit.
    let rectangle: number[] = [];
    for (let r = 0; r < 9 && rectangle.length === 0; r += 3)
      for (let c1 = 0; c1 < 9 && rectangle.length === 0; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const [a, b, c, d] = [r * 9 + c1, r * 9 + c2, (r + 1) * 9 + c1, (r + 1) * 9 + c2];
          if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
          if (solution[a] === solution[d] && solution[b] === solution[c]) {
            rectangle = [a, b, c, d];
            break;
          }
        }
    expect(rectangle).toHaveLength(4);
    const givens = solution.map((v, cell) => (rectangle.includes(cell) ? 0 : v));
    const cage = [72, 73, 74];
    const rules = SudokuRules.killer([
      { sum: cage.reduce((sum, cell) => sum + solution[cell]!, 0), cells: cage },
    ]);
    const result = hints.solve(SudokuBoard.parse(givens.join('')), { rules });
    expect(result.status).not.toBe('solved');
    const path = killerPath(Uint8Array.from(givens), geometryOf(rulesTables(rules)), 200, undefined);
    expect(path.solved).toBe(false);
    expect(path.steps).toBe(result.steps.length);
    expect(path.grid.values.filter((v) => v === 0).length).toBe(result.board.emptyCount);
  });

  it('polls its deadline between steps and puts the geometry back', () => {
    const before = activeGeometry();
    const reason = new Error('stopped');
    for (const polls of [0, 5]) {
      let count = 0;
      const deadline = {
        get aborted(): boolean {
          return count++ >= polls;
        },
        reason,
      };
      expect(() => killerPath(empty, geo, 200, deadline)).toThrow(reason);
      expect(activeGeometry()).toBe(before);
    }
  });
});
