import type { Database } from '../db/client';
import type { HiddenTextFinding } from '../http/entered-text';
import { recordAudit } from './audit-log';

/**
 * Records that a request's text hid text in invisible characters, which were stripped when it entered Kenja
 * (http/entered-text.ts): who sent it (null when nobody was signed in), where, in which fields, and what the screen
 * read in it — so an admin can see who tries to smuggle orders to assistants, and where.
 */
export async function recordHiddenText(
  db: Database,
  entry: { actorId: string | null; route: string; findings: readonly HiddenTextFinding[]; now: Date },
): Promise<void> {
  const fields = [...new Set(entry.findings.map((finding) => finding.field))];
  const reasons = [...new Set(entry.findings.flatMap((finding) => finding.reasons))];
  await recordAudit(db, {
    actorId: entry.actorId,
    action: 'hidden_text_removed',
    detail: { route: entry.route, fields: fields.join(', '), reasons: reasons.join(', ') },
    createdAt: entry.now,
  });
}
