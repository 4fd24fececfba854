/**
 * The pictures in docs/pictures/ (shown by docs/pictures.md, docs/teaching.md and the README) are what the renderer
 * draws today: `npx tsx scripts/pictures.ts` redraws them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPictures } from '../../scripts/pictures.js';

const dir = new URL('../../docs/pictures/', import.meta.url);

describe('docs/pictures', () => {
  const pictures = docPictures();

  for (const [name, svg] of pictures) {
    it(`${name} is up to date (npx tsx scripts/pictures.ts redraws it)`, () => {
      expect(svg === readFileSync(new URL(name, dir), 'utf8')).toBe(true);
    });
  }

  it('holds no other file, and every picture is shown in the docs', () => {
    expect(readdirSync(dir).sort()).toEqual([...pictures.keys()].sort());
    const guide = ['../pictures.md', '../teaching.md']
      .map((page) => readFileSync(new URL(page, dir), 'utf8'))
      .join('\n');
    for (const name of pictures.keys()) expect(guide).toContain(`(pictures/${name})`);
    expect(readFileSync(new URL('../../README.md', dir), 'utf8')).toContain(
      '(docs/pictures/forcing-xy-chain.svg)',
    );
  });
});
