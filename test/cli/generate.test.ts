import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGenerator, SudokuSolver, dailySeed } from '../../src/index.js';
import { size } from '../sample.js';
import { WORKER_PROBE, WORKER_STARTED, buildOnce, sudoku } from './helpers.js';
import { poolsOfLastRun, runInProcess, type Run } from './inline-pool.js';

// Run in this process (`inline-pool.ts`), but for the runs through the real program's threads.
beforeAll(buildOnce);

const generator = new SudokuGenerator();
const solver = new SudokuSolver();

/** What the library makes for puzzle `i` of a run seeded `seed` (the CLI's documented derivation). */
function expected(seed: number | string, i: number, options: Record<string, unknown> = {}): string {
  return generator.generate({ ...options, seed: i === 0 ? seed : `${seed}:${i}` }).board.toString();
}

describe('sudoku generate', () => {
  it('prints the library’s puzzle for a seed, exactly', async () => {
    const { stdout, stderr, code } = await runInProcess(['generate', '--seed', '42']);
    expect(stdout).toBe(`${expected(42, 0)}\n`);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    // Pinned, so a change of the generator's output shows here too.
    expect(stdout).toBe(
      '4......9..62.5....38.9..6.4.5.......74...826.8.641...7..8.61..9.2....87.....7....\n',
    );
  });

  it('derives one seed per puzzle, so --jobs and --count do not change the puzzles', async () => {
    const count = String(size(4, 30));
    const args = ['generate', '--seed', 'abc', '--count', count, '--difficulty', 'hard', '--no-progress'];
    const one = await runInProcess([...args, '--jobs', '1']);
    // The real program, with its worker threads.
    expect(await sudoku([...args, '--jobs', '2'])).toEqual(one);
    expect(await sudoku([...args, '--jobs', '4'])).toEqual(one);
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(Number(count));
    lines.forEach((line, i) => {
      expect(line).toBe(expected('abc', i, { difficulty: 'hard' }));
    });
    const short = await runInProcess(['generate', '--seed', 'abc', '--count', '3', '--difficulty', 'hard']);
    expect(short.stdout).toBe(lines.slice(0, 3).join('\n') + '\n');
    const pick = Number(count) - 3;
    const alone = await runInProcess(['generate', '--seed', `abc:${String(pick)}`, '--difficulty', 'hard']);
    expect(alone.stdout).toBe(`${lines[pick]!}\n`);
  });

  it('applies difficulty, empty-cell target and symmetry, and reports them in JSON', async () => {
    const { stdout, code } = await runInProcess([
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
    const { stdout, code } = await runInProcess(['generate', '--daily', '2026-11-29', '--format', 'grid']);
    expect(code).toBe(0);
    expect(stdout).toBe(generator.generate({ seed: dailySeed('2026-11-29') }).board.format() + '\n');
    const today = await runInProcess(['generate', '--daily', '-f', 'json']);
    const seed = dailySeed(new Date());
    expect((JSON.parse(today.stdout) as { seed: number }).seed).toBe(seed);
  });

  it('separates grids by a blank line', async () => {
    const { stdout } = await runInProcess(['generate', '--seed', '1', '--count', '2', '--format', 'grid']);
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
      // Usage errors are found before any work: in this process, as a child costs a tenth of a second.
      const { stdout, stderr, code } = await runInProcess(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(/^sudoku generate: [^\n]+\nsee 'sudoku generate --help'\n$/);
    }
  });
});

describe('sudoku generate --rating', () => {
  it('keeps puzzles rated in the band, as the library makes them, with rating and attempts in JSON', async () => {
    const { stdout, stderr, code } = await runInProcess([
      'generate',
      '--rating',
      '2.6-4.5',
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
        const made = generator.generate({ seed, rating: { min: 2.6, max: 4.5 } });
        expect(object.puzzle).toBe(made.board.toString());
        expect(object.rating).toEqual(made.rating);
        expect(object.attempts).toBe(made.attempts);
        expect(object.rating.rating).toBeGreaterThanOrEqual(2.6);
        expect(object.rating.rating).toBeLessThanOrEqual(4.5);
      });
  });

  it('reports a band not reached within --attempts on stderr and exits 1', async () => {
    const { stdout, stderr, code } = await runInProcess([
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
    expect((await runInProcess(['generate', '--empty', '40', '--attempts', '3'])).code).toBe(2);
    const clash = await runInProcess(['generate', '--difficulty', 'hard', '--rating', '1-2']);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain('--difficulty and --rating are exclusive');
  });
});

describe('sudoku generate --difficulty', () => {
  it('makes extreme puzzles in their band, with difficulty and rating in JSON', async () => {
    const { stdout, stderr, code } = await runInProcess([
      'generate',
      '--difficulty',
      'extreme',
      '--seed',
      'x',
      '--count',
      '2',
      '--format',
      'json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    stdout
      .trimEnd()
      .split('\n')
      .forEach((line, i) => {
        const object = JSON.parse(line) as { puzzle: string; difficulty: string; rating: { rating: number } };
        const made = generator.generate({ seed: i === 0 ? 'x' : `x:${i}`, difficulty: 'extreme' });
        expect(object.puzzle).toBe(made.board.toString());
        expect(object.difficulty).toBe('extreme');
        expect(object.rating.rating).toBeGreaterThanOrEqual(7.1);
        expect(object.rating.rating).toBeLessThanOrEqual(9);
      });
  });

  it('keeps the clue-count generator for --empty alone (not rated), and an exact count with a band', async () => {
    const alone = await runInProcess(['generate', '--empty', '51', '--seed', '5', '--format', 'json']);
    const object = JSON.parse(alone.stdout) as Record<string, unknown>;
    expect(object.puzzle).toBe(expected(5, 0, { emptyCellTarget: 51 }));
    expect(object.emptyCellCount).toBe(51);
    expect('rating' in object).toBe(false);
    expect('difficulty' in object).toBe(false);
    const banded = await runInProcess([
      'generate',
      '--empty',
      '50',
      '-d',
      'hard',
      '--seed',
      '5',
      '--format',
      'json',
    ]);
    const hard = JSON.parse(banded.stdout) as { emptyCellCount: number; difficulty: string; puzzle: string };
    expect(hard).toMatchObject({ emptyCellCount: 50, difficulty: 'hard' });
    expect(hard.puzzle).toBe(expected(5, 0, { emptyCellTarget: 50, difficulty: 'hard' }));
  });

  it('refuses an unknown difficulty, listing the five', async () => {
    const { stderr, code } = await runInProcess(['generate', '--difficulty', 'impossible']);
    expect(code).toBe(2);
    expect(stderr).toContain('easy, medium, hard, expert, extreme');
  });
});

describe('sudoku generate: one puzzle in the main thread', () => {
  /** stderr without the probe's lines and the progress bar's drawing and erasing. */
  const messages = (stderr: string): string =>
    stderr
      .replaceAll(`${WORKER_STARTED}\n`, '')
      .replaceAll('\u001b', 'ESC')
      .replace(/\r[^\r\n]*?ESC\[K/g, '');

  it('makes one puzzle without a worker thread, exactly as a worker makes it', async () => {
    const probe = ['--import', WORKER_PROBE];
    const cases = [
      ['--seed', '42'],
      ['--seed', '7', '--difficulty', 'hard', '--format', 'json'],
      ['--seed', '10', '--difficulty', 'easy', '--symmetry', 'rotational', '--format', 'grid'],
      ['--seed', '3', '--rating', '2.6-4.5', '--empty', '50'],
      // A library error is reported the same way: the band is out of reach in one attempt.
      ['--seed', '1', '--difficulty', 'expert', '--empty', '24', '--attempts', '1'],
    ];
    // `--progress` asks for a bar, which the runner draws while a worker makes the puzzle: the real
    // program, whose probe tells each worker thread started. Without it, in this process, the
    // puzzle is made with no pool (where the real program would start its threads).
    const threaded = Promise.all(
      cases.map((args) => sudoku(['generate', ...args, '--progress'], undefined, probe)),
    );
    const mains: (Run & { pools: number })[] = [];
    for (const args of cases) {
      mains.push({ ...(await runInProcess(['generate', ...args])), pools: poolsOfLastRun() });
    }
    const workers = await threaded;
    cases.forEach((args, i) => {
      const [main, worker] = [mains[i]!, workers[i]!];
      const what = `sudoku generate ${args.join(' ')}`;
      expect(main.pools, what).toBe(0);
      expect(main.stderr, what).not.toContain(WORKER_STARTED);
      expect(worker.stderr, what).toContain(WORKER_STARTED);
      expect(main.stdout, what).toBe(worker.stdout);
      expect(main.stderr, what).toBe(messages(worker.stderr));
      expect(main.code, what).toBe(worker.code);
    });
    expect(mains[0]!.stdout).toBe(`${expected(42, 0)}\n`);
    expect(JSON.parse(mains[1]!.stdout)).toMatchObject({ puzzle: expected(7, 0, { difficulty: 'hard' }) });
    expect(mains[4]!.stderr).toMatch(/^puzzle 1 \(seed 1\): RATING_NOT_REACHED .+\n$/);
    expect(mains[4]!.code).toBe(1);
  });
});

describe('sudoku generate --technique', () => {
  it('makes the library puzzle by technique, with the step and the practice position', async () => {
    const { stdout, code } = await runInProcess([
      'generate',
      '--technique',
      'xy-wing',
      '--seed',
      '3',
      '--format',
      'json',
      '--practice',
    ]);
    expect(code).toBe(0);
    const record = JSON.parse(stdout) as {
      puzzle: string;
      technique: { id: string; step: number };
      practice: { board: string; candidates: string; step: { technique: string } };
    };
    const made = generator.generate({ technique: 'xy-wing', seed: 3 });
    expect(record.puzzle).toBe(made.board.toString());
    expect(record.technique).toEqual(made.technique);
    expect(record.practice.board).toHaveLength(81);
    expect(record.practice.candidates).toHaveLength(729);
    expect(record.practice.step.technique).toBe('xy-wing');
  });

  it('refuses unknown ids and --practice without json', async () => {
    const bad = await runInProcess(['generate', '--technique', 'x-wing,nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--technique .*'nope'/);
    const lone = await runInProcess(['generate', '--technique', 'x-wing', '--practice']);
    expect(lone.code).toBe(2);
  });
});
