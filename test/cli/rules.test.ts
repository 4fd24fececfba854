/**
 * `--rules TEXT` and a line's own `rules=TEXT` on every command, run in this process (see
 * `inline-pool.ts`); one real process checks that the worker threads play the same rules. Puzzles
 * and solutions come from `variants-se.tsv` (made and rated with Sudoku Explainer's variant flags).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordCutter, type InputRecord } from '../../src/cli/input.js';
import type { RulesCommand } from '../../src/cli/rules.js';
import { SudokuBoard, SudokuRules, SudokuValidator } from '../../src/index.js';
import { fixtureLines } from '../helpers.js';
import { buildOnce, sudoku } from './helpers.js';
import { runInProcess, useInlinePool } from './inline-pool.js';

useInlinePool();

interface Row {
  readonly rules: string;
  readonly puzzle: string;
  readonly solution: string;
}

/** One row of each rule set: the one with the most givens (the quickest to solve). */
const ROWS: readonly Row[] = (() => {
  const best = new Map<string, Row>();
  for (const line of fixtureLines('variants-se.tsv').slice(1)) {
    const [rules, puzzle, solution] = line.split('\t') as [string, string, string];
    const givens = (p: string): number => p.replaceAll('.', '').length;
    const known = best.get(rules);
    if (known === undefined || givens(puzzle) > givens(known.puzzle))
      best.set(rules, { rules, puzzle, solution });
  }
  return [...best.values()];
})();

function row(rules: string): Row {
  return ROWS.find((r) => r.rules === rules)!;
}

/** The puzzle or layout text transposed (rows become columns). */
function transpose(cells: string): string {
  return Array.from({ length: 81 }, (_, k) => cells[(k % 9) * 9 + Math.floor(k / 9)]).join('');
}

const X = row('x');
/** The x puzzle with a 3 at r1c1, where its row, column and box allow it and r8c8 holds one. */
const X_CLASH = `3${X.puzzle.slice(1)}`;
const JIGSAW = ROWS.find((r) => r.rules.startsWith('jigsaw:') && !r.rules.includes('+'))!;
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CLASSIC_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const DIR = mkdtempSync(join(tmpdir(), 'sudoku-rules-'));
function file(name: string, text: string): string {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
}

const COMMANDS: readonly RulesCommand[] = [
  'generate',
  'solve',
  'validate',
  'candidates',
  'hint',
  'rate',
  'print',
  'daily',
];

/** The arguments that run `command` on the x puzzle (or make a puzzle) under `rules`. */
function argsFor(command: RulesCommand, rules: string): string[] {
  if (command === 'generate') return ['generate', '--rules', rules, '--seed', '1', '--empty', '40'];
  if (command === 'daily') return ['daily', '2026-12-25', '--rules', rules];
  if (command === 'print') return ['print', '--rules', rules, X.puzzle];
  return [command, '--rules', rules, X.puzzle];
}

describe('--rules on every command', () => {
  it('x at r1c1 and r8c8: validate names the main diagonal and exits 1; classic validate finds nothing', async () => {
    const run = await runInProcess(['validate', '--rules', 'x', X_CLASH]);
    expect(run).toEqual({ code: 1, stdout: 'invalid: 3 in the main diagonal at r1c1 r8c8\n', stderr: '' });
    expect(await runInProcess(['validate', X_CLASH])).toEqual({ code: 0, stdout: 'valid\n', stderr: '' });
    // The validator says the same, cell for cell.
    const conflicts = SudokuValidator.validate(SudokuBoard.parse(X_CLASH), {
      rules: SudokuRules.parse('x'),
    }).conflicts;
    expect(conflicts.map((c) => [c.unit, c.cells])).toEqual([['diagonal', [0, 70]]]);
  });

  it('validate names every kind of region and neighbour pair', async () => {
    const jigsaw = SudokuRules.parse(JIGSAW.rules);
    // Two cells of jigsaw region 1 (r1c1 and another), in different rows, columns and boxes.
    const box = (c: number): number => Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3);
    const other = jigsaw.regions
      .find((r) => r.kind === 'jigsaw' && r.index === 0)!
      .cells.find((c) => c >= 9 && c % 9 !== 0 && box(c) !== 0)!;
    const jigsawBoard = `1${'.'.repeat(other - 1)}1${'.'.repeat(80 - other)}`;
    const cases: [string, string, string][] = [
      ['x', `.${'.'.repeat(7)}1${'.'.repeat(63)}1${'.'.repeat(8)}`, '1 in the anti-diagonal at r1c9 r9c1'],
      [
        'windoku',
        `${'.'.repeat(10)}1${'.'.repeat(19)}1${'.'.repeat(50)}`,
        '1 in window group 1 at r2c2 r4c4',
      ],
      [
        JIGSAW.rules,
        jigsawBoard,
        `1 in jigsaw region 1 at r1c1 r${Math.floor(other / 9) + 1}c${(other % 9) + 1}`,
      ],
      [
        'anti-knight',
        `${'.'.repeat(20)}1${'.'.repeat(10)}1${'.'.repeat(49)}`,
        "1 a knight's move apart at r3c3 r4c5",
      ],
      [
        'anti-king',
        `${'.'.repeat(20)}1${'.'.repeat(9)}1${'.'.repeat(50)}`,
        "1 a king's move apart at r3c3 r4c4",
      ],
      ['non-consecutive', `45${'.'.repeat(79)}`, '4 and 5 next to each other at r1c1 r1c2'],
    ];
    for (const [rules, board, text] of cases) {
      expect(await runInProcess(['validate', '--rules', rules, board]), rules).toEqual({
        code: 1,
        stdout: `invalid: ${text}\n`,
        stderr: '',
      });
    }
  });

  it('validate --format json gives rules, and name beside unit and number; classic JSON has neither', async () => {
    const run = await runInProcess(['validate', '--rules', 'windoku+x', '--format', 'json', X_CLASH]);
    expect(JSON.parse(run.stdout)).toEqual({
      line: 1,
      rules: 'x+windoku',
      valid: false,
      complete: false,
      conflicts: [
        { unit: 'diagonal', number: 1, name: 'the main diagonal', value: 3, cells: ['r1c1', 'r8c8'] },
      ],
    });
    const pair = await runInProcess([
      'validate',
      '--rules',
      'anti-king',
      '--format',
      'json',
      `${'.'.repeat(20)}1${'.'.repeat(9)}1${'.'.repeat(50)}`,
    ]);
    expect((JSON.parse(pair.stdout) as { conflicts: unknown }).conflicts).toEqual([
      { unit: 'king', value: 1, cells: ['r3c3', 'r4c4'] },
    ]);
    const clash = `55${CLASSIC.slice(2)}`;
    const classic = await runInProcess(['validate', '--format', 'json', clash]);
    expect(classic.stdout).toBe(
      '{"line":1,"valid":false,"complete":false,"conflicts":[{"unit":"row","number":1,"value":5,"cells":["r1c1","r1c2"]},{"unit":"box","number":1,"value":5,"cells":["r1c1","r1c2"]}]}\n',
    );
    expect(await runInProcess(['validate', '--format', 'json', '--rules', 'classic', clash])).toEqual(
      classic,
    );
  });

  it('solve plays every rule set of the fixture: Sudoku Explainer’s solution, and a count of 1 under the rules', async () => {
    for (const { rules, puzzle, solution } of ROWS) {
      const run = await runInProcess(['solve', '--rules', rules, puzzle]);
      expect(run, rules).toEqual({ code: 0, stdout: `${solution}\n`, stderr: '' });
    }
    const counted = await runInProcess(['solve', '--count', '--format', 'json', '--rules', 'x', X.puzzle]);
    expect(JSON.parse(counted.stdout)).toEqual({ line: 1, rules: 'x', count: 1, limit: 2 });
    // Without its rules the puzzle has several solutions.
    expect((await runInProcess(['solve', '--count', X.puzzle])).stdout).toBe('2\n');
    const json = await runInProcess(['solve', '--format', 'json', '--rules', 'x', X_CLASH]);
    expect(JSON.parse(json.stdout)).toEqual({
      line: 1,
      rules: 'x',
      status: 'invalid-board',
      conflicts: ['r1c1', 'r8c8'],
    });
    expect(json.code).toBe(1);
  });

  it('candidates under the rules are the validator’s, and the clashes too', async () => {
    const rules = SudokuRules.parse('x');
    const board = SudokuBoard.parse(X.puzzle);
    const run = await runInProcess(['candidates', '--rules', 'x', '--format', 'json', X.puzzle]);
    const object = JSON.parse(run.stdout) as { rules: string; candidates: string[] };
    expect(object.rules).toBe('x');
    const expected = Array.from({ length: 81 }, (_, k) => {
      const [r, c] = [Math.floor(k / 9), k % 9];
      const value = board.get(r, c);
      return value !== 0
        ? String(value)
        : SudokuValidator.getCandidates(board, r, c, { rules }).join('') || '0';
    });
    expect(object.candidates).toEqual(expected);
    const classic = JSON.parse((await runInProcess(['candidates', '--format', 'json', X.puzzle])).stdout) as {
      candidates: string[];
    };
    expect(classic.candidates[0]).not.toBe(expected[0]);
    expect((await runInProcess(['candidates', '--rules', 'x', X_CLASH])).stdout).toBe(
      'invalid-board r1c1 r8c8\n',
    );
    const grid = await runInProcess(['candidates', '--rules', 'x', X.puzzle]);
    expect(grid.stdout.split('\n')[0]!.trim().split(/\s+/)[0]).toBe(expected[0]);
  });

  it.each(COMMANDS)(
    '%s: a bad rules text is a usage error (exit 2) quoting the library’s message',
    async (command) => {
      const run = await runInProcess(argsFor(command, 'winduko'));
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(
          `^sudoku ${command}: --rules 'winduko': UNKNOWN_RULE unknown rule 'winduko': did you mean 'windoku'\\?`,
        ),
      );
      expect(run.stderr.split('\n')[1]).toBe(`see 'sudoku ${command} --help'`);
      const clash = await runInProcess(argsFor(command, 'latin+jigsaw:123'));
      expect(clash.code).toBe(2);
      expect(clash.stderr).toMatch(/--rules 'latin\+jigsaw:123': (RULES_CLASH|INVALID_JIGSAW) /);
    },
  );

  it.each(COMMANDS)('%s: --rules classic is the command without --rules', async (command) => {
    if (command === 'print' || command === 'generate') return; // a drawn seed; checked below with --seed
    const args = argsFor(command, 'classic').map((a) => (a === X.puzzle ? CLASSIC : a));
    const plain = args.filter((a, i) => a !== '--rules' && args[i - 1] !== '--rules');
    expect(await runInProcess(args)).toEqual(await runInProcess(plain));
  });

  it('generate and print: --rules classic changes nothing', async () => {
    const generate = ['generate', '--seed', '3', '--empty', '40', '--count', '2', '--format', 'json'];
    expect(await runInProcess([...generate, '--rules', 'classic'])).toEqual(await runInProcess(generate));
    const print = ['print', '--difficulty', 'easy', '--count', '1', '--seed', '3'];
    expect(await runInProcess([...print, '--rules', 'classic'])).toEqual(await runInProcess(print));
  });

  it.each(COMMANDS)('%s: a variant --rules plays', async (command) => {
    const run = await runInProcess(argsFor(command, 'x'));
    expect(run.stderr).not.toMatch(/classic rules only|unknown key/);
    expect([0, 1]).toContain(run.code);
    expect(run.stdout).not.toBe('');
  });

  it('generate --rules x: puzzles unique under x, each line with its rules', async () => {
    const run = await runInProcess([
      'generate',
      '--rules',
      'x',
      '--seed',
      '5',
      '--count',
      '3',
      '--empty',
      '45',
    ]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatch(/^[1-9.]{81} rules=x$/);
      const solved = await runInProcess(['solve', '--count', line.slice(0, 81), '--rules', 'x']);
      expect(solved.stdout).toBe('1\n');
    }
    // The output reads back with its rules.
    const again = await runInProcess(['solve', '--count', file('generated.txt', run.stdout)]);
    expect(again.stdout).toBe('1\n1\n1\n');
  });

  it('generate --rules jigsaw draws a layout for each puzzle from its seed', async () => {
    const run = await runInProcess([
      'generate',
      '--rules',
      'jigsaw',
      '--seed',
      '5',
      '--count',
      '2',
      '--empty',
      '40',
      '--format',
      'json',
    ]);
    expect(run.code).toBe(0);
    const objects = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { rules: string; puzzle: string });
    const layouts = objects.map((o) => SudokuRules.parse(o.rules));
    expect(layouts.every((r) => r.layout === 'jigsaw')).toBe(true);
    expect(layouts[0]!.jigsaw).not.toBe(layouts[1]!.jigsaw);
    const again = await runInProcess([
      'generate',
      '--rules',
      'jigsaw',
      '--seed',
      '5:1',
      '--empty',
      '40',
      '--format',
      'json',
    ]);
    expect((JSON.parse(again.stdout) as { rules: string }).rules).toBe(objects[1]!.rules);
  });

  it('hint and rate play the rules', async () => {
    const hint = await runInProcess(['hint', '--rules', 'x', '--format', 'json', X.puzzle]);
    expect(hint.code).toBe(0);
    expect(JSON.parse(hint.stdout)).toMatchObject({ rules: 'x', status: 'step' });
    const rate = await runInProcess(['rate', '--rules', 'x', '--format', 'json', X.puzzle]);
    expect(rate.code).toBe(0);
    const er = Number(
      fixtureLines('variants-se.tsv')
        .find((l) => l.startsWith(`x\t${X.puzzle}\t`))!
        .split('\t')[3],
    );
    expect(JSON.parse(rate.stdout)).toMatchObject({ rules: 'x', rating: er });
  });
});

describe('a line’s own rules', () => {
  it('a file of jigsaw puzzles with different layouts solves each under its own layout', async () => {
    const layout = JIGSAW.rules.slice('jigsaw:'.length);
    const path = file(
      'jigsaw.txt',
      [
        `${JIGSAW.puzzle} rules=jigsaw:${layout}`,
        `${transpose(JIGSAW.puzzle)}\trules=jigsaw:${transpose(layout)}`,
        `${X.puzzle},extra field,rules=x`,
        CLASSIC,
      ].join('\n') + '\n',
    );
    const run = await runInProcess(['solve', path]);
    expect(run).toEqual({
      code: 0,
      stdout: `${JIGSAW.solution}\n${transpose(JIGSAW.solution)}\n${X.solution}\n${CLASSIC_SOLUTION}\n`,
      stderr: '',
    });
    const json = await runInProcess(['solve', '--format', 'json', path]);
    const rules = json.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { rules?: string }).rules);
    expect(rules[0]).toBe(JIGSAW.rules);
    expect(rules[1]).toBe(SudokuRules.parse(`jigsaw:${transpose(layout)}`).toString());
    expect(rules.slice(2)).toEqual(['x', undefined]);
  });

  it('a line’s rules override --rules; rules=classic plays the classic rules', async () => {
    const path = file('override.txt', `${X_CLASH} rules=windoku\n${X_CLASH}\n${X_CLASH} rules=classic\n`);
    const run = await runInProcess(['validate', '--rules', 'x', path]);
    expect(run.stdout).toBe('valid\ninvalid: 3 in the main diagonal at r1c1 r8c8\nvalid\n');
    expect(run.code).toBe(1);
  });

  it('a line rules=TEXT alone gives the next puzzle its rules: a line, or a grid', async () => {
    const grid = SudokuBoard.parse(X_CLASH).format();
    const path = file('grids.txt', `rules=x\n${grid}\n\n${grid}\n\nrules=x\n${grid}\n`);
    expect(await runInProcess(['validate', path])).toEqual({
      code: 1,
      stdout:
        'invalid: 3 in the main diagonal at r1c1 r8c8\nvalid\ninvalid: 3 in the main diagonal at r1c1 r8c8\n',
      stderr: '',
    });
    const lines = file('lines.txt', `rules=x\n${X_CLASH}\n${X_CLASH}\n`);
    expect((await runInProcess(['validate', lines])).stdout).toBe(
      'invalid: 3 in the main diagonal at r1c1 r8c8\nvalid\n',
    );
  });

  it('a bad rules text fails its line alone, with the library’s code at its column', async () => {
    const path = file('bad.txt', `${X.puzzle} rules=winduko\n${X.puzzle} rules=x+x\n${X_CLASH} rules=x\n`);
    const run = await runInProcess(['validate', path]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('invalid: 3 in the main diagonal at r1c1 r8c8\n');
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      /^line 1: UNKNOWN_RULE rules: unknown rule 'winduko': did you mean 'windoku'\?.* \(column 89\)$/,
    );
    expect(lines[1]).toMatch(/^line 2: RULES_CLASH rules: .* \(column 91\)$/);
    const json = await runInProcess(['validate', '--format', 'json', path]);
    expect(JSON.parse(json.stdout.split('\n')[0]!)).toMatchObject({
      line: 1,
      error: 'UNKNOWN_RULE',
      column: 89,
    });
  });

  it.each(COMMANDS.filter((c) => c !== 'generate' && c !== 'daily'))(
    '%s: a line’s variant rules play',
    async (command) => {
      const path = file(`${command}.txt`, `${X.puzzle} rules=x\n`);
      const run = await runInProcess([command, path]);
      expect(run.stderr).not.toMatch(/UNSUPPORTED_RULES|unknown key/);
      expect(run.stdout).not.toBe('');
    },
  );

  it('the record cutter reads rules fields and rules lines, in line, grid and auto mode', () => {
    const cut = (mode: 'line' | 'grid' | 'auto', text: string): InputRecord[] => {
      const cutter = new RecordCutter(mode);
      const out: InputRecord[] = [];
      text.split('\n').forEach((line, i) => {
        cutter.push(line, i + 1, out);
      });
      cutter.end(out);
      return out;
    };
    const [a, b, c] = cut(
      'line',
      `${CLASSIC} rules=x\n${CLASSIC}:2:rules=x+windoku\trules=y\nrules=latin\n${CLASSIC}`,
    );
    expect([a!.rules, a!.rulesColumn, a!.rulesLine]).toEqual(['x', 89, undefined]);
    expect([b!.text, b!.rules, b!.rulesColumn]).toEqual([CLASSIC, 'x+windoku', 91]);
    expect([c!.line, c!.rules, c!.rulesLine, c!.rulesColumn]).toEqual([4, 'latin', 3, 7]);
    // `rules=` inside another field is no rules field.
    expect(cut('line', `${CLASSIC} norules=x`)[0]!.rules).toBeUndefined();
    const grid = SudokuBoard.parse(CLASSIC).format();
    const grids = cut('auto', `rules=x\n${grid}\n\n${grid}`);
    expect(grids.map((r) => [r.line, r.rules, r.rowLines?.length])).toEqual([
      [2, 'x', 9],
      [14, undefined, 9],
    ]);
  });
});

describe('--rules through worker threads', () => {
  beforeAll(buildOnce);

  it('the program with --jobs 2 gives what the in-process run gives', async () => {
    const lines = ROWS.map((r) => `${r.puzzle} rules=${r.rules}`).join('\n') + '\n';
    const path = file('all.txt', lines);
    const run = await sudoku(['solve', '--jobs', '2', '--format', 'json', path]);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(ROWS.length);
    const inProcess = await runInProcess(['solve', '--jobs', '2', '--format', 'json', path]);
    expect([run.stdout, run.stderr]).toEqual([inProcess.stdout, inProcess.stderr]);
  });
});
