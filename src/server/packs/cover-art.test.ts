import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '../../common/categories';
import { PUBLIC_DIR } from '../paths';
import { DEMO_PACKS } from '../seed/demo-packs';
import { coverSvg } from './cover-art';

describe('generated covers', () => {
  it('draw the demo packs’ covers exactly as they are served', () => {
    for (const { slug, category } of DEMO_PACKS) {
      expect(coverSvg(slug, category), slug).toBe(
        readFileSync(join(PUBLIC_DIR, 'images/packs', `${slug}.svg`), 'utf8'),
      );
    }
  });

  it('draw a different cover for every category, and one for a pack without a category', () => {
    const covers = new Set([...CATEGORY_IDS, '' as const].map((category) => coverSvg('a-pack', category)));
    expect(covers.size).toBe(CATEGORY_IDS.length + 1);
    for (const svg of covers) expect(svg).not.toMatch(/<script|href=|<text/);
  });
});
