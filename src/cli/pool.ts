/**
 * A pool of worker threads for large batches.
 *
 * Each worker loads this same program (`dist/cli.js`) with `workerData` naming a task and its
 * options, builds the task once, then answers batches of items. Batches are handed to the least
 * busy worker, at most two in flight per worker so a worker never waits for the main thread; the
 * caller keeps the promises in submission order and writes results in that order, so the output
 * is the same for any number of workers.
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
}

/** A request to a worker. */
export interface WorkerRequest {
  readonly id: number;
  readonly items: readonly unknown[];
}

/** A worker's answer. */
export type WorkerResponse =
  { readonly id: number; readonly result: BatchResult } | { readonly id: number; readonly error: string };

interface Pending {
  readonly resolve: (result: BatchResult) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  busy: number;
}

/** A fixed set of workers running one task. */
export class WorkerPool {
  readonly #slots: Slot[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #queue: WorkerRequest[] = [];
  #nextId = 0;
  #failure: Error | null = null;

  constructor(size: number, start: Omit<WorkerStart, 'mark'>, script: URL) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, {
        workerData: { mark: WORKER_MARK, ...start } satisfies WorkerStart,
      });
      const slot: Slot = { worker, busy: 0 };
      worker.on('message', (message: WorkerResponse) => {
        slot.busy--;
        const pending = this.#pending.get(message.id);
        this.#pending.delete(message.id);
        if ('error' in message) pending?.reject(new Error(message.error));
        else pending?.resolve(message.result);
        this.#pump();
      });
      worker.on('error', (error) => {
        this.#fail(error);
      });
      worker.on('exit', (code) => {
        if (code !== 0) this.#fail(new Error(`a worker thread stopped with exit code ${code}`));
      });
      this.#slots.push(slot);
    }
  }

  /** Processes a batch on some worker. */
  run(items: readonly unknown[]): Promise<BatchResult> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    const promise = new Promise<BatchResult>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
    });
    this.#queue.push({ id, items });
    this.#pump();
    return promise;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let best: Slot | undefined;
      for (const slot of this.#slots) if (best === undefined || slot.busy < best.busy) best = slot;
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
