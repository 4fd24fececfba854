/**
 * What every command shares: its declaration (options, help text, run), argument parsing with
 * `node:util` `parseArgs`, usage errors (exit status 2, with the command's help), and the
 * resolution of input arguments into sources.
 */
import { availableParallelism } from 'node:os';
import { accessSync, constants, fstatSync, statSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closestWord } from '../internal/args.js';
import { SUDOKU_LIMITS, type SudokuLimit } from '../index.js';
import type { InputSource } from './input.js';

/** The options of a command, as `parseArgs` takes them. */
export type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The parsed arguments of a command. */
export interface ParsedArgs {
  /** Option values by name (strings and booleans). */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The arguments that are not options. */
  readonly positionals: readonly string[];
}

/** One command of the program. */
export interface Command {
  /** The word after `sudoku`. */
  readonly name: string;
  /** One line for the program's help. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  /** Its options (`--help` is added). */
  readonly options: OptionsConfig;
  /** Options whose value may be left out, with the pattern a following argument must match to be taken as the value. */
  readonly optionalValues?: Readonly<Record<string, RegExp>>;
  /** Runs it; resolves to the exit status. */
  readonly run: (args: ParsedArgs) => Promise<number>;
}

/** Exit statuses. */
export const ExitCode = {
  /** Everything went well. */
  Ok: 0,
  /** Some line or puzzle failed (reported as it happened). */
  Failed: 1,
  /** The command line was wrong; nothing was done. */
  Usage: 2,
} as const;

/** A mistake on the command line: reported with the command's help, exit status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** True when the arguments ask for help (before any `--`). */
export function wantsHelp(argv: readonly string[]): boolean {
  for (const arg of argv) {
    if (arg === '--') return false;
    if (arg === '--help' || arg === '-h') return true;
  }
  return false;
}

/**
 * The option the user most likely meant by `written` (`--dificulty`): the nearest name by edit
 * distance, or else the only one starting with the same three letters (`--verbose`, `--version`).
 * Undefined when no name is near or two are equally near.
 */
export function closestOption(written: string, names: readonly string[]): string | undefined {
  const word = written.replace(/^-+/, '').replace(/=.*$/s, '');
  if (word === '') return undefined;
  const near = closestWord(word, names);
  if (near !== undefined) return near;
  const prefix = word.slice(0, 3).toLowerCase();
  const sharing = prefix.length < 3 ? [] : names.filter((name) => name.toLowerCase().startsWith(prefix));
  return sharing.length === 1 ? sharing[0] : undefined;
}

/** The message for an unknown option, with the closest known one when there is one. */
export function unknownOption(written: string, names: readonly string[]): string {
  const shown = shorten(written);
  const near = written.startsWith('--') ? closestOption(written, names) : undefined;
  return `unknown option '${shown}'${near === undefined ? '' : ` (did you mean '--${near}'?)`}`;
}

/**
 * Parses a command's arguments. An option listed in `optionalValues` takes the next argument
 * as its value only when it matches the pattern; otherwise its value is the empty string.
 * Mistakes are usage errors of one line each: an unknown option (with the closest known one), a
 * missing value, a value that looks like an option (`--count -3`: write `--count=-3` to mean
 * it), a value given to a switch.
 */
export function parseCommandArgs(command: Command, argv: readonly string[]): ParsedArgs {
  const args: string[] = [];
  const optional = command.optionalValues ?? {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.startsWith('--') ? arg.slice(2) : '';
    const pattern = Object.hasOwn(optional, name) ? optional[name] : undefined;
    if (pattern !== undefined) {
      const next = argv[i + 1];
      if (next !== undefined && pattern.test(next)) {
        args.push(`${arg}=${next}`);
        i++;
      } else {
        args.push(`${arg}=`);
      }
    } else {
      args.push(arg);
    }
  }
  // Parsed leniently, then checked here: Node's own messages span several lines.
  const { values, positionals, tokens } = parseArgs({
    args,
    options: command.options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const names = [...Object.keys(command.options), 'help', 'version'];
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(command.options, token.name) ? command.options[token.name] : undefined;
    if (option === undefined) {
      // `--help=yes`, `--version=1`: the program's own switches, given a value.
      if ((token.name === 'help' || token.name === 'version') && token.rawName.startsWith('--')) {
        throw new UsageError(`option '--${token.name}' takes no value`);
      }
      // A short option in a group (`-10` is `-1` then `-0`): name the whole argument too.
      const arg = args[token.index]!;
      const group = token.rawName.startsWith('--') || arg === token.rawName ? '' : ` (in '${shorten(arg)}')`;
      throw new UsageError(unknownOption(token.rawName, names) + group);
    }
    const shown = token.rawName.startsWith('--') ? token.rawName : `${token.rawName}, --${token.name}`;
    if (option.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`option '${shown}' takes no value`);
    } else if (token.value === undefined) {
      throw new UsageError(`option '${shown}' needs a value`);
    } else if (!token.inlineValue && token.value.startsWith('-') && token.value !== '-') {
      const value = shorten(token.value, 20);
      throw new UsageError(
        `option '${shown}' needs a value, and '${value}' looks like an option ` +
          `(write --${token.name}=${value} if it is the value)`,
      );
    }
  }
  return { values, positionals };
}

/** A value from the command line, cut to `max` characters for a message. */
export function shorten(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** A string option's value, or undefined. */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A string option restricted to some values. */
export function choiceOption<const T extends string>(
  args: ParsedArgs,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = stringOption(args, name);
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new UsageError(`--${name} must be one of ${choices.join(', ')}; received '${shorten(value)}'`);
  }
  return value as T;
}

/**
 * The limits the command line checks that are not the library's (those are `SUDOKU_LIMITS`): how
 * many puzzles to make, how many threads to start, how many shards a batch is cut into.
 */
export const CLI_LIMITS: {
  /** `generate --count`: any positive safe integer (the run streams, in constant memory). */
  readonly count: SudokuLimit;
  /** `--jobs`: threads, used up to twice the cores (more cannot make CPU-bound work faster). */
  readonly jobs: SudokuLimit;
  /** `--shard I/N`, `--shard-count N`: how many parts a batch may be cut into. */
  readonly shards: SudokuLimit;
  /** `print`: puzzles on one print page (the page is built in memory). */
  readonly printCount: SudokuLimit;
  /** `--timeout MS` of rate and hint: milliseconds for each puzzle, up to about 24 days. */
  readonly timeout: SudokuLimit;
} = Object.freeze({
  count: Object.freeze({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  jobs: Object.freeze({ min: 1, max: 256 }),
  shards: Object.freeze({ min: 1, max: 1_000_000 }),
  printCount: Object.freeze({ min: 1, max: 10_000 }),
  timeout: Object.freeze({ min: 1, max: 2_147_483_647 }),
});

/** Every limit an option of the command line is checked against, by option. */
export const OPTION_LIMITS: Readonly<
  Record<'attempts' | 'empty' | 'solutionCount' | 'count' | 'jobs', SudokuLimit>
> = Object.freeze({
  attempts: SUDOKU_LIMITS.maxAttempts,
  empty: SUDOKU_LIMITS.emptyCellTarget,
  solutionCount: SUDOKU_LIMITS.solutionCount,
  count: CLI_LIMITS.count,
  jobs: CLI_LIMITS.jobs,
});

/** An integer written in decimal digits, as the command line takes it. */
export function parseInteger(name: string, value: string, limit: SudokuLimit): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < limit.min || number > limit.max) {
    throw new UsageError(
      `--${name} must be an integer from ${limit.min} to ${limit.max}; received '${shorten(value, 20)}'`,
    );
  }
  return number;
}

/** An integer option within `limit`, or the fallback when absent. */
export function integerOption(args: ParsedArgs, name: string, limit: SudokuLimit, fallback: number): number {
  const value = stringOption(args, name);
  return value === undefined ? fallback : parseInteger(name, value, limit);
}

/** The number of threads: `--jobs N` (see {@link CLI_LIMITS}), by default the number of cores. */
export function jobsOption(args: ParsedArgs): number {
  const cores = Math.max(1, availableParallelism());
  // More threads than twice the cores cannot make CPU-bound work faster, and each costs a start-up.
  return Math.min(integerOption(args, 'jobs', OPTION_LIMITS.jobs, cores), 2 * cores);
}

/**
 * Whether to draw the progress bar: `--progress` forces it (`'forced'`), `--no-progress` refuses
 * it, else it is drawn when stderr is a terminal (`'auto'`: only for batches that last).
 */
export function progressOption(args: ParsedArgs): 'forced' | 'auto' | 'off' {
  if (args.values['no-progress'] === true) return 'off';
  if (args.values.progress === true) return 'forced';
  return process.stderr.isTTY ? 'auto' : 'off';
}

/** `--shard I/N` and `--shard-count N`, for every batch command (see `shard.ts`). */
export const SHARD_OPTIONS: OptionsConfig = {
  shard: { type: 'string' },
  'shard-count': { type: 'string' },
};

/** Options shared by the commands that read puzzles. */
export const INPUT_OPTIONS: OptionsConfig = {
  format: { type: 'string', short: 'f' },
  input: { type: 'string' },
  progress: { type: 'boolean' },
  'no-progress': { type: 'boolean' },
  ...SHARD_OPTIONS,
};

/** `--jobs`, for the commands that can use worker threads. */
export const JOBS_OPTION: OptionsConfig = { jobs: { type: 'string', short: 'j' } };

/** Characters of a puzzle written on the command line (digits, empty marks, grid rules, blanks). */
const PUZZLE_TEXT = /^[\d.\-|+=\s*_]*$/;

/** Paths that name the process's own standard input. */
const STDIN_ALIASES: ReadonlySet<string> = new Set(['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

/** Why a path cannot be read, or null when it can (any readable path: file, FIFO, /dev/stdin…). */
function unreadable(path: string): string | null {
  try {
    if (statSync(path).isDirectory()) return 'is a directory';
    accessSync(path, constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM') return 'cannot be read: permission denied';
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file' : `cannot be read (${code ?? 'error'})`;
  }
}

/**
 * Standard input as a source, refused when it is a directory (`sudoku solve < /tmp`), which a
 * stream would read as empty input: the same usage error as for a directory named as an argument.
 */
function stdinSource(): InputSource {
  let directory = false;
  try {
    directory = fstatSync(0).isDirectory();
  } catch {
    // closed or not a descriptor that can be looked at: read as it comes
  }
  if (directory) throw new UsageError('standard input is a directory');
  return { kind: 'stdin', name: 'stdin' };
}

/**
 * The sources named by the positional arguments: `-` for stdin, any readable path (a file, but
 * also a FIFO, `/dev/stdin` or a process substitution such as `<(head -100 f)`), or a puzzle
 * written out (a line, or a grid with newlines). No argument means stdin, unless stdin is a
 * terminal (nobody is typing puzzles: that is a usage error, not a hang).
 */
export function resolveSources(positionals: readonly string[]): InputSource[] {
  if (positionals.length === 0) {
    if (process.stdin.isTTY) throw new UsageError('no input: give a puzzle, a FILE, or lines on stdin');
    return [stdinSource()];
  }
  return positionals.map((arg, i): InputSource => {
    // The process's own standard input under another name: read it as stdin, since opening the
    // name fails when stdin is a socket (ENXIO), as it is for a child process of Node.
    if (arg === '-' || STDIN_ALIASES.has(arg)) return stdinSource();
    const problem = unreadable(arg);
    if (problem === null) return { kind: 'file', name: arg, path: arg };
    if (PUZZLE_TEXT.test(arg) && arg.trim() !== '')
      return { kind: 'text', name: `argument ${i + 1}`, text: arg };
    const shown = shorten(arg, 100);
    throw new UsageError(
      problem === 'no such file'
        ? `'${shown}' is neither a puzzle nor a file that exists`
        : `'${shown}' ${problem}`,
    );
  });
}

/** The size in bytes of the regular-file sources, or null when one is a stream or text. */
export function inputSize(sources: readonly InputSource[]): number | null {
  let size = 0;
  for (const source of sources) {
    if (source.kind !== 'file') return null;
    const stat = statSync(source.path);
    if (!stat.isFile()) return null;
    size += stat.size;
  }
  return size;
}
