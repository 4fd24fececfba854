/**
 * The `@example` blocks of the API reference compile against the library's types and do what they
 * say: each is type-checked with the project's compiler options and run, and each
 * `expression; // → value` line is checked (see `examples.ts`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginExample } from './example-checks.js';
import {
  collectExamples,
  exampleModule,
  exportSpecifiers,
  extractExamples,
  type DocExample,
} from './examples.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const examples = collectExamples(root, join(root, 'src'));

/** The main entry points each carry at least one example. */
const REQUIRED_OWNERS = [
  'SudokuBoard',
  'SudokuValidator',
  'SudokuSolver',
  'SudokuGenerator',
  'SeededRandomSource',
  'dailySeed',
  'SudokuError',
];

function specifier(from: string, to: string): string {
  const path = relative(from, to).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

function modulePath(dir: string, index: number): string {
  return join(dir, `example-${String(index).padStart(2, '0')}.ts`);
}

let dir = '';
const diagnostics = new Map<string, string[]>();

beforeAll(() => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(root, '.tmp', 'doc-examples-'));
  const index = specifier(dir, join(root, 'src', 'index.js'));
  const helper = specifier(dir, join(root, 'test', 'docs', 'example-checks.js'));
  const exports = exportSpecifiers(readFileSync(join(root, 'src', 'index.ts'), 'utf8'));
  const files = examples.map((example, i) => {
    const path = modulePath(dir, i);
    writeFileSync(path, exampleModule(example, index, helper, exports).text);
    return path;
  });

  // One program for all examples, with the project's own compiler options.
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  // An example may name a value only to show it, so unused locals are allowed there.
  const overrides = { noEmit: true, noUnusedLocals: false };
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, overrides, configPath);
  const program = ts.createProgram(files, parsed.options);
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    diagnostics.set(
      file,
      found.map((d) => {
        const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
        return `module line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
    );
  }
}, 60_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

describe('doc examples', () => {
  it('cover the main entry points', () => {
    const owners = new Set(examples.map((example) => example.owner));
    expect(REQUIRED_OWNERS.filter((owner) => !owners.has(owner))).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(REQUIRED_OWNERS.length);
  });

  describe.each(
    examples.map((example, i) => [`${example.owner} (${example.file}:${example.line})`, i] as const),
  )('%s', (_name, i) => {
    it('type-checks against the library', () => {
      expect(diagnostics.get(modulePath(dir, i))).toEqual([]);
    });

    it('runs, and every stated result holds', async () => {
      const log = console.log;
      console.log = () => undefined;
      try {
        await import(pathToFileURL(modulePath(dir, i)).href);
      } finally {
        console.log = log;
      }
    });
  });
});

describe('doc example machinery', () => {
  const example = (code: string): DocExample => ({ file: 'x.ts', line: 1, owner: 'X', code });

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
      { file: 'thing.ts', line: 9, owner: 'Thing', code: "const a = 1; // → 'kept'" },
    ]);
  });

  it('refuses an unclosed fence', () => {
    expect(() =>
      extractExamples('bad.ts', '/**\n * @example\n * ```ts\n * x();\n */\nfunction f() {}'),
    ).toThrow(/bad\.ts:4: @example fence is not closed/);
  });

  it('turns result lines into checks, drops remarks, and points the import at the source', () => {
    const { text, checks } = exampleModule(
      example("import { a } from 'open-sudoku-engine';\na.b(1); // → [1, 2] (a remark)\nconst c = 2;"),
      '../src/index.js',
      './checks.js',
    );
    expect(checks).toBe(1);
    expect(text).toContain("import { a } from '../src/index.js';");
    expect(text).toContain('__example.check(0, a.b(1), [1, 2]);');
    expect(text).toContain('const c = 2;');
    expect(text.trimEnd().endsWith('__example.end();')).toBe(true);
  });

  it('fails on a wrong stated result and on a result line that never ran', () => {
    const checks = beginExample('X', 2);
    expect(() => {
      checks.check(0, [1, 2], [1, 3]);
    }).toThrow('X: result line 1: the example says [1,3], got [1,2]');
    expect(() => {
      checks.end();
    }).toThrow('X: result lines never ran: 2');
  });
});
