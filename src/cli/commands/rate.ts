/**
 * `sudoku rate`: the difficulty of each puzzle on the Sudoku Explainer scale.
 */
import {
  SudokuErrorCode,
  SudokuLogicSolver,
  SudokuValidator,
  gradeKiller,
  isSudokuError,
  rateBoard,
  type SudokuBoard,
  type SudokuKillerRating,
  type SudokuRating,
  type SudokuRatingWithSteps,
  type SudokuRules,
  type SudokuStep,
} from '../../index.js';
import {
  ExitCode,
  INPUT_OPTIONS,
  JOBS_OPTION,
  UsageError,
  choiceOption,
  jobsOption,
  type Command,
} from '../command.js';
import type { InputRecord } from '../input.js';
import { inputModeOption, runRecords } from '../records.js';
import { shardHelp } from '../shard.js';
import { cellName, jsonResult, oneLine, problemResult, where } from '../report.js';
import { readPositionRecord } from '../pencil.js';
import {
  RULES_OPTION,
  KILLER_PENCIL_REFUSAL,
  rulesCall,
  rulesHelp,
  rulesJson,
  rulesOption,
  taskRules,
} from '../rules.js';
import type { ItemResult, Task } from '../task.js';
import { stepJson, timeoutOption } from './hint.js';
import { padded, pathPictures, svgDirOption, writePicture } from '../pictures.js';

const FORMATS = ['line', 'json'] as const;

/**
 * The rate task: `ER/EP/ED level technique`, and with `steps` the rating's path, one indented
 * line per step (`score technique explanation`). A board that is no puzzle gets no rating: its
 * status instead (`invalid-board` and the clashing cells, `unsolvable`, `several-solutions`), and
 * a puzzle not rated within `timeout` milliseconds `timeout`; each of these fails its line.
 */
export function createRateTask(options: Readonly<Record<string, unknown>>): Task {
  const json = options.format === 'json';
  const withSteps = options.steps === true;
  const svg = options.svg as string | undefined;
  const timeout = options.timeout as number | undefined;
  const limits = timeout === undefined ? {} : { timeout };
  const fallback = taskRules(options.rules);
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = readPositionRecord(record, fallback);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const { board, rules } = parsed;
    // A pencil-mark line is rated from its marks; `board` holds the cells they solve.
    const subject = parsed.candidates ?? board;
    const conflicts = SudokuValidator.findConflicts(board, rules === undefined ? undefined : { rules }).map(
      cellName,
    );
    if (conflicts.length > 0) {
      if (json) return jsonResult(record, { ...rulesJson(rules), status: 'invalid-board', conflicts }, true);
      return { out: `invalid-board ${conflicts.join(' ')}\n`, err: '', failed: true };
    }
    if (rules?.isKiller === true) {
      if (parsed.candidates !== undefined) {
        const status = 'unsupported-killer';
        const reason = KILLER_PENCIL_REFUSAL;
        if (json) return jsonResult(record, { ...rulesJson(rules), status, reason }, true);
        return { out: `${status}: ${reason}\n`, err: '', failed: true };
      }
      return killerResult(record, board, rules, { json, withSteps, limits, timeout, svg });
    }
    let rating: SudokuRating | SudokuRatingWithSteps;
    try {
      rating = withSteps
        ? rateBoard(subject, { ...limits, ...rulesCall(rules), steps: true })
        : rateBoard(subject, { ...limits, ...rulesCall(rules) });
    } catch (error) {
      if (!isSudokuError(error) || error.code !== SudokuErrorCode.Timeout) throw error;
      if (json) return jsonResult(record, { ...rulesJson(rules), status: 'timeout', timeout }, true);
      return { out: 'timeout\n', err: '', failed: true };
    }
    if (rating.solutions !== 1) {
      const status = rating.solutions === 0 ? 'unsolvable' : 'several-solutions';
      if (json) return jsonResult(record, { ...rulesJson(rules), status }, true);
      return { out: `${status}\n`, err: '', failed: true };
    }
    const steps = withSteps ? (rating as SudokuRatingWithSteps).steps : null;
    let err = '';
    if (steps !== null && svg !== undefined) {
      pathPictures(board, steps, rules).forEach((picture, k) => {
        const name = `${padded(record.line, 4)}-${padded(k + 1, 2)}`;
        err ||= writePicture(svg, name, picture, where(record));
      });
    }
    const failed = err !== '';
    if (json) {
      const fields: Record<string, unknown> = { ...rulesJson(rules), ...rating };
      if (steps !== null) fields.steps = steps.map(stepJson);
      return { ...jsonResult(record, fields, failed), err };
    }
    const numbers = [rating.rating, rating.pearl, rating.diamond].map((n) => n.toFixed(1)).join('/');
    let out = `${numbers} ${rating.level} ${rating.hardestTechnique}\n`;
    if (steps !== null) {
      for (const step of steps) {
        out += `  ${step.score.toFixed(1)} ${step.technique} ${oneLine(step.explanation)}\n`;
      }
    }
    return { out, err, failed };
  };
}

/**
 * A killer line (rules with cages): its grade on the killer scale (`gradeKiller`), as
 * `KILLER GRADE DIFFICULTY TECHNIQUE` (`killer 2.5 hard innie-outie`), and with `--steps` the hint
 * engine's path it is read from; or the status of a board that is no puzzle, or that the hint
 * engine cannot finish (`stuck`).
 */
function killerResult(
  record: InputRecord,
  board: SudokuBoard,
  rules: SudokuRules,
  o: {
    readonly json: boolean;
    readonly withSteps: boolean;
    readonly limits: { readonly timeout?: number };
    readonly timeout: number | undefined;
    readonly svg: string | undefined;
  },
): ItemResult {
  let rating: SudokuKillerRating;
  let steps: readonly SudokuStep[] | null = null;
  try {
    rating = gradeKiller(board, { rules, ...o.limits });
    if (o.withSteps && rating.grade !== null)
      steps = new SudokuLogicSolver().solve(board, { rules, ...o.limits }).steps;
  } catch (error) {
    if (!isSudokuError(error) || error.code !== SudokuErrorCode.Timeout) throw error;
    if (o.json)
      return jsonResult(record, { ...rulesJson(rules), status: 'timeout', timeout: o.timeout }, true);
    return { out: 'timeout\n', err: '', failed: true };
  }
  if (rating.grade === null) {
    const status =
      rating.solutions === 0 ? 'unsolvable' : rating.solutions === 2 ? 'several-solutions' : 'stuck';
    if (o.json) return jsonResult(record, { ...rulesJson(rules), status }, true);
    const why = status === 'stuck' ? ': the hint engine cannot finish it, so it has no killer grade' : '';
    return { out: `${status}${why}\n`, err: '', failed: true };
  }
  const grade = rating.grade;
  let err = '';
  if (steps !== null && o.svg !== undefined) {
    const svg = o.svg;
    pathPictures(board, steps, rules).forEach((picture, k) => {
      err ||= writePicture(svg, `${padded(record.line, 4)}-${padded(k + 1, 2)}`, picture, where(record));
    });
  }
  const failed = err !== '';
  if (o.json) {
    const fields: Record<string, unknown> = {
      ...rulesJson(rules),
      scale: 'killer',
      grade,
      difficulty: rating.difficulty,
      solutions: 1,
    };
    if (steps !== null) fields.steps = steps.map(stepJson);
    return { ...jsonResult(record, fields, failed), err };
  }
  let out = `killer ${grade.score.toFixed(1)} ${rating.difficulty!} ${grade.hardestTechnique}\n`;
  for (const step of steps ?? [])
    out += `  ${step.score.toFixed(1)} ${step.technique} ${oneLine(step.explanation)}\n`;
  return { out, err, failed };
}

/** `sudoku rate`. */
export const rateCommand: Command = {
  name: 'rate',
  summary: 'rate puzzles on the Sudoku Explainer scale (ER/EP/ED)',
  help: `Usage: sudoku rate [options] [PUZZLE | FILE | -]...

Rates each puzzle as Sudoku Explainer 1.2.1 does: the cheapest technique is applied at
each step, and a puzzle's rating (ER) is its hardest step, from 1.0 (full house) and 1.2
(hidden single) to 9+ for chains; EP is the hardest step before the first placement,
ED the first step. A line of 729 characters is a pencil-mark puzzle (nine characters a
cell, the digit or '.' for each candidate 1-9), rated from its marks as Sudoku
Explainer rates that line. Prints one line per puzzle:

  ER/EP/ED LEVEL TECHNIQUE     such as '2.6/1.5/1.2 hard pointing'

With --steps, each rating line is followed by the rating's own path, one indented line per
step: its score, technique and explanation (cells in r1c1 notation). The hardest step
is ER, the first ED, the hardest up to the first placement EP.

A killer line (rules with cages) gets its killer grade instead, read off the hint
engine's path (docs/variants.md, "Generating killer puzzles"):

  killer GRADE DIFFICULTY TECHNIQUE   such as 'killer 2.5 hard innie-outie'

with --steps that path; one the hint engine cannot finish prints 'stuck', a pencil-mark
killer line 'unsupported-killer'.

LEVEL is easy (up to 1.5), medium (2.5), hard (5.0), expert (7.0), extreme (9.0),
nightmare, or beyond (20.0: no technique of the set applies); TECHNIQUE is the hardest
step's. A board that is no puzzle gets no rating: one whose givens clash prints
'invalid-board' and the cells, one without solution 'unsolvable', one with more than
one solution (an empty grid) 'several-solutions'. With --timeout, a puzzle not rated
in time prints 'timeout' and the batch goes on.

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given (see 'sudoku solve --help').

Options:
  -f, --format line|json   the line above (default), or one JSON object per puzzle with
                           rating, pearl, diamond, level, hardestTechnique,
                           techniqueCounts and solvedByLogic (and steps, with --steps);
                           a board that is no puzzle gives its status instead
      --steps              also print the rating's solving path, step by step
      --svg DIR            with --steps, also draw each step as a picture on its board:
                           DIR/0001-07.svg for step 7 of line 1 (see docs/pictures.md);
                           one input only
      --timeout MS         give up on a puzzle after MS milliseconds (it prints
                           'timeout'); default: no limit
${rulesHelp(27)}
      --input line|grid    read one puzzle per line or 9-line grids (default: lines,
                           or grids when the first line is a grid's row)
  -j, --jobs N             threads for large inputs (default: the number of
                           cores); the output is the same for every N
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
${shardHelp(27)}
  -h, --help               show this help

Exit status: 0 when every puzzle was rated, 1 when a board is invalid, unsolvable or
has several solutions, a puzzle timed out, a killer puzzle has no grade or a line could
not be read, 2 for a usage error.

Examples:
  sudoku rate 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku rate --jobs 4 puzzles.txt > ratings.txt
  sudoku rate --steps 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku generate --count 20 --seed 1 | sudoku rate --format json
  sudoku rate --steps --svg steps puzzles.txt
`,
  options: {
    ...INPUT_OPTIONS,
    ...JOBS_OPTION,
    ...RULES_OPTION,
    steps: { type: 'boolean' },
    svg: { type: 'string' },
    timeout: { type: 'string' },
  },
  async run(args) {
    if (args.values.svg !== undefined && args.values.steps !== true) {
      throw new UsageError('--svg draws the steps: give --steps too');
    }
    const options = {
      format: choiceOption(args, 'format', FORMATS, 'line'),
      steps: args.values.steps === true,
      rules: rulesOption(args),
      svg: svgDirOption(args),
      timeout: timeoutOption(args),
    };
    const summary = await runRecords(args, {
      spec: { name: 'rate', options, batchSize: 8, separator: '' },
      task: createRateTask(options),
      mode: inputModeOption(args, 'auto'),
      jobs: jobsOption(args),
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
