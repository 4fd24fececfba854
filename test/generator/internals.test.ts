import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuSolver } from '../../src/index.js';
import { fillGrid, nthBit } from '../../src/generator/full-grid.js';
import { SYMMETRIES } from '../../src/generator/profiles.js';
import { staysUnique } from '../../src/generator/removal.js';
import { fillUsed } from '../../src/board/candidate-masks.js';
import { ORBITS, reachableTarget } from '../../src/generator/symmetry.js';
import { SeededRandomSource } from '../../src/random/random-source.js';
import { SolverEngine } from '../../src/solver/engine.js';

const solver = new SudokuSolver();

describe('symmetry orbits', () => {
  const sizes = (symmetry: (typeof SYMMETRIES)[number]): Record<number, number> => {
    const { starts, count } = ORBITS[symmetry];
    const histogram: Record<number, number> = {};
    for (let k = 0; k < count; k++) {
      const n = starts[k + 1]! - starts[k]!;
      histogram[n] = (histogram[n] ?? 0) + 1;
    }
    return histogram;
  };

  it('partitions the 81 cells with the expected orbit sizes', () => {
    expect(sizes('none')).toEqual({ 1: 81 });
    expect(sizes('rotational')).toEqual({ 1: 1, 2: 40 });
    expect(sizes('rotational90')).toEqual({ 1: 1, 4: 20 });
    for (const mirror of ['horizontal', 'vertical', 'diagonal', 'antidiagonal'] as const) {
      expect(sizes(mirror)).toEqual({ 1: 9, 2: 36 });
    }
    for (const symmetry of SYMMETRIES) {
      expect([...ORBITS[symmetry].cells].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 81 }, (_, i) => i),
      );
    }
  });

  it('puts the right cells together', () => {
    const orbitOf = (symmetry: (typeof SYMMETRIES)[number], cell: number): number[] => {
      const { cells, starts, count } = ORBITS[symmetry];
      for (let k = 0; k < count; k++) {
        const orbit = Array.from(cells.subarray(starts[k], starts[k + 1]));
        if (orbit.includes(cell)) return orbit;
      }
      return [];
    };
    expect(orbitOf('rotational', 0)).toEqual([0, 80]);
    expect(orbitOf('rotational', 40)).toEqual([40]);
    expect(orbitOf('rotational90', 1)).toEqual([1, 17, 63, 79]);
    expect(orbitOf('horizontal', 2)).toEqual([2, 74]);
    expect(orbitOf('horizontal', 38)).toEqual([38]);
    expect(orbitOf('vertical', 9)).toEqual([9, 17]);
    expect(orbitOf('diagonal', 1)).toEqual([1, 9]);
    expect(orbitOf('diagonal', 10)).toEqual([10]);
    expect(orbitOf('antidiagonal', 0)).toEqual([0, 80]);
    expect(orbitOf('antidiagonal', 8)).toEqual([8]);
  });

  it('knows which targets whole orbits can reach', () => {
    for (let target = 0; target <= 64; target++) {
      expect(reachableTarget('none', target)).toBe(target);
      expect(reachableTarget('rotational', target)).toBe(target);
      expect(reachableTarget('diagonal', target)).toBe(target);
      expect(reachableTarget('rotational90', target)).toBe(target - Math.max(0, (target % 4) - 1));
    }
  });
});

describe('fillGrid', () => {
  it('builds valid complete grids, deterministically for a source, with backtracking exercised', () => {
    const source = new SeededRandomSource('grids');
    const grid = new Uint8Array(81);
    const seen = new Set<string>();
    let longest = 0;
    for (let i = 0; i < 200; i++) {
      let draws = 0;
      fillGrid(grid, (bound) => {
        draws++;
        return source.nextInt(bound);
      });
      longest = Math.max(longest, draws);
      const board = SudokuBoard.fromValues(grid);
      expect(board.emptyCount).toBe(0);
      expect(solver.countSolutions(board, 2)).toBe(1);
      seen.add(board.toString());
    }
    expect(seen.size).toBe(200);
    // More than 81 draws means at least one dead end was undone.
    expect(longest).toBeGreaterThan(81);
  });

  it('picks the k-th set bit', () => {
    expect(nthBit(0b101101, 0)).toBe(0b1);
    expect(nthBit(0b101101, 1)).toBe(0b100);
    expect(nthBit(0b101101, 3)).toBe(0b100000);
  });
});

describe('staysUnique (exclusion test) agrees with counting to 2', () => {
  it('on every single-cell and paired removal from generated puzzles', () => {
    const engine = new SolverEngine();
    const source = new SeededRandomSource('agree');
    const solution = new Uint8Array(81);
    let refuted = 0;
    let kept = 0;
    for (let round = 0; round < 6; round++) {
      fillGrid(solution, (bound) => source.nextInt(bound));
      const values = solution.slice();
      // Empty cells at random while uniqueness is kept, checking every candidate removal.
      for (let step = 0; step < 120; step++) {
        const a = source.nextInt(81);
        const b = source.nextInt(81);
        const unit = step % 3 === 0 && a !== b ? [a, b] : [a];
        if (unit.some((cell) => values[cell] === 0)) continue;
        const before = values.slice();
        for (const cell of unit) values[cell] = 0;
        const expected = solver.countSolutions(SudokuBoard.fromValues(values), 2) === 1;
        const used = new Int32Array(27);
        fillUsed(values, used);
        expect(
          staysUnique(values, solution, Uint8Array.from(unit), 0, unit.length, engine, undefined, used),
        ).toBe(expected);
        expect(Array.from(values)).toEqual(Array.from(before).map((v, i) => (unit.includes(i) ? 0 : v)));
        if (expected) kept++;
        else {
          refuted++;
          for (const cell of unit) values[cell] = solution[cell]!;
        }
      }
    }
    expect(refuted).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(100);
  });
});
