import { and, asc, eq, inArray } from 'drizzle-orm';
import { answerBodySchema, questionBodySchema, reviewReplySchema } from '../../common/contracts/commerce';
import { storyBodySchema } from '../../common/contracts/story';
import { answerQuestion, askQuestion, createBundle, replyToReview } from '../commerce';
import type { Transaction } from '../db/client';
import { packEntitlements, reviews, userProfiles } from '../db/schema';
import { savePackStory } from '../studio';
import { DEMO_CREATORS } from './demo-creators';
import { DEMO_REVIEWS } from './demo-reviews';
import { DEMO_BUNDLES, DEMO_QUESTIONS, DEMO_REPLIES } from './demo-sales-pages';
import { DEMO_STORIES } from './demo-stories';
import type { DemoPack } from './types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Person = typeof userProfiles.$inferSelect;

/**
 * Everything a sales page can show beyond the pack and its reviews, done the way people do it: each creator tells
 * their story and makes their bundles in the studio, buyers ask questions and the creator answers them, the creator
 * replies to a review — through the same service functions as the API, with what the API would validate. Runs in
 * the seed's transaction, after the history (the buyers and reviews it answers to).
 */
export async function seedDemoSalesPages(
  tx: Transaction,
  packsBySlug: Map<string, { id: string; pack: DemoPack }>,
  now: Date,
) {
  const creators = await tx
    .select()
    .from(userProfiles)
    .where(
      inArray(
        userProfiles.email,
        DEMO_CREATORS.map((creator) => creator.email),
      ),
    );
  /** A demo pack's id and its creator, as the services take them. */
  const packOf = (slug: string) => {
    const found = packsBySlug.get(slug);
    if (!found) throw new Error(`The demo sales pages name unknown pack ${slug}`);
    const email = DEMO_CREATORS.find((creator) => creator.key === found.pack.creator)?.email;
    const creator = creators.find((person) => person.email === email);
    if (!creator) throw new Error(`No creator for demo pack ${slug}`);
    return { id: found.id, creator };
  };

  for (const [slug, story] of Object.entries(DEMO_STORIES)) {
    const { id, creator } = packOf(slug);
    const body = storyBodySchema.parse({ story, headline: creator.headline ?? '', previewItems: [] });
    await savePackStory(tx, creator, id, body, now);
  }

  for (const bundle of DEMO_BUNDLES) {
    const [first, second] = bundle.slugs.map(packOf) as [
      ReturnType<typeof packOf>,
      ReturnType<typeof packOf>,
    ];
    if (first.creator.id !== second.creator.id) throw new Error(`Demo bundle ${bundle.title} mixes creators`);
    await createBundle(
      tx,
      first.creator,
      {
        title: bundle.title,
        description: bundle.description,
        packIds: [first.id, second.id],
        priceCents: bundle.priceCents,
      },
      now,
    );
  }

  for (const [slug, questions] of Object.entries(DEMO_QUESTIONS)) {
    const { id, creator } = packOf(slug);
    const askers = await buyersOf(tx, id, questions.length);
    for (const [i, { question, answer }] of questions.entries()) {
      const asker = askers[i];
      if (!asker) throw new Error(`Demo pack ${slug} has too few buyers to ask its questions`);
      const askedAt = new Date(now.getTime() - (20 - i * 6) * DAY);
      const questionId = await askQuestion(
        tx,
        asker,
        id,
        questionBodySchema.parse({ question }).question,
        askedAt,
      );
      if (!questionId) throw new Error(`Demo question on ${slug} was not written`);
      const answeredAt = new Date(askedAt.getTime() + (3 + i * 2) * HOUR);
      await answerQuestion(tx, creator, questionId, answerBodySchema.parse({ answer }).answer, answeredAt);
    }
  }

  for (const [slug, { review, text }] of Object.entries(DEMO_REPLIES)) {
    const { id, creator } = packOf(slug);
    const comment = DEMO_REVIEWS[slug]?.[review];
    if (!comment) throw new Error(`Demo reply on ${slug} answers no review`);
    const [written] = await tx
      .select({ id: reviews.id, createdAt: reviews.createdAt })
      .from(reviews)
      .where(and(eq(reviews.packId, id), eq(reviews.comment, comment)));
    if (!written) throw new Error(`Demo review ${slug}#${review} was not written`);
    const repliedAt = new Date(Math.min(written.createdAt.getTime() + DAY, now.getTime() - HOUR));
    await replyToReview(tx, creator, written.id, reviewReplySchema.parse({ text }).text, repliedAt);
  }
}

/** The first `n` of a pack's buyers, by e-mail (the demo buyers are numbered). */
async function buyersOf(tx: Transaction, packId: string, n: number): Promise<Person[]> {
  const rows = await tx
    .select({ person: userProfiles })
    .from(packEntitlements)
    .innerJoin(userProfiles, eq(userProfiles.id, packEntitlements.userId))
    .where(and(eq(packEntitlements.packId, packId), eq(packEntitlements.source, 'purchase')))
    .orderBy(asc(userProfiles.email))
    .limit(n);
  return rows.map((row) => row.person);
}
