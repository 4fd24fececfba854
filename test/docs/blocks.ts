/**
 * Code blocks of the documentation (README.md and docs/*.md), turned into modules the docs test
 * runs and type-checks against the sources.
 *
 * Conventions (also in docs/hardening.md, "Checked documentation"):
 *
 * - A ```` ```ts ```` (or `js`) block is a whole program: it is type-checked and run, with
 *   `'open-sudoku-engine'` resolved to `src/index.ts`.
 * - A ```` ```ts fragment ```` block (the word after the language) is type-checked only: code
 *   for a browser page or a worker, say. It still declares every name it uses.
 * - `EXPR; // → VALUE` asserts that EXPR equals VALUE (a JavaScript literal; deep equality).
 *   `const name = EXPR; // → VALUE` asserts on `name`. In VALUE, `…` as the last element of an
 *   array or object means "and more" (only the elements shown are compared), and a string ending
 *   in `…` is a prefix. Prose may follow the value after ` — `, two spaces or in parentheses.
 *   Every check must run: one inside a branch that was never taken fails.
 * - A ```` ```json ```` block must parse. Other blocks (`sh`, output, diagrams) are not run.
 *
 * Every problem is reported as `file:line`, the line of the Markdown file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One fenced code block. */
export interface DocBlock {
  /** Path relative to the repository root, e.g. `docs/solver.md`. */
  readonly file: string;
  /** 1-based line of the block's first code line in the Markdown file. */
  readonly line: number;
  /** The language word of the info string (`ts`, `sh`, `json`, `` for none). */
  readonly lang: string;
  /** The info string's further words (`fragment`). */
  readonly flags: readonly string[];
  /** The code, without the fences. */
  readonly code: string;
}

/** The documentation files: README.md and every docs/*.md, sorted. */
export function docFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** The fenced code blocks of one Markdown text. */
export function extractBlocks(file: string, text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(lines[i]!);
    if (open === null) continue;
    const fence = open[2]!;
    const [lang = '', ...flags] = open[3]!.trim().split(/\s+/).filter(Boolean);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence)) body.push(lines[j++]!);
    if (j === lines.length) throw new Error(`${file}:${i + 1}: a code block is never closed`);
    blocks.push({ file, line: i + 2, lang: lang.toLowerCase(), flags, code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** True for the blocks checked as TypeScript or JavaScript. */
export function isScript(block: DocBlock): boolean {
  return ['ts', 'typescript', 'js', 'javascript', 'mjs'].includes(block.lang);
}

/** True for a block marked `fragment`: type-checked, not run. */
export function isFragment(block: DocBlock): boolean {
  return block.flags.includes('fragment');
}

/** Where a value comment starts: `// →`. */
const ARROW = /\/\/\s*→\s?/;

/**
 * Splits the text after `// →` into the value and the prose after it: the longest prefix ending at
 * the end, at ` — ` or at two spaces, that parses as an expression. Undefined when none parses.
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

/** A module made from a block, and what maps its lines back to the Markdown file. */
export interface BlockModule {
  readonly source: string;
  /** Lines added before the block's first line. */
  readonly offset: number;
  /** Problems found while transforming (a `→` comment whose value does not parse), as `file:line: …`. */
  readonly problems: readonly string[];
  /** The `file:line` of every check, each of which must run (a check in a branch never taken fails). */
  readonly checks: readonly string[];
}

/**
 * The module for a block: the package import points at the sources, and each `// →` line becomes
 * the statement followed by a check. Line numbers are kept (one header line added).
 */
export function blockModule(block: DocBlock, srcIndex: string, checker: string): BlockModule {
  const problems: string[] = [];
  const checks: string[] = [];
  const lines = block.code.split('\n').map((line, k) => {
    const at = `${block.file}:${block.line + k}`;
    const code = line.replace(/(['"])open-sudoku-engine\1/g, JSON.stringify(srcIndex));
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
  const header = `import { __check, __prefix, __rest } from ${JSON.stringify(checker)};`;
  // Blocks without an import or export are scripts to TypeScript; `export {}` makes each a module.
  return { source: `${header}\n${lines.join('\n')}\nexport {};\n`, offset: 1, problems, checks };
}
