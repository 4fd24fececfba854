import { describe, expect, it } from 'vitest';
import {
  isSudokuError,
  rateBoard,
  SudokuGame,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuRules,
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
} from '../../src/index.js';
import { referenceCount } from '../killer-reference.js';
import { size } from '../sample.js';

const generator = new SudokuGenerator();

/**
 * The hint path's half of "needed": the hint engine's path uses `technique`, and every step
 * before its first one uses a technique the hint engine tries no later (its order,
 * `SUDOKU_HINT_ORDER`). Returns that step's index.
 */
function hintStepOf(board: Parameters<SudokuLogicSolver['solve']>[0], technique: string): number {
  const steps = new SudokuLogicSolver().solve(board).steps;
  const step = steps.findIndex((s) => s.technique === technique);
  expect(step).toBeGreaterThanOrEqual(0);
  const rank = SUDOKU_HINT_ORDER.indexOf(technique as 'x-wing');
  for (const before of steps.slice(0, step))
    expect(SUDOKU_HINT_ORDER.indexOf(before.technique as 'x-wing')).toBeLessThanOrEqual(rank);
  return step;
}
// Techniques of several families; the wider sweep adds more, and more seeds, in full mode.
const CASES: readonly (readonly [string, number])[] = [
  ['pointing', 1],
  ['x-wing', 2],
  ['xy-wing', 3],
  ['naked-pair', 4],
  ['swordfish', 5],
  ['hidden-pair', 6],
  ['xyz-wing', 7],
  ['naked-triple', 8],
];

describe('generate({ technique })', () => {
  it('gives unique puzzles whose rating path and hint path use the technique', () => {
    const cases = CASES.slice(0, size(2, CASES.length));
    const seeds = size(1, 3);
    for (const [technique, base] of cases) {
      for (let s = 0; s < seeds; s++) {
        const puzzle = generator.generate({ technique: technique as 'x-wing', seed: base * 100 + s });
        expect(referenceCount(puzzle.board.toString(), SudokuRules.classic)).toBe(1);
        const rated = rateBoard(puzzle.board, { steps: true });
        expect(rated.rating).toBe(puzzle.rating.rating);
        expect(puzzle.technique.id).toBe(technique);
        expect(puzzle.technique.path).toBe('rating');
        expect(rated.steps[puzzle.technique.step]!.technique).toBe(technique);
        // The rating's cut-off: no step before the technique's first rates above its score.
        const score = SUDOKU_TECHNIQUES[technique as 'x-wing'].score;
        expect(rated.steps.slice(0, puzzle.technique.step).every((step) => step.score <= score)).toBe(true);
        expect(rated.steps.slice(0, puzzle.technique.step).some((step) => step.technique === technique)).toBe(
          false,
        );
        expect(puzzle.rating.rating).toBeGreaterThanOrEqual(SUDOKU_TECHNIQUES[technique as 'x-wing'].score);
        hintStepOf(puzzle.board, technique);
      }
    }
  });

  it('gives hint-only techniques: the hint path uses them, its step counted on that path', () => {
    // Hint-only: the hint engine uses them, the rating never does. Their natural band starts at
    // the lowest score of a rated technique the hint engine tries at or after them.
    const cases = (
      [
        ['skyscraper', 4.2],
        ['two-string-kite', 4.2],
        ['w-wing', 4.5],
        ['empty-rectangle', 4.2],
      ] as const
    ).slice(0, size(2, 4));
    for (const [technique, lowest] of cases) {
      for (let s = 0; s < size(1, 2); s++) {
        const puzzle = generator.generate({ technique, seed: 40 + s });
        expect(referenceCount(puzzle.board.toString(), SudokuRules.classic)).toBe(1);
        expect(puzzle.technique).toMatchObject({ id: technique, path: 'hints' });
        expect(hintStepOf(puzzle.board, technique)).toBe(puzzle.technique.step);
        expect(puzzle.rating.rating).toBeGreaterThanOrEqual(lowest);
        // The natural band of a hint-only technique reaches the extreme band's top.
        expect(puzzle.rating.rating).toBeLessThanOrEqual(9);
        expect(rateBoard(puzzle.board).techniqueCounts[technique]).toBeUndefined();
      }
    }
    // Practice mode reaches them too: the next hint is the technique.
    expect(SudokuGame.practice({ technique: 'skyscraper', seed: 2 }).hint()?.technique).toBe('skyscraper');
    // Mixed with a rated id: whichever the hint path meets first, on its own path.
    const mixed = generator.generate({ technique: ['skyscraper', 'xy-wing'], seed: 5 });
    const path = mixed.technique.id === 'skyscraper' ? 'hints' : 'rating';
    expect(mixed.technique.path).toBe(path);
  });

  it('is seeded and deterministic, and keeps a difficulty band', () => {
    const a = generator.generate({ technique: 'xy-wing', seed: 3, difficulty: 'hard' });
    const b = generator.generate({ technique: 'xy-wing', seed: 3, difficulty: 'hard' });
    expect(a.board.equals(b.board)).toBe(true);
    expect(a.technique).toEqual(b.technique);
    expect(a.difficulty).toBe('hard');
    // A timeout (a polled deadline inside the search) is accepted and does not change the puzzle.
    const c = generator.generate({ technique: 'xy-wing', seed: 3, difficulty: 'hard', timeout: 60_000 });
    expect(c.board.equals(a.board)).toBe(true);
  });

  it('names the technique of the puzzle returned, not of a later probe of the search', () => {
    // Seed 50: the binary search over the removals accepted a puzzle, then probed another that the
    // technique test refused; the result must still name the accepted puzzle's step.
    const puzzle = generator.generate({ technique: 'x-wing', seed: 50 });
    expect(puzzle.technique.id).toBe('x-wing');
    expect(rateBoard(puzzle.board, { steps: true }).steps[puzzle.technique.step]!.technique).toBe('x-wing');
  });

  it('takes several ids: any one of them', () => {
    const p = generator.generate({ technique: ['swordfish', 'x-wing'], seed: 11 });
    expect(['swordfish', 'x-wing']).toContain(p.technique.id);
    const steps = rateBoard(p.board, { steps: true }).steps;
    expect(steps[p.technique.step]!.technique).toBe(p.technique.id);
  });

  it('names the technique when the attempts run out (RATING_NOT_REACHED)', () => {
    for (const technique of ['swordfish', ['swordfish', 'jellyfish']] as const) {
      let caught: unknown;
      try {
        generator.generate({ seed: 3, technique, maxAttempts: 1 });
      } catch (error) {
        caught = error;
      }
      expect(isSudokuError(caught) && caught.code).toBe('RATING_NOT_REACHED');
      expect((caught as Error).message).toMatch(/needing swordfish/);
      expect((caught as { value: unknown }).value).toEqual(technique);
    }
  });

  it('throws typed errors at once for techniques that cannot appear, and RangeErrors for bad ids', () => {
    const codeOf = (f: () => unknown): unknown => {
      try {
        f();
      } catch (error) {
        return isSudokuError(error) ? error.code : (error as Error).constructor.name;
      }
      return 'none';
    };
    expect(codeOf(() => generator.generate({ technique: 'x-wing', difficulty: 'medium', seed: 1 }))).toBe(
      'TECHNIQUE_NOT_IN_BAND',
    );
    expect(
      codeOf(() => generator.generate({ technique: 'x-wing', rating: { min: 1, max: 3 }, seed: 1 })),
    ).toBe('TECHNIQUE_NOT_IN_BAND');
    expect(
      codeOf(() => generator.generate({ technique: 'w-wing', rules: SudokuRules.parse('x'), seed: 1 })),
    ).toBe('TECHNIQUE_NOT_IN_BAND');
    // Hint-only techniques below where the hint engine can reach them, reports, cage techniques.
    for (const options of [
      { technique: 'skyscraper', difficulty: 'medium' },
      { technique: 'simple-colouring', rating: { min: 4, max: 6 } },
      { technique: 'finned-swordfish', rating: { min: 2, max: 4.9 } },
      { technique: 'invalid-board' },
      { technique: 'contradiction' },
      { technique: 'cage-combination' },
      { technique: ['innie-outie', 'skyscraper'], difficulty: 'easy' },
      // A random jigsaw layout is not the classic rules, even on SudokuRules.classic.
      { technique: 'skyscraper', rules: SudokuRules.classic, jigsaw: 'random', maxAttempts: 1 },
    ] as const) {
      expect(codeOf(() => generator.generate({ ...options, seed: 1 }))).toBe('TECHNIQUE_NOT_IN_BAND');
    }
    expect(codeOf(() => generator.generate({ technique: 'no-such' as 'x-wing', seed: 1 }))).toBe(
      'RangeError',
    );
    expect(codeOf(() => generator.generate({ technique: [], seed: 1 }))).toBe('RangeError');
    expect(codeOf(() => generator.generate({ technique: 'swordfish', seed: 1, maxAttempts: 1 }))).toBe(
      'RATING_NOT_REACHED',
    );
  });
});
