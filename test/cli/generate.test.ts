import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGenerator, SudokuSolver, dailySeed } from '../../src/index.js';
import { size } from '../sample.js';
import { buildOnce, sudoku } from './helpers.js';

beforeAll(buildOnce);

const generator = new SudokuGenerator();
const solver = new SudokuSolver();

/** What the library makes for puzzle `i` of a run seeded `seed` (the CLI's documented derivation). */
function expected(seed: number | string, i: number, options: Record<string, unknown> = {}): string {
  return generator.generate({ ...options, seed: i === 0 ? seed : `${seed}:${i}` }).board.toString();
}

describe('sudoku generate', () => {
  it('prints the library’s puzzle for a seed, exactly', async () => {
    const { stdout, stderr, code } = await sudoku(['generate', '--seed', '42']);
    expect(stdout).toBe(`${expected(42, 0)}\n`);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // Pinned, so a change of the generator's output shows here too.
    expect(stdout).toBe(
      '649....78....4.2...5.7936..712.695835.32.791...4.517623.5..8..6.2.....3.4..63..57\n',
    );
  });

  it('derives one seed per puzzle, so --jobs and --count do not change the puzzles', async () => {
    const count = size(24, 100);
    const args = [
      'generate',
      '--seed',
      'abc',
      '--count',
      String(count),
      '--difficulty',
      'expert',
      '--no-progress',
    ];
    const one = await sudoku([...args, '--jobs', '1']);
    expect(await sudoku([...args, '--jobs', '2'])).toEqual(one);
    expect(await sudoku([...args, '--jobs', '4'])).toEqual(one);
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(count);
    lines.forEach((line, i) => {
      expect(line).toBe(expected('abc', i, { difficulty: 'expert' }));
    });
    const short = await sudoku(['generate', '--seed', 'abc', '--count', '3', '--difficulty', 'expert']);
    expect(short.stdout).toBe(lines.slice(0, 3).join('\n') + '\n');
    const pick = size(17, 57);
    const alone = await sudoku(['generate', '--seed', `abc:${String(pick)}`, '--difficulty', 'expert']);
    expect(alone.stdout).toBe(`${lines[pick]!}\n`);
  });

  it('applies difficulty, empty-cell target and symmetry, and reports them in JSON', async () => {
    const { stdout, code } = await sudoku([
      'generate',
      '-s',
      '7',
      '-n',
      '4',
      '--empty',
      '40',
      '--symmetry',
      'rotational',
      '-f',
      'json',
    ]);
    expect(code).toBe(0);
    const objects = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    objects.forEach((o, i) => {
      const board = SudokuBoard.parse(o.puzzle as string);
      expect(o).toMatchObject({
        index: i,
        seed: i === 0 ? 7 : `7:${i}`,
        symmetry: 'rotational',
        emptyCellTarget: 40,
      });
      expect(o.puzzle).toBe(expected(7, i, { emptyCellTarget: 40, symmetry: 'rotational' }));
      expect(solver.countSolutions(board, 2)).toBe(1);
      const solved = solver.solve(board);
      expect(solved.status === 'solved' && solved.solution.toString()).toBe(o.solution);
      for (let cell = 0; cell < 81; cell++) {
        expect(board.at(cell) === 0).toBe(board.at(80 - cell) === 0);
      }
    });
  });

  it('makes the daily puzzle of a given day, as a grid', async () => {
    const { stdout, code } = await sudoku(['generate', '--daily', '2026-11-29', '--format', 'grid']);
    expect(code).toBe(0);
    expect(stdout).toBe(generator.generate({ seed: dailySeed('2026-11-29') }).board.format() + '\n');
    const today = await sudoku(['generate', '--daily', '-f', 'json']);
    const seed = dailySeed(new Date());
    expect((JSON.parse(today.stdout) as { seed: number }).seed).toBe(seed);
  });

  it('separates grids by a blank line', async () => {
    const { stdout } = await sudoku(['generate', '--seed', '1', '--count', '2', '--format', 'grid']);
    const boards = [0, 1].map((i) => SudokuBoard.parse(expected(1, i)).format());
    expect(stdout).toBe(`${boards[0]!}\n\n${boards[1]!}\n`);
  });

  it('rejects bad options with exit status 2 and a one-line message pointing at the help', async () => {
    for (const args of [
      ['generate', '--difficulty', 'insane'],
      ['generate', '--empty', '70'],
      ['generate', '--symmetry', 'spiral'],
      ['generate', '--seed', '1', '--daily'],
      ['generate', '--daily', '2026-02-30'],
      ['generate', '--rating', 'hard'],
      ['generate', '--seed'],
    ]) {
      const { stdout, stderr, code } = await sudoku(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^sudoku generate: [^\n]+\nsee 'sudoku generate --help'\n$/);
    }
  });
});

describe('sudoku generate --rating', () => {
  it('keeps puzzles rated in the band, as the library makes them, with rating and attempts in JSON', async () => {
    const { stdout, stderr, code } = await sudoku([
      'generate',
      '--rating',
      '2.6-4.5',
      '--difficulty',
      'expert',
      '--seed',
      '3',
      '--count',
      '2',
      '--format',
      'json',
      '--jobs',
      '1',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    stdout
      .trimEnd()
      .split('\n')
      .forEach((line, i) => {
        const object = JSON.parse(line) as { puzzle: string; rating: { rating: number }; attempts: number };
        const seed = i === 0 ? 3 : `3:${i}`;
        const made = generator.generate({ seed, difficulty: 'expert', rating: { min: 2.6, max: 4.5 } });
        expect(object.puzzle).toBe(made.board.toString());
        expect(object.rating).toEqual(made.rating);
        expect(object.attempts).toBe(made.attempts);
        expect(object.rating.rating).toBeGreaterThanOrEqual(2.6);
        expect(object.rating.rating).toBeLessThanOrEqual(4.5);
      });
  });

  it('reports a band not reached within --attempts on stderr and exits 1', async () => {
    const { stdout, stderr, code } = await sudoku([
      'generate',
      '--rating',
      '9.5-9.9',
      '--attempts',
      '3',
      '--seed',
      '3',
    ]);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^puzzle 1 \(seed 3\): RATING_NOT_REACHED .+\n$/);
    expect(code).toBe(1);
    expect((await sudoku(['generate', '--attempts', '3'])).code).toBe(2);
  });
});
