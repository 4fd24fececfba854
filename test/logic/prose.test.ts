/**
 * The prose layer: every technique the rating can report gets a sentence naming its pattern and
 * exactly its conclusion, and the highlights of the finding. Findings are built by hand here (the
 * pattern is stated in each case), so every family's template is exercised without a puzzle that
 * reaches it.
 */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/logic/engine/finding.js';
import { LogicGrid } from '../../src/logic/grid.js';
import { explainFinding } from '../../src/logic/prose.js';
import { SUDOKU_TECHNIQUES } from '../../src/logic/registry.js';
import type { SudokuTechniqueId } from '../../src/logic/technique.js';

const grid = LogicGrid.fromValues(new Uint8Array(81));
const code = (row: number, column: number, digit: number): number =>
  ((row - 1) * 9 + column - 1) * 9 + digit - 1;
const cell = (row: number, column: number): number => (row - 1) * 9 + column - 1;

function f(technique: SudokuTechniqueId, parts: Partial<Finding> & Pick<Finding, 'pattern'>): Finding {
  return {
    technique,
    tenths: SUDOKU_TECHNIQUES[technique].score * 10,
    cell: -1,
    digit: 0,
    removals: [],
    complexity: 0,
    sortKey: 0,
    ...parts,
  };
}

const REMOVE_5 = { removals: [code(4, 5, 5)] };
// Each case: the finding, its sentence, and its highlighted cells.
const CASES: readonly [Finding, RegExp, readonly number[]][] = [
  [
    f('full-house', { cell: cell(1, 9), digit: 4, pattern: { kind: 'single', unit: 0 } }),
    /^Full house: r1c9 is the last empty cell of row 1, so it is 4\.$/,
    [cell(1, 9)],
  ],
  [
    f('hidden-single-line', { cell: cell(2, 3), digit: 7, pattern: { kind: 'single', unit: 11 } }),
    /^Hidden single: in column 3, 7 fits only in r2c3\.$/,
    [cell(2, 3)],
  ],
  [
    f('naked-single', { cell: cell(5, 5), digit: 2, pattern: { kind: 'single', unit: -1 } }),
    /^Naked single: 2 is the only candidate left in r5c5\.$/,
    [cell(5, 5)],
  ],
  [
    f('direct-claiming', {
      cell: cell(3, 1),
      digit: 6,
      pattern: {
        kind: 'intersection',
        digit: 6,
        base: 0,
        cover: 19,
        cells: [cell(1, 4), cell(1, 5)],
        then: 2,
      },
    }),
    /in row 1 the 6s lie only in box 2 \(r1c4 and r1c5\).*then 6 has one place left in row 3: r3c1 is 6\.$/,
    [cell(1, 4), cell(1, 5)],
  ],
  [
    f('hidden-pair', {
      removals: [code(7, 8, 6), code(7, 9, 6), code(7, 9, 9)],
      pattern: { kind: 'subset', naked: false, unit: 6, cells: [cell(7, 8), cell(7, 9)], digits: 0b10100 },
    }),
    /^Hidden pair 3\/5 in r7c8 and r7c9: in row 7 these digits fit only there, so remove 6 from r7c8 and r7c9, and 9 from r7c9\.$/,
    [cell(7, 8), cell(7, 9)],
  ],
  [
    f('naked-triple', {
      ...REMOVE_5,
      pattern: {
        kind: 'subset',
        naked: true,
        unit: 3,
        cells: [cell(4, 1), cell(4, 2), cell(4, 3)],
        digits: 0b10110,
      },
    }),
    /^Naked triple 2\/3\/5 in r4c1, r4c2 and r4c3: remove 5 from r4c5\.$/,
    [cell(4, 1), cell(4, 2), cell(4, 3)],
  ],
  [
    f('direct-hidden-triple', {
      cell: cell(1, 1),
      digit: 9,
      pattern: {
        kind: 'subset',
        naked: false,
        unit: 0,
        cells: [cell(1, 2), cell(1, 3), cell(1, 4)],
        digits: 0b111,
      },
    }),
    /in row 1, 1\/2\/3 can only go in r1c2, r1c3 and r1c4.*then 9 has one place left in row 1: r1c1 is 9\.$/,
    [cell(1, 2), cell(1, 3), cell(1, 4)],
  ],
  [
    f('swordfish', {
      ...REMOVE_5,
      pattern: { kind: 'fish', digit: 5, base: [0, 2, 6], cover: [13, 14, 16], fins: [] },
    }),
    /^Swordfish on 5: in rows 1, 3 and 7, 5 lies only in columns 5, 6 and 8, so remove 5 from r4c5\.$/,
    // Every 5 of the base rows (all of them, on the empty grid).
    [0, 2, 6].flatMap((row) => Array.from({ length: 9 }, (_, column) => row * 9 + column)),
  ],
  [
    f('xyz-wing', {
      ...REMOVE_5,
      pattern: { kind: 'wing', digit: 5, pivot: cell(4, 4), pincers: [cell(4, 6), cell(5, 5)] },
    }),
    /^XYZ-Wing: pivot r4c4 \(1\/2\/3\/4\/5\/6\/7\/8\/9\) with pincers r4c6 \(\S+\) and r5c5 \(\S+\); one of them is 5, so remove 5 from r4c5\.$/,
    [cell(4, 4), cell(4, 6), cell(5, 5)],
  ],
];

// Families with clues of their own (the rest say "Look at …", then "Look for a … in …").
const OWN_CLUES: ReadonlySet<string> = new Set([
  'full-house',
  'hidden-single-box',
  'hidden-single-line',
  'naked-single',
  'pointing',
  'claiming',
  'direct-pointing',
  'direct-claiming',
]);

describe('explainFinding', () => {
  it('gives singles graded clues: the unit (or row) to scan, then the question that finds the digit', () => {
    const clues = (finding: Finding): [string, string] => {
      const step = explainFinding(finding, grid);
      return [step.clue.small, step.clue.big];
    };
    expect(
      clues(f('full-house', { cell: cell(1, 9), digit: 4, pattern: { kind: 'single', unit: 0 } })),
    ).toEqual(['Look at row 1.', 'Row 1 has one empty cell left.']);
    expect(
      clues(f('hidden-single-box', { cell: cell(2, 3), digit: 7, pattern: { kind: 'single', unit: 18 } })),
    ).toEqual(['Look for a hidden single in box 1.', 'Where can 7 go in box 1?']);
    expect(
      clues(f('naked-single', { cell: cell(5, 5), digit: 2, pattern: { kind: 'single', unit: -1 } })),
    ).toEqual(['Look for a cell with a single candidate in row 5.', 'Which digits can still go in r5c5?']);
  });

  it('gives sets graded clues: the set and its unit, then its digits', () => {
    const pair = f('hidden-pair', {
      removals: [code(7, 8, 6)],
      pattern: { kind: 'subset', naked: false, unit: 6, cells: [cell(7, 8), cell(7, 9)], digits: 0b10100 },
    });
    const step = explainFinding(pair, grid);
    expect([step.clue.small, step.clue.big]).toEqual([
      'Look for a hidden pair in row 7.',
      'Look for a hidden pair in row 7 on 3/5.',
    ]);
  });

  it('shows a fish on the candidates of its base lines, with the lines in the clue', () => {
    // Rows 1 and 7 hold 5 only in columns 2 and 8 (every other 5 of both rows is gone).
    const values = new Uint8Array(81);
    const fishGrid = LogicGrid.fromValues(values);
    for (const row of [1, 7])
      for (let column = 1; column <= 9; column++)
        if (column !== 2 && column !== 8) fishGrid.eliminate(cell(row, column), 5);
    const xWing = f('x-wing', {
      removals: [code(4, 2, 5)],
      pattern: { kind: 'fish', digit: 5, base: [0, 6], cover: [10, 16], fins: [] },
    });
    const step = explainFinding(xWing, fishGrid);
    expect(step.highlights.cells).toEqual([cell(1, 2), cell(1, 8), cell(7, 2), cell(7, 8)]);
    expect(step.explanation).toBe(
      'X-Wing on 5: in rows 1 and 7, 5 lies only in columns 2 and 8, so remove 5 from r4c2.',
    );
    expect([step.clue.small, step.clue.big]).toEqual([
      'Look for an X-Wing on 5.',
      'Look for an X-Wing on 5 in rows 1 and 7.',
    ]);
  });

  it('gives wings graded clues around the pivot, and shows every candidate of the three cells', () => {
    const wing = f('xy-wing', {
      removals: [code(1, 5, 5)],
      pattern: { kind: 'wing', digit: 5, pivot: cell(1, 1), pincers: [cell(1, 3), cell(2, 2)] },
    });
    const step = explainFinding(wing, grid);
    expect([step.clue.small, step.clue.big]).toEqual([
      'Look for an XY-Wing around r1c1.',
      'Look for an XY-Wing with pivot r1c1 eliminating 5.',
    ]);
    expect(step.highlights.candidates).toHaveLength(27); // 9 candidates in each cell of an empty grid
  });

  it('gives intersections graded clues: where the digit can go, then the unit it is confined to', () => {
    const pointing = f('pointing', {
      removals: [code(2, 7, 6)],
      pattern: {
        kind: 'intersection',
        digit: 6,
        base: 19,
        cover: 1,
        cells: [cell(2, 4), cell(2, 5)],
        then: -1,
      },
    });
    const step = explainFinding(pointing, grid);
    expect([step.clue.small, step.clue.big]).toEqual([
      'Look at where 6 can go in box 2.',
      'In box 2, 6 is confined to row 2.',
    ]);
    expect(step.explanation).toBe(
      'Pointing: in box 2 the 6s lie only in row 2 (r2c4 and r2c5), so row 2 holds no other 6: remove 6 from r2c7.',
    );
  });

  for (const [finding, sentence, cells] of CASES) {
    it(`explains ${finding.technique}`, () => {
      const step = explainFinding(finding, grid);
      const name = SUDOKU_TECHNIQUES[finding.technique].name;
      // The name opens the sentence (sets name their digits and cells before the colon).
      expect(step.explanation).toMatch(new RegExp(`^${name}[: ]`));
      expect(step.explanation).toMatch(sentence);
      expect(step.explanation).not.toMatch(/undefined|NaN/);
      expect(step.score).toBe(finding.tenths / 10);
      expect(step.highlights.cells).toEqual(cells);
      if (!OWN_CLUES.has(finding.technique)) expect(step.clue.big).toMatch(/^Look for an? /);
      // A placement is not also listed among the eliminations.
      if (finding.cell >= 0) {
        expect(step.placements).toHaveLength(1);
        for (const e of step.eliminations) expect(e.row * 9 + e.column).not.toBe(finding.cell);
      } else expect(step.eliminations).toHaveLength(finding.removals.length);
    });
  }
});

describe('explainFinding: the hint-only families', () => {
  // The findings of the examples in docs/logic.md (met solving top1465), built by hand: the
  // sentence names the pattern's cells, units and digit, then the conclusion.
  // The finned X-Wing's grid: the 6s of columns 2 and 5 only in its cells (a fish's cells are read
  // from the grid).
  const finned = LogicGrid.fromValues(new Uint8Array(81));
  const finnedCells = [cell(6, 2), cell(7, 2), cell(8, 2), cell(9, 2), cell(6, 5), cell(8, 5)];
  for (const column of [2, 5])
    for (let row = 1; row <= 9; row++)
      if (!finnedCells.includes(cell(row, column))) finned.eliminate(cell(row, column), 6);
  // Each case: the finding, its sentence, its highlighted cells, and its grid when not the empty one.
  const cases: readonly [Finding, string, readonly number[], LogicGrid?][] = [
    [
      f('finned-x-wing', {
        removals: [code(8, 3, 6)],
        // Base columns 2 and 5; cover rows 6 and 8; fins r7c2 and r9c2 in box 7.
        pattern: { kind: 'fish', digit: 6, base: [10, 13], cover: [5, 7], fins: [cell(7, 2), cell(9, 2)] },
      }),
      'Finned X-Wing on 6: in columns 2 and 5, 6 lies only in rows 6 and 8 apart from the fins r7c2 and r9c2 in box 7; fin or fish, remove 6 from r8c3.',
      finnedCells,
      finned,
    ],
    [
      f('skyscraper', {
        removals: [code(5, 9, 4), code(6, 6, 4)],
        pattern: {
          kind: 'skyscraper',
          digit: 4,
          lines: [12, 15],
          bases: [cell(3, 4), cell(3, 7)],
          tops: [cell(5, 4), cell(6, 7)],
        },
      }),
      'Skyscraper on 4: column 4 and column 7 hold 4 only twice, with r3c4 and r3c7 in line; so r5c4 or r6c7 is 4: remove 4 from r5c9 and r6c6.',
      [cell(3, 4), cell(5, 4), cell(3, 7), cell(6, 7)],
    ],
    [
      f('two-string-kite', {
        removals: [code(7, 6, 6)],
        pattern: {
          kind: 'kite',
          digit: 6,
          row: 4,
          column: 9,
          box: 21,
          inBox: [cell(5, 3), cell(6, 1)],
          ends: [cell(5, 6), cell(7, 1)],
        },
      }),
      'Two-string kite on 6: row 5 and column 1 hold 6 only twice, joined in box 4 (r5c3 and r6c1); so r5c6 or r7c1 is 6: remove 6 from r7c6.',
      [cell(5, 6), cell(5, 3), cell(6, 1), cell(7, 1)],
    ],
    [
      f('empty-rectangle', {
        removals: [code(9, 5, 4)],
        pattern: {
          kind: 'empty-rectangle',
          digit: 4,
          box: 19,
          boxCells: [cell(1, 4), cell(1, 5), cell(1, 6), cell(2, 5), cell(3, 5)],
          line: 11,
          near: cell(1, 3),
          far: cell(9, 3),
        },
      }),
      'Empty rectangle on 4: in box 2, 4 lies on one row and one column (r1c4, r1c5, r1c6, r2c5 and r3c5), and column 3 holds it only in r1c3 and r9c3; if r9c5 were 4, r9c3 would not be, r1c3 would, and box 2 would have no place left: remove 4 from r9c5.',
      [cell(1, 4), cell(1, 5), cell(1, 6), cell(2, 5), cell(3, 5), cell(1, 3), cell(9, 3)],
    ],
    [
      f('w-wing', {
        removals: [code(8, 9, 1)],
        pattern: {
          kind: 'w-wing',
          digits: 0b11,
          cells: [cell(3, 9), cell(8, 3)],
          digit: 2,
          unit: 1,
          ends: [cell(2, 7), cell(2, 3)],
        },
      }),
      'W-Wing: r3c9 and r8c3 both hold 1/2, and 2 in row 2 is either r2c7 or r2c3; so one of the two cells is 1: remove 1 from r8c9.',
      [cell(3, 9), cell(8, 3), cell(2, 7), cell(2, 3)],
    ],
    [
      f('simple-colouring', {
        removals: [code(8, 7, 7)],
        // One colour r4c5, r5c9, r9c7; the other r5c6, r6c7, r9c5 (each pair of a unit alternates).
        pattern: {
          kind: 'colouring',
          digit: 7,
          colours: [
            [cell(4, 5), cell(5, 9), cell(9, 7)],
            [cell(5, 6), cell(6, 7), cell(9, 5)],
          ],
        },
      }),
      'Simple colouring on 7: the conjugate pairs of 7 through r4c5, r5c6, r5c9, r6c7, r9c5 and r9c7 take two colours, one of which holds 7; a cell seeing both colours cannot hold it (r8c7 sees r9c7 and r6c7): remove 7 from r8c7.',
      [cell(4, 5), cell(5, 9), cell(9, 7), cell(5, 6), cell(6, 7), cell(9, 5)],
    ],
  ];

  for (const [finding, sentence, cells, on] of cases) {
    it(`explains ${finding.technique}`, () => {
      const step = explainFinding(finding, on ?? grid);
      expect(step.explanation).toBe(sentence);
      expect(step.score).toBe(SUDOKU_TECHNIQUES[finding.technique].score);
      expect(step.eliminations).toHaveLength(finding.removals.length);
      expect([...step.highlights.cells].sort((a, b) => a - b)).toEqual([...cells].sort((a, b) => a - b));
      expect(step.clue.small).toMatch(/^(Look for|Colour)/);
    });
  }
});
