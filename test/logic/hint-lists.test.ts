/**
 * The generator's check of a puzzle's hint path (`hintPathUses`, no prose) takes the steps the
 * public hint engine takes: the same techniques as `SudokuLogicSolver.solve`, under the classic
 * rules, a variant and killer cages.
 */
import { describe, expect, it } from 'vitest';
import { SudokuBoard, SudokuLogicSolver, SudokuRules } from '../../src/index.js';
import { boardStorage } from '../../src/board/board.js';
import { hintPathUses } from '../../src/logic/hint-lists.js';
import { engineGeometry } from '../../src/rating/rate.js';
import { fixtureLines } from '../helpers.js';
import { sample } from '../sample.js';
import { byRules, easyVariantRows } from '../rating/variant-rows.js';

const solver = new SudokuLogicSolver();

function check(board: SudokuBoard, rules: SudokuRules | undefined): void {
  const steps = solver.solve(board, rules === undefined ? undefined : { rules }).steps;
  const used = hintPathUses(boardStorage(board), engineGeometry(rules), undefined);
  expect([...used].sort()).toEqual([...new Set(steps.map((s) => s.technique))].sort());
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
