// Preloaded into the `sudoku` command by some tests (`node --import`): writes a line to stderr for
// each worker thread the program starts, so a test can tell which path made a result. It wraps
// `Worker` of node:worker_threads and syncs the builtin's ESM exports, which the bundle imports.
import { syncBuiltinESMExports } from 'node:module';
import process from 'node:process';
import workerThreads from 'node:worker_threads';

if (workerThreads.isMainThread) {
  const Original = workerThreads.Worker;
  workerThreads.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      process.stderr.write('[worker thread started]\n'); // WORKER_STARTED in helpers.ts
    }
  };
  syncBuiltinESMExports();
}
