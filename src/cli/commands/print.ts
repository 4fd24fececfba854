/**
 * `sudoku print`: a printable HTML page of puzzles (`buildPrintPage`), read from the input or
 * generated with `--difficulty`, `--count` and `--seed`. Puzzles read from the input are rated
 * for their captions; generated ones carry their band and rating.
 */
import {
  SudokuDifficulty,
  SudokuGenerator,
  SudokuValidator,
  buildPrintPage,
  gradeKiller,
  isSudokuError,
  rateBoard,
  type SudokuBoard,
  type SudokuPrintPuzzle,
  type SudokuRules,
} from '../../index.js';
import {
  CLI_LIMITS,
  ExitCode,
  UsageError,
  choiceOption,
  integerOption,
  resolveSources,
  stringOption,
  type Command,
  type ParsedArgs,
} from '../command.js';
import { checkOutputFile, writeOutputFile } from '../files.js';
import { readRecords, type InputRecord } from '../input.js';
import { inputModeOption } from '../records.js';
import { cellName, problemResult, where } from '../report.js';
import {
  RULES_OPTION,
  generationCall,
  generationRulesOption,
  readRecord,
  rulesCall,
  rulesHelp,
  rulesOption,
  taskRules,
  withRules,
} from '../rules.js';
import { parseSeed, puzzleSeed } from './generate.js';

const DIFFICULTIES = Object.values(SudokuDifficulty);
const PAPERS = ['a4', 'letter'] as const;
const PER_PAGE = ['1', '2', '4', '6'] as const;

/**
 * Why a board read from the input is no puzzle to print, or null when it is one: its givens
 * clash, it has no solution, or several (a sheet's answer key would show one of many).
 */
function notAPuzzle(
  board: SudokuBoard,
  rating: { readonly solutions: number },
  rules: SudokuRules | undefined,
): string | null {
  const conflicts = SudokuValidator.findConflicts(board, rules === undefined ? undefined : { rules });
  if (conflicts.length > 0) return `invalid-board ${conflicts.map(cellName).join(' ')}`;
  if (rating.solutions === 0) return 'unsolvable: the board has no solution';
  if (rating.solutions === 2) return 'several-solutions: the board has more than one solution';
  return null;
}

function report(record: InputRecord, text: string): void {
  process.stderr.write(`${where(record)}: ${text}\n`);
}

/**
 * The puzzles of the input, rated; problems reported on stderr as the other commands do, and so
 * is every board that is no puzzle (left off the page).
 */
async function readPuzzles(
  args: ParsedArgs,
  fallback: SudokuRules | undefined,
): Promise<{ puzzles: SudokuPrintPuzzle[]; failed: number }> {
  const sources = resolveSources(args.positionals);
  const mode = inputModeOption(args, 'auto');
  const puzzles: SudokuPrintPuzzle[] = [];
  let failed = 0;
  for (const source of sources) {
    const label = sources.length > 1 ? source.name : undefined;
    const sourceMode = source.kind === 'text' ? (source.text.trim().includes('\n') ? 'grid' : 'line') : mode;
    for await (const records of readRecords(source, sourceMode, label)) {
      for (const record of records) {
        const parsed = readRecord(record, fallback);
        if (parsed.problem !== undefined) {
          process.stderr.write(problemResult(record, parsed.problem, false).err);
          failed++;
          continue;
        }
        if (puzzles.length >= CLI_LIMITS.printCount.max) {
          throw new UsageError(`a print page takes at most ${CLI_LIMITS.printCount.max} puzzles`);
        }
        const { board, rules } = parsed;
        // A killer puzzle gets its killer grade's band (the rating scale has no cage techniques);
        // one the hint engine cannot finish, no difficulty.
        const rating =
          rules?.isKiller === true ? gradeKiller(board, { rules }) : rateBoard(board, withRules({}, rules));
        const problem = notAPuzzle(board, rating, rules);
        if (problem !== null) {
          report(record, problem);
          failed++;
          continue;
        }
        puzzles.push(
          'level' in rating
            ? { board, difficulty: rating.level, rating: rating.rating, ...rulesCall(rules) }
            : {
                board,
                ...(rating.difficulty === null ? {} : { difficulty: rating.difficulty }),
                ...rulesCall(rules),
              },
        );
      }
    }
  }
  return { puzzles, failed };
}

/** `sudoku print`. */
export const printCommand: Command = {
  name: 'print',
  summary: 'lay puzzles out on printable pages, answer keys at the back',
  help: `Usage: sudoku print [options] [PUZZLE | FILE | -]...
       sudoku print --difficulty LEVEL [--count N] [--seed S] [options]

Writes one HTML page to print (or save as PDF from a browser): A4 or Letter sheets with
1, 2, 4 or 6 puzzles each, every puzzle captioned with its number, difficulty and
Sudoku Explainer rating, then the answer keys, six to a sheet. To make a PDF without a
window: chromium --headless --no-pdf-header-footer --print-to-pdf=out.pdf page.html
(without --no-pdf-header-footer Chromium stamps the date, title and path in the margins).

The puzzles are read from the input (one per line, or 9-line grids with --input grid;
see 'sudoku solve --help'), each rated for its caption, or generated with --difficulty:
--count of them from --seed, the same puzzles 'sudoku generate' makes for those options.

Options:
  -d, --difficulty ${DIFFICULTIES.join('|')}
                           generate the puzzles instead of reading them
      --killer             with --difficulty: generate killer puzzles (no givens, cages
                           with sums; --difficulty a band of the killer grade, --rules
                           their base rules); killer puzzles read are captioned with
                           their killer grade's band
  -n, --count N            how many to generate, ${CLI_LIMITS.printCount.min}-${CLI_LIMITS.printCount.max} (default 4)
  -s, --seed S             the run's seed (default: drawn)
      --paper a4|letter    the sheet size (default a4)
      --per-page 1|2|4|6   puzzles on a sheet (default 4)
      --title TEXT         the page's title, printed on every sheet (default Sudoku)
${rulesHelp(27)}
                           (generating, jigsaw alone draws a layout for each puzzle)
      --no-answers         leave the answer keys out
  -o, --output FILE        write the page to FILE instead of stdout
      --input line|grid    read one puzzle per line or 9-line grids (default: lines,
                           or grids when the first line is a grid's row)
  -h, --help               show this help

Every puzzle read must have one solution: a line that cannot be read, or a board whose
givens clash, that has no solution or several (an empty grid) is reported on stderr
('line 3: several-solutions: ...') and left off the page, which holds the others.

The page is written whole or not at all: with --output, to a temporary file renamed
into place once complete, so a failed write (a full disk) leaves no half page behind.

Exit status: 0 when the page was written, 1 when a line was left off (the page holds the
others) or the page could not be written, 2 for a usage error (an --output that cannot
be written is found before any work).

Examples:
  sudoku print --difficulty hard --count 12 --seed 7 --per-page 6 -o hard.html
  sudoku generate --count 8 --seed 1 | sudoku print --paper letter > sheets.html
  sudoku print --per-page 1 --title 'Puzzle of the day' puzzle.txt
  sudoku print --killer --difficulty hard --count 4 --seed 3 -o killer.html
`,
  options: {
    difficulty: { type: 'string', short: 'd' },
    count: { type: 'string', short: 'n' },
    seed: { type: 'string', short: 's' },
    paper: { type: 'string' },
    'per-page': { type: 'string' },
    title: { type: 'string' },
    'no-answers': { type: 'boolean' },
    killer: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
    input: { type: 'string' },
    ...RULES_OPTION,
  },
  async run(args) {
    const paper = choiceOption(args, 'paper', PAPERS, 'a4');
    const perPage = Number(choiceOption(args, 'per-page', PER_PAGE, '4')) as 1 | 2 | 4 | 6;
    const title = stringOption(args, 'title') ?? 'Sudoku';
    const outputName = stringOption(args, 'output');
    if (outputName === '') throw new UsageError('--output needs a file name');
    // Checked before any puzzle is read or made, which can take seconds.
    const output = outputName === undefined ? undefined : checkOutputFile(outputName);
    const generating = ['difficulty', 'count', 'seed', 'killer'].some(
      (name) => args.values[name] !== undefined,
    );
    let puzzles: SudokuPrintPuzzle[];
    let failed = 0;
    if (generating) {
      if (args.positionals.length > 0) {
        throw new UsageError('give puzzles to read, or --difficulty to generate them, not both');
      }
      if (args.values.difficulty === undefined)
        throw new UsageError(
          `${args.values.killer === true ? '--killer, ' : ''}--count and --seed generate: give --difficulty`,
        );
      const difficulty = choiceOption(args, 'difficulty', DIFFICULTIES, 'medium');
      const count = integerOption(args, 'count', CLI_LIMITS.printCount, 4);
      const seedText = stringOption(args, 'seed');
      const seed = seedText === undefined ? String(Date.now()) : parseSeed(seedText);
      const { rules: text, randomJigsaw } = generationRulesOption(args);
      const rules = taskRules(text);
      const killer = args.values.killer === true;
      const generator = new SudokuGenerator();
      // A generated puzzle carries its rules (a drawn jigsaw layout too, a killer puzzle's
      // cages), which the page reads.
      puzzles = [];
      for (let i = 0; i < count; i++) {
        const puzzleOptions = {
          seed: puzzleSeed(seed, i),
          difficulty,
          ...generationCall(rules, randomJigsaw),
          ...(killer ? { killer } : {}),
        };
        try {
          puzzles.push(generator.generate(puzzleOptions));
        } catch (error) {
          // No page at all rather than one short of a puzzle (a band out of reach, say).
          if (!isSudokuError(error)) throw error;
          process.stderr.write(
            `sudoku print: puzzle ${i + 1} (seed ${puzzleOptions.seed}): ${error.code} ${error.message}\n`,
          );
          return ExitCode.Failed;
        }
      }
    } else {
      ({ puzzles, failed } = await readPuzzles(args, taskRules(rulesOption(args))));
      if (puzzles.length === 0) {
        process.stderr.write('sudoku print: no puzzle to print\n');
        return ExitCode.Failed;
      }
    }
    const html = buildPrintPage(puzzles, {
      paper,
      perPage,
      title,
      answers: args.values['no-answers'] !== true,
    });
    if (output === undefined) process.stdout.write(html);
    else {
      try {
        writeOutputFile(output, html);
      } catch (error) {
        process.stderr.write(`sudoku print: ${(error as Error).message}\n`);
        return ExitCode.Failed;
      }
    }
    return failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
