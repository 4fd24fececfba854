/**
 * Pictures of killer puzzles: the golden files `golden/killer-*` and the pictures of
 * docs/variants.md's killer section (`docs/variants/killer*.svg`), drawn from puzzles of
 * `test/fixtures/killer.txt` (cages only, no givens; see `test/fixtures/README.md`).
 */
import { readFileSync } from 'node:fs';
import {
  SudokuBoard,
  SudokuLogicSolver,
  SudokuRules,
  SudokuValidator,
  buildPrintPage,
  renderBoardSvg,
  renderStepSvg,
  type SudokuStep,
} from '../../src/index.js';

/** The `n`-th puzzle of the killer fixture: its rules and its solution. */
export function killerRow(n: number): { rules: SudokuRules; solution: string } {
  const line = readFileSync(new URL('../fixtures/killer.txt', import.meta.url), 'utf8').split('\n')[n]!;
  const [text, solution] = line.split('\t');
  return { rules: SudokuRules.parse(text!), solution: solution! };
}

/**
 * A naked single on the board (the first cell with one candidate under the rules, from the
 * validator): a classic step on a killer board, as a hint gives it.
 */
export function killerSingle(board: SudokuBoard, rules: SudokuRules): SudokuStep {
  for (let cell = 0; cell < 81; cell++) {
    const row = (cell / 9) | 0;
    const column = cell % 9;
    if (board.get(row, column) !== 0) continue;
    const digits = SudokuValidator.getCandidates(board, row, column, { rules });
    if (digits.length !== 1) continue;
    const at = { row, column, value: digits[0]! };
    const name = `r${row + 1}c${column + 1}`;
    return {
      technique: 'naked-single',
      name: 'Naked single',
      score: 2.3,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- a step still carries the alias
      difficulty: 2.3,
      placements: [at],
      eliminations: [],
      highlights: { cells: [cell], candidates: [at], units: [] },
      explanation: `Naked single: ${name} can only be ${at.value}.`,
      clue: { small: `Look at ${name}.`, big: `Which digits can ${name} hold?` },
      links: [],
    };
  }
  throw new Error('no naked single');
}

/**
 * A killer hint as the hint engine gives it: the first group innie of fixture puzzle 38 (columns
 * 1 and 2 leave r1c2 to 90 minus their cages), on the board its earlier steps fill.
 */
export function killerHint(): { board: SudokuBoard; rules: SudokuRules; step: SudokuStep } {
  const { rules } = killerRow(38);
  const steps = new SudokuLogicSolver().solve(SudokuBoard.empty(), { rules }).steps;
  const at = steps.findIndex((step) => step.technique === 'innie-outie-group');
  let board = SudokuBoard.empty();
  for (const step of steps.slice(0, at))
    for (const p of step.placements) board = board.with(p.row, p.column, p.value);
  return { board, rules, step: steps[at]! };
}

/** The killer golden pictures, by file name (without `.svg`). */
export function killerGoldens(): Map<string, string> {
  const out = new Map<string, string>();
  const { rules } = killerRow(0);
  const empty = SudokuBoard.empty();
  out.set('killer-light-360', renderBoardSvg(empty, { rules }));
  out.set('killer-dark-360', renderBoardSvg(empty, { rules, theme: 'dark' }));
  out.set('killer-pencil-marks-light-360', renderBoardSvg(empty, { rules, candidates: 'computed' }));
  out.set('killer-step-light-360', renderStepSvg(killerSingle(empty, rules), empty, { rules }));
  out.set('killer-step-dark-360', renderStepSvg(killerSingle(empty, rules), empty, { rules, theme: 'dark' }));
  const hint = killerHint();
  out.set('killer-hint-light-360', renderStepSvg(hint.step, hint.board, { rules: hint.rules }));
  return out;
}

/** A print page of two killer puzzles and a classic one, with their answer keys. */
export function killerPrintPage(): string {
  const puzzles = [0, 1].map((n) => ({ board: SudokuBoard.empty(), rules: killerRow(n).rules }));
  return buildPrintPage(
    [
      ...puzzles,
      SudokuBoard.parse('.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'),
    ],
    { perPage: 4, title: 'Killer' },
  );
}

/** The pictures of docs/variants.md's killer section, by file name under `docs/variants/`. */
export function killerDocPictures(): Map<string, string> {
  const { rules } = killerRow(0);
  const empty = SudokuBoard.empty();
  const hint = killerHint();
  return new Map([
    ['killer.svg', renderBoardSvg(empty, { rules, size: 240 })],
    ['killer-step.svg', renderStepSvg(killerSingle(empty, rules), empty, { rules, size: 240 })],
    ['killer-hint.svg', renderStepSvg(hint.step, hint.board, { rules: hint.rules, size: 240 })],
  ]);
}
