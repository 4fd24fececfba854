/**
 * `sudoku validate`: the rules check of each puzzle, one answer per record.
 */
import { SudokuValidator } from '../../index.js';
import { ExitCode, INPUT_OPTIONS, choiceOption, type Command } from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { shardHelp } from '../shard.js';
import { jsonResult, problemResult } from '../report.js';
import {
  RULES_OPTION,
  conflictJson,
  conflictText,
  readRecord,
  rulesCall,
  rulesHelp,
  rulesJson,
  rulesOption,
  taskRules,
} from '../rules.js';
import type { ItemResult, Task } from '../task.js';

const FORMATS = ['line', 'json'] as const;

/** Options of the validate task. */
export interface ValidateOptions {
  readonly format: 'line' | 'json';
  readonly complete: boolean;
  /** `--rules`: the canonical text, or null for the classic rules. */
  readonly rules: string | null;
}

/** The validate task: `valid`, `complete` or `invalid: …` for each record. */
export function createValidateTask(options: Readonly<Record<string, unknown>>): Task {
  const { format, complete } = options as unknown as ValidateOptions;
  const json = format === 'json';
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { rules } = parsed;
    const result = SudokuValidator.validate(parsed.board, { requireComplete: complete, ...rulesCall(rules) });
    const failed = !result.isValid;
    if (json) {
      return jsonResult(
        record,
        {
          ...rulesJson(rules),
          valid: result.isValid,
          complete: result.isComplete,
          conflicts: result.conflicts.map((c) => conflictJson(c, rules !== undefined)),
        },
        failed,
      );
    }
    let text: string;
    if (result.conflicts.length > 0) {
      text = `invalid: ${result.conflicts.map(conflictText).join('; ')}`;
    } else if (result.isComplete) {
      text = 'complete';
    } else {
      text = complete ? 'incomplete' : 'valid';
    }
    return { out: text + '\n', err: '', failed };
  };
}

/** `sudoku validate`. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'check puzzles against the rules (clashing cells named)',
  help: `Usage: sudoku validate [options] [PUZZLE | FILE | -]...

Checks each puzzle against the rules and prints one answer per puzzle:
  valid                            no digit repeats in a row, column or box
  complete                         a solved grid: full and valid
  invalid: 5 in row 1 at r1c1 r1c5 every clash, with its cells (r1c1 = row 1, column 1);
                                   under --rules x, '1 in the main diagonal at r1c1 r5c5'

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given. A line is 81 cells: 1-9 for a given, '.', '0' or '-'
for an empty cell; the puzzle is the line's first field, so 'puzzle:solution' or TSV
rows read as they are. Blank lines and lines starting with # are skipped. A puzzle may
carry its own rules after it, 'PUZZLE rules=TEXT' (see 'sudoku solve --help').

Options:
  -f, --format line|json   the answer as text (default) or one JSON object per line
      --input line|grid    read one puzzle per line or 9-line grids (default: lines,
                           or grids when the first line is a grid's row)
      --complete           only a complete grid is valid (prints 'incomplete' otherwise)
${rulesHelp(27)}
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
${shardHelp(27)}
  -h, --help               show this help

Exit status: 0 when every puzzle is valid, 1 when one is not or a line could not be
read (reported on stderr as 'line 17: INVALID_CHARACTER 'x' at column 5', or as a JSON
object with --format json), 2 for a usage error.

Examples:
  sudoku validate 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku validate --format json puzzles.txt
  cat puzzles.txt | sudoku validate --complete
  sudoku validate --rules x+windoku puzzles.txt
`,
  options: { ...INPUT_OPTIONS, ...RULES_OPTION, complete: { type: 'boolean' } },
  async run(args) {
    const options: ValidateOptions = {
      format: choiceOption(args, 'format', FORMATS, 'line'),
      complete: args.values.complete === true,
      rules: rulesOption(args),
    };
    const summary = await runRecords(args, {
      spec: { name: 'validate', options: { ...options }, batchSize: 512, separator: '' },
      task: createValidateTask({ ...options }),
      mode: inputModeOption(args, 'auto'),
      jobs: 1,
      inline: true,
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
