/**
 * Runs a batch command: items in, results out, in input order, each written as soon as it is
 * ready.
 *
 * Items arrive in groups (a chunk of input, or a range of puzzle indices) and are cut into batches
 * of the task's size; a batch never waits for the next group, so a producer that writes a line now
 * and then has each line answered at once.
 *
 * Two ways to run:
 * - **inline**, for the cheap commands (validate, candidates: microseconds per item): every batch
 *   runs in the main thread as it arrives.
 * - **in workers**, for the commands whose one item can take seconds or forever (solve --count,
 *   rate, hint, rated generation): a pool of up to `jobs` worker threads runs the batches, and the
 *   main thread only reads, writes and waits. Results wait in a queue of batches in submission
 *   order; a producer loop fills it (at most three batches per job, which keeps the memory
 *   constant) and a writer loop writes its head, part by part as the workers hand results over.
 *   Writing strictly from the head keeps the output identical for any `--jobs`.
 *
 * Because the main thread never holds a long item, Ctrl-C (SIGINT), SIGTERM and SIGHUP are
 * handled at once: every result already finished is written, in order, the progress bar is
 * erased, the workers are stopped, and the program ends by the signal itself (status 130 for
 * Ctrl-C, as a shell reports it).
 *
 * Output goes through a {@link BufferedWriter}, flushed whenever the program is about to wait.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BufferedWriter, dieBy, finished, onStopSignal } from './output.js';
import { pools } from './pool.js';
import { ProgressBar } from './progress.js';
import { escapeControls } from './report.js';
import {
  PartPacer,
  processBatch,
  type BatchResult,
  type ItemResult,
  type Task,
  type TaskSpec,
} from './task.js';

/** How a batch runs. */
export interface RunOptions {
  /** The task, by name and options (for workers). */
  readonly spec: TaskSpec;
  /** The same task, built here (used when `inline`). */
  readonly task: Task;
  /** Worker threads at most. */
  readonly jobs: number;
  /** Run every item in the main thread: only for tasks whose items are always quick. */
  readonly inline?: boolean;
  /** Whether to draw a progress bar on stderr: from the start, after half a second, or never. */
  readonly progress: 'forced' | 'auto' | 'off';
  /** The exact number of items when known (generation), for the progress bar. */
  readonly total?: number;
  /** An estimate of the total from what was read so far, for the progress bar. */
  readonly estimate?: (done: number) => number | null;
  /** The worker script: this program. */
  readonly script: URL;
  /**
   * Whether the first output needs the separator before it, asked when it is written: a shard
   * whose block follows output of the shards before it (see `shard.ts`).
   */
  readonly separatorFirst?: () => boolean;
}

/** What a run did. */
export interface RunSummary {
  /** Items processed. */
  readonly done: number;
  /** Items that failed. */
  readonly failed: number;
}

/** How long finished output may take to reach a slow reader once a stop signal came. */
const STOP_FLUSH_MS = 2000;

/** One batch on its way: the parts of its results not yet written, and whether it is over. */
interface InFlight {
  parts: BatchResult[];
  settled: boolean;
  error: Error | null;
}

/**
 * A promise that the other loop resolves when something changed. A wake-up with nobody waiting is
 * kept for the next `wait` (the waiter may have been away on another `await` meanwhile), so no
 * change is ever missed; waiters check their condition again in a loop.
 */
class Wakeup {
  #resolve: (() => void) | null = null;
  #pending = false;

  wait(): Promise<void> {
    if (this.#pending) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  wake(): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    if (resolve === null) this.#pending = true;
    else resolve();
  }
}

function isAsync<T>(value: AsyncIterable<T> | Iterable<T>): value is AsyncIterable<T> {
  return Symbol.asyncIterator in value;
}

/**
 * Writes one item's result made in the main thread, as {@link runBatches} would write it, and
 * resolves once stdout has taken it.
 */
export async function writeResult(result: ItemResult): Promise<void> {
  if (result.err !== '') process.stderr.write(escapeControls(result.err, true));
  if (result.out !== '') process.stdout.write(result.out);
  await finished(process.stdout);
}

/** Processes every item of `groups` and writes the results to stdout/stderr in order. */
export async function runBatches(
  groups: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  options: RunOptions,
): Promise<RunSummary> {
  const { spec } = options;
  const out = new BufferedWriter(process.stdout, process.stdout.isTTY);
  const bar =
    options.progress === 'off' ? null : new ProgressBar(process.stderr, options.progress === 'forced');
  if (bar !== null) {
    bar.total = options.total ?? null;
    if (options.estimate !== undefined) bar.estimate = options.estimate;
  }
  let done = 0;
  let failed = 0;
  let wrote = false;
  let stopped = false;
  const pool =
    options.inline === true
      ? null
      : pools.create(
          options.jobs,
          {
            task: spec.name,
            options: spec.options,
            separator: spec.separator,
            eager: spec.eager === true,
          },
          options.script,
        );
  const queue: InFlight[] = [];
  const maxQueue = Math.max(1, options.jobs) * 3;
  const dataReady = new Wakeup();
  const roomReady = new Wakeup();
  let inputDone = false;

  /** Writes a part of the results; returns a promise when stdout asks to wait. */
  const write = (part: BatchResult): Promise<void> | undefined => {
    done += part.done;
    failed += part.failed;
    let wait: Promise<void> | undefined;
    if (part.err !== '') {
      bar?.clear();
      wait = out.flush();
      process.stderr.write(escapeControls(part.err, true));
    }
    if (part.out !== '') {
      if (!wrote && options.separatorFirst !== undefined) wrote = options.separatorFirst();
      const text = wrote ? spec.separator + part.out : part.out;
      wrote = true;
      wait = out.write(text) ?? wait;
    }
    bar?.update(done);
    return wait;
  };

  // A stop signal: write what is finished, in order, then end by the signal.
  const removeStopHandler = onStopSignal((signal) => {
    stopped = true;
    for (const entry of queue) {
      for (const part of entry.parts) void write(part);
      entry.parts = [];
      if (!entry.settled || entry.error !== null) break;
    }
    void out.flush();
    bar?.close();
    void pool?.close();
    void finished(process.stdout, STOP_FLUSH_MS).then(() => dieBy(signal));
  });
  // Between answers the bar still moves (rate, time left); before the first one only when forced.
  const redraw =
    bar === null
      ? null
      : setInterval(() => {
          if (done > 0 || options.progress === 'forced') bar.update(done);
        }, 250);
  redraw?.unref();

  const pacer = new PartPacer(spec.eager === true);
  const produce = async (): Promise<void> => {
    const runInline = async (batch: readonly unknown[]): Promise<void> => {
      const rest = processBatch(
        options.task,
        batch,
        spec.separator,
        (part) => {
          void write(part);
          void out.flush();
        },
        pacer,
      );
      const wait = write(rest);
      if (wait !== undefined) await wait;
    };
    const dispatch = async (batch: readonly unknown[]): Promise<void> => {
      if (pool === null) {
        await runInline(batch);
        return;
      }
      while (queue.length >= maxQueue) await roomReady.wait();
      const entry: InFlight = { parts: [], settled: false, error: null };
      queue.push(entry);
      pool
        .run(batch, (part) => {
          entry.parts.push(part);
          dataReady.wake();
        })
        .then(
          (result) => {
            entry.parts.push(result);
            entry.settled = true;
            dataReady.wake();
          },
          (error: unknown) => {
            entry.error = error instanceof Error ? error : new Error(String(error));
            entry.settled = true;
            dataReady.wake();
          },
        );
      dataReady.wake();
    };

    const asynchronous = isAsync(groups);
    const iterator = asynchronous ? groups[Symbol.asyncIterator]() : groups[Symbol.iterator]();
    let lastTurn = performance.now();
    try {
      while (!stopped) {
        if (asynchronous && pool === null) {
          // The input may keep us waiting: what is written so far goes out first.
          const wait = out.flush();
          if (wait !== undefined) await wait;
        }
        const next = await iterator.next();
        if (next.done === true) break;
        const group = next.value;
        for (let start = 0; start < group.length && !stopped; start += spec.batchSize) {
          await dispatch(group.slice(start, start + spec.batchSize));
        }
        // A synchronous source only chains microtasks: give the event loop a turn now and then,
        // so signals and stream events are handled during a long run.
        if (performance.now() - lastTurn > 50) {
          await nextTurn();
          lastTurn = performance.now();
        }
      }
    } finally {
      inputDone = true;
      dataReady.wake();
      if (stopped) await iterator.return?.();
    }
  };

  const consume = async (): Promise<void> => {
    while (!stopped) {
      const head = queue[0];
      if (head !== undefined && head.parts.length > 0) {
        const wait = write(head.parts.shift()!);
        if (wait !== undefined) await wait;
        continue;
      }
      if (head?.settled === true) {
        if (head.error !== null) throw head.error;
        queue.shift();
        roomReady.wake();
        continue;
      }
      if (head === undefined && inputDone) return;
      // Nothing to write until a worker answers or input comes: what is written goes out first.
      const wait = out.flush();
      if (wait !== undefined) await wait;
      await dataReady.wait();
    }
  };

  try {
    if (pool === null) await produce();
    else await Promise.all([produce(), consume()]);
    if (stopped) await new Promise(() => undefined); // the stop handler ends the process
  } finally {
    if (redraw !== null) clearInterval(redraw);
    if (!stopped) {
      removeStopHandler();
      bar?.close();
      await out.flush();
      await pool?.close();
    }
  }
  await finished(process.stdout);
  return { done, failed };
}
