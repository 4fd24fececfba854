import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuLogicSolver,
  SudokuSolver,
  SudokuTechniqueId,
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
  SudokuRatingTechnique,
} from '../../src/index.js';
import { solutionCounts } from '../helpers.js';

// An easy newspaper-style puzzle (the Wikipedia "Sudoku" article's example).
const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'; // top1465 #1

const logic = new SudokuLogicSolver();

describe('SudokuLogicSolver.solve', () => {
  it('solves an easy puzzle with singles, every step explained, and matches the solution', () => {
    const board = SudokuBoard.parse(EASY);
    const result = logic.solve(board);
    expect(result.status).toBe('solved');
    expect(result.problem).toBeNull();
    const truth = new SudokuSolver().solve(board);
    expect(truth.status === 'solved' && result.board.equals(truth.solution)).toBe(true);
    expect(result.steps.length).toBeGreaterThanOrEqual(board.emptyCount);
    for (const step of result.steps) {
      // A nested step's explanation runs to several lines ('\n'): `s` lets `.` cross them.
      expect(step.explanation).toMatch(/^[A-Z].*\.$/s);
      expect(step.explanation).toMatch(/r[1-9]c[1-9]/);
      expect(step.clue.small.length).toBeGreaterThan(0);
      expect(step.clue.big.length).toBeGreaterThan(0);
      expect(Object.isFrozen(step)).toBe(true);
    }
    expect(result.candidates.get(0, 2)).toEqual([result.board.get(0, 2)]);
  });

  it('is deterministic', () => {
    const a = logic.solve(SudokuBoard.parse(HARD));
    const b = logic.solve(SudokuBoard.parse(HARD));
    expect(a.steps.map((s) => s.explanation)).toEqual(b.steps.map((s) => s.explanation));
  });

  it('reports stuck, keeping the progress, when the allowed techniques run out', () => {
    const singles = new SudokuLogicSolver({
      techniques: ['full-house', 'hidden-single-box', 'naked-single'],
    });
    const result = singles.solve(SudokuBoard.parse(HARD));
    expect(result.status).toBe('stuck');
    expect(result.board.emptyCount).toBeGreaterThan(0);
    expect(new Set(result.steps.map((s) => s.technique)).size).toBeLessThanOrEqual(3);
    expect(singles.nextStep(result.board, { candidates: result.candidates })).toBeNull();
  });

  it('gives invalid-board for a board that breaks the rules, naming the cells', () => {
    const board = SudokuBoard.parse(EASY).with(0, 2, 5);
    const result = logic.solve(board);
    expect(result.status).toBe('invalid-board');
    expect(result.steps).toEqual([]);
    expect(result.problem?.explanation).toBe(
      'The board breaks the rules: 5 appears twice in row 1, in r1c1 and r1c3.',
    );
    expect(logic.nextStep(board)?.technique).toBe('invalid-board');
  });

  it('gives invalid-board for every conflict-free board without solution (solution-counts.txt)', () => {
    const unsolvable = solutionCounts().filter((row) => row.count === 0);
    expect(unsolvable.length).toBeGreaterThan(0);
    for (const { puzzle } of unsolvable) {
      const result = logic.solve(SudokuBoard.parse(puzzle));
      expect(result.status).toBe('invalid-board');
      expect(result.problem?.technique).toBe('invalid-board');
    }
  });

  it('gives contradiction naming the cell when the player removed the true candidate', () => {
    const board = SudokuBoard.parse(EASY);
    // r1c3 is 4 in the solution.
    const candidates = SudokuCandidates.fromBoard(board).without(0, 2, 4);
    const result = logic.solve(board, { candidates });
    expect(result.status).toBe('contradiction');
    expect(result.problem?.highlights.cells).toEqual([2]);
    expect(result.problem?.explanation).toMatch(/r1c3/);
    expect(result.candidates.equals(candidates)).toBe(true);
    const hint = logic.nextStep(board, { candidates });
    expect(hint?.technique).toBe('contradiction');
    expect(hint?.placements).toEqual([]);
  });

  it('finds contradictions on a board with many solutions: empty cell, lost digit, deeper', () => {
    const empty = SudokuBoard.empty();
    let marks = SudokuCandidates.fromBoard(empty);
    for (let d = 1; d <= 9; d++) marks = marks.without(2, 3, d);
    const cell = logic.nextStep(empty, { candidates: marks });
    expect(cell?.technique).toBe('contradiction');
    expect(cell?.explanation).toBe(
      'Contradiction: r3c4 has no candidate left; a pencil mark was removed by mistake.',
    );
    let row = SudokuCandidates.fromBoard(empty);
    for (let c = 0; c < 9; c++) row = row.without(0, c, 5);
    const unit = logic.solve(empty, { candidates: row });
    expect(unit.status).toBe('contradiction');
    expect(unit.problem?.highlights.units).toEqual(['r1']);
    expect(unit.problem?.explanation).toMatch(/^Contradiction: 5 has no place left in row 1;/);
    // r1c1 and r1c2 both reduced to {1}: no cell is empty and no digit is placeless, yet no
    // solution fits; one of the two cells is named.
    let deep = SudokuCandidates.fromBoard(empty);
    for (let d = 2; d <= 9; d++) deep = deep.without(0, 0, d).without(0, 1, d);
    const named = logic.nextStep(empty, { candidates: deep });
    expect(named?.technique).toBe('contradiction');
    expect([[0], [1]]).toContainEqual(named?.highlights.cells);
  });

  it('respects the player candidates: hints use them, wrong-but-harmless marks are ignored', () => {
    const board = SudokuBoard.parse(EASY);
    let candidates = SudokuCandidates.fromBoard(board);
    // Remove every false candidate of r5c5 (solution 5): a naked single appears there.
    for (const d of candidates.get(4, 4)) if (d !== 5) candidates = candidates.without(4, 4, d);
    // A stale mark contradicted by a peer is ignored: add 8 back to r1c3 (column 3 has 8 at r3c3).
    candidates = candidates.with(0, 2, 8);
    const step = new SudokuLogicSolver({ techniques: ['naked-single'] }).nextStep(board, { candidates });
    expect(step?.technique).toBe('naked-single');
    expect(step?.placements).toEqual([{ row: 4, column: 4, value: 5 }]);
    expect(step?.explanation).toBe('Naked single: 5 is the only candidate left in r5c5.');
  });

  it('returns null for a full board, and aborts on a signal', () => {
    const truth = new SudokuSolver().solve(SudokuBoard.parse(EASY));
    if (truth.status !== 'solved') throw new Error('unreachable');
    expect(logic.nextStep(truth.solution)).toBeNull();
    expect(logic.solve(truth.solution).status).toBe('solved');
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    expect(() => logic.solve(SudokuBoard.parse(HARD), { signal: controller.signal })).toThrow('stop');
  });

  it('checks its arguments', () => {
    expect(() => logic.nextStep('x' as unknown as SudokuBoard)).toThrow(TypeError);
    expect(() =>
      logic.nextStep(SudokuBoard.empty(), { candidates: 3 as unknown as SudokuCandidates }),
    ).toThrow(TypeError);
    expect(() => new SudokuLogicSolver({ techniques: ['bogus' as SudokuTechniqueId] })).toThrow(RangeError);
    expect(() => new SudokuLogicSolver({ techniques: 'x' as unknown as SudokuTechniqueId[] })).toThrow(
      TypeError,
    );
    expect(SudokuTechniqueId.XWing).toBe('x-wing');
  });

  it('limits multi-technique finders to the wanted ids', () => {
    // top1465 #1 meets a unique rectangle and a forcing XY-chain with every technique; without
    // them, its unique loop and cycle finders report neither.
    const all = new Set(logic.solve(SudokuBoard.parse(HARD)).steps.map((s) => s.technique));
    expect(all.has('unique-rectangle')).toBe(true);
    expect(all.has('forcing-xy-chain')).toBe(true);
    const ids = SUDOKU_HINT_ORDER.filter((id) => id !== 'unique-rectangle' && id !== 'forcing-xy-chain');
    const result = new SudokuLogicSolver({ techniques: ids }).solve(SudokuBoard.parse(HARD));
    const used = new Set(result.steps.map((s) => s.technique));
    expect(used.has('unique-rectangle')).toBe(false);
    expect(used.has('forcing-xy-chain')).toBe(false);
    expect(result.status).toBe('solved');
  });

  it('names the replacement of a retired 0.1.0 technique id', () => {
    for (const [id, now] of [
      ['x-chain', /'forcing-x-chain'/],
      ['bug-plus-one', /'bivalue-universal-grave'/],
      ['unique-rectangle-3', /'unique-rectangle' and 'unique-loop'/],
      ['cell-forcing-chain', /'multiple-forcing-chain'/],
    ] as const) {
      expect(() => new SudokuLogicSolver({ techniques: ['x-wing', id as SudokuTechniqueId] })).toThrow(
        new RegExp(
          `technique id '${id}' in options\\.techniques\\[1\\] was retired in 0\\.2\\.0: .*${now.source}`,
        ),
      );
    }
  });

  it('hints on a board with several solutions without uniqueness techniques', () => {
    const board = SudokuBoard.parse(EASY).with(0, 0, 0).with(0, 1, 0).with(1, 0, 0);
    const step = logic.nextStep(board);
    expect(step).not.toBeNull();
    expect(step?.technique.startsWith('unique')).toBe(false);
  });
});

describe('SUDOKU_TECHNIQUES and SUDOKU_HINT_ORDER', () => {
  it('names every technique id, and tells which the rating and the hints use', () => {
    const all = Object.values(SudokuTechniqueId);
    expect(Object.keys(SUDOKU_TECHNIQUES).sort()).toEqual([...all].sort());
    for (const id of all) {
      const info = SUDOKU_TECHNIQUES[id];
      expect(info.id).toBe(id);
      expect(info.name.length).toBeGreaterThan(0);
    }
    expect(SUDOKU_TECHNIQUES['x-wing']).toEqual({
      id: 'x-wing',
      name: 'X-Wing',
      score: 3.2,
      difficulty: 3.2, // the deprecated alias of score
      rated: true,
      hinted: true,
    });
    expect(SUDOKU_TECHNIQUES.skyscraper).toMatchObject({ rated: false, hinted: true });
    expect(SUDOKU_TECHNIQUES['direct-pointing']).toMatchObject({ rated: true, hinted: false });
    expect(SUDOKU_TECHNIQUES['dynamic-forcing-chain-plus']).toMatchObject({ rated: true, hinted: true });
    expect(Object.isFrozen(SUDOKU_TECHNIQUES)).toBe(true);
    expect(Object.isFrozen(SUDOKU_TECHNIQUES['x-wing'])).toBe(true);
  });

  it('every value a rating reports as its hardest technique has a name', () => {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the old vocabulary, checked against the new
    for (const id of Object.values(SudokuRatingTechnique)) {
      if (id === 'none' || id === 'beyond') continue;
      expect(SUDOKU_TECHNIQUES[id].rated).toBe(true);
    }
  });

  it("lists the hint order cheapest first, ending with the rating's chains", () => {
    const ids = SUDOKU_HINT_ORDER;
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 4)).toEqual([
      'full-house',
      'hidden-single-box',
      'hidden-single-line',
      'naked-single',
    ]);
    expect(ids.slice(-7)).toEqual([
      'nishio-forcing-chain',
      'multiple-forcing-chain',
      'dynamic-forcing-chain',
      'dynamic-forcing-chain-plus',
      'nested-forcing-chain',
      'nested-multiple-forcing-chain',
      'nested-dynamic-forcing-chain',
    ]);
    for (const id of ids) expect(SUDOKU_TECHNIQUES[id].hinted).toBe(true);
    // The hint families: singles, then subsets and fish, then chains, ratings never dropping by
    // more than a step's worth; then the rating's own finders beyond them.
    const tail = ids.indexOf('aligned-pair-exclusion');
    expect(tail).toBeGreaterThan(ids.indexOf('simple-colouring'));
    for (let i = 1; i < tail; i++) {
      expect(SUDOKU_TECHNIQUES[ids[i]!].score).toBeGreaterThanOrEqual(
        SUDOKU_TECHNIQUES[ids[i - 1]!].score - 0.6,
      );
    }
    for (const id of ids.slice(tail)) expect(SUDOKU_TECHNIQUES[id].rated).toBe(true);
    expect(Object.isFrozen(SUDOKU_HINT_ORDER)).toBe(true);
  });
});

describe('hostile arguments', () => {
  it('refuses look-alike and proxied candidates with a TypeError, running no user code', () => {
    const boom = (): never => {
      throw new Error('user code ran');
    };
    const proxy = new Proxy({}, { get: boom, getPrototypeOf: boom, has: boom });
    const lookAlike: unknown = Object.create(SudokuCandidates.prototype);
    for (const candidates of [proxy, lookAlike] as never[]) {
      expect(() => logic.nextStep(SudokuBoard.empty(), { candidates })).toThrow(TypeError);
      expect(SudokuCandidates.fromBoard(SudokuBoard.empty()).equals(candidates)).toBe(false);
    }
  });

  it('reads options.techniques safely and keeps SudokuTechniqueId frozen', () => {
    const throwing = new Proxy(['x-wing'], {
      get: (target, key) => {
        if (key === '0') throw new Error('user code ran');
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(() => new SudokuLogicSolver({ techniques: throwing as SudokuTechniqueId[] })).toThrow(TypeError);
    expect(() => new SudokuLogicSolver({ techniques: ['x-wing', ''] as SudokuTechniqueId[] })).toThrow(
      /options.techniques\[1\]/,
    );
    expect(Object.isFrozen(SudokuTechniqueId)).toBe(true);
  });
});
