/**
 * Rewrites the golden files of the rating's path (`npx tsx test/rating/golden-update.ts`). Run it
 * only when a change of path is intended and explained (in the commit and the changelog): the
 * golden test exists to catch unintended ones.
 */
import { writeFileSync } from 'node:fs';
import { GOLDEN_SETS, pathLine } from './golden-lib.js';

for (const set of GOLDEN_SETS) {
  const lines = set.puzzles().map(pathLine);
  writeFileSync(set.file, lines.join('\n') + '\n');
  console.log(`${set.name}: ${String(lines.length)} puzzles`);
}
