/**
 * The solver on transformed copies of the public sets: digits relabelled, bands, rows within
 * bands, stacks and columns within stacks permuted, and half of the copies transposed. A copy has
 * exactly one solution, the same transformation of the original's, so each answer is checked
 * twice: against the rules and against the transformed solution of the original. The engine's
 * search order depends on where the givens sit; its answers must not.
 *
 * `npm run test:full` (`SUDOKU_TEST_FULL=1`) runs every puzzle of every set (49,158 17-clue
 * puzzles among them); by default, spread-out samples keep `npm test` fast.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuSolver, SudokuValidator } from '../../src/index.js';
import { fixtureLines, fixtureSample } from '../helpers.js';
import { FULL } from '../sample.js';

/** A seeded xorshift generator, so the copies are the same on every run. */
function generator(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

function shuffle<T>(items: T[], draw: (n: number) => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** One random transformation of the Sudoku symmetry group, as a function on 81-character lines. */
function transformation(draw: (n: number) => number): (line: string) => string {
  const order = (): number[] =>
    shuffle([0, 1, 2], draw).flatMap((band) => shuffle([0, 1, 2], draw).map((k) => band * 3 + k));
  const rows = order();
  const columns = order();
  const transpose = draw(2) === 1;
  const digits = ['.', ...shuffle(['1', '2', '3', '4', '5', '6', '7', '8', '9'], draw)];
  return (line) => {
    let out = '';
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const from = transpose ? columns[c]! * 9 + rows[r]! : rows[r]! * 9 + columns[c]!;
        const ch = line[from]!;
        out += ch >= '1' && ch <= '9' ? digits[Number(ch)]! : '.';
      }
    }
    return out;
  };
}

const solver = new SudokuSolver();

describe.each([
  ['top1465.txt', FULL ? fixtureLines('top1465.txt') : fixtureSample('top1465.txt', 500), 1],
  ['forum-hardest-1106.txt', fixtureLines('forum-hardest-1106.txt'), 2],
  ['17-clue.txt', FULL ? fixtureLines('17-clue.txt') : fixtureSample('17-clue.txt', 1000), 3],
])('transformed copies of %s', (_name, lines, seed) => {
  it(`solve all ${lines.length} to the transformed solution of the original, uniquely`, () => {
    const draw = generator(0x5eed + seed);
    let failures = 0;
    let checked = 0;
    for (const line of lines) {
      const original = solver.solve(SudokuBoard.parse(line));
      if (original.status !== 'solved') {
        failures++;
        continue;
      }
      const transform = transformation(draw);
      const copy = SudokuBoard.parse(transform(line));
      const result = solver.solve(copy);
      if (result.status !== 'solved') {
        failures++;
        continue;
      }
      if (!SudokuValidator.isSolution(copy, result.solution)) failures++;
      if (result.solution.toString() !== transform(original.solution.toString())) failures++;
      if (solver.countSolutions(copy, 2) !== 1) failures++;
      checked++;
    }
    expect(checked).toBe(lines.length);
    expect(failures).toBe(0);
  });
});

describe('the transformation used above', () => {
  it('maps a solution to a solution of the mapped puzzle (and can change the puzzle)', () => {
    const draw = generator(7);
    const line = fixtureLines('top1465.txt')[0]!;
    const solved = solver.solve(SudokuBoard.parse(line));
    expect(solved.status).toBe('solved');
    if (solved.status !== 'solved') return;
    let changed = 0;
    for (let k = 0; k < 20; k++) {
      const transform = transformation(draw);
      const copy = SudokuBoard.parse(transform(line));
      const mapped = SudokuBoard.parse(transform(solved.solution.toString()));
      expect(SudokuValidator.isSolution(copy, mapped)).toBe(true);
      if (copy.toString() !== line) changed++;
    }
    expect(changed).toBe(20);
  });
});
