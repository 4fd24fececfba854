/**
 * Bundle-size budgets for browser consumers of the library (`npm run size`, part of `npm run check`).
 *
 * Each consumer named in `size-budget.json` is a one-line module that imports some exports of the
 * built ESM entry (`dist/index.js`, what npm ships). esbuild bundles it for the browser with
 * minification, node:zlib gzips the result (level 9), and the gzipped size must stay within the
 * consumer's budget. Budgets are set a little above a measured size; raising one is a deliberate,
 * reviewed edit of `size-budget.json` with a note in its `history`, never a side effect of this script.
 *
 * Tree-shaking is checked as well, structurally rather than by size: tsup keeps a `// src/<module>`
 * marker before each module's code in `dist/index.js`, so every top-level name of the built entry can
 * be traced to the source module that declared it. A consumer with an `allowedModules` list is bundled
 * a second time without minification (esbuild then keeps top-level names), and every top-level
 * declaration of that bundle must come from an allowed module. A leak names the module and the
 * declarations that survived, which points at the statement esbuild could not prove side-effect free.
 *
 * The package itself has a budget too: its unpacked size as `npm pack --dry-run` reports it (what
 * `npm install` puts on disk), against `package.unpackedBudget`; the largest files are listed
 * when it fails.
 *
 * `--save` writes the tables to `bench/results/size.md`, from which `npm run figures` updates the
 * sizes shown in docs/browser.md.
 *
 * Usage: `tsx scripts/size-budget.ts` (after `npm run build`); `--entry <file>` measures another
 * build of the entry (to try a tree-shaking fix on a copy). Exit code 1 on any failure.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entryFlag = process.argv.indexOf('--entry');
/** The built entry under test: `dist/index.js`, or another build given with `--entry <file>`. */
const distEntry =
  entryFlag >= 0 && process.argv[entryFlag + 1] !== undefined
    ? resolve(process.argv[entryFlag + 1]!)
    : join(root, 'dist', 'index.js');

interface Consumer {
  /** Shown in the report. */
  readonly name: string;
  /** The exports the consumer imports; `"*"` imports everything. */
  readonly imports: readonly string[];
  /** Maximum minified+gzipped size in bytes. */
  readonly budget: number;
  /** When present, every top-level declaration of the bundle must come from these `src/` prefixes. */
  readonly allowedModules?: readonly string[];
}

interface BudgetFile {
  readonly consumers: readonly Consumer[];
  /** The npm package: its unpacked size in bytes must stay within `unpackedBudget`. */
  readonly package: { readonly unpackedBudget: number };
}

interface PackReport {
  readonly unpackedSize: number;
  readonly files: readonly { readonly path: string; readonly size: number }[];
}

/** The package's unpacked size and files, as `npm pack --dry-run --json` reports them. */
function packReport(): PackReport {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const report = (JSON.parse(out) as PackReport[])[0];
  if (report === undefined) throw new Error('npm pack --dry-run --json reported nothing');
  return report;
}

interface Measure {
  readonly minified: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** The consumer's source: an ES module that re-exports what it imports, so nothing else is kept. */
function consumerSource(consumer: Consumer): string {
  const from = JSON.stringify(distEntry);
  return consumer.imports.includes('*')
    ? `export * from ${from};\n`
    : `export { ${consumer.imports.join(', ')} } from ${from};\n`;
}

async function bundle(consumer: Consumer, minify: boolean): Promise<string> {
  const result = await build({
    stdin: { contents: consumerSource(consumer), resolveDir: root, sourcefile: `${consumer.name}.js` },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error(`esbuild wrote no output for ${consumer.name}`);
  return file.text;
}

function measure(code: string): Measure {
  const bytes = Buffer.from(code);
  return {
    minified: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Top-level names declared in an unminified ES module, with the line that declares each. */
function topLevelNames(code: string): Map<string, string> {
  const names = new Map<string, string>();
  const declaration = /^(?:export\s+)?(?:var|let|const|function\*?|async\s+function\*?|class)\s+([\w$]+)/;
  for (const line of code.split('\n')) {
    const match = declaration.exec(line);
    if (match?.[1] !== undefined) names.set(match[1], line.trim().slice(0, 100));
  }
  return names;
}

/** For each top-level name of `dist/index.js`, the `src/` module whose code declared it. */
function moduleOfNames(distCode: string): Map<string, string> {
  const owners = new Map<string, string>();
  let module = '(before any module marker)';
  for (const line of distCode.split('\n')) {
    const marker = /^\/\/ (src\/\S+)$/.exec(line);
    if (marker?.[1] !== undefined) {
      module = marker[1];
      continue;
    }
    for (const [name] of topLevelNames(line)) owners.set(name, module);
  }
  return owners;
}

/** The bundle's top-level names that come from modules outside `allowed`, grouped by module. */
function leaks(
  bundleCode: string,
  owners: Map<string, string>,
  allowed: readonly string[],
): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  for (const [name, line] of topLevelNames(bundleCode)) {
    // esbuild may append a number to a name when it renames on a clash.
    const owner = owners.get(name) ?? owners.get(name.replace(/\d+$/, ''));
    if (owner === undefined || allowed.some((prefix) => owner.startsWith(prefix))) continue;
    const list = byModule.get(owner) ?? [];
    list.push(line);
    byModule.set(owner, list);
  }
  return byModule;
}

/** Top-level statements of an unminified esbuild bundle (a statement goes on over indented lines and closing brackets). */
function topLevelStatements(code: string): string[] {
  const statements: string[] = [];
  for (const line of code.split('\n')) {
    if (line === '' || line.startsWith('//')) continue;
    const last = statements.length - 1;
    if (last >= 0 && /^[\s})\]]/.test(line)) statements[last] = `${statements[last]!}\n${line}`;
    else statements.push(line);
  }
  return statements;
}

/**
 * The identifiers a statement mentions, leaving out comments, string text and property names.
 * A small scanner keeps the `${…}` parts of template literals, which are code. (Regular
 * expression literals are not recognised; their text can only add mentions, which at worst
 * hides a root, never invents one.)
 */
function mentions(statement: string): Set<string> {
  let code = '';
  const templates: number[] = []; // brace depth at which each open template's `${` began
  let depth = 0;
  let i = 0;
  const n = statement.length;
  while (i < n) {
    const c = statement[i]!;
    if (templates.length > 0 && templates[templates.length - 1] === -1) {
      // Inside template text.
      if (c === '\\') i += 2;
      else if (c === '`') {
        templates.pop();
        i++;
      } else if (c === '$' && statement[i + 1] === '{') {
        templates[templates.length - 1] = depth;
        depth++;
        i += 2;
      } else i++;
      continue;
    }
    if (c === '/' && statement[i + 1] === '*') {
      const close = statement.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if (c === '/' && statement[i + 1] === '/') {
      const close = statement.indexOf('\n', i);
      i = close < 0 ? n : close;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < n && statement[i] !== c && statement[i] !== '\n') i += statement[i] === '\\' ? 2 : 1;
      i++;
      code += ' ';
    } else if (c === '`') {
      templates.push(-1);
      i++;
      code += ' ';
    } else {
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (templates.length > 0 && templates[templates.length - 1] === depth) {
          templates[templates.length - 1] = -1; // back in the template's text
          i++;
          code += ' ';
          continue;
        }
      }
      code += c;
      i++;
    }
  }
  return new Set(code.match(/(?<![\w$.#])[A-Za-z_$][\w$]*/g) ?? []);
}

/**
 * The statements of the entry that run when it loads and that nothing else kept needs: what a
 * bundler must keep even when a consumer imports nothing. The entry is copied to a folder without
 * a package.json (so `"sideEffects": false` does not apply) and bundled from a bare `import`;
 * every statement esbuild keeps there is load-time code or something load-time code uses, and
 * the roots are the kept statements no other kept statement mentions. Returned by source module.
 */
async function loadTimeRoots(owners: Map<string, string>): Promise<Map<string, string[]>> {
  const folder = mkdtempSync(join(tmpdir(), 'size-budget-'));
  try {
    copyFileSync(distEntry, join(folder, 'index.js'));
    const result = await build({
      stdin: { contents: "import './index.js';\n", resolveDir: folder, sourcefile: 'nothing.js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    const statements = topLevelStatements(result.outputFiles[0]?.text ?? '').map((text) => ({
      text,
      name: [...topLevelNames(text.split('\n')[0]!).keys()][0],
      mentioned: mentions(text),
    }));
    const roots = new Map<string, string[]>();
    for (const statement of statements) {
      const name = statement.name;
      if (name !== undefined && statements.some((other) => other !== statement && other.mentioned.has(name)))
        continue;
      const owner =
        (name === undefined ? undefined : owners.get(name)) ??
        [...statement.mentioned].map((word) => owners.get(word)).find((module) => module !== undefined) ??
        '(unknown module)';
      const list = roots.get(owner) ?? [];
      list.push(statement.text.split('\n')[0]!.slice(0, 100));
      roots.set(owner, list);
    }
    return roots;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Every table line printed; with `--save` (and every budget held) written to
// bench/results/size.md, the one place the sizes in docs/browser.md come from (see
// scripts/figures.ts: `npm run figures` copies them).
const printed: string[] = [];
function print(line: string): void {
  printed.push(line);
  console.log(line);
}

function saveResults(): void {
  const esbuild = (
    JSON.parse(readFileSync(join(root, 'node_modules', 'esbuild', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(root, 'bench', 'results', 'size.md'),
    `# size\n\nesbuild ${esbuild}, ${new Date().toISOString().slice(0, 10)}\n\n${printed.join('\n')}\n`,
  );
}

async function main(): Promise<number> {
  const budgets = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')) as BudgetFile;
  let distCode: string;
  try {
    distCode = readFileSync(distEntry, 'utf8');
  } catch {
    console.error(`${distEntry} is missing: run \`npm run build\` first (\`npm run size\` does).`);
    return 1;
  }
  const exported = new Set(Object.keys((await import(pathToFileURL(distEntry).href)) as object));
  const owners = moduleOfNames(distCode);
  const failures: string[] = [];
  let treeShakingFailed = false;

  print('| consumer | minified | gzip | brotli | gzip budget | headroom |');
  print('|---|---:|---:|---:|---:|---:|');
  for (const consumer of budgets.consumers) {
    const missing = consumer.imports.filter((name) => name !== '*' && !exported.has(name));
    if (missing.length > 0) {
      failures.push(`${consumer.name}: dist/index.js does not export ${missing.join(', ')}`);
      continue;
    }
    const size = measure(await bundle(consumer, true));
    const headroom = consumer.budget - size.gzip;
    print(
      `| ${consumer.name} | ${size.minified} B | ${size.gzip} B | ${size.brotli} B | ${consumer.budget} B | ${headroom} B |`,
    );
    if (size.gzip > consumer.budget) {
      failures.push(
        `${consumer.name}: ${size.gzip} B gzipped is over its budget of ${consumer.budget} B. ` +
          'Shrink the code, or raise the budget in size-budget.json with a reason in its history.',
      );
    }
    if (consumer.allowedModules !== undefined) {
      const found = leaks(await bundle(consumer, false), owners, consumer.allowedModules);
      if (found.size > 0) {
        treeShakingFailed = true;
        failures.push(
          `${consumer.name}: tree-shaking kept code of ${found.size} module(s) this consumer does not use:\n` +
            [...found]
              .map(([module, lines]) => {
                const names = lines.map((line) => [...topLevelNames(line).keys()][0] ?? line);
                return `    ${module}: ${names.slice(0, 6).join(', ')}${names.length > 6 ? ', …' : ''}`;
              })
              .join('\n'),
        );
      }
    }
  }
  const pack = packReport();
  const packBudget = budgets.package.unpackedBudget;
  print(
    `\n| package | unpacked | files | budget | headroom |\n|---|---:|---:|---:|---:|\n` +
      `| npm tarball | ${pack.unpackedSize} B | ${pack.files.length} | ${packBudget} B | ${packBudget - pack.unpackedSize} B |`,
  );
  if (pack.unpackedSize > packBudget) {
    const largest = [...pack.files]
      .sort((a, b) => b.size - a.size)
      .slice(0, 5)
      .map((file) => `${file.path} ${file.size} B`);
    failures.push(
      `package: ${pack.unpackedSize} B unpacked is over its budget of ${packBudget} B (largest: ${largest.join(', ')}). ` +
        'Ship less, or raise the budget in size-budget.json with a reason in its history.',
    );
  }
  if (failures.length > 0) {
    console.error(`\nsize budget: ${failures.length} failure(s)`);
    for (const failure of failures) console.error(`- ${failure}`);
    if (treeShakingFailed) {
      console.error(
        '\nCode that runs when dist/index.js loads, which every bundle keeps with all it uses ' +
          '(make it pure with /* @__PURE__ */ on each call, or build it lazily; see docs/browser.md):',
      );
      for (const [module, lines] of await loadTimeRoots(owners)) {
        console.error(`  ${module}\n${lines.map((line) => `    ${line}`).join('\n')}`);
      }
    }
    return 1;
  }
  if (process.argv.includes('--save')) saveResults();
  console.log('\nsize budget: every consumer and the package within budget; tree-shaking holds.');
  return 0;
}

process.exitCode = await main();
