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

function f(technique: SudokuTechniqueId, parts: Partial<Finding>): Finding {
  return {
    technique,
    tenths: SUDOKU_TECHNIQUES[technique].score * 10,
    cell: -1,
    digit: 0,
    removals: [],
    complexity: 0,
    sortKey: 0,
    cells: [],
    units: [],
    digits: 0,
    ...parts,
  };
}

const REMOVE_5 = { removals: [code(4, 5, 5)] };
const CASES: readonly [Finding, RegExp][] = [
  [
    f('full-house', { cell: cell(1, 9), digit: 4, cells: [cell(1, 9)], units: [0] }),
    /^Full house: r1c9 is the last empty cell of row 1, so it is 4\.$/,
  ],
  [
    f('hidden-single-line', { cell: cell(2, 3), digit: 7, cells: [cell(2, 3)], units: [11] }),
    /^Hidden single: in column 3, 7 fits only in r2c3\.$/,
  ],
  [
    f('naked-single', { cell: cell(5, 5), digit: 2, cells: [cell(5, 5)] }),
    /^Naked single: 2 is the only candidate left in r5c5\.$/,
  ],
  [
    f('direct-claiming', {
      cell: cell(3, 1),
      digit: 6,
      cells: [cell(1, 4), cell(1, 5)],
      units: [0, 19, 2],
      digits: 1 << 5,
    }),
    /in row 1 the 6s lie only in box 2 \(r1c4 and r1c5\).*then 6 has one place left in row 3: r3c1 is 6\.$/,
  ],
  [
    f('hidden-pair', {
      removals: [code(7, 8, 6), code(7, 9, 6), code(7, 9, 9)],
      cells: [cell(7, 8), cell(7, 9)],
      units: [6],
      digits: 0b10100,
    }),
    /^Hidden pair 3\/5 in r7c8 and r7c9: in row 7 these digits fit only there, so remove 6 from r7c8 and r7c9, and 9 from r7c9\.$/,
  ],
  [
    f('naked-triple', {
      ...REMOVE_5,
      cells: [cell(4, 1), cell(4, 2), cell(4, 3)],
      units: [3],
      digits: 0b10110,
    }),
    /^Naked triple 2\/3\/5 in r4c1, r4c2 and r4c3: remove 5 from r4c5\.$/,
  ],
  [
    f('direct-hidden-triple', {
      cell: cell(1, 1),
      digit: 9,
      cells: [cell(1, 2), cell(1, 3), cell(1, 4)],
      units: [0],
      digits: 0b111,
    }),
    /in row 1, 1\/2\/3 can only go in r1c2, r1c3 and r1c4.*then 9 has one place left in row 1: r1c1 is 9\.$/,
  ],
  [
    f('swordfish', { ...REMOVE_5, units: [0, 2, 6, 13, 14, 16], digits: 1 << 4 }),
    /^Swordfish on 5: in rows 1, 3 and 7, 5 lies only in columns 5, 6 and 8, so remove 5 from r4c5\.$/,
  ],
  [
    f('xyz-wing', { ...REMOVE_5, cells: [cell(4, 4), cell(4, 6), cell(5, 5)], digits: 1 << 4 }),
    /^XYZ-Wing: pivot r4c4 \(1\/2\/3\/4\/5\/6\/7\/8\/9\) with pincers r4c6 \(\S+\) and r5c5 \(\S+\); one of them is 5, so remove 5 from r4c5\.$/,
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
    expect(clues(f('full-house', { cell: cell(1, 9), digit: 4, cells: [cell(1, 9)], units: [0] }))).toEqual([
      'Look at row 1.',
      'Row 1 has one empty cell left.',
    ]);
    expect(
      clues(f('hidden-single-box', { cell: cell(2, 3), digit: 7, cells: [cell(2, 3)], units: [18] })),
    ).toEqual(['Look for a hidden single in box 1.', 'Where can 7 go in box 1?']);
    expect(clues(f('naked-single', { cell: cell(5, 5), digit: 2, cells: [cell(5, 5)] }))).toEqual([
      'Look for a cell with a single candidate in row 5.',
      'Which digits can still go in r5c5?',
    ]);
  });

  it('gives sets graded clues: the set and its unit, then its digits', () => {
    const pair = f('hidden-pair', {
      removals: [code(7, 8, 6)],
      cells: [cell(7, 8), cell(7, 9)],
      units: [6],
      digits: 0b10100,
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
    const xWing = f('x-wing', { removals: [code(4, 2, 5)], units: [0, 6, 10, 16], digits: 1 << 4 });
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
      cells: [cell(1, 1), cell(1, 3), cell(2, 2)],
      digits: 1 << 4,
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
      cells: [cell(2, 4), cell(2, 5)],
      units: [19, 1],
      digits: 1 << 5,
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

  for (const [finding, sentence] of CASES) {
    it(`explains ${finding.technique}`, () => {
      const step = explainFinding(finding, grid);
      const name = SUDOKU_TECHNIQUES[finding.technique].name;
      // The name opens the sentence (sets name their digits and cells before the colon).
      expect(step.explanation).toMatch(new RegExp(`^${name}[: ]`));
      expect(step.explanation).toMatch(sentence);
      expect(step.explanation).not.toMatch(/undefined|NaN/);
      expect(step.score).toBe(finding.tenths / 10);
      // A fish's cells are read from the grid (see below); the others are the finding's.
      if (finding.technique !== 'swordfish') expect(step.highlights.cells).toEqual(finding.cells);
      if (!OWN_CLUES.has(finding.technique)) expect(step.clue.big).toMatch(/^Look for an? /);
      // A placement is not also listed among the eliminations.
      if (finding.cell >= 0) {
        expect(step.placements).toHaveLength(1);
        for (const e of step.eliminations) expect(e.row * 9 + e.column).not.toBe(finding.cell);
      } else expect(step.eliminations).toHaveLength(finding.removals.length);
    });
  }
});

describe('explainFinding: a finding without the details of its family', () => {
  // The engine's chains, loops, BUG and exclusions carry what their sentences need (the chain,
  // the assumptions, the loop's type, or a grid the exclusion holds on); one made by hand without
  // it still gets a sentence: its name, its pattern's cells and its conclusion.
  const cases: readonly [Finding, string][] = [
    [
      f('unique-loop', { ...REMOVE_5, cells: [cell(1, 1), cell(1, 4), cell(2, 4), cell(2, 6)] }),
      'Unique loop: the pattern of r1c1, r1c4, r2c4 and r2c6 applies: remove 5 from r4c5.',
    ],
    [
      f('forcing-xy-chain', { cell: cell(1, 1), digit: 3, removals: [code(1, 1, 4)], cells: [cell(1, 1)] }),
      'Forcing XY-chain: the pattern of r1c1 applies: r1c1 is 3.',
    ],
    [
      f('multiple-forcing-chain', { ...REMOVE_5, complexity: 20, units: [3] }),
      'Multiple forcing chain: the pattern of row 4 applies: remove 5 from r4c5.',
    ],
    [
      f('dynamic-forcing-chain', { ...REMOVE_5, complexity: 30 }),
      'Dynamic forcing chain: the pattern of the grid applies: remove 5 from r4c5.',
    ],
  ];
  for (const [finding, sentence] of cases) {
    it(`names the pattern of a ${finding.technique} made by hand`, () => {
      expect(explainFinding(finding, grid).explanation).toBe(sentence);
    });
  }
});

describe('explainFinding: the hint-only families', () => {
  // The findings of the examples in docs/logic.md (met solving top1465), built by hand: the
  // sentence names the pattern's cells, units and digit, then the conclusion.
  const cases: readonly [Finding, string][] = [
    [
      f('finned-x-wing', {
        removals: [code(8, 3, 6)],
        // The 6s of the base columns 2 and 5; cover rows 6 and 8; fins r7c2 and r9c2 in box 7.
        cells: [cell(6, 2), cell(7, 2), cell(8, 2), cell(9, 2), cell(6, 5), cell(8, 5)],
        units: [10, 13, 5, 7, 24],
        digits: 1 << 5,
      }),
      'Finned X-Wing on 6: in columns 2 and 5, 6 lies only in rows 6 and 8 apart from the fins r7c2 and r9c2 in box 7; fin or fish, remove 6 from r8c3.',
    ],
    [
      f('skyscraper', {
        removals: [code(5, 9, 4), code(6, 6, 4)],
        cells: [cell(3, 4), cell(5, 4), cell(3, 7), cell(6, 7)],
        units: [12, 15],
        digits: 1 << 3,
      }),
      'Skyscraper on 4: column 4 and column 7 hold 4 only twice, with r3c4 and r3c7 in line; so r5c4 or r6c7 is 4: remove 4 from r5c9 and r6c6.',
    ],
    [
      f('two-string-kite', {
        removals: [code(7, 6, 6)],
        cells: [cell(5, 6), cell(5, 3), cell(6, 1), cell(7, 1)],
        units: [4, 9, 21],
        digits: 1 << 5,
      }),
      'Two-string kite on 6: row 5 and column 1 hold 6 only twice, joined in box 4 (r5c3 and r6c1); so r5c6 or r7c1 is 6: remove 6 from r7c6.',
    ],
    [
      f('empty-rectangle', {
        removals: [code(9, 5, 4)],
        cells: [cell(1, 4), cell(1, 5), cell(1, 6), cell(2, 5), cell(3, 5), cell(1, 3), cell(9, 3)],
        units: [19, 11],
        digits: 1 << 3,
      }),
      'Empty rectangle on 4: in box 2, 4 lies on one row and one column (r1c4, r1c5, r1c6, r2c5 and r3c5), and column 3 holds it only in r1c3 and r9c3; if r9c5 were 4, r9c3 would not be, r1c3 would, and box 2 would have no place left: remove 4 from r9c5.',
    ],
    [
      f('w-wing', {
        removals: [code(8, 9, 1)],
        cells: [cell(3, 9), cell(8, 3), cell(2, 7), cell(2, 3)],
        units: [1],
        digits: 0b11,
      }),
      'W-Wing: r3c9 and r8c3 both hold 1/2, and 2 in row 2 is either r2c7 or r2c3; so one of the two cells is 1: remove 1 from r8c9.',
    ],
    [
      f('simple-colouring', {
        removals: [code(8, 7, 7)],
        // One colour r4c5, r5c9, r9c7; the other r5c6, r6c7, r9c5 (each pair of a unit alternates).
        cells: [cell(4, 5), cell(5, 9), cell(9, 7), cell(5, 6), cell(6, 7), cell(9, 5)],
        digits: 1 << 6,
        firstColour: 3,
      }),
      'Simple colouring on 7: the conjugate pairs of 7 through r4c5, r5c6, r5c9, r6c7, r9c5 and r9c7 take two colours, one of which holds 7; a cell seeing both colours cannot hold it (r8c7 sees r9c7 and r6c7): remove 7 from r8c7.',
    ],
  ];

  for (const [finding, sentence] of cases) {
    it(`explains ${finding.technique}`, () => {
      const step = explainFinding(finding, grid);
      expect(step.explanation).toBe(sentence);
      expect(step.score).toBe(SUDOKU_TECHNIQUES[finding.technique].score);
      expect(step.eliminations).toHaveLength(finding.removals.length);
      expect([...step.highlights.cells].sort((a, b) => a - b)).toEqual(
        [...finding.cells].sort((a, b) => a - b),
      );
      expect(step.clue.small).toMatch(/^(Look for|Colour)/);
    });
  }
});
