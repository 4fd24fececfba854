/**
 * Killer generation's moves (src/generator/killer.ts), one at a time on a search's cages, each
 * checked from outside: the second solution it finds is a solution of the cages by this file's
 * own check (rows, columns, boxes, cage sums), a repair moves one cell into a neighbouring cage
 * that lacks its digit or splits its cage in two connected parts, the repairs end in cages the
 * library's solver finds unique, a split takes the cage with the
 * most digit sets (counted here by enumeration), a merge joins two neighbours with distinct
 * digits; and the public errors: a band missed after `maxAttempts`, an aborted call.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuError,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SudokuSolver,
  SeededRandomSource,
} from '../../src/index.js';
import { fillGrid } from '../../src/generator/full-grid.js';
import { connected, drawCages, KillerSearch, SIZE_WEIGHTS, split } from '../../src/generator/killer.js';
import { planGeneration } from '../../src/generator/plan.js';
import { rulesTables } from '../../src/rules/rule-set.js';
import { referenceSolutions } from '../killer-reference.js';

const generator = new SudokuGenerator();
const solver = new SudokuSolver();

function neighbours(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  return [r > 0 ? cell - 9 : -1, c > 0 ? cell - 1 : -1, c < 8 ? cell + 1 : -1, r < 8 ? cell + 9 : -1].filter(
    (n) => n >= 0,
  );
}

/** Whether `cells` are orthogonally connected (this file's own walk). */
function isConnected(cells: readonly number[]): boolean {
  if (cells.length === 0) return false;
  const reached = new Set([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0)
    for (const n of neighbours(stack.pop()!))
      if (cells.includes(n) && !reached.has(n)) {
        reached.add(n);
        stack.push(n);
      }
  return reached.size === cells.length;
}

/** Problems of `cages` against `grid`: cover once, connected, distinct digits, at most 5 cells. */
function cageProblems(cages: readonly (readonly number[])[], grid: ArrayLike<number>): string[] {
  const seen = new Array<number>(81).fill(0);
  const problems: string[] = [];
  cages.forEach((cage, k) => {
    for (const cell of cage) seen[cell]!++;
    if (!isConnected(cage)) problems.push(`cage ${k} is not connected`);
    if (new Set(cage.map((cell) => grid[cell])).size !== cage.length)
      problems.push(`cage ${k} repeats a digit`);
    if (cage.length > 5) problems.push(`cage ${k} has ${cage.length} cells`);
  });
  if (seen.some((n) => n !== 1)) problems.push('the cages do not cover every cell once');
  return problems;
}

/** Whether `grid` (81 digits) solves `rules`: its regions hold distinct digits, its cages add up. */
function solves(grid: ArrayLike<number>, rules: SudokuRules): boolean {
  for (const region of rules.regions)
    if (new Set(region.cells.map((cell) => grid[cell])).size !== region.cells.length) return false;
  for (let cell = 0; cell < 81; cell++) if (grid[cell]! < 1 || grid[cell]! > 9) return false;
  return rules.cages.every(
    (cage) =>
      new Set(cage.cells.map((cell) => grid[cell])).size === cage.cells.length &&
      cage.cells.reduce((sum, cell) => sum + grid[cell]!, 0) === cage.sum,
  );
}

/** The digit sets of `size` distinct digits 1–9 adding up to `sum`, by enumeration. */
function digitSets(size: number, sum: number): number {
  let count = 0;
  for (let mask = 0; mask < 512; mask++) {
    let bits = 0;
    let total = 0;
    for (let d = 0; d < 9; d++)
      if ((mask >> d) & 1) {
        bits++;
        total += d + 1;
      }
    if (bits === size && total === sum) count++;
  }
  return count;
}

/** A search of `options` with its grid filled and its first cages drawn, as an attempt starts. */
function searchOf(options: object): KillerSearch {
  const plan = planGeneration({ killer: true, ...options });
  const search = new KillerSearch(plan, undefined);
  fillGrid(search.solution, plan.draw);
  search.cages = drawCages(search.solution, plan.draw, search.weights);
  return search;
}

const copy = (cages: readonly (readonly number[])[]): number[][] => cages.map((cage) => cage.slice());
const key = (cage: readonly number[]): string =>
  cage
    .slice()
    .sort((a, b) => a - b)
    .join(',');

describe('connected and split', () => {
  it('connected: orthogonal neighbours only; no cells is not a cage', () => {
    expect(connected([])).toBe(false);
    expect(connected([40])).toBe(true);
    expect(connected([0, 1, 10])).toBe(true);
    expect(connected([0, 10])).toBe(false); // a diagonal
    expect(connected([8, 9])).toBe(false); // the end of a row and the start of the next
  });

  it('split: two connected parts making the cage, the first grown from the cell; null when there are none', () => {
    const last = (bound: number): number => bound - 1;
    const first = (): number => 0;
    const line = [3, 4, 5, 6];
    const cases: [number, (bound: number) => number, number[] | null][] = [
      [3, last, [3, 4]],
      [6, first, [6, 5]],
      [4, first, [4, 3]],
      [5, last, [5, 6]],
      // Grown the other way, a part of two leaves the line's two ends apart at every try: it
      // grows to three, leaving one end.
      [4, last, [4, 5, 6]],
      [5, first, [5, 4, 6]],
    ];
    for (const [from, draw, part] of cases) {
      const parts = split(line, from, draw);
      if (part === null) {
        expect(parts).toBeNull();
        continue;
      }
      expect(parts![0]).toEqual(part);
      expect(isConnected(parts![1])).toBe(true);
      expect(key([...parts![0], ...parts![1]])).toBe(key(line));
    }
    // From the middle of a line of three, the one-cell part leaves two cells apart: the part
    // takes two cells.
    expect(split([3, 4, 5], 4, last)).toEqual([[4, 5], [3]]);
    expect(split([3, 4, 5], 4, first)).toEqual([[4, 3], [5]]);
    expect(split([3, 4, 5], 3, last)).toEqual([[3], [4, 5]]);
    // Cells apart from each other: the part cannot grow, the rest is not connected.
    expect(split([0, 2, 4, 6], 0, last)).toBeNull();
  });
});

describe('drawCages', () => {
  it('covers the grid with connected cages of distinct digits, whatever the sizes aimed at', () => {
    for (const weights of [SIZE_WEIGHTS.easy, SIZE_WEIGHTS.expert, [100, 0, 0, 0, 0], [0, 0, 0, 0, 100]]) {
      const search = searchOf({ seed: 11 });
      const cages = drawCages(search.solution, planGeneration({ seed: 12 }).draw, weights);
      expect(cageProblems(cages, search.solution)).toEqual([]);
      if (weights[0] === 100) {
        // Every cell starts alone and joins a neighbour while it can.
        expect(cages.length).toBeLessThan(60);
      }
      if (weights[4] === 100) expect(cages.filter((cage) => cage.length === 5).length).toBeGreaterThan(5);
    }
  });
});

describe('uniqueness repair', () => {
  it('finds a second solution, moves a cell or splits a cage where it differs, and ends unique', () => {
    let moved = 0;
    let splits = 0;
    let repaired = 0;
    let stuck = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const search = searchOf({ seed, difficulty: 'hard' });
      const grid = search.solution;
      for (let move = 0; move < 40; move++) {
        const rules = search.rulesOf(search.cages, false);
        expect(solves(grid, rules)).toBe(true);
        if (search.engine.count(search.empty, rulesTables(rules), 2, undefined) === 1) break;
        const cells = search.differing(rules);
        expect(cells.length).toBeGreaterThan(0);
        // The second solution (read back from the mirrored puzzle when that one gave it) solves
        // the cages by this file's check and differs from the grid exactly at `cells`.
        const mirrored = !solves(search.other, rules);
        const second = Array.from(search.other, (d) => (mirrored ? 10 - d : d));
        expect(solves(second, rules)).toBe(true);
        expect(cells).toEqual(Array.from({ length: 81 }, (_, c) => c).filter((c) => second[c] !== grid[c]));
        const before = copy(search.cages);
        if (!search.repair(cells)) {
          // No cell can move and no cage splits: the cages are left as they were (an attempt
          // then draws new ones).
          expect(search.cages).toEqual(before);
          stuck++;
          search.cages = drawCages(grid, search.plan.draw, search.weights);
          continue;
        }
        expect(cageProblems(search.cages, grid)).toEqual([]);
        const old = new Set(before.map(key));
        const now = new Set(search.cages.map(key));
        const gone = before.filter((cage) => !now.has(key(cage)));
        const added = search.cages.filter((cage) => !old.has(key(cage)));
        if (search.cages.length === before.length) {
          // Moved: one cell of `cells` left its cage for a neighbouring one that lacked its digit.
          moved++;
          expect(gone).toHaveLength(2);
          expect(added).toHaveLength(2);
          const into = gone.find((cage) =>
            added.some((a) => a.length === cage.length + 1 && cage.every((c) => a.includes(c))),
          )!;
          const grown = added.find((a) => a.length === into.length + 1 && into.every((c) => a.includes(c)))!;
          const cell = grown.find((c) => !into.includes(c))!;
          const from = gone.find((cage) => cage !== into)!;
          expect(from).toContain(cell);
          expect(from.length).toBeGreaterThanOrEqual(3);
          expect(cells).toContain(cell);
          expect(into.some((c) => neighbours(cell).includes(c))).toBe(true);
          expect(into.map((c) => grid[c])).not.toContain(grid[cell]);
          expect(into.length).toBeLessThan(5);
        } else {
          // Split: one cage holding a cell of `cells` became two connected parts.
          splits++;
          expect(search.cages.length).toBe(before.length + 1);
          expect(gone).toHaveLength(1);
          expect(added).toHaveLength(2);
          expect(key([...added[0]!, ...added[1]!])).toBe(key(gone[0]!));
          expect(gone[0]!.some((c) => cells.includes(c))).toBe(true);
        }
      }
      const rules = search.rulesOf(search.cages, false);
      if (search.engine.count(search.empty, rulesTables(rules), 2, undefined) === 1) {
        repaired++;
        // The public solver agrees (its count on killer puzzles is checked against the reference
        // counter in test/solver/killer.test.ts; the reference counter itself can take minutes on
        // cages that have just become unique).
        expect(solver.countSolutions(SudokuBoard.empty(), 2, { rules })).toBe(1);
        const solved = solver.solve(SudokuBoard.empty(), { rules });
        expect(solved.status === 'solved' && solved.solution.toString()).toBe(Array.from(grid).join(''));
      }
    }
    expect(moved).toBeGreaterThan(0);
    expect(splits).toBeGreaterThan(0);
    expect(repaired).toBeGreaterThanOrEqual(3);
    expect(repaired + stuck).toBeGreaterThanOrEqual(4);
  });

  it('splits the cage when the cell cannot move (a cage of two cells)', () => {
    const search = searchOf({ seed: 3 });
    const pair = search.cages.find((cage) => cage.length === 2)!;
    const count = search.cages.length;
    expect(search.repair([pair[0]!])).toBe(true);
    expect(search.cages).toHaveLength(count + 1);
    expect(search.cages).toContainEqual([pair[0]]);
    expect(search.cages).toContainEqual([pair[1]]);
    // A single cell cannot move nor split: nothing to do.
    expect(search.repair([pair[0]!])).toBe(false);
  });
});

describe('splitAt and merge', () => {
  it('splitAt takes the cage with the most digit sets (then the largest); false on single cells', () => {
    for (let seed = 20; seed < 24; seed++) {
      const search = searchOf({ seed });
      const grid = search.solution;
      const sets = (cage: readonly number[]): number =>
        digitSets(
          cage.length,
          cage.reduce((sum, cell) => sum + grid[cell]!, 0),
        );
      const cells = Array.from({ length: 81 }, (_, c) => c).filter((c) => c % 10 === 0);
      const candidates = search.cages.filter(
        (cage) => cage.length > 1 && cage.some((c) => cells.includes(c)),
      );
      const most = Math.max(...candidates.map(sets));
      const largest = Math.max(
        ...candidates.filter((cage) => sets(cage) === most).map((cage) => cage.length),
      );
      const before = copy(search.cages);
      if (!search.splitAt(cells)) continue;
      const now = new Set(search.cages.map(key));
      const gone = before.filter((cage) => !now.has(key(cage)));
      expect(gone).toHaveLength(1);
      expect(sets(gone[0]!)).toBe(most);
      expect(gone[0]!.length).toBe(largest);
      expect(cageProblems(search.cages, grid)).toEqual([]);
    }
    const single = searchOf({ seed: 20 });
    single.cages = Array.from({ length: 81 }, (_, c) => [c]);
    expect(single.splitAt([0, 40, 80])).toBe(false);
    expect(single.cages).toHaveLength(81);
  });

  it('merge joins two neighbouring cages with distinct digits, at most 5 cells; false when none can', () => {
    const search = searchOf({ seed: 30 });
    const grid = search.solution;
    const before = copy(search.cages);
    expect(search.merge()).toBe(true);
    expect(search.cages).toHaveLength(before.length - 1);
    expect(cageProblems(search.cages, grid)).toEqual([]);
    const old = new Set(before.map(key));
    const added = search.cages.filter((cage) => !old.has(key(cage)));
    expect(added).toHaveLength(1);
    const now = new Set(search.cages.map(key));
    const parts = before.filter((cage) => !now.has(key(cage)));
    expect(parts).toHaveLength(2);
    expect(parts[0]!.some((c) => neighbours(c).some((n) => parts[1]!.includes(n)))).toBe(true);
    // Rows cut in five and four cells: every pair of neighbours would pass five cells.
    search.cages = Array.from({ length: 18 }, (_, k) =>
      Array.from({ length: k % 2 === 0 ? 5 : 4 }, (_, i) => (k >> 1) * 9 + (k % 2 === 0 ? i : 5 + i)),
    );
    expect(cageProblems(search.cages, grid)).toEqual([]);
    expect(search.merge()).toBe(false);
    expect(search.cages).toHaveLength(18);
  });
});

describe('an attempt', () => {
  it('ends with unique cages whose path is solved in the band, or false', () => {
    const search = new KillerSearch(planGeneration({ killer: true, seed: 2, difficulty: 'easy' }), undefined);
    let attempts = 1;
    while (!search.attempt()) attempts++;
    const puzzle = generator.generate({ killer: true, seed: 2, difficulty: 'easy' });
    expect(puzzle.attempts).toBe(attempts);
    expect(puzzle.rules).toBe(search.rules);
    const rules = search.rules!;
    expect(rules.cages.map((cage) => key(cage.cells)).sort()).toEqual(search.cages.map(key).sort());
    expect(solver.countSolutions(SudokuBoard.empty(), 2, { rules })).toBe(1);
    expect(search.path!.solved).toBe(true);
    const steps = new SudokuLogicSolver().solve(SudokuBoard.empty(), { rules }).steps;
    const forced = steps.filter((step) => step.technique === 'cage-forced-digit').length;
    expect(forced).toBe(search.path!.forced);
    expect(forced).toBeLessThanOrEqual(6);
  });

  it('gives up after 14 splits of a path still too hard, and when a path too easy has no merge', () => {
    // Splits that leave the cages as they were: the path stays stuck, the budget runs out.
    class NoSplit extends KillerSearch {
      splits = 0;
      override splitAt(): boolean {
        this.splits++;
        return true;
      }
    }
    const stuck = new NoSplit(
      planGeneration({ killer: true, seed: 4, rating: { min: 0, max: 1 } }),
      undefined,
    );
    expect(stuck.attempt()).toBe(false);
    expect(stuck.splits).toBe(14);
    expect(stuck.path!.solved).toBe(false);
    // No merge: the first path in band's ceiling but below its floor ends the attempt.
    class NoMerge extends KillerSearch {
      merges = 0;
      override merge(): boolean {
        this.merges++;
        return false;
      }
    }
    const easy = new NoMerge(
      planGeneration({ killer: true, seed: 5, rating: { min: 2.9, max: 2.9 } }),
      undefined,
    );
    expect(easy.attempt()).toBe(false);
    expect(easy.merges).toBe(1);
    expect(easy.path!.solved).toBe(true);
    expect(easy.path!.tenths).toBeLessThan(29);
  });

  it('stops at the signal polled inside an attempt, throwing its reason', () => {
    const plan = planGeneration({ killer: true, seed: 3, difficulty: 'hard' });
    const reason = new Error('stopped');
    for (const polls of [1, 3, 10]) {
      let count = 0;
      const signal = {
        get aborted(): boolean {
          return ++count > polls;
        },
        reason,
      };
      const search = new KillerSearch({ ...plan, signal: signal as AbortSignal }, undefined);
      expect(() => search.attempt()).toThrow(reason);
    }
  });
});

describe('killer generation: public paths', () => {
  it('a band missed in maxAttempts: RATING_NOT_REACHED naming the killer band and the grades', () => {
    let thrown: unknown;
    try {
      generator.generate({ killer: true, seed: 17, difficulty: 'hard', maxAttempts: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SudokuError);
    expect((thrown as SudokuError).code).toBe('RATING_NOT_REACHED');
    expect((thrown as SudokuError).message).toBe(
      'no killer puzzle in the killer hard band (grade 2.4 to 2.8) was found in 1 attempts',
    );
    // The next attempts find one, in band.
    const puzzle = generator.generate({ killer: true, seed: 17, difficulty: 'hard' });
    expect(puzzle.attempts).toBeGreaterThan(1);
    expect(puzzle.grade.score).toBeGreaterThanOrEqual(2.4);
    expect(puzzle.grade.score).toBeLessThanOrEqual(2.8);
  });

  it('an aborted signal: its reason, before any attempt', () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    controller.abort(reason);
    expect(() => generator.generate({ killer: true, seed: 1, signal: controller.signal })).toThrow(reason);
  });

  it('a caller’s random source: the puzzle its draws give, without a seed', () => {
    const puzzle = generator.generate({
      killer: true,
      random: new SeededRandomSource(3),
      difficulty: 'easy',
    });
    expect('seed' in puzzle).toBe(false);
    expect(puzzle.difficulty).toBe('easy');
    // The built-in source of a seed draws the same numbers.
    const seeded = generator.generate({ killer: true, seed: 3, difficulty: 'easy' });
    expect(seeded.seed).toBe(3);
    expect(puzzle.rules).toBe(seeded.rules);
  });

  it('killer-windoku: unique (reference counter), the windows hold distinct digits, hinted to the end', () => {
    const puzzle = generator.generate({ killer: true, seed: 5102, rules: SudokuRules.parse('windoku') });
    const solution = puzzle.solution.toString();
    expect(puzzle.rules.toString()).toMatch(/^windoku\+killer:/);
    expect(referenceSolutions(puzzle.board.toString(), puzzle.rules, 2).map((s) => s.join(''))).toEqual([
      solution,
    ]);
    expect(solves(Array.from(solution, Number), puzzle.rules)).toBe(true);
    const result = new SudokuLogicSolver().solve(puzzle.board, { rules: puzzle.rules });
    expect(result.status).toBe('solved');
    expect(result.board.toString()).toBe(solution);
  });
});
