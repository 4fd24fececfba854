/**
 * SudokuGame under killer rules: the solution is the fixture's (`test/fixtures/killer.txt`, unique
 * killer puzzles without givens), conflicts include the cages' (a repeated digit, a full cage that
 * adds up wrong), entered digits clear their cage mates' notes, and both save forms carry the cages.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuGame, SudokuRules, isSudokuError, type SudokuCage } from '../../src/index.js';

const [text, solution] = readFileSync(new URL('../fixtures/killer.txt', import.meta.url), 'utf8')
  .split('\n')[0]!
  .split('\t') as [string, string];
const rules = SudokuRules.parse(text);
const at = (cell: number): [number, number] => [(cell / 9) | 0, cell % 9];
/** Classic peers: same row, column or box. */
const classicPeers = (a: number, b: number): boolean =>
  a !== b &&
  (((a / 9) | 0) === ((b / 9) | 0) ||
    a % 9 === b % 9 ||
    (((a / 27) | 0) === ((b / 27) | 0) && (((a % 9) / 3) | 0) === (((b % 9) / 3) | 0)));

/** A cage with two cells that are no classic peers, and those cells. */
function looseCage(): [SudokuCage, number, number] {
  for (const cage of rules.cages)
    for (const a of cage.cells)
      for (const b of cage.cells) if (a < b && !classicPeers(a, b)) return [cage, a, b];
  throw new Error('every cage lies in one row, column or box');
}

describe('SudokuGame under killer rules', () => {
  const game = SudokuGame.fromPuzzle(SudokuBoard.empty(), { rules });

  it("solves to the fixture's solution and plays under the cages", () => {
    expect(game.solution.toString()).toBe(solution);
    expect(game.rules).toBe(rules);
    expect(game.rules.isKiller).toBe(true);
    let done = game;
    for (let cell = 0; cell < 81; cell++) done = done.enter(...at(cell), Number(solution[cell]));
    expect(done.conflicts).toEqual([]);
    expect(done.isComplete).toBe(true);
  });

  it('a digit repeated in a cage is a conflict of both cells (no row, column or box holds both)', () => {
    const [, a, b] = looseCage();
    expect(classicPeers(a, b)).toBe(false);
    const played = game.enter(...at(a), 5).enter(...at(b), 5);
    expect(played.conflicts).toEqual([a, b]);
    expect(played.erase(...at(b)).conflicts).toEqual([]);
  });

  it('a full cage that adds up wrong is a conflict of every cell in it', () => {
    const cage = rules.cages.find((c) => c.cells.length === 2 && c.sum !== 3 && c.sum !== 17)!;
    // 1 and 2 (or 8 and 9 for a small sum) are distinct and add up to neither sum.
    const digits = cage.sum > 3 ? [1, 2] : [8, 9];
    let played = game.enter(...at(cage.cells[0]!), digits[0]!);
    expect(played.conflicts).toEqual([]);
    played = played.enter(...at(cage.cells[1]!), digits[1]!);
    expect(played.conflicts).toEqual([...cage.cells]);
    // The right digits clear it.
    const right = cage.cells.map((cell) => Number(solution[cell]));
    expect(
      played.enter(...at(cage.cells[0]!), right[0]!).enter(...at(cage.cells[1]!), right[1]!).conflicts,
    ).toEqual([]);
  });

  it("an entered digit clears its cage mates' notes, not other cells'", () => {
    const [, a, b] = looseCage();
    const other = [...Array(81).keys()].find(
      (c) =>
        c !== a &&
        !classicPeers(a, c) &&
        !rules.cages.some((k) => k.cells.includes(a) && k.cells.includes(c)),
    )!;
    const noted = game.toggleNote(...at(b), 4).toggleNote(...at(other), 4);
    const played = noted.enter(...at(a), 4);
    expect(played.notes(...at(b))).toEqual([]);
    expect(played.notes(...at(other))).toEqual([4]);
    const kept = SudokuGame.fromPuzzle(SudokuBoard.empty(), { rules, autoClearNotes: false });
    expect(
      kept
        .toggleNote(...at(b), 4)
        .enter(...at(a), 4)
        .notes(...at(b)),
    ).toEqual([4]);
  });

  it('both save forms carry the cages and give the same game back', () => {
    const [, a, b] = looseCage();
    const played = game
      .fillNotes()
      .enter(...at(a), 3)
      .enter(...at(b), 3)
      .undo();
    const json = played.toJSON();
    expect(json.rules).toBe(text);
    const restored = SudokuGame.fromJSON(JSON.stringify(json));
    expect(restored.equals(played)).toBe(true);
    expect(restored.rules).toBe(rules);
    const line = played.format();
    expect(line).toMatch(/^[A-Za-z0-9._-]+$/);
    const parsed = SudokuGame.parse(line);
    expect(parsed.equals(played)).toBe(true);
    expect(parsed.rules).toBe(rules);
    expect(parsed.conflicts).toEqual(played.conflicts);
    // Cells in no cage (`.` in the cage map).
    const partial = SudokuRules.killer(rules.cages.slice(1));
    expect(partial.toString()).toMatch(/^killer:\./);
    const saved = SudokuGame.fromPuzzle(SudokuBoard.parse(solution), { rules: partial }).format();
    expect(saved).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(SudokuGame.parse(saved).rules).toBe(partial);
  });

  it('a saved text with characters changed, cut or inserted in its cages is restored or refused with a SudokuError', () => {
    const text = game.fillNotes().enter(0, 0, Number(solution[0])).format();
    const start = text.indexOf('killer-');
    const edit = fc.record({
      at: fc.integer({ min: start, max: text.length }),
      cut: fc.nat({ max: 4 }),
      insert: fc.string({ maxLength: 4, unit: fc.constantFrom(...'.19aZ_-:,+'.split('')) }),
    });
    fc.assert(
      fc.property(edit, ({ at, cut, insert }) => {
        try {
          const restored = SudokuGame.parse(text.slice(0, at) + insert + text.slice(at + cut));
          expect(SudokuGame.parse(restored.format()).equals(restored)).toBe(true);
        } catch (error) {
          expect(isSudokuError(error), String(error)).toBe(true);
          expect((error as Error).message).toMatch(/^(saved game|the saved puzzle)/);
        }
      }),
      { numRuns: 100 },
    );
  });
});
