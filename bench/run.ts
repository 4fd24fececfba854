/**
 * `npm run bench [-- NAME...]`: runs every benchmark (or the named ones) against `dist/`.
 * Each `bench/<name>.ts` exports a default async function that prints its own tables.
 */
const ALL = ['validator', 'solver', 'generator', 'logic', 'rating', 'cli', 'adversarial', 'timeout'] as const;

const wanted = process.argv.slice(2);
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
