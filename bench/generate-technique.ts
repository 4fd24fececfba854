/**
 * Generation by technique (`generate({ technique })`), one thread: for every technique of the
 * catalogue, in its natural band, puzzles per CPU second and the share of attempts that succeed
 * (puzzles / attempts). Each technique gets a CPU-time cap (`CAP_MS`, at least one puzzle tried),
 * so the whole run stays within minutes; a technique that cannot appear (not rated, or under the
 * classic rules only for variants) is listed with the typed error.
 */
import { fmt, loadLibrary, printTable } from './lib.js';

/** CPU milliseconds per technique (SUDOKU_BENCH_CAP_MS to change). */
const CAP_MS = Number(process.env.SUDOKU_BENCH_CAP_MS ?? 4000);

function cpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export default async function run(): Promise<void> {
  const { SudokuGenerator, SUDOKU_TECHNIQUES, isSudokuError } = await loadLibrary();
  const generator = new SudokuGenerator();
  const rows: string[][] = [];
  const ids = Object.keys(SUDOKU_TECHNIQUES) as (keyof typeof SUDOKU_TECHNIQUES)[];
  for (const id of ids) {
    const info = SUDOKU_TECHNIQUES[id];
    let made = 0;
    let attempts = 0;
    let failed = 0;
    let band = '';
    let error = '';
    const start = cpu();
    for (let seed = 0; cpu() - start < CAP_MS; seed++) {
      const left = Math.max(1, Math.round(CAP_MS - (cpu() - start)));
      try {
        const puzzle = generator.generate({ technique: id, seed, timeout: left });
        made++;
        attempts += puzzle.attempts;
        band ||= puzzle.difficulty ?? '';
      } catch (e) {
        if (!isSudokuError(e)) throw e;
        if (e.code === 'TECHNIQUE_NOT_IN_BAND') {
          error = 'cannot appear (TECHNIQUE_NOT_IN_BAND)';
          break;
        }
        if (e.code === 'RATING_NOT_REACHED') {
          failed++;
          attempts += 1000;
          continue;
        }
        if (e.code === 'TIMEOUT') break;
        throw e;
      }
    }
    const seconds = (cpu() - start) / 1000;
    rows.push([
      id,
      fmt(info.score, 1),
      band,
      error || fmt(made / seconds, 2),
      error ? '' : `${made}`,
      error || attempts === 0 ? '' : `${fmt((100 * made) / attempts, 1)} %`,
      error ? '' : `${failed}`,
    ]);
  }
  printTable(
    `Generation by technique, natural band, one thread, cap ${fmt(CAP_MS / 1000, 1)} CPU s per technique`,
    ['technique', 'base', 'band of first', 'puzzles/s', 'puzzles', 'attempts in band', 'not reached'],
    rows,
  );
}
