/**
 * `sudoku rate`: the difficulty of each puzzle on the Sudoku Explainer scale.
 */
import { SudokuValidator, rateBoard } from '../../index.js';
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
import { cellName, jsonResult, parseRecord, problemResult } from '../report.js';
import type { ItemResult, Task } from '../task.js';
import { stepJson } from './hint.js';
import { padded, pathPictures, svgDirOption, writePicture } from '../pictures.js';

const FORMATS = ['line', 'json'] as const;

/**
 * The rate task: `ER/EP/ED level technique`, and with `steps` the rating's path, one indented
 * line per step (`score technique explanation`).
 */
export function createRateTask(options: Readonly<Record<string, unknown>>): Task {
  const json = options.format === 'json';
  const withSteps = options.steps === true;
  const svg = options.svg as string | undefined;
  return (item): ItemResult => {
    const record = item as InputRecord;
    const parsed = parseRecord(record);
    if (parsed.problem !== undefined) return problemResult(record, parsed.problem, json);
    const conflicts = SudokuValidator.findConflicts(parsed.board).map(cellName);
    if (conflicts.length > 0) {
      if (json) return jsonResult(record, { status: 'invalid-board', conflicts }, true);
      return { out: `invalid-board ${conflicts.join(' ')}\n`, err: '', failed: true };
    }
    const detailed = withSteps ? rateBoard(parsed.board, { steps: true }) : null;
    const rating = detailed ?? rateBoard(parsed.board);
    const failed = rating.level === 'unsolvable';
    if (detailed !== null && svg !== undefined) {
      pathPictures(parsed.board, detailed.steps).forEach((picture, k) => {
        writePicture(svg, `${padded(record.line, 4)}-${padded(k + 1, 2)}`, picture);
      });
    }
    if (json) {
      const steps = detailed !== null ? { steps: detailed.steps.map(stepJson) } : {};
      return jsonResult(record, { ...rating, ...steps }, failed);
    }
    if (failed) return { out: 'unsolvable\n', err: '', failed };
    const numbers = [rating.rating, rating.pearl, rating.diamond].map((n) => n.toFixed(1)).join('/');
    let out = `${numbers} ${rating.level} ${rating.hardestTechnique}\n`;
    if (detailed !== null) {
      for (const step of detailed.steps) {
        out += `  ${step.score.toFixed(1)} ${step.technique} ${step.explanation}\n`;
      }
    }
    return { out, err: '', failed };
  };
}

/** `sudoku rate`. */
export const rateCommand: Command = {
  name: 'rate',
  summary: 'rate puzzles on the Sudoku Explainer scale (ER/EP/ED)',
  help: `Usage: sudoku rate [options] [PUZZLE | FILE | -]...

Rates each puzzle as Sudoku Explainer 1.2.1 does: the cheapest technique is applied at
each step, and a puzzle's rating (ER) is its hardest step, from 1.0 (full house) and 1.2
(hidden single) to 9+ for chains; EP is the hardest step before the first placement,
ED the first step. Prints one line per puzzle:

  ER/EP/ED LEVEL TECHNIQUE     such as '2.6/1.5/1.2 hard pointing'

With --steps, each rating line is followed by the rating's own path, one indented line per
step: its score, technique and explanation (cells in r1c1 notation). The hardest step
is ER, the first ED, the hardest up to the first placement EP.

LEVEL is easy (up to 1.5), medium (2.5), hard (5.0), expert (7.0), extreme (9.0),
nightmare, or beyond (20.0: no technique of the set applies); TECHNIQUE is the hardest
step's. A puzzle without solution prints 'unsolvable', one whose givens clash
'invalid-board' and the cells.

Input: puzzles given as arguments, or one puzzle per line of each FILE, or of stdin
when no argument (or -) is given (see 'sudoku solve --help').

Options:
  -f, --format line|json   the line above (default), or one JSON object per puzzle with
                           rating, pearl, diamond, level, hardestTechnique,
                           techniqueCounts and solvedByLogic (and steps, with --steps)
      --steps              also print the rating's solving path, step by step
      --svg DIR            with --steps, also draw each step as a picture on its board:
                           DIR/0001-07.svg for step 7 of line 1 (see docs/pictures.md);
                           one input only
      --input line|grid    read one puzzle per line (default) or 9-line grids
  -j, --jobs N             threads for large inputs (default: the number of
                           cores); the output is the same for every N
      --progress           draw a progress bar on stderr even when it is not a terminal
      --no-progress        never draw a progress bar
${shardHelp(27)}
  -h, --help               show this help

Exit status: 0 when every puzzle was rated, 1 when one is unsolvable or invalid or a
line could not be read, 2 for a usage error.

Examples:
  sudoku rate 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku rate --jobs 4 puzzles.txt > ratings.txt
  sudoku rate --steps 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
  sudoku generate --count 20 --seed 1 | sudoku rate --format json
  sudoku rate --steps --svg steps puzzles.txt
`,
  options: { ...INPUT_OPTIONS, ...JOBS_OPTION, steps: { type: 'boolean' }, svg: { type: 'string' } },
  async run(args) {
    if (args.values.svg !== undefined && args.values.steps !== true) {
      throw new UsageError('--svg draws the steps: give --steps too');
    }
    const options = {
      format: choiceOption(args, 'format', FORMATS, 'line'),
      steps: args.values.steps === true,
      svg: svgDirOption(args),
    };
    const summary = await runRecords(args, {
      spec: { name: 'rate', options, batchSize: 8, separator: '' },
      task: createRateTask(options),
      mode: inputModeOption(args, 'line'),
      jobs: jobsOption(args),
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
