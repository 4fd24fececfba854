/**
 * Files the program writes: `print --output FILE` and the pictures of `--svg DIR`.
 *
 * Both are checked before any work starts, so that a wrong path is a usage error at once and not
 * after seconds of generation, and checked without calls that can hang: Node 20's
 * `mkdirSync(…, { recursive: true })` never returns for a path under `/proc`, so directories are
 * made one level at a time under the nearest one that exists.
 *
 * A page is written whole or not at all: to a temporary file beside it, renamed over the target
 * once complete. A failed write (a full disk) removes the temporary file and leaves an existing
 * file as it was, so no half-written page is ever left looking complete. A target that is not a
 * regular file (a device, a FIFO), or whose directory takes no new file, is written directly; a
 * regular file whose direct write fails is emptied, never left cut short.
 */
import {
  accessSync,
  constants,
  mkdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { systemReason } from './output.js';
import { UsageError, shorten } from './command.js';

/** A checked output file: where the text goes, and whether it is renamed into place. */
export interface OutputFile {
  /** The path as the user wrote it, for messages. */
  readonly name: string;
  /** The file written in the end (symbolic links followed). */
  readonly path: string;
  /** Written to a temporary file beside it, then renamed (a regular file, or a new one). */
  readonly atomic: boolean;
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    throw error;
  }
}

function shown(path: string): string {
  return `'${shorten(path, 100)}'`;
}

/** Why `dir` (which exists) cannot take new files, or null when it can. */
function unwritableDirectory(dir: string): string | null {
  const stat = statSync(dir);
  if (!stat.isDirectory()) return 'not a directory';
  try {
    accessSync(dir, constants.W_OK);
    return null;
  } catch (error) {
    return systemReason(error);
  }
}

/**
 * Checks that `name` can be written, before any work: its directory exists and takes files, and
 * the file itself, when it exists, is no directory and can be written. A usage error otherwise:
 * `cannot write to 'out/x.html': no such directory 'out'`.
 */
export function checkOutputFile(name: string): OutputFile {
  const fail = (reason: string): never => {
    throw new UsageError(`cannot write to ${shown(name)}: ${reason}`);
  };
  try {
    const stat = statOrNull(name);
    if (stat !== null) {
      if (stat.isDirectory()) fail('is a directory');
      accessSync(name, constants.W_OK);
      const path = realpathSync(name);
      return { name, path, atomic: stat.isFile() };
    }
    const dir = dirname(resolve(name));
    const parent = statOrNull(dir);
    if (parent === null) fail(`no such directory ${shown(dirname(name))}`);
    const problem = unwritableDirectory(dir);
    if (problem !== null) fail(`${shown(dirname(name))}: ${problem}`);
    return { name, path: resolve(name), atomic: true };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    return fail(systemReason(error));
  }
}

/**
 * Writes `text` to a checked output file, whole or not at all (see the module's comment). On
 * failure, throws an `Error` whose message names the file and the reason.
 */
export function writeOutputFile(file: OutputFile, text: string): void {
  const failure = (error: unknown, note = ''): Error =>
    new Error(`cannot write to ${shown(file.name)}: ${systemReason(error)}${note}`, { cause: error });
  if (file.atomic) {
    const temporary = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`);
    let made = false;
    try {
      writeFileSync(temporary, '', { flag: 'wx' });
      made = true;
      writeFileSync(temporary, text);
      renameSync(temporary, file.path);
      return;
    } catch (error) {
      if (made) {
        try {
          unlinkSync(temporary);
        } catch {
          // already gone
        }
        throw failure(error);
      }
      // The directory takes no new file (a file of /proc, a read-only directory): written directly.
    }
  }
  try {
    writeFileSync(file.path, text);
  } catch (error) {
    // A regular file cut short would look like a page: emptied, and the message says so.
    let note = '';
    try {
      if (statSync(file.path).isFile() && statSync(file.path).size > 0) {
        writeFileSync(file.path, '');
        note = ' (the file is left empty)';
      }
    } catch {
      // nothing more can be done with it
    }
    throw failure(error, note);
  }
}

/**
 * Makes sure `dir` is a directory that takes files, making it and its missing parents one level
 * at a time (never `recursive`, which can hang); a usage error names the reason otherwise.
 */
export function ensureDirectory(dir: string, option: string): void {
  const fail = (reason: string): never => {
    throw new UsageError(`${option} ${shown(dir)} is not a directory that can be written: ${reason}`);
  };
  const missing: string[] = [];
  let at = resolve(dir);
  try {
    let stat = statOrNull(at);
    while (stat === null) {
      missing.push(at);
      const up = dirname(at);
      if (up === at) break;
      at = up;
      stat = statOrNull(at);
    }
    if (stat !== null) {
      const problem = unwritableDirectory(at);
      if (problem !== null) fail(missing.length === 0 ? problem : `${shown(at)}: ${problem}`);
    }
    for (const path of missing.reverse()) mkdirSync(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    fail(`cannot make it (${systemReason(error)})`);
  }
  try {
    // Made, or there already: checked again, as another process may have made a file of that name.
    const problem = unwritableDirectory(resolve(dir));
    if (problem !== null) fail(problem);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    fail(systemReason(error));
  }
}

/** Writes a file of a batch; returns the reason it failed (`no space left on device`), or null. */
export function writeFileOrReason(path: string, text: string): string | null {
  try {
    writeFileSync(path, text);
    return null;
  } catch (error) {
    return systemReason(error);
  }
}
