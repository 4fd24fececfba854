/**
 * `sudoku candidates`: the pencil-mark grid of each puzzle.
 */
import { SudokuCandidates, SudokuValidator, type SudokuBoard } from '../../index.js';
import { formatCandidateCells } from '../../logic/candidates.js';
import { ExitCode, INPUT_OPTIONS, choiceOption, type Command } from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { shardHelp } from '../shard.js';
import { cellName, jsonResult, problemResult } from '../report.js';
import {
  RULES_OPTION,
  candidatesUnder,
  readRecord,
  rulesHelp,
  rulesJson,
  rulesOption,
  taskRules,
} from '../rules.js';
import type { ItemResult, Task } from '../task.js';

const FORMATS = ['grid', 'json'] as const;

/** The candidates of each cell as digit strings: a filled cell's own digit, `0` for none left. */
function candidateTexts(board: SudokuBoard, candidates: SudokuCandidates): string[] {
  const texts: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let column = 0; column < 9; column++) {
      const value = board.get(row, column);
      const digits = value !== 0 ? String(value) : candidates.get(row, column).join('');
      texts.push(digits === '' ? '0' : digits);
    }
  }
  return texts;
}

/** The mark after a given's digit in the grid (`5*`), which `SudokuCandidates.parse` skips. */
export const GIVEN_MARK = '*';

/**
 * The pencil-mark grid with each given marked (`5*`), so that a given and an empty cell with one
 * candidate left (`5`) tell apart; `SudokuCandidates.parse` reads it back as the candidates.
 */
export function markedGrid(board: SudokuBoard, candidates: SudokuCandidates): string {
  const texts = candidateTexts(board, candidates).map((text, cell) =>
    board.get(Math.floor(cell / 9), cell % 9) === 0 ? text : text + GIVEN_MARK,
  );
  return formatCandidateCells(texts);
}

/** The candidates task. */
export function createCandidatesTask(options: Readonly<Record<string, unknown>>): Task {
  const json = options.format === 'json';
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { board, rules } = parsed;
    const conflicts = SudokuValidator.findConflicts(board, rules === undefined ? undefined : { rules });
    if (conflicts.length > 0) {
      if (json)
        return jsonResult(
          record,
          { ...rulesJson(rules), status: 'invalid-board', conflicts: conflicts.map(cellName) },
          true,
        );
      return { out: `invalid-board ${conflicts.map(cellName).join(' ')}\n`, err: '', failed: true };
    }
    const candidates = candidatesUnder(board, rules);
    if (json)
      return jsonResult(record, {
        ...rulesJson(rules),
        puzzle: board.toString(),
        candidates: candidateTexts(board, candidates),
      });
    return { out: markedGrid(board, candidates) + '\n', err: '', failed: false };
  };
}

/** `sudoku candidates`. */
export const candidatesCommand: Command = {
  name: 'candidates',
  summary: 'print the pencil-mark grid of puzzles',
  help: `Usage: sudoku candidates [options] [PUZZLE | FILE | -]...

Prints the pencil marks of each puzzle: every digit still legal in each empty cell, a
given's own digit marked with * (so that a given and an empty cell with one candidate
left tell apart), 0 for an empty cell with no candidate left. Columns are padded to
their widest cell and boxes ruled; grids are separated by a blank line. The first row
of the first example below:

  5*  3*   124    | 26   7* 2468 | 1489  1249 248

The grid reads back as candidates (SudokuCandidates.parse skips the marks).

A board whose givens clash prints 'invalid-board' and the clashing cells. Under --rules
(or a puzzle's own 'rules=TEXT'), the candidates and clashes are the rules': a digit on
a diagonal under x, or next to a neighbour's under non-consecutive, is no candidate.

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given (see 'sudoku solve --help').

Options:
  -f, --format grid|json   the grid (default), or one JSON object per puzzle with the
                           81 cells' candidates as digit strings
      --input line|grid    read one puzzle per line or 9-line grids (default: lines,
                           or grids when the first line is a grid's row)
${rulesHelp(27)}
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
${shardHelp(27)}
  -h, --help               show this help

Exit status: 0 when every puzzle was printed, 1 when a board clashes or a line could
not be read, 2 for a usage error.

Examples:
  sudoku candidates 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku candidates --format json < puzzles.txt
`,
  options: { ...INPUT_OPTIONS, ...RULES_OPTION },
  async run(args) {
    const options = {
      format: choiceOption(args, 'format', FORMATS, 'grid'),
      rules: rulesOption(args),
    };
    const summary = await runRecords(args, {
      spec: { name: 'candidates', options, batchSize: 256, separator: options.format === 'grid' ? '\n' : '' },
      task: createCandidatesTask(options),
      mode: inputModeOption(args, 'auto'),
      jobs: 1,
      inline: true,
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
