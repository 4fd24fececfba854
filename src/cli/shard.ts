/**
 * `--shard I/N`: one part of a batch, so that N machines (or N jobs of a cluster) share it.
 *
 * Shard I of N takes the I-th of N contiguous blocks of the items, by position: puzzle indices for
 * `generate`, input records for the commands that read puzzles. The blocks are as even as
 * integers allow (shard I starts at ⌊(I−1)·T/N⌋ of T items), so the outputs of shards 1…N,
 * concatenated in that order, are byte for byte the output of the whole run, and each record
 * keeps its line number in messages.
 *
 * `--shard env --shard-count N` reads I from `JOB_COMPLETION_INDEX` (0-based, as a Kubernetes
 * Indexed Job sets it): shard `JOB_COMPLETION_INDEX + 1` of N.
 */
import { CLI_LIMITS, UsageError, shorten, stringOption, type ParsedArgs } from './command.js';

/** One part of a batch: shard `index` (1-based) of `count`. */
export interface Shard {
  /** 1 ≤ index ≤ count. */
  readonly index: number;
  /** How many shards share the batch. */
  readonly count: number;
}

/** The environment variable a Kubernetes Indexed Job sets: the 0-based index of the pod's completion. */
export const SHARD_INDEX_VARIABLE = 'JOB_COMPLETION_INDEX';

/** The options' lines of a command's help, their text starting at `column` (0-based). */
export function shardHelp(column: number): string {
  const line = (option: string, text: string): string => `      ${option}`.padEnd(column) + text;
  const indent = ' '.repeat(column);
  return [
    line('--shard I/N', 'do part I of N of the work only; parts 1..N print,'),
    `${indent}in order, the output of the whole run (input from files)`,
    line('--shard env', `I from $${SHARD_INDEX_VARIABLE} (0-based, as a Kubernetes`),
    `${indent}Indexed Job sets it), N from --shard-count N`,
  ].join('\n');
}

function parseCount(text: string, what: string, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) {
    throw new UsageError(`${what} must be an integer from 1 to ${max}; received '${shorten(text, 20)}'`);
  }
  return value;
}

/**
 * The `--shard` of the command line, or null when the whole batch is asked for. `env` reads the
 * environment (`process.env` by default).
 */
export function shardOption(
  args: ParsedArgs,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Shard | null {
  const maxShards = CLI_LIMITS.shards.max;
  const text = stringOption(args, 'shard');
  const countText = stringOption(args, 'shard-count');
  if (text === undefined) {
    if (countText !== undefined) throw new UsageError('--shard-count goes with --shard env');
    return null;
  }
  if (text === 'env') {
    if (countText === undefined) throw new UsageError('--shard env needs --shard-count N');
    const count = parseCount(countText, '--shard-count', maxShards);
    const indexText = env[SHARD_INDEX_VARIABLE];
    if (indexText === undefined || indexText === '')
      throw new UsageError(`--shard env: ${SHARD_INDEX_VARIABLE} is not set`);
    const index = Number(indexText);
    if (!/^\d+$/.test(indexText) || index >= count) {
      throw new UsageError(
        `--shard env: ${SHARD_INDEX_VARIABLE} must be an integer from 0 to ${count - 1}; ` +
          `received '${shorten(indexText, 20)}'`,
      );
    }
    return { index: index + 1, count };
  }
  if (countText !== undefined) throw new UsageError('--shard-count goes with --shard env, not --shard I/N');
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || index < 1 || count > maxShards || index > count) {
    throw new UsageError(
      `--shard must be I/N with 1 <= I <= N <= ${maxShards}, or env; received '${shorten(text, 20)}'`,
    );
  }
  return { index, count };
}

/**
 * The items of `shard` among `total`: from `start` (included) to `end` (excluded), 0-based.
 * Exact for any safe-integer total.
 */
export function shardRange(total: number, shard: Shard): { readonly start: number; readonly end: number } {
  const bound = (i: number): number => Number((BigInt(total) * BigInt(i)) / BigInt(shard.count));
  return { start: bound(shard.index - 1), end: bound(shard.index) };
}
