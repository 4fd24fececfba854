/** `sudoku rate --steps`: the rating's path printed after each rating, as the library gives it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, rateBoard } from '../../src/index.js';
import { buildOnce, sudoku } from '../cli/helpers.js';

// From test/fixtures/se-rated.tsv: SE 2.6 (hidden singles, direct hidden pairs, pointing).
const PUZZLE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

beforeAll(buildOnce);

describe('sudoku rate --steps', () => {
  it('prints the rating line, then one line per step of the rating path', async () => {
    const { stdout, code } = await sudoku(['rate', '--steps', '--jobs', '1', PUZZLE]);
    expect(code).toBe(0);
    const r = rateBoard(SudokuBoard.parse(PUZZLE), { steps: true });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('2.6/1.5/1.5 hard pointing');
    expect(lines.slice(1)).toEqual(
      r.steps.map((s) => `  ${s.score.toFixed(1)} ${s.technique} ${s.explanation}`),
    );
    expect((await sudoku(['rate', PUZZLE])).stdout).toBe('2.6/1.5/1.5 hard pointing\n');
  });

  it('adds the steps to the JSON record', async () => {
    const { stdout, code } = await sudoku(['rate', '--steps', '-f', 'json', PUZZLE]);
    expect(code).toBe(0);
    const record = JSON.parse(stdout) as { steps: { technique: string; placements: unknown[] }[] };
    const r = rateBoard(SudokuBoard.parse(PUZZLE), { steps: true });
    expect(record.steps.map((s) => s.technique)).toEqual(r.steps.map((s) => s.technique));
    expect(record.steps[0]!.placements).toEqual([
      {
        cell: `r${r.steps[0]!.placements[0]!.row + 1}c${r.steps[0]!.placements[0]!.column + 1}`,
        value: r.steps[0]!.placements[0]!.value,
      },
    ]);
  });
});
