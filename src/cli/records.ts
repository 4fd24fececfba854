/**
 * The plumbing of the commands that read puzzles: sources → records → batches → results.
 */
import { choiceOption, resolveSources, inputSize, progressOption, type ParsedArgs } from './command.js';
import { readRecords, type InputMode, type InputRecord, type InputSource } from './input.js';
import { runBatches, type RunSummary } from './runner.js';
import { SCRIPT } from './script.js';
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

/** Reads the command's sources and runs its task on every record. */
export async function runRecords(args: ParsedArgs, run: RecordRun): Promise<RunSummary> {
  const sources = resolveSources(args.positionals);
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
  return choiceOption(args, 'input', ['line', 'grid'] as const, fallback);
}
