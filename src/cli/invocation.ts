/**
 * How the user started the program, so that messages name a command that works where they are:
 * `sudoku` when it runs through its link on the PATH (a global install), `npx sudoku` in a
 * project that installed the package, `node dist/cli.js` in a clone of the repository (what
 * `npm start` runs).
 */
import { basename, extname, isAbsolute, relative } from 'node:path';

/**
 * The words that start the program again, from the script path Node was given (`process.argv[1]`)
 * and the working directory.
 */
export function invocation(script: string | undefined, cwd: string): string {
  if (script === undefined || script === '') return 'sudoku';
  const parts = script.split(/[\\/]/);
  if (parts.includes('node_modules')) return 'npx sudoku';
  if (basename(script, extname(script)) === 'sudoku') return 'sudoku';
  const near = relative(cwd, script);
  const path = near !== '' && !near.startsWith('..') && !isAbsolute(near) ? near : script;
  return /^[\w./\\:@+-]+$/.test(path) ? `node ${path}` : `node '${path.replaceAll("'", "'\\''")}'`;
}

/** {@link invocation} of the running program. */
export function currentInvocation(): string {
  return invocation(process.argv[1], process.cwd());
}
