/**
 * Writes the cover image of every demo pack to public/images/packs/<slug>.svg, drawn by the same code that draws
 * a studio pack's generated cover (src/server/studio/cover-art.ts).
 *
 * Usage: npx tsx scripts/generate-pack-covers.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PACKS } from '../src/server/seed/demo-packs';
import { coverSvg } from '../src/server/packs/cover-art';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public/images/packs');

mkdirSync(OUT_DIR, { recursive: true });
for (const { slug, category } of DEMO_PACKS) {
  const svg = coverSvg(slug, category);
  writeFileSync(join(OUT_DIR, `${slug}.svg`), svg);
  console.log(`${slug}.svg  ${category}  ${Buffer.byteLength(svg)} bytes`);
}
console.log(`Wrote ${DEMO_PACKS.length} covers to ${OUT_DIR}`);
