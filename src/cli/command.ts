/**
 * What every command shares: its declaration (options, help text, run), argument parsing with
 * `node:util` `parseArgs`, usage errors (exit status 2, with the command's help), and the
 * resolution of input arguments into sources.
 */
import { availableParallelism } from 'node:os';
import { accessSync, constants, statSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
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
 * Parses a command's arguments. An option listed in `optionalValues` takes the next argument
 * as its value only when it matches the pattern; otherwise its value is the empty string.
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
  try {
    const { values, positionals } = parseArgs({
      args,
      options: command.options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArgs['values'], positionals };
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, '.'));
  }
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
    throw new UsageError(`--${name} must be one of ${choices.join(', ')}; received '${value}'`);
  }
  return value as T;
}

/** An integer option in `[min, max]`, or the fallback when absent. */
export function integerOption(
  args: ParsedArgs,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  const value = stringOption(args, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}; received '${value}'`);
  }
  return Number(value);
}

/** The number of threads: `--jobs N` (1–256, used up to twice the cores), by default the number of cores. */
export function jobsOption(args: ParsedArgs): number {
  const cores = Math.max(1, availableParallelism());
  // More threads than twice the cores cannot make CPU-bound work faster, and each costs a start-up.
  return Math.min(integerOption(args, 'jobs', 1, 256, cores), 2 * cores);
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

/** Options shared by the commands that read puzzles. */
export const INPUT_OPTIONS: OptionsConfig = {
  format: { type: 'string', short: 'f' },
  input: { type: 'string' },
  progress: { type: 'boolean' },
  'no-progress': { type: 'boolean' },
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
 * The sources named by the positional arguments: `-` for stdin, any readable path (a file, but
 * also a FIFO, `/dev/stdin` or a process substitution such as `<(head -100 f)`), or a puzzle
 * written out (a line, or a grid with newlines). No argument means stdin, unless stdin is a
 * terminal (nobody is typing puzzles: that is a usage error, not a hang).
 */
export function resolveSources(positionals: readonly string[]): InputSource[] {
  if (positionals.length === 0) {
    if (process.stdin.isTTY) throw new UsageError('no input: give a puzzle, a FILE, or lines on stdin');
    return [{ kind: 'stdin', name: 'stdin' }];
  }
  return positionals.map((arg, i): InputSource => {
    // The process's own standard input under another name: read it as stdin, since opening the
    // name fails when stdin is a socket (ENXIO), as it is for a child process of Node.
    if (arg === '-' || STDIN_ALIASES.has(arg)) return { kind: 'stdin', name: 'stdin' };
    const problem = unreadable(arg);
    if (problem === null) return { kind: 'file', name: arg, path: arg };
    if (PUZZLE_TEXT.test(arg) && arg.trim() !== '')
      return { kind: 'text', name: `argument ${i + 1}`, text: arg };
    const shown = arg.length > 100 ? `${arg.slice(0, 100)}…` : arg;
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
