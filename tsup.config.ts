import type { Options } from 'tsup';

const config: Options[] = [
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
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
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    splitting: false,
    treeshake: true,
  },
];

export default config;
