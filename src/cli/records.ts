/**
 * The plumbing of the commands that read puzzles: sources → records → batches → results. With
 * `--shard I/N` the sources (files and arguments only) are read twice: once to count the records,
 * then up to the end of the shard's block, whose records alone are run (see `shard.ts`).
 */
import { statSync } from 'node:fs';
import {
  UsageError,
  choiceOption,
  resolveSources,
  inputSize,
  progressOption,
  shorten,
  type ParsedArgs,
} from './command.js';
import { readRecords, type InputMode, type InputRecord, type InputSource } from './input.js';
import { runBatches, type RunSummary } from './runner.js';
import { readRecord } from './rules.js';
import { SCRIPT } from './script.js';
import { shardOption, shardRange, type Shard } from './shard.js';
import type { Task, TaskSpec } from './task.js';

/** How a record command runs. */
export interface RecordRun {
  /** The task's name and options, for workers. */
  readonly spec: TaskSpec;
  /** The task, built here. */
  readonly task: Task;
  /** Line or grid records. */
  readonly mode: InputMode;
  /** Worker threads at most. */
  readonly jobs: number;
  /** Run in the main thread: only for commands whose items are always quick (validate, candidates). */
  readonly inline?: boolean;
  /**
   * Items take milliseconds at worst (a plain solve): puzzles given as arguments, a handful, then
   * run in the main thread, so a one-off answer does not pay for starting a thread.
   */
  readonly bounded?: boolean;
}

async function* groupsOf(
  sources: readonly InputSource[],
  mode: InputMode,
  counter: { characters: number; records: number },
): AsyncGenerator<readonly InputRecord[]> {
  for (const source of sources) {
    const label = sources.length > 1 ? source.name : undefined;
    // A puzzle written as an argument is one line, or a grid when it holds line breaks.
    const sourceMode = source.kind === 'text' ? (source.text.trim().includes('\n') ? 'grid' : 'line') : mode;
    for await (const records of readRecords(source, sourceMode, label, (n) => (counter.characters += n))) {
      counter.records += records.length;
      yield records;
    }
  }
}

/**
 * The sources of a sharded run, which are read twice (once to count the records): files and
 * puzzles written as arguments only. Standard input, pipes and devices can be read only once.
 */
function checkShardable(sources: readonly InputSource[]): void {
  for (const source of sources) {
    if (source.kind === 'stdin') {
      throw new UsageError(
        '--shard cannot split standard input: give the puzzles as a FILE (each shard counts its records first)',
      );
    }
    if (source.kind === 'file' && !statSync(source.path).isFile()) {
      throw new UsageError(
        `--shard needs regular files: '${shorten(source.name, 100)}' can be read only once (a pipe or a device)`,
      );
    }
  }
}

/**
 * The records of one shard: the whole input is counted first, then read again up to the end of
 * the shard's block, so records keep their line numbers. `before.output` says, once the first
 * record of the block has been handed on, whether a record before the block printed something on
 * stdout (for the separator between grids).
 */
async function shardRecords(
  sources: readonly InputSource[],
  mode: InputMode,
  shard: Shard,
  separator: string,
): Promise<{
  readonly groups: AsyncGenerator<readonly InputRecord[]>;
  readonly total: number;
  readonly before: { output: boolean };
}> {
  const counter = { characters: 0, records: 0 };
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the counter counts
  for await (const _ of groupsOf(sources, mode, counter));
  const { start, end } = shardRange(counter.records, shard);
  const before = { output: false };
  async function* block(): AsyncGenerator<readonly InputRecord[]> {
    let position = 0;
    for await (const records of groupsOf(sources, mode, { characters: 0, records: 0 })) {
      const from = Math.max(0, start - position);
      const to = Math.min(records.length, end - position);
      // Where the whole run separates outputs (grids), a record prints on stdout when it parses.
      if (separator !== '' && !before.output) {
        for (let i = 0; i < Math.min(from, records.length); i++) {
          // A line whose own rules do not parse prints nothing on stdout either.
          if (readRecord(records[i]!, undefined).problem === undefined) {
            before.output = true;
            break;
          }
        }
      }
      position += records.length;
      if (to > from) yield records.slice(from, to);
      if (position >= end) return;
    }
  }
  return { groups: block(), total: end - start, before };
}

/** Reads the command's sources and runs its task on every record (or on one shard's records). */
export async function runRecords(args: ParsedArgs, run: RecordRun): Promise<RunSummary> {
  const sources = resolveSources(args.positionals);
  const shard = shardOption(args);
  if (shard !== null) {
    checkShardable(sources);
    const { groups, total, before } = await shardRecords(sources, run.mode, shard, run.spec.separator);
    return runBatches(groups, {
      spec: run.spec,
      task: run.task,
      jobs: run.jobs,
      inline: run.inline === true || (run.bounded === true && sources.every((s) => s.kind === 'text')),
      progress: progressOption(args),
      script: SCRIPT,
      total,
      separatorFirst: () => before.output,
    });
  }
  const counter = { characters: 0, records: 0 };
  const size = inputSize(sources);
  const estimate =
    size === null
      ? undefined
      : (): number | null =>
          counter.characters === 0
            ? null
            : Math.max(counter.records, (size * counter.records) / counter.characters);
  return runBatches(groupsOf(sources, run.mode, counter), {
    spec: run.spec,
    task: run.task,
    jobs: run.jobs,
    inline: run.inline === true || (run.bounded === true && sources.every((s) => s.kind === 'text')),
    // Someone typing puzzles at the terminal gets answers, not a bar, unless asked for one.
    progress:
      sources.some((s) => s.kind === 'stdin') && process.stdin.isTTY && args.values.progress !== true
        ? 'off'
        : progressOption(args),
    script: SCRIPT,
    // Puzzles given as arguments: one each, so the bar knows its total.
    ...(sources.every((s) => s.kind === 'text') ? { total: sources.length } : {}),
    ...(estimate === undefined ? {} : { estimate }),
  });
}

/** `--input line|grid`: how records are cut; text arguments are always read whole. */
export function inputModeOption(args: ParsedArgs, fallback: InputMode): InputMode {
  // `auto`, the default, is no value to give: --input line or grid says what the input is.
  return choiceOption(args, 'input', ['line', 'grid'] as const, fallback);
}
