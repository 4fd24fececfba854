/**
 * The code samples of the documentation, turned into modules that `docs.test.ts` type-checks
 * against the sources and runs, so that no example can drift from the code unnoticed. A sample is
 * either
 *
 * - a fenced code block of README.md or docs/*.md ({@link extractBlocks}), or
 * - the ```` ```ts ```` fence of an `@example` tag in a doc comment of `src/` ({@link
 *   extractExamples}): the API reference's examples.
 *
 * Both follow one set of conventions (also in docs/hardening.md, "Checked documentation"):
 *
 * - A ```` ```ts ```` (or `js`) sample is a whole program: it is type-checked and run, with
 *   `'open-sudoku-engine'` resolved to `src/index.ts`. An `@example` without that import gets one
 *   of every export, so a short snippet can name `SudokuBoard` without ceremony; a Markdown block
 *   must import what it uses, as a reader copying it would.
 * - A ```` ```ts fragment ```` sample (the word after the language) is type-checked only: code
 *   for a browser page or a worker, say. It still declares every name it uses.
 * - `EXPR; // → VALUE` asserts that EXPR equals VALUE (a JavaScript literal; deep equality).
 *   `const name = EXPR; // → VALUE` asserts on `name`. In VALUE, `…` as the last element of an
 *   array or object means "and more" (only the elements shown are compared), and a string ending
 *   in `…` is a prefix. Prose may follow the value after ` — `, two spaces or in parentheses.
 *   Every check must run: one inside a branch that was never taken fails.
 * - A ```` ```json ```` block must parse. Other blocks (`sh`, output, diagrams) are not run.
 *
 * Every problem is reported as `file:line`, the line of the Markdown or source file. The checks
 * the modules run live in `./check.ts`, which imports nothing, so that the program type-checking
 * the samples loads neither Node's types nor the compiler's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One code sample: a fenced block of a Markdown file or an `@example` fence of a source file. */
export interface CodeSample {
  /** Path relative to the repository root, e.g. `docs/solver.md` or `src/board/board.ts`. */
  readonly file: string;
  /** 1-based line of the sample's first code line in that file. */
  readonly line: number;
  /** The language word of the info string (`ts`, `sh`, `json`, `` for none). */
  readonly lang: string;
  /** The info string's further words (`fragment`). */
  readonly flags: readonly string[];
  /** The code, without the fences (and, for an `@example`, without the comment's stars). */
  readonly code: string;
  /** For an `@example`: the declaration its comment documents (class, function or member name). */
  readonly owner?: string;
}

/** The sample as `file:line`, the name every report uses. */
export function where(sample: CodeSample): string {
  return `${sample.file}:${sample.line}`;
}

// ---------------------------------------------------------------------------------------------
// Finding the samples

/** The documentation files: README.md and every docs/*.md, sorted. */
export function docFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** An info string's language (lower case) and further words. */
function infoString(text: string): { lang: string; flags: string[] } {
  const [lang = '', ...flags] = text.trim().split(/\s+/).filter(Boolean);
  return { lang: lang.toLowerCase(), flags };
}

/** The fenced code blocks of one Markdown text. */
export function extractBlocks(file: string, text: string): CodeSample[] {
  const blocks: CodeSample[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(lines[i]!);
    if (open === null) continue;
    const fence = open[2]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence)) body.push(lines[j++]!);
    if (j === lines.length) throw new Error(`${file}:${i + 1}: a code block is never closed`);
    blocks.push({ file, line: i + 2, ...infoString(open[3]!), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

const COMMENT = /\/\*\*[\s\S]*?\*\//g;
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:static\s+)?(?:readonly\s+)?(?:class|function|const|let|interface|type)?\s*([A-Za-z_$][\w$]*)/;

/** Every `@example` fence (```` ```ts ````, with optional flags) in the doc comments of one source text. */
export function extractExamples(file: string, text: string): CodeSample[] {
  const examples: CodeSample[] = [];
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
    let info = { lang: '', flags: [] as string[] };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (fenceStart < 0 && /^@\w+/.test(line)) inExample = line.startsWith('@example');
      if (!inExample) continue;
      const open = fenceStart < 0 ? /^```((?:ts|typescript)(?:\s+\w+)*)\s*$/.exec(line) : null;
      if (open !== null) {
        fenceStart = i + 1;
        info = infoString(open[1]!);
      } else if (fenceStart >= 0 && /^```\s*$/.test(line)) {
        const code = lines.slice(fenceStart, i).join('\n');
        examples.push({ file, line: startLine + fenceStart, ...info, code, owner });
        fenceStart = -1;
      }
    }
    if (fenceStart >= 0) throw new Error(`${file}:${startLine + fenceStart}: @example fence is not closed`);
  }
  return examples;
}

/** Every `@example` in the `.ts` files under `dir` (recursively), in path order. */
export function collectExamples(root: string, dir: string): CodeSample[] {
  const out: CodeSample[] = [];
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

/** True for the samples checked as TypeScript or JavaScript. */
export function isScript(sample: CodeSample): boolean {
  return ['ts', 'typescript', 'js', 'javascript', 'mjs'].includes(sample.lang);
}

/** True for a sample marked `fragment`: type-checked, not run. */
export function isFragment(sample: CodeSample): boolean {
  return sample.flags.includes('fragment');
}

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

// ---------------------------------------------------------------------------------------------
// Reading `// → VALUE`

/** Where a value comment starts: `// →`. */
const ARROW = /\/\/\s*→\s?/;

/**
 * Splits the text after `// →` into the value and the prose after it: the longest prefix ending at
 * the end, at ` — `, at two spaces or before ` (`, that parses as a literal expression. Undefined
 * when none does.
 */
export function splitValue(comment: string): string | undefined {
  const cuts = [comment.length];
  for (const match of comment.matchAll(/ — | {2,}| \(/g)) cuts.push(match.index);
  cuts.sort((a, b) => b - a);
  for (const cut of cuts) {
    const text = comment.slice(0, cut).trim();
    if (text === '') continue;
    if (isLiteral(text) && parses(valueExpression(text))) return text;
  }
  return undefined;
}

const LITERAL_WORDS = new Set(['true', 'false', 'null', 'undefined', 'NaN', 'Infinity']);

/** True when the text names nothing but literal words and object keys (no variables, no calls). */
function isLiteral(text: string): boolean {
  const code = text.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, "''");
  for (const match of code.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const after = code.slice(match.index + match[0].length).trimStart();
    if (!LITERAL_WORDS.has(match[0]) && !after.startsWith(':')) return false;
  }
  return true;
}

/** True when the text parses as one JavaScript expression (it is never run here). */
function parses(expression: string): boolean {
  const { diagnostics } = ts.transpileModule(`(${expression}\n);`, { reportDiagnostics: true });
  return diagnostics === undefined || diagnostics.length === 0;
}

/**
 * The value comment as a JavaScript expression for the checker: a string ending in `…` becomes
 * `__prefix('…')`, and a `…` element of an array or object becomes the `__rest` marker.
 */
export function valueExpression(value: string): string {
  let out = '';
  let i = 0;
  while (i < value.length) {
    const c = value[i]!;
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < value.length && value[j] !== c) j += value[j] === '\\' ? 2 : 1;
      const literal = value.slice(i, j + 1);
      out += literal.endsWith(`…${c}`) ? `__prefix(${literal.slice(0, -2)}${c})` : literal;
      i = j + 1;
    } else if (c === '…') {
      // An object element must be a property: `[__rest]: true`; in an array, the marker itself.
      const opener = lastOpener(out);
      out += opener === '{' ? '[__rest]: true' : '__rest';
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The innermost unclosed `[` or `{` of an expression's text (strings already copied whole). */
function lastOpener(text: string): string | undefined {
  const stack: string[] = [];
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== undefined) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '[' || c === '{') stack.push(c);
    else if (c === ']' || c === '}') stack.pop();
  }
  return stack.at(-1);
}

// ---------------------------------------------------------------------------------------------
// Writing the module

/** A module made from a sample, and what maps its lines back to the sample's file. */
export interface SampleModule {
  readonly source: string;
  /** Lines added before the sample's first line. */
  readonly offset: number;
  /** Problems found while transforming (a `→` comment whose value does not parse), as `file:line: …`. */
  readonly problems: readonly string[];
  /** The `file:line` of every check, each of which must run (a check in a branch never taken fails). */
  readonly checks: readonly string[];
}

const PACKAGE = /(['"])open-sudoku-engine\1/g;
const IMPORTS_PACKAGE = /(['"])open-sudoku-engine\1/;

/**
 * The module for a sample: the package import points at `srcIndex` (or, when the sample has no
 * such import and `exports` is not empty, every name of `exports` is imported from it), and each
 * `// →` line becomes the statement followed by a check through `checker`. Line numbers are kept:
 * the header lines come first, and `offset` counts them.
 */
export function sampleModule(
  sample: CodeSample,
  srcIndex: string,
  checker: string,
  exports: readonly string[] = [],
): SampleModule {
  const problems: string[] = [];
  const checks: string[] = [];
  const lines = sample.code.split('\n').map((line, k) => {
    const at = `${sample.file}:${sample.line + k}`;
    const code = line.replace(PACKAGE, JSON.stringify(srcIndex));
    const arrow = ARROW.exec(code);
    if (arrow === null) return code;
    const statement = code.slice(0, arrow.index).trimEnd();
    const value = splitValue(code.slice(arrow.index + arrow[0].length));
    if (value === undefined) {
      problems.push(`${at}: the value after '// →' is not a JavaScript literal`);
      return code;
    }
    const declared = /^\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/.exec(statement);
    if (!statement.endsWith(';')) {
      problems.push(`${at}: a '// →' comment must follow a statement ending in ';'`);
      return code;
    }
    const subject = declared !== null ? declared[1]! : statement.slice(0, -1).trim();
    const check = `__check(${subject}, ${valueExpression(value)}, ${JSON.stringify(at)}, ${JSON.stringify(subject)});`;
    checks.push(at);
    return declared !== null ? `${statement} ${check}` : check;
  });
  const header = [`import { __check, __prefix, __rest } from ${JSON.stringify(checker)};`];
  if (exports.length > 0 && !IMPORTS_PACKAGE.test(sample.code)) {
    header.push(`import { ${exports.join(', ')} } from ${JSON.stringify(srcIndex)};`);
  }
  // Samples without an import or export are scripts to TypeScript; `export {}` makes each a module.
  const source = `${header.join('\n')}\n${lines.join('\n')}\nexport {};\n`;
  return { source, offset: header.length, problems, checks };
}
