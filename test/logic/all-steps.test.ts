/**
 * Every step at a position (`SudokuLogicSolver.allSteps`): on positions taken part way through the
 * hint engine's solve of public puzzles (test/fixtures/se-rated.tsv, the pencil-mark grids of
 * pencil-se.tsv, a variant of variants-se-easy.tsv), the answer holds the `nextStep` of the
 * position, every step in it is sound against the solution the brute-force `SudokuSolver` (an
 * independent implementation) finds, and the groups follow the hint order. Then the bounds
 * (`limit`, `perTechnique`, `timeout`, `signal`) and the statuses of broken positions.
 *
 * The nested forcing chains take seconds at a position with many empty cells, so the sweeps use a
 * solver without them (`techniques`); one check runs the whole order under a limit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUDOKU_HINT_ORDER,
  SudokuBoard,
  SudokuCandidates,
  SudokuLogicSolver,
  SudokuRules,
  SudokuSolver,
  type SudokuAllSteps,
  type SudokuStep,
  type SudokuTechniqueId,
} from '../../src/index.js';
import { CATALOGUE } from '../../src/logic/catalogue.js';
import { abortAfter, fixtureLines, openRectangle } from '../helpers.js';
import { FULL, sample } from '../sample.js';
import { byRules, easyVariantRows } from '../rating/variant-rows.js';

/** Each technique's rank in the hint order (the catalogue's `hint` column). */
const HINT_RANK = new Map(CATALOGUE.map((row) => [row.id, row.hint]));
const NESTED = SUDOKU_HINT_ORDER.indexOf('nested-forcing-chain');
/** Every technique of the hint order before the nested forcing chains. */
const UNNESTED: readonly SudokuTechniqueId[] = SUDOKU_HINT_ORDER.slice(0, NESTED);
const logic = new SudokuLogicSolver({ techniques: UNNESTED });
const brute = new SudokuSolver();

const RATED = fixtureLines('se-rated.tsv')
  .slice(1)
  .map((line) => line.split('\t')[0]!);

interface Position {
  readonly board: SudokuBoard;
  readonly candidates: SudokuCandidates;
}

/**
 * The positions of the hint engine's solve of `board` just before each of its steps that is not a
 * single (the harder moments), `count` of them spread over the solve, and the position halfway.
 */
function positionsOf(board: SudokuBoard, count: number): Position[] {
  const steps = logic.solve(board).steps;
  const wanted = new Set<number>([Math.floor(steps.length / 2)]);
  const hard = steps.flatMap((step, k) => (/single|full-house/.test(step.technique) ? [] : [k]));
  for (let i = 0; i < Math.min(count, hard.length); i++) {
    wanted.add(hard[Math.floor((i * hard.length) / Math.min(count, hard.length))]!);
  }
  const out: Position[] = [];
  let current = board;
  let candidates = SudokuCandidates.fromBoard(board);
  steps.forEach((step, k) => {
    if (wanted.has(k)) out.push({ board: current, candidates });
    for (const p of step.placements) current = current.with(p.row, p.column, p.value);
    for (const e of step.eliminations) candidates = candidates.without(e.row, e.column, e.value);
  });
  return out;
}

/** A step's effect as a key: technique, placements and eliminations. */
function effect(step: SudokuStep): string {
  const refs = (list: SudokuStep['placements']): string =>
    list
      .map((r) => `r${r.row + 1}c${r.column + 1}=${r.value}`)
      .sort()
      .join(' ');
  return `${step.technique}|${refs(step.placements)}|${refs(step.eliminations)}`;
}

function allOf(result: SudokuAllSteps): SudokuStep[] {
  return result.groups.flatMap((group) => group.steps);
}

/** The checks every answer passes: its shape, order, soundness against `solution`, no repeats. */
function checkAnswer(result: SudokuAllSteps, solution: SudokuBoard, where: string): void {
  expect(Object.isFrozen(result), where).toBe(true);
  let last = -1;
  let count = 0;
  for (const group of result.groups) {
    const rank = SUDOKU_HINT_ORDER.indexOf(group.technique);
    expect(rank, `${where}: ${group.technique} after another`).toBeGreaterThan(last);
    last = rank;
    expect(group.steps.length, where).toBeGreaterThan(0);
    const keys = new Set<string>();
    for (const step of group.steps) {
      count++;
      expect(step.technique, where).toBe(group.technique);
      expect(step.name, where).toBe(group.name);
      expect(step.explanation.length, where).toBeGreaterThan(0);
      expect(
        step.placements.length + step.eliminations.length,
        `${where}: ${step.explanation}`,
      ).toBeGreaterThan(0);
      for (const p of step.placements)
        expect(p.value, `${where}: ${step.explanation}`).toBe(solution.get(p.row, p.column));
      for (const e of step.eliminations)
        expect(e.value, `${where}: ${step.explanation}`).not.toBe(solution.get(e.row, e.column));
      const key = effect(step);
      expect(keys.has(key), `${where}: twice ${key}`).toBe(false);
      keys.add(key);
    }
  }
  expect(result.count, where).toBe(count);
  expect(result.status, where).toBe(count > 0 ? 'steps' : 'stuck');
}

function solutionOf(board: SudokuBoard): SudokuBoard {
  const truth = brute.solve(board);
  if (truth.status !== 'solved') throw new Error(`fixture puzzle without solution: ${board.toString()}`);
  return truth.solution;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('allSteps at positions part way through public puzzles', () => {
  it('holds the nextStep, every step sound, grouped in the hint order (se-rated.tsv)', () => {
    const techniques = new Set<string>();
    let positions = 0;
    for (const puzzle of sample(RATED, 2, 120, 7)) {
      const board = SudokuBoard.parse(puzzle);
      const solution = solutionOf(board);
      for (const position of positionsOf(board, FULL ? 4 : 1)) {
        positions++;
        const options = { candidates: position.candidates };
        const next = logic.nextStep(position.board, options)!;
        const all = logic.allSteps(position.board, options);
        const where = `${puzzle} at ${position.board.toString()}`;
        expect(all.complete, where).toBe(true);
        expect(all.stoppedBy, where).toBe(null);
        checkAnswer(all, solution, where);
        // The hint is in its technique's group, and every group before that one shares its rank of
        // the hint order (a rank of several techniques takes its finder's first finding).
        const at = all.groups.findIndex((group) => group.technique === next.technique);
        expect(at, where).toBeGreaterThanOrEqual(0);
        expect(all.groups[at]!.steps.map(effect), where).toContain(effect(next));
        for (const group of all.groups.slice(0, at))
          expect(HINT_RANK.get(group.technique), where).toBe(HINT_RANK.get(next.technique));
        for (const step of allOf(all)) techniques.add(step.technique);
      }
    }
    expect(positions).toBeGreaterThanOrEqual(FULL ? 300 : 3);
    // Past the singles: the sample meets intersections, subsets and chains.
    expect(techniques.size).toBeGreaterThanOrEqual(FULL ? 25 : 5);
  });

  it('reads a pencil-mark grid as nextStep does (pencil-se.tsv)', () => {
    const rows = fixtureLines('pencil-se.tsv').slice(1);
    for (const row of sample(rows, 2, 60, 11)) {
      const [line = '', , , , source = ''] = row.split('\t');
      const puzzle = RATED[Number(/se-rated\.tsv:(\d+)/.exec(source)![1]) - 2]!;
      const solution = solutionOf(SudokuBoard.parse(puzzle));
      const grid = SudokuCandidates.parse(line);
      const next = logic.nextStep(grid)!;
      const all = logic.allSteps(grid);
      checkAnswer(all, solution, line);
      expect(all.groups[0]!.steps.map(effect), line).toContain(effect(next));
      // The grid's marks are the position: options.candidates beside them is refused.
      expect(() => logic.allSteps(grid, { candidates: grid })).toThrow(TypeError);
    }
  });

  it('keeps to variant rules (the first rule set of variants-se-easy.tsv)', () => {
    const [text, rows] = [...byRules(easyVariantRows())][0]!;
    const rules = SudokuRules.parse(text);
    for (const row of rows.slice(0, FULL ? rows.length : 1)) {
      const board = SudokuBoard.parse(row.puzzle);
      const solution = SudokuBoard.parse(row.solution);
      const steps = logic.solve(board, { rules }).steps;
      let current = board;
      let candidates = SudokuCandidates.fromBoard(board);
      for (const step of steps.slice(0, Math.floor(steps.length / 3))) {
        for (const p of step.placements) current = current.with(p.row, p.column, p.value);
        for (const e of step.eliminations) candidates = candidates.without(e.row, e.column, e.value);
      }
      const options = { candidates, rules };
      const next = logic.nextStep(current, options)!;
      const all = logic.allSteps(current, options);
      checkAnswer(all, solution, `${text} ${row.puzzle}`);
      expect(all.groups[0]!.steps.map(effect)).toContain(effect(next));
      // Under the classic rules the same position is read differently (its solution differs).
      expect(logic.allSteps(current, { candidates })).not.toEqual(all);
    }
  });
});

describe('allSteps bounds', () => {
  const board = SudokuBoard.parse(RATED[40]!);
  const full = logic.allSteps(board);
  const keys = new Set(allOf(full).map(effect));

  it('stops at limit, marked incomplete, with steps of the complete answer', () => {
    expect(full.count).toBeGreaterThan(10);
    const cut = logic.allSteps(board, { limit: 5 });
    expect(cut.count).toBe(5);
    expect(cut.complete).toBe(false);
    expect(cut.stoppedBy).toBe('limit');
    for (const step of allOf(cut)) expect(keys).toContain(effect(step));
    // The first steps found are the first of the complete answer's first groups.
    expect(allOf(cut).map(effect)).toEqual(allOf(full).slice(0, 5).map(effect));
  });

  it('stops each technique at perTechnique and searches the others', () => {
    const cut = logic.allSteps(board, { perTechnique: 1 });
    expect(cut.groups.map((g) => g.technique)).toEqual(full.groups.map((g) => g.technique));
    for (const group of cut.groups) expect(group.steps).toHaveLength(1);
    expect(cut.stoppedBy).toBe('per-technique');
    expect(cut.complete).toBe(false);
    const roomy = logic.allSteps(board, { perTechnique: 10_000 });
    expect(roomy.complete).toBe(true);
    expect(allOf(roomy).map(effect)).toEqual(allOf(full).map(effect));
  });

  it('returns what it found when the time is up', () => {
    // The clock is read at the start and at each poll: up after 40 reads.
    let reads = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (reads++ < 40 ? 0 : 1e9));
    const cut = logic.allSteps(board, { timeout: 1000 });
    expect(cut.complete).toBe(false);
    expect(cut.stoppedBy).toBe('timeout');
    expect(cut.count).toBeGreaterThan(0);
    expect(cut.count).toBeLessThan(full.count);
    for (const step of allOf(cut)) expect(keys).toContain(effect(step));
    vi.restoreAllMocks();
    const none = logic.allSteps(board, { timeout: 0 });
    expect(none).toMatchObject({ status: 'stuck', count: 0, complete: false, stoppedBy: 'timeout' });
  });

  it('throws the reason of an aborted signal, before or during the search', () => {
    const reason = new Error('stop');
    expect(() => logic.allSteps(board, { signal: AbortSignal.abort(reason) })).toThrow(reason);
    const { signal, reads } = abortAfter(30, reason);
    expect(() => logic.allSteps(board, { signal })).toThrow(reason);
    expect(reads()).toBeGreaterThan(30);
  });

  it('runs the whole hint order under a limit (nested forcing chains included)', () => {
    const every = new SudokuLogicSolver();
    const cut = every.allSteps(board, { limit: 3 });
    expect(cut.count).toBe(3);
    expect(allOf(cut).map(effect)).toEqual(allOf(full).slice(0, 3).map(effect));
  });

  it('leaves out the nested forcing chains while other techniques have steps, unless asked', () => {
    const every = new SudokuLogicSolver();
    const answer = every.allSteps(board);
    expect(answer).toMatchObject({ status: 'steps', complete: false, stoppedBy: 'nested' });
    expect(allOf(answer).map(effect)).toEqual(allOf(full).map(effect));
    expect(() => every.allSteps(board, { nested: 'yes' as unknown as boolean })).toThrow(/options\.nested/);
  });

  it('refuses bad options with a typed error naming them', () => {
    expect(() => logic.allSteps(board, { limit: 0 })).toThrow(/options\.limit/);
    expect(() => logic.allSteps(board, { limit: 0 })).toThrow(RangeError);
    expect(() => logic.allSteps(board, { limit: 2.5 })).toThrow(RangeError);
    expect(() => logic.allSteps(board, { limit: '3' as unknown as number })).toThrow(TypeError);
    expect(() => logic.allSteps(board, { perTechnique: -1 })).toThrow(/options\.perTechnique/);
    expect(() => logic.allSteps(board, { timeout: -1 })).toThrow(RangeError);
    expect(() => logic.allSteps(board, { every: true } as never)).toThrow(TypeError);
    expect(() => logic.allSteps('x' as unknown as SudokuBoard)).toThrow(TypeError);
  });
});

describe('allSteps statuses', () => {
  const puzzle = SudokuBoard.parse(RATED[40]!);
  const solution = solutionOf(puzzle);

  it('solved: no empty cell', () => {
    expect(logic.allSteps(solution)).toMatchObject({
      status: 'solved',
      count: 0,
      complete: true,
      problem: null,
    });
  });

  it('invalid-board and contradiction: the step nextStep reports, in problem', () => {
    const clash = SudokuBoard.parse(`11${'.'.repeat(79)}`);
    const bad = logic.allSteps(clash);
    expect(bad).toMatchObject({ status: 'invalid-board', count: 0, groups: [] });
    expect(bad.problem).toEqual(logic.nextStep(clash));
    // Remove the solution's digit from an empty cell's marks.
    const empty = puzzle.cells().find((cell) => cell.value === 0)!;
    const candidates = SudokuCandidates.fromBoard(puzzle).without(
      empty.row,
      empty.column,
      solution.get(empty.row, empty.column),
    );
    const lost = logic.allSteps(puzzle, { candidates });
    expect(lost.status).toBe('contradiction');
    expect(lost.problem).toEqual(logic.nextStep(puzzle, { candidates }));
  });

  it('several solutions: no uniqueness technique, and the hint among the steps', () => {
    // Two solutions (a deadly rectangle left open), and ten more cells to fill.
    let open = openRectangle(solution);
    for (let cell = 0, emptied = 0; emptied < 10; cell += 7) {
      if (open.at(cell) === 0) continue;
      open = open.with(Math.floor(cell / 9), cell % 9, 0);
      emptied++;
    }
    expect(brute.countSolutions(open, 3)).toBe(2);
    const all = logic.allSteps(open);
    const next = logic.nextStep(open);
    expect(all.status).toBe('steps');
    expect(allOf(all).map(effect)).toContain(effect(next!));
    for (const group of all.groups) expect(group.technique).not.toMatch(/unique|bug/);
  });

  it('a solver built with techniques reports only those', () => {
    const few = new SudokuLogicSolver({ techniques: ['pointing', 'naked-pair'] });
    const all = few.allSteps(puzzle);
    for (const group of all.groups) expect(['pointing', 'naked-pair']).toContain(group.technique);
    const wide = allOf(full(puzzle)).filter(
      (s) => s.technique === 'pointing' || s.technique === 'naked-pair',
    );
    expect(allOf(all).map(effect)).toEqual(wide.map(effect));
  });
});

function full(board: SudokuBoard): SudokuAllSteps {
  return logic.allSteps(board);
}
