/**
 * Killer puzzles on the command line (`--rules killer:<cage map>:<sums>`), run in this process:
 * solve and validate read the cages, candidates follow them, print draws them with an answer key,
 * rate gives a killer line its killer grade (or the status of a board that has none), hint gives
 * killer steps. Puzzles and
 * solutions come from `test/fixtures/killer.txt` (unique killer puzzles without givens).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  SudokuBoard,
  SudokuError,
  SudokuGenerator,
  SudokuRules,
  SudokuValidator,
  gradeKiller,
} from '../../src/index.js';
import { runInProcess, useInlinePool } from './inline-pool.js';

useInlinePool();

const [text, solution] = readFileSync(new URL('../fixtures/killer.txt', import.meta.url), 'utf8')
  .split('\n')[0]!
  .split('\t') as [string, string];
const rules = SudokuRules.parse(text);
const EMPTY = '.'.repeat(81);
const box = (c: number): number => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
/** Two cells of one cage in different rows, columns and boxes. */
const [A, B] = (() => {
  for (const cage of rules.cages)
    for (const a of cage.cells)
      for (const b of cage.cells)
        if (a < b && Math.floor(a / 9) !== Math.floor(b / 9) && a % 9 !== b % 9 && box(a) !== box(b))
          return [a, b];
  throw new Error('no such cage');
})();
const name = (c: number): string => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

describe('killer puzzles on the command line', () => {
  it('solve reads the cages: the solution is the fixture one, and it is unique', async () => {
    expect(await runInProcess(['solve', '--rules', text, EMPTY])).toEqual({
      code: 0,
      stdout: `${solution}\n`,
      stderr: '',
    });
    // The same line with the rules after the puzzle.
    expect((await runInProcess(['solve'], `${EMPTY} rules=${text}\n`)).stdout).toBe(`${solution}\n`);
    const json = await runInProcess(['solve', '--rules', text, '--format', 'json', EMPTY]);
    expect(JSON.parse(json.stdout)).toMatchObject({ rules: text, solution });
  });

  it('validate names a digit repeated in a cage', async () => {
    const board = EMPTY.split('');
    board[A] = '5';
    board[B] = '5';
    const run = await runInProcess(['validate', '--rules', text, board.join('')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${name(A)} ${name(B)}`);
    expect(run.stdout).toContain('cage');
    // Without the cages the board is valid.
    expect((await runInProcess(['validate', board.join('')])).stdout).toBe('valid\n');
    const json = JSON.parse(
      (await runInProcess(['validate', '--rules', text, '--format', 'json', board.join('')])).stdout,
    ) as { conflicts: unknown };
    expect(json.conflicts).toEqual([
      expect.objectContaining({ unit: 'cage', value: 5, cells: [name(A), name(B)] }),
    ]);
  });

  it('candidates are the validator’s under the cages', async () => {
    const run = await runInProcess(['candidates', '--rules', text, '--format', 'json', EMPTY]);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as { candidates: unknown };
    const board = SudokuBoard.empty();
    const expected: string[] = [];
    for (let cell = 0; cell < 81; cell++)
      expected.push(SudokuValidator.getCandidates(board, Math.floor(cell / 9), cell % 9, { rules }).join(''));
    expect(JSON.stringify(out)).toContain(expected[0]!);
    // A one-cell cage leaves one digit.
    const single = rules.cages.find((c) => c.cells.length === 1)!;
    expect(expected[single.cells[0]!]).toBe(String(single.sum));
  });

  it('rate gives a killer line its killer grade (the library’s); hint gives a step', async () => {
    const graded = gradeKiller(SudokuBoard.empty(), { rules });
    const grade = graded.grade!;
    expect(await runInProcess(['rate', '--rules', text, EMPTY])).toEqual({
      code: 0,
      stdout: `killer ${grade.score.toFixed(1)} ${graded.difficulty!} ${grade.hardestTechnique}\n`,
      stderr: '',
    });
    const json = JSON.parse(
      (await runInProcess(['rate', '--rules', text, '--format', 'json', EMPTY])).stdout,
    ) as unknown;
    expect(json).toEqual({
      line: 1,
      rules: text,
      scale: 'killer',
      grade: JSON.parse(JSON.stringify(grade)) as unknown,
      difficulty: graded.difficulty,
      solutions: 1,
    });
    // With --steps: the hint engine's path the grade is read from, one line a step.
    const steps = (await runInProcess(['rate', '--steps', '--rules', text, EMPTY])).stdout.split('\n');
    expect(steps.filter((line) => line.startsWith('  '))).toHaveLength(grade.steps);
    // With --svg too: a picture a step, drawn on the killer board.
    const dir = mkdtempSync(join(tmpdir(), 'killer-rate-'));
    try {
      const drawn = await runInProcess(['rate', '--steps', '--svg', dir, '--rules', text, EMPTY]);
      expect(drawn.code).toBe(0);
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(grade.steps);
      expect(files[0]).toBe('0001-01.svg');
      expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain('class="sudoku-cages"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The hint engine knows the cages: the first step on the empty killer grid is a killer one.
    const hint = await runInProcess(['hint', '--rules', text, '--format', 'json', EMPTY]);
    expect(hint.code).toBe(0);
    const step = JSON.parse(hint.stdout) as { technique: string; explanation: string };
    expect(step.technique).toMatch(/^(cage-combination|cage-forced-digit|innie-outie|naked-single)$/);
  });

  it('rate: a killer board that is no puzzle, or that the hints cannot finish, gets its status (exit 1)', async () => {
    // One cage of the fixture's alone: many solutions.
    const one = SudokuRules.killer([rules.cages[0]!]).toString();
    expect(await runInProcess(['rate', '--rules', one, EMPTY])).toEqual({
      code: 1,
      stdout: 'several-solutions\n',
      stderr: '',
    });
    const clash = EMPTY.split('');
    clash[A] = '5';
    clash[B] = '5';
    const run = await runInProcess(['rate', '--rules', text, clash.join('')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^invalid-board /);
    // A puzzle that needs nested forcing chains (left out under cages), one cage over a given.
    const nested = readFileSync(new URL('../fixtures/se-nested.tsv', import.meta.url), 'utf8')
      .split('\n')
      .find((row) => /^[0-9.]{81}\t/.test(row))!
      .slice(0, 81);
    const cell = nested.search(/[1-9]/);
    const stuck = SudokuRules.killer([{ sum: Number(nested[cell]), cells: [cell] }]).toString();
    const out = await runInProcess(['rate', '--format', 'json', '--rules', stuck, nested]);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout)).toEqual({ line: 1, rules: stuck, status: 'stuck' });
    // A pencil-mark killer line is not graded: it says so.
    const marks = Array.from(EMPTY, () => '123456789').join('');
    const pencil = await runInProcess(['rate', '--rules', text, marks]);
    expect(pencil.code).toBe(1);
    expect(pencil.stdout).toMatch(/^unsupported-killer: a killer puzzle is graded from its board/);
  });

  it('print draws the cages and the answer key', async () => {
    const run = await runInProcess(['print', '--rules', text, EMPTY]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('class="sudoku-cages"');
    // The key holds the solution's digits: the first row's, in order.
    const key = run.stdout.slice(run.stdout.lastIndexOf('<svg'));
    const digits = [...key.matchAll(/<text x="[\d.]+" y="[\d.]+">(\d)<\/text>/g)].map((m) => m[1]).join('');
    expect(digits.includes(solution.slice(0, 9))).toBe(true);
  });
});

describe('killer puzzles printed and generated', () => {
  const captions = (html: string): string[] =>
    [...html.matchAll(/<figcaption>([^<]*)/g)].map((m) => m[1]!).filter((c) => !c.startsWith('Answer'));

  it('print --killer generates the killer puzzles generate makes, captioned with their band', async () => {
    const options = ['--killer', '--difficulty', 'hard', '--count', '2', '--seed', '3'];
    const run = await runInProcess(['print', ...options]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const made = await runInProcess(['generate', ...options]);
    const cages = made.stdout
      .trim()
      .split('\n')
      .map((line) => SudokuRules.parse(line.slice(line.indexOf('rules=') + 6)).cages.length);
    expect(captions(run.stdout)).toEqual(cages.map((n, i) => `${i + 1} · killer (${n} cages) · hard`));
    expect(run.stdout).toContain('class="sudoku-cages"');
    expect((await runInProcess(['print', '--killer', '--count', '2'])).code).toBe(2);
  });

  it('print captions a killer puzzle read with its killer grade’s band', async () => {
    const graded = gradeKiller(SudokuBoard.empty(), { rules });
    const run = await runInProcess(['print', '--rules', text, EMPTY]);
    expect(captions(run.stdout)).toEqual([
      `1 · killer (${rules.cages.length} cages) · ${graded.difficulty!}`,
    ]);
  });

  it('generate, print and daily refuse given cages before any work (exit 2)', async () => {
    for (const argv of [
      ['generate', '--rules', text],
      ['generate', '--killer', '--rules', text],
      ['print', '--difficulty', 'easy', '--rules', text],
      ['print', '--killer', '--difficulty', 'easy', '--rules', text],
      ['daily', '--rules', text],
    ]) {
      const run = await runInProcess(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        argv.includes('--killer') ? /--killer draws the cages/ : /not generated under given cages/,
      );
    }
  });

  it('print: a puzzle the generator cannot make fails the page with its error (exit 1, no page)', async () => {
    const spy = vi.spyOn(SudokuGenerator.prototype, 'generate').mockImplementation(() => {
      throw new SudokuError('RATING_NOT_REACHED', 'no killer puzzle in the band');
    });
    try {
      const run = await runInProcess([
        'print',
        '--killer',
        '--difficulty',
        'easy',
        '--seed',
        '5',
        '--count',
        '1',
      ]);
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: 'sudoku print: puzzle 1 (seed 5): RATING_NOT_REACHED no killer puzzle in the band\n',
      });
    } finally {
      spy.mockRestore();
    }
  });
});
