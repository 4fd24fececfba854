/**
 * Isolation: what the library hands out can be mutated without touching any board, table or
 * cache; what a caller hands in can be mutated afterwards without touching the board built from
 * it; frozen inputs are accepted (the library never writes to a caller's object); and calls
 * interleaved in any order give the results they give when run alone (no module-level state).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUDOKU_UNITS,
  SudokuBoard,
  SudokuCandidates,
  SudokuGenerator,
  SudokuLogicSolver,
  SudokuSolver,
  SudokuValidator,
  peersOf,
  rateBoard,
  unitOf,
} from '../../src/index.js';
import { boardArb, valuesArb } from '../arbitraries.js';
import { fixtureLines } from '../helpers.js';
import { deepFreeze, fixtureBoards, snapshot } from './support.js';

const PUZZLES = fixtureBoards('top1465.txt', 12);
// Puzzles Sudoku Explainer rates at most 4.4: quick to rate, with several techniques.
const EASY = fixtureLines('se-rated.tsv')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([, er]) => Number(er) <= 4.4)
  .slice(0, 8)
  .map(([puzzle]) => SudokuBoard.parse(puzzle!));

/** Tries to scribble over every array and object reachable from `value`; frozen parts refuse. */
function scribble(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof SudokuBoard || value instanceof SudokuCandidates) return;
  for (const key of Reflect.ownKeys(value)) scribble((value as Record<PropertyKey, unknown>)[key], seen);
  if (Object.isFrozen(value)) {
    expect(() => {
      (value as Record<string, unknown>).scribbled = 1;
    }).toThrow(TypeError);
    return;
  }
  if (Array.isArray(value)) {
    value.fill(7);
    value.push(99);
  } else {
    for (const key of Object.keys(value)) (value as Record<string, unknown>)[key] = 'scribbled';
  }
}

describe('returned arrays are copies or frozen', () => {
  it('board accessors hand out fresh arrays and frozen cells', () => {
    fc.assert(
      fc.property(boardArb, (board) => {
        const before = board.toString();
        const rows = board.toArray();
        rows[0]!.fill(9);
        rows.length = 0;
        const values = board.toValues();
        values.fill(5);
        scribble(board.cells());
        scribble([...board]);
        expect(board.toString()).toBe(before);
        expect(board.toArray()).toHaveLength(9);
        expect(board.toValues().join('')).toBe(before.replaceAll('.', '0'));
      }),
      { numRuns: 60 },
    );
  });

  it('geometry tables are frozen, so no caller can corrupt the peers for everyone', () => {
    const peers = peersOf(40).slice();
    scribble(peersOf(40));
    scribble(SUDOKU_UNITS);
    scribble(unitOf('box', 4));
    expect(peersOf(40)).toEqual(peers);
    expect(unitOf('row', 0).cells).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // The rules still see the real peers.
    const board = SudokuBoard.empty().with(4, 4, 5);
    expect(SudokuValidator.isLegal(board, 4, 0, 5)).toBe(false);
    expect(SudokuValidator.isLegal(board, 0, 0, 5)).toBe(true);
  });

  it('validator and solver results can be scribbled on without changing later answers', () => {
    const solver = new SudokuSolver();
    for (const board of PUZZLES.slice(0, 4)) {
      const clash = board.with(0, 0, 0).with(0, 1, 0).with(0, 0, 5).with(0, 1, 5);
      const expected = [
        SudokuValidator.validate(clash),
        SudokuValidator.findConflicts(clash),
        SudokuValidator.getCandidates(board, 4, 4),
        solver.solve(board),
        solver.solve(clash),
      ].map((x) => JSON.stringify(x));
      for (let round = 0; round < 2; round++) {
        const got = [
          SudokuValidator.validate(clash),
          SudokuValidator.findConflicts(clash),
          SudokuValidator.getCandidates(board, 4, 4),
          solver.solve(board),
          solver.solve(clash),
        ];
        expect(got.map((x) => JSON.stringify(x))).toEqual(expected);
        scribble(got);
      }
    }
  });

  it('candidates, steps and ratings can be scribbled on without changing later answers', () => {
    const logic = new SudokuLogicSolver();
    for (const board of EASY.slice(0, 4)) {
      const candidates = SudokuCandidates.fromBoard(board);
      const text = candidates.format();
      const first = [
        candidates.get(0, 0),
        logic.nextStep(board),
        logic.solve(board).steps,
        rateBoard(board),
      ].map((x) => JSON.stringify(x));
      scribble([candidates.get(0, 0), logic.nextStep(board), logic.solve(board), rateBoard(board)]);
      const again = [
        candidates.get(0, 0),
        logic.nextStep(board),
        logic.solve(board).steps,
        rateBoard(board),
      ].map((x) => JSON.stringify(x));
      expect(again).toEqual(first);
      expect(candidates.format()).toBe(text);
    }
  });

  it('a generated puzzle can be scribbled on without changing the next one from the same seed', () => {
    const generator = new SudokuGenerator();
    const first = generator.generate({ seed: 'isolation', difficulty: 'hard' });
    const text = JSON.stringify(first);
    scribble(first);
    expect(JSON.stringify(generator.generate({ seed: 'isolation', difficulty: 'hard' }))).toBe(text);
  });
});

describe('inputs are copied', () => {
  it('mutating the arrays a board was built from later changes nothing', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const flat = values.slice();
        const rows = Array.from({ length: 9 }, (_, r) => values.slice(r * 9, r * 9 + 9));
        const a = SudokuBoard.fromValues(flat);
        const b = SudokuBoard.fromArray(rows);
        flat.fill(9);
        for (const row of rows) row.fill(9);
        rows.length = 0;
        expect(a.toValues()).toEqual(values);
        expect(b.toValues()).toEqual(values);
      }),
      { numRuns: 60 },
    );
  });

  it('a typed array input is copied too', () => {
    const typed = new Uint8Array(81);
    const board = SudokuBoard.fromValues(typed);
    typed.fill(3);
    expect(board.filledCount).toBe(0);
  });
});

describe('the library never writes to a caller’s objects', () => {
  it('accepts deep-frozen inputs and option bags everywhere, and leaves them equal', () => {
    const values = deepFreeze(PUZZLES[0]!.toValues());
    const rows = deepFreeze(PUZZLES[0]!.toArray());
    const board = SudokuBoard.fromValues(values);
    expect(SudokuBoard.fromArray(rows).equals(board)).toBe(true);
    const signal = new AbortController().signal;
    const bags = {
      validate: deepFreeze({ requireComplete: true }),
      solve: { signal },
      logic: deepFreeze({ candidates: SudokuCandidates.fromBoard(board) }),
      logicSolver: deepFreeze({
        techniques: deepFreeze(['naked-single', 'hidden-single-box', 'pointing'] as never[]),
      }),
      generate: deepFreeze({ seed: 7, difficulty: 'expert', symmetry: 'rotational' } as const),
      generateRated: deepFreeze({ seed: 7, rating: deepFreeze({ min: 1, max: 4 }), maxAttempts: 50 }),
    };
    const before = snapshot({ ...bags, solve: null, logic: null });
    Object.freeze(bags.solve);
    SudokuValidator.validate(board, bags.validate);
    new SudokuSolver().solve(board, bags.solve);
    new SudokuSolver().countSolutions(board, 3, bags.solve);
    new SudokuLogicSolver().nextStep(board, bags.logic);
    new SudokuLogicSolver(bags.logicSolver).solve(board, bags.logic);
    rateBoard(EASY[0]!, bags.solve);
    new SudokuGenerator().generate(bags.generate);
    new SudokuGenerator().generate(bags.generateRated);
    expect(snapshot({ ...bags, solve: null, logic: null })).toEqual(before);
    expect(values).toEqual(PUZZLES[0]!.toValues());
    expect(signal.aborted).toBe(false);
  });
});

describe('no module-level state: interleaved calls equal calls run alone', () => {
  type Call = () => string;
  const solverA = new SudokuSolver();
  const solverB = new SudokuSolver();
  const logic = new SudokuLogicSolver();
  const generator = new SudokuGenerator();
  const calls: Call[] = [
    ...PUZZLES.slice(0, 6).map((b) => () => JSON.stringify(solverA.solve(b))),
    ...PUZZLES.slice(0, 6).map(
      (b) => () => String(solverB.countSolutions(b.with(0, 0, 0).with(1, 1, 0), 50)),
    ),
    ...EASY.slice(0, 4).map((b) => () => JSON.stringify(logic.nextStep(b))),
    ...EASY.slice(0, 3).map((b) => () => JSON.stringify(rateBoard(b))),
    ...[1, 2, 3].map((seed) => () => JSON.stringify(generator.generate({ seed, difficulty: 'medium' }))),
    () => JSON.stringify(SudokuValidator.validate(PUZZLES[7]!)),
  ];
  const alone = calls.map((call) => call());

  it('gives the same answers in any order', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          calls.map((_, i) => i),
          { minLength: calls.length },
        ),
        (order) => {
          for (const i of order) expect(calls[i]!()).toBe(alone[i]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('two generators stepping through seeds in lockstep equal each run alone', () => {
    const seeds = ['a', 'b', 'c', 'd'];
    const aloneA = seeds.map((seed) =>
      JSON.stringify(new SudokuGenerator().generate({ seed, difficulty: 'expert' })),
    );
    const one = new SudokuGenerator();
    const two = new SudokuGenerator();
    for (let i = 0; i < seeds.length; i++) {
      const a = one.generate({ seed: seeds[i]!, difficulty: 'expert' });
      const b = two.generate({ seed: seeds[seeds.length - 1 - i]!, difficulty: 'expert' });
      expect(JSON.stringify(a)).toBe(aloneA[i]);
      expect(JSON.stringify(b)).toBe(aloneA[seeds.length - 1 - i]);
    }
  });

  it('a call made from inside another call (through a signal) does not disturb either', () => {
    const solver = new SudokuSolver();
    const board = fixtureBoards('forum-hardest-1106.txt', 1)[0]!;
    const expected = JSON.stringify(solver.solve(board));
    const inner: string[] = [];
    const controller = new AbortController();
    Object.defineProperty(controller.signal, 'aborted', {
      get(): boolean {
        if (inner.length < 3) inner.push(JSON.stringify(solver.solve(board)));
        return false;
      },
    });
    expect(JSON.stringify(solver.solve(board, { signal: controller.signal }))).toBe(expected);
    expect(inner.every((x) => x === expected)).toBe(true);
  });
});
