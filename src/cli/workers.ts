/**
 * The tasks a worker thread can run, by name, and the worker's side of the pool protocol.
 */
import { parentPort } from 'node:worker_threads';
import { createCandidatesTask } from './commands/candidates.js';
import { createGenerateTask } from './commands/generate.js';
import { createHintTask } from './commands/hint.js';
import { createRateTask } from './commands/rate.js';
import { createSolveTask } from './commands/solve.js';
import { createValidateTask } from './commands/validate.js';
import type { WorkerRequest, WorkerResponse, WorkerStart } from './pool.js';
import { PartPacer, processBatch, type Task } from './task.js';

/** Every task by name. */
export const TASKS: Readonly<Record<string, (options: Readonly<Record<string, unknown>>) => Task>> = {
  validate: createValidateTask,
  candidates: createCandidatesTask,
  solve: createSolveTask,
  generate: createGenerateTask,
  rate: createRateTask,
  hint: createHintTask,
};

/** Runs this thread as a pool worker: builds the task once, then answers batches. */
export function runWorker(start: WorkerStart): void {
  const factory = TASKS[start.task];
  const port = parentPort;
  if (factory === undefined || port === null) throw new Error(`unknown worker task '${start.task}'`);
  const task = factory(start.options);
  const pacer = new PartPacer(start.eager);
  port.on('message', (request: WorkerRequest) => {
    let response: WorkerResponse;
    try {
      const result = processBatch(
        task,
        request.items,
        start.separator,
        (part) => {
          port.postMessage({ id: request.id, part } satisfies WorkerResponse);
        },
        pacer,
      );
      response = { id: request.id, result };
    } catch (error) {
      response = {
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    port.postMessage(response);
  });
}
