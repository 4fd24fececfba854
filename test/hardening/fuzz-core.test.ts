/**
 * Fuzzing the core API (errors, geometry, boards, text formats, validator, solver) with hostile
 * arguments: every call returns a well-formed result or throws a SudokuError, TypeError or
 * RangeError in the library's own words (see `outcome`), and returns only for valid input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUDOKU_UNITS,
  SudokuBoard,
  SudokuError,
  SudokuSolver,
  SudokuValidator,
  boxOf,
  columnOf,
  indexOf,
  isSudokuError,
  peersOf,
  rowOf,
  unitOf,
} from '../../src/index.js';
import { boardArb } from '../arbitraries.js';
import { fixtureBoards, hostileOptionsArb, hostileValueArb, isRealBoard, outcome, plain } from './support.js';
import { size } from '../sample.js';

const RUNS = { numRuns: size(40, 250) };
const hostile = hostileValueArb();
const isIndex = (value: unknown, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

const PUZZLES = fixtureBoards('top1465.txt', 40);

/** A fixture puzzle with a few cells cleared or overwritten: conflicts, unsolvable and multi-solution boards. */
const perturbedBoardArb: fc.Arbitrary<SudokuBoard> = fc
  .tuple(
    fc.constantFrom(...PUZZLES),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 9 })), { maxLength: 6 }),
  )
  .map(([board, edits]) => {
    let out = board;
    for (const [index, value] of edits) out = out.with(Math.floor(index / 9), index % 9, value);
    return out;
  });

const boardOrHostile = fc.oneof(boardArb.map(plain), perturbedBoardArb.map(plain), hostile);

describe('fuzz: errors', () => {
  it('SudokuError is constructed from any arguments or refused with a TypeError', () => {
    fc.assert(
      fc.property(hostile, hostile, hostileOptionsArb(['index', 'row', 'value', 'found']), (hc, hm, hd) => {
        const [code, message, details] = [hc.make(), hm.make(), hd.make()];
        const result = outcome(() => new SudokuError(code as never, message as never, details as never));
        if (result.ok) {
          expect(isSudokuError(result.value)).toBe(true);
          expect((result.value as SudokuError).code).toBe(code);
        } else {
          expect(result.error).toBeInstanceOf(TypeError);
        }
      }),
      RUNS,
    );
  });

  it('isSudokuError answers a boolean for anything', () => {
    fc.assert(
      fc.property(hostile, (h) => {
        const value = h.make();
        const result = outcome(() => isSudokuError(value));
        expect(result.ok && typeof result.value === 'boolean').toBe(true);
      }),
      RUNS,
    );
  });
});

describe('fuzz: geometry', () => {
  it('cell functions return only for an index 0–80', () => {
    fc.assert(
      fc.property(hostile, (h) => {
        const value = h.make();
        for (const fn of [peersOf, rowOf, columnOf, boxOf]) {
          const result = outcome(() => fn(value as number));
          expect(result.ok).toBe(isIndex(value, 80));
        }
      }),
      RUNS,
    );
  });

  it('indexOf and unitOf return only for valid arguments', () => {
    fc.assert(
      fc.property(hostile, hostile, fc.constantFrom('row', 'column', 'box', 'cell', ''), (ha, hb, kind) => {
        const [a, b] = [ha.make(), hb.make()];
        expect(outcome(() => indexOf(a as number, b as number)).ok).toBe(isIndex(a, 8) && isIndex(b, 8));
        expect(outcome(() => unitOf(kind as 'row', a as number)).ok).toBe(
          ['row', 'column', 'box'].includes(kind) && isIndex(a, 8),
        );
        expect(outcome(() => unitOf(a as 'row', 0)).ok).toBe(['row', 'column', 'box'].includes(a as string));
      }),
      RUNS,
    );
    expect(SUDOKU_UNITS).toHaveLength(27);
  });
});

describe('fuzz: board construction', () => {
  it('fromValues, fromArray and parse return a board or refuse cleanly', () => {
    fc.assert(
      fc.property(hostile, (h) => {
        for (const make of [
          (x: unknown) => SudokuBoard.fromValues(x as never),
          (x: unknown) => SudokuBoard.fromArray(x as never),
          (x: unknown) => SudokuBoard.parse(x as never),
        ]) {
          const result = outcome(() => make(h.make()));
          if (result.ok) expect(result.value).toBeInstanceOf(SudokuBoard);
        }
      }),
      RUNS,
    );
  });

  it('fromValues accepts exactly the array-likes of 81 integers 0–9', () => {
    const cell = fc.oneof(
      fc.integer({ min: 0, max: 9 }).map(plain),
      fc.integer({ min: 0, max: 9 }).map(plain),
      hostile,
    );
    fc.assert(
      fc.property(fc.array(cell, { minLength: 80, maxLength: 82 }), (cells) => {
        const values = cells.map((h) => h.make());
        const valid = values.length === 81 && values.every((v) => isIndex(v, 9));
        const result = outcome(() => SudokuBoard.fromValues(values as number[]));
        expect(result.ok).toBe(valid);
        if (result.ok)
          expect((result.value as SudokuBoard).toValues()).toEqual(values.map((v) => (v === 0 ? 0 : v)));
        else expect(isSudokuError(result.error)).toBe(true);
      }),
      RUNS,
    );
  });

  it('fromArray refuses wrong shapes and sparse rows with INVALID_SHAPE or INVALID_VALUE', () => {
    const row = fc
      .oneof(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 10 }),
        fc.sparseArray(fc.integer({ min: 0, max: 9 }), { minNumElements: 0, maxLength: 9 }).map((a) => {
          a.length = 9;
          return a;
        }),
      )
      .map(plain);
    fc.assert(
      fc.property(fc.array(fc.oneof(row, hostile), { minLength: 8, maxLength: 10 }), (made) => {
        const rows = made.map((h) => h.make());
        const result = outcome(() => SudokuBoard.fromArray(rows as number[][]));
        // The oracle itself must survive hostile rows: any trap that throws makes the input invalid.
        let valid: boolean;
        try {
          valid =
            rows.length === 9 &&
            rows.every(
              (r) =>
                Array.isArray(r) && r.length === 9 && Array.from(r as unknown[]).every((v) => isIndex(v, 9)),
            );
        } catch {
          valid = false;
        }
        expect(result.ok).toBe(valid);
      }),
      RUNS,
    );
  });

  it('parse reads random texts near the formats or refuses them with a SudokuError', () => {
    const alphabet = fc.constantFrom(...'123456789.0-x |+=\n\r\t'.split(''), 'é', '\u0000', '😀', '\uD800');
    const text = fc.oneof(
      fc.string({ unit: alphabet, minLength: 60, maxLength: 260 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .array(fc.string({ unit: alphabet, minLength: 7, maxLength: 12 }), { minLength: 8, maxLength: 11 })
        .map((lines) => lines.join('\n')),
    );
    fc.assert(
      fc.property(text, (value) => {
        const result = outcome(() => SudokuBoard.parse(value));
        if (result.ok) {
          const board = result.value as SudokuBoard;
          expect(SudokuBoard.parse(board.toString()).equals(board)).toBe(true);
          expect(SudokuBoard.parse(board.format()).equals(board)).toBe(true);
        } else {
          expect(isSudokuError(result.error)).toBe(true);
        }
      }),
      { numRuns: size(40, 600) },
    );
  });

  it('parse refuses 10 MB strings quickly and cleanly, and reads a puzzle padded with 10 MB of spaces', () => {
    const size = 10 * 1024 * 1024;
    const line = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
    const texts = [
      '1'.repeat(size),
      'x'.repeat(size),
      '\n'.repeat(size),
      (line + '\n').repeat(Math.ceil(size / 82)),
      ('5 3 . | . 7 . | . . .\n' + '-'.repeat(30) + '\n').repeat(Math.ceil(size / 52)),
    ];
    for (const text of texts) {
      const result = outcome(() => SudokuBoard.parse(text));
      expect(result.ok).toBe(false);
      expect(isSudokuError(!result.ok && result.error)).toBe(true);
      // The message quotes the input briefly, never whole.
      expect(!result.ok && result.error.message.length).toBeLessThan(300);
    }
    const padded = ' '.repeat(size / 2) + line + ' '.repeat(size / 2);
    expect(SudokuBoard.parse(padded).toString()).toBe(line.replaceAll('0', '.'));
  });
});

describe('fuzz: board methods', () => {
  it('get, at, cell and with return only for valid positions and values', () => {
    fc.assert(
      fc.property(boardArb, hostile, hostile, hostile, (board, ha, hb, hc) => {
        const [a, b, c] = [ha.make(), hb.make(), hc.make()];
        expect(outcome(() => board.get(a as number, b as number)).ok).toBe(isIndex(a, 8) && isIndex(b, 8));
        expect(outcome(() => board.cell(a as number, b as number)).ok).toBe(isIndex(a, 8) && isIndex(b, 8));
        expect(outcome(() => board.at(a as number)).ok).toBe(isIndex(a, 80));
        const updated = outcome(() => board.with(a as number, b as number, c as number));
        expect(updated.ok).toBe(isIndex(a, 8) && isIndex(b, 8) && isIndex(c, 9));
        const equals = outcome(() => board.equals(a as SudokuBoard));
        expect(equals.ok && equals.value).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('fuzz: validator', () => {
  it('every static method returns only for a board and valid positions, and never throws anything else', () => {
    fc.assert(
      fc.property(
        boardOrHostile,
        boardOrHostile,
        hostile,
        hostile,
        hostile,
        hostileOptionsArb(),
        (hx, hy, ha, hb, hc, ho) => {
          const [x, y, a, b, c, o] = [hx.make(), hy.make(), ha.make(), hb.make(), hc.make(), ho.make()];
          const isBoard = isRealBoard(x);
          const position = isIndex(a, 8) && isIndex(b, 8);
          expect(outcome(() => SudokuValidator.findConflicts(x as SudokuBoard)).ok).toBe(isBoard);
          expect(outcome(() => SudokuValidator.isComplete(x as SudokuBoard)).ok).toBe(isBoard);
          expect(outcome(() => SudokuValidator.isSolution(x as SudokuBoard, y as SudokuBoard)).ok).toBe(
            isBoard && isRealBoard(y),
          );
          expect(
            outcome(() => SudokuValidator.getCandidates(x as SudokuBoard, a as number, b as number)).ok,
          ).toBe(isBoard && position);
          expect(
            outcome(() => SudokuValidator.getCandidateMask(x as SudokuBoard, a as number, b as number)).ok,
          ).toBe(isBoard && position);
          expect(
            outcome(() => SudokuValidator.isLegal(x as SudokuBoard, a as number, b as number, c as number))
              .ok,
          ).toBe(isBoard && position && isIndex(c, 9));
          outcome(() => SudokuValidator.validate(x as SudokuBoard, o as never));
        },
      ),
      RUNS,
    );
  });
});

describe('fuzz: solver', () => {
  const solver = new SudokuSolver();

  it('solve, countSolutions and hasUniqueSolution return or refuse cleanly', () => {
    const limit = fc.oneof(fc.integer({ min: 1, max: 50 }).map(plain), hostile);
    fc.assert(
      fc.property(
        fc.oneof(perturbedBoardArb.map(plain), hostile),
        limit,
        hostileOptionsArb(),
        (hx, hn, ho) => {
          const [x, n, o] = [hx.make(), hn.make(), ho.make()];
          const solved = outcome(() => solver.solve(x as SudokuBoard, o as never));
          if (solved.ok)
            expect(['solved', 'unsolvable', 'invalid-board']).toContain(
              (solved.value as { status: string }).status,
            );
          const counted = outcome(() => solver.countSolutions(x as SudokuBoard, n as number, o as never));
          if (counted.ok) {
            expect(Number.isInteger(counted.value)).toBe(true);
            expect(counted.value).toBeLessThanOrEqual((n ?? 2) as number);
          }
          outcome(() => solver.hasUniqueSolution(x as SudokuBoard, o as never));
          outcome(() => solver.countSolutions(x as SudokuBoard));
        },
      ),
      { numRuns: size(40, 200) },
    );
  });

  it('countSolutions accepts exactly the positive safe integers as a limit', () => {
    const board = PUZZLES[0]!;
    fc.assert(
      fc.property(hostile, (h) => {
        const n = h.make();
        const valid = n === undefined || (typeof n === 'number' && Number.isSafeInteger(n) && n >= 1);
        const result = outcome(() => solver.countSolutions(board, n as number));
        expect(result.ok).toBe(valid);
        if (result.ok) expect(result.value).toBe(1);
        else expect(result.error.message).toMatch(/limit/);
      }),
      RUNS,
    );
  });
});
