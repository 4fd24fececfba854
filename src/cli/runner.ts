/**
 * Runs a batch command: items in, results out, in input order, with or without worker threads.
 *
 * Items arrive in groups (a chunk of input lines, or a range of puzzle indices) and are regrouped
 * into batches of the task's size. With one job every batch runs here, as it arrives. With N > 1,
 * a pool of N − 1 workers starts at the first full batch (a short input never pays for threads);
 * the main thread keeps every N-th batch for itself (so N jobs keep N cores busy, not N + 1
 * threads on N cores) and sends the others to the workers. Results wait as promises in a queue in
 * submission order: the head is awaited and written before the queue may grow beyond three
 * batches per job. That bound is what keeps the memory constant, and writing strictly from the
 * head is what keeps the output identical for any `--jobs`.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BufferedWriter, finished } from './output.js';
import { WorkerPool } from './pool.js';
import { ProgressBar } from './progress.js';
import { processBatch, type BatchResult, type Task, type TaskSpec } from './task.js';

/** How a batch runs. */
export interface RunOptions {
  /** The task, by name and options (for workers). */
  readonly spec: TaskSpec;
  /** The same task, built here. */
  readonly task: Task;
  /** Worker threads; 1 runs everything in the main thread. */
  readonly jobs: number;
  /** Whether to draw a progress bar on stderr: from the start, after half a second, or never. */
  readonly progress: 'forced' | 'auto' | 'off';
  /** The exact number of items when known (generation), for the progress bar. */
  readonly total?: number;
  /** An estimate of the total from what was read so far, for the progress bar. */
  readonly estimate?: (done: number) => number | null;
  /** The worker script: this program. */
  readonly script: URL;
}

/** What a run did. */
export interface RunSummary {
  /** Items processed. */
  readonly done: number;
  /** Items that failed. */
  readonly failed: number;
}

/** Processes every item of `groups` and writes the results to stdout/stderr in order. */
export async function runBatches(
  groups: AsyncIterable<readonly unknown[]> | Iterable<readonly unknown[]>,
  options: RunOptions,
): Promise<RunSummary> {
  const { spec, task, jobs } = options;
  const out = new BufferedWriter(process.stdout);
  const bar =
    options.progress === 'off' ? null : new ProgressBar(process.stderr, options.progress === 'forced');
  if (bar !== null) {
    bar.total = options.total ?? null;
    if (options.estimate !== undefined) bar.estimate = options.estimate;
  }
  let done = 0;
  let failed = 0;
  let wrote = false;
  let pool: WorkerPool | null = null;
  const queue: Promise<BatchResult>[] = [];
  const maxQueue = jobs * 3;
  let lastTurn = performance.now();
  let batches = 0;

  const write = async (result: BatchResult): Promise<void> => {
    done += result.done;
    failed += result.failed;
    if (result.err !== '') {
      bar?.clear();
      await out.flush();
      process.stderr.write(result.err);
    }
    if (result.out !== '') {
      const text = wrote ? spec.separator + result.out : result.out;
      wrote = true;
      const wait = out.write(text);
      if (wait !== undefined) await wait;
    }
    bar?.update(done);
  };

  const dispatch = async (batch: readonly unknown[], last: boolean): Promise<void> => {
    if (pool === null && jobs > 1 && !last) {
      pool = new WorkerPool(
        jobs - 1,
        { task: spec.name, options: spec.options, separator: spec.separator },
        options.script,
      );
    }
    if (pool === null) {
      await write(processBatch(task, batch, spec.separator));
      // Batches from a synchronous source only chain microtasks: give the event loop a turn now
      // and then, so signals (Ctrl-C) and stream events are handled during a long run.
      if (performance.now() - lastTurn > 50) {
        await nextTurn();
        lastTurn = performance.now();
      }
      return;
    }
    // The main thread is one of the `jobs` threads: it takes every jobs-th batch itself.
    let promise: Promise<BatchResult>;
    if (batches++ % jobs === 0) {
      promise = Promise.resolve(processBatch(task, batch, spec.separator));
    } else {
      promise = pool.run(batch);
      promise.catch(() => undefined); // awaited in order below; this only silences early rejections
    }
    queue.push(promise);
    while (queue.length > maxQueue) await write(await queue.shift()!);
  };

  try {
    let batch: unknown[] = [];
    for await (const group of groups) {
      for (const item of group) {
        batch.push(item);
        if (batch.length === spec.batchSize) {
          await dispatch(batch, false);
          batch = [];
        }
      }
    }
    if (batch.length > 0) await dispatch(batch, true);
    while (queue.length > 0) await write(await queue.shift()!);
  } finally {
    bar?.close();
    await out.flush();
    if (pool !== null) await (pool as WorkerPool).close();
  }
  await finished(process.stdout);
  return { done, failed };
}
