/**
 * The documentation is checked: every TypeScript/JavaScript block of README.md and docs/*.md and
 * every `@example` of the API reference (doc comments in `src/`) is type-checked against the
 * sources, every sample not marked `fragment` is run, every value shown in a `// →` comment is
 * asserted, and every JSON block parses. The conventions are in `./samples.ts` and
 * docs/hardening.md; each failure names the file and line of the sample.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { __check, __prefix, __rest, mismatch, notRun } from './check.js';
import {
  collectExamples,
  docFiles,
  exportSpecifiers,
  extractBlocks,
  extractExamples,
  isFragment,
  isScript,
  sampleModule,
  splitValue,
  valueExpression,
  where,
  type CodeSample,
} from './samples.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC_INDEX = join(ROOT, 'src', 'index.js');
const CHECKER = join(ROOT, 'test', 'docs', 'check.js');

const blocks: CodeSample[] = docFiles(ROOT).flatMap((file) =>
  extractBlocks(file, readFileSync(join(ROOT, file), 'utf8')),
);
const examples: CodeSample[] = collectExamples(ROOT, join(ROOT, 'src'));
const samples: CodeSample[] = [...blocks.filter(isScript), ...examples];

/** The main entry points each carry at least one `@example`. */
const REQUIRED_OWNERS = [
  'SudokuBoard',
  'SudokuValidator',
  'SudokuSolver',
  'SudokuGenerator',
  'SeededRandomSource',
  'dailySeed',
  'SudokuError',
];

interface Written {
  readonly sample: CodeSample;
  /** The module's file name in the output directory. */
  readonly name: string;
  readonly offset: number;
  readonly problems: readonly string[];
  readonly checks: readonly string[];
  readonly source: string;
}

const exports = exportSpecifiers(readFileSync(join(ROOT, 'src', 'index.ts'), 'utf8'));
const written: Written[] = samples.map((sample) => {
  // Only an @example may leave its imports out (see samples.ts).
  const module = sampleModule(sample, SRC_INDEX, CHECKER, sample.owner === undefined ? [] : exports);
  return { sample, name: `${sample.file.replace(/[/.]/g, '-')}-${sample.line}.ts`, ...module };
});

let dir = '';
const path = (w: Written): string => join(dir, w.name);

beforeAll(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.tmp', 'doc-samples-'));
  for (const w of written) writeFileSync(path(w), w.source);
});

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('the documentation has code to check', () => {
  it('finds the TypeScript blocks of README.md and docs/*.md', () => {
    // A parser that found nothing would pass every test below.
    const scripts = blocks.filter(isScript);
    expect(scripts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(scripts.map((b) => b.file)).size).toBeGreaterThanOrEqual(6);
    const asserted = scripts.flatMap((b) => b.code.split('\n').filter((line) => line.includes('// →')));
    expect(asserted.length).toBeGreaterThanOrEqual(30);
  });

  it('finds an @example on each main entry point', () => {
    const owners = new Set(examples.map((example) => example.owner));
    expect(REQUIRED_OWNERS.filter((owner) => !owners.has(owner))).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(REQUIRED_OWNERS.length);
  });

  it('every `// →` comment holds a literal value after a statement', () => {
    expect(written.flatMap((w) => w.problems)).toEqual([]);
  });
});

describe('the samples type-check against the sources', () => {
  it('has no type error (file:line of the Markdown or source file)', () => {
    const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
    const program = ts.createProgram(
      written.map((w) => path(w)),
      {
        ...options,
        // Samples declare names they do not go on to use, and are not declaration sources.
        noUnusedLocals: false,
        isolatedDeclarations: false,
        declaration: false,
        noEmit: true,
        // The library runs in browsers too: its samples get the DOM and ES2022, not Node's types.
        types: [],
      },
    );
    const byPath = new Map(written.map((w) => [resolve(path(w)), w]));
    const errors: string[] = [];
    // Only the samples' own diagnostics: the sources are type-checked by `npm run typecheck`.
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...written.flatMap((w) => {
        const file = program.getSourceFile(path(w));
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
      errors.push(`${w.sample.file}:${w.sample.line + line}: ${text}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the samples run, and show what the code gives', () => {
  const runnable = written.filter((w) => !isFragment(w.sample));
  const title = (w: Written): string =>
    w.sample.owner === undefined ? where(w.sample) : `${w.sample.owner} (${where(w.sample)})`;
  it.each(runnable.map((w) => [title(w), w] as const))('%s', async (_title, w) => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await import(path(w));
    } finally {
      log.mockRestore();
    }
    expect(notRun(w.checks), 'these // → lines never ran').toEqual([]);
  });
});

describe('the JSON blocks parse', () => {
  const json = blocks.filter((b) => b.lang === 'json');
  it.each(json.map((b) => [where(b), b] as const))('%s', (_where, block) => {
    expect(() => JSON.parse(block.code) as unknown).not.toThrow();
  });
});

describe('the checker itself', () => {
  it('finds the fences of @example tags only, with the documented declaration and line', () => {
    const text = [
      '/**',
      ' * Not an example:',
      ' * ```ts',
      ' * ignored();',
      ' * ```',
      ' *',
      ' * @example',
      ' * ```ts',
      " * const a = 1; // → 'kept'",
      ' * ```',
      ' * @returns nothing',
      ' */',
      'export class Thing {}',
    ].join('\n');
    expect(extractExamples('thing.ts', text)).toEqual([
      { file: 'thing.ts', line: 9, lang: 'ts', flags: [], code: "const a = 1; // → 'kept'", owner: 'Thing' },
    ]);
    const fragment = '/**\n * @example\n * ```ts fragment\n * x();\n * ```\n */\nfunction f() {}';
    expect(extractExamples('f.ts', fragment).map(isFragment)).toEqual([true]);
  });

  it('refuses an unclosed fence, in a doc comment or in Markdown', () => {
    expect(() =>
      extractExamples('bad.ts', '/**\n * @example\n * ```ts\n * x();\n */\nfunction f() {}'),
    ).toThrow(/bad\.ts:4: @example fence is not closed/);
    expect(() => extractBlocks('bad.md', 'text\n```ts\nx();\n')).toThrow(
      'bad.md:2: a code block is never closed',
    );
  });

  it('reads a value and leaves the prose after it', () => {
    expect(splitValue('45 — the Hard profile')).toBe('45');
    expect(splitValue("'hard'  the band")).toBe("'hard'");
    expect(splitValue('[5]')).toBe('[5]');
    expect(splitValue('{ a: 1, … }')).toBe('{ a: 1, … }');
    expect(splitValue('the only solution')).toBeUndefined();
    expect(splitValue('45 (the Hard profile)')).toBe('45');
    expect(splitValue('[1, 2] (a remark)')).toBe('[1, 2]');
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
    expect(mismatch(new Map([['a', 1]]), {})).toBe('the value is a Map, expected a plain object');
    expect(mismatch({ x: [] }, { x: {} })).toBe('x is an Array, expected a plain object');
    expect(mismatch(Object.freeze(Object.create(null) as object), {})).toBeUndefined();
    expect(mismatch(-0, 0)).toBe('the value is 0, expected 0');
  });

  it('names the file and line of a wrong value, and of a check that never ran', () => {
    expect(() => {
      __check(44, 45, 'README.md:40', 'puzzle.emptyCellCount');
    }).toThrow(
      'README.md:40: `puzzle.emptyCellCount` does not give what the docs show: the value is 44, expected 45',
    );
    expect(() => {
      __check([1, 2], [1, 3], 'src/x.ts:7', 'a.b(1)');
    }).toThrow('src/x.ts:7: `a.b(1)` does not give what the docs show: [1] is 2, expected 3');
    expect(notRun(['README.md:40', 'src/x.ts:7', 'src/x.ts:8'])).toEqual(['src/x.ts:8']);
  });

  it('rewrites a sample: the import, the checks, the line numbers', () => {
    const block: CodeSample = {
      file: 'docs/x.md',
      line: 10,
      lang: 'ts',
      flags: [],
      code: "import { a } from 'open-sudoku-engine';\nconst n = a(); // → 3 — three\nn + 1; // → 4\nn; // → what\nn; // → 5 (a remark)",
    };
    const module = sampleModule(block, '/src/index.js', '/check.js');
    const lines = module.source.split('\n');
    expect(module.offset).toBe(1);
    expect(lines[1]).toBe('import { a } from "/src/index.js";');
    expect(lines[2]).toBe('const n = a(); __check(n, 3, "docs/x.md:11", "n");');
    expect(lines[3]).toBe('__check(n + 1, 4, "docs/x.md:12", "n + 1");');
    expect(lines[5]).toBe('__check(n, 5, "docs/x.md:14", "n");');
    expect(module.checks).toEqual(['docs/x.md:11', 'docs/x.md:12', 'docs/x.md:14']);
    expect(module.problems).toEqual(["docs/x.md:13: the value after '// →' is not a JavaScript literal"]);
    // An @example without the package import gets every export; one with it, only its own.
    const example: CodeSample = { ...block, file: 'src/x.ts', code: 'a(); // → 1', owner: 'a' };
    const bare = sampleModule(example, '/src/index.js', '/check.js', ['a', 'type B']);
    expect(bare.offset).toBe(2);
    expect(bare.source.split('\n')[1]).toBe('import { a, type B } from "/src/index.js";');
    expect(bare.source.split('\n')[2]).toBe('__check(a(), 1, "src/x.ts:10", "a()");');
    expect(sampleModule(block, '/src/index.js', '/check.js', ['a']).offset).toBe(1);
  });
});
