/**
 * Usage errors, help texts and the lines that name other commands, each against what it
 * describes; then the command line drawn from the option grammar: valid command lines (bounded, so each run is
 * short), and the same lines with one mistake (a value out of range or of the wrong form, a
 * misspelled option or command, a value no option takes). Every run must end with status 0, 1
 * or 2 — 0 or 1 for a valid line, 2 for a mistake, with at most two lines on stderr that name
 * it — and never with an internal error.
 *
 * The program runs in this process (`runProgram`, with stdout and stderr captured), so a case
 * costs what its work costs, not a process start. Worker threads are replaced by a pool that
 * runs each batch here, through the same tasks: the threads themselves are tested with the real
 * program in the other files of `test/cli/` and in `test/hardening/cli-fuzz.test.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SUDOKU_LIMITS,
  SUDOKU_RATING_BANDS,
  SudokuDifficulty,
  SudokuSymmetry,
  type SudokuLimit,
} from '../../src/index.js';
import { editDistance } from '../../src/internal/args.js';
import { CLI_LIMITS } from '../../src/cli/command.js';
import { invocation } from '../../src/cli/invocation.js';
import { COMMANDS } from '../../src/cli/program.js';
import { size } from '../sample.js';
import { ROOT } from './helpers.js';
import { runInProcess, useInlinePool, type Run } from './inline-pool.js';

useInlinePool();

const DIR = join(ROOT, `.tmp/cli-usage-${String(process.pid)}`);
const FILE = join(DIR, 'puzzles.txt');
/** Puzzles that every command answers in a few milliseconds (easy, or solved, or clashing). */
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const CLASH = '55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

beforeAll(() => {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(FILE, `${PUZZLE}\n${SOLVED}\n`);
});

afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
});

const sudoku = runInProcess;

afterEach(() => {
  vi.restoreAllMocks();
});

/** One option as written: `--name value`, `--name=value`, or the short form. */
type Written = readonly string[];

function write(name: string, value: string | null, short?: string): fc.Arbitrary<Written> {
  if (value === null) return fc.constant([`--${name}`]);
  const forms: Written[] = [[`--${name}=${value}`]];
  if (!value.startsWith('-') && value !== '') {
    forms.push([`--${name}`, value]);
    if (short !== undefined) forms.push([`-${short}`, value]);
  }
  return fc.constantFrom(...forms);
}

/** Options in any order (their order does not matter to the program). */
function lineOf(parts: readonly fc.Arbitrary<Written>[]): fc.Arbitrary<string[]> {
  return fc
    .tuple(...parts)
    .chain((written) => fc.shuffledSubarray(written, { minLength: written.length }))
    .map((written) => written.flat());
}

const integer = (min: number, max: number): fc.Arbitrary<string> => fc.integer({ min, max }).map(String);
const choice = (...values: string[]): fc.Arbitrary<string> => fc.constantFrom(...values);
const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.option(arbitrary, { nil: null, freq: 2 });
const flag = (name: string): fc.Arbitrary<Written> => fc.constantFrom<Written>([], [`--${name}`]);
const progress = fc.constantFrom<Written>([], ['--progress'], ['--no-progress']);
const jobs = optional(integer(1, 4)).chain((n) => (n === null ? fc.constant([]) : write('jobs', n, 'j')));
/** `--timeout MS` of rate and hint: long enough for any puzzle drawn, or left out. */
const timeout = optional(integer(60_000, 600_000)).chain((n) =>
  n === null ? fc.constant([]) : write('timeout', n),
);
const date = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const seed = fc.oneof(integer(-1e6, 1e6), fc.stringMatching(/^[a-z][a-z0-9:]{0,11}$/));
const puzzles = fc.array(fc.constantFrom(PUZZLE, SOLVED, CLASH, FILE), { minLength: 1, maxLength: 3 });

/**
 * Valid `generate` lines: up to 20 puzzles by clue count alone, up to 3 in an easy band, one in
 * the default (medium) band, so that each run takes milliseconds.
 */
const generateLine = fc
  .record({
    band: fc.oneof(
      fc.constant<Written>([]),
      fc.constant<Written>(['--difficulty', 'easy']),
      fc.constant<Written>(['-d', 'easy']),
      fc.constantFrom<Written>(['--rating', '0-1.5'], ['--rating=0-2.0']),
    ),
    empty: optional(integer(0, 64)),
    attempts: optional(integer(1, 1000)),
    symmetry: optional(fc.constantFrom(...Object.values(SudokuSymmetry))),
    seeded: fc.oneof(
      fc.constant<Written>([]),
      seed.chain((s) => write('seed', s, 's')),
      fc.constant<Written>(['--daily']),
      date.chain((d) => fc.constantFrom<Written>(['--daily', d], [`--daily=${d}`])),
    ),
    count: optional(integer(1, 20)),
    format: optional(choice('line', 'grid', 'json')),
  })
  .chain((o) => {
    const banded = o.band.length > 0;
    const parts: fc.Arbitrary<Written>[] = [fc.constant(o.band), fc.constant(o.seeded), jobs, progress];
    // In a band: 30 to 45 empty cells (about the easy band's target) and 3 puzzles, so each is quick.
    const empty = banded && o.empty !== null ? String(30 + (Number(o.empty) % 16)) : o.empty;
    if (empty !== null) parts.push(write('empty', empty, 'e'));
    if (banded && o.attempts !== null) parts.push(write('attempts', o.attempts));
    if (o.symmetry !== null) parts.push(write('symmetry', o.symmetry));
    // Neither a band nor --empty is the default medium band: one puzzle then.
    const count =
      o.count === null || (!banded && o.empty === null)
        ? null
        : banded
          ? String(Math.min(Number(o.count), 3))
          : o.count;
    if (count !== null) parts.push(write('count', count, 'n'));
    if (o.format !== null) parts.push(write('format', o.format, 'f'));
    return lineOf(parts).map((rest) => ['generate', ...rest]);
  });

/** Valid lines of the commands that read puzzles, given as arguments or in a file. */
function readerLine(
  command: string,
  own: readonly fc.Arbitrary<Written>[],
  formats: string[],
): fc.Arbitrary<string[]> {
  const format = optional(fc.constantFrom(...formats)).chain((f) =>
    f === null ? fc.constant<Written>([]) : write('format', f, 'f'),
  );
  // Some part of the input: puzzles as arguments and files split alike (see shard.test.ts).
  const shard = optional(fc.integer({ min: 1, max: 4 })).chain((n) =>
    n === null
      ? fc.constant<Written>([])
      : fc.integer({ min: 1, max: n }).chain((i) => write('shard', `${String(i)}/${String(n)}`)),
  );
  return fc
    .tuple(lineOf([format, progress, shard, ...own]), puzzles)
    .map(([options, inputs]) => [command, ...options, ...inputs]);
}

const validLine = fc.oneof(
  { weight: 4, arbitrary: generateLine },
  {
    weight: 2,
    arbitrary: readerLine(
      'solve',
      [
        jobs,
        fc.oneof(
          fc.constant<Written>([]),
          fc.constant<Written>(['--count=']),
          integer(1, 1000).chain((n) => write('count', n)),
        ),
      ],
      ['line', 'json'],
    ),
  },
  { weight: 1, arbitrary: readerLine('solve', [jobs], ['grid']) },
  { weight: 1, arbitrary: readerLine('validate', [flag('complete')], ['line', 'json']) },
  { weight: 1, arbitrary: readerLine('rate', [jobs, flag('steps'), timeout], ['line', 'json']) },
  {
    weight: 1,
    arbitrary: readerLine(
      'hint',
      [
        jobs,
        timeout,
        optional(choice('small', 'big', 'full')).chain((c) =>
          c === null ? fc.constant([]) : write('clue', c),
        ),
      ],
      ['line', 'json'],
    ),
  },
  { weight: 1, arbitrary: readerLine('candidates', [], ['grid', 'json']) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(optional(date), fc.constantFrom<Written>([], ['--difficulty', 'easy'], ['-d', 'easy']))
      .map(([d, difficulty]) => ['daily', ...(d === null ? [] : [d]), ...difficulty]),
  },
);

/** Values outside `limit` or not integers at all, as a user might type them. */
function outside(limit: SudokuLimit, optionalValue: boolean): fc.Arbitrary<string> {
  // An option whose value may be left out takes '' as its default.
  const words = ['1.5', '1e3', '0x10', ' 5', 'NaN', '9'.repeat(40), '-1'];
  if (!optionalValue) words.push('');
  if (limit.min > 0) words.push(String(limit.min - 1));
  return fc.oneof(
    fc.integer({ min: 1, max: 1000 }).map((above) => String(BigInt(limit.max) + BigInt(above))),
    fc.integer({ min: -1000, max: -1 }).map(String),
    fc.constantFrom(...words),
    fc.bigInt({ min: BigInt(limit.max) + 1n, max: 10n ** 30n }).map(String),
  );
}

/** Each command's options that take a checked integer, with the limit the help states. */
const INTEGER_OPTIONS: readonly (readonly [string, string, SudokuLimit])[] = [
  ['generate', 'attempts', SUDOKU_LIMITS.maxAttempts],
  ['generate', 'empty', SUDOKU_LIMITS.emptyCellTarget],
  ['generate', 'count', CLI_LIMITS.count],
  ['generate', 'jobs', CLI_LIMITS.jobs],
  ['solve', 'count', SUDOKU_LIMITS.solutionCount],
  ['solve', 'jobs', CLI_LIMITS.jobs],
  ['rate', 'jobs', CLI_LIMITS.jobs],
  ['hint', 'jobs', CLI_LIMITS.jobs],
];

const optionNames = (command: string): string[] => [
  ...Object.keys(COMMANDS.find((c) => c.name === command)!.options),
  'help',
  'version',
];

/** A word one edit away from `word` (a letter dropped, doubled, replaced or two swapped). */
function misspelled(word: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.integer({ min: 0, max: word.length - 1 }),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
    )
    .map(([i, kind, letter]) => {
      if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
      if (kind === 1) return word.slice(0, i) + letter + word.slice(i);
      if (kind === 2) return word.slice(0, i) + letter + word.slice(i + 1);
      return i + 1 < word.length
        ? word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
        : word + letter;
    });
}

/** A valid line and one mistake in it, with what the message must say. */
interface Mistake {
  readonly argv: string[];
  readonly says: RegExp;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const mistake: fc.Arbitrary<Mistake> = fc.oneof(
  // An integer out of its range, or not an integer, in a line that would otherwise run.
  {
    weight: 2,
    arbitrary: fc
      .tuple(validLine, fc.constantFrom(...INTEGER_OPTIONS))
      .chain(([line, [command, name, limit]]) =>
        fc
          .tuple(outside(limit, command === 'solve' && name === 'count'), fc.boolean())
          .map(([value, apart]) => {
            const base =
              line[0] === command && (name !== 'attempts' || line.includes('easy'))
                ? line
                : command === 'generate'
                  ? ['generate', '--difficulty', 'easy']
                  : [command, PUZZLE];
            // Apart, a value starting with '-' reads as an option (`--count -3`); so does any value
            // of an option whose value may be left out (solve --count), read as an argument then.
            if (apart && (value.startsWith('-') || !(command === 'solve' && name === 'count'))) {
              return {
                argv: [...base, `--${name}`, value],
                says: new RegExp(`--${name}|'${escape(value)}'`),
              };
            }
            return {
              argv: [...base, `--${name}=${value}`],
              says: new RegExp(`--${name} must be an integer`),
            };
          }),
      ),
  },
  // A misspelled option of the command, suggested back when no other option is as near.
  fc.tuple(validLine).chain(([line]) => {
    const names = optionNames(line[0]!);
    return fc
      .constantFrom(...names.filter((n) => n.length >= 4))
      .chain((name) => misspelled(name).map((wrong) => ({ name, wrong })))
      .filter(({ wrong }) => !names.includes(wrong) && wrong.length > 0 && !wrong.startsWith('-'))
      .chain(({ name, wrong }) =>
        // Right after the command or at the end: never between an option and its value.
        fc.constantFrom(1, line.length).map((at) => {
          const rivals = names.filter(
            (n) => n !== name && editDistance(wrong, n) <= editDistance(wrong, name),
          );
          const suggestion = rivals.length === 0 ? ` \\(did you mean '--${escape(name)}'\\?\\)` : '';
          return {
            argv: [...line.slice(0, at), `--${wrong}`, ...line.slice(at)],
            says: new RegExp(`unknown option '--${escape(wrong)}'${suggestion}`),
          };
        }),
      );
  }),
  // A misspelled command.
  fc.tuple(validLine).chain(([line]) =>
    misspelled(line[0]!)
      .filter(
        (wrong) => !COMMANDS.some((c) => c.name === wrong) && wrong !== 'help' && !wrong.startsWith('-'),
      )
      .map((wrong) => ({
        argv: [wrong, ...line.slice(1)],
        says: new RegExp(`unknown command '${escape(wrong)}'`),
      })),
  ),
  // A misspelled program option before the command.
  fc.tuple(validLine, fc.constantFrom('help', 'version')).chain(([line, name]) =>
    misspelled(name)
      .filter((wrong) => wrong !== name && wrong.length > 1 && !['help', 'version'].includes(wrong))
      .map((wrong) => ({
        argv: [`--${wrong}`, ...line],
        says: new RegExp(`^sudoku: unknown option '--${escape(wrong)}'`),
      })),
  ),
  // A part that is none: I or N out of range, or not I/N.
  fc
    .tuple(
      fc.constantFrom('solve', 'validate', 'rate', 'hint', 'candidates', 'generate'),
      fc.oneof(
        fc.constantFrom('0/3', '4/3', '1/0', 'a/b', '1/', '/2', '1/2/3', '', 'envv', '-1/2'),
        fc.integer({ min: 2, max: 1000 }).map((n) => `${String(n)}/${String(n - 1)}`),
      ),
    )
    .map(([command, value]) => ({
      argv: [command, ...(command === 'generate' ? ['--seed', '1'] : [FILE]), `--shard=${value}`],
      says: new RegExp(`--shard must be I/N .*received '${escape(value)}'`),
    })),
  // A value that no option takes.
  fc
    .tuple(
      fc.constantFrom(
        ['generate', 'format'],
        ['generate', 'difficulty'],
        ['generate', 'symmetry'],
        ['solve', 'format'],
        ['solve', 'input'],
        ['validate', 'format'],
        ['rate', 'format'],
        ['hint', 'clue'],
        ['candidates', 'input'],
        ['daily', 'difficulty'],
      ),
      fc.constantFrom('xml', 'hardest', 'spiral', ''),
    )
    .map(([[command, name], value]) => ({
      argv: [
        command,
        ...(command === 'generate' || command === 'daily' ? [] : [PUZZLE]),
        `--${name}=${value}`,
      ],
      says: new RegExp(`--${name}`),
    })),
);

function expectWellEnded(run: Run, argv: readonly string[]): void {
  const what = `sudoku ${argv.join(' ')}`;
  expect(run.stderr, `${what}: ${run.stderr}`).not.toMatch(/internal error/);
  expect([0, 1, 2], `${what}: exit ${String(run.code)}`).toContain(run.code);
  if (run.code === 2) {
    const lines = run.stderr.replace(/\n$/, '').split('\n');
    expect(lines.length, `${what}: ${run.stderr}`).toBeLessThanOrEqual(2);
    expect(lines[0], what).toMatch(/^sudoku( \w+)?: \S/);
    // Line breaks of the program's own are real ones.
    expect(run.stderr, what).not.toContain('\\n');
  }
}

describe('the command line, drawn from the option grammar', () => {
  it('runs every valid command line to status 0 or 1', async () => {
    await fc.assert(
      fc.asyncProperty(validLine, async (argv) => {
        const run = await sudoku(argv);
        expectWellEnded(run, argv);
        expect([0, 1], `sudoku ${argv.join(' ')}: ${run.stderr}`).toContain(run.code);
      }),
      { numRuns: size(150, 1500) },
    );
  });

  it('refuses a line with one mistake with status 2 and a message of at most two lines naming it', async () => {
    await fc.assert(
      fc.asyncProperty(mistake, async ({ argv, says }) => {
        const run = await sudoku(argv);
        expectWellEnded(run, argv);
        expect(run.code, `sudoku ${argv.join(' ')}: ${run.stderr}`).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr.split('\n')[0]).toMatch(says);
      }),
      { numRuns: size(200, 2000) },
    );
  });
});

/** Runs a command and expects a usage error: exit 2, nothing on stdout, the message, then where the help is. */
async function expectUsage(argv: readonly string[], message: string): Promise<void> {
  const command = COMMANDS.some((c) => c.name === argv[0]) ? ` ${argv[0]!}` : '';
  expect(await sudoku(argv)).toEqual({
    code: 2,
    stdout: '',
    stderr: `sudoku${command}: ${message}\nsee 'sudoku${command} --help'\n`,
  });
}

describe('usage errors', () => {
  it('are one line with real line breaks, also when a value looks like an option', async () => {
    await expectUsage(
      ['generate', '--count', '-3'],
      "option '--count' needs a value, and '-3' looks like an option (write --count=-3 if it is the value)",
    );
    await expectUsage(
      ['solve', '--jobs', '-1', 'x'],
      "option '--jobs' needs a value, and '-1' looks like an option (write --jobs=-1 if it is the value)",
    );
    await expectUsage(['generate', '-n'], "option '-n, --count' needs a value");
    await expectUsage(['generate', '--progress=yes'], "option '--progress' takes no value");
    await expectUsage(['solve', PUZZLE, '--count', '-10'], "unknown option '-1' (in '-10')");
    // Control characters the user typed are still shown escaped.
    await expectUsage(
      ['generate', '--seed', '-\u001b[2J'],
      "option '--seed' needs a value, and '-\\x1b[2J' looks like an option (write --seed=-\\x1b[2J if it is the value)",
    );
  });

  it('check every limit against the library table: the largest value passes the check, one more is refused', async () => {
    await expectUsage(
      ['generate', '--attempts', '200000'],
      "--attempts must be an integer from 1 to 100000; received '200000'",
    );
    const cases = [
      ['generate', 'attempts', SUDOKU_LIMITS.maxAttempts, ['--difficulty', 'easy']],
      ['generate', 'empty', SUDOKU_LIMITS.emptyCellTarget, []],
      ['generate', 'count', CLI_LIMITS.count, []],
      ['generate', 'jobs', CLI_LIMITS.jobs, []],
      ['solve', 'count', SUDOKU_LIMITS.solutionCount, [PUZZLE]],
      ['hint', 'jobs', CLI_LIMITS.jobs, [PUZZLE]],
    ] as const;
    for (const [command, name, limit, rest] of cases) {
      const above = String(BigInt(limit.max) + 1n);
      await expectUsage(
        [command, ...rest, `--${name}=${above}`],
        `--${name} must be an integer from ${limit.min} to ${limit.max}; received '${above}'`,
      );
      if (limit.min > 0) {
        await expectUsage(
          [command, ...rest, `--${name}=${limit.min - 1}`],
          `--${name} must be an integer from ${limit.min} to ${limit.max}; received '${limit.min - 1}'`,
        );
      }
    }
    // The largest attempt budget is accepted (an easy puzzle is found at the first attempt).
    const largest = await sudoku([
      'generate',
      '-d',
      'easy',
      '--seed',
      '1',
      `--attempts=${SUDOKU_LIMITS.maxAttempts.max}`,
    ]);
    expect(largest.code).toBe(0);
  });

  it('refuses a rating band whose ends overflow, instead of failing inside the library', async () => {
    await expectUsage(
      ['generate', '--rating', `0-${'9'.repeat(400)}`],
      `--rating must be MIN-MAX on the Sudoku Explainer scale, such as 2.6-4.5; received '0-${'9'.repeat(38)}…'`,
    );
  });

  it('suggest the closest option for a misspelled one, also before the command', async () => {
    await expectUsage(
      ['generate', '--dificulty', 'hard'],
      "unknown option '--dificulty' (did you mean '--difficulty'?)",
    );
    await expectUsage(['rate', '--step'], "unknown option '--step' (did you mean '--steps'?)");
    await expectUsage(['hint', '--clues=big', PUZZLE], "unknown option '--clues' (did you mean '--clue'?)");
    await expectUsage(['--verbose'], "unknown option '--verbose' (did you mean '--version'?)");
    await expectUsage(['--hepl', 'generate'], "unknown option '--hepl' (did you mean '--help'?)");
    await expectUsage(['-x'], "unknown option '-x'");
    await expectUsage(['help', '--verison'], "unknown option '--verison' (did you mean '--version'?)");
    expect(await sudoku(['help', '--help'])).toEqual(await sudoku(['--help']));
    await expectUsage(['generate', '--colour'], "unknown option '--colour'");
  });
});

/** The lines of `help` from the one starting with `start`, up to the next option or blank line. */
function optionText(help: string, start: string): string {
  const lines = help.split('\n');
  const from = lines.findIndex((line) => line.startsWith(start));
  const text = [lines[from]!];
  for (const line of lines.slice(from + 1)) {
    if (!/^ {20,}\S/.test(line)) break;
    text.push(line);
  }
  return text.join(' ').replace(/\s+/g, ' ');
}

describe('help texts', () => {
  it('state the difficulty bands of the library table, and the limits it checks', async () => {
    const difficulties = Object.values(SudokuDifficulty);
    let floor = 0;
    const bands = difficulties.map((difficulty) => {
      const top = SUDOKU_RATING_BANDS[difficulty];
      const text =
        floor === 0
          ? `${difficulty} up to ${top.toFixed(1)}`
          : `${difficulty} ${floor.toFixed(1)}-${top.toFixed(1)}`;
      floor = top + 0.1;
      return text;
    });
    for (const command of ['generate', 'daily']) {
      const { stdout } = await sudoku([command, '--help']);
      const text = optionText(stdout, '  -d, --difficulty');
      expect(text).toContain(`--difficulty ${difficulties.join('|')}`);
      expect(text).toContain(bands.join(', '));
    }
    const { stdout } = await sudoku(['generate', '--help']);
    const { min, max } = SUDOKU_LIMITS.emptyCellTarget;
    expect(optionText(stdout, '  -e, --empty')).toContain(`empty cells, ${min}-${max}.`);
    const attempts = SUDOKU_LIMITS.maxAttempts;
    expect(optionText(stdout, '      --attempts')).toContain(`${attempts.min}-${attempts.max} (default`);
  });

  it('shows in hint --help the sentence and clues its first example prints', async () => {
    const help = (await sudoku(['hint', '--help'])).stdout;
    const example = /^ {2}sudoku hint (\S{81})$/m.exec(help);
    expect(example).not.toBeNull();
    const puzzle = example![1]!;
    const full = (await sudoku(['hint', puzzle])).stdout.trim();
    expect(help).toContain(`The first example below prints:\n\n  ${full}\n`);
    const small = (await sudoku(['hint', '--clue', 'small', puzzle])).stdout.trim();
    const big = (await sudoku(['hint', '--clue', 'big', puzzle])).stdout.trim();
    const said = help.replace(/\s+/g, ' ');
    expect(said).toContain(`small says where to look ('${small}')`);
    expect(said).toContain(`big what to look for ('${big}')`);
  });
});

describe("the daily tour's last line", () => {
  it('names the command that starts the program where it runs', () => {
    const cwd = '/home/me/project';
    expect(invocation('/home/me/project/node_modules/.bin/sudoku', cwd)).toBe('npx sudoku');
    expect(invocation('/home/me/project/node_modules/open-sudoku-engine/dist/cli.js', cwd)).toBe(
      'npx sudoku',
    );
    expect(invocation('C:\\app\\node_modules\\open-sudoku-engine\\dist\\cli.js', 'C:\\app')).toBe(
      'npx sudoku',
    );
    expect(invocation('/usr/local/bin/sudoku', cwd)).toBe('sudoku');
    expect(invocation('/home/me/project/dist/cli.js', cwd)).toBe('node dist/cli.js');
    expect(invocation('/opt/sudoku engine/dist/cli.js', cwd)).toBe("node '/opt/sudoku engine/dist/cli.js'");
    expect(invocation(undefined, cwd)).toBe('sudoku');
  });

  it('ends sudoku daily (and npm start) with that command', async () => {
    const saved = process.argv[1];
    try {
      process.argv[1] = join(ROOT, 'dist/cli.js');
      const here = await sudoku(['daily', '2026-11-29', '-d', 'easy']);
      expect(here.stdout.endsWith('\nMore: node dist/cli.js --help\n')).toBe(true);
      process.argv[1] = join(ROOT, 'node_modules/.bin/sudoku');
      const installed = await sudoku(['daily', '2026-11-29', '-d', 'easy']);
      expect(installed.stdout.endsWith('\nMore: npx sudoku --help\n')).toBe(true);
    } finally {
      process.argv[1] = saved!;
    }
  });
});
