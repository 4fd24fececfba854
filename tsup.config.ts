import type { Options } from 'tsup';

// No source maps in the package: the build is not minified (ES2022 with the source's names and
// layout), so a stack trace already points at readable code, while maps with their
// embedded sources were 1.9 MB of the 2.7 MB unpacked package. See size-budget.json.
const config: Options[] = [
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
  },
  // The `sudoku` command: one Node ESM bundle (it is also its own worker script for --jobs),
  // with the library bundled in. The shebang comes from src/cli/main.ts.
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    sourcemap: false,
    target: 'node20',
    platform: 'node',
    splitting: false,
    treeshake: true,
  },
];

export default config;
