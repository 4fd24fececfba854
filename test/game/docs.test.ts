/**
 * docs/game.md runs as written: every TypeScript block is bundled against the library's sources
 * (esbuild, `'open-sudoku-engine'` pointed at `src/index.ts`); every block not marked `fragment`
 * (a page's code) is run, and each line `expr; // → value` (or `const name = expr; // → value`)
 * must give that value: deep equality, or a prefix for a string ending in `…`; prose may follow
 * the value after ` — `. Every such line must run.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(`${root}docs/game.md`, 'utf8');
const blocks = [...doc.matchAll(/```ts( fragment)?\n([\s\S]*?)```/g)].map((match) => ({
  fragment: match[1] !== undefined,
  code: match[2]!,
}));

/** The block with each `// → value` line turned into a call of `__check(actual, value, line)`. */
function instrument(code: string): { code: string; checks: number } {
  let checks = 0;
  const lines = code.split('\n').map((line, i) => {
    const found = /^(\s*)(?:(const|let) (\w+) = )?(.+?);\s*\/\/ → (.+?)(?: — .*)?$/.exec(line);
    if (found === null) return line;
    checks++;
    const [, indent, keyword, name, expression, value] = found;
    return keyword === undefined
      ? `${indent}__check(${expression}, ${value}, ${i + 1});`
      : `${indent}${keyword} ${name} = ${expression}; __check(${name}, ${value}, ${i + 1});`;
  });
  return { code: lines.join('\n'), checks };
}

interface Check {
  readonly actual: unknown;
  readonly expected: unknown;
  readonly line: number;
}

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

/** Runs bundled ESM code and returns the checks it made. */
async function run(code: string): Promise<Check[]> {
  const checks: Check[] = [];
  const scope = globalThis as { __check?: (actual: unknown, expected: unknown, line: number) => void };
  scope.__check = (actual, expected, line) => checks.push({ actual, expected, line });
  try {
    await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  } finally {
    delete scope.__check;
  }
  return checks;
}

describe('docs/game.md', () => {
  it('has the blocks this test expects', () => {
    expect(blocks.length).toBe(5);
    expect(blocks.filter((block) => block.fragment).length).toBe(1);
  });

  it.each(blocks.map((block, i) => [i + 1, block] as const))(
    'block %i bundles and runs as written',
    async (_, block) => {
      if (block.fragment) {
        await bundle(block.code); // every import resolves
        return;
      }
      const instrumented = instrument(block.code);
      expect(instrumented.checks).toBeGreaterThan(0);
      const checks = await run(
        await bundle(
          `declare function __check(actual: unknown, expected: unknown, line: number): void;\n${instrumented.code}`,
        ),
      );
      expect(checks.length).toBe(instrumented.checks);
      for (const { actual, expected, line } of checks) {
        if (typeof expected === 'string' && expected.endsWith('…')) {
          expect(String(actual).startsWith(expected.slice(0, -1)), `line ${line}`).toBe(true);
        } else {
          expect(actual, `line ${line}`).toEqual(expected);
        }
      }
    },
  );
});
