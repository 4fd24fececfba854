/**
 * `sudoku generate --killer`, run in this process: the JSON record's cages (cell indices 0–80) and
 * rules text describe the same puzzle as the library makes for the seed, its solution fits the
 * cages, text lines carry the killer rules text and read back into `solve`, `--rules` is the base,
 * and the options that clash with killer puzzles are usage errors.
 */
import { describe, expect, it } from 'vitest';
import { SudokuGenerator, SudokuRules } from '../../src/index.js';
import { runInProcess, useInlinePool } from './inline-pool.js';

useInlinePool();

const EMPTY = '.'.repeat(81);

describe('sudoku generate --killer', () => {
  it('--format json: cages, rules text, solution and grade, as the library makes them', async () => {
    const run = await runInProcess(['generate', '--killer', '--seed', '6', '-d', 'hard', '--format', 'json']);
    expect(run.code).toBe(0);
    const record = JSON.parse(run.stdout) as {
      rules: string;
      puzzle: string;
      solution: string;
      difficulty: string;
      cages: { sum: number; cells: number[] }[];
      grade: { score: number };
    };
    const made = new SudokuGenerator().generate({ killer: true, seed: 6, difficulty: 'hard' });
    expect(record.rules).toBe(made.rules.toString());
    expect(record.puzzle).toBe(EMPTY);
    expect(record.solution).toBe(made.solution.toString());
    expect(record.difficulty).toBe('hard');
    expect(record.grade.score).toBe(made.grade.score);
    // The cages of the record are the rules text's, and the solution fits them.
    expect(SudokuRules.killer(record.cages).toString()).toBe(record.rules);
    const cells = record.cages.flatMap((cage) => cage.cells).sort((a, b) => a - b);
    expect(cells).toEqual(Array.from({ length: 81 }, (_, i) => i));
    for (const cage of record.cages)
      expect(cage.cells.reduce((sum, cell) => sum + Number(record.solution[cell]), 0)).toBe(cage.sum);
  });

  it('text lines carry the killer rules text, which solve reads back; --rules is the base', async () => {
    const run = await runInProcess(['generate', '--killer', '--seed', '4', '--count', '2', '--rules', 'x']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toMatch(/^\.{81} rules=x\+killer:[a-zA-Z0-9]{81}:[\d,]+$/);
    const solved = await runInProcess(['solve'], `${lines[0]!}\n`);
    expect(solved.code).toBe(0);
    expect(solved.stdout).toMatch(/^\d{81}\n$/);
  });

  it.each([
    [['--empty', '40'], '--empty'],
    [['--symmetry', 'rotational'], '--symmetry'],
    [['--technique', 'x-wing'], '--technique'],
  ])('%j is a usage error with --killer', async (extra, option) => {
    const run = await runInProcess(['generate', '--killer', '--seed', '1', ...extra]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--killer does not go with ${option}`);
  });
});
