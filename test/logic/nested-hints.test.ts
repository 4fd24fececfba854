/**
 * Hints that need nested forcing chains: the step is found and explained (the inner chains it
 * rests on named), and `timeout` and `signal` stop its search inside the nested producer, in
 * `nextStep`, `solve`, `SudokuGame.hint` and `applyHint`, leaving nothing half done.
 *
 * The position: forum-hardest-1106 #31 (test/fixtures) after the 4 steps the hint engine finds
 * without nested chains. Its next step is a nested forcing chain (about half a second of search
 * here); the candidates are the hint engine's at that point.
 *
 * The explanation's layout, lines joined by '\n' (a renderer shows a line starting with '• ' as a
 * list item): a short first sentence with what the step concludes and why, the branches, then the
 * inner chains counted and listed, one a line. Checked on #31 and positions of #105, #119, #286 and
 * #114 (as given) covering the four kinds of multiple chain and the three nested levels.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SudokuBoard,
  SudokuCandidates,
  SudokuGame,
  SudokuLogicSolver,
  SUDOKU_HINT_ORDER,
  SUDOKU_TECHNIQUES,
  isSudokuError,
  type SudokuStep,
} from '../../src/index.js';
import { abortAfter } from '../helpers.js';

const BOARD = SudokuBoard.parse(
  '..9.......6...3...1...7...54...52..7.....6.4..3.9...5.2......1.....2.57...48....2',
);
const CANDIDATES = SudokuCandidates.parse(`
3578  24578 9     | 12456 1468 1458 | 134678 2368  13468
578   6     2578  | 1245  1489 3    | 14789  289   1489
1     248   238   | 246   7    489  | 34689  23689 5
------------------+-----------------+-------------------
4     189   168   | 13    5    2    | 13689  3689  7
5789  12579 12578 | 137   138  6    | 12389  4     1389
678   3     12678 | 9     148  1478 | 1268   5     168
------------------+-----------------+-------------------
2     5789  35678 | 34567 3469 4579 | 34689  1     34689
3689  189   1368  | 1346  2    149  | 5      7     34689
35679 1579  4     | 8     1369 157  | 369    369   2
`);

/** A position of test/fixtures/forum-hardest-1106.txt whose next hint is a nested step. */
interface Position {
  readonly board: SudokuBoard;
  readonly candidates: SudokuCandidates;
}

// #286, after the steps the hint engine takes before this one: a level-3 step (inner multiple chains).
const POSITION_286: Position = {
  board: SudokuBoard.parse(
    '.2...6.8....7..1.2..92..........83....5..4....4.6...7..7..6..2.5.......3..1...9..',
  ),
  candidates: SudokuCandidates.parse(`
1347    2     347  | 13459  13459 6     | 457  8     4579
3468    3568  3468 | 7      34589 359   | 1    34569 24569
134678  13568 9    | 2      13458 135   | 4567 3456  4567
12679   169   267  | 159    12579 8     | 3    14569 124569
1236789 13689 5    | 139    12379 4     | 268  169   12689
12389   4     238  | 6      12359 12359 | 258  7     12589
3489    7     348  | 134589 6     1359  | 458  2     158
5       689   2468 | 1489   124   1279  | 678  146   3
23468   368   1    | 3458   2345  2357  | 9    456   45678
`),
};

// #105 after the hint engine's first 23 steps: "whether or not r8c5 is 9".
const POSITION_105: Position = {
  board: SudokuBoard.parse(
    '1....6....571......9..7..1...8...........89.29..5...6.....42..3.3....4..7..6...9.',
  ),
  candidates: SudokuCandidates.parse(`
1     248  234  | 23489 23589 6    | 357  234578 4579
23468 5    7    | 1     389   349  | 2368 2348   4689
23468 9    236  | 2348  7     345  | 258  1      456
----------------+------------------+-----------------
23456 2467 8    | 23479 1269  1479 | 1357 3457   1457
3456  1467 1345 | 347   16    8    | 9    3457   2
9     1247 1234 | 5     123   1347 | 1378 6      1478
----------------+------------------+-----------------
568   168  1569 | 79    4     2    | 567  578    3
256   3    2569 | 789   1589  157  | 4    2578   1567
7     248  245  | 6     358   135  | 1258 9      158
`),
};

// #119 after the hint engine's first 10 steps: "whichever of 1, 2 or 6 goes in r5c4", a level-4
// step (inner dynamic chains).
const POSITION_119: Position = {
  board: SudokuBoard.parse(
    '1.......2.3.4...5...6...7...5.8.3.......7.......95..8.7.....6...9...8.3...2.....1',
  ),
  candidates: SudokuCandidates.parse(`
1      478   4589  | 3567 3689  5679  | 3489  469   2
289    3     789   | 4    12689 1267  | 189   5     689
4589   248   6     | 1235 12389 1259  | 7     149   3489
-------------------+------------------+-----------------
2469   5     1479  | 8    1246  3     | 1249  1267  4679
234689 12468 13489 | 126  7     1246  | 23459 12469 3459
2346   12467 1347  | 9    5     1246  | 1234  8     3467
-------------------+------------------+-----------------
7      148   13458 | 1235 2349  12459 | 6     249   4589
456    9     145   | 1267 1246  8     | 245   3     457
34568  468   2     | 3567 3469  45679 | 589   479   1
`),
};

// #114 as given: its first step is a nested contradiction (the step issue 33 quoted, 882 characters
// of stacked parentheses before the explanation was laid out in lines).
const PUZZLE_114 = SudokuBoard.parse(
  readFileSync(new URL('../fixtures/forum-hardest-1106.txt', import.meta.url), 'utf8')
    .split('\n')[113]!
    .slice(0, 81),
);

const logic = new SudokuLogicSolver();
const found = new Map<Position, SudokuStep | null>();
/** The next step at a position, searched once for all the tests. */
function stepAt(position: Position): SudokuStep | null {
  if (!found.has(position))
    found.set(position, logic.nextStep(position.board, { candidates: position.candidates }));
  return found.get(position)!;
}
const POSITION_31: Position = { board: BOARD, candidates: CANDIDATES };
const flat = new SudokuLogicSolver({
  techniques: SUDOKU_HINT_ORDER.filter((id) => !id.startsWith('nested')),
});

/** How often a search of every technique but the nested ones polls its signal here, finding nothing. */
function flatPolls(): number {
  const { signal, reads } = abortAfter(Number.MAX_SAFE_INTEGER, null);
  expect(flat.nextStep(BOARD, { candidates: CANDIDATES, signal })).toBeNull();
  return reads();
}

/** The game at the position: the board as its puzzle, the candidates as its notes. */
function gameAtPosition(): SudokuGame {
  let game = SudokuGame.fromPuzzle(BOARD).fillNotes();
  for (let row = 0; row < 9; row++)
    for (let column = 0; column < 9; column++)
      for (const digit of game.notes(row, column))
        if (!CANDIDATES.has(row, column, digit)) game = game.toggleNote(row, column, digit);
  expect(game.candidates().equals(CANDIDATES)).toBe(true);
  return game;
}

function expectTimeout(call: () => unknown): void {
  let thrown: unknown = null;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(isSudokuError(thrown) && thrown.code).toBe('TIMEOUT');
}

describe('a hint that needs a nested forcing chain', () => {
  it('is found only by the nested chains, and its prose names the inner chains it rests on', () => {
    const step = stepAt(POSITION_31);
    expect(step?.technique).toBe('nested-forcing-chain');
    const lines = step!.explanation.split('\n');
    // What the step concludes and why, then the branches, then the inner chains as a list.
    expect(lines[0]).toBe(
      `${SUDOKU_TECHNIQUES['nested-forcing-chain'].name}: remove 9 from r7c2, because it follows ` +
        'wherever 9 goes in column 9: r2c9, r5c9, r7c9 or r8c9.',
    );
    expect(lines[1]).toContain('If r8c9: r8c9=9 →');
    expect(lines[1]).toMatch(/ With its inner chains, the step takes 64 candidates in all\.$/);
    expect(lines[2]).toBe("On the branches' grids, 2 inner chains remove what the branches need:");
    // Each inner chain: its branch, what it removes there, technique and chain, what it needs.
    expect(lines[3]).toMatch(
      /^• If r8c9 is 9, r8c1≠3 and r8c1≠8 by a Forcing XY-chain: r8c1≠6 → .*; it needs r9c1≠6, .* from the branch\.$/,
    );
    expect(lines[4]).toMatch(
      /^• If r8c9 is 9, r7c3≠3 by a Forcing X-chain on 3: r7c3=3 → .* → r7c3≠3; it needs /,
    );
    expect(lines).toHaveLength(5);
    expect(step!.eliminations).toEqual([{ row: 6, column: 1, value: 9 }]);
  });

  it('a level-3 step names its inner multiple chains by what they show', () => {
    const step = stepAt(POSITION_286);
    expect(step?.technique).toBe('nested-multiple-forcing-chain');
    const lines = step!.explanation.split('\n');
    expect(lines[1]).toContain('If r1c1: r1c1=3 → r2c2≠3 → r9c5≠3.');
    expect(lines[1]).toMatch(/ the step takes 85 candidates in all\.$/);
    expect(lines[2]).toBe(
      "On the branches' grids, 5 inner chains remove what the branches need; 3 are shown, 2 more are not:",
    );
    expect(lines[3]).toBe(
      '• If r1c1 is 3, r9c5≠3 by a Multiple forcing chain: wherever 3 goes in column 4, r9c5 is not 3; ' +
        'it needs r2c2≠3, r3c2≠3 and r1c4≠3 from the branch.',
    );
    expect(lines).toHaveLength(6);
  });

  it('nextStep and solve stop inside the nested search on a signal, throwing its reason', () => {
    const before = flatPolls();
    const reason = new Error('stop');
    for (const call of [
      (signal: AbortSignal) => logic.nextStep(BOARD, { candidates: CANDIDATES, signal }),
      (signal: AbortSignal) => logic.solve(BOARD, { candidates: CANDIDATES, signal }),
    ]) {
      // Every technique but the nested ones polls `before` times finding nothing; the nested
      // search polls at least once per empty cell: 50 polls later it is well inside.
      const { signal, reads } = abortAfter(before + 50, reason);
      expect(() => call(signal)).toThrow(reason);
      // It stops at the first poll that sees the abort.
      expect(reads()).toBe(before + 51);
    }
  });

  it('nextStep and solve throw a TIMEOUT SudokuError past their time limit', () => {
    expectTimeout(() => logic.nextStep(BOARD, { candidates: CANDIDATES, timeout: 1 }));
    expectTimeout(() => logic.solve(BOARD, { candidates: CANDIDATES, timeout: 1 }));
    expectTimeout(() => logic.nextStep(BOARD, { timeout: 0 }));
    expect(() => logic.nextStep(BOARD, { timeout: -1 })).toThrow(RangeError);
    expect(() => logic.nextStep(BOARD, { signal: 'no' as never })).toThrow(TypeError);
  });

  it('SudokuGame.hint and applyHint stop on a signal or a timeout, memoize nothing and change nothing', () => {
    const game = gameAtPosition();
    const saved = game.toString();
    const before = flatPolls();
    const reason = new Error('stop');
    expect(() => game.hint({ signal: abortAfter(before + 50, reason).signal })).toThrow(reason);
    // Nothing was memoized: the next bounded call searches again, and stops again.
    expect(() => game.applyHint({ signal: abortAfter(before + 50, reason).signal })).toThrow(reason);
    expectTimeout(() => game.hint({ timeout: 1 }));
    expectTimeout(() => game.applyHint({ timeout: 1 }));
    expect(game.toString()).toBe(saved);
    expect(game.lastStep).toBeNull();
    // Unbounded, the same game finds the step; it is memoized, and a bounded call returns it.
    const step = game.hint();
    expect(step?.technique).toBe('nested-forcing-chain');
    // (The checks read the signal twice before the memo.)
    expect(game.hint({ signal: abortAfter(2, reason).signal })).toBe(step);
    const next = game.applyHint({ timeout: 1 });
    expect(next.lastStep).toBe(step);
    expect(next.notes(6, 1)).not.toContain(9);
    expect(game.toString()).toBe(saved);
    // An aborted signal or a zero timeout throws even when the step is known.
    const controller = new AbortController();
    controller.abort(reason);
    expect(() => game.hint({ signal: controller.signal })).toThrow(reason);
    expectTimeout(() => game.applyHint({ timeout: 0 }));
    expect(() => game.hint({ timeout: Number.NaN })).toThrow(RangeError);
  });
});

/** The names an inner chain goes by: the chains below the nested ones. */
const INNER_NAMES = Object.entries(SUDOKU_TECHNIQUES)
  .filter(([id]) => id.includes('chain') && !id.startsWith('nested'))
  .map(([, info]) => info.name.replace(/[()+]/g, '\\$&'));
const ITEM = new RegExp(
  // A branch (none for a contradiction's one branch), what the inner chain removes there, ...
  '^• (?:If r\\dc\\d is (?:not )?\\d, )?r\\dc\\d≠\\d(?:(?:, | and )r\\dc\\d≠\\d)*' +
    // ... its technique, then its chain or what its branches show, and what it needs.
    ` by an? (?:${INNER_NAMES.join('|')})(?: on \\d)?: (?:r\\dc\\d[=≠]\\d → .+|(?:if|whether|whichever|wherever) .+)` +
    '; it needs r\\dc\\d≠\\d.* from the branch\\.$',
);
const COUNT =
  /^On (that branch's grid|the branches' grids), (?:an inner chain removes|(\d+) inner chains remove) what the branch(?:es)? needs?(?:; (\d+) are shown, (\d+) more are not)?:$/;

/**
 * Checks the layout of a nested step's explanation, lines joined by '\n': a short first sentence
 * with the conclusion and its reason; the branches with the candidates the step takes in all; a
 * sentence counting the inner chains, then one '• ' line for each shown, naming it. Returns the
 * first sentence.
 */
function expectLayout(step: SudokuStep): string {
  const text = step.explanation;
  const lines = text.split('\n');
  // Counts as phrases, not parentheses stacked or nested.
  expect(text).not.toContain(') (');
  expect(text).not.toMatch(/\([^)]*\(/);
  expect(text).not.toContain('This rests on');
  for (const line of lines) {
    expect(line.length, text).toBeGreaterThan(0);
    expect(line, text).toBe(line.trim());
  }
  const [first, branches, count, ...items] = lines as [string, string, string, ...string[]];
  // One sentence, short: the technique, what the step concludes, and why.
  expect(first.startsWith(`${step.name}: `), first).toBe(true);
  expect(first.length, first).toBeLessThanOrEqual(160);
  expect(first, first).toMatch(/^[^.]+, because [^.]+\.$/);
  // The steps here remove one candidate.
  expect(step.placements).toHaveLength(0);
  expect(step.eliminations).toHaveLength(1);
  const { row, column, value } = step.eliminations[0]!;
  expect(first).toContain(
    `: remove ${String(value)} from r${String(row + 1)}c${String(column + 1)}, because `,
  );
  // The branches, and how many candidates the step takes with its inner chains.
  expect(branches).toContain(' → ');
  expect(branches).toMatch(/\. With its inner chains, the step takes \d+ candidates in all\.$/);
  // The inner chains: counted, then one line each for the first three.
  const counted = COUNT.exec(count);
  expect(counted, count).not.toBeNull();
  const total = counted![2] === undefined ? 1 : Number(counted![2]);
  const shown = counted![3] === undefined ? total : Number(counted![3]);
  if (counted![4] !== undefined) expect(shown + Number(counted![4])).toBe(total);
  expect(shown).toBe(Math.min(total, 3));
  expect(items).toHaveLength(shown);
  for (const item of items) expect(item).toMatch(ITEM);
  // Only list lines start with a bullet; the clues stay one short line each.
  for (const line of [first, branches, count]) expect(line.startsWith('•')).toBe(false);
  for (const clue of [step.clue.small, step.clue.big]) {
    expect(clue).not.toContain('\n');
    expect(clue.length).toBeLessThanOrEqual(80);
  }
  return first;
}

describe("a nested step's explanation, laid out for a reader", () => {
  it('a contradiction (#114 as given): why in the first sentence, the inner chains listed', () => {
    const step = logic.nextStep(PUZZLE_114);
    expect(step?.technique).toBe('nested-multiple-forcing-chain');
    expect(expectLayout(step!)).toBe(
      'Nested forcing chain (+ multiple forcing chains): remove 5 from r8c4, because if r8c4 were 5, ' +
        'r1c2 would both be and not be 4.',
    );
    const lines = step!.explanation.split('\n');
    expect(lines[1]).toMatch(
      /^If r8c4 were 5: r8c4=5 → .* → r1c2=4 \(10 links\); and r8c4=5 → .* → r1c2≠4 \(11 links\)\. /,
    );
    expect(lines[1]).toContain(' the step takes 194 candidates in all.');
    expect(lines[2]).toBe(
      "On that branch's grid, 7 inner chains remove what the branch needs; 3 are shown, 4 more are not:",
    );
    expect(lines[3]).toBe(
      '• r1c4≠1 by a Multiple forcing chain: wherever 1 goes in row 4, r1c4 is not 1; ' +
        'it needs r4c8≠1, r4c8≠7, r8c9≠5 and 1 more from the branch.',
    );
  }, 30_000);

  it("a digit's places in a unit (#31, #286), a candidate true or not (#105), a cell's candidates (#119)", () => {
    const cases: [Position, string, RegExp][] = [
      [POSITION_31, 'nested-forcing-chain', /wherever 9 goes in column 9: /],
      [POSITION_286, 'nested-multiple-forcing-chain', /wherever 3 goes in row 1: /],
      [
        POSITION_105,
        'nested-forcing-chain',
        /remove 9 from r4c4, because it follows whether or not r8c5 is 9\.$/,
      ],
      [
        POSITION_119,
        'nested-dynamic-forcing-chain',
        /remove 4 from r6c2, because it follows whichever of 1, 2 or 6 goes in r5c4\.$/,
      ],
    ];
    for (const [position, technique, reason] of cases) {
      const step = stepAt(position);
      expect(step?.technique).toBe(technique);
      expect(expectLayout(step!)).toMatch(reason);
    }
  }, 60_000);
});
