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
];

export default config;
