/**
 * Golden pictures: every picture of `cases.ts`, `variant-cases.ts` and `killer-cases.ts`, print pages of variant
 * and killer puzzles (`print-*.html.golden`: an extension Prettier leaves alone), must equal its file
 * in `golden/` byte for byte. `UPDATE_GOLDEN=1 npx vitest run test/render/golden.test.ts` rewrites
 * the files (review the diff, and look at them: they are SVG).
 */
import { existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenPictures } from './cases.js';
import { killerGoldens, killerPrintPage } from './killer-cases.js';
import { variantGoldens, variantPrintPage } from './variant-cases.js';

const dir = new URL('./golden/', import.meta.url);
const update = process.env.UPDATE_GOLDEN === '1';

describe('golden pictures', () => {
  const files = new Map<string, string>();
  for (const [name, svg] of goldenPictures()) files.set(`${name}.svg`, svg);
  for (const [name, svg] of variantGoldens()) files.set(`${name}.svg`, svg);
  files.set('print-variants.html.golden', variantPrintPage());
  for (const [name, svg] of killerGoldens()) files.set(`${name}.svg`, svg);
  files.set('print-killer.html.golden', killerPrintPage());

  if (update) {
    for (const file of readdirSync(dir))
      if (file.endsWith('.svg') || file.endsWith('.golden')) unlinkSync(new URL(file, dir));
    for (const [name, text] of files) writeFileSync(new URL(name, dir), text);
  }

  for (const [name, text] of files) {
    it(`${name} is up to date`, () => {
      const file = new URL(name, dir);
      expect(existsSync(file), `${name} is missing: UPDATE_GOLDEN=1 regenerates it`).toBe(true);
      expect(text === readFileSync(file, 'utf8'), `${name} differs: UPDATE_GOLDEN=1 regenerates it`).toBe(
        true,
      );
    });
  }

  it('has no stale files', () => {
    const found = readdirSync(dir).filter((f) => f.endsWith('.svg') || f.endsWith('.golden'));
    expect(found.sort()).toEqual([...files.keys()].sort());
  });
});
