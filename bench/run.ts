/**
 * `npm run bench [-- NAME...]`: runs every benchmark (or the named ones) against `dist/`.
 * Each `bench/<name>.ts` exports a default async function that prints its own tables.
 *
 * `npm run bench -- --runtime bun [--runtime deno] [--rounds N] [--slice MS]` instead measures the
 * solver, generator and rating under Node and the named runtimes (Bun, Deno) in alternating rounds
 * and prints them side by side (`scripts/runtime-bench.mjs`).
 *
 * What each benchmark prints is also saved to `bench/results/<name>.md` (with the date and Node
 * version), unless it returns false: the latest run is the one place figures come from. `npx tsx scripts/figures.ts`
 * copies the tables into the Markdown regions marked `<!-- bench:<name>#<n> -->`, and the docs
 * test fails while a marked region differs from the saved run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ALL = [
  'validator',
  'solver',
  'variants',
  'killer',
  'jigsaw-empty',
  'generate-variants',
  'rating-variants',
  'generator',
  'generate-technique',
  'logic',
  'rating',
  'game',
  'cli',
  'adversarial',
  'timeout',
  'builds',
  'memory',
] as const;

const args = process.argv.slice(2);
if (args.includes('--runtime')) {
  const script = fileURLToPath(new URL('../scripts/runtime-bench.mjs', import.meta.url));
  const child = spawnSync(process.execPath, [script, 'compare', ...args], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const wanted = args;
const names = wanted.length > 0 ? wanted : ALL;
const stamp = `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
console.log(`# open-sudoku-engine benchmarks\n\n${stamp}`);
const RESULTS = fileURLToPath(new URL('results/', import.meta.url));
for (const name of names) {
  if (!(ALL as readonly string[]).includes(name)) {
    console.error(`unknown benchmark '${name}'; known: ${ALL.join(', ')}`);
    process.exit(2);
  }
  const module = (await import(`./${name}.ts`).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && wanted.length === 0) return null;
    throw error;
  })) as { default: () => Promise<unknown> } | null;
  if (module === null) continue;
  console.log(`\n## ${name}`);
  // Everything the benchmark prints goes to the terminal and to its results file.
  const printed: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]): void => {
    printed.push(args.map(String).join(' '));
    log(...args);
  };
  let save: unknown;
  try {
    save = await module.default();
  } finally {
    console.log = log;
  }
  // A benchmark that printed only part of its tables (the rating benchmark with SE_ONLY=1) returns
  // false: its results file keeps the last full run.
  if (save === false) continue;
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(`${RESULTS}${name}.md`, `# ${name}\n\n${stamp}\n${printed.join('\n')}\n`);
}
