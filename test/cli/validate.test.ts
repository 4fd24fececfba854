import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from './inline-pool.js';

// A classic puzzle and its solution (public, widely printed example).
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

// Run in this process (`inline-pool.ts`); stdin through a real pipe is tested in streaming.test.ts.

describe('sudoku validate', () => {
  it('answers valid, complete and invalid with the clashing cells', async () => {
    const { stdout, stderr, code } = await runInProcess(['validate', PUZZLE, SOLUTION, CLASH]);
    expect(stdout).toBe('valid\ncomplete\ninvalid: 5 in row 1 at r1c1 r1c2; 5 in box 1 at r1c1 r1c2\n');
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  it('exits 0 when every puzzle is valid, and --complete refuses an unfinished grid', async () => {
    expect(await runInProcess(['validate', PUZZLE])).toEqual({ stdout: 'valid\n', stderr: '', code: 0 });
    expect(await runInProcess(['validate', '--complete', PUZZLE, SOLUTION])).toEqual({
      stdout: 'incomplete\ncomplete\n',
      stderr: '',
      code: 1,
    });
  });

  it('reads stdin line by line, skipping blanks and comments, reporting bad lines and going on', async () => {
    const input = [
      PUZZLE,
      '',
      '# a comment',
      `${PUZZLE.slice(0, 4)}x${PUZZLE.slice(5)}`,
      '1234',
      `  ${SOLUTION}\tsolved`,
      CLASH,
    ].join('\n');
    const { stdout, stderr, code } = await runInProcess(['validate'], input);
    expect(stdout).toBe('valid\ncomplete\ninvalid: 5 in row 1 at r1c1 r1c2; 5 in box 1 at r1c1 r1c2\n');
    expect(stderr).toBe(
      "line 4: INVALID_CHARACTER 'x' at column 5\nline 5: INVALID_LENGTH 4 characters, expected 81\n",
    );
    expect(code).toBe(1);
  });

  it('skips a line too long to keep, without buffering it, and goes on (CRLF and a BOM are fine)', async () => {
    const input = `\ufeff${PUZZLE}\r\n${'1'.repeat(200_000)}\r\n${SOLUTION}\r\n${'2'.repeat(70_000)}`;
    const { stdout, stderr, code } = await runInProcess(['validate'], input);
    expect(stdout).toBe('valid\ncomplete\n');
    expect(stderr).toBe(
      'line 2: LINE_TOO_LONG more than 65536 characters (200001 read)\n' +
        'line 4: LINE_TOO_LONG more than 65536 characters (70000 read)\n',
    );
    expect(code).toBe(1);
  });

  it('prints one JSON object per record, errors included, with --format json', async () => {
    const input = `${PUZZLE}\n..x\n${CLASH}\n`;
    const { stdout, stderr, code } = await runInProcess(['validate', '--format', 'json', '-'], input);
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(
      stdout
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      { line: 1, valid: true, complete: false, conflicts: [] },
      { line: 2, error: 'INVALID_CHARACTER', message: "'x' at column 3", column: 3, character: 'x' },
      {
        line: 3,
        valid: false,
        complete: false,
        conflicts: [
          { unit: 'row', number: 1, value: 5, cells: ['r1c1', 'r1c2'] },
          { unit: 'box', number: 1, value: 5, cells: ['r1c1', 'r1c2'] },
        ],
      },
    ]);
  });

  it('names the file when several are read, and reads grids with --input grid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
    const a = join(dir, 'a.txt');
    const b = join(dir, 'b.txt');
    writeFileSync(a, `${PUZZLE}\nnot a puzzle\n`);
    writeFileSync(b, `${SOLUTION}\n`);
    const { stdout, stderr, code } = await runInProcess(['validate', a, b]);
    expect(stdout).toBe('valid\ncomplete\n');
    expect(stderr).toBe(`${a}, line 2: INVALID_CHARACTER 'n' at column 1\n`);
    expect(code).toBe(1);
    const grid = [
      '5 3 . | . 7 . | . . .',
      '6 . . | 1 9 5 | . . .',
      '. 9 8 | . . . | . 6 .',
      '------+-------+------',
      '8 . . | . 6 . | . . 3',
      '4 . . | 8 . 3 | . . 1',
      '7 . . | . 2 . | . . 6',
      '------+-------+------',
      '. 6 . | . . . | 2 8 .',
      '. . . | 4 1 9 | . . 5',
      '. . . | . 8 . | . x 9',
      '',
      '5 3 . | . 7 . | . . .',
    ].join('\n');
    const grids = await runInProcess(['validate', '--input', 'grid'], grid);
    expect(grids.stdout).toBe('');
    expect(grids.stderr).toBe(
      "line 11: INVALID_CHARACTER 'x' at column 19\nline 13: INVALID_SHAPE 1 rows, expected 9\n",
    );
    expect(grids.code).toBe(1);
  });
});
