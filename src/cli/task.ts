/**
 * The unit of work of a batch command: a task turns one item (an input record, or the index of a
 * puzzle to generate) into its output text. Tasks are pure functions of their options and item,
 * built by name from plain options, so the same task runs in the main thread or in a worker and
 * prints the same bytes either way.
 */

/** What one item produced: text for stdout, text for stderr, and whether it failed. */
export interface ItemResult {
  /** Text for stdout, ending with a newline (or empty). */
  readonly out: string;
  /** Text for stderr, ending with a newline (or empty). */
  readonly err: string;
  /** True when this item counts towards exit status 1. */
  readonly failed: boolean;
}

/** What a batch of items produced, concatenated in order. */
export interface BatchResult {
  /** The items' stdout texts, joined by the job's separator. */
  readonly out: string;
  /** The items' stderr texts. */
  readonly err: string;
  /** How many items failed. */
  readonly failed: number;
  /** How many items were processed. */
  readonly done: number;
}

/** A task over items of some kind. */
export type Task = (item: unknown) => ItemResult;

/** A named task factory, so a worker can build the same task from the same options. */
export interface TaskSpec {
  /** The registry name (see `workers.ts`). */
  readonly name: string;
  /** Plain, structured-cloneable options. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Items per batch: larger for cheap items, smaller for expensive ones. */
  readonly batchSize: number;
  /** Printed between two non-empty outputs (a blank line between grids). */
  readonly separator: string;
}

/** Runs a task over a batch. */
export function processBatch(task: Task, items: readonly unknown[], separator: string): BatchResult {
  let out = '';
  let err = '';
  let failed = 0;
  for (const item of items) {
    const result = task(item);
    if (result.out !== '') out += out === '' ? result.out : separator + result.out;
    err += result.err;
    if (result.failed) failed++;
  }
  return { out, err, failed, done: items.length };
}
