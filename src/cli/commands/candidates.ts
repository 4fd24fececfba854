/**
 * `sudoku candidates`: the pencil-mark grid of each puzzle.
 */
import { SudokuValidator, type SudokuBoard } from '../../index.js';
import { ExitCode, INPUT_OPTIONS, choiceOption, type Command } from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { cellName, jsonResult, parseRecord, problemResult } from '../report.js';
import type { ItemResult, Task } from '../task.js';

const FORMATS = ['grid', 'json'] as const;

/** The candidates of each cell as digit strings: a filled cell's own digit, `0` for none left. */
function candidateTexts(board: SudokuBoard): string[] {
  const texts: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let column = 0; column < 9; column++) {
      const value = board.get(row, column);
      if (value !== 0) {
        texts.push(String(value));
        continue;
      }
      const digits = SudokuValidator.getCandidates(board, row, column).join('');
      texts.push(digits === '' ? '0' : digits);
    }
  }
  return texts;
}

/** The candidate grid: columns padded to their widest cell, boxes ruled. */
function formatCandidates(texts: readonly string[]): string {
  const widths: number[] = [];
  for (let column = 0; column < 9; column++) {
    let width = 1;
    for (let row = 0; row < 9; row++) width = Math.max(width, texts[row * 9 + column]!.length);
    widths.push(width);
  }
  const lines: string[] = [];
  for (let row = 0; row < 9; row++) {
    if (row === 3 || row === 6) {
      const rule = [0, 3, 6].map((s) => '-'.repeat(widths[s]! + widths[s + 1]! + widths[s + 2]! + 4));
      lines.push(`${rule[0]!.slice(1)}+${rule[1]!}+${rule[2]!.slice(1)}`);
    }
    let line = '';
    for (let column = 0; column < 9; column++) {
      if (column === 3 || column === 6) line += '| ';
      line += texts[row * 9 + column]!.padEnd(widths[column]!) + ' ';
    }
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}

/** The candidates task. */
export function createCandidatesTask(options: Readonly<Record<string, unknown>>): Task {
  const json = options.format === 'json';
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = parseRecord(record);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const board = parsed.board;
    const conflicts = SudokuValidator.findConflicts(board);
    if (conflicts.length > 0) {
      if (json)
        return jsonResult(record, { status: 'invalid-board', conflicts: conflicts.map(cellName) }, true);
      return { out: `invalid-board ${conflicts.map(cellName).join(' ')}\n`, err: '', failed: true };
    }
    const texts = candidateTexts(board);
    if (json) return jsonResult(record, { puzzle: board.toString(), candidates: texts });
    return { out: formatCandidates(texts) + '\n', err: '', failed: false };
  };
}

/** `sudoku candidates`. */
export const candidatesCommand: Command = {
  name: 'candidates',
  summary: 'print the pencil-mark grid of puzzles',
  help: `Usage: sudoku candidates [options] [PUZZLE | FILE | -]...

Prints the pencil marks of each puzzle: every digit still legal in each empty cell, a
given's own digit, 0 for an empty cell with no candidate left. Columns are padded to
their widest cell and boxes ruled; grids are separated by a blank line:

  5    3    124  | 26   7    2468 | 1489 149  248

A board whose givens clash prints 'invalid-board' and the clashing cells.

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given (see 'sudoku solve --help').

Options:
  -f, --format grid|json   the grid (default), or one JSON object per puzzle with the
                           81 cells' candidates as digit strings
      --input line|grid    read one puzzle per line (default) or 9-line grids
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
  -h, --help               show this help

Exit status: 0 when every puzzle was printed, 1 when a board clashes or a line could
not be read, 2 for a usage error.

Examples:
  sudoku candidates 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku candidates --format json < puzzles.txt
`,
  options: INPUT_OPTIONS,
  async run(args) {
    const options = { format: choiceOption(args, 'format', FORMATS, 'grid') };
    const summary = await runRecords(args, {
      spec: { name: 'candidates', options, batchSize: 256, separator: '\n' },
      task: createCandidatesTask(options),
      mode: inputModeOption(args, 'line'),
      jobs: 1,
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
