/**
 * docs/game.md runs as written: every TypeScript block is bundled against the library's sources
 * (esbuild, `'open-sudoku-engine'` pointed at `src/index.ts`); the blocks that need no page are
 * run, and each `console.log` marked `// → value` must print that value, in order.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(`${root}docs/game.md`, 'utf8');
const blocks = [...doc.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);

async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, loader: 'ts', resolveDir: root, sourcefile: 'docs/game.md' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    alias: { 'open-sudoku-engine': `${root}src/index.ts` },
  });
  return result.outputFiles[0]!.text;
}

/** Runs bundled ESM code and returns what it printed with console.log, one entry per call. */
async function run(code: string): Promise<string[]> {
  const printed: string[] = [];
  const original = console.log;
  console.log = (...values: unknown[]) => printed.push(format(...values));
  try {
    await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  } finally {
    console.log = original;
  }
  return printed;
}

describe('docs/game.md', () => {
  it('has the blocks this test expects', () => {
    expect(blocks.length).toBe(4);
    expect(blocks.filter((block) => block.includes('document.')).length).toBe(1);
  });

  it.each(blocks.map((block, i) => [i + 1, block] as const))(
    'block %i bundles and runs as written',
    async (_, block) => {
      const code = await bundle(block);
      if (block.includes('document.')) return; // the page loop: bundled (every import resolves), not run
      const expected = [...block.matchAll(/console\.log\(.*\); \/\/ → (.*)$/gm)].map((match) => match[1]!);
      expect(expected.length).toBeGreaterThan(0);
      expect(await run(code)).toEqual(expected);
    },
  );
});
