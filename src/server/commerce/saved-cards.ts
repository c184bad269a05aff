import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SavedCard } from '../../common/contracts/assistant-spending';
import type { Language } from '../../common/languages';
import type { Database, Transaction } from '../db/client';
import { paymentMethods, userProfiles } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { DEV_CARD_REFS, type DevCardKind, type PaymentProvider, type SavedCardRefs } from './payments';

/**
 * The card a person saved for their assistants' purchases (issue 50): one per person, saving another replaces it.
 * With Stripe it is saved by a Checkout in setup mode and recorded from its webhook; outside production the dev
 * checkout saves a labelled dev card at once. Only the provider in use charges it (`chargeable`).
 */

/** What marks a setup-mode Checkout Session as Kenja's saving of a card for assistants. */
export const ASSISTANT_CARD_PURPOSE = 'assistant_card';

/** The dev checkout's test cards: one that pays, one that asks for authentication, one that is declined. */
const DEV_CARDS: Record<DevCardKind, { last4: string }> = {
  works: { last4: '4242' },
  authentication: { last4: '3155' },
  declined: { last4: '0002' },
};
const DEV_CARD_BRAND = 'Dev card';

type CardRow = typeof paymentMethods.$inferSelect;

/** The saved card as the buy flow charges it: with the provider that charges it and the provider's references. */
export interface ChargeableCard extends SavedCardRefs {
  provider: PaymentProvider;
  brand: string;
  last4: string;
}

/** What saving a card from Stripe's completed setup session came to. */
export type SetupSessionOutcome = 'saved' | 'duplicate' | 'refused';

export interface SavedCardsDeps {
  db: Database;
  now: () => Date;
  /** The provider new checkouts use; absent when payments are not configured. */
  provider: PaymentProvider | undefined;
  /** The dev checkout, where it is allowed (never in production): it saves dev cards. */
  dev?: PaymentProvider | undefined;
  /** The Stripe API, when configured: a completed setup session's card is read from it. */
  stripe?: Stripe | undefined;
  log?: Logger | undefined;
}

export function createSavedCards({ db, now, provider, dev, stripe, log }: SavedCardsDeps) {
  const rowOf = async (userId: string): Promise<CardRow | undefined> =>
    (await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)))[0];

  return {
    /** The person's saved card, as their pages show it; null when there is none. */
    async card(userId: string): Promise<SavedCard | null> {
      const row = await rowOf(userId);
      return row ? present(row) : null;
    },

    /** Where the person goes to save a card with the provider in use, coming back to `returnPath`. */
    async startSetup(
      user: { id: string; email: string },
      language: Language,
      returnPath: string,
    ): Promise<{ url: string }> {
      if (!provider) throw new AppError('unavailable', 'Payments are not configured on this server');
      const saved = await rowOf(user.id);
      const customerRef = saved?.provider === provider.kind ? saved.customerRef : null;
      try {
        const { setupUrl } = await provider.startCardSetup(user, language, returnPath, { customerRef });
        return { url: setupUrl };
      } catch (err) {
        log?.error({ err, userId: user.id }, 'card setup could not be started');
        throw new AppError(
          'unavailable',
          'The payment provider did not answer. Nothing was saved; try again.',
        );
      }
    },

    /** Saves one of the dev checkout's test cards (outside production only), replacing the card saved before. */
    async saveDevCard(userId: string, kind: DevCardKind): Promise<SavedCard> {
      if (!dev) throw new AppError('not_found', 'The dev checkout is not available on this server');
      const row = await db.transaction((tx) =>
        saveCard(tx, {
          userId,
          provider: 'dev',
          customerRef: null,
          paymentMethodRef: DEV_CARD_REFS[kind],
          brand: DEV_CARD_BRAND,
          last4: DEV_CARDS[kind].last4,
          createdAt: now(),
        }),
      );
      return present(row);
    },

    /** Forgets the saved card: no assistant's purchase is charged to it from now on. False when there was none. */
    async remove(userId: string): Promise<boolean> {
      const removed = await db
        .delete(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .returning({ userId: paymentMethods.userId });
      return removed.length > 0;
    },

    /**
     * Records the card of a completed setup-mode Checkout Session of Kenja's: its SetupIntent, then its
     * PaymentMethod, are read from Stripe first (no transaction is held open across Stripe's answer), then the card
     * is saved in one transaction with `record` — the caller's record of the event, false when it was recorded
     * before, so an event delivered twice saves once.
     */
    async saveFromSetupSession(
      session: Stripe.Checkout.Session,
      record: (tx: Transaction) => Promise<boolean> = async () => true,
    ): Promise<SetupSessionOutcome> {
      const found = await cardOfSetupSession(session);
      return db.transaction(async (tx) => {
        if (!(await record(tx))) return 'duplicate';
        if (typeof found === 'string') {
          log?.warn({ sessionId: session.id, refusal: found }, 'card setup session refused');
          return 'refused';
        }
        await saveCard(tx, { ...found, createdAt: now() });
        return 'saved';
      });
    },

    /**
     * The saved card the buy flow may charge now, with the provider that charges it: only a card of the provider in
     * use (a dev card is never charged where Stripe takes the money).
     */
    async chargeable(userId: string): Promise<ChargeableCard | null> {
      const row = await rowOf(userId);
      if (!row || !provider || row.provider !== provider.kind) return null;
      const { customerRef, paymentMethodRef, brand, last4 } = row;
      return { provider, customerRef, paymentMethodRef, brand, last4 };
    },
  };

  /**
   * The card a completed setup session saved, read from Stripe, or why it saves none: the session must be Kenja's
   * (setup mode, our purpose, a person who still exists) and its SetupIntent must have succeeded on its customer.
   */
  async function cardOfSetupSession(
    session: Stripe.Checkout.Session,
  ): Promise<Omit<typeof paymentMethods.$inferInsert, 'createdAt'> | string> {
    if (!stripe) throw new Error('Stripe is not configured: a setup session cannot be read');
    const userId = session.metadata?.user_id;
    if (session.mode !== 'setup' || session.metadata?.purpose !== ASSISTANT_CARD_PURPOSE || !userId) {
      return 'not a card setup of Kenja’s';
    }
    if (session.status !== 'complete') return 'not complete';
    const [user] = UUID.test(userId)
      ? await db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, userId))
      : [];
    if (!user) return 'no such person';
    const setupIntentId = idOf(session.setup_intent);
    const customerRef = idOf(session.customer);
    if (!setupIntentId || !customerRef) return 'no setup intent or customer';
    const intent = await stripe.setupIntents.retrieve(setupIntentId);
    const methodId = idOf(intent.payment_method);
    if (intent.status !== 'succeeded' || !methodId) return 'setup intent not succeeded';
    if (idOf(intent.customer) !== customerRef) return 'another customer’s setup intent';
    const method = await stripe.paymentMethods.retrieve(methodId);
    if (!method.card) return 'not a card';
    return {
      userId,
      provider: 'stripe',
      customerRef,
      paymentMethodRef: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
    };
  }
}

export type SavedCards = ReturnType<typeof createSavedCards>;

/** Saves the person's card, replacing the one saved before. */
async function saveCard(tx: Transaction, card: typeof paymentMethods.$inferInsert): Promise<CardRow> {
  const { userId, ...rest } = card;
  const [row] = await tx
    .insert(paymentMethods)
    .values(card)
    .onConflictDoUpdate({ target: paymentMethods.userId, set: rest })
    .returning();
  if (!row) throw new Error(`the card of ${userId} was not saved`);
  return row;
}

function present(row: CardRow): SavedCard {
  return {
    provider: row.provider,
    brand: row.brand,
    last4: row.last4,
    created_at: row.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}
