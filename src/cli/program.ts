/**
 * The `sudoku` program: dispatches to a command, prints help and the version, and turns usage
 * errors into exit status 2 with a one-line message (and where to find the help) on stderr.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { closestWord } from '../internal/args.js';
import { escapeControls } from './report.js';
import { ExitCode, UsageError, parseCommandArgs, unknownOption, wantsHelp, type Command } from './command.js';
import { candidatesCommand } from './commands/candidates.js';
import { dailyCommand } from './commands/daily.js';
import { generateCommand } from './commands/generate.js';
import { hintCommand } from './commands/hint.js';
import { printCommand } from './commands/print.js';
import { rateCommand } from './commands/rate.js';
import { solveCommand } from './commands/solve.js';
import { validateCommand } from './commands/validate.js';

/** Every command, in the order the help lists them. */
export const COMMANDS: readonly Command[] = [
  generateCommand,
  solveCommand,
  validateCommand,
  rateCommand,
  hintCommand,
  candidatesCommand,
  dailyCommand,
  printCommand,
];

/** The package version, for `--version`. */
export const VERSION: string = packageJson.version;

/** The program's own help. */
export function programHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Usage: sudoku <command> [options] [arguments]

Generate, solve, count, validate, rate and explain 9x9 Sudoku puzzles from the shell
(open-sudoku-engine ${VERSION}).

Commands:
${list}

Options:
  -h, --help      show this help, or a command's help: sudoku <command> --help
  -v, --version   print the version

Puzzles are 81-character lines: 1-9 for a given, '.', '0' or '-' for an empty cell.
Variants: --rules TEXT (x, windoku, jigsaw:<81 ids>, … see docs/variants.md), or a
field 'rules=TEXT' after a puzzle on its line.
Exit status: 0 success, 1 a puzzle or line failed (each reported), 2 usage error.
`;
}

/** The usage error for a command name that is none: with the nearest name when one is close. */
function unknownCommand(name: string): string {
  const near = closestWord(
    name,
    COMMANDS.map((c) => c.name),
  );
  const hint = near === undefined ? '' : ` (did you mean '${near}'?)`;
  const shown = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return `sudoku: unknown command '${escapeControls(shown)}'${hint}\nsee 'sudoku --help'\n`;
}

/** The program's own options, for suggestions. */
const PROGRAM_OPTIONS = ['help', 'version'];

/** True for an argument written as an option (`-` alone is stdin, not an option). */
function isOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-';
}

/** The usage error for an option before any command: only the program's own are known there. */
function unknownProgramOption(written: string): string {
  return `sudoku: ${escapeControls(unknownOption(written, PROGRAM_OPTIONS))}\nsee 'sudoku --help'\n`;
}

/** Runs the program on its arguments (without `node` and the script); resolves to the exit status. */
export async function runProgram(argv: readonly string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    process.stderr.write(programHelp());
    return ExitCode.Usage;
  }
  if (first === '--help' || first === '-h') {
    process.stdout.write(programHelp());
    return ExitCode.Ok;
  }
  if (first === '--version' || first === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return ExitCode.Ok;
  }
  if (first === 'help') {
    const name = rest[0] === '--help' || rest[0] === '-h' ? undefined : rest[0];
    const target = name === undefined ? undefined : COMMANDS.find((c) => c.name === name);
    if (name !== undefined && target === undefined) {
      process.stderr.write(isOption(name) ? unknownProgramOption(name) : unknownCommand(name));
      return ExitCode.Usage;
    }
    process.stdout.write(target === undefined ? programHelp() : target.help);
    return ExitCode.Ok;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (command === undefined && isOption(first)) {
    process.stderr.write(unknownProgramOption(first));
    return ExitCode.Usage;
  }
  if (command === undefined) {
    process.stderr.write(unknownCommand(first));
    return ExitCode.Usage;
  }
  if (wantsHelp(rest)) {
    process.stdout.write(command.help);
    return ExitCode.Ok;
  }
  if (rest.includes('--version')) {
    process.stdout.write(`${VERSION}\n`);
    return ExitCode.Ok;
  }
  try {
    return await command.run(parseCommandArgs(command, rest));
  } catch (error) {
    if (error instanceof UsageError) {
      const message = escapeControls(error.message);
      process.stderr.write(`sudoku ${command.name}: ${message}\nsee 'sudoku ${command.name} --help'\n`);
      return ExitCode.Usage;
    }
    const failure = error as Partial<NodeJS.ErrnoException> | null;
    if (typeof failure?.code === 'string' && typeof failure.path === 'string') {
      // A path that passed the readability check but failed when read (a device, a vanished file).
      const path = escapeControls(failure.path);
      process.stderr.write(`sudoku ${command.name}: cannot read '${path}' (${failure.code})\n`);
      return ExitCode.Usage;
    }
    throw error;
  }
}
