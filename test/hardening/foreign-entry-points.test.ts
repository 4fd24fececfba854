/**
 * The "any number of copies" promise, checked from the public surface itself: every parameter of
 * every exported function, constructor and method that is typed as a board, candidates, a game or a rule set
 * (directly, or inside an options object such as `options.candidates`) accepts one made by the
 * other build of the library (ESM ← CJS and CJS ← ESM), with the same result as a native one.
 *
 * The entry points come from the API report (`etc/open-sudoku-engine.api.md`, which CI keeps equal
 * to the built types), read with the TypeScript parser. A new entry point taking a board,
 * candidates or a game without a call below fails the test, and so does a parameter whose type the
 * test cannot classify (a class it has no foreign value for, or a name it does not know).
 *
 * The two builds are `src/index.ts` bundled by esbuild as one ESM file and one CJS file, as tsup
 * bundles `dist/index.js` and `dist/index.cjs` (a fraction of a second, where `npm run build`
 * takes several); `scripts/package-test.mjs` crosses boards and candidates of the real `dist/`
 * files on the installed tarball.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Types from '../../src/index.js';

type Library = typeof Types;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, '.tmp', `test-copies-${String(process.pid)}`);

const LINE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
/** The killer string of https://www.sudokuwiki.org/Killer_String_Definitions (a published puzzle). */
const WIKI =
  '212112111212112223213331443231221241134412231124133132322122212344411312111411312,' +
  '171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';

let esm: Library;
let cjs: Library;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  for (const [format, file] of [
    ['esm', 'index.mjs'],
    ['cjs', 'index.cjs'],
  ] as const) {
    buildSync({
      entryPoints: [join(ROOT, 'src/index.ts')],
      bundle: true,
      platform: 'neutral',
      format,
      target: 'es2022',
      outfile: join(OUT, file),
      logLevel: 'silent',
    });
  }
  esm = (await import(pathToFileURL(join(OUT, 'index.mjs')).href)) as Library;
  cjs = createRequire(import.meta.url)(join(OUT, 'index.cjs')) as Library;
});

afterAll(() => {
  rmSync(OUT, { recursive: true, force: true });
});

// ---- what the API report says ------------------------------------------------------------------

/** The kinds of value the promise covers, by the type name that stands for them. */
const KINDS = {
  SudokuBoard: 'board',
  SudokuCandidates: 'candidates',
  SudokuGame: 'game',
  // A saved game is plain data; the other copy's `toJSON()` must read back all the same.
  SudokuGameJSON: 'saved game',
  SudokuRules: 'rules',
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

/** Type names that are not the library's and hold no board, candidates or game. */
const PLAIN = new Set([
  'AbortSignal',
  'ArrayLike',
  'Date',
  'Iterator',
  'NonNullable',
  'Partial',
  'Readonly',
  'Record',
]);

interface Finding {
  /** `Class.method(path)`, `new Class(path)` or `function(path)`. */
  readonly key: string;
  readonly kind: Kind;
}

/** The declarations of the API report (its `ts` block). */
function reportDeclarations(): string {
  const report = readFileSync(join(ROOT, 'etc/open-sudoku-engine.api.md'), 'utf8');
  const start = report.indexOf('```ts\n');
  const end = report.indexOf('\n```', start + 6);
  expect(start, 'the API report has a ts block').toBeGreaterThanOrEqual(0);
  return report.slice(start + 6, end);
}

/**
 * Every parameter of the declarations in `text` that takes a board, candidates or a game, and
 * every parameter type it cannot classify.
 */
function scan(text: string): { findings: Finding[]; unknown: string[] } {
  const source = ts.createSourceFile('api.d.ts', text, ts.ScriptTarget.ES2022, true);
  const types = new Map<string, ts.Node[]>();
  const entries: { owner: string; node: ts.SignatureDeclarationBase }[] = [];
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      types.set(statement.name.text, [...(types.get(statement.name.text) ?? []), statement]);
    } else if (ts.isClassDeclaration(statement) && statement.name !== undefined) {
      const name = statement.name.text;
      types.set(name, [...(types.get(name) ?? []), statement]);
      for (const member of statement.members) {
        if (ts.isConstructorDeclaration(member)) entries.push({ owner: `new ${name}`, node: member });
        else if (ts.isMethodDeclaration(member) || ts.isSetAccessorDeclaration(member)) {
          entries.push({ owner: `${name}.${member.name.getText(source)}`, node: member });
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) {
      entries.push({ owner: statement.name.text, node: statement });
    }
  }

  const findings = new Map<string, Finding>();
  const unknown = new Set<string>();
  const visit = (node: ts.Node, owner: string, path: string, seen: ReadonlySet<string>): void => {
    if (ts.isTypeQueryNode(node)) return; // `typeof CONSTANT`: the library's own vocabulary
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const name = (ts.isTypeReferenceNode(node) ? node.typeName : node.expression).getText(source);
      const kind = (KINDS as Record<string, Kind | undefined>)[name];
      if (kind !== undefined) {
        // A parameter that takes two kinds (`SudokuBoard | SudokuCandidates`) is probed with each.
        const plain = `${owner}(${path})`;
        const first = findings.get(plain);
        const key = first === undefined || first.kind === kind ? plain : `${plain} as ${kind}`;
        findings.set(key, { key, kind });
        return;
      }
      node.typeArguments?.forEach((argument) => {
        visit(argument, owner, path, seen);
      });
      if (PLAIN.has(name) || seen.has(name)) return;
      const declarations = types.get(name);
      if (declarations === undefined || declarations.some((d) => ts.isClassDeclaration(d))) {
        unknown.add(`${owner}(${path}): ${name}`);
        return;
      }
      for (const declaration of declarations) visit(declaration, owner, path, new Set([...seen, name]));
      return;
    }
    if (ts.isInterfaceDeclaration(node)) {
      node.heritageClauses?.forEach((clause) => {
        clause.types.forEach((type) => {
          visit(type, owner, path, seen);
        });
      });
      node.members.forEach((member) => {
        visit(member, owner, path, seen);
      });
      return;
    }
    if (ts.isTypeAliasDeclaration(node)) {
      visit(node.type, owner, path, seen);
      return;
    }
    if (ts.isPropertySignature(node) && node.type !== undefined) {
      visit(node.type, owner, `${path}.${node.name.getText(source)}`, seen);
      return;
    }
    ts.forEachChild(node, (child) => {
      visit(child, owner, path, seen);
    });
  };
  for (const { owner, node } of entries) {
    for (const parameter of node.parameters) {
      if (parameter.type !== undefined)
        visit(parameter.type, owner, parameter.name.getText(source), new Set());
    }
  }
  return { findings: [...findings.values()], unknown: [...unknown].sort() };
}

// ---- the calls ---------------------------------------------------------------------------------

/** A value of `kind` made by `lib`. */
function make(lib: Library, kind: Kind): unknown {
  const board = lib.SudokuBoard.parse(LINE);
  switch (kind) {
    case 'board':
      return board;
    case 'candidates':
      return lib.SudokuCandidates.fromBoard(board).without(0, 2, 1);
    case 'game':
      return lib.SudokuGame.fromPuzzle(board).fillNotes().enter(0, 2, 4).toggleNote(0, 3, 6);
    case 'saved game':
      return lib.SudokuGame.fromPuzzle(board).fillNotes().enter(0, 2, 4).undo().toJSON();
    case 'rules':
      return lib.SudokuRules.parse('x');
  }
}

const B = (value: unknown): Types.SudokuBoard => value as Types.SudokuBoard;
const C = (value: unknown): Types.SudokuCandidates => value as Types.SudokuCandidates;
const G = (value: unknown): Types.SudokuGame => value as Types.SudokuGame;
/** A cage over the first given of {@link LINE}, its sum that given. */
const FIRST_GIVEN_CAGE = { sum: Number(/[1-9]/.exec(LINE)![0]), cells: [LINE.search(/[1-9]/)] };
const R = (value: unknown): { rules: Types.SudokuRules } => ({ rules: value as Types.SudokuRules });

/**
 * For each entry point and parameter: the call, with `value` (made by this library or by the
 * other build) in that parameter and native values in the others.
 */
const CALLS: Record<string, (lib: Library, value: unknown) => unknown> = {
  'rateBoard(board)': (lib, value) => lib.rateBoard(B(value)),
  'rateBoard(board) as candidates': (lib, value) => lib.rateBoard(C(value)),
  'gradeKiller(board)': (lib, value) =>
    lib.gradeKiller(B(value), { rules: lib.SudokuRules.killer([FIRST_GIVEN_CAGE]) }),
  'SudokuBoard.equals(other)': (lib, value) => lib.SudokuBoard.parse(LINE).equals(B(value)),
  'SudokuCandidates.equals(other)': (lib, value) =>
    lib.SudokuCandidates.fromBoard(lib.SudokuBoard.parse(LINE)).without(0, 2, 1).equals(C(value)),
  'SudokuCandidates.fromBoard(board)': (lib, value) => lib.SudokuCandidates.fromBoard(B(value)),
  'SudokuGame.equals(other)': (lib, value) =>
    [make(lib, 'game'), G(make(lib, 'game')).undo()].map((game) => G(game).equals(G(value))),
  'SudokuGame.fromJSON(json)': (lib, value) => lib.SudokuGame.fromJSON(value as Types.SudokuGameJSON),
  'SudokuGame.fromPuzzle(puzzle)': (lib, value) => lib.SudokuGame.fromPuzzle(B(value)).fillNotes(),
  'SudokuLogicSolver.nextStep(board)': (lib, value) => new lib.SudokuLogicSolver().nextStep(B(value)),
  'SudokuLogicSolver.nextStep(options.candidates)': (lib, value) =>
    new lib.SudokuLogicSolver().nextStep(lib.SudokuBoard.parse(LINE), { candidates: C(value) }),
  'SudokuLogicSolver.nextStep(board) as candidates': (lib, value) =>
    new lib.SudokuLogicSolver().nextStep(C(value)),
  'SudokuLogicSolver.allSteps(board)': (lib, value) =>
    new lib.SudokuLogicSolver().allSteps(B(value), { limit: 30 }),
  'SudokuLogicSolver.allSteps(options.candidates)': (lib, value) =>
    new lib.SudokuLogicSolver().allSteps(lib.SudokuBoard.parse(LINE), { candidates: C(value), limit: 30 }),
  'SudokuLogicSolver.allSteps(board) as candidates': (lib, value) =>
    new lib.SudokuLogicSolver().allSteps(C(value), { limit: 30 }),
  'SudokuLogicSolver.allSteps(options.rules)': (lib, value) =>
    new lib.SudokuLogicSolver().allSteps(lib.SudokuBoard.parse(LINE), { limit: 30, ...R(value) }),
  'SudokuGame.practice(options.puzzle)': (lib, value) =>
    lib.SudokuGame.practice({ technique: 'hidden-single-box', puzzle: B(value) }),
  'SudokuGame.practice(options.rules)': (lib, value) =>
    lib.SudokuGame.practice({ technique: 'hidden-single-box', seed: 1, ...R(value) }),
  'SudokuGenerator.generate(options.technique.rules)': (lib, value) =>
    new lib.SudokuGenerator().generate({ seed: 1, technique: 'hidden-single-box', ...R(value) }),
  'SudokuRules.killer(base)': (lib, value) =>
    lib.SudokuRules.killer([{ sum: 3, cells: [0, 1] }], value as Types.SudokuRules),
  'SudokuRules.parseKiller(base)': (lib, value) =>
    lib.SudokuRules.parseKiller(WIKI, 'sudokuwiki', value as Types.SudokuRules),
  'SudokuLogicSolver.rate(board)': (lib, value) => new lib.SudokuLogicSolver().rate(B(value)),
  'SudokuLogicSolver.rate(board) as candidates': (lib, value) => new lib.SudokuLogicSolver().rate(C(value)),
  'SudokuLogicSolver.solve(board)': (lib, value) => new lib.SudokuLogicSolver().solve(B(value)),
  'SudokuLogicSolver.solve(board) as candidates': (lib, value) => new lib.SudokuLogicSolver().solve(C(value)),
  'SudokuLogicSolver.solve(options.candidates)': (lib, value) =>
    new lib.SudokuLogicSolver().solve(lib.SudokuBoard.parse(LINE), { candidates: C(value) }),
  'SudokuSolver.countSolutions(board)': (lib, value) => new lib.SudokuSolver().countSolutions(B(value)),
  'SudokuSolver.hasUniqueSolution(board)': (lib, value) => new lib.SudokuSolver().hasUniqueSolution(B(value)),
  'SudokuSolver.solve(board)': (lib, value) => new lib.SudokuSolver().solve(B(value)),
  'SudokuValidator.findConflicts(board)': (lib, value) => lib.SudokuValidator.findConflicts(B(value)),
  'SudokuValidator.getCandidateMask(board)': (lib, value) =>
    lib.SudokuValidator.getCandidateMask(B(value), 0, 2),
  'SudokuValidator.getCandidates(board)': (lib, value) => lib.SudokuValidator.getCandidates(B(value), 0, 2),
  'SudokuValidator.isComplete(board)': (lib, value) => lib.SudokuValidator.isComplete(B(value)),
  'SudokuValidator.isLegal(board)': (lib, value) => lib.SudokuValidator.isLegal(B(value), 0, 2, 4),
  'SudokuValidator.isSolution(puzzle)': (lib, value) =>
    lib.SudokuValidator.isSolution(B(value), lib.SudokuBoard.parse(SOLVED)),
  // The solution slot gets the solved grid: the board of `value` with the puzzle's answer.
  'SudokuValidator.isSolution(solution)': (lib, value) =>
    lib.SudokuValidator.isSolution(lib.SudokuBoard.parse(LINE), solvedLike(B(value))),
  'SudokuValidator.validate(board)': (lib, value) => lib.SudokuValidator.validate(B(value)),
  'SudokuRules.equals(other)': (lib, value) =>
    ['x', 'windoku'].map((text) => lib.SudokuRules.parse(text).equals(value as Types.SudokuRules)),
  'SudokuSolver.countSolutions(options.rules)': (lib, value) =>
    new lib.SudokuSolver().countSolutions(lib.SudokuBoard.parse(LINE), 2, R(value)),
  'SudokuSolver.hasUniqueSolution(options.rules)': (lib, value) =>
    new lib.SudokuSolver().hasUniqueSolution(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuSolver.solve(options.rules)': (lib, value) =>
    new lib.SudokuSolver().solve(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuValidator.findConflicts(options.rules)': (lib, value) =>
    lib.SudokuValidator.findConflicts(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuValidator.getCandidateMask(options.rules)': (lib, value) =>
    lib.SudokuValidator.getCandidateMask(lib.SudokuBoard.parse(LINE), 0, 2, R(value)),
  'SudokuValidator.getCandidates(options.rules)': (lib, value) =>
    lib.SudokuValidator.getCandidates(lib.SudokuBoard.parse(LINE), 0, 2, R(value)),
  'SudokuValidator.isComplete(options.rules)': (lib, value) =>
    lib.SudokuValidator.isComplete(lib.SudokuBoard.parse(SOLVED), R(value)),
  'SudokuValidator.isLegal(options.rules)': (lib, value) =>
    lib.SudokuValidator.isLegal(lib.SudokuBoard.parse(LINE), 0, 2, 4, R(value)),
  'SudokuValidator.isSolution(options.rules)': (lib, value) =>
    lib.SudokuValidator.isSolution(lib.SudokuBoard.parse(LINE), lib.SudokuBoard.parse(SOLVED), R(value)),
  'SudokuValidator.validate(options.rules)': (lib, value) =>
    lib.SudokuValidator.validate(lib.SudokuBoard.parse(LINE), R(value)),
  'rateBoard(options.rules)': (lib, value) => lib.rateBoard(lib.SudokuBoard.parse(LINE), R(value)),
  // The rules given one cage by their own build: the first given, its own digit.
  'gradeKiller(options.rules)': (lib, value) =>
    lib.gradeKiller(lib.SudokuBoard.parse(LINE), { rules: R(value).rules.withCages([FIRST_GIVEN_CAGE]) }),
  'SudokuLogicSolver.nextStep(options.rules)': (lib, value) =>
    new lib.SudokuLogicSolver().nextStep(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuLogicSolver.rate(options.rules)': (lib, value) =>
    new lib.SudokuLogicSolver().rate(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuLogicSolver.solve(options.rules)': (lib, value) =>
    new lib.SudokuLogicSolver().solve(lib.SudokuBoard.parse(LINE), R(value)),
  'SudokuGenerator.generate(options.rules)': (lib, value) =>
    new lib.SudokuGenerator().generate({ seed: 1, emptyCellTarget: 40, ...R(value) }),
  'SudokuGame.fromPuzzle(options.rules)': (lib, value) =>
    lib.SudokuGame.fromPuzzle(
      new lib.SudokuGenerator().generate({ seed: 1, emptyCellTarget: 40, rules: lib.SudokuRules.parse('x') })
        .board,
      R(value),
    ),
  'SudokuGame.generate(options.rules)': (lib, value) =>
    lib.SudokuGame.generate({ seed: 1, emptyCellTarget: 40, ...R(value) }),
  'buildPrintPage(puzzles.rules)': (lib, value) =>
    lib.buildPrintPage([{ board: lib.SudokuBoard.parse(LINE), rules: value as Types.SudokuRules }]),
  'renderBoardSvg(options.rules)': (lib, value) =>
    lib.renderBoardSvg(lib.SudokuBoard.parse(LINE), { candidates: 'computed', ...R(value) }),
  'renderStepSvg(options.rules)': (lib, value) => {
    const board = lib.SudokuBoard.parse(LINE);
    return lib.renderStepSvg(new lib.SudokuLogicSolver().nextStep(board)!, board, R(value));
  },
  'buildPrintPage(puzzles)': (lib, value) => lib.buildPrintPage([B(value)]),
  'buildPrintPage(puzzles.board)': (lib, value) =>
    lib.buildPrintPage([{ board: B(value), difficulty: 'easy' }]),
  // The solution slot gets the solved grid, made by the copy under test.
  'buildPrintPage(puzzles.solution)': (lib, value) =>
    lib.buildPrintPage([{ board: lib.SudokuBoard.parse(LINE), solution: solvedLike(B(value)) }]),
  'renderBoardSvg(subject)': (lib, value) =>
    lib.renderBoardSvg(value as Types.SudokuBoard, { candidates: 'computed' }),
  'renderBoardSvg(subject) as game': (lib, value) => lib.renderBoardSvg(G(value)),
  'renderBoardSvg(options.candidates)': (lib, value) =>
    lib.renderBoardSvg(lib.SudokuBoard.parse(LINE), { candidates: C(value) }),
  'renderStepSvg(subject)': (lib, value) =>
    lib.renderStepSvg(
      new lib.SudokuLogicSolver().nextStep(lib.SudokuBoard.parse(LINE))!,
      value as Types.SudokuBoard,
    ),
  'renderStepSvg(subject) as game': (lib, value) =>
    lib.renderStepSvg(new lib.SudokuLogicSolver().nextStep(lib.SudokuBoard.parse(LINE))!, G(value)),
  'renderStepSvg(options.candidates)': (lib, value) => {
    const board = lib.SudokuBoard.parse(LINE);
    return lib.renderStepSvg(new lib.SudokuLogicSolver().nextStep(board)!, board, { candidates: C(value) });
  },
};

/** The solved grid, made by the same copy of the library as `board`. */
function solvedLike(board: Types.SudokuBoard): Types.SudokuBoard {
  let solved = board;
  for (let index = 0; index < 81; index++) {
    solved = solved.with(Math.floor(index / 9), index % 9, Number(SOLVED[index]));
  }
  return solved;
}

/** A result as comparable data: boards, candidates and games by their text, errors by name and message. */
function plain(lib: Library, value: unknown): unknown {
  if (value instanceof lib.SudokuBoard) return { board: value.toString() };
  if (value instanceof lib.SudokuCandidates) return { candidates: value.format() };
  if (value instanceof lib.SudokuGame) return { game: value.format(), moves: value.moves };
  if (value instanceof lib.SudokuRules) return { rules: value.toString() };
  if (Array.isArray(value)) return value.map((item: unknown) => plain(lib, item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(lib, item)]));
  }
  return value;
}

/** Whether `value` is an instance of `lib`'s class for `kind`; undefined for a saved game (plain data). */
function isInstance(lib: Library, kind: Kind, value: unknown): boolean | undefined {
  if (kind === 'board') return value instanceof lib.SudokuBoard;
  if (kind === 'candidates') return value instanceof lib.SudokuCandidates;
  if (kind === 'game') return value instanceof lib.SudokuGame;
  if (kind === 'rules') return value instanceof lib.SudokuRules;
  return undefined;
}

describe('every entry point taking a board, candidates or a game, read from the API report', () => {
  const { findings, unknown } = scan(reportDeclarations());

  it('the scan sees through options and aliases, and names what it cannot classify', () => {
    const result = scan(`
      export interface Inner { readonly candidates?: SudokuCandidates; readonly n?: number }
      export interface Outer extends Inner { readonly signal?: AbortSignal }
      export type Either = Outer | string;
      export class Widget { constructor(random: Widget); }
      export class Tool {
        take(board: SudokuBoard, options?: Either): void;
        static load(json: SudokuGameJSON | string, other?: Readonly<Record<string, SudokuGame>>): void;
        mystery(value: Gadget, fine: readonly number[]): void;
      }
      export function use(widget: Widget): void;
    `);
    expect(result.findings).toEqual([
      { key: 'Tool.take(board)', kind: 'board' },
      { key: 'Tool.take(options.candidates)', kind: 'candidates' },
      { key: 'Tool.load(json)', kind: 'saved game' },
      { key: 'Tool.load(other)', kind: 'game' },
    ]);
    expect(result.unknown).toEqual([
      'Tool.mystery(value): Gadget',
      'new Widget(random): Widget',
      'use(widget): Widget',
    ]);
  });

  it('classifies every parameter type of the public surface', () => {
    expect(unknown, 'parameter types with no foreign value to try (add them to KINDS or PLAIN)').toEqual([]);
  });

  it('finds the entry points, and has a call for each of them (and none for a removed one)', () => {
    // The surface as of this writing: the scan must keep seeing at least these.
    expect(findings.length).toBeGreaterThanOrEqual(23);
    const found = findings.map((finding) => finding.key).sort();
    const missing = found.filter((key) => !(key in CALLS));
    expect(missing, 'entry points with no foreign-value call in CALLS').toEqual([]);
    expect(Object.keys(CALLS).sort()).toEqual(found);
  });

  for (const [host, guest] of [
    ['ESM', 'CJS'],
    ['CJS', 'ESM'],
  ] as const) {
    it(`accepts each value made by the ${guest} build in the ${host} build, with the native answer`, () => {
      const lib = host === 'ESM' ? esm : cjs;
      const other = host === 'ESM' ? cjs : esm;
      expect(other.SudokuBoard).not.toBe(lib.SudokuBoard);
      const failures: string[] = [];
      for (const { key, kind } of findings) {
        const call = CALLS[key]!;
        const native = make(lib, kind);
        const foreign = make(other, kind);
        // Truly foreign: the other build's class, not this one's.
        if (isInstance(lib, kind, foreign) !== false || isInstance(other, kind, foreign) !== true) {
          if (kind !== 'saved game') failures.push(`${key}: the ${guest} value is not foreign`);
        }
        const expected = JSON.stringify(plain(lib, call(lib, native)));
        try {
          const received = JSON.stringify(plain(lib, call(lib, foreign)));
          if (received !== expected) failures.push(`${key}: ${received} instead of ${expected}`);
        } catch (error) {
          failures.push(`${key} refused a ${kind} from the ${guest} build: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
