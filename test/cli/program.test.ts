import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, ROOT, buildOnce, sudoku } from './helpers.js';
import { runInProcess } from './inline-pool.js';

const COMMANDS = ['generate', 'solve', 'validate', 'rate', 'hint', 'candidates', 'daily'];
const VERSION = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;

beforeAll(buildOnce);

// A child process costs a tenth of a second of CPU time: the checks of what the program prints for
// its arguments alone run it in this process (`runInProcess`), one of each kind as a real process.

/** The escape character written out, so patterns can match it. */
function visible(text: string): string {
  return text.replaceAll('\u001b', 'ESC');
}

describe('the sudoku program', () => {
  it('lists every command in its help', async () => {
    const { stdout, stderr, code } = await sudoku(['--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: sudoku <command>/);
    for (const name of COMMANDS) expect(stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(await runInProcess(['--help'])).toEqual({ stdout, stderr, code });
    expect((await runInProcess(['help'])).stdout).toBe(stdout);
  });

  it.each(COMMANDS)('prints the help of %s with --help, -h and help NAME, exit 0', async (name) => {
    const long = await runInProcess([name, '--help']);
    expect(long.code).toBe(0);
    expect(long.stderr).toBe('');
    expect(long.stdout).toMatch(new RegExp(`^Usage: sudoku ${name} `));
    expect(long.stdout).toMatch(/\nOptions:\n/);
    expect(long.stdout).toMatch(/\nExamples?:\n/);
    expect(
      await runInProcess(name === 'solve' ? [name, '-h', '--bogus-option-ignored'] : ['help', name]),
    ).toEqual(long);
  });

  it('npm start says that it is building before the build runs', async () => {
    const { execFileSync } = await import('node:child_process');
    const scripts = (
      JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const [announce, build] = scripts.start!.split(' && ');
    expect(build).toMatch(/^npm run build/);
    // The first command of the script, run as npm would run it, before the silent build.
    const said = execFileSync('sh', ['-c', `${announce!} 2>&1`], { cwd: ROOT, encoding: 'utf8' });
    expect(said).toMatch(/^Building .*\n$/);
  });

  it('prints the package version', async () => {
    expect(await sudoku(['--version'])).toEqual({ stdout: `${VERSION}\n`, stderr: '', code: 0 });
    expect(await runInProcess(['-v'])).toEqual({ stdout: `${VERSION}\n`, stderr: '', code: 0 });
    expect((await runInProcess(['solve', '--version'])).stdout).toBe(`${VERSION}\n`);
  });

  it('exits 2 with the help for no command, and one line plus where the help is for a wrong one', async () => {
    const none = await sudoku([]);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^Usage: sudoku <command>/);
    const unknown = await runInProcess(['slove']);
    expect(unknown).toEqual({
      stdout: '',
      stderr: "sudoku: unknown command 'slove' (did you mean 'solve'?)\nsee 'sudoku --help'\n",
      code: 2,
    });
    expect((await runInProcess(['help', 'slove'])).code).toBe(2);
    const option = await runInProcess(['validate', '--colour']);
    expect(option).toEqual({
      stdout: '',
      stderr: "sudoku validate: unknown option '--colour'\nsee 'sudoku validate --help'\n",
      code: 2,
    });
  });

  it('draws a progress bar on stderr only when asked (stderr is not a terminal here)', async () => {
    // Forced, the bar is drawn from the start: on a busy machine before the first answer, at 0/s
    // with no time left to show yet ('ETA ?').
    const args = ['generate', '--seed', '5', '--count', '30', '--jobs', '1'];
    const quiet = await runInProcess(args);
    expect(quiet.stderr).toBe('');
    const shown = await runInProcess([...args, '--progress']);
    expect(shown.stdout).toBe(quiet.stdout);
    expect(visible(shown.stderr)).toMatch(
      /^\r\[[#.]{24}\] [\d,]+\/30 {2}[\d,]+\/s {2}ETA (\?|\d+s|\d+m\d\ds|\d+h\d\dm)ESC\[K/,
    );
    expect(shown.stderr.endsWith('\r\x1b[K')).toBe(true);
    const solved = await runInProcess([
      'solve',
      '--progress',
      '--jobs',
      '1',
      `${ROOT}/test/fixtures/top1465.txt`,
    ]);
    expect(visible(solved.stderr)).toMatch(
      /^\r\[[#.]{24}\] [\d,]+\/~[\d,]+ {2}[\d,]+\/s {2}ETA (\?|\d+s|\d+m\d\ds|\d+h\d\dm)ESC\[K/,
    );
    expect(solved.stderr).not.toContain('\n');
  });

  it('erases the progress bar and ends by SIGINT on Ctrl-C during a long run', async () => {
    const { spawn } = await import('node:child_process');
    const args = [CLI, 'generate', '--count', '1000000', '--jobs', '1', '--progress'];
    const result = await new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        if (stderr === '') child.kill('SIGINT');
        stderr += chunk;
      });
      child.on('close', (_code, signal) => {
        resolve({ signal, stderr });
      });
    });
    // Ended by the signal itself, as a shell expects (it reports status 130).
    expect(result.signal).toBe('SIGINT');
    expect(result.stderr.endsWith('\r\u001b[K')).toBe(true);
  });

  it('stops quietly when the reader of its output goes away', async () => {
    // 49,158 solutions would not fit a pipe buffer: the child's stdout is closed after the first chunk.
    const { spawn } = await import('node:child_process');
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [
        CLI,
        'solve',
        '--jobs',
        '1',
        `${ROOT}/test/fixtures/17-clue.txt`,
      ]);
      child.stdout.once('data', () => child.stdout.destroy());
      child.on('close', resolve);
    });
    expect(code).toBe(0);
  });
});
