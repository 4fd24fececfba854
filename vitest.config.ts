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
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});

export default config;
