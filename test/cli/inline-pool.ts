/**
 * A same-thread pool for tests that run the program in their own process (`runProgram` with
 * captured output): each batch goes through the same tasks the worker threads run
 * (`src/cli/workers.ts`), here, so a case costs its work and not a thread start. The threads
 * themselves are tested with the real program in the other files of `test/cli/` and in
 * `test/hardening/cli-fuzz.test.ts`.
 *
 * `runInProcess(argv)` runs the program with its output captured. `useInlinePool()` puts it in the runner's pool factory for the calling file (before all of its
 * tests) and restores worker threads after: test files share modules in a worker (vitest's
 * `isolate: false`), so a module mock would leak into, or miss, the files that run beside it.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { pools, type BatchPool, type WorkerStart } from '../../src/cli/pool.js';
import { runProgram } from '../../src/cli/program.js';
import { PartPacer, processBatch, type BatchResult, type Task } from '../../src/cli/task.js';
import { TASKS } from '../../src/cli/workers.js';

class InlinePool implements BatchPool {
  readonly #task: Task;
  readonly #separator: string;
  readonly #pacer: PartPacer;

  constructor(start: Omit<WorkerStart, 'mark'>) {
    const make = TASKS[start.task];
    if (make === undefined) throw new Error(`no task named ${start.task}`);
    this.#task = make(structuredClone(start.options));
    this.#separator = start.separator;
    this.#pacer = new PartPacer(start.eager);
  }

  run(items: readonly unknown[], onPart: (part: BatchResult) => void): Promise<BatchResult> {
    try {
      return Promise.resolve(processBatch(this.#task, items, this.#separator, onPart, this.#pacer));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Runs the program's batches in this thread during the calling file's tests. */
export function useInlinePool(): void {
  const threads = pools.create;
  beforeAll(() => {
    pools.create = (_size, start) => new InlinePool(start);
  });
  afterAll(() => {
    pools.create = threads;
  });
}

/** What a run of the program printed, and its exit status (-1: it threw). */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `sudoku ARGS` in this process with stdout and stderr captured. An exception out of the
 * program (what `main.ts` reports as an internal error) comes back as status -1 with
 * `internal error: …` on stderr.
 */
export async function runInProcess(argv: readonly string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const capture =
    (append: (text: string) => void) =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8'));
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture((t) => (stdout += t)));
  vi.spyOn(process.stderr, 'write').mockImplementation(capture((t) => (stderr += t)));
  try {
    const code = await runProgram(argv);
    return { code, stdout, stderr };
  } catch (error) {
    return { code: -1, stdout, stderr: `${stderr}internal error: ${String(error)}` };
  } finally {
    vi.restoreAllMocks();
  }
}
