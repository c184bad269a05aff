import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  QUESTION_REFUSALS,
  type PackQuestion,
  type PackQuestionsResponse,
} from '../../common/contracts/commerce';
import type { Database } from '../db/client';
import { packQuestions, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { canManagePack, visibleMarketplacePack } from '../packs';
import { auditReplyForCreator } from './for-creator';

type QuestionRow = typeof packQuestions.$inferSelect;

/** Anyone signed in asks about a pack (its creator answers it; they need not ask it). */
export async function askQuestion(db: Database, user: UserRow, packId: string, question: string, now: Date) {
  const pack = await visibleMarketplacePack(db, packId);
  if (pack.creatorId === user.id) throw new AppError('forbidden', QUESTION_REFUSALS.own);
  const [row] = await db
    .insert(packQuestions)
    .values({ packId, authorId: user.id, question, createdAt: now })
    .returning({ id: packQuestions.id });
  return row?.id;
}

/** The creator's (or, audited, an admin's) answer; answering again replaces it. The question joins the FAQ. */
export async function answerQuestion(
  db: Database,
  user: UserRow,
  questionId: string,
  answer: string,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        question: packQuestions,
        pack: { id: packs.id, title: packs.title, creatorId: packs.creatorId },
      })
      .from(packQuestions)
      .innerJoin(packs, eq(packs.id, packQuestions.packId))
      .where(eq(packQuestions.id, questionId))
      .for('update', { of: packQuestions });
    if (!found) throw new AppError('not_found', 'No such question');
    if (!canManagePack(user, found.pack)) throw new AppError('forbidden', QUESTION_REFUSALS.notCreator);
    await tx.update(packQuestions).set({ answer, answeredAt: now }).where(eq(packQuestions.id, questionId));
    const before = found.question.answer;
    await auditReplyForCreator(tx, user, { pack: found.pack, on: 'question', before, after: answer, now });
  });
}

/**
 * The FAQ (answered questions, for everyone) and what waits for an answer: the creator sees every waiting question,
 * others only their own (a question is public once answered).
 */
export async function listQuestions(
  db: Database,
  viewer: UserRow | null,
  packId: string,
): Promise<PackQuestionsResponse> {
  const pack = await visibleMarketplacePack(db, packId);
  const canAnswer = viewer ? canManagePack(viewer, pack) : false;
  const [answered, waiting] = await Promise.all([
    db
      .select()
      .from(packQuestions)
      .where(and(eq(packQuestions.packId, packId), isNotNull(packQuestions.answer)))
      .orderBy(desc(packQuestions.answeredAt)),
    viewer
      ? db
          .select()
          .from(packQuestions)
          .where(
            and(
              eq(packQuestions.packId, packId),
              isNull(packQuestions.answer),
              canAnswer ? undefined : eq(packQuestions.authorId, viewer.id),
            ),
          )
          .orderBy(desc(packQuestions.createdAt))
      : [],
  ]);
  const present = (row: QuestionRow): PackQuestion => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    isCreatorAnswer: row.answer !== null,
    date: (row.answeredAt ?? row.createdAt).toISOString(),
    mine: viewer?.id === row.authorId,
  });
  return {
    faq: answered.map(present),
    waiting: waiting.map(present),
    viewer: { canAsk: Boolean(viewer) && pack.creatorId !== viewer?.id, canAnswer },
  };
}
