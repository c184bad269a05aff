import type { ReadablePack } from '../../packs';
import { edition, type SectionRow } from '../../reading';
import { estimateTokens } from '../budget';
import { editionsUri, passageUri } from './pack-uris';

/**
 * A pack's outline as Markdown: its description, edition, and each document's sections in reading order, every
 * section linked to its first passage's URI, within the result budget. Headings only: no passage text, so reading
 * an outline spends no query credit.
 */
export function packOutline(
  pack: ReadablePack,
  rows: readonly SectionRow[],
  budget: number,
): { text: string; truncated: boolean } {
  const lines = [
    `# ${pack.title}`,
    '',
    pack.description,
    '',
    `Edition: ${edition(pack) ?? 'not indexed yet'} · ${pack.fileCount} documents · language ${pack.language}`,
    `What changed in each edition: ${editionsUri(pack.slug)}`,
  ];
  let used = estimateTokens(lines.join('\n'));
  let file = '';
  let section = '';
  let truncated = false;
  for (const row of rows) {
    const heading = row.headingPath.join(' › ');
    const next: string[] = [];
    if (row.filename !== file) next.push('', `## ${row.filename}`);
    if (row.filename !== file || heading !== section) {
      next.push(`- ${heading || '(opening)'} — ${passageUri(pack.slug, row.id)}`);
    }
    file = row.filename;
    section = heading;
    if (next.length === 0) continue;
    const cost = estimateTokens(next.join('\n'));
    if (used + cost > budget) {
      truncated = true;
      break;
    }
    lines.push(...next);
    used += cost;
  }
  if (truncated) lines.push('', '(The outline was shortened to fit; search the pack for the rest.)');
  return { text: lines.join('\n'), truncated };
}
