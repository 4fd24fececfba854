/**
 * The pictures of docs/variants.md (`docs/variants/*.svg`) are what the renderer draws today:
 * `UPDATE_GOLDEN=1 npx vitest run test/render/docs-pictures.test.ts` redraws them.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killerDocPictures } from './killer-cases.js';
import { variantDocPictures } from './variant-cases.js';

const dir = new URL('../../docs/variants/', import.meta.url);
const update = process.env.UPDATE_GOLDEN === '1';

describe('docs/variants pictures', () => {
  const pictures = new Map([...variantDocPictures(), ...killerDocPictures()]);

  if (update) {
    mkdirSync(dir, { recursive: true });
    for (const file of readdirSync(dir)) unlinkSync(new URL(file, dir));
    for (const [name, svg] of pictures) writeFileSync(new URL(name, dir), svg);
  }

  for (const [name, svg] of pictures) {
    it(`${name} is up to date (UPDATE_GOLDEN=1 redraws it)`, () => {
      const file = new URL(name, dir);
      expect(existsSync(file), `docs/variants/${name} is missing`).toBe(true);
      expect(svg === readFileSync(file, 'utf8'), `docs/variants/${name} differs`).toBe(true);
    });
  }

  it('holds no other file, and every picture is shown in docs/variants.md', () => {
    expect(readdirSync(dir).sort()).toEqual([...pictures.keys()].sort());
    const guide = readFileSync(new URL('../variants.md', dir), 'utf8');
    for (const name of pictures.keys()) expect(guide).toContain(`(variants/${name})`);
  });
});
