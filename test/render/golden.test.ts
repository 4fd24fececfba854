/**
 * Golden pictures: every picture of `cases.ts` must equal its file in `golden/` byte for byte.
 * `UPDATE_GOLDEN=1 npx vitest run test/render/golden.test.ts` rewrites the files (review the diff,
 * and look at them: they are SVG).
 */
import { existsSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenPictures } from './cases.js';

const dir = new URL('./golden/', import.meta.url);
const update = process.env.UPDATE_GOLDEN === '1';

describe('golden pictures', () => {
  const pictures = goldenPictures();

  if (update) {
    for (const file of readdirSync(dir)) if (file.endsWith('.svg')) unlinkSync(new URL(file, dir));
    for (const [name, svg] of pictures) writeFileSync(new URL(`${name}.svg`, dir), svg);
  }

  for (const [name, svg] of pictures) {
    it(`${name}.svg is up to date`, () => {
      const file = new URL(`${name}.svg`, dir);
      expect(existsSync(file), `${name}.svg is missing: UPDATE_GOLDEN=1 regenerates it`).toBe(true);
      expect(svg === readFileSync(file, 'utf8'), `${name}.svg differs: UPDATE_GOLDEN=1 regenerates it`).toBe(
        true,
      );
    });
  }

  it('has no stale files', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual([...pictures.keys()].map((n) => `${n}.svg`).sort());
  });
});
