/**
 * The `sudoku` program: dispatches to a command, prints help and the version, and turns usage
 * errors into exit status 2 with the command's help on stderr.
 */
import packageJson from '../../package.json' with { type: 'json' };
import { ExitCode, UsageError, parseCommandArgs, wantsHelp, type Command } from './command.js';
import { candidatesCommand } from './commands/candidates.js';
import { dailyCommand } from './commands/daily.js';
import { generateCommand } from './commands/generate.js';
import { hintCommand } from './commands/hint.js';
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
Exit status: 0 success, 1 a puzzle or line failed (each reported), 2 usage error.
`;
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
    const target = rest[0] === undefined ? undefined : COMMANDS.find((c) => c.name === rest[0]);
    if (rest[0] !== undefined && target === undefined) {
      process.stderr.write(`sudoku: unknown command '${rest[0]}'\n\n${programHelp()}`);
      return ExitCode.Usage;
    }
    process.stdout.write(target === undefined ? programHelp() : target.help);
    return ExitCode.Ok;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (command === undefined) {
    process.stderr.write(`sudoku: unknown command '${first}'\n\n${programHelp()}`);
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
      process.stderr.write(`sudoku ${command.name}: ${error.message}\n\n${command.help}`);
      return ExitCode.Usage;
    }
    throw error;
  }
}
