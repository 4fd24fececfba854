/**
 * Soundness at scale: every step of every solve agrees with the unique solution found by the
 * brute-force `SudokuSolver` (an independent implementation). Data: the public sets of
 * test/fixtures (see its README): all of top1465 and forum-hardest-1106 (whose hardest puzzles
 * reach the dynamic forcing chains, seconds each) and a spread-out sample of 3,000 of the 17-clue
 * collection under `npm run test:full`; spread-out samples of each under `npm test` (see
 * ../sample.ts).
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver, SudokuSolver, type SudokuStep } from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import { FULL, sample } from '../sample.js';

const logic = new SudokuLogicSolver();
const solver = new SudokuSolver();

interface Tally {
  puzzles: number;
  solved: number;
  steps: number;
  wrong: string[];
  techniques: Set<string>;
}

function check(lines: readonly string[]): Tally {
  const tally: Tally = { puzzles: 0, solved: 0, steps: 0, wrong: [], techniques: new Set() };
  for (const line of lines) {
    const board = SudokuBoard.parse(line.slice(0, 81));
    const truth = solver.solve(board);
    if (truth.status !== 'solved') throw new Error(`fixture puzzle without solution: ${line}`);
    const solution = truth.solution;
    const result = logic.solve(board);
    tally.puzzles++;
    if (result.status === 'solved') {
      tally.solved++;
      expect(result.board.equals(solution)).toBe(true);
    } else expect(result.status).toBe('stuck');
    const note = (step: SudokuStep, what: string): void => {
      tally.wrong.push(`${line} ${step.technique} ${what}: ${step.explanation}`);
    };
    for (const step of result.steps) {
      tally.steps++;
      tally.techniques.add(step.technique);
      if (step.placements.length + step.eliminations.length === 0) note(step, 'no effect');
      for (const p of step.placements) if (solution.get(p.row, p.column) !== p.value) note(step, 'placement');
      for (const e of step.eliminations)
        if (solution.get(e.row, e.column) === e.value) note(step, 'elimination');
    }
  }
  return tally;
}

describe('every logic step agrees with the unique solution', () => {
  // Most top1465 puzzles reach the rating's forcing chains (a quarter second each on average, the
  // first ones of the file seconds each): in parts, each well inside its timeout on a busy machine.
  const all = fixtureLines('top1465.txt');
  const top = sample(all, 16);
  const parts = 8;
  const solvedTop: number[] = [];
  for (let part = 0; part < parts; part++) {
    const from = Math.floor((top.length * part) / parts);
    const to = Math.floor((top.length * (part + 1)) / parts);
    it(
      `top1465 (${String(top.length)} of ${String(all.length)}), part ${String(part + 1)} of ${String(parts)}`,
      { timeout: 900_000 },
      () => {
        const tally = check(top.slice(from, to));
        expect(tally.wrong).toEqual([]);
        expect(tally.puzzles).toBe(to - from);
        solvedTop.push(tally.solved);
      },
    );
  }

  it('top1465 is nearly all solved by logic alone', () => {
    expect(solvedTop).toHaveLength(parts);
    // More than 1,400 of the 1,465: the same share of the sample.
    expect(solvedTop.reduce((a, b) => a + b, 0) / top.length).toBeGreaterThan(1400 / 1465);
  });

  // The hardest puzzles reach the rating's dynamic forcing chains, seconds each: all of them in
  // the full suite, a spread-out sample otherwise.
  it(`forum-hardest-1106 (${FULL ? 'all' : 'a sample of 3'})`, { timeout: 1_800_000 }, () => {
    const lines = sample(fixtureLines('forum-hardest-1106.txt'), 3);
    const tally = check(lines);
    expect(tally.wrong).toEqual([]);
    expect(tally.puzzles).toBe(FULL ? 375 : 3);
  });

  it('17-clue (a spread-out sample)', { timeout: 180_000 }, () => {
    const lines = sample(fixtureLines('17-clue.txt'), 150, 3000);
    const tally = check(lines);
    expect(tally.wrong).toEqual([]);
    expect(tally.puzzles).toBe(lines.length);
    // More than 2,700 of 3,000.
    expect(tally.solved / lines.length).toBeGreaterThan(0.9);
  });
});
