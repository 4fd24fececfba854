#!/usr/bin/env node
/**
 * The API report: `etc/open-sudoku-engine.api.md`, every exported signature of the built types
 * (`dist/index.d.ts`), as API Extractor writes it, committed so that a change to the public surface
 * shows up in review.
 *
 *   npm run api          rebuild, then write the report (commit it with the change)
 *   npm run api:check    compare the report of the current build with the committed one (CI);
 *                        exit 1 with the difference when they differ
 *
 * API Extractor prints `typeof DIFFICULTY_VALUES` for constants whose type is that of an internal
 * object (`SudokuDifficulty`, `SudokuSymmetry`, the error codes…) but not the object's shape, so a
 * new difficulty or error code would not change its report. This script appends those
 * declarations, comments removed, so that it does. Any API Extractor warning fails the run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const committedPath = join(root, 'etc', 'open-sudoku-engine.api.md');
const typesPath = join(root, 'dist', 'index.d.ts');

if (!existsSync(typesPath)) {
  console.error('api report: dist/index.d.ts is missing; run `npm run build` first (or `npm run api`)');
  process.exit(1);
}

const config = ExtractorConfig.loadFileAndPrepare(join(root, 'api-extractor.json'));
mkdirSync(config.reportFolder, { recursive: true });
mkdirSync(config.reportTempFolder, { recursive: true });
const problems = [];
const result = Extractor.invoke(config, {
  localBuild: true,
  messageCallback(message) {
    // Console messages are about the report files in .tmp/ (created, changed): not problems.
    if (message.category !== 'console' && (message.logLevel === 'warning' || message.logLevel === 'error')) {
      problems.push(message.formatMessageWithLocation(root + '/'));
    }
    if (message.category === 'console' && message.logLevel === 'error') problems.push(message.text);
    message.handled = true;
  },
});
if (!result.succeeded || problems.length > 0) {
  console.error(`api report: API Extractor reported ${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}

const report = readFileSync(config.reportTempFilePath, 'utf8');
const completed = appendTypeofTargets(report, readFileSync(typesPath, 'utf8'));

if (check) {
  const committed = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : '';
  if (committed === completed) {
    console.log('api report: the exported API matches etc/open-sudoku-engine.api.md');
    process.exit(0);
  }
  const fresh = join(root, '.tmp', 'api-report', 'open-sudoku-engine.api.md.new');
  writeFileSync(fresh, completed);
  const diff = spawnSync(
    'git',
    ['diff', '--no-index', '--no-color', '--', relative(root, committedPath), relative(root, fresh)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  console.error(
    'api report: the exported API differs from etc/open-sudoku-engine.api.md.\n' +
      'If the change is intended, run `npm run api` and commit the report with the change; ' +
      'CONTRIBUTING.md says what it means for the version number.\n',
  );
  console.error(diff.stdout || `(no diff tool; the new report is in ${fresh})`);
  process.exit(1);
}

mkdirSync(join(root, 'etc'), { recursive: true });
const previous = existsSync(committedPath) ? readFileSync(committedPath, 'utf8') : null;
writeFileSync(committedPath, completed);
console.log(
  previous === completed
    ? 'api report: unchanged (etc/open-sudoku-engine.api.md)'
    : 'api report: etc/open-sudoku-engine.api.md updated; review the change and commit it',
);

/**
 * Appends, before the closing fence, the declaration of every non-exported constant that an
 * exported declaration names as `typeof NAME`, printed by TypeScript without comments.
 */
function appendTypeofTargets(reportText, declarationsText) {
  const source = ts.createSourceFile('index.d.ts', declarationsText, ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, statement);
    }
  }
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const names = [
    ...new Set([...reportText.matchAll(/\btypeof ([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1])),
  ];
  const added = names
    .filter((name) => !new RegExp(`export (declare )?const ${name}\\b`).test(reportText))
    .sort()
    .map((name) => {
      const statement = declarations.get(name);
      if (statement === undefined)
        throw new Error(`api report: no declaration of ${name} in dist/index.d.ts`);
      return printer.printNode(ts.EmitHint.Unspecified, statement, source).replace(/ {4}/g, '    ');
    });
  if (added.length === 0) return reportText;
  const fence = reportText.lastIndexOf('\n```');
  if (fence < 0) throw new Error('api report: no closing fence in the API Extractor report');
  const section =
    '\n// Not exported: the types of exported constants declared as `typeof NAME` above. Appended by\n' +
    '// scripts/api-report.mjs, so that a change to them (a new difficulty, error code…) changes this report.\n\n' +
    added.join('\n\n') +
    '\n';
  return reportText.slice(0, fence) + '\n' + section + reportText.slice(fence);
}
