/**
 * The documentation is checked: every TypeScript/JavaScript block of README.md and docs/*.md is
 * type-checked against the sources, every block not marked `fragment` is run, every value shown
 * in a `// →` comment is asserted, and every JSON block parses. The conventions are in
 * `./blocks.ts` and docs/hardening.md; each failure names the Markdown file and line.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  blockModule,
  docFiles,
  extractBlocks,
  isFragment,
  isScript,
  splitValue,
  valueExpression,
  type DocBlock,
} from './blocks.js';
import { __check, __prefix, __rest, mismatch, ran } from './check.js';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, '.tmp', 'doc-blocks');
const SRC_INDEX = join(ROOT, 'src', 'index.js');
const CHECKER = join(ROOT, 'test', 'docs', 'check.js');

const blocks: DocBlock[] = docFiles(ROOT).flatMap((file) =>
  extractBlocks(file, readFileSync(join(ROOT, file), 'utf8')),
);
const scripts = blocks.filter(isScript);

interface Written {
  readonly block: DocBlock;
  readonly path: string;
  readonly offset: number;
  readonly problems: readonly string[];
  readonly checks: readonly string[];
  readonly source: string;
}

const written: Written[] = scripts.map((block) => {
  const { source, offset, problems, checks } = blockModule(block, SRC_INDEX, CHECKER);
  const path = join(OUT, `${block.file.replace(/[/.]/g, '-')}-${block.line}.ts`);
  return { block, path, offset, problems, checks, source };
});

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const w of written) writeFileSync(w.path, w.source);
});

afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

describe('the documentation has code to check', () => {
  it('finds the TypeScript blocks of README.md and docs/*.md', () => {
    // A parser that found nothing would pass every test below.
    expect(scripts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(scripts.map((b) => b.file)).size).toBeGreaterThanOrEqual(6);
    const asserted = scripts.flatMap((b) => b.code.split('\n').filter((line) => line.includes('// →')));
    expect(asserted.length).toBeGreaterThanOrEqual(30);
  });

  it('every `// →` comment holds a literal value after a statement', () => {
    expect(written.flatMap((w) => w.problems)).toEqual([]);
  });
});

describe('the blocks type-check against the sources', () => {
  it('has no type error (file:line of the Markdown)', () => {
    const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (path) => ts.sys.readFile(path));
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
    const program = ts.createProgram(
      written.map((w) => w.path),
      {
        ...options,
        // Examples declare names they do not go on to use, and are not declaration sources.
        noUnusedLocals: false,
        noUnusedParameters: false,
        isolatedDeclarations: false,
        declaration: false,
        noEmit: true,
        // The library runs in browsers too: its examples get the DOM and ES2022, not Node's types.
        types: [],
      },
    );
    const byPath = new Map(written.map((w) => [resolve(w.path), w]));
    const errors: string[] = [];
    // Only the blocks' own diagnostics: the sources are type-checked by `npm run typecheck`.
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...written.flatMap((w) => {
        const file = program.getSourceFile(w.path);
        return file === undefined
          ? []
          : [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
      }),
    ];
    for (const diagnostic of diagnostics) {
      const file = diagnostic.file;
      const w = file === undefined ? undefined : byPath.get(resolve(file.fileName));
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (file === undefined || w === undefined || diagnostic.start === undefined) {
        errors.push(`${file?.fileName ?? '(no file)'}: ${text}`);
        continue;
      }
      const line = file.getLineAndCharacterOfPosition(diagnostic.start).line - w.offset;
      errors.push(`${w.block.file}:${w.block.line + line}: ${text}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the blocks run, and show what the code gives', () => {
  const runnable = written.filter((w) => !isFragment(w.block));
  it.each(runnable.map((w) => [`${w.block.file}:${w.block.line}`, w] as const))('%s', async (_where, w) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await import(w.path);
    } finally {
      log.mockRestore();
    }
    const skipped = w.checks.filter((at) => !ran.has(at));
    expect(skipped, 'these // → lines never ran').toEqual([]);
  });
});

describe('the JSON blocks parse', () => {
  const json = blocks.filter((b) => b.lang === 'json');
  it.each(json.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', (_where, block) => {
    expect(() => JSON.parse(block.code) as unknown).not.toThrow();
  });
});

describe('the checker itself', () => {
  it('reads a value and leaves the prose after it', () => {
    expect(splitValue('45 — the Hard profile')).toBe('45');
    expect(splitValue("'hard'  the band")).toBe("'hard'");
    expect(splitValue('[5]')).toBe('[5]');
    expect(splitValue('{ a: 1, … }')).toBe('{ a: 1, … }');
    expect(splitValue('the only solution')).toBeUndefined();
    expect(splitValue('45 (the Hard profile)')).toBe('45');
  });

  it('turns … into prefix and rest markers', () => {
    expect(valueExpression("'abc…'")).toBe("__prefix('abc')");
    expect(valueExpression('[1, …]')).toBe('[1, __rest]');
    expect(valueExpression("{ a: '…x', … }")).toBe("{ a: '…x', [__rest]: true }");
  });

  it('matches exactly, or partially where the docs say …', () => {
    expect(mismatch({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toBeUndefined();
    expect(mismatch({ a: 1, b: 2 }, { a: 1 })).toBe('the object also has b');
    expect(mismatch({ a: 1, b: 2 }, { a: 1, [__rest]: true })).toBeUndefined();
    expect(mismatch([1, 2, 3], [1, __rest])).toBeUndefined();
    expect(mismatch([1], [1, 2])).toBe('the array has 1 elements, expected 2');
    expect(mismatch('abcdef', __prefix('abc'))).toBeUndefined();
    expect(mismatch({ x: { y: 'q' } }, { x: { y: 'r' } })).toBe('x.y is "q", expected "r"');
  });

  it('names the Markdown file and line of a wrong value', () => {
    expect(() => {
      __check(44, 45, 'README.md:40', 'puzzle.emptyCellCount');
    }).toThrow(
      'README.md:40: `puzzle.emptyCellCount` does not give what the docs show: the value is 44, expected 45',
    );
  });

  it('rewrites a block: the import, the checks, the line numbers', () => {
    const block: DocBlock = {
      file: 'docs/x.md',
      line: 10,
      lang: 'ts',
      flags: [],
      code: "import { a } from 'open-sudoku-engine';\nconst n = a(); // → 3 — three\nn + 1; // → 4\nn; // → what",
    };
    const module = blockModule(block, '/src/index.js', '/check.js');
    const lines = module.source.split('\n');
    expect(lines[1]).toBe('import { a } from "/src/index.js";');
    expect(lines[2]).toBe('const n = a(); __check(n, 3, "docs/x.md:11", "n");');
    expect(lines[3]).toBe('__check(n + 1, 4, "docs/x.md:12", "n + 1");');
    expect(module.problems).toEqual(["docs/x.md:13: the value after '// →' is not a JavaScript literal"]);
  });
});
