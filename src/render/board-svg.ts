/**
 * `renderBoardSvg`: a board or a game in progress as an SVG document, with optional pencil marks
 * and highlights.
 */
import { boardStorage, type SudokuBoard } from '../board/board.js';
import type { SudokuGame } from '../game/game.js';
import { drawPicture, type MarkKind } from './picture.js';
import { rulesLabel, rulesSentence } from './rules-svg.js';
import { pencilMarks, readSubject, readSvgOptions, type SudokuSvgOptions, type Subject } from './options.js';

/** Cells holding a digit the player entered: on the board, not in the puzzle. */
export function entryCells(subject: Subject): Set<number> {
  const entries = new Set<number>();
  if (subject.puzzle === null) return entries;
  const given = boardStorage(subject.puzzle);
  const values = boardStorage(subject.board);
  for (let cell = 0; cell < 81; cell++) if (values[cell] !== 0 && given[cell] === 0) entries.add(cell);
  return entries;
}

/** `Sudoku grid: 30 givens, 12 digits entered, 39 empty cells.` */
function defaultDescription(subject: Subject, entries: number): string {
  const values = boardStorage(subject.board);
  let filled = 0;
  for (let cell = 0; cell < 81; cell++) if (values[cell] !== 0) filled++;
  const givens = filled - entries;
  const entered = subject.puzzle === null ? '' : `, ${entries} digit${entries === 1 ? '' : 's'} entered`;
  return `Sudoku grid: ${givens} given${givens === 1 ? '' : 's'}${entered}, ${81 - filled} empty cell${81 - filled === 1 ? '' : 's'}.`;
}

/**
 * Draws `subject` (a board, or a game whose givens and entered digits are styled apart) as an SVG
 * document: a string, the same for the same input in every runtime. Pencil marks are a game's
 * notes by default (none for a board; see {@link SudokuSvgOptions.candidates}). Under variant
 * `rules` (a game's own by default) the grid shows them: extra regions shaded, diagonals, jigsaw
 * borders, and every rule named in the default title and description. Throws a `TypeError` or
 * `RangeError` naming a bad option.
 *
 * @example
 * ```ts
 * import { SudokuBoard, renderBoardSvg } from 'open-sudoku-engine';
 *
 * const board = SudokuBoard.parse(
 *   '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
 * );
 * const svg = renderBoardSvg(board, { size: 300, theme: 'dark', candidates: 'computed' });
 * svg.startsWith('<svg'); // → true
 * ```
 */
export function renderBoardSvg(subject: SudokuBoard | SudokuGame, options?: SudokuSvgOptions): string {
  const read = readSubject(subject, 'subject');
  const settings = readSvgOptions(options, read);
  const { rules } = settings;
  const entries = entryCells(read);
  const candidates = new Map<number, MarkKind>();
  for (const code of settings.marked) candidates.set(code, 'mark');
  return drawPicture({
    size: settings.size,
    theme: settings.theme,
    title: settings.title ?? (rules === undefined ? 'Sudoku' : `Sudoku (${rulesLabel(rules)})`),
    description:
      settings.description ??
      defaultDescription(read, entries.size) + (rules === undefined ? '' : ` ${rulesSentence(rules)}`),
    values: boardStorage(read.board),
    entries,
    conflicts: new Set(read.conflicts),
    marks: pencilMarks(settings.candidates, read.game === null ? 'none' : 'notes', read, 'options', rules),
    cells: new Set(settings.cells),
    units: new Set(settings.units),
    candidates,
    rules,
    jigsawColours: settings.jigsawColours,
    regions: settings.regions,
  });
}
