/**
 * `sudoku hint --all`: every step at a position, grouped by technique, as the library's
 * `allSteps` finds them; `--limit` marks the answer partial.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver } from '../../src/index.js';
import { buildOnce, sudoku } from './helpers.js';

/** A classic puzzle's solution with 12 cells emptied: few steps, found at once. */
const PUZZLE = '5.4678.12672.953481983.25678597614234268537.17.39248569.1537284287419.35345.861.9';

describe('sudoku hint --all', () => {
  beforeAll(buildOnce, 120_000);

  it('prints the groups of allSteps, in text and JSON, and --limit cuts them short', async () => {
    const expected = new SudokuLogicSolver().allSteps(SudokuBoard.parse(PUZZLE));
    const text = await sudoku(['hint', '--all', PUZZLE]);
    expect(text.code).toBe(0);
    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${String(expected.count)} steps of ${String(expected.groups.length)} techniques`);
    const headers = lines.filter((l) => /^ {2}\S/.test(l) && !l.startsWith('  partial:'));
    expect(headers).toEqual(
      expected.groups.map((g) => `  ${g.technique} (${g.name}): ${String(g.steps.length)}`),
    );
    // Singles are left: the nested forcing chains were not searched, and the answer says so.
    expect(expected.stoppedBy).toBe('nested');
    expect(lines.at(-1)).toMatch(/partial: nested forcing chains left out/);
    const json = await sudoku(['hint', '--all', '-f', 'json', '--limit', '2', PUZZLE]);
    expect(json.code).toBe(0);
    const answer = JSON.parse(json.stdout) as { count: number; complete: boolean; groups: unknown[] };
    expect(answer).toMatchObject({ status: 'steps', count: 2, complete: false, stoppedBy: 'limit' });
    const usage = await sudoku(['hint', '--limit', '2', PUZZLE]);
    expect(usage.code).not.toBe(0);
    const nestedAlone = await sudoku(['hint', '--nested', PUZZLE]);
    expect(nestedAlone.code).not.toBe(0);
    expect(nestedAlone.stderr).toMatch(/--nested widens --all/);
  });
});
