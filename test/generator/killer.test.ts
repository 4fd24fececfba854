/**
 * Killer generation (`generate({ killer: true })`): on seeds held out of the tuning (from 5,000
 * on), every puzzle is checked from outside the generator:
 *
 * - unique by the reference counter (`test/killer-reference.ts`, which shares no code with the
 *   solver), and its one solution is the puzzle's `solution`;
 * - its cages valid by a check of this file: they cover the grid once, each orthogonally
 *   connected, its digits in the solution distinct and adding up to its sum;
 * - solved to the end by the public hint engine (`SudokuLogicSolver.solve`), each placement the
 *   solution's digit and no elimination the solution's digit, its hardest step's score the
 *   grade, in the band asked for;
 * - the same seed giving the same puzzle.
 *
 * The cage sizes of the sample are measured against the distribution the generator aims for
 * (more than 85 % of the cages of 2–4 cells, fewer than three single cells a puzzle, none above 5).
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuGenerator,
  SudokuLogicSolver,
  SUDOKU_TECHNIQUES,
  type SudokuDifficulty,
  type SudokuKillerPuzzle,
} from '../../src/index.js';
import { referenceSolutions } from '../killer-reference.js';
import { FULL } from '../sample.js';

const generator = new SudokuGenerator();
const hints = new SudokuLogicSolver();

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * Bands and their held-out seeds (quick, full). The reference counter searches without cage
 * reasoning: on most puzzles it takes 10 ms to 1 s, on some expert ones 4–40 s; the expert seeds
 * of the full run are those of 5000–5007 it counts in under 2 s.
 */
const BANDS: readonly [SudokuDifficulty, number[], number[]][] = [
  ['easy', [5002], range(5000, 5008)],
  ['medium', [5001, 5003], range(5000, 5008)],
  ['hard', [5003], range(5000, 5008)],
  ['expert', [5001], [5001, 5003, 5006, 5007]],
];

function neighbours(cell: number): number[] {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  return [r > 0 ? cell - 9 : -1, c > 0 ? cell - 1 : -1, c < 8 ? cell + 1 : -1, r < 8 ? cell + 9 : -1].filter(
    (n) => n >= 0,
  );
}

/** Problems with the cages of `puzzle` against its solution (empty: none). */
function cageProblems(puzzle: SudokuKillerPuzzle): string[] {
  const solution = puzzle.solution.toString();
  const seen = new Array<number>(81).fill(0);
  const problems: string[] = [];
  puzzle.rules.cages.forEach((cage, k) => {
    const digits = cage.cells.map((cell) => Number(solution[cell]));
    if (new Set(digits).size !== digits.length) problems.push(`cage ${k} repeats a digit`);
    if (digits.reduce((a, b) => a + b, 0) !== cage.sum) problems.push(`cage ${k} does not add up`);
    for (const cell of cage.cells) seen[cell]!++;
    const reached = new Set([cage.cells[0]!]);
    const stack = [cage.cells[0]!];
    while (stack.length > 0)
      for (const n of neighbours(stack.pop()!))
        if (cage.cells.includes(n) && !reached.has(n)) {
          reached.add(n);
          stack.push(n);
        }
    if (reached.size !== cage.cells.length) problems.push(`cage ${k} is not connected`);
  });
  if (seen.some((n) => n !== 1)) problems.push('the cages do not cover every cell once');
  return problems;
}

/** Checks the hint engine's path on `puzzle` step by step; returns its hardest score. */
function hintedScore(puzzle: SudokuKillerPuzzle): number {
  const solution = puzzle.solution.toString();
  const result = hints.solve(puzzle.board, { rules: puzzle.rules });
  expect(result.status).toBe('solved');
  expect(result.board.toString()).toBe(solution);
  let hardest = 0;
  for (const step of result.steps) {
    for (const p of step.placements) expect(p.value).toBe(Number(solution[p.row * 9 + p.column]));
    for (const e of step.eliminations) expect(e.value).not.toBe(Number(solution[e.row * 9 + e.column]));
    hardest = Math.max(hardest, SUDOKU_TECHNIQUES[step.technique].score);
  }
  expect(result.steps.length).toBe(puzzle.grade.steps);
  return hardest;
}

const made: SudokuKillerPuzzle[] = [];

describe('generate({ killer: true })', () => {
  it.each(BANDS)(
    '%s: unique (reference counter), valid cages, hinted soundly to the end, in band',
    (band, quick, full) => {
      for (const seed of FULL ? full : quick) {
        const puzzle = generator.generate({ killer: true, seed, difficulty: band });
        made.push(puzzle);
        expect(puzzle.difficulty).toBe(band);
        expect(puzzle.board.emptyCount).toBe(81);
        expect(puzzle.rules.isKiller).toBe(true);
        expect(cageProblems(puzzle)).toEqual([]);
        const solutions = referenceSolutions(puzzle.board.toString(), puzzle.rules, 2);
        expect(solutions.map((s) => s.join(''))).toEqual([puzzle.solution.toString()]);
        const score = hintedScore(puzzle);
        expect(score).toBe(puzzle.grade.score);
        const tenths = Math.round(score * 10);
        if (band === 'easy' || band === 'medium') {
          expect(tenths).toBeLessThanOrEqual(23);
          const forced = puzzle.grade.techniqueCounts['cage-forced-digit'] ?? 0;
          if (band === 'easy') expect(forced).toBeLessThanOrEqual(6);
          else expect(forced).toBeGreaterThan(6);
        } else if (band === 'hard') {
          expect(tenths).toBeGreaterThanOrEqual(24);
          expect(tenths).toBeLessThanOrEqual(28);
        } else {
          expect(tenths).toBeGreaterThanOrEqual(29);
          expect(tenths).toBeLessThanOrEqual(61);
        }
        // The same seed, the same puzzle.
        const again = generator.generate({ killer: true, seed, difficulty: band });
        expect(again.rules.toString()).toBe(puzzle.rules.toString());
        expect(again.solution.toString()).toBe(puzzle.solution.toString());
      }
    },
  );

  it('cage sizes: more than 85 % of 2–4 cells, fewer than three single cells a puzzle, none above 5', () => {
    const sizes = new Array<number>(10).fill(0);
    for (const puzzle of made) for (const cage of puzzle.rules.cages) sizes[cage.cells.length]!++;
    const cages = sizes.reduce((a, b) => a + b, 0);
    expect(sizes.slice(6).every((n) => n === 0)).toBe(true);
    expect((sizes[2]! + sizes[3]! + sizes[4]!) / cages).toBeGreaterThan(0.85);
    expect(sizes[1]! / made.length).toBeLessThan(3);
  });
});
