/**
 * `npm run bench [-- NAME...]`: runs every benchmark (or the named ones) against `dist/`.
 * Each `bench/<name>.ts` exports a default async function that prints its own tables.
 *
 * `npm run bench -- --runtime bun [--runtime deno] [--rounds N] [--slice MS]` instead measures the
 * solver, generator and rating under Node and the named runtimes (Bun, Deno) in alternating rounds
 * and prints them side by side (`scripts/runtime-bench.mjs`).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ALL = ['validator', 'solver', 'generator', 'logic', 'rating', 'cli', 'adversarial'] as const;

const args = process.argv.slice(2);
if (args.includes('--runtime')) {
  const script = fileURLToPath(new URL('../scripts/runtime-bench.mjs', import.meta.url));
  const child = spawnSync(process.execPath, [script, 'compare', ...args], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const wanted = args;
const names = wanted.length > 0 ? wanted : ALL;
console.log(
  `# open-sudoku-engine benchmarks\n\nNode ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
for (const name of names) {
  if (!(ALL as readonly string[]).includes(name)) {
    console.error(`unknown benchmark '${name}'; known: ${ALL.join(', ')}`);
    process.exit(2);
  }
  const module = (await import(`./${name}.ts`).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && wanted.length === 0) return null;
    throw error;
  })) as { default: () => Promise<void> } | null;
  if (module === null) continue;
  console.log(`\n## ${name}`);
  await module.default();
}
