/**
 * Builds the example game into `examples/browser-game/dist/`: the page and its worker bundled by
 * esbuild (minified, with source maps), plus the HTML and CSS copied as they are.
 *
 * The example's `src/engine.ts` stands for `'open-sudoku-engine'`. With `library: 'dist'` (the
 * Chromium test) a small esbuild plugin points every import of it at the built ESM entry,
 * `dist/index.js` (run `npm run build` first), so the page runs what npm ships; with
 * `library: 'source'` (`npm run example:browser`) esbuild bundles the library's TypeScript
 * sources directly, which takes well under a second and needs no library build.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The example's folder. */
export const exampleRoot: string = dirname(fileURLToPath(import.meta.url));
/** Where the built page goes (git-ignored). */
export const exampleOutput: string = join(exampleRoot, 'dist');
const libraryEntry = resolve(exampleRoot, '..', '..', 'dist', 'index.js');

const useBuiltLibrary: Plugin = {
  name: 'use-built-library',
  setup(context) {
    const sources = join(exampleRoot, 'src') + sep;
    context.onResolve({ filter: /^\.\/engine\.js$/ }, (args) =>
      args.importer.startsWith(sources) ? { path: libraryEntry } : undefined,
    );
  },
};

/** Options of {@link buildExample}. */
export interface BuildExampleOptions {
  /** `'dist'` (default): the built `dist/index.js`; `'source'`: the library's sources. */
  readonly library?: 'dist' | 'source';
}

/** Builds the page into {@link exampleOutput} and returns that folder. */
export async function buildExample(options: BuildExampleOptions = {}): Promise<string> {
  const fromDist = (options.library ?? 'dist') === 'dist';
  if (fromDist && !existsSync(libraryEntry)) {
    throw new Error(`${libraryEntry} is missing: run \`npm run build\` first`);
  }
  rmSync(exampleOutput, { recursive: true, force: true });
  mkdirSync(exampleOutput, { recursive: true });
  await build({
    entryPoints: [join(exampleRoot, 'src', 'main.ts'), join(exampleRoot, 'src', 'worker.ts')],
    outdir: exampleOutput,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    logLevel: 'warning',
    plugins: fromDist ? [useBuiltLibrary] : [],
  });
  for (const file of ['index.html', 'styles.css']) {
    copyFileSync(join(exampleRoot, file), join(exampleOutput, file));
  }
  return exampleOutput;
}
