/**
 * Running the program in the test's own process: `runInProcess(argv, input)` runs `sudoku ARGS`
 * through `runProgram` (what `src/cli/main.ts` calls) with stdin, stdout and stderr replaced by
 * streams of this file, and its batches on a same-thread pool: each batch goes through the same
 * tasks the worker threads run (`src/cli/workers.ts`), here, so a case costs its work and not a
 * process and a thread start (a tenth of a second of CPU time each).
 *
 * What only a real process shows stays with the real program (`helpers.ts`'s `sudoku`): exit
 * codes set by `main.ts`, signals, a closed pipe, a full disk, a directory or a terminal as stdin,
 * worker threads. Those tests are in the other files of `test/cli/` and in
 * `test/hardening/cli-fuzz.test.ts`.
 *
 * `useInlinePool()` puts the same-thread pool in the runner's pool factory for the calling file
 * (before all of its tests) and restores worker threads after: test files share modules in a
 * worker (vitest's `isolate: false`), so a module mock would leak into, or miss, the files that run
 * beside it. `runInProcess` puts it there for the run itself too.
 */
import { Readable, Writable } from 'node:stream';
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

let lastPools = 0;

/**
 * The pools the last {@link runInProcess} made: 0 when it ran everything in the main thread, where
 * the real program starts no worker thread.
 */
export function poolsOfLastRun(): number {
  return lastPools;
}

/** A stream that keeps what is written to it, as text. */
function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: unknown, _encoding, done): void {
      text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      done();
    },
  });
  return { stream, text: () => text };
}

/** Standard input holding `input`, read in chunks of 64 KiB as from a pipe. */
function pipeFrom(input: string): Readable {
  const bytes = Buffer.from(input, 'utf8');
  let at = 0;
  return new Readable({
    highWaterMark: PIPE_CHUNK,
    read(): void {
      this.push(at < bytes.length ? bytes.subarray(at, (at += PIPE_CHUNK)) : null);
    },
  });
}

/** What a read from a pipe gives at most on Linux (its buffer). */
const PIPE_CHUNK = 1 << 16;

/**
 * Runs `sudoku ARGS` in this process, with `input` on stdin (empty when none is given, as a child's
 * closed stdin) and stdout and stderr captured; none of the three is a terminal. An exception out
 * of the program (what `main.ts` reports as an internal error) comes back as status -1 with
 * `internal error: …` on stderr. Runs must not overlap (the process's streams are swapped).
 */
export async function runInProcess(argv: readonly string[], input = ''): Promise<Run> {
  const stdin = pipeFrom(input);
  const stdout = capture();
  const stderr = capture();
  const spies = [
    vi.spyOn(process, 'stdin', 'get').mockReturnValue(stdin as unknown as typeof process.stdin),
    vi.spyOn(process, 'stdout', 'get').mockReturnValue(stdout.stream as unknown as typeof process.stdout),
    vi.spyOn(process, 'stderr', 'get').mockReturnValue(stderr.stream as unknown as typeof process.stderr),
  ];
  const threads = pools.create;
  lastPools = 0;
  pools.create = (_size, start) => {
    lastPools++;
    return new InlinePool(start);
  };
  try {
    const code = await runProgram(argv);
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } catch (error) {
    return { code: -1, stdout: stdout.text(), stderr: `${stderr.text()}internal error: ${String(error)}` };
  } finally {
    pools.create = threads;
    for (const spy of spies) spy.mockRestore();
  }
}
