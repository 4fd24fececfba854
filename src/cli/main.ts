#!/usr/bin/env node
/**
 * Entry point of the `sudoku` command (built to `dist/cli.js`). The same file is the worker
 * script of `--jobs`: started with the pool's `workerData`, it serves batches instead.
 */
import { isMainThread, workerData } from 'node:worker_threads';
import { exitOnWriteError, failWrite } from './output.js';
import { WORKER_MARK, type WorkerStart } from './pool.js';
import { runProgram } from './program.js';
import { runWorker } from './workers.js';

/** A failed `write` on a descriptor with no path: stdout's own (a file's error names its path). */
function isStdoutWriteError(error: unknown): boolean {
  const failure = error as Partial<NodeJS.ErrnoException> | null;
  return failure?.syscall === 'write' && failure.path === undefined;
}

if (!isMainThread && (workerData as Partial<WorkerStart> | null)?.mark === WORKER_MARK) {
  runWorker(workerData as WorkerStart);
} else {
  exitOnWriteError(process.stdout, process.stderr);
  runProgram(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // A write to stdout that failed at once (stdout is a file: its writes are synchronous).
      if (isStdoutWriteError(error)) failWrite('standard output', error);
      process.stderr.write(
        `sudoku: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
      process.stdin.destroy(); // input still open must not keep the failed program alive
    },
  );
}
