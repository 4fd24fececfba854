import { describe, expect, it } from 'vitest';
import {
  isSudokuError,
  rateBoard,
  SudokuGenerator,
  SudokuRules,
  SUDOKU_TECHNIQUES,
} from '../../src/index.js';
import { referenceCount } from '../killer-reference.js';
import { size } from '../sample.js';

const generator = new SudokuGenerator();
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
        expect(rated.steps[puzzle.technique.step]!.technique).toBe(technique);
        expect(rated.steps.slice(0, puzzle.technique.step).some((step) => step.technique === technique)).toBe(
          false,
        );
        expect(puzzle.rating.rating).toBeGreaterThanOrEqual(SUDOKU_TECHNIQUES[technique as 'x-wing'].score);
      }
    }
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
    expect(codeOf(() => generator.generate({ technique: 'no-such' as 'x-wing', seed: 1 }))).toBe(
      'RangeError',
    );
    expect(codeOf(() => generator.generate({ technique: [], seed: 1 }))).toBe('RangeError');
    expect(codeOf(() => generator.generate({ technique: 'swordfish', seed: 1, maxAttempts: 1 }))).toBe(
      'RATING_NOT_REACHED',
    );
  });
});
