/**
 * Killer puzzles on the command line (`--rules killer:<cage map>:<sums>`), run in this process:
 * solve and validate read the cages, candidates follow them, print draws them with an answer key,
 * rate refuses a killer line with the status `unsupported-killer`, hint gives killer steps. Puzzles and
 * solutions come from `test/fixtures/killer.txt` (unique killer puzzles without givens).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuRules, SudokuValidator } from '../../src/index.js';
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

  it('rate refuses a killer line with a clear status (exit 1); hint gives a step', async () => {
    expect(await runInProcess(['rate', '--rules', text, EMPTY])).toEqual({
      code: 1,
      stdout:
        "unsupported-killer: Sudoku Explainer's scale does not rate killer puzzles (cages): hint and solve them instead\n",
      stderr: '',
    });
    const json = JSON.parse(
      (await runInProcess(['rate', '--rules', text, '--format', 'json', EMPTY])).stdout,
    ) as unknown;
    expect(json).toMatchObject({ rules: text, status: 'unsupported-killer' });
    // The hint engine knows the cages: the first step on the empty killer grid is a killer one.
    const hint = await runInProcess(['hint', '--rules', text, '--format', 'json', EMPTY]);
    expect(hint.code).toBe(0);
    const step = JSON.parse(hint.stdout) as { technique: string; explanation: string };
    expect(step.technique).toMatch(/^(cage-combination|cage-forced-digit|innie-outie|naked-single)$/);
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
