import type { CategoryId } from '../../common/categories';

/**
 * Pack covers drawn from the pack's category: the demo packs' covers (public/images/packs, written by
 * scripts/generate-pack-covers.ts) and the generated cover of every studio pack without an uploaded one.
 *
 * Each cover is an 800×500 SVG: a gradient in the colours of the pack's category, a few soft background shapes
 * placed from a hash of a seed (the slug or the pack id, so two packs of one category still differ), and a white
 * geometric motif for the category. No text, fonts or external references: safe to serve as an image.
 */

/** Gradient start, gradient end, per category. */
const PALETTES: Record<CategoryId, readonly [string, string]> = {
  'software-app-development': ['#3730a3', '#0ea5e9'],
  'developer-libraries-apis': ['#0f172a', '#0f766e'],
  'business-marketing': ['#f97316', '#be123c'],
  'finance-investing': ['#064e3b', '#10b981'],
  'learning-education': ['#1e3a8a', '#3b82f6'],
  'creative-arts-design': ['#a21caf', '#fb7185'],
  'languages-communication': ['#0e7490', '#6366f1'],
  'career-self-development': ['#6d28d9', '#f59e0b'],
  'legal-compliance-policy': ['#1e293b', '#64748b'],
  'health-wellness': ['#115e59', '#2dd4bf'],
  'sports-fitness-athletics': ['#991b1b', '#f97316'],
  'cooking-culinary-arts': ['#c2410c', '#fbbf24'],
  'handmade-crafting': ['#78350f', '#c98b4a'],
  'gardening-horticulture': ['#14532d', '#65a30d'],
  'sustainability-green-living': ['#065f46', '#0ea5e9'],
  'lifestyle-leisure': ['#f97316', '#6366f1'],
  'pets-animal-care': ['#9d174d', '#fb923c'],
  'academic-research': ['#1e1b4b', '#7c3aed'],
};

/** Shorthand for a translucent white fill used inside motifs. */
const SOFT = 'fill="#fff" fill-opacity=".28"';

/** One motif per category, drawn around (0, 0) within roughly ±140, in white strokes. */
const MOTIFS: Record<CategoryId, string> = {
  // Code brackets: < / >
  'software-app-development': `<path d="M-50-70-120 0l70 70M50-70l70 70-70 70M22-95l-44 190"/>`,
  // Curly braces around a small connected graph
  'developer-libraries-apis':
    `<path d="M-85-95c-30 0-35 10-35 35v30c0 18-8 30-25 30 17 0 25 12 25 30v30c0 25 5 35 35 35M85-95c30 0 35 10 35 35v30c0 18 8 30 25 30-17 0-25 12-25 30v30c0 25-5 35-35 35M0-40-40 35M0-40l40 75M-40 35h80"/>` +
    `<g fill="#fff" stroke="none"><circle cy="-40" r="17"/><circle cx="-40" cy="35" r="17"/><circle cx="40" cy="35" r="17"/></g>`,
  // Target with an arrow
  'business-marketing':
    `<circle r="105"/><circle r="65" ${SOFT}/><circle r="24" fill="#fff"/>` +
    `<path d="M0 0l110-110M78-78v-32M78-78h32M104-104v-32M104-104h32" stroke-width="12"/>`,
  // Rising line chart over bars
  'finance-investing':
    `<path d="M-130-110v210h260"/>` +
    `<g fill="#fff" fill-opacity=".3" stroke="none"><rect x="-95" y="40" width="34" height="55" rx="6"/><rect x="-35" y="10" width="34" height="85" rx="6"/><rect x="25" y="-20" width="34" height="115" rx="6"/><rect x="85" y="-60" width="34" height="155" rx="6"/></g>` +
    `<path d="M-100 20-40-30 0 0l95-95M55-100h45v45"/>`,
  // Graduation cap
  'learning-education':
    `<path d="M0-95 140-40 0 15-140-40Z" ${SOFT}/>` +
    `<path d="M-80-8v58c0 40 160 40 160 0V-8M120-32v80"/><circle cx="120" cy="62" r="12" fill="#fff" stroke="none"/>`,
  // Design primitives: an outlined circle, a tilted square and a solid triangle
  'creative-arts-design':
    `<circle cx="-35" cy="-40" r="68" ${SOFT}/>` +
    `<rect x="5" y="-5" width="115" height="115" rx="16" fill="#fff" fill-opacity=".16" transform="rotate(10 62 52)"/>` +
    `<path d="M-125 112-65 10-5 112Z" fill="#fff" fill-opacity=".92" stroke="none"/>`,
  // Two speech bubbles
  'languages-communication':
    `<path d="M-110-110h140a24 24 0 0 1 24 24v62a24 24 0 0 1-24 24h-90l-40 34V0h-10a24 24 0 0 1-24-24v-62a24 24 0 0 1 24-24Z"/>` +
    `<path d="M110-20H-10a24 24 0 0 0-24 24v62a24 24 0 0 0 24 24h80l30 34V90h10a24 24 0 0 0 24-24V4a24 24 0 0 0-24-24Z" ${SOFT}/>` +
    `<g fill="#fff" stroke="none"><circle cx="10" cy="35" r="10"/><circle cx="50" cy="35" r="10"/><circle cx="90" cy="35" r="10"/></g>`,
  // Ascending steps with a flag
  'career-self-development':
    `<path d="M-140 100h60V50h60V0h60v-50h60v-50h40" />` +
    `<path d="M100-100v-80" stroke-width="10"/><path d="M100-180l55 20-55 20Z" fill="#fff" stroke-width="8"/>`,
  // Balance scale
  'legal-compliance-policy':
    `<path d="M0-115V100M-60 105H60M-115-80H115M-115-80l-35 80M-115-80l-5 80M115-80l35 80M115-80l5 80" stroke-width="10"/>` +
    `<path d="M-165 0h90c0 35-90 35-90 0ZM75 0h90c0 35-90 35-90 0Z" ${SOFT} stroke-width="10"/>` +
    `<circle cy="-118" r="14" fill="#fff" stroke="none"/>`,
  // Heart with a pulse line
  'health-wellness':
    `<path d="M0 105C-70 60-130 15-130-35c0-40 30-70 65-70 30 0 52 17 65 40 13-23 35-40 65-40 35 0 65 30 65 70 0 50-60 95-130 140Z" ${SOFT}/>` +
    `<path d="M-170 0h95l25-45 35 95 30-70 18 20H170" stroke-width="12"/>`,
  // Dumbbell, tilted
  'sports-fitness-athletics':
    `<g transform="rotate(-18)"><path d="M-95 0H95M-150 0h-10M150 0h10" stroke-width="18"/>` +
    `<g fill="#fff" stroke="none"><rect x="-140" y="-70" width="32" height="140" rx="9"/><rect x="-104" y="-48" width="24" height="96" rx="7"/><rect x="108" y="-70" width="32" height="140" rx="9"/><rect x="80" y="-48" width="24" height="96" rx="7"/></g></g>`,
  // Mixing bowl with a whisk leaning into it
  'cooking-culinary-arts':
    `<g transform="translate(45 -10) rotate(28)"><path d="M0-150v-80" stroke-width="16" transform="translate(0 80)"/>` +
    `<path d="M0-70C-50-40-55 40 0 52 55 40 50-40 0-70ZM0-70C-22-30-22 30 0 52M0-70C22-30 22 30 0 52" stroke-width="7"/></g>` +
    `<path d="M-140 10h280c0 75-60 110-140 110S-140 85-140 10Z" fill="#fff" fill-opacity=".4"/><path d="M-158 10h316"/>`,
  // Stitched patch with a threaded needle
  'handmade-crafting':
    `<rect x="-140" y="-90" width="220" height="170" rx="24" ${SOFT} stroke-width="12"/>` +
    `<rect x="-116" y="-66" width="172" height="122" rx="12" stroke-width="6" stroke-dasharray="14 12"/>` +
    `<path d="M20 95 150-105" stroke-width="11"/><ellipse cx="138" cy="-87" rx="11" ry="4" transform="rotate(-57 138 -87)" stroke-width="5"/>` +
    `<path d="M138-87c40 30 0 95 30 150" stroke-width="6"/>`,
  // Sprout from a mound of soil
  'gardening-horticulture':
    `<path d="M-150 105c60-40 240-40 300 0" stroke-width="12"/><path d="M0 95V-25"/>` +
    `<path d="M0 20C-15-45-75-65-125-45-105 5-50 30 0 20Z" ${SOFT}/>` +
    `<path d="M0-25C15-95 80-125 130-110 115-55 55-25 0-25Z" fill="#fff" fill-opacity=".5"/>`,
  // Leaf inside two circular arrows
  'sustainability-green-living':
    `<path d="M-120 0A120 120 0 0 1 85-85M120 0A120 120 0 0 1-85 85" stroke-width="11"/>` +
    `<path d="M60-110l25 25-35 5M-60 110l-25-25 35-5" stroke-width="11"/>` +
    `<path d="M-55 55C-60-25 0-70 65-65 70 5 25 60-55 55Z" ${SOFT}/><path d="M-55 55 35-35" stroke-width="9"/>`,
  // Sun over waves
  'lifestyle-leisure':
    `<circle cy="-30" r="62" fill="#fff" fill-opacity=".85" stroke="none"/>` +
    `<path d="M0-120v-22M-85-30h-22M85-30h22M-60-90l-16-16M60-90l16-16" stroke-width="10"/>` +
    `<path d="M-160 55c30-22 50-22 80 0s50 22 80 0 50-22 80 0 50 22 80 0M-130 105c30-22 50-22 80 0s50 22 80 0 50-22 80 0"/>`,
  // Paw print
  'pets-animal-care':
    `<g fill="#fff" stroke="none"><path d="M0 10c40 0 85 50 85 85 0 30-30 35-50 30-15-4-25-10-35-10s-20 6-35 10c-20 5-50 0-50-30 0-35 45-85 85-85Z"/>` +
    `<ellipse cx="-95" cy="-10" rx="28" ry="36" transform="rotate(-25 -95 -10)"/><ellipse cx="-38" cy="-80" rx="30" ry="40" transform="rotate(-8 -38 -80)"/>` +
    `<ellipse cx="38" cy="-80" rx="30" ry="40" transform="rotate(8 38 -80)"/><ellipse cx="95" cy="-10" rx="28" ry="36" transform="rotate(25 95 -10)"/></g>`,
  // Atom
  'academic-research':
    `<g stroke-width="9"><ellipse rx="135" ry="48"/><ellipse rx="135" ry="48" transform="rotate(60)"/><ellipse rx="135" ry="48" transform="rotate(-60)"/></g>` +
    `<g fill="#fff" stroke="none"><circle r="22"/><circle cx="135" r="11"/><circle cx="-67" cy="-117" r="11"/><circle cx="-67" cy="117" r="11"/></g>`,
};

/** FNV-1a: a small, stable hash so every slug gets its own arrangement of background shapes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A pack whose creator has not chosen a category yet: slate, with an open book. */
const NEUTRAL_PALETTE = ['#334155', '#64748b'] as const;
const NEUTRAL_MOTIF = `<path d="M0-80C-40-110-100-110-140-95V90c40-15 100-15 140 15 40-30 100-30 140-15V-95C100-110 40-110 0-80ZM0-80V105"/>`;

export function coverSvg(seed: string, category: CategoryId | ''): string {
  const [from, to] = category ? PALETTES[category] : NEUTRAL_PALETTE;
  const motif = category ? MOTIFS[category] : NEUTRAL_MOTIF;
  const h = hash(seed);
  const bit = (shift: number, mod: number) => (h >>> shift) % mod;

  // Gradient direction: from top-left or bottom-left.
  const y1 = bit(0, 2) === 0 ? 0 : 1;
  // Large soft disc and an outline ring near opposite corners; a dot grid on one side.
  const left = bit(1, 2) === 0;
  const discX = left ? 60 + bit(2, 120) : 620 + bit(2, 120);
  const discY = bit(9, 2) === 0 ? -20 + bit(10, 80) : 420 + bit(10, 80);
  const ringX = left ? 600 + bit(17, 160) : 40 + bit(17, 160);
  const ringY = discY < 250 ? 380 + bit(24, 90) : 30 + bit(24, 90);
  const gridX = left ? 590 : 40;
  const gridY = 60 + bit(5, 60);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">` +
    `<defs><linearGradient id="g" x1="0" y1="${y1}" x2="1" y2="${1 - y1}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<pattern id="d" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#fff" fill-opacity=".22"/></pattern></defs>` +
    `<rect width="800" height="500" fill="url(#g)"/>` +
    `<circle cx="${discX}" cy="${discY}" r="${180 + bit(13, 80)}" fill="#fff" fill-opacity=".07"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="${70 + bit(20, 60)}" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="2"/>` +
    `<rect x="${gridX}" y="${gridY}" width="170" height="110" fill="url(#d)"/>` +
    `<circle cx="400" cy="250" r="230" fill="url(#l)"/>` +
    `<circle cx="400" cy="250" r="178" fill="none" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>` +
    `<g transform="translate(400 250) scale(1.1)" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `</svg>\n`
  );
}
