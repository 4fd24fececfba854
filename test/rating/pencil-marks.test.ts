/**
 * Pencil-mark puzzles (a `SudokuCandidates` grid, e.g. read from the 729-character line) rated
 * against Sudoku Explainer: `test/fixtures/pencil-se.tsv` holds pencil-mark lines derived from the
 * public puzzles of `se-rated.tsv` (marks that are not the solution's removed at random, seeded)
 * with the ER, EP and ED SukakuExplainer's `serate` gave each line; `scripts/make-pencil-fixture.ts`
 * makes the file. Every row must get SE's three figures exactly.
 *
 * `test/fixtures/pencil-se-variants.tsv` does the same for variant rules (each rated by `serate`
 * with its flags). `npm test` rates 10 and 8 spread-out rows; `npm run test:full` rates them all. The other tests pin how
 * a grid is read (SE's way: a lone mark no peer holds is a solved cell, any other lone mark a single
 * to take) and the statuses of grids without solution or with several.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuLogicSolver,
  SudokuRules,
  SudokuSolver,
  rateBoard,
} from '../../src/index.js';
import { FULL, sample } from '../sample.js';
import { openRectangle } from '../helpers.js';

interface PencilRow {
  readonly line: string;
  readonly er: number;
  readonly ep: number;
  readonly ed: number;
  readonly source: string;
}

const rows: PencilRow[] = readFileSync(new URL('../fixtures/pencil-se.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((text) => {
    const [line = '', er = '', ep = '', ed = '', source = ''] = text.split('\t');
    return { line, er: Number(er), ep: Number(ep), ed: Number(ed), source };
  });

/** Rows of the fixture (every line the script made was rated by SE). */
const ROWS = 451;
const QUICK = 10;
/** Rows of the variant fixture, and how many `npm test` rates. */
const VARIANT_ROWS = 187;
const QUICK_VARIANTS = 8;

/** se-rated.tsv, line 2 (ER 2.6). */
const PUZZLE = SudokuBoard.parse(
  '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
);
const SOLUTION = ((): SudokuBoard => {
  const solved = new SudokuSolver().solve(PUZZLE);
  if (solved.status !== 'solved') throw new Error('PUZZLE has a solution');
  return solved.solution;
})();

/** The first empty cell of PUZZLE and its solution digit. */
const EMPTY = ((): { row: number; column: number; digit: number } => {
  for (let row = 0; row < 9; row++)
    for (let column = 0; column < 9; column++)
      if (PUZZLE.get(row, column) === 0) return { row, column, digit: SOLUTION.get(row, column) };
  throw new Error('PUZZLE has an empty cell');
})();

/** `candidates` with the cell left with only `digit`. */
function only(candidates: SudokuCandidates, row: number, column: number, digit: number): SudokuCandidates {
  let out = candidates;
  for (const d of candidates.get(row, column)) if (d !== digit) out = out.without(row, column, d);
  return out;
}

function peersOfCell(row: number, column: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) {
      if (r === row && c === column) continue;
      const box = Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(column / 3);
      if (r === row || c === column || box) out.push([r, c]);
    }
  return out;
}

describe('pencil-mark puzzles rated by Sudoku Explainer', () => {
  it('the fixture holds distinct, well-formed pencil-mark lines spread over the scale', () => {
    expect(rows).toHaveLength(ROWS);
    expect(new Set(rows.map((r) => r.line)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.line).toMatch(/^[1-9.]{729}$/);
      expect(row.source).toMatch(/^se-rated\.tsv:\d+ remove=[\d.]+ seed=pencil-\d+$/);
    }
    expect(rows.filter((r) => r.er >= 7).length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.er < 2).length).toBeGreaterThanOrEqual(20);
  });

  const picked = sample(rows, QUICK);
  it(`rates ${FULL ? 'every line' : 'a spread sample of the lines'} exactly as SE (ER, EP and ED)`, () => {
    const misses: string[] = [];
    for (const row of picked) {
      const r = rateBoard(SudokuCandidates.parse(row.line));
      expect(r.solutions).toBe(1);
      if (r.rating !== row.er || r.pearl !== row.ep || r.diamond !== row.ed) {
        misses.push(
          `${row.source}: SE ${String(row.er)}/${String(row.ep)}/${String(row.ed)}, ` +
            `ours ${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}`,
        );
      }
    }
    expect(picked.length).toBe(FULL ? rows.length : QUICK);
    expect(misses).toEqual([]);
  }, 600_000);
});

/** `pencil-se-variants.tsv`: the same, for variant rules (each row's rules text first). */
const variantRows: (PencilRow & { readonly rules: string })[] = readFileSync(
  new URL('../fixtures/pencil-se-variants.tsv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n')
  .slice(1)
  .map((text) => {
    const [rules = '', line = '', er = '', ep = '', ed = '', source = ''] = text.split('\t');
    return { rules, line, er: Number(er), ep: Number(ep), ed: Number(ed), source };
  });

describe('pencil-mark puzzles under variant rules rated by Sudoku Explainer', () => {
  // From row 9 in quick mode: the quick sample keeps clear of the slowest rows (x rules at ER 8 and
  // more, seconds each); the full run takes every row.
  const pickedVariants = sample(variantRows, QUICK_VARIANTS, variantRows.length, FULL ? 0 : 9);
  it(`rates ${FULL ? 'every line' : 'a spread sample of the lines'} exactly as SE with its variant flags`, () => {
    expect(variantRows).toHaveLength(VARIANT_ROWS);
    const misses: string[] = [];
    for (const row of pickedVariants) {
      const r = rateBoard(SudokuCandidates.parse(row.line), { rules: SudokuRules.parse(row.rules) });
      expect(r.solutions).toBe(1);
      if (r.rating !== row.er || r.pearl !== row.ep || r.diamond !== row.ed) {
        misses.push(
          `${row.rules} ${row.source}: SE ${String(row.er)}/${String(row.ep)}/${String(row.ed)}, ` +
            `ours ${String(r.rating)}/${String(r.pearl)}/${String(r.diamond)}`,
        );
      }
    }
    expect(pickedVariants.length).toBe(FULL ? VARIANT_ROWS : QUICK_VARIANTS);
    expect(misses).toEqual([]);
  }, 600_000);
});

describe('how a pencil-mark grid is read', () => {
  const marks = SudokuCandidates.fromBoard(PUZZLE);

  it('reads the 729-character line back as the same candidates, and SudokuCandidates from a board alike', () => {
    const line = marks.toLine();
    expect(line).toHaveLength(729);
    expect(SudokuCandidates.parse(line).equals(marks)).toBe(true);
    expect(SudokuCandidates.parse(`  ${line.replaceAll('.', '0')}\n`).equals(marks)).toBe(true);
    // The givens' marks alone rate as the board (no given is a step either way).
    const a = rateBoard(PUZZLE);
    const b = rateBoard(SudokuCandidates.parse(line));
    expect([b.rating, b.pearl, b.diamond, b.solutions]).toEqual([a.rating, a.pearl, a.diamond, a.solutions]);
  });

  it('refuses a digit out of its place with its position', () => {
    const line = marks.toLine();
    const at = line.indexOf('.');
    const bad = line.slice(0, at) + String(((at + 1) % 9) + 1) + line.slice(at + 1);
    expect(() => SudokuCandidates.parse(bad)).toThrow(
      expect.objectContaining({ code: 'INVALID_CHARACTER', position: at + 1 }),
    );
  });

  it('a lone mark that a peer still holds is a single to take; one no peer holds is a solved cell', () => {
    const { row, column, digit } = EMPTY;
    const places = (candidates: SudokuCandidates): boolean =>
      rateBoard(candidates, { steps: true }).steps.some((step) =>
        step.placements.some((p) => p.row === row && p.column === column),
      );
    const single = only(marks, row, column, digit);
    expect(peersOfCell(row, column).some(([r, c]) => single.has(r, c, digit))).toBe(true);
    expect(places(single)).toBe(true);
    let settled = single;
    for (const [r, c] of peersOfCell(row, column)) settled = settled.without(r, c, digit);
    expect(places(settled)).toBe(false);
    const solved = new SudokuLogicSolver().solve(settled);
    expect(solved.status).toBe('solved');
    expect(solved.board.equals(SOLUTION)).toBe(true);
    expect(solved.steps.some((s) => s.placements.some((p) => p.row === row && p.column === column))).toBe(
      false,
    );
  });

  it('takes hints from the grid itself, the same the board gives when nothing was removed', () => {
    const logic = new SudokuLogicSolver();
    const fromGrid = logic.nextStep(marks);
    const fromBoard = logic.nextStep(PUZZLE);
    expect(fromGrid?.technique).toBe(fromBoard?.technique);
    expect(fromGrid?.placements).toEqual(fromBoard?.placements);
    expect(() => logic.nextStep(marks, { candidates: marks })).toThrow(TypeError);
    expect(() => rateBoard('x' as never)).toThrow(/board must be a SudokuBoard or SudokuCandidates/);
  });
});

describe('statuses of pencil-mark grids that are no puzzle', () => {
  const marks = SudokuCandidates.fromBoard(PUZZLE);
  const logic = new SudokuLogicSolver();

  it('marks without the solution digit: unsolvable, and a contradiction step', () => {
    const { row, column, digit } = EMPTY;
    const broken = marks.without(row, column, digit);
    const r = rateBoard(broken);
    expect([r.rating, r.pearl, r.diamond, r.level, r.solutions, r.solvedByLogic]).toEqual([
      0,
      0,
      0,
      'unsolvable',
      0,
      false,
    ]);
    expect(logic.nextStep(broken)?.technique).toBe('contradiction');
    expect(logic.solve(broken).status).toBe('contradiction');
  });

  it('a cell without marks: the contradiction names it', () => {
    const { row, column } = EMPTY;
    let empty = marks;
    for (const d of marks.get(row, column)) empty = empty.without(row, column, d);
    expect(rateBoard(empty).level).toBe('unsolvable');
    const step = logic.nextStep(empty);
    expect(step?.technique).toBe('contradiction');
    expect(step?.highlights.cells).toEqual([row * 9 + column]);
  });

  it('marks with several solutions: rated as such (solutions 2), hinted as the board', () => {
    // The solution with a deadly rectangle emptied: two solutions.
    const board = openRectangle(SOLUTION);
    const grid = SudokuCandidates.fromBoard(board);
    expect(rateBoard(board).solutions).toBe(2);
    const r = rateBoard(grid);
    expect(r).toMatchObject({ solutions: 2, rating: 20, level: 'beyond', solvedByLogic: false });
    expect(logic.nextStep(grid)).toBe(null);
    expect(logic.nextStep(board)).toBe(null);
    expect(logic.solve(grid).status).toBe('stuck');
  });
});
