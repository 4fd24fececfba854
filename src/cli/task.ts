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
  /** Hand on each result at once: an item may run for ever (see {@link PartPacer}). */
  readonly eager?: boolean;
}

/** A batch's results are handed on in parts once this many milliseconds have passed since the last part. */
export const PART_MS = 25;

/** Items slower than this on average are handed on one by one (a message costs microseconds). */
export const SLOW_ITEM_MS = 0.5;

/**
 * Decides when the results finished so far are handed on: after every item when the task is
 * `eager` (its next item may never end, as `solve --count` with a large limit) or when items are
 * slow on average, else every {@link PART_MS} milliseconds. One pacer lives as long as its thread,
 * so the average covers every batch it ran.
 */
export class PartPacer {
  readonly #eager: boolean;
  #items = 0;
  #ms = 0;

  constructor(eager = false) {
    this.#eager = eager;
  }

  /** Records an item that took `itemMs`; true when the results should be handed on now. */
  due(itemMs: number, sinceLastPart: number): boolean {
    this.#items++;
    this.#ms += itemMs;
    return this.#eager || sinceLastPart >= PART_MS || this.#ms >= this.#items * SLOW_ITEM_MS;
  }
}

/**
 * Runs a task over a batch. Cheap items are gathered into one result; when items are slow (see
 * {@link PartPacer}), the results finished so far are handed to `onPart`, in order, before the
 * next item starts, and the returned result holds only the rest. So a batch of slow puzzles
 * still shows each answer as soon as it exists.
 */
export function processBatch(
  task: Task,
  items: readonly unknown[],
  separator: string,
  onPart?: (part: BatchResult) => void,
  pacer: PartPacer = new PartPacer(),
): BatchResult {
  let out = '';
  let err = '';
  let failed = 0;
  let done = 0;
  let last = performance.now();
  for (const item of items) {
    const started = performance.now();
    const result = task(item);
    if (result.out !== '') out += out === '' ? result.out : separator + result.out;
    err += result.err;
    if (result.failed) failed++;
    done++;
    if (onPart !== undefined) {
      const now = performance.now();
      if (pacer.due(now - started, now - last) && done < items.length) {
        onPart({ out, err, failed, done });
        out = '';
        err = '';
        failed = 0;
        done = 0;
        last = now;
      }
    }
  }
  return { out, err, failed, done };
}
