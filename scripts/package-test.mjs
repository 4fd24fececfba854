#!/usr/bin/env node
/**
 * Packaging test: packs the built library, installs the tarball into a throwaway consumer, and
 * checks what a user gets: `import` (ESM) and `require` (CJS) both load and expose the same
 * exports, a quick solve works through each, and TypeScript resolves the types under NodeNext
 * (an .mts and a .cts file) and Bundler resolution; boards and candidates cross between the CJS
 * and ESM copies (the dual-package hazard); the docs the README links to are in the package.
 *
 * It packs from a copy of the checkout (the files git tracks, as they are in the work tree) with
 * no `dist/` and a stale `dist/index.js` planted in turn, the way a release starts from a fresh
 * clone: `npm pack` must build the library itself (`prepack`) and ship that fresh build.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const work = mkdtempSync(join(tmpdir(), 'ose-package-'));
let passed = 0;
let failed = 0;

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function check(name, fn) {
  try {
    fn();
    passed++;
    console.log(`  ok   ${name}`);
  } catch (error) {
    failed++;
    console.log(`  FAIL ${name}\n${String(error.stdout ?? '')}${String(error.stderr ?? '')}${error.message}`);
  }
}

/** A copy of the checkout's tracked files (work-tree contents), with `node_modules` linked, no `dist/`. */
function checkoutCopy() {
  const copy = join(work, 'checkout');
  const files = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], root)
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** `npm pack` in `dir` into `work`; the tarball's file name. */
function pack(dir) {
  return run('npm', ['pack', '--silent', '--pack-destination', work], dir).trim().split('\n').pop();
}

/** The paths in a tarball, and the text of one of its files. */
function tarList(tarball) {
  return run('tar', ['-tzf', join(work, tarball)], work)
    .trim()
    .split('\n');
}
function tarRead(tarball, path) {
  return run('tar', ['-xzOf', join(work, tarball), path], work);
}

try {
  const checkout = checkoutCopy();
  let tarball;
  check('npm pack in a checkout with no dist/ builds the library and ships it', () => {
    if (existsSync(join(checkout, 'dist'))) throw new Error('the copy has a dist/ folder');
    tarball = pack(checkout);
    const files = tarList(tarball);
    for (const needed of [
      'package/dist/index.js',
      'package/dist/index.cjs',
      'package/dist/index.d.ts',
      'package/dist/cli.js',
    ]) {
      if (!files.includes(needed)) throw new Error(`the tarball lacks ${needed}: ${files.join(', ')}`);
    }
  });
  check('npm pack over a stale dist/ ships a fresh build', () => {
    const stale = '// a stale build that must not be published\n';
    writeFileSync(join(checkout, 'dist', 'index.js'), stale);
    writeFileSync(join(checkout, 'dist', 'left-over.js'), stale);
    tarball = pack(checkout);
    if (tarRead(tarball, 'package/dist/index.js') === stale)
      throw new Error('the stale dist/index.js was packed');
    if (tarList(tarball).includes('package/dist/left-over.js'))
      throw new Error('a left-over file was packed');
  });
  if (tarball === undefined) throw new Error('no tarball to test');
  const consumer = join(work, 'consumer');
  run('mkdir', ['-p', consumer], work);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', join(work, tarball)], consumer);

  const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const probe = (exports) => `
    const names = Object.keys(lib).sort();
    const board = lib.SudokuBoard.parse('${puzzle}');
    const valid = lib.SudokuValidator.validate(board).isValid;
    const solved = lib.SudokuSolver ? new lib.SudokuSolver().solve(board).status : 'n/a';
    const golden = new lib.SudokuGenerator().generate({ seed: 'golden', difficulty: 'expert' }).board.toString();
    console.log(JSON.stringify({ names, valid, solved, golden, ${exports} }));`;

  let esm;
  let cjs;
  check('import (ESM) loads the package', () => {
    esm = JSON.parse(
      run(
        'node',
        ['--input-type=module', '-e', `import * as lib from 'open-sudoku-engine';${probe('')}`],
        consumer,
      ),
    );
  });
  check('require (CJS) loads the package', () => {
    cjs = JSON.parse(run('node', ['-e', `const lib = require('open-sudoku-engine');${probe('')}`], consumer));
  });
  check('ESM and CJS expose the same exports and both work', () => {
    if (!esm || !cjs) throw new Error('a format did not load');
    if (JSON.stringify(esm) !== JSON.stringify(cjs)) {
      throw new Error(`ESM ${JSON.stringify(esm)}\nCJS ${JSON.stringify(cjs)}`);
    }
    if (!esm.valid || esm.names.length < 5) throw new Error(`unexpected: ${JSON.stringify(esm)}`);
    if (esm.solved !== 'n/a' && esm.solved !== 'solved') throw new Error(`solve gave ${esm.solved}`);
  });
  check('ESM and CJS generate the pinned golden puzzle (seed golden, expert)', () => {
    // The same value is pinned in test/generator/bands.test.ts.
    const pinned = '..254......36.1..74.6.28.....1..28.....81.76.2......1.3....5..6...18....7.82..3..';
    if (esm?.golden !== pinned) throw new Error(`ESM gave ${esm?.golden}`);
    if (cjs?.golden !== pinned) throw new Error(`CJS gave ${cjs?.golden}`);
  });
  check('the sudoku command runs from the installed package', () => {
    const version = run('npx', ['--no-install', 'sudoku', '--version'], consumer).trim();
    if (!version.includes('0.') && !/\d+\.\d+\.\d+/.test(version))
      throw new Error(`--version printed '${version}'`);
    const solved = run('npx', ['--no-install', 'sudoku', 'solve', puzzle], consumer).trim();
    if (!/^[1-9]{81}$/.test(solved)) throw new Error(`sudoku solve printed '${solved}'`);
  });
  check(
    'boards, candidates and games made by require (CJS) work in the imported (ESM) library, and back',
    () => {
      const script = `
      import { createRequire } from 'node:module';
      import { inspect } from 'node:util';
      import * as esm from 'open-sudoku-engine';
      const cjs = createRequire(import.meta.url)('open-sudoku-engine');
      const fail = (what) => { console.error(what); process.exit(1); };
      if (esm.SudokuBoard === cjs.SudokuBoard) fail('one copy loaded, not two');
      for (const [lib, other] of [[esm, cjs], [cjs, esm]]) {
        const board = other.SudokuBoard.parse('${puzzle}');
        const solved = new lib.SudokuSolver().solve(board);
        if (solved.status !== 'solved' || !lib.SudokuValidator.isSolution(board, solved.solution)) fail('solve');
        if (!other.SudokuValidator.isSolution(board, solved.solution)) fail('isSolution back across copies');
        if (lib.SudokuValidator.validate(board).isValid !== true) fail('validate');
        if (lib.rateBoard(board).rating !== other.rateBoard(board).rating) fail('rateBoard');
        const marks = other.SudokuCandidates.fromBoard(board).without(0, 2, 4);
        const step = new lib.SudokuLogicSolver().nextStep(board, { candidates: marks });
        if (step === null) fail('nextStep with foreign candidates');
        if (!lib.SudokuBoard.parse('${puzzle}').equals(board) || !marks.equals(lib.SudokuCandidates.parse(marks.format())))
          fail('equals across copies');
        const game = lib.SudokuGame.fromPuzzle(board).enter(0, 2, 4);
        const foreign = other.SudokuGame.fromJSON(game.toJSON());
        if (!game.equals(foreign) || !foreign.equals(game)) fail('games across copies');
      }
      for (const lib of [esm, cjs]) {
        for (const [name, value] of Object.entries(lib)) {
          if (typeof value === 'function' && /^class\\b/.test(String(value)) && value.name !== name)
            fail('the class ' + name + ' is named ' + value.name + ' at run time');
        }
        const shown = inspect(lib.SudokuBoard.parse('${puzzle}'));
        if (!shown.includes('5 3 . | . 7 . | . . .')) fail('inspect shows ' + shown);
      }
      console.log('ok');`;
      const out = run('node', ['--input-type=module', '-e', script], consumer).trim();
      if (out !== 'ok') throw new Error(out);
    },
  );
  check('the docs the README links to are in the package, and no source maps', () => {
    const installed = join(consumer, 'node_modules', 'open-sudoku-engine');
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\((docs\/[\w.-]+\.md)(?:#[\w-]*)?\)/g)].map((m) => m[1]);
    if (links.length < 5) throw new Error(`only ${links.length} docs links found in the README`);
    const missing = links.filter((link) => !existsSync(join(installed, link)));
    if (missing.length > 0) throw new Error(`README links missing from the package: ${missing.join(', ')}`);
    const maps = run('find', [installed, '-name', '*.map'], work).trim();
    if (maps !== '') throw new Error(`source maps shipped:\n${maps}`);
  });
  check('package.json is exported', () => {
    run('node', ['-e', "require('open-sudoku-engine/package.json')"], consumer);
  });

  const use = `
const board: SudokuBoard = SudokuBoard.parse('${puzzle}');
const result: SudokuValidationResult = SudokuValidator.validate(board);
const ok: boolean = result.isValid && isSudokuError(new SudokuError('INVALID_LENGTH', 'x'));
// @ts-expect-error the storage is private
board.values;
export { ok };
`;
  const importLine =
    "import { SudokuBoard, SudokuValidator, SudokuError, isSudokuError, type SudokuValidationResult } from 'open-sudoku-engine';";
  writeFileSync(join(consumer, 'esm.mts'), importLine + use);
  writeFileSync(
    join(consumer, 'cjs.cts'),
    "import lib = require('open-sudoku-engine');\nconst { SudokuBoard, SudokuValidator, SudokuError, isSudokuError } = lib;\ntype SudokuBoard = lib.SudokuBoard;\ntype SudokuValidationResult = lib.SudokuValidationResult;\n" +
      use,
  );
  writeFileSync(join(consumer, 'bundler.ts'), importLine + use);
  const base = {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
  };
  writeFileSync(
    join(consumer, 'tsconfig.nodenext.json'),
    JSON.stringify({
      compilerOptions: { ...base, module: 'NodeNext', moduleResolution: 'NodeNext' },
      files: ['esm.mts', 'cjs.cts'],
    }),
  );
  writeFileSync(
    join(consumer, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...base, module: 'ESNext', moduleResolution: 'Bundler' },
      files: ['bundler.ts'],
    }),
  );
  check('TypeScript resolves the types under NodeNext (.mts and .cts)', () => {
    run('node', [tsc, '-p', 'tsconfig.nodenext.json'], consumer);
  });
  check('TypeScript resolves the types under Bundler resolution', () => {
    run('node', [tsc, '-p', 'tsconfig.bundler.json'], consumer);
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`package test: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
