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
 * Any API Extractor warning fails the run, including a public declaration that names a type the
 * entry point does not export (`ae-forgotten-export`, see api-extractor.json): users could not
 * name that type, and the report would show its name instead of its shape, so a change to it
 * would pass unreviewed. The `as const` tables (`SudokuDifficulty`, the error codes…) therefore
 * spell their type out where they are exported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

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

const completed = readFileSync(config.reportTempFilePath, 'utf8');

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
