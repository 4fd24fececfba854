/**
 * `sudoku hint`: the next logical step of each puzzle, explained.
 */
import {
  type SudokuAllSteps,
  SudokuErrorCode,
  SudokuLogicSolver,
  SudokuSolver,
  isSudokuError,
  renderStepSvg,
  type SudokuBoard,
  type SudokuCandidateRef,
  type SudokuCandidates,
  type SudokuRules,
  type SudokuStep,
} from '../../index.js';
import {
  CLI_LIMITS,
  ExitCode,
  INPUT_OPTIONS,
  JOBS_OPTION,
  choiceOption,
  integerOption,
  jobsOption,
  type Command,
  type ParsedArgs,
  UsageError,
} from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { shardHelp } from '../shard.js';
import { jsonResult, oneLine, problemResult, where } from '../report.js';
import { marksSolutionCount, readPositionRecord } from '../pencil.js';
import {
  RULES_OPTION,
  rulesCall,
  rulesHelp,
  rulesJson,
  rulesOption,
  taskRules,
  withRules,
} from '../rules.js';
import type { ItemResult, Task } from '../task.js';
import { padded, svgDirOption, writePicture } from '../pictures.js';

const FORMATS = ['line', 'json'] as const;
const CLUES = ['small', 'big', 'full'] as const;

function ref(candidate: SudokuCandidateRef): { cell: string; value: number } {
  return { cell: `r${candidate.row + 1}c${candidate.column + 1}`, value: candidate.value };
}

/** The step as a JSON-friendly object, cells in r1c1 notation. */
export function stepJson(step: SudokuStep): Record<string, unknown> {
  return {
    technique: step.technique,
    name: step.name,
    score: step.score,
    // The old name of score, kept beside it until 1.0 for scripts that read it.
    difficulty: step.score,
    explanation: step.explanation,
    clue: step.clue,
    placements: step.placements.map(ref),
    eliminations: step.eliminations.map(ref),
  };
}

const solver = new SudokuSolver();

/**
 * Why there is no step: the board is full, it has several solutions (no logic can pick one), or
 * no technique applies.
 */
export function noStepStatus(
  board: SudokuBoard,
  rules?: SudokuRules,
  candidates?: SudokuCandidates,
): 'solved' | 'several-solutions' | 'stuck' {
  if (board.emptyCount === 0) return 'solved';
  const count =
    candidates !== undefined
      ? marksSolutionCount(candidates, rules)
      : solver.countSolutions(board, 2, rules === undefined ? undefined : { rules });
  return count > 1 ? 'several-solutions' : 'stuck';
}

const NO_STEP_TEXT = {
  solved: 'solved: no step left',
  'several-solutions':
    'several-solutions: the board has more than one solution, so no logical step decides it',
  stuck: 'stuck: no known technique applies',
} as const;

/** `--timeout MS` of rate and hint: a time limit for each puzzle, undefined without the option. */
export function timeoutOption(args: ParsedArgs): number | undefined {
  if (args.values.timeout === undefined) return undefined;
  return integerOption(args, 'timeout', CLI_LIMITS.timeout, 0);
}

/** `--limit N` of `hint --all`: at most N steps a puzzle (any positive count). */
const LIMIT = Object.freeze({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** Why `hint --all` stopped short, in words. */
function partialText(all: SudokuAllSteps, limit: number | undefined): string {
  if (all.stoppedBy === 'limit') return `partial: stopped at the limit of ${String(limit)} steps`;
  if (all.stoppedBy === 'nested') return 'partial: nested forcing chains left out (--nested searches them)';
  return 'partial: stopped at the time limit';
}

/** `hint --all` of one position, in text: a count line, then each technique and its steps, indented. */
function allStepsText(all: SudokuAllSteps, clue: (typeof CLUES)[number], limit: number | undefined): string {
  const techniques = all.groups.length;
  let out = `${String(all.count)} step${all.count === 1 ? '' : 's'} of ${String(techniques)} technique${techniques === 1 ? '' : 's'}\n`;
  for (const group of all.groups) {
    out += `  ${group.technique} (${group.name}): ${String(group.steps.length)}\n`;
    for (const step of group.steps) {
      out += `    ${clue === 'full' ? oneLine(step.explanation) : step.clue[clue]}\n`;
    }
  }
  if (!all.complete) out += `  ${partialText(all, limit)}\n`;
  return out;
}

/** A line whose step was not found within `timeout` milliseconds: `timeout`, and the line fails. */
function timeoutResult(
  record: InputRecord,
  rules: SudokuRules | undefined,
  timeout: number | undefined,
  json: boolean,
): ItemResult {
  if (json) return jsonResult(record, { ...rulesJson(rules), status: 'timeout', timeout }, true);
  return { out: 'timeout: no step found within the time limit\n', err: '', failed: true };
}

/** A position without a step: why (solved, stuck, several solutions…); several solutions fail the line. */
function noStepResult(
  record: InputRecord,
  position: {
    readonly board: SudokuBoard;
    readonly rules?: SudokuRules | undefined;
    readonly candidates?: SudokuCandidates | undefined;
  },
  json: boolean,
): ItemResult {
  const status = noStepStatus(position.board, position.rules, position.candidates);
  const failed = status === 'several-solutions';
  if (json) return jsonResult(record, { ...rulesJson(position.rules), status }, failed);
  return { out: NO_STEP_TEXT[status] + '\n', err: '', failed };
}

/**
 * The `hint --all` task: every step at each position, grouped by technique. A timeout or
 * `--limit` gives the steps found until then, marked partial; a timeout before any step answers
 * `timeout`, and fails its line.
 */
function createAllStepsTask(options: Readonly<Record<string, unknown>>): Task {
  const json = options.format === 'json';
  const clue = options.clue as (typeof CLUES)[number];
  const timeout = options.timeout as number | undefined;
  const limit = options.limit as number | undefined;
  const bounds = {
    ...(timeout === undefined ? {} : { timeout }),
    ...(limit === undefined ? {} : { limit }),
    ...(options.nested === true ? { nested: true } : {}),
  };
  const logic = new SudokuLogicSolver();
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readPositionRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { board, rules, candidates } = parsed;
    const all = logic.allSteps(candidates ?? board, { ...bounds, ...rulesCall(rules) });
    if (all.problem !== null) {
      const step = all.problem;
      if (json)
        return jsonResult(record, { ...rulesJson(rules), status: all.status, ...stepJson(step) }, true);
      return { out: oneLine(step.explanation) + '\n', err: '', failed: true };
    }
    if (all.count === 0) {
      if (all.stoppedBy === 'timeout') {
        return timeoutResult(record, rules, timeout, json);
      }
      return noStepResult(record, parsed, json);
    }
    if (json) {
      return jsonResult(record, {
        ...rulesJson(rules),
        status: 'steps',
        count: all.count,
        complete: all.complete,
        stoppedBy: all.stoppedBy,
        groups: all.groups.map((group) => ({
          technique: group.technique,
          name: group.name,
          steps: group.steps.map(stepJson),
        })),
      });
    }
    return { out: allStepsText(all, clue, limit), err: '', failed: false };
  };
}

/**
 * The hint task. A puzzle whose step is not found within `timeout` milliseconds answers
 * `timeout`, and fails its line.
 */
export function createHintTask(options: Readonly<Record<string, unknown>>): Task {
  if (options.all === true) return createAllStepsTask(options);
  const json = options.format === 'json';
  const clue = options.clue as (typeof CLUES)[number];
  const svg = options.svg as string | undefined;
  const timeout = options.timeout as number | undefined;
  const limits = timeout === undefined ? {} : { timeout };
  const logic = new SudokuLogicSolver();
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readPositionRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { board, rules, candidates } = parsed;
    let step: SudokuStep | null;
    try {
      // A pencil-mark line is hinted from its marks; `board` holds the cells they solve.
      step = logic.nextStep(candidates ?? board, { ...limits, ...rulesCall(rules) });
    } catch (error) {
      if (!isSudokuError(error) || error.code !== SudokuErrorCode.Timeout) throw error;
      return timeoutResult(record, rules, timeout, json);
    }
    if (step === null) {
      return noStepResult(record, parsed, json);
    }
    const err =
      svg === undefined
        ? ''
        : writePicture(
            svg,
            padded(record.line, 4),
            renderStepSvg(step, board, withRules({}, rules)),
            where(record),
          );
    const failed = err !== '' || step.technique === 'invalid-board' || step.technique === 'contradiction';
    if (json) {
      const status =
        step.technique === 'invalid-board' || step.technique === 'contradiction' ? step.technique : 'step';
      return { ...jsonResult(record, { ...rulesJson(rules), status, ...stepJson(step) }, failed), err };
    }
    const text = failed || clue === 'full' ? oneLine(step.explanation) : step.clue[clue];
    return { out: text + '\n', err, failed };
  };
}

/** `sudoku hint`. */
export const hintCommand: Command = {
  name: 'hint',
  summary: 'explain the next logical step of puzzles',
  help: `Usage: sudoku hint [options] [PUZZLE | FILE | -]...

Finds the next step a person would take (the simplest technique that applies: singles
before subsets before fish before chains) and explains it in one sentence, cells in
r1c1 notation (row 1, column 1). The first example below prints:

  Hidden single: in box 2, 8 fits only in r1c6.

With --clue small or big, prints a graded clue instead: small says where to look ('Look
for a hidden single in box 2.'), big what to look for ('Where can 8 go in box 2?').
'solved: no step left' for a full grid, 'stuck: no known technique applies' beyond the
techniques, 'several-solutions: ...' when the board has more than one solution and no
step is left that holds in all of them, and for a board whose givens clash or that has
no solution, the explanation naming the cells. A line of 729 characters is a
pencil-mark position (nine characters a cell, the digit or '.' for each candidate 1-9):
the hint starts from those marks.

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given (see 'sudoku solve --help').

Options:
  -f, --format line|json   the sentence (default), or one JSON object per puzzle with the
                           technique, its rating, the explanation, both clues, the
                           placements and eliminations
      --clue small|big|full  how much to tell (default full: the whole explanation)
      --svg DIR            also draw each step as a picture, DIR/0001.svg for the puzzle
                           of line 1 (see docs/pictures.md); one input only
      --timeout MS         give up on a puzzle after MS milliseconds (it prints
                           'timeout: ...'; with --all, the steps found until then,
                           marked partial); default: no limit
      --all                every step each technique can take at the position, not
                           only the first: a line 'N steps of T techniques', then for
                           each technique, in the order hints look for them, a line
                           'ID (Name): COUNT' and its steps indented (their
                           explanations, or clues with --clue); JSON: groups, each
                           with its steps. The nested forcing chains are left out
                           (marked partial) unless no other technique has a step
      --nested             with --all, search the nested forcing chains too: minutes
                           on a position with many empty cells, bound with --limit or
                           --timeout
      --limit N            with --all, at most N steps a puzzle (then marked partial)
${rulesHelp(27)}
      --input line|grid    read one puzzle per line or 9-line grids (default: lines,
                           or grids when the first line is a grid's row)
  -j, --jobs N             threads for large inputs (default: the number of cores)
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
${shardHelp(27)}
  -h, --help               show this help

Exit status: 0 when every puzzle got an answer, 1 when a board is invalid or has
several solutions, a puzzle timed out or a line could not be read, 2 for a usage error.

Examples:
  sudoku hint 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku hint --clue small puzzle.txt
  sudoku hint --svg hints puzzles.txt
  sudoku hint --all --limit 20 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku generate --daily | sudoku hint --format json
`,
  options: {
    ...INPUT_OPTIONS,
    ...JOBS_OPTION,
    ...RULES_OPTION,
    clue: { type: 'string' },
    svg: { type: 'string' },
    timeout: { type: 'string' },
    all: { type: 'boolean' },
    nested: { type: 'boolean' },
    limit: { type: 'string' },
  },
  async run(args) {
    const all = args.values.all === true;
    if (!all && args.values.limit !== undefined) throw new UsageError('--limit bounds --all: give --all too');
    if (!all && args.values.nested === true) throw new UsageError('--nested widens --all: give --all too');
    if (all && args.values.svg !== undefined) throw new UsageError('--svg draws one step: leave out --all');
    const options = {
      all,
      limit: all && args.values.limit !== undefined ? integerOption(args, 'limit', LIMIT, 1) : undefined,
      nested: args.values.nested === true,
      format: choiceOption(args, 'format', FORMATS, 'line'),
      clue: choiceOption(args, 'clue', CLUES, 'full'),
      rules: rulesOption(args),
      svg: svgDirOption(args),
      timeout: timeoutOption(args),
    };
    const summary = await runRecords(args, {
      spec: { name: 'hint', options, batchSize: 32, separator: '' },
      task: createHintTask(options),
      mode: inputModeOption(args, 'auto'),
      jobs: jobsOption(args),
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
