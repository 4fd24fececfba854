/**
 * `sudoku generate`: new puzzles, one per line (or grid, or JSON object).
 *
 * Seeds and `--jobs`: puzzle `i` of a batch (0-based) is generated from its own seed, derived
 * from the batch seed `S` alone: `S` itself for the first puzzle, the string `S:i` for the
 * others. A puzzle therefore never depends on which thread made it or on how many were asked
 * for: `--count 100000 --seed S --jobs 4` prints exactly what `--jobs 1` prints, the first lines
 * of a long run are the lines of a short one, and any single puzzle of a run can be made again
 * on its own with `--seed S:i` (the JSON output reports each puzzle's seed).
 *
 * One puzzle (`--count 1`, the default) is made in the main thread, with no worker thread: see
 * {@link generateOne}.
 */
import { randomInt } from 'node:crypto';
import {
  SudokuGame,
  SudokuGenerator,
  SudokuRules,
  SUDOKU_TECHNIQUES,
  type SudokuTechniqueId,
  SudokuSymmetry,
  type SudokuDifficulty,
  dailySeed,
  isSudokuError,
  type SudokuPuzzle,
} from '../../index.js';
import {
  ExitCode,
  JOBS_OPTION,
  OPTION_LIMITS,
  SHARD_OPTIONS,
  UsageError,
  choiceOption,
  integerOption,
  jobsOption,
  progressOption,
  shorten,
  stringOption,
  type Command,
} from '../command.js';
import { DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_ATTEMPTS_CUSTOM } from '../../generator/rating-options.js';
import { DIFFICULTIES, bandsText, wrap } from '../help.js';
import { runBatches, writeResult } from '../runner.js';
import { SCRIPT } from '../script.js';
import { shardHelp, shardOption, shardRange } from '../shard.js';
import type { ItemResult, Task } from '../task.js';
import { RULES_OPTION, generationCall, generationRulesOption, taskRules } from '../rules.js';

const FORMATS = ['line', 'grid', 'json'] as const;
const SYMMETRIES = Object.values(SudokuSymmetry);

/** Options of the generate task (plain data, for workers). */
export interface GenerateOptions {
  readonly format: (typeof FORMATS)[number];
  readonly seed: number | string;
  /** null when not given: the library's default (medium, unless --empty alone or --rating). */
  readonly difficulty: SudokuDifficulty | null;
  readonly empty: number | null;
  readonly symmetry: SudokuSymmetry;
  readonly rating: { readonly min: number; readonly max: number } | null;
  readonly attempts: number | null;
  /** `--rules`: the canonical text (without a bare `jigsaw`), or null for none. */
  readonly rules: string | null;
  /** `--rules jigsaw…`: a random jigsaw layout drawn for each puzzle. */
  readonly randomJigsaw: boolean;
  /** `--technique`: the ids, or null. */
  readonly technique?: readonly string[] | null;
  /** `--practice`: the position before the technique's first step in the JSON output. */
  readonly practice?: boolean;
  /** `--killer`: killer puzzles (no givens, cages drawn; `rules` is their base). */
  readonly killer?: boolean;
}

/**
 * The text of the rules a generated puzzle is played under (its own: a drawn jigsaw layout is part
 * of them), or null for the classic rules.
 */
function puzzleRules(puzzle: object, asked: SudokuRules | undefined): string | null {
  const own = (puzzle as { readonly rules?: SudokuRules }).rules ?? asked;
  return own === undefined || own.isClassic ? null : own.toString();
}

/** The seed of puzzle `index` of a run seeded with `seed` (see the module header). */
export function puzzleSeed(seed: number | string, index: number): number | string {
  return index === 0 ? seed : `${seed}:${index}`;
}

/** A seed as typed: an integer when it reads as a safe integer, else the string itself. */
export function parseSeed(text: string): number | string {
  if (/^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (text === '') throw new UsageError('--seed needs a value');
  return text;
}

/** The generate task: puzzle `index` of the run. */
export function createGenerateTask(options: Readonly<Record<string, unknown>>): Task {
  const o = options as unknown as GenerateOptions;
  const generator = new SudokuGenerator();
  const rules = taskRules(o.rules);
  return (item): ItemResult => {
    const index = item as number;
    const seed = puzzleSeed(o.seed, index);
    const request: Record<string, unknown> = { seed, symmetry: o.symmetry };
    // The generator draws a random layout from the puzzle's seed, so a puzzle is made again alone.
    Object.assign(request, generationCall(rules, o.randomJigsaw));
    if (o.difficulty !== null) request.difficulty = o.difficulty;
    if (o.empty !== null) request.emptyCellTarget = o.empty;
    if (o.rating !== null) request.rating = o.rating;
    if (o.attempts !== null) request.maxAttempts = o.attempts;
    if (o.technique != null) request.technique = o.technique;
    if (o.killer === true) request.killer = true;
    let puzzle: SudokuPuzzle & {
      rating?: unknown;
      attempts?: number;
      technique?: unknown;
      grade?: unknown;
    };
    try {
      puzzle = generator.generate(request);
    } catch (error) {
      if (!isSudokuError(error)) throw error;
      if (o.format === 'json') {
        const object = { index, seed, error: error.code, message: error.message };
        return { out: JSON.stringify(object) + '\n', err: '', failed: true };
      }
      return {
        out: '',
        err: `puzzle ${index + 1} (seed ${seed}): ${error.code} ${error.message}\n`,
        failed: true,
      };
    }
    const text = puzzleRules(puzzle, rules);
    if (o.format === 'json') {
      const object = {
        index,
        seed,
        ...(text === null ? {} : { rules: text }),
        puzzle: puzzle.board.toString(),
        solution: puzzle.solution.toString(),
        difficulty: puzzle.difficulty,
        symmetry: puzzle.symmetry,
        emptyCellTarget: puzzle.emptyCellTarget,
        emptyCellCount: puzzle.emptyCellCount,
        ...(puzzle.rating === undefined ? {} : { rating: puzzle.rating, attempts: puzzle.attempts }),
        ...(puzzle.grade === undefined
          ? {}
          : {
              cages: puzzle.rules!.cages.map((cage) => ({ sum: cage.sum, cells: cage.cells.slice() })),
              grade: puzzle.grade,
              attempts: puzzle.attempts,
            }),
        ...(puzzle.technique === undefined ? {} : { technique: puzzle.technique }),
        ...(o.practice === true ? { practice: practiceOf(puzzle, o.technique!, rules) } : {}),
      };
      return { out: JSON.stringify(object) + '\n', err: '', failed: false };
    }
    // Under variant rules the output says which, as the input of the other commands reads it.
    const shown =
      o.format === 'grid'
        ? (text === null ? '' : `rules=${text}\n`) + puzzle.board.format()
        : puzzle.board.toString() + (text === null ? '' : ` rules=${text}`);
    const short =
      o.empty !== null && puzzle.emptyCellCount < o.empty
        ? `puzzle ${index + 1} (seed ${seed}): ${puzzle.emptyCellCount} empty cells of the ${o.empty} asked` +
          ' (no other cell could be emptied with the solution kept unique)\n'
        : '';
    return { out: shown + '\n', err: short, failed: false };
  };
}

/**
 * `--practice`: the position the hint engine reaches just before the first step that uses one of
 * `ids` (see `SudokuGame.practice`): the board, the candidates as a 729-character line, the step.
 */
function practiceOf(
  puzzle: SudokuPuzzle,
  ids: readonly string[],
  rules: SudokuRules | undefined,
): { board: string; candidates: string; step: unknown } {
  const hinted = ids.filter((id) => SUDOKU_TECHNIQUES[id as SudokuTechniqueId].hinted) as SudokuTechniqueId[];
  const game = SudokuGame.practice({
    technique: hinted,
    puzzle: puzzle.board,
    ...(puzzle.rules === undefined ? (rules === undefined ? {} : { rules }) : { rules: puzzle.rules }),
  });
  return { board: game.board.toString(), candidates: game.candidates().toLine(), step: game.hint() };
}

/** `--technique ID[,ID…]` checked against the catalogue. */
function techniqueOption(text: string | undefined): readonly string[] | null {
  if (text === undefined) return null;
  const ids = text.split(',').map((id) => id.trim());
  for (const id of ids) {
    if (!Object.hasOwn(SUDOKU_TECHNIQUES, id)) {
      throw new UsageError(
        `--technique must be technique ids of the catalogue joined by commas (such as x-wing,swordfish); '${shorten(id)}' is not one`,
      );
    }
  }
  return ids;
}

/**
 * Makes the one puzzle of a run in the main thread and writes it as the runner would; returns
 * whether it failed. Starting a worker thread costs more than most single puzzles do (the program
 * is loaded and compiled again in the thread), and for one puzzle a worker brings nothing else:
 * there is nothing to run in parallel, and a progress bar that was not asked for is only drawn
 * once a first result is in, which is the end of the run here.
 *
 * Ctrl-C still stops a long puzzle at once (a custom `--rating` out of reach, `--attempts 100000`):
 * no signal handler is installed while the main thread is busy, so SIGINT, SIGTERM and SIGHUP
 * take their default action and end the process by the signal, as the runner's handler would
 * (a shell reports 130 for Ctrl-C). A handler would not do: JavaScript cannot run it until the
 * synchronous call returns, and the library's `signal` option cannot be aborted from this thread
 * meanwhile for the same reason.
 */
export async function generateOne(options: GenerateOptions): Promise<boolean> {
  const result = createGenerateTask({ ...options })(0);
  await writeResult(result);
  return result.failed;
}

function* indexGroups(from: number, to: number, size: number): Generator<number[]> {
  for (let start = from; start < to; start += size) {
    const group: number[] = [];
    for (let i = start; i < Math.min(to, start + size); i++) group.push(i);
    yield group;
  }
}

/** Today's UTC date as `YYYY-MM-DD`. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The seed of `--daily [DATE]` (or of the date argument `what` names). */
export function dailySeedOption(date: string, what = '--daily'): number {
  try {
    return dailySeed(date === '' ? today() : date);
  } catch (error) {
    throw new UsageError(`${what}: ${(error as Error).message}`);
  }
}

/** The rating of the cheapest step, a full house: no puzzle rates lower. */
const LOWEST_RATING = 1.0;

function ratingOption(text: string | undefined): GenerateOptions['rating'] {
  if (text === undefined) return null;
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text);
  const min = Number(match?.[1]);
  const max = Number(match?.[2]);
  // Digits enough to overflow read as Infinity, which no band can be.
  if (match === null || min > max || !Number.isFinite(max)) {
    throw new UsageError(
      `--rating must be MIN-MAX on the Sudoku Explainer scale, such as 2.6-4.5; received '${shorten(text)}'`,
    );
  }
  // Every puzzle with an empty cell needs a step, and the cheapest (a full house) rates 1.0.
  if (max < LOWEST_RATING) {
    throw new UsageError(
      `--rating ${shorten(text)} is below every puzzle: the lowest rating is ${LOWEST_RATING.toFixed(1)} (a full house)`,
    );
  }
  return { min, max };
}

/** `sudoku generate`. */
export const generateCommand: Command = {
  name: 'generate',
  summary: 'make new puzzles with a unique solution (seeded, daily, by difficulty or rating)',
  help: `Usage: sudoku generate [options]

Prints new puzzles, each with exactly one solution, one per line (81 characters, '.'
for an empty cell).

Options:
  -d, --difficulty ${DIFFICULTIES.join('|')}
${wrap(`the band of Sudoku Explainer ratings the puzzle rates in: ${bandsText()} (default medium)`, 25, 89)}
  -e, --empty N          empty cells, ${OPTION_LIMITS.empty.min}-${OPTION_LIMITS.empty.max}. Alone: at most that many, not rated (the
                         classic profiles are 32, 38, 45 and 51); cells are emptied while
                         the solution stays unique, so a high N can fall short (--empty 64
                         gives 54-60): such a puzzle is noted on stderr, and --format json
                         gives emptyCellCount; with --difficulty or --rating: exactly that
                         many, in the band
  -s, --seed S           make the run reproducible: the same S prints the same puzzles on
                         every machine and version (an integer, or any text)
      --daily [DATE]     the puzzle of the day: seeded by the UTC day YYYY-MM-DD
                         (default today), the same for everybody
      --symmetry NAME    the clue pattern: none (default), rotational (180 degrees),
                         rotational90, horizontal, vertical, diagonal, antidiagonal
      --rating MIN-MAX   a band of your own instead of --difficulty, such as 2.6-4.5
      --technique ID[,ID…]
                         puzzles that need one of these techniques (ids of the catalogue,
                         docs/logic.md): the rating's path and the hint engine's use it;
                         without a band, in the technique's natural band; JSON records
                         give technique: { id, step } (see docs/teaching.md)
      --practice         with --technique and --format json: add practice: the position
                         just before the technique's first hint (board, candidates as a
                         729-character line, and the step)
${wrap(`with a band: grids to try for each puzzle printed, ${OPTION_LIMITS.attempts.min}-${OPTION_LIMITS.attempts.max} (default ${DEFAULT_MAX_ATTEMPTS} with --difficulty, ${DEFAULT_MAX_ATTEMPTS_CUSTOM} with --rating); when none fits, that puzzle is reported as RATING_NOT_REACHED`, 25, 89, '      --attempts N')}
      --killer           killer puzzles: no givens, the grid cut into cages with sums
                         (unique, solved to the end by the hint engine); --difficulty
                         and --rating name bands of the killer grade (docs/variants.md,
                         "Generating killer puzzles"), --rules the base rules (x,
                         jigsaw…); the rules text with the cages follows each puzzle,
                         and JSON records give cages: [{ sum, cells }] and the grade
      --rules TEXT       the rules: classic (default), x, windoku, latin, anti-knight,
                         non-consecutive, … joined by + (see docs/variants.md); jigsaw
                         alone (or jigsaw+x…) draws a jigsaw layout for each puzzle from
                         its seed. Each puzzle is then followed by ' rules=TEXT' (a line
                         'rules=TEXT' above a grid), which the other commands read
  -n, --count N          how many puzzles (default 1)
  -f, --format line|grid|json
                         one line each (default), a grid each, or one JSON object each
                         with the solution, the seed, the difficulty and the rating
  -j, --jobs N           threads for large counts (default: the number of cores);
                         the output is the same for every N
      --progress         draw a progress bar on stderr even when it is not a terminal
      --no-progress      never draw a progress bar
${shardHelp(25)}
  -h, --help             show this help

Seeds: puzzle i (counting from 0) of a run seeded S is made from the seed S for i = 0
and 'S:i' after, so it never depends on --jobs or --count, and '--seed S:i' makes it
again alone. Without --seed or --daily a seed is drawn; --format json shows it.
With --shard I/N (and --seed or --daily), part I makes its block of the indices 0 to
count-1: the same puzzles, in order, as the whole run makes there.

Exit status: 0 when every puzzle was made, 1 when one could not be (reported on
stderr), 2 for a usage error.

Examples:
  sudoku generate
  sudoku generate --difficulty extreme --symmetry rotational --format grid
  sudoku generate --daily --format grid
  sudoku generate --difficulty expert --count 10000 --seed 42 --jobs 2 > expert.txt
  sudoku generate --empty 51 --count 100000 > fast.txt
  sudoku generate --rating 2.6-4.5 --count 10 --format json
  sudoku generate --technique x-wing --practice --format json --seed 1
  sudoku generate -d hard --count 1000000 --seed 7 --shard 3/10 > bank.3.txt
  sudoku generate --rules x+windoku --count 5 --seed 1 | sudoku solve
  sudoku generate --rules jigsaw --count 10 --seed 2 > jigsaw.txt
  sudoku generate --killer --difficulty hard --count 5 --seed 1 --format json
`,
  options: {
    difficulty: { type: 'string', short: 'd' },
    empty: { type: 'string', short: 'e' },
    seed: { type: 'string', short: 's' },
    daily: { type: 'string' },
    symmetry: { type: 'string' },
    rating: { type: 'string' },
    technique: { type: 'string' },
    practice: { type: 'boolean' },
    killer: { type: 'boolean' },
    attempts: { type: 'string' },
    ...RULES_OPTION,
    count: { type: 'string', short: 'n' },
    format: { type: 'string', short: 'f' },
    progress: { type: 'boolean' },
    'no-progress': { type: 'boolean' },
    ...JOBS_OPTION,
    ...SHARD_OPTIONS,
  },
  optionalValues: { daily: /^\d{4}-\d{2}-\d{2}$/ },
  async run(args) {
    const seedText = stringOption(args, 'seed');
    const daily = stringOption(args, 'daily');
    if (args.positionals.length > 0) {
      const shown = shorten(args.positionals[0]!);
      // `--daily tomorrow`: the word was meant as the date.
      if (daily === '')
        throw new UsageError(`--daily takes a date as YYYY-MM-DD (or none for today); received '${shown}'`);
      throw new UsageError(`unexpected argument '${shown}'`);
    }
    if (seedText !== undefined && daily !== undefined)
      throw new UsageError('--seed and --daily are exclusive');
    const shard = shardOption(args);
    if (shard !== null && seedText === undefined && daily === undefined)
      throw new UsageError('--shard needs --seed or --daily: each shard would draw a seed of its own');
    const seed =
      seedText !== undefined
        ? parseSeed(seedText)
        : daily !== undefined
          ? dailySeedOption(daily)
          : randomInt(2 ** 32);
    const count = integerOption(args, 'count', OPTION_LIMITS.count, 1);
    const { rules, randomJigsaw } = generationRulesOption(args);
    const options: GenerateOptions = {
      rules,
      randomJigsaw,
      format: choiceOption(args, 'format', FORMATS, 'line'),
      seed,
      difficulty:
        stringOption(args, 'difficulty') === undefined
          ? null
          : choiceOption(args, 'difficulty', DIFFICULTIES, 'medium'),
      empty:
        stringOption(args, 'empty') === undefined
          ? null
          : integerOption(args, 'empty', OPTION_LIMITS.empty, 0),
      symmetry: choiceOption(args, 'symmetry', SYMMETRIES, 'none'),
      rating: ratingOption(stringOption(args, 'rating')),
      attempts:
        stringOption(args, 'attempts') === undefined
          ? null
          : integerOption(args, 'attempts', OPTION_LIMITS.attempts, 1),
    };
    const technique = techniqueOption(stringOption(args, 'technique'));
    const practice = args.values.practice === true;
    if (practice && (technique === null || options.format !== 'json'))
      throw new UsageError('--practice goes with --technique and --format json');
    if (technique !== null) Object.assign(options, { technique, practice });
    if (args.values.killer === true) {
      const clash =
        options.empty !== null
          ? '--empty (a killer puzzle has no givens)'
          : options.symmetry !== 'none'
            ? '--symmetry (a killer puzzle has no givens to make symmetric)'
            : technique !== null
              ? '--technique (killer puzzles are made by --difficulty or --rating)'
              : null;
      if (clash !== null) throw new UsageError(`--killer does not go with ${clash}`);
      Object.assign(options, { killer: true });
    }
    if (options.difficulty !== null && options.rating !== null)
      throw new UsageError('--difficulty and --rating are exclusive: a difficulty is a band of ratings');
    const byCount =
      options.empty !== null && options.difficulty === null && options.rating === null && technique === null;
    if (options.attempts !== null && byCount)
      throw new UsageError('--attempts goes with a band: --difficulty or --rating (not --empty alone)');
    // Checked even when one puzzle needs no thread, so that a wrong --jobs is always refused.
    const jobs = jobsOption(args);
    const progress = progressOption(args);
    if (shard !== null && options.format === 'grid') {
      // A grid follows the one before it after a blank line, and a shard cannot know whether
      // every puzzle before its block failed (then there is none): its output would not splice.
      throw new UsageError('--shard prints lines or JSON: use --format line or json');
    }
    // A bar asked for with --progress is drawn by the runner while a worker makes the puzzle.
    if (shard === null && count === 1 && progress !== 'forced') {
      return (await generateOne(options)) ? ExitCode.Failed : ExitCode.Ok;
    }
    const { start, end } = shard === null ? { start: 0, end: count } : shardRange(count, shard);
    if (start === end) return ExitCode.Ok; // more shards than puzzles: this one has none
    // Banded puzzles take milliseconds each: small batches keep the jobs balanced.
    const batchSize = byCount ? 16 : 2;
    const summary = await runBatches(indexGroups(start, end, 64), {
      spec: {
        name: 'generate',
        options: { ...options },
        batchSize,
        separator: options.format === 'grid' ? '\n' : '',
      },
      task: createGenerateTask({ ...options }),
      jobs: Math.min(jobs, Math.ceil((end - start) / batchSize)),
      progress,
      total: end - start,
      script: SCRIPT,
    });
    return summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
