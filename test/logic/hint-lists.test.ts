/**
 * The generator's check of a puzzle's hint path (`hintPathUses`, no prose) takes the steps the
 * public hint engine takes: the same techniques as `SudokuLogicSolver.solve`, under the classic
 * rules, a variant and killer cages.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver, SudokuRules } from '../../src/index.js';
import { boardStorage } from '../../src/board/board.js';
import { hintLists, hintPathUses, techniquesAt } from '../../src/logic/hint-lists.js';
import { CATALOGUE } from '../../src/logic/catalogue.js';
import { TECHNIQUES } from '../../src/logic/registry.js';
import { engineGeometry } from '../../src/rating/rate.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';
import { byRules, easyVariantRows } from '../rating/variant-rows.js';

const solver = new SudokuLogicSolver();

function check(board: SudokuBoard, rules: SudokuRules | undefined): void {
  const steps = solver.solve(board, rules === undefined ? undefined : { rules }).steps;
  const used = hintPathUses(boardStorage(board), engineGeometry(rules), undefined);
  expect([...used.keys()].sort()).toEqual([...new Set(steps.map((s) => s.technique))].sort());
  // Each id with the index of its first step.
  for (const [id, index] of used) expect(index).toBe(steps.findIndex((s) => s.technique === id));
}

describe('hintPathUses', () => {
  it('uses the techniques of the hint engine’s solve (se-rated.tsv, a variant, killer)', () => {
    const rated = fixtureLines('se-rated.tsv')
      .slice(1)
      .map((row) => row.split('\t'))
      .filter(([, er]) => er !== 'timeout' && Number(er) < 7.5)
      .map(([line]) => line!);
    for (const line of sample(rated, 3, 30, 5)) check(SudokuBoard.parse(line), undefined);
    const [rulesText, rows] = [...byRules(easyVariantRows())][0]!;
    for (const row of sample(rows, 2, 10, 3))
      check(SudokuBoard.parse(row.puzzle), SudokuRules.parse(rulesText));
    const killer = fixtureLines('killer.txt')[0]!.split('\t')[0]!;
    check(SudokuBoard.empty(), SudokuRules.parse(killer));
  });
});

describe('techniquesAt', () => {
  it('keeps each family to its rules, and the uniqueness techniques to one solution without cages', () => {
    const killer = fixtureLines('killer.txt')[0]!.split('\t')[0]!;
    const lists = hintLists(TECHNIQUES);
    const family = (id: string): string => CATALOGUE.find((row) => row.id === id)!.family;
    for (const text of ['classic', 'x', 'non-consecutive', killer, `non-consecutive+${killer}`]) {
      const rules = SudokuRules.parse(text);
      const nc = rules.neighbourRules.includes('non-consecutive');
      for (const unique of [true, false]) {
        const list = techniquesAt(lists, unique, engineGeometry(rules));
        const where = `${text.slice(0, 20)} unique=${String(unique)}`;
        expect(list.length, where).toBeGreaterThan(10);
        for (const t of list) {
          if (family(t.id) === 'non-consecutive') expect(nc, where).toBe(true);
          if (family(t.id) === 'killer') expect(rules.isKiller, where).toBe(true);
          if (t.assumesUniqueness === true || t.uniqueOnly === true) {
            expect(unique && !rules.isKiller, where).toBe(true);
          }
        }
        expect(list.some((t) => family(t.id) === 'killer')).toBe(rules.isKiller);
        expect(list.some((t) => family(t.id) === 'non-consecutive')).toBe(nc);
      }
    }
  });
});
