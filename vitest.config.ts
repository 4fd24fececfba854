import { defineConfig, type ConfigEnv, type ViteUserConfig } from 'vitest/config';

// `vitest run --mode full` (npm run test:full) or SUDOKU_TEST_FULL=1: the same test files over the
// whole data sets with the full fuzz counts (test/sample.ts reads the variable). Otherwise
// (npm test) spread-out samples, so the suite stays under a minute.
const config: (env: ConfigEnv) => ViteUserConfig = defineConfig(({ mode }): ViteUserConfig => {
  const full = mode === 'full' || process.env.SUDOKU_TEST_FULL === '1';
  return {
    test: {
      include: ['test/**/*.test.ts'],
      // One worker process per core runs file after file, keeping its loaded modules: starting a
      // fresh process per file cost about 11 s of the suite's 46 s of CPU time (2 cores, measured).
      // Tests keep no global state, so nothing leaks between files.
      isolate: false,
      // Two workers on two cores. A third one once filled the core left idle while the CLI tests
      // waited for their child processes (61–63 s against 40 s of wall time); since those tests run
      // argument-only checks in-process and the CLI works in fewer processes, it only costs: each
      // worker imports the modules again, and three compete for two cores. Measured on the idle
      // 2-core machine, 2 December 2026, alternating: 55–57 s of wall time (103–106 s of CPU time)
      // with two workers, 60–61 s (114–116 s) with three, 69 s (91 s) with one.
      maxWorkers: 2,
      env: { SUDOKU_TEST_FULL: full ? '1' : '0' },
      testTimeout: full ? 600_000 : 60_000,
      hookTimeout: 120_000,
      // The JSON report lets .ci/run print one closing 'N passed, N failed' line per run.
      reporters: ['default', 'json'],
      outputFile: { json: full ? '.tmp/vitest-results-full.json' : '.tmp/vitest-results.json' },
      // Collected with --coverage only (npm run test:coverage, and CI's `npm test -- --coverage`):
      // it costs about a fifth of the CPU time of the quick run contributors make on every change.
      coverage: {
        provider: 'v8',
        include: ['src/**/*.ts'],
        // The CLI's process-level paths are tested in child processes only (whose coverage is not
        // collected), so its figures would say little; the example game is not the library.
        exclude: ['src/cli/**', 'examples/**'],
        reporter: ['text-summary', 'text'],
        // Raised as the code grew: measured 99.5 % lines, 97.2 % branches, 99.6 % functions (late November).
        // Branches 96 → 95.5 and statements 98 → 97.8 on 5 December 2026, when killer generation
        // (src/generator/killer*.ts) and the non-consecutive grid fill landed with their error and
        // repair paths partly untested; back to 96 / 98 the same day once killer generation's
        // repair, split, merge and error paths and generation by technique's had their tests:
        // measured 96.24 % branches (5,644 of 5,864), 98.21 % statements, 98.72 % lines,
        // 99.02 % functions.
        thresholds: { lines: 98, branches: 96, functions: 98, statements: 98 },
      },
    },
  };
});

export default config;
