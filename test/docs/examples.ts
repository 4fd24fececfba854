/**
 * `@example` blocks of the doc comments in `src/`, turned into modules that the tests type-check and
 * run, so that the examples the API reference shows cannot rot.
 *
 * An example is the ```` ```ts ```` fence of an `@example` tag. It imports from
 * `'open-sudoku-engine'`, as a user would; the generated module imports `src/index.ts` instead. An
 * example without such an import gets one of every export, so a short snippet can name
 * `SudokuBoard` without ceremony.
 * A line `expression; // → value` states a result: the generated module checks that the expression
 * equals the value (deep equality; a remark in parentheses after the value is ignored), and that
 * every such line ran, so a check inside a branch that was never taken fails too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One `@example` code block. */
export interface DocExample {
  /** Source file, relative to the repository root. */
  readonly file: string;
  /** 1-based line of the fence's first code line in that file. */
  readonly line: number;
  /** The declaration the comment documents (class, function or member name). */
  readonly owner: string;
  /** The code, comment stars removed. */
  readonly code: string;
}

const COMMENT = /\/\*\*[\s\S]*?\*\//g;
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:static\s+)?(?:readonly\s+)?(?:class|function|const|let|interface|type)?\s*([A-Za-z_$][\w$]*)/;

/** Every `@example` fence in one source text. */
export function extractExamples(file: string, text: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const match of text.matchAll(COMMENT)) {
    const startLine = text.slice(0, match.index).split('\n').length;
    const lines = match[0].split('\n').map((line) =>
      line
        .replace(/^\s*\/\*\*\s?/, '')
        .replace(/\s*\*\/$/, '')
        .replace(/^\s*\* ?/, ''),
    );
    const owner = DECLARATION.exec(text.slice(match.index + match[0].length))?.[1] ?? '(unknown)';
    let inExample = false;
    let fenceStart = -1;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (fenceStart < 0 && /^@\w+/.test(line)) inExample = line.startsWith('@example');
      if (!inExample) continue;
      if (fenceStart < 0 && /^```(ts|typescript)\s*$/.test(line)) {
        fenceStart = i + 1;
      } else if (fenceStart >= 0 && /^```\s*$/.test(line)) {
        examples.push({
          file,
          line: startLine + fenceStart,
          owner,
          code: lines.slice(fenceStart, i).join('\n'),
        });
        fenceStart = -1;
      }
    }
    if (fenceStart >= 0) throw new Error(`${file}:${startLine + fenceStart}: @example fence is not closed`);
  }
  return examples;
}

/** Every example in the `.ts` files under `dir` (recursively), in path order. */
export function collectExamples(root: string, dir: string): DocExample[] {
  const out: DocExample[] = [];
  const walk = (path: string): void => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts'))
        out.push(...extractExamples(relative(root, full), readFileSync(full, 'utf8')));
    }
  };
  walk(dir);
  return out;
}

const RESULT_LINE = /^(\s*)(.+?);\s*\/\/ → (.+?)\s*$/;

/** The names `src/index.ts` exports, as import specifiers (`type X` for type-only exports). */
export function exportSpecifiers(indexText: string): string[] {
  const source = ts.createSourceFile('index.ts', indexText, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.exportClause === undefined) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      const typeOnly = statement.isTypeOnly || element.isTypeOnly;
      names.push(`${typeOnly ? 'type ' : ''}${element.name.text}`);
    }
  }
  return names;
}

/**
 * The example as a module: the package import pointed at `indexPath` (a relative module
 * specifier), or an import of every name in `exports` when the example has none; each `// →` line
 * a check through `helperPath`'s `beginExample`, and a final check that every one ran. Returns the
 * module text and how many checks it has.
 */
export function exampleModule(
  example: DocExample,
  indexPath: string,
  helperPath: string,
  exports: readonly string[] = [],
): { text: string; checks: number } {
  let checks = 0;
  const body = example.code
    .split('\n')
    .map((line) => {
      const result = RESULT_LINE.exec(line);
      if (result === null) return line;
      const [, indent, expression, stated] = result;
      // "5 (counting stops at the limit)": the remark is for readers.
      const value = stated!.replace(/\s+\([^)]*\)$/, '');
      return `${indent}__example.check(${checks++}, ${expression}, ${value});`;
    })
    .join('\n')
    .replace(/from 'open-sudoku-engine'/g, `from '${indexPath}'`);
  const name = JSON.stringify(`${example.owner} (${example.file}:${example.line})`);
  const imports = example.code.includes("from 'open-sudoku-engine'")
    ? ''
    : `import { ${exports.join(', ')} } from '${indexPath}';\n`;
  const text =
    imports +
    `import { beginExample } from '${helperPath}';\n` +
    `const __example = beginExample(${name}, ${checks});\n` +
    `${body}\n` +
    `__example.end();\n`;
  return { text, checks };
}
