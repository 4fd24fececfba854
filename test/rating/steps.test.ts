/**
 * `rateBoard(board, { steps: true })`: the rating's own path, explained. Checked on calibration
 * puzzles of `test/fixtures/se-rated.tsv` (every technique family SE rates ≤ 9.0 appears in the
 * sample; every row SE finished with `SUDOKU_TEST_FULL=1`): the steps reproduce ER, EP and ED by
 * construction, agree with the solution, place every empty cell when solved by logic, and the
 * rating with steps equals the rating without.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SUDOKU_TECHNIQUES } from '../../src/logic/registry.js';
import { SudokuLogicSolver } from '../../src/logic/solver.js';
import { rateBoard, type SudokuRatingWithSteps } from '../../src/rating/rate.js';
import { SudokuSolver } from '../../src/solver/solver.js';
import { TIMEOUT, parseSeRated } from './calibration-lib.js';

const FULL = process.env.SUDOKU_TEST_FULL === '1';
const rows = parseSeRated(readFileSync(new URL('../fixtures/se-rated.tsv', import.meta.url), 'utf8'));
// Quick run: every 25th 17-clue row, and top1465 rows with naked triples, unique rectangles and
// a forcing X-chain (SE 3.4 to 6.8).
const QUICK_TOP = [301, 304, 307, 309, 325];
// Full run: every row SE finished (466, the 16 nested ones included); the 34 rows it did not
// finish in 60 s take the nested chains tens of seconds each, twice here: the bench rates them.
const sample = FULL
  ? rows.filter((r) => r.se !== TIMEOUT)
  : rows.filter((r, i) => (r.source === '17_clue' && i % 25 === 0) || QUICK_TOP.includes(i));
const solver = new SudokuSolver();

function checkSteps(line: string, r: SudokuRatingWithSteps): void {
  const board = SudokuBoard.parse(line);
  const truth = solver.solve(board);
  expect(truth.status).toBe('solved');
  if (truth.status !== 'solved') return;
  const { steps } = r;
  expect(Object.isFrozen(steps)).toBe(true);
  let er = 0;
  let ep = -1;
  const placed = new Set<number>();
  for (const step of steps) {
    expect(Object.isFrozen(step)).toBe(true);
    expect(step.name).toBe(SUDOKU_TECHNIQUES[step.technique].name);
    expect(SUDOKU_TECHNIQUES[step.technique].rated).toBe(true);
    // A nested step's explanation runs to several lines ('\n'): `s` lets `.` cross them.
    expect(step.explanation).toMatch(/^[A-Z].*\.$/s);
    expect(step.explanation).not.toMatch(/undefined|NaN/);
    expect(step.clue.small.length).toBeGreaterThan(0);
    expect(step.clue.big.length).toBeGreaterThan(0);
    expect(step.placements.length + step.eliminations.length).toBeGreaterThan(0);
    for (const p of step.placements) {
      expect(truth.solution.get(p.row, p.column)).toBe(p.value);
      const cell = p.row * 9 + p.column;
      expect(placed.has(cell)).toBe(false);
      placed.add(cell);
    }
    for (const e of step.eliminations) expect(truth.solution.get(e.row, e.column)).not.toBe(e.value);
    er = Math.max(er, step.score);
    if (ep < 0 && step.placements.length > 0) ep = er;
  }
  if (r.solvedByLogic) {
    expect(er).toBe(r.rating);
    expect(ep).toBe(r.pearl);
    expect(steps[0]!.score).toBe(r.diamond);
    let empty = 0;
    for (let cell = 0; cell < 81; cell++) if (board.get((cell / 9) | 0, cell % 9) === 0) empty++;
    expect(placed.size).toBe(empty);
  } else {
    expect(r.rating).toBe(20);
    expect(er).toBeLessThan(20);
  }
}

describe('rateBoard with { steps: true }', () => {
  it(
    `returns the explained path on ${FULL ? 'every' : 'a sample of'} calibration puzzle${FULL ? '' : 's'}`,
    { timeout: 1_800_000 },
    () => {
      const families = new Set<string>();
      for (const row of sample) {
        const board = SudokuBoard.parse(row.line);
        const r = rateBoard(board, { steps: true });
        const { steps, ...rating } = r;
        expect(rating).toEqual(rateBoard(board));
        checkSteps(row.line, r);
        for (const step of steps) families.add(step.technique);
      }
      expect(sample.length).toBeGreaterThan(FULL ? 465 : 10);
      for (const id of ['hidden-single-box', 'direct-pointing', 'naked-pair', 'forcing-x-chain']) {
        expect(families.has(id)).toBe(true);
      }
    },
  );

  it('explains each family with its pattern: a hidden single, a pointing, a chain', () => {
    const line = rows[0]!.line; // SE 2.6: hidden singles then a pointing
    const r = rateBoard(SudokuBoard.parse(line), { steps: true });
    const single = r.steps.find((s) => s.technique === 'hidden-single-box')!;
    expect(single.explanation).toMatch(/^Hidden single: in box \d, \d fits only in r\dc\d\.$/);
    expect(single.highlights.units).toHaveLength(1);
    const pointing = r.steps.find((s) => s.technique === 'pointing')!;
    expect(pointing.explanation).toMatch(/^Pointing: in box \d the \ds lie only in (row|column) \d/);
    expect(pointing.highlights.cells.length).toBeGreaterThanOrEqual(2);
    expect(pointing.highlights.candidates.length).toBeGreaterThanOrEqual(2);
    expect(pointing.score).toBe(2.6);
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the alias is what this checks
    expect(pointing.difficulty).toBe(pointing.score); // the deprecated alias
  });

  it('is the same through SudokuLogicSolver#rate', () => {
    const board = SudokuBoard.parse(rows[0]!.line);
    const viaSolver = new SudokuLogicSolver().rate(board, { steps: true });
    expect(viaSolver).toEqual(rateBoard(board, { steps: true }));
  });

  it('builds no steps without the option, and checks it', () => {
    const board = SudokuBoard.parse(rows[0]!.line);
    expect('steps' in rateBoard(board)).toBe(false);
    expect('steps' in rateBoard(board, { steps: false })).toBe(false);
    expect(() => rateBoard(board, { steps: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => rateBoard(board, { steps: 'yes' as unknown as boolean })).toThrow(/options\.steps/);
  });
});
