/**
 * A pool of worker threads that runs a command's items, so that the main thread never runs a
 * long item itself: it stays free to read input, write each result as soon as it is ready, and
 * answer Ctrl-C at once (a JavaScript signal handler cannot run while a synchronous call holds
 * its thread; a worker can be stopped in the middle of one).
 *
 * Each worker loads this same program (`dist/cli.js`) with `workerData` naming a task and its
 * options, builds the task once, then answers batches of items: zero or more parts (the results
 * finished so far, when items are slow) and a final result. Workers start on demand, up to the
 * pool's size, so one puzzle costs one thread. Batches go to the least busy worker, at most two in
 * flight per worker so a worker never waits for the main thread; the caller keeps the batches in
 * submission order and writes their results in that order, so the output is the same for any
 * number of workers.
 */
import { Worker } from 'node:worker_threads';
import type { BatchResult } from './task.js';

/** The `workerData` marker that turns the program into a worker. */
export const WORKER_MARK = 'open-sudoku-engine/cli-worker';

/** The data a worker starts with. */
export interface WorkerStart {
  readonly mark: typeof WORKER_MARK;
  readonly task: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly separator: string;
  /** Hand on each result at once (see `PartPacer`). */
  readonly eager: boolean;
}

/** A request to a worker. */
export interface WorkerRequest {
  readonly id: number;
  readonly items: readonly unknown[];
}

/** A worker's answer: a part of a batch's results, its last result, or the error that stopped it. */
export type WorkerResponse =
  | { readonly id: number; readonly part: BatchResult }
  | { readonly id: number; readonly result: BatchResult }
  | { readonly id: number; readonly error: string };

interface Pending {
  readonly onPart: (part: BatchResult) => void;
  readonly resolve: (result: BatchResult) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  busy: number;
}

/** What the runner needs of a pool: batches in, results out in order, then close. */
export interface BatchPool {
  run(items: readonly unknown[], onPart: (part: BatchResult) => void): Promise<BatchResult>;
  close(): Promise<void>;
}

/**
 * How the runner makes its pool: worker threads. Tests that run the program in their own thread
 * put a same-thread pool here for a while (test/cli/inline-pool.ts) and restore this one after.
 */
export const pools: {
  create: (size: number, start: Omit<WorkerStart, 'mark'>, script: URL) => BatchPool;
} = { create: (size, start, script) => new WorkerPool(size, start, script) };

/** A set of up to `size` workers running one task. */
export class WorkerPool implements BatchPool {
  readonly #size: number;
  readonly #start: WorkerStart;
  readonly #script: URL;
  readonly #slots: Slot[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #queue: WorkerRequest[] = [];
  #nextId = 0;
  #failure: Error | null = null;
  #closed = false;

  constructor(size: number, start: Omit<WorkerStart, 'mark'>, script: URL) {
    this.#size = Math.max(1, size);
    this.#start = { mark: WORKER_MARK, ...start };
    this.#script = script;
  }

  /** Processes a batch on some worker; `onPart` receives its results as they come, in order. */
  run(items: readonly unknown[], onPart: (part: BatchResult) => void): Promise<BatchResult> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    const promise = new Promise<BatchResult>((resolve, reject) => {
      this.#pending.set(id, { onPart, resolve, reject });
    });
    this.#queue.push({ id, items });
    this.#pump();
    return promise;
  }

  /** Stops every worker, at once, even in the middle of an item. */
  close(): Promise<void> {
    this.#closed = true;
    return Promise.all(this.#slots.map((slot) => slot.worker.terminate())).then(() => undefined);
  }

  #spawn(): Slot {
    const worker = new Worker(this.#script, { workerData: this.#start });
    const slot: Slot = { worker, busy: 0 };
    worker.on('message', (message: WorkerResponse) => {
      const pending = this.#pending.get(message.id);
      if ('part' in message) {
        pending?.onPart(message.part);
        return;
      }
      slot.busy--;
      this.#pending.delete(message.id);
      if ('error' in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
      this.#pump();
    });
    worker.on('error', (error) => {
      this.#fail(error);
    });
    worker.on('exit', (code) => {
      if (!this.#closed) this.#fail(new Error(`a worker thread stopped with exit code ${code}`));
    });
    this.#slots.push(slot);
    return slot;
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let best: Slot | undefined;
      for (const slot of this.#slots) if (best === undefined || slot.busy < best.busy) best = slot;
      // A new worker only when every running one is busy.
      if ((best === undefined || best.busy > 0) && this.#slots.length < this.#size) best = this.#spawn();
      if (best === undefined || best.busy >= 2) return;
      const request = this.#queue.shift()!;
      best.busy++;
      best.worker.postMessage(request);
    }
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
