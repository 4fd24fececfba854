/**
 * `sudoku solve`: the solution of each puzzle, or with `--count [LIMIT]` its number of solutions.
 */
import { SudokuSolver } from '../../index.js';
import {
  ExitCode,
  INPUT_OPTIONS,
  JOBS_OPTION,
  OPTION_LIMITS,
  UsageError,
  choiceOption,
  jobsOption,
  parseInteger,
  stringOption,
  type Command,
} from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { shardHelp } from '../shard.js';
import { cellName, jsonResult, problemResult } from '../report.js';
import { RULES_OPTION, readRecord, rulesHelp, rulesJson, rulesOption, taskRules } from '../rules.js';
import type { ItemResult, Task } from '../task.js';

const FORMATS = ['line', 'grid', 'json'] as const;

/** Above this `--count` limit one puzzle may take seconds or for ever. */
const EAGER_COUNT = 10_000;

/** Options of the solve task. */
export interface SolveOptions {
  readonly format: (typeof FORMATS)[number];
  /** The counting cap with `--count`, or 0 to solve. */
  readonly count: number;
  /** `--rules`: the canonical text, or null for the classic rules. */
  readonly rules: string | null;
}

/** The solve task: a solution, `unsolvable`, `invalid-board CELLS`, or a solution count. */
export function createSolveTask(options: Readonly<Record<string, unknown>>): Task {
  const { format, count } = options as unknown as SolveOptions;
  const solver = new SudokuSolver();
  const json = format === 'json';
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { board, rules } = parsed;
    const under = rules === undefined ? undefined : { rules };
    if (count > 0) {
      const result = solver.solve(board, under); // cheap next to counting; names the clashes
      if (result.status === 'invalid-board') return invalid(record, result.conflicts, json, rules);
      const n = result.status === 'unsolvable' ? 0 : solver.countSolutions(board, count, under);
      return json
        ? jsonResult(record, { ...rulesJson(rules), count: n, limit: count })
        : { out: `${n}\n`, err: '', failed: false };
    }
    const result = solver.solve(board, under);
    if (result.status === 'invalid-board') return invalid(record, result.conflicts, json, rules);
    if (result.status === 'unsolvable') {
      return json
        ? jsonResult(record, { ...rulesJson(rules), status: 'unsolvable' }, true)
        : { out: 'unsolvable\n', err: '', failed: true };
    }
    if (json) {
      return jsonResult(record, {
        ...rulesJson(rules),
        status: 'solved',
        solution: result.solution.toString(),
        guesses: result.stats.guesses,
      });
    }
    const text = format === 'grid' ? result.solution.format() : result.solution.toString();
    return { out: text + '\n', err: '', failed: false };
  };
}

function invalid(
  record: InputRecord,
  conflicts: readonly number[],
  json: boolean,
  rules: Parameters<typeof rulesJson>[0],
): ItemResult {
  const cells = conflicts.map(cellName);
  if (json)
    return jsonResult(record, { ...rulesJson(rules), status: 'invalid-board', conflicts: cells }, true);
  return { out: `invalid-board ${cells.join(' ')}\n`, err: '', failed: true };
}

/** `sudoku solve`. */
export const solveCommand: Command = {
  name: 'solve',
  summary: 'solve puzzles, or count their solutions (--count)',
  help: `Usage: sudoku solve [options] [PUZZLE | FILE | -]...

Solves each puzzle and prints, one answer per puzzle and in input order:
  the solution                 81 digits (a grid with --format grid)
  unsolvable                   the givens are legal but no grid completes them
  invalid-board r1c1 r1c5      givens clash; every clashing cell is named
With --count, prints each puzzle's number of solutions instead, counting up to LIMIT
(default 2: 0 none, 1 unique, 2 several).

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given. A line is 81 cells: 1-9 for a given, '.', '0' or '-'
for an empty cell; the puzzle is the line's first field, so 'puzzle:solution' or TSV
rows read as they are. Blank lines and lines starting with # are skipped, and so is a
first line whose first field is a word (a header row such as 'puzzle er ep ed'). An
input whose first line is a grid's row, as 'sudoku generate --format grid' prints it,
is read as 9-line grids. Files of any size are streamed in constant memory.

Rules: --rules TEXT plays every puzzle under a rule set (docs/variants.md). A puzzle may
carry its own after it on its line, a field 'rules=TEXT' after a space or tab:
  <81 cells> rules=jigsaw:112222333111222333111122333…   (the 81 region ids)
and a line 'rules=TEXT' alone gives the rules of the next puzzle (the way to give a 9-line
grid its rules). A puzzle's own rules override --rules, so a file of jigsaw puzzles with
different layouts reads as it is; a rules text that does not parse fails its line.
With --format json, an answer under rules other than the classic ones has 'rules'.

Options:
  -f, --format line|grid|json  the output; grid also reads 9-line grids as input
      --input line|grid        read one puzzle per line or 9-line grids (default:
                               lines, or grids when the first line is a grid's row)
      --count [LIMIT]          print solution counts, capped at LIMIT (default 2)
${rulesHelp(31)}
  -j, --jobs N                 threads for large inputs (default: the number of
                               cores); the output is the same for every N
      --progress               draw a progress bar on stderr even when it is not a terminal
      --no-progress            never draw a progress bar
${shardHelp(31)}
  -h, --help                   show this help

A line that is not a puzzle is reported on stderr ('line 17: INVALID_CHARACTER 'x' at
column 5'), or as a JSON object in its place with --format json, and the others go on.

Exit status: 0 when every puzzle was solved (or counted), 1 when a line could not be
read or a puzzle is unsolvable or invalid, 2 for a usage error.

Examples:
  sudoku solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku solve --format grid puzzle.txt
  sudoku solve < puzzles.txt > solutions.txt
  sudoku solve --count 1000 --format json puzzles.txt
  sudoku solve --rules x ....41.37.........48..6...5.4.............3..2..3...6..5............89..9...1.7..
`,
  options: { ...INPUT_OPTIONS, ...JOBS_OPTION, ...RULES_OPTION, count: { type: 'string' } },
  optionalValues: { count: /^\d+$/ },
  async run(args) {
    const format = choiceOption(args, 'format', FORMATS, 'line');
    const countText = stringOption(args, 'count');
    const count =
      countText === undefined
        ? 0
        : countText === ''
          ? 2
          : parseInteger('count', countText, OPTION_LIMITS.solutionCount);
    if (format === 'grid' && count > 0)
      throw new UsageError('--count prints numbers: use --format line or json');
    const options: SolveOptions = { format, count, rules: rulesOption(args) };
    const summary = await runRecords(args, {
      spec: {
        name: 'solve',
        options: { ...options },
        batchSize: 256,
        separator: format === 'grid' ? '\n' : '',
        // Counting to a large limit may take any time: each count is written as it is known.
        eager: count > EAGER_COUNT,
      },
      task: createSolveTask({ ...options }),
      mode: inputModeOption(args, format === 'grid' ? 'grid' : 'auto'),
      jobs: jobsOption(args),
      bounded: count <= EAGER_COUNT,
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
