/**
 * Killer cages in rule sets: the text form (round trip, canonical labels), the JSON form, the
 * constructors, every refusal naming its cage and cells, the SudokuWiki import (checked on the
 * example SudokuWiki publishes), and the validator's cage conflicts and candidates.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard } from '../../src/board/board.js';
import { SudokuError, isSudokuError } from '../../src/errors.js';
import { cageCombinations } from '../../src/rules/cages.js';
import { SudokuRules } from '../../src/rules/rule-set.js';
import { SudokuValidator } from '../../src/rules/validator.js';
import { SudokuSolver } from '../../src/solver/solver.js';
import { fixtureLines } from '../helpers.js';
import { referenceSolutions } from '../killer-reference.js';
import { sample } from '../sample.js';

/** The example of https://www.sudokuwiki.org/Killer_String_Definitions (a published puzzle). */
const WIKI =
  '212112111212112223213331443231221241134412231124133132322122212344411312111411312,' +
  '171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';

const FIXTURE = fixtureLines('killer.txt').map((line) => {
  const [rules, solution] = line.split('\t');
  return { rules: rules!, solution: solution! };
});

function caught(call: () => unknown): SudokuError {
  try {
    call();
  } catch (error) {
    if (isSudokuError(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

const map = (text: string): string => text.padEnd(81, '.');

describe('killer text form', () => {
  it('round-trips every fixture line, and the text is canonical', () => {
    for (const { rules: text } of sample(FIXTURE, 5)) {
      const rules = SudokuRules.parse(text);
      expect(rules.isKiller).toBe(true);
      expect(rules.toString()).toBe(text);
      expect(SudokuRules.parse(rules.toString())).toBe(rules);
      expect(SudokuRules.fromJSON(rules.toJSON())).toBe(rules);
      // The cages cover the grid and add up to 405 (nine rows of 45).
      expect(rules.cages.reduce((sum, cage) => sum + cage.sum, 0)).toBe(405);
      expect(rules.cages.flatMap((cage) => cage.cells).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 81 }, (_, i) => i),
      );
    }
  });

  it('reads a cage as connected cells of one character; the same character apart is two cages', () => {
    const rules = SudokuRules.parse(`killer:${map('aa.aa')}:3,17`);
    expect(rules.cages).toEqual([
      { sum: 3, cells: [0, 1] },
      { sum: 17, cells: [3, 4] },
    ]);
    expect(rules.toString()).toBe(`killer:${map('aa.bb')}:3,17`);
    // Labels are any of a–z, A–Z, 0–9, relabelled in the order of the cages' first cells.
    expect(SudokuRules.parse(`killer:${map('ZZ9')}:3,5`).toString()).toBe(`killer:${map('aab')}:3,5`);
  });

  it('writes more than 62 cages with labels that never touch alike', () => {
    const grid = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const cages = Array.from({ length: 81 }, (_, i) => ({ sum: Number(grid[i]), cells: [i] }));
    const rules = SudokuRules.killer(cages);
    expect(rules.cages).toHaveLength(81);
    expect(SudokuRules.parse(rules.toString())).toBe(rules);
    const solver = new SudokuSolver();
    expect(solver.countSolutions(SudokuBoard.empty(), 2, { rules })).toBe(1);
  });

  it('combines with the other parts, after them, in any order of writing', () => {
    const part = `killer:${map('aab')}:3,5`;
    const rules = SudokuRules.parse(`${part}+x`);
    expect(rules.toString()).toBe(`x+${part}`);
    expect(rules.extraRegions).toEqual(['x']);
    expect(rules.isClassic).toBe(false);
    expect(rules.withCages([])).toBe(SudokuRules.parse('x'));
    expect(SudokuRules.killer(rules.cages, SudokuRules.parse('x'))).toBe(rules);
    const jigsaw = '112222333111222333111122333445555566444555666444456666777888999777888999777888999';
    expect(SudokuRules.parse(`jigsaw:${jigsaw}+${part}`).layout).toBe('jigsaw');
  });

  it('refuses bad killer texts with the position', () => {
    const cases: [string, string, number][] = [
      [`killer:${map('aa')}`, 'followed by', 89],
      [`killer:aab:3`, '81 characters', 8],
      [`killer:${map('a#')}:3`, "'#' at r1c2", 9],
      [`killer:${map('aab')}:3`, '2 cages but 1 sums', 90],
      [`killer:${map('aab')}:3,5,6`, 'more sums', 94],
      [`killer:${map('aab')}:3,x`, "'x' is not a number", 92],
      [`killer:${map('aab')}:2,5`, 'cannot add up to 2', 90],
      [`killer:${'.'.repeat(81)}:`, 'no cage', 8],
      [`killer:${map('aa')}:3+killer:${map('aa')}:3`, 'given twice', 92],
    ];
    for (const [text, words, position] of cases) {
      const error = caught(() => SudokuRules.parse(text));
      expect(error.message).toContain(words);
      expect(error.position).toBe(position);
    }
    expect(caught(() => SudokuRules.parse(`killer:${map('aa')}:3+killer:${map('aa')}:3`)).code).toBe(
      'RULES_CLASH',
    );
    expect(caught(() => SudokuRules.parse('kiler')).message).toContain("did you mean 'killer'");
    // The part named without its data says what it needs, not "did you mean" the same word.
    for (const [text, code, words, position] of [
      ['killer', 'INVALID_CAGE', "'killer' needs its cages", 1],
      ['x+killer', 'INVALID_CAGE', 'killer:<81-character cage map>:<sums>', 3],
      ['windoku+region', 'INVALID_REGION', "'region' needs its cells", 9],
    ] as const) {
      const error = caught(() => SudokuRules.parse(text));
      expect(error.code).toBe(code);
      expect(error.message).toContain(words);
      expect(error.message).not.toContain('did you mean');
      expect(error.position).toBe(position);
    }
  });
});

describe('killer JSON form and constructors', () => {
  it('writes cages only for killer rules (other rules keep their JSON)', () => {
    expect(SudokuRules.parse('x').toJSON()).toEqual({
      layout: 'boxes',
      regions: ['x'],
      neighbours: [],
      custom: [],
    });
    const rules = SudokuRules.killer([
      { sum: 24, cells: [20, 2, 11] },
      { sum: 3, cells: [1, 0] },
    ]);
    expect(rules.toJSON()).toEqual({
      layout: 'boxes',
      regions: [],
      neighbours: [],
      custom: [],
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 24, cells: [2, 11, 20] },
      ],
    });
    expect(SudokuRules.fromJSON(JSON.parse(JSON.stringify(rules)) as never)).toBe(rules);
    expect(Object.isFrozen(rules.cages)).toBe(true);
    expect(Object.isFrozen(rules.cages[0])).toBe(true);
    expect(Object.isFrozen(rules.cages[0]!.cells)).toBe(true);
    // A cell's peers: its regions' other cells and its cage mates, ascending.
    const x = SudokuRules.killer([{ sum: 10, cells: [12, 13, 22] }], SudokuRules.parse('x'));
    for (const cell of [12, 13, 22, 40]) {
      const expected = new Set(SudokuRules.parse('x').peersOf(cell));
      for (const mate of cell === 40 ? [] : [12, 13, 22]) if (mate !== cell) expected.add(mate);
      expect(x.peersOf(cell)).toEqual([...expected].sort((a, b) => a - b));
    }
    expect(SudokuRules.classic.cages).toEqual([]);
    expect(SudokuRules.classic.isKiller).toBe(false);
  });

  it('refuses bad cages, naming the cage (as given) and its cells', () => {
    const cases: [unknown, string, string, number | undefined, number[] | undefined][] = [
      [
        [{ sum: 2, cells: [0, 1] }],
        'INVALID_CAGE',
        'cannot add up to 2: 2 distinct digits make 3 to 17',
        0,
        [0, 1],
      ],
      [[{ sum: 46, cells: [0] }], 'INVALID_CAGE', 'cannot add up to 46', 0, [0]],
      [[{ sum: 45, cells: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }], 'INVALID_CAGE', 'at most 9', 0, undefined],
      [[{ sum: 10, cells: [0, 2] }], 'INVALID_CAGE', 'not connected: r1c3', 0, [0, 2]],
      [
        [
          { sum: 3, cells: [0, 1] },
          { sum: 9, cells: [2, 1] },
        ],
        'CAGE_OVERLAP',
        'overlaps cage 1',
        1,
        [1, 2],
      ],
      [[{ sum: 3, cells: [0, 81] }], 'INVALID_CAGE', 'cell index 0–80', 0, undefined],
      [[{ sum: 3, cells: [0, 0.5] }], 'INVALID_CAGE', 'cell index 0–80', 0, undefined],
      [[{ sum: 3, cells: [0, 0] }], 'INVALID_CAGE', 'names r1c1 twice', 0, [0, 0]],
      [[{ sum: 3, cells: [] }], 'INVALID_CAGE', 'no cell', 0, []],
      [[{ sum: '3', cells: [0, 1] }], 'INVALID_CAGE', 'sum must be a number', 0, [0, 1]],
      [[{ sum: 3, cells: [0, 1], colour: 2 }], 'INVALID_CAGE', "unknown key 'colour'", 0, undefined],
      [[], 'INVALID_CAGE', 'at least one cage', undefined, undefined],
    ];
    for (const [cages, code, words, cage, cells] of cases) {
      const error = caught(() => SudokuRules.killer(cages as never));
      expect(error.code).toBe(code);
      expect(error.message).toContain(words);
      expect(error.cage).toBe(cage);
      expect(error.cells).toEqual(cells);
    }
    expect(() => SudokuRules.killer('cages' as never)).toThrow(TypeError);
    expect(caught(() => SudokuRules.fromJSON({ cages: [{ sum: 2, cells: [0, 1] }] })).message).toContain(
      'cage 1 (sum 2: r1c1, r1c2)',
    );
  });
});

describe('the SudokuWiki killer string', () => {
  it('reads the published example: 31 cages, every cell, one solution (reference counter and solver)', () => {
    const rules = SudokuRules.parseKiller(WIKI, 'sudokuwiki');
    expect(rules).toBe(
      SudokuRules.parseKiller(`https://www.sudokuwiki.org/killersudoku.aspx?bd=${WIKI}`, 'sudokuwiki'),
    );
    expect(rules.cages).toHaveLength(31);
    expect(rules.cages[0]).toEqual({ sum: 17, cells: [0, 9, 18, 27] });
    expect(rules.cages.reduce((sum, cage) => sum + cage.sum, 0)).toBe(405);
    const solutions = referenceSolutions('.'.repeat(81), rules, 2);
    expect(solutions).toHaveLength(1);
    const result = new SudokuSolver().solve(SudokuBoard.empty(), { rules });
    expect(result.status === 'solved' && result.solution.toString()).toBe(solutions[0]!.join(''));
    expect(SudokuRules.parseKiller(WIKI, 'sudokuwiki', SudokuRules.parse('x')).extraRegions).toEqual(['x']);
  });

  it('refuses a cage without its clue, or with two', () => {
    const noClue = `${WIKI.slice(0, 82)}00${WIKI.slice(84)}`;
    expect(caught(() => SudokuRules.parseKiller(noClue, 'sudokuwiki')).message).toContain('has no clue');
    const twoClues = `${WIKI.slice(0, 82)}${WIKI.slice(82, 100)}05${WIKI.slice(102)}`;
    expect(caught(() => SudokuRules.parseKiller(twoClues, 'sudokuwiki')).message).toContain('2 clues');
    expect(caught(() => SudokuRules.parseKiller('12,00', 'sudokuwiki')).code).toBe('INVALID_CAGE');
    expect(() => SudokuRules.parseKiller(WIKI, 'other' as never)).toThrow(RangeError);
  });
});

describe('the combination tables', () => {
  it('list every set of distinct digits by size and sum', () => {
    expect(cageCombinations(2, 3)).toEqual([[1, 2]]);
    expect(cageCombinations(2, 10)).toEqual([
      [1, 9],
      [2, 8],
      [3, 7],
      [4, 6],
    ]);
    expect(cageCombinations(3, 7)).toEqual([[1, 2, 4]]);
    expect(cageCombinations(9, 45)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(cageCombinations(2, 2)).toEqual([]);
    let all = 0;
    for (let size = 1; size <= 9; size++)
      for (let sum = 0; sum <= 45; sum++) all += cageCombinations(size, sum).length;
    expect(all).toBe(511);
  });
});

describe('SudokuValidator under killer rules', () => {
  const rules = SudokuRules.killer([
    { sum: 3, cells: [0, 1] },
    { sum: 15, cells: [2, 11, 20] },
  ]);

  it('names the cage of a repeated digit, with both cells', () => {
    const board = SudokuBoard.empty().with(0, 2, 5).with(1, 2, 5);
    const result = SudokuValidator.validate(board, { rules });
    expect(result.conflicts).toEqual([
      { unit: 'column', unitIndex: 2, value: 5, cells: [2, 11] },
      { unit: 'box', unitIndex: 0, value: 5, cells: [2, 11] },
      { unit: 'cage', unitIndex: 1, value: 5, cells: [2, 11], sum: 15 },
    ]);
  });

  it('reports a full cage whose digits add up wrong, with every cell and the total', () => {
    const board = SudokuBoard.empty().with(0, 0, 1).with(0, 1, 3);
    const result = SudokuValidator.validate(board, { rules });
    expect(result.conflicts).toEqual([
      { unit: 'cage', unitIndex: 0, value: 4, cells: [0, 1], sum: 3, total: 4 },
    ]);
    expect(SudokuValidator.findConflicts(board, { rules })).toEqual([0, 1]);
    expect(SudokuValidator.isLegal(SudokuBoard.empty().with(0, 0, 1), 0, 1, 3, { rules })).toBe(false);
    expect(SudokuValidator.isLegal(SudokuBoard.empty().with(0, 0, 1), 0, 1, 2, { rules })).toBe(true);
    // Without the cages the same board is fine.
    expect(SudokuValidator.validate(board).conflicts).toEqual([]);
  });

  it('gives the candidates that fit a cage with its placed digits', () => {
    expect(SudokuValidator.getCandidates(SudokuBoard.empty(), 0, 0, { rules })).toEqual([1, 2]);
    // 15 in three cells with a 9 placed: the other two make 6 without 9 (1+5, 2+4).
    const board = SudokuBoard.empty().with(0, 2, 9);
    expect(SudokuValidator.getCandidates(board, 1, 2, { rules })).toEqual([1, 2, 4, 5]);
    expect(SudokuValidator.getCandidateMask(board, 1, 2, { rules })).toBe(0b110110);
    // A cell in no cage keeps its usual candidates.
    expect(SudokuValidator.getCandidates(SudokuBoard.empty(), 8, 8, { rules })).toHaveLength(9);
  });

  it('checks solutions against the cages', () => {
    const { rules: text, solution } = FIXTURE[0]!;
    const killer = SudokuRules.parse(text);
    const solved = SudokuBoard.parse(solution);
    expect(SudokuValidator.isComplete(solved, { rules: killer })).toBe(true);
    expect(SudokuValidator.isSolution(SudokuBoard.empty(), solved, { rules: killer })).toBe(true);
    // A relabelled grid (1 ↔ 2) keeps rows, columns and boxes but not the sums.
    const swapped = SudokuBoard.parse(solution.replace(/[12]/g, (d) => (d === '1' ? '2' : '1')));
    expect(SudokuValidator.isComplete(swapped)).toBe(true);
    expect(SudokuValidator.isComplete(swapped, { rules: killer })).toBe(false);
    expect(
      SudokuValidator.validate(swapped, { rules: killer }).conflicts.every((c) => c.unit === 'cage'),
    ).toBe(true);
  });
});
