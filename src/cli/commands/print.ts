/**
 * `sudoku print`: a printable HTML page of puzzles (`buildPrintPage`), read from the input or
 * generated with `--difficulty`, `--count` and `--seed`. Puzzles read from the input are rated
 * for their captions; generated ones carry their band and rating.
 */
import { writeFileSync } from 'node:fs';
import {
  SudokuDifficulty,
  SudokuGenerator,
  buildPrintPage,
  rateBoard,
  type SudokuPrintPuzzle,
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
import { readRecords } from '../input.js';
import { inputModeOption } from '../records.js';
import { parseRecord, problemResult } from '../report.js';
import { parseSeed, puzzleSeed } from './generate.js';

const DIFFICULTIES = Object.values(SudokuDifficulty);
const PAPERS = ['a4', 'letter'] as const;
const PER_PAGE = ['1', '2', '4', '6'] as const;

/** The puzzles of the input, rated; problems reported on stderr as the other commands do. */
async function readPuzzles(args: ParsedArgs): Promise<{ puzzles: SudokuPrintPuzzle[]; failed: number }> {
  const sources = resolveSources(args.positionals);
  const mode = inputModeOption(args, 'line');
  const puzzles: SudokuPrintPuzzle[] = [];
  let failed = 0;
  for (const source of sources) {
    const label = sources.length > 1 ? source.name : undefined;
    const sourceMode = source.kind === 'text' ? (source.text.trim().includes('\n') ? 'grid' : 'line') : mode;
    for await (const records of readRecords(source, sourceMode, label)) {
      for (const record of records) {
        const parsed = parseRecord(record);
        if (parsed.problem !== undefined) {
          process.stderr.write(problemResult(record, parsed.problem, false).err);
          failed++;
          continue;
        }
        if (puzzles.length >= CLI_LIMITS.printCount.max) {
          throw new UsageError(`a print page takes at most ${CLI_LIMITS.printCount.max} puzzles`);
        }
        const rating = rateBoard(parsed.board);
        puzzles.push({ board: parsed.board, difficulty: rating.level, rating: rating.rating });
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
Sudoku Explainer rating, then the answer keys, six to a sheet.

The puzzles are read from the input (one per line, or 9-line grids with --input grid;
see 'sudoku solve --help'), each rated for its caption, or generated with --difficulty:
--count of them from --seed, the same puzzles 'sudoku generate' makes for those options.

Options:
  -d, --difficulty ${DIFFICULTIES.join('|')}
                           generate the puzzles instead of reading them
  -n, --count N            how many to generate, ${CLI_LIMITS.printCount.min}-${CLI_LIMITS.printCount.max} (default 4)
  -s, --seed S             the run's seed (default: drawn)
      --paper a4|letter    the sheet size (default a4)
      --per-page 1|2|4|6   puzzles on a sheet (default 4)
      --title TEXT         the page's title, printed on every sheet (default Sudoku)
      --no-answers         leave the answer keys out
  -o, --output FILE        write the page to FILE instead of stdout
      --input line|grid    read one puzzle per line (default) or 9-line grids
  -h, --help               show this help

Exit status: 0 when the page was written, 1 when a line could not be read (the page
holds the others), 2 for a usage error.

Examples:
  sudoku print --difficulty hard --count 12 --seed 7 --per-page 6 -o hard.html
  sudoku generate --count 8 --seed 1 | sudoku print --paper letter > sheets.html
  sudoku print --per-page 1 --title 'Puzzle of the day' puzzle.txt
`,
  options: {
    difficulty: { type: 'string', short: 'd' },
    count: { type: 'string', short: 'n' },
    seed: { type: 'string', short: 's' },
    paper: { type: 'string' },
    'per-page': { type: 'string' },
    title: { type: 'string' },
    'no-answers': { type: 'boolean' },
    output: { type: 'string', short: 'o' },
    input: { type: 'string' },
  },
  async run(args) {
    const paper = choiceOption(args, 'paper', PAPERS, 'a4');
    const perPage = Number(choiceOption(args, 'per-page', PER_PAGE, '4')) as 1 | 2 | 4 | 6;
    const title = stringOption(args, 'title') ?? 'Sudoku';
    const output = stringOption(args, 'output');
    if (output === '') throw new UsageError('--output needs a file name');
    const generating = ['difficulty', 'count', 'seed'].some((name) => args.values[name] !== undefined);
    let puzzles: SudokuPrintPuzzle[];
    let failed = 0;
    if (generating) {
      if (args.positionals.length > 0) {
        throw new UsageError('give puzzles to read, or --difficulty to generate them, not both');
      }
      if (args.values.difficulty === undefined)
        throw new UsageError('--count and --seed generate: give --difficulty');
      const difficulty = choiceOption(args, 'difficulty', DIFFICULTIES, 'medium');
      const count = integerOption(args, 'count', CLI_LIMITS.printCount, 4);
      const seedText = stringOption(args, 'seed');
      const seed = seedText === undefined ? String(Date.now()) : parseSeed(seedText);
      const generator = new SudokuGenerator();
      puzzles = Array.from({ length: count }, (_, i) =>
        generator.generate({ seed: puzzleSeed(seed, i), difficulty }),
      );
    } else {
      ({ puzzles, failed } = await readPuzzles(args));
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
    else writeFileSync(output, html);
    return failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  },
};
