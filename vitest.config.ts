import { defineConfig, type ViteUserConfig } from 'vitest/config';

const config: ViteUserConfig = defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets .ci/run print one closing 'N passed, N failed' line.
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-results.json' },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // The CLI is tested as a child process (its coverage is not collected); the example game is not the library.
      exclude: ['src/cli/**', 'examples/**'],
      reporter: ['text-summary', 'text'],
      // Raised as the code grew (never lowered): measured 99.5 % lines, 97.2 % branches, 99.6 % functions.
      thresholds: { lines: 98, branches: 96, functions: 98, statements: 98 },
    },
  },
});

export default config;
