/**
 * `sudoku rate` and `sudoku hint` read 729-character pencil-mark lines (nine characters a cell, the
 * digit or `.` for each candidate): rated as Sudoku Explainer rates them (the rows of
 * `test/fixtures/pencil-se.tsv`), hinted from the marks, with the statuses of a board.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuCandidates, SudokuLogicSolver } from '../../src/index.js';
import { buildOnce, fixture, sudoku } from './helpers.js';
import { openRectangle } from '../helpers.js';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** Rows 1, 68, 135, … of the fixture (ER 1.2 to 7.1): line, ER, EP, ED. */
const ROWS = readFileSync(fixture('pencil-se.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .filter((_, i) => i % 67 === 0)
  .map((row) => row.split('\t').slice(0, 4) as [string, string, string, string]);

beforeAll(buildOnce);

/** A line of the fixture with every candidate of its first cell with several removed: no solution. */
function brokenLine(line: string): string {
  const cell = [...Array(81).keys()].find(
    (c) => line.slice(c * 9, c * 9 + 9).replaceAll('.', '').length > 1,
  )!;
  return line.slice(0, cell * 9) + '.'.repeat(9) + line.slice(cell * 9 + 9);
}

/** The solution with a deadly rectangle emptied: two solutions. */
function severalLine(): string {
  return SudokuCandidates.fromBoard(openRectangle(SudokuBoard.parse(SOLUTION))).toLine();
}

describe('sudoku rate and hint with pencil-mark lines', () => {
  const first = ROWS[0]![0];
  const broken = brokenLine(first);
  const several = severalLine();

  it("rate gives SE's ER/EP/ED for pencil-mark lines beside a puzzle, a board's statuses, and refuses a misplaced digit", async () => {
    const at = first.indexOf('.');
    const misplaced = first.slice(0, at) + String(((at + 1) % 9) + 1) + first.slice(at + 1);
    const input = [...ROWS.map(([line]) => line), PUZZLE, broken, several, misplaced].join('\n') + '\n';
    const { stdout, stderr, code } = await sudoku(['rate', '--jobs', '1', '--no-progress'], input);
    expect(code).toBe(1);
    const out = stdout.trimEnd().split('\n');
    expect(out).toHaveLength(ROWS.length + 3);
    expect(out.slice(0, ROWS.length).map((o) => o.split(' ')[0])).toEqual(
      ROWS.map(([, er, ep, ed]) => `${er}/${ep}/${ed}`),
    );
    expect(out.slice(ROWS.length + 1)).toEqual(['unsolvable', 'several-solutions']);
    expect(stderr).toContain(`line ${String(ROWS.length + 4)}: INVALID_CHARACTER`);
    expect(stderr).toContain(`column ${String(at + 1)}`);
  });

  it('hint starts from the marks, as the library does, with the statuses of a board', async () => {
    const line = ROWS[1]![0];
    const { stdout, code } = await sudoku(['hint', '-f', 'json', line, broken, several]);
    expect(code).toBe(1);
    const [step, contradiction, open] = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    const expected = new SudokuLogicSolver().nextStep(SudokuCandidates.parse(line))!;
    expect(step).toMatchObject({
      status: 'step',
      technique: expected.technique,
      explanation: expected.explanation,
    });
    expect(contradiction).toMatchObject({ status: 'contradiction' });
    expect(open).toMatchObject({ status: 'several-solutions' });
  });
});
