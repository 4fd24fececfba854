/** The internal engine API the generator and the rating call on raw cell values. */
import { describe, expect, it } from 'vitest';
import { SolverEngine, countSolutionsRaw, solveRaw } from '../../src/solver/engine.js';
import { solutionCounts } from '../helpers.js';

function raw(line: string): Uint8Array {
  return Uint8Array.from(line.slice(0, 81), (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

describe('engine', () => {
  const rows = solutionCounts();

  it('counts every solution-counts.txt puzzle exactly, without a cap', () => {
    for (const { puzzle, count } of rows) expect(countSolutionsRaw(raw(puzzle), Infinity)).toBe(count);
  });

  it('solves into `out` without touching the input', () => {
    for (const { puzzle, count, solution } of rows) {
      const values = raw(puzzle);
      const before = values.slice();
      const out = new Uint8Array(81);
      expect(solveRaw(values, out)).toBe(count > 0);
      expect(values).toEqual(before);
      if (solution !== undefined) expect(Array.from(out).join('')).toBe(solution);
    }
  });

  it('gives 0 solutions for duplicate givens in a row, a column or a box', () => {
    for (const cells of [
      [0, 8],
      [0, 72],
      [0, 20],
    ]) {
      const values = new Uint8Array(81);
      for (const cell of cells) values[cell] = 7;
      expect(countSolutionsRaw(values, 2)).toBe(0);
      expect(solveRaw(values, new Uint8Array(81))).toBe(false);
    }
  });

  it('gives 0 when a cell has no candidate left from the givens', () => {
    const values = raw('12345678.........9'.padEnd(81, '.'));
    expect(countSolutionsRaw(values, 2)).toBe(0);
  });

  it('keeps per-engine statistics and resets them each call', () => {
    const engine = new SolverEngine();
    const hard = raw(rows.find((r) => r.count === 1)!.puzzle);
    engine.count(raw('1'.padEnd(81, '.')), 1000);
    const nodes = engine.nodes;
    expect(nodes).toBeGreaterThan(1);
    engine.solve(hard, new Uint8Array(81));
    const first = [engine.guesses, engine.nodes];
    engine.solve(hard, new Uint8Array(81));
    expect([engine.guesses, engine.nodes]).toEqual(first);
    expect(engine.busy).toBe(false);
  });

  it('releases the engine after an abort', () => {
    const engine = new SolverEngine();
    const controller = new AbortController();
    controller.abort(new RangeError('x'));
    expect(() => engine.count(new Uint8Array(81), Infinity, controller.signal)).toThrow(RangeError);
    expect(engine.busy).toBe(false);
    expect(engine.count(new Uint8Array(81), 3)).toBe(3);
  });
});
