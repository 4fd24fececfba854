/**
 * One small position per technique, built by hand from pencil marks on an empty board, where the
 * technique and exactly its eliminations are expected. The expected eliminations are derived in
 * the comments from the pattern, not read from the implementation. Each solver is limited to the
 * technique under test, so the position only needs that one pattern.
 */
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuLogicSolver,
  SUDOKU_TECHNIQUES,
  SudokuSolver,
  type SudokuTechniqueId,
} from '../../src/index.js';
import { BASE_TENTHS } from '../../src/logic/engine/ratings.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { bivalueUniversalGrave, uniqueLoops } from '../../src/logic/engine/uniqueness.js';
import { TECHNIQUES } from '../../src/logic/registry.js';
import { firstFound } from './scan.js';
import { SIZED } from './sized.js';

type Cell = readonly [number, number]; // 1-based row and column

/** Pencil marks on an empty board: every digit everywhere, then narrowed. */
class Marks {
  readonly masks: number[] = Array.from({ length: 81 }, () => 0x1ff);
  /** The cell keeps only `digits`. */
  only([r, c]: Cell, ...digits: number[]): this {
    this.masks[(r - 1) * 9 + c - 1] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
    return this;
  }
  /** In row `r`, `digit` stays only in `columns`. */
  row(r: number, digit: number, ...columns: number[]): this {
    for (let c = 1; c <= 9; c++) if (!columns.includes(c)) this.drop([r, c], digit);
    return this;
  }
  /** In column `c`, `digit` stays only in `rows`. */
  column(c: number, digit: number, ...rows: number[]): this {
    for (let r = 1; r <= 9; r++) if (!rows.includes(r)) this.drop([r, c], digit);
    return this;
  }
  /** In box `b` (1–9), `digit` stays only in `cells`. */
  box(b: number, digit: number, ...cells: Cell[]): this {
    const top = Math.floor((b - 1) / 3) * 3 + 1;
    const left = ((b - 1) % 3) * 3 + 1;
    for (let r = top; r < top + 3; r++) {
      for (let c = left; c < left + 3; c++) {
        if (!cells.some(([x, y]) => x === r && y === c)) this.drop([r, c], digit);
      }
    }
    return this;
  }
  drop([r, c]: Cell, digit: number): this {
    this.masks[(r - 1) * 9 + c - 1]! &= ~(1 << (digit - 1));
    return this;
  }
  candidates(): SudokuCandidates {
    let out = SudokuCandidates.fromBoard(SudokuBoard.empty());
    this.masks.forEach((mask, cell) => {
      for (let d = 1; d <= 9; d++) {
        if ((mask & (1 << (d - 1))) === 0) out = out.without(Math.floor(cell / 9), cell % 9, d);
      }
    });
    return out;
  }
  grid(): LogicGrid {
    return LogicGrid.fromValues(new Uint8Array(81), this.masks);
  }
}

function refs(digit: number, ...cells: Cell[]): { row: number; column: number; value: number }[] {
  return cells.map(([r, c]) => ({ row: r - 1, column: c - 1, value: digit }));
}

function sorted<T extends { row: number; column: number; value: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.value - b.value || a.row - b.row || a.column - b.column);
}

function hint(technique: SudokuTechniqueId, marks: Marks) {
  const step = new SudokuLogicSolver({ techniques: [technique] }).nextStep(SudokuBoard.empty(), {
    candidates: marks.candidates(),
  });
  expect(step?.technique).toBe(technique);
  // Every finder's rating is the one table's: its base, plus a size term for loops and chains.
  expect(SUDOKU_TECHNIQUES[technique].score).toBe(BASE_TENTHS[technique] / 10);
  if (SIZED.has(technique)) expect(step!.score).toBeGreaterThanOrEqual(BASE_TENTHS[technique] / 10);
  else expect(step!.score).toBe(BASE_TENTHS[technique] / 10);
  return step!;
}

function rowCells(r: number, ...except: number[]): Cell[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => !except.includes(c)).map((c) => [r, c] as const);
}

function columnCells(c: number, ...except: number[]): Cell[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((r) => !except.includes(r)).map((r) => [r, c] as const);
}

describe('singles', () => {
  it('full house: the last empty cell of a unit', () => {
    // A solved grid (the Wikipedia example's solution) with r5c5 (5) cleared.
    const solved = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const board = SudokuBoard.parse(solved).with(4, 4, 0);
    const step = new SudokuLogicSolver({ techniques: ['full-house'] }).nextStep(board);
    expect(step?.placements).toEqual([{ row: 4, column: 4, value: 5 }]);
    expect(step?.explanation).toBe('Full house: r5c5 is the last empty cell of box 5, so it is 5.');
    expect(step?.clue).toEqual({ small: 'Look at box 5.', big: 'Box 5 has one empty cell left.' });
    expect(step?.score).toBe(1.0);
  });

  it('hidden single in a box, then in a line, and a naked single', () => {
    const box = hint('hidden-single-box', new Marks().box(1, 7, [2, 2]));
    expect(box.placements).toEqual(refs(7, [2, 2]));
    expect(box.explanation).toBe('Hidden single: in box 1, 7 fits only in r2c2.');
    expect(box.score).toBe(1.2);
    const line = hint('hidden-single-line', new Marks().row(3, 4, 9));
    expect(line.placements).toEqual(refs(4, [3, 9]));
    expect(line.score).toBe(1.5);
    const naked = hint('naked-single', new Marks().only([9, 9], 6));
    expect(naked.placements).toEqual(refs(6, [9, 9]));
    expect(naked.score).toBe(2.3);
  });
});

describe('intersections', () => {
  it('pointing: 3 of box 1 only in row 1 leaves the rest of row 1', () => {
    const step = hint('pointing', new Marks().box(1, 3, [1, 1], [1, 2]));
    expect(sorted(step.eliminations)).toEqual(refs(3, ...rowCells(1, 1, 2, 3)));
    expect(step.highlights.units).toEqual(['b1', 'r1']);
  });

  it('claiming: 8 of row 5 only in box 5 leaves the rest of box 5', () => {
    const step = hint('claiming', new Marks().row(5, 8, 4, 5));
    expect(sorted(step.eliminations)).toEqual(refs(8, [4, 4], [4, 5], [4, 6], [6, 4], [6, 5], [6, 6]));
  });
});

describe('subsets', () => {
  it('naked pair 3/7 in r4c2 and r4c8 (the example sentence of the issue)', () => {
    const step = hint('naked-pair', new Marks().only([4, 2], 3, 7).only([4, 8], 3, 7));
    const others = rowCells(4, 2, 8);
    expect(sorted(step.eliminations)).toEqual([...refs(3, ...others), ...refs(7, ...others)]);
    expect(step.explanation).toBe(
      'Naked pair 3/7 in r4c2 and r4c8: remove 3 and 7 from r4c1, r4c3, r4c4, r4c5, r4c6, r4c7 and r4c9.',
    );
    expect(step.clue).toEqual({
      small: 'Look for a naked pair in row 4.',
      big: 'Look for a naked pair in row 4 on 3/7.',
    });
  });

  it('naked triple {1,2} {2,3} {1,3} in row 1', () => {
    const step = hint('naked-triple', new Marks().only([1, 1], 1, 2).only([1, 5], 2, 3).only([1, 9], 1, 3));
    const others = rowCells(1, 1, 5, 9);
    expect(sorted(step.eliminations)).toEqual([
      ...refs(1, ...others),
      ...refs(2, ...others),
      ...refs(3, ...others),
    ]);
  });

  it('hidden pair 1/9 in column 6 at r2c6 and r8c6', () => {
    const step = hint('hidden-pair', new Marks().column(6, 1, 2, 8).column(6, 9, 2, 8));
    const expected = [2, 3, 4, 5, 6, 7, 8].flatMap((d) => refs(d, [2, 6], [8, 6]));
    expect(sorted(step.eliminations)).toEqual(sorted(expected));
  });

  it('naked quad and hidden triple and quad', () => {
    const quad = hint(
      'naked-quad',
      new Marks().only([9, 1], 1, 2).only([9, 2], 2, 3).only([9, 3], 3, 4).only([9, 5], 4, 1),
    );
    expect(quad.eliminations).toHaveLength(4 * 5);
    const triple = hint('hidden-triple', new Marks().row(7, 1, 1, 5).row(7, 2, 5, 9).row(7, 3, 1, 9));
    expect(sorted(triple.eliminations)).toEqual(
      sorted([4, 5, 6, 7, 8, 9].flatMap((d) => refs(d, [7, 1], [7, 5], [7, 9]))),
    );
    const hq = hint(
      'hidden-quad',
      new Marks().column(2, 1, 1, 2).column(2, 2, 2, 3).column(2, 3, 3, 4).column(2, 4, 4, 1),
    );
    expect(hq.eliminations.filter((e) => e.value >= 5)).toHaveLength(4 * 5);
  });
});

describe('fish', () => {
  it('X-Wing on 5 in rows 2 and 7, columns 3 and 8', () => {
    const step = hint('x-wing', new Marks().row(2, 5, 3, 8).row(7, 5, 3, 8));
    expect(sorted(step.eliminations)).toEqual(
      sorted(refs(5, ...columnCells(3, 2, 7), ...columnCells(8, 2, 7))),
    );
    expect(step.explanation).toMatch(
      /^X-Wing on 5: in rows 2 and 7, 5 lies only in columns 3 and 8, so remove 5/,
    );
  });

  it('Swordfish on 2 in rows 1, 5, 9 over columns 1, 4, 7', () => {
    const step = hint('swordfish', new Marks().row(1, 2, 1, 4).row(5, 2, 4, 7).row(9, 2, 1, 7));
    expect(sorted(step.eliminations)).toEqual(
      sorted(refs(2, ...columnCells(1, 1, 5, 9), ...columnCells(4, 1, 5, 9), ...columnCells(7, 1, 5, 9))),
    );
  });

  it('Jellyfish on 4 in columns 1, 2, 3, 5 over rows 1, 3, 5, 7', () => {
    const step = hint(
      'jellyfish',
      new Marks().column(1, 4, 1, 3).column(2, 4, 3, 5).column(3, 4, 5, 7).column(5, 4, 7, 1),
    );
    expect(step.eliminations).toHaveLength(4 * 5);
    expect(
      step.eliminations.every((e) => [0, 2, 4, 6].includes(e.row) && ![0, 1, 2, 4].includes(e.column)),
    ).toBe(true);
  });

  it('finned X-Wing on 6: rows 1 and 4 in columns 2 and 7, fin r4c8', () => {
    // Either the fin r4c8 is 6 (then box 6 has its 6) or the X-Wing holds: r5c7 and r6c7 lose 6.
    const step = hint('finned-x-wing', new Marks().row(1, 6, 2, 7).row(4, 6, 2, 7, 8));
    expect(sorted(step.eliminations)).toEqual(refs(6, [5, 7], [6, 7]));
    expect(step.explanation).toBe(
      'Finned X-Wing on 6: in rows 1 and 4, 6 lies only in columns 2 and 7 apart from the fin r4c8 in box 6; fin or fish, remove 6 from r5c7 and r6c7.',
    );
    expect(step.clue.big).toBe('Look for a finned X-Wing on 6 in rows 1 and 4, with fins in box 6.');
    // The 6s of the base rows, fin included; the base rows, the cover columns and the fin's box.
    expect(step.highlights.cells).toEqual([1, 6, 28, 33, 34]);
    expect(sorted(step.highlights.candidates)).toEqual(refs(6, [1, 2], [1, 7], [4, 2], [4, 7], [4, 8]));
    expect(step.highlights.units).toEqual(['r1', 'r4', 'c2', 'c7', 'b6']);
    expect(step.score).toBe(4.2);
  });

  it('finned Swordfish on 8', () => {
    // Rows 1, 2, 7 over columns 1, 5, 9, with a fin r7c8 in box 9: r8c9 and r9c9 lose 8.
    const step = hint('finned-swordfish', new Marks().row(1, 8, 1, 5).row(2, 8, 5, 9).row(7, 8, 1, 9, 8));
    expect(sorted(step.eliminations)).toEqual(refs(8, [8, 9], [9, 9]));
    expect(step.explanation).toBe(
      'Finned Swordfish on 8: in rows 1, 2 and 7, 8 lies only in columns 1, 5 and 9 apart from the fin r7c8 in box 9; fin or fish, remove 8 from r8c9 and r9c9.',
    );
    expect(step.highlights.units).toEqual(['r1', 'r2', 'r7', 'c1', 'c5', 'c9', 'b9']);
    expect(step.score).toBe(4.8);
  });
});

describe('wings', () => {
  it('XY-Wing: pivot r5c5 {1,2}, pincers r5c1 {1,3} and r2c5 {2,3}: r2c1 loses 3', () => {
    const step = hint('xy-wing', new Marks().only([5, 5], 1, 2).only([5, 1], 1, 3).only([2, 5], 2, 3));
    expect(step.eliminations).toEqual(refs(3, [2, 1]));
    expect(step.highlights.cells).toEqual([40, 13, 36]); // pivot, then the pincers in peer order
  });

  it('XYZ-Wing: pivot r5c5 {1,2,3}, pincers r5c1 {1,3} and r4c6 {2,3}: r5c4 and r5c6 lose 3', () => {
    const step = hint('xyz-wing', new Marks().only([5, 5], 1, 2, 3).only([5, 1], 1, 3).only([4, 6], 2, 3));
    expect(sorted(step.eliminations)).toEqual(refs(3, [5, 4], [5, 6]));
  });

  it('W-Wing: r1c1 and r9c9 {4,8}, 4 in column 5 only at r1c5 and r9c5: r1c9 and r9c1 lose 8', () => {
    const step = hint('w-wing', new Marks().only([1, 1], 4, 8).only([9, 9], 4, 8).column(5, 4, 1, 9));
    expect(sorted(step.eliminations)).toEqual(refs(8, [1, 9], [9, 1]));
    expect(step.explanation).toBe(
      'W-Wing: r1c1 and r9c9 both hold 4/8, and 4 in column 5 is either r1c5 or r9c5; so one of the two cells is 8: remove 8 from r1c9 and r9c1.',
    );
    expect(step.clue).toEqual({
      small: 'Look for a W-Wing on 4/8.',
      big: 'r1c1 and r9c9 hold 4/8; look at 4 in column 5.',
    });
    // Both digits of the two cells, and the link's 4s.
    expect(step.highlights.cells).toEqual([0, 80, 4, 76]);
    expect(sorted(step.highlights.candidates)).toEqual([
      ...refs(4, [1, 1], [1, 5], [9, 5], [9, 9]),
      ...refs(8, [1, 1], [9, 9]),
    ]);
    expect(step.highlights.units).toEqual(['c5']);
  });
});

describe('single-digit patterns', () => {
  it('Skyscraper on 9: rows 1 and 4 based in column 2, tops r1c8 and r4c7', () => {
    const step = hint('skyscraper', new Marks().row(1, 9, 2, 8).row(4, 9, 2, 7));
    expect(sorted(step.eliminations)).toEqual(refs(9, [2, 7], [3, 7], [5, 8], [6, 8]));
    expect(step.explanation).toBe(
      'Skyscraper on 9: row 1 and row 4 hold 9 only twice, with r1c2 and r4c2 in line; so r1c8 or r4c7 is 9: remove 9 from r2c7, r3c7, r5c8 and r6c8.',
    );
    expect(step.highlights.cells).toEqual([1, 7, 28, 33]); // base, top, base, top
    expect(step.highlights.units).toEqual(['r1', 'r4']);
    expect(step.score).toBe(4.0);
  });

  it('Two-string kite on 5: row 1 (c2, c6) and column 1 (r3, r7) joined in box 1: r7c6 loses 5', () => {
    const step = hint('two-string-kite', new Marks().row(1, 5, 2, 6).column(1, 5, 3, 7));
    expect(step.eliminations).toEqual(refs(5, [7, 6]));
    expect(step.explanation).toBe(
      'Two-string kite on 5: row 1 and column 1 hold 5 only twice, joined in box 1 (r1c2 and r3c1); so r1c6 or r7c1 is 5: remove 5 from r7c6.',
    );
    expect(step.highlights.cells).toEqual([5, 1, 18, 54]);
    expect(step.highlights.units).toEqual(['r1', 'c1', 'b1']);
  });

  it('Empty rectangle on 4 in box 5 with the pair r1c8/r5c8: r1c5 loses 4', () => {
    const step = hint(
      'empty-rectangle',
      new Marks().box(5, 4, [5, 4], [5, 5], [5, 6], [4, 5], [6, 5]).column(8, 4, 1, 5),
    );
    expect(step.eliminations).toEqual(refs(4, [1, 5]));
    // If r1c5 were 4: r1c8 is not, so r5c8 is (column 8), and box 5's 4s on row 5 and column 5 are gone.
    expect(step.explanation).toBe(
      'Empty rectangle on 4: in box 5, 4 lies on one row and one column (r4c5, r5c4, r5c5, r5c6 and r6c5), and column 8 holds it only in r5c8 and r1c8; if r1c5 were 4, r1c8 would not be, r5c8 would, and box 5 would have no place left: remove 4 from r1c5.',
    );
    expect(step.highlights.units).toEqual(['b5', 'c8']);
  });

  it('Simple colouring on 7: a colour trap', () => {
    // Pairs r1c1=r1c5 (row 1), r1c5=r6c5 (column 5), r6c5=r6c2 (row 6): r1c1 and r6c5 share one
    // colour, r1c5 and r6c2 the other. Cells seeing r1c1 and r6c2: r2c2, r3c2, r4c1, r5c1.
    const step = hint('simple-colouring', new Marks().row(1, 7, 1, 5).column(5, 7, 1, 6).row(6, 7, 5, 2));
    expect(sorted(step.eliminations)).toEqual(refs(7, [2, 2], [3, 2], [4, 1], [5, 1]));
    expect(step.explanation).toBe(
      'Simple colouring on 7: the conjugate pairs of 7 through r1c1, r1c5, r6c2 and r6c5 take two colours, one of which holds 7; a cell seeing both colours cannot hold it (r2c2 sees r1c1 and r6c2): remove 7 from r2c2, r3c2, r4c1 and r5c1.',
    );
    expect(step.clue.big).toBe(
      'Colour the conjugate pairs of 7 starting at r1c1: some cells see both colours.',
    );
    expect(step.highlights.cells).toEqual([0, 4, 46, 49]);
  });

  it('Simple colouring on 7: a colour wrap', () => {
    // r1c1=r1c5 (row 1), r1c5=r4c5 (column 5), r4c5=r4c2 (row 4), r4c2=r2c2 (column 2):
    // r1c1, r4c5 and r2c2 share a colour, and r1c1 sees r2c2: that colour is false.
    const step = hint(
      'simple-colouring',
      new Marks().row(1, 7, 1, 5).column(5, 7, 1, 4).row(4, 7, 5, 2).column(2, 7, 4, 2),
    );
    expect(sorted(step.eliminations)).toEqual(refs(7, [1, 1], [2, 2], [4, 5]));
    expect(step.explanation).toBe(
      'Simple colouring on 7: colouring the conjugate pairs of 7 puts r1c1 and r2c2, which see each other, in the same colour, so that colour is false: remove 7 from r1c1, r2c2 and r4c5.',
    );
    expect(step.clue.big).toBe(
      'Colour the conjugate pairs of 7 starting at r1c1: one colour contradicts itself.',
    );
    expect(step.highlights.cells).toEqual([0, 4, 10, 28, 31]);
    expect(step.score).toBe(6.5);
  });
});

describe("uniqueness (on the engine's finder: the empty board is not unique)", () => {
  const codes = (f: { removals: readonly number[] } | null) => [...(f?.removals ?? [])].sort((a, b) => a - b);
  const code = (r: number, c: number, d: number) => ((r - 1) * 9 + c - 1) * 9 + d - 1;

  it('type 1: r2c4 loses 1 and 2', () => {
    const marks = new Marks()
      .only([1, 1], 1, 2)
      .only([1, 4], 1, 2)
      .only([2, 1], 1, 2)
      .only([2, 4], 1, 2, 5, 6);
    const found = firstFound(uniqueLoops, marks.grid());
    expect(found?.technique).toBe('unique-rectangle');
    expect(codes(found)).toEqual([code(2, 4, 1), code(2, 4, 2)]);
  });

  it('type 2: the roof shares 7, which leaves the rest of row 2', () => {
    const marks = new Marks()
      .only([1, 1], 1, 2)
      .only([1, 4], 1, 2)
      .only([2, 1], 1, 2, 7)
      .only([2, 4], 1, 2, 7);
    const found = firstFound(uniqueLoops, marks.grid());
    expect(found?.technique).toBe('unique-rectangle');
    expect(codes(found)).toEqual([2, 3, 5, 6, 7, 8, 9].map((c) => code(2, c, 7)));
  });

  it('type 3: the roof extras 3/4 with r2c7 {3,4} form a naked pair', () => {
    const marks = new Marks()
      .only([1, 1], 1, 2)
      .only([1, 4], 1, 2)
      .only([2, 1], 1, 2, 3)
      .only([2, 4], 1, 2, 4)
      .only([2, 7], 3, 4);
    const found = firstFound(uniqueLoops, marks.grid());
    // Sudoku Explainer names a type 3 with a naked set a unique loop, 0.1 above the rectangle
    // for the one extra cell of the set.
    expect(found?.technique).toBe('unique-loop');
    expect(found?.tenths).toBe(46);
    expect(codes(found)).toEqual(
      [2, 3, 5, 6, 8, 9].flatMap((c) => [code(2, c, 3), code(2, c, 4)]).sort((a, b) => a - b),
    );
  });

  it('type 4: 1 in row 2 only in the roof, so the roof loses 2', () => {
    const marks = new Marks()
      .only([1, 1], 1, 2)
      .only([1, 4], 1, 2)
      .only([2, 1], 1, 2, 5)
      .only([2, 4], 1, 2, 6)
      .row(2, 1, 1, 4);
    const found = firstFound(uniqueLoops, marks.grid());
    expect(found?.technique).toBe('unique-rectangle');
    expect(codes(found)).toEqual([code(2, 1, 2), code(2, 4, 2)]);
  });

  it('BUG needs every other cell bivalue', () => {
    expect(firstFound(bivalueUniversalGrave, new Marks().grid())).toBeNull();
  });
});

describe('chains', () => {
  // Conjugate pairs of 3 in rows 1 (c1, c6), 4 (c6, c9) and 8 (c9, c2):
  // r1c1 = r1c6 - r4c6 = r4c9 - r8c9 = r8c2, so r1c1 or r8c2 is 3; r2c2, r3c2 (box 1, column 2)
  // and r7c1, r9c1 (box 7, column 1) see both. Sudoku Explainer's forcing X-chain takes one of
  // them at a time: the candidate implies its own negation through the chain.
  const xMarks = (): Marks => new Marks().row(1, 3, 1, 6).row(4, 3, 6, 9).row(8, 3, 9, 2);
  const seeBothEnds = refs(3, [2, 2], [3, 2], [7, 1], [9, 1]);

  it('forcing X-chain on 3', () => {
    const step = hint('forcing-x-chain', xMarks());
    expect(step.eliminations).toHaveLength(1);
    expect(seeBothEnds).toContainEqual(step.eliminations[0]);
    expect(step.score).toBeGreaterThanOrEqual(6.6);
  });

  // Bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c9 {4,1}: r1c1 or r5c9 is 1, so r1c9 and
  // r5c1 (each seeing both ends) lose 1.
  const xyMarks = (): Marks =>
    new Marks().only([1, 1], 1, 2).only([1, 5], 2, 3).only([5, 5], 3, 4).only([5, 9], 4, 1);

  it('forcing XY-chain', () => {
    const step = hint('forcing-xy-chain', xyMarks());
    expect(step.eliminations).toHaveLength(1);
    expect(refs(1, [1, 9], [5, 1])).toContainEqual(step.eliminations[0]);
    expect(step.score).toBeGreaterThanOrEqual(7.0);
  });
});

describe('forcing chains', () => {
  // r1c1 {1,2}, r2c2 {1,7}, r3c3 {2,7}: with r1c2 = 1, r1c1 = 2 and r2c2 = 7 leave r3c3 empty.
  const marks = (): Marks => new Marks().only([1, 1], 1, 2).only([2, 2], 1, 7).only([3, 3], 2, 7);

  it('multiple and dynamic forcing chains: 1 in r1c2 would leave box 1 three cells for two digits', () => {
    for (const id of ['multiple-forcing-chain', 'dynamic-forcing-chain'] as const) {
      const step = hint(id, marks());
      expect(step.eliminations).toEqual(refs(1, [1, 2]));
    }
  });
});

describe('positions met while solving top1465 (test/fixtures), checked against the solution', () => {
  const solver = new SudokuSolver();
  const truth = (board: SudokuBoard): SudokuBoard => {
    const result = solver.solve(board);
    if (result.status !== 'solved') throw new Error('fixture without solution');
    return result.solution;
  };

  it('BUG type 1 (top1465 #305): r5c1 {4,6,9} is the only trivalue cell and 4 appears three times in row 5', () => {
    const board = SudokuBoard.parse(
      '1...78..3.6.3.17...73..5..12157..89...758213..38.1.5273218.647...91273687864...1.',
    );
    const candidates = SudokuCandidates.parse(`1   59 24 | 26 7  8  | 69 45 3
58  6  24 | 3  49 1  | 7  58 29
89  7  3  | 29 46 5  | 26 48 1
----------+----------+---------
2   1  5  | 7  36 34 | 8  9  46
469 49 7  | 5  8  2  | 1  3  46
46  3  8  | 69 1  49 | 5  2  7
----------+----------+---------
3   2  1  | 8  59 6  | 4  7  59
45  45 9  | 1  2  7  | 3  6  8
7   8  6  | 4  35 39 | 29 1  25`);
    const step = new SudokuLogicSolver({ techniques: ['bivalue-universal-grave'] }).nextStep(board, {
      candidates,
    });
    expect(step?.technique).toBe('bivalue-universal-grave');
    // Sudoku Explainer's BUG type 1 leaves the trivalue cell its one digit: 6 and 9 go.
    expect(sorted(step!.eliminations)).toEqual([...refs(6, [5, 1]), ...refs(9, [5, 1])]);
    expect(truth(board).get(4, 0)).toBe(4);
  });

  it('dynamic forcing chain (top1465 #2): the step is sound', () => {
    const board = SudokuBoard.parse(
      '7.8...3.....2.1...5.........4.....263...8.......1...93.9.6....4....7.5...........',
    );
    const candidates = SudokuCandidates.parse(`7     126   8       | 459   4569 4569   | 3     1456  125
49    36    3469    | 2     3456 1      | 4679  4578  578
5     1236  123469  | 78    346  78     | 2469  146   129
--------------------+-------------------+------------------
189   4     1579    | 3579  59   3579   | 178   2     6
3     1267  1269    | 479   8    24679  | 147   1457  157
268   578   2567    | 1     2456 2467   | 478   9     3
--------------------+-------------------+------------------
128   9     1357    | 6     125  2358   | 127   1378  4
12468 12368 12346   | 3489  7    23489  | 5     1368  1289
12468 3578  1234567 | 34589 1249 234589 | 12679 13678 12789`);
    const step = new SudokuLogicSolver({ techniques: ['dynamic-forcing-chain'] }).nextStep(board, {
      candidates,
    });
    expect(step?.technique).toBe('dynamic-forcing-chain');
    const solution = truth(board);
    expect(step!.eliminations.length + step!.placements.length).toBeGreaterThan(0);
    for (const e of step!.eliminations) expect(solution.get(e.row, e.column)).not.toBe(e.value);
    for (const p of step!.placements) expect(solution.get(p.row, p.column)).toBe(p.value);
  });
});

describe('restricting the solver to some ids of a multi-id finder', () => {
  const rectangle = (): Marks =>
    new Marks().only([1, 1], 1, 2).only([1, 4], 1, 2).only([2, 1], 1, 2, 7).only([2, 4], 1, 2, 7);
  const loops = TECHNIQUES.find((technique) => technique.id === 'unique-rectangle')!;

  it('asks the unique loop finder for the wanted ids only', () => {
    // The rectangle is a unique rectangle (type 2: the roof shares 7), not a longer loop.
    expect(loops.restrict!(new Set(['unique-loop']))(rectangle().grid())).toBeNull();
    expect(loops.restrict!(new Set(['unique-rectangle']))(rectangle().grid())?.technique).toBe(
      'unique-rectangle',
    );
  });

  it('finds a wanted unique loop even when an unwanted rectangle rates lower', () => {
    // A type 1 rectangle on 1/2 (4.5) in rows 1-2, and in rows 7-8 a type 3 on 5/6 whose roof
    // extras 7/8 make a naked pair with r8c7 {7,8} (a unique loop for SE, 4.6).
    const marks = rectangle()
      .only([2, 1], 1, 2)
      .only([2, 4], 1, 2, 9)
      .only([7, 1], 5, 6)
      .only([7, 4], 5, 6)
      .only([8, 1], 5, 6, 7)
      .only([8, 4], 5, 6, 8)
      .only([8, 7], 7, 8);
    expect(loops.find(marks.grid())?.technique).toBe('unique-rectangle');
    const step = loops.restrict!(new Set(['unique-loop']))(marks.grid());
    expect(step?.technique).toBe('unique-loop');
    const code = (r: number, c: number, d: number): number => ((r - 1) * 9 + c - 1) * 9 + d - 1;
    expect(step?.removals).toContain(code(8, 9, 7));
    expect(step?.removals.every((e) => ((e / 81) | 0) === 7)).toBe(true);
  });

  it('asks the cycle and forcing X/XY-chain finder for the wanted kinds only', () => {
    // Conjugate pairs of 3 in rows 1, 4 and 8 make a forcing X-chain but no closed loop.
    const marks = new Marks().row(1, 3, 1, 6).row(4, 3, 6, 9).row(8, 3, 9, 2);
    const board = SudokuBoard.empty();
    const cycles = new SudokuLogicSolver({ techniques: ['x-cycle', 'y-cycle', 'xy-cycle'] });
    expect(cycles.nextStep(board, { candidates: marks.candidates() })).toBeNull();
    const chains = new SudokuLogicSolver({ techniques: ['x-cycle', 'forcing-x-chain'] });
    expect(chains.nextStep(board, { candidates: marks.candidates() })?.technique).toBe('forcing-x-chain');
  });
});

describe('unique rectangle regressions', () => {
  it('needs a floor: one exact corner is no rectangle, even with 1 locked in a line of the others', () => {
    const marks = new Marks()
      .only([1, 1], 1, 2, 5)
      .only([1, 4], 1, 2, 6)
      .only([2, 1], 1, 2, 7)
      .only([2, 4], 1, 2);
    expect(firstFound(uniqueLoops, marks.row(1, 1, 1, 4).grid())).toBeNull();
  });

  it('reports nothing for four exact corners (a deadly pattern is not a step)', () => {
    const marks = new Marks().only([1, 1], 1, 2).only([1, 4], 1, 2).only([2, 1], 1, 2).only([2, 4], 1, 2);
    expect(firstFound(uniqueLoops, marks.grid())).toBeNull();
  });
});
