import { and, eq, inArray, ne } from 'drizzle-orm';
import { CHECKOUT_REFUSALS, type Cart, type CheckoutRefusal } from '../../common/contracts/commerce';
import type { ValidationIssue } from '../../common/errors';
import { seatsPrice } from '../../common/teams';
import { bundles, packEntitlements, packs, teamPacks, teams } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { loadBundles, salePrice } from './bundles';
import { applyDiscountCode } from './discount-codes';
import { creditsPrice } from '../selling';
import type { Queryable } from '../db/client';

type PackRow = typeof packs.$inferSelect;

/** One pack of a priced cart: what its order line will say. */
export interface PricedLine {
  packId: string;
  slug: string;
  title: string;
  creatorId: string;
  listPriceCents: number;
  priceCents: number;
  discountCents: number;
  bundleId: string | null;
  bundleTitle: string | null;
  kind: 'pack' | 'credits' | 'seats';
  /** Queries bought (credit lines). */
  credits: number;
  /** The team's seats the pack is bought for (seats lines), and the team. */
  seats: number;
  teamId: string | null;
}

export interface PricedCart {
  currency: string;
  lines: PricedLine[];
  discountCodeId: string | null;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * What the cart costs the buyer now, or a refusal of the whole cart naming every pack or bundle that cannot be
 * bought and why (404 for one not on the marketplace, else 409; 400 for mixed currencies), or the code's refusal.
 * Packs sell at their price; a bundle's packs at their shares of its price; the code then takes its part off the
 * lines it applies to. Used for the quote (nothing written) and inside checkout's transaction (`lock`: the code's
 * uses are counted under its row lock).
 */
export async function priceCart(
  tx: Queryable,
  buyer: UserRow,
  cart: Cart,
  now: Date,
  { lock }: { lock: boolean },
): Promise<PricedCart> {
  if (cart.teamId) return priceTeamCart(tx, buyer, { ...cart, teamId: cart.teamId }, { lock });
  const bundleRows = cart.bundleIds.length
    ? await tx.select().from(bundles).where(inArray(bundles.id, cart.bundleIds))
    : [];
  const priced = await loadBundles(tx, bundleRows);
  const bundleById = new Map(priced.map((bundle) => [bundle.row.id, bundle]));
  const packRows = cart.packIds.length
    ? await tx
        .select()
        .from(packs)
        .where(and(inArray(packs.id, cart.packIds), eq(packs.kind, 'marketplace')))
    : [];
  const creditPackIds = cart.credits.map((line) => line.packId);
  const creditPackRows = creditPackIds.length
    ? await tx
        .select()
        .from(packs)
        .where(and(inArray(packs.id, creditPackIds), eq(packs.kind, 'marketplace')))
    : [];
  const packById = new Map([...packRows, ...creditPackRows].map((row) => [row.id, row]));
  const everyPackId = [
    ...cart.packIds,
    ...creditPackIds,
    ...priced.flatMap((bundle) => bundle.packs.map((pack) => pack.id)),
  ];
  const owned = new Set(
    everyPackId.length === 0
      ? []
      : (
          await tx
            .select({ packId: packEntitlements.packId })
            .from(packEntitlements)
            .where(
              and(
                eq(packEntitlements.userId, buyer.id),
                inArray(packEntitlements.packId, everyPackId),
                // Credits are topped up however often; only owning the pack outright (or being given it) counts.
                ne(packEntitlements.source, 'credits'),
              ),
            )
        ).map((row) => row.packId),
  );

  const refusals: { path: (string | number)[]; reason: CheckoutRefusal }[] = [];
  const lines: PricedLine[] = [];
  const seen = new Set<string>();
  cart.packIds.forEach((id, index) => {
    const pack = packById.get(id);
    const reason = packRefusal(pack, buyer, owned);
    if (reason || !pack) return refusals.push({ path: ['packIds', index], reason: reason ?? 'unknown' });
    seen.add(pack.id);
    lines.push(lineOf(pack, salePrice(pack), null));
  });
  cart.bundleIds.forEach((id, index) => {
    const bundle = bundleById.get(id);
    const path = ['bundleIds', index];
    if (!bundle || bundle.row.archivedAt) return refusals.push({ path, reason: 'unknownBundle' });
    if (bundle.row.creatorId === buyer.id) return refusals.push({ path, reason: 'own' });
    if (!bundle.onSale) return refusals.push({ path, reason: 'bundleUnavailable' });
    if (bundle.packs.some((pack) => owned.has(pack.id)))
      return refusals.push({ path, reason: 'ownedInBundle' });
    if (bundle.packs.some((pack) => seen.has(pack.id))) return refusals.push({ path, reason: 'twice' });
    bundle.packs.forEach((pack, i) => {
      seen.add(pack.id);
      lines.push(lineOf(pack, bundle.shares[i] ?? 0, bundle.row));
    });
  });
  cart.credits.forEach(({ packId, blocks }, index) => {
    const pack = packById.get(packId);
    const path = ['credits', index];
    const reason = packRefusal(pack, buyer, owned, { metered: true });
    if (reason || !pack) return refusals.push({ path, reason: reason ?? 'unknown' });
    if (seen.has(pack.id)) return refusals.push({ path, reason: 'twice' });
    const { priceCents, credits } = creditsPrice(pack.queryPriceCents ?? 0, blocks);
    lines.push({ ...lineOf(pack, priceCents, null), listPriceCents: priceCents, kind: 'credits', credits });
  });
  refuse(refusals);
  const currencies = new Set([
    ...packRows.map((row) => row.currency),
    ...creditPackRows.map((row) => row.currency),
    ...priced.map((b) => b.row.currency),
  ]);
  if (currencies.size > 1) {
    throw new AppError('validation', CHECKOUT_REFUSALS.currency, [
      { path: ['packIds'], message: CHECKOUT_REFUSALS.currency },
    ]);
  }

  let discountCodeId: string | null = null;
  if (cart.code) {
    // Codes take money off packs; query credits are sold at their price.
    const packLines = lines.filter((line) => line.kind === 'pack');
    const applied = await applyDiscountCode(tx, cart.code, packLines, now, { lock });
    discountCodeId = applied.codeId;
    for (const line of lines) line.discountCents = applied.discounts.get(line.packId) ?? 0;
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return {
    currency: [...currencies][0] ?? 'USD',
    lines,
    discountCodeId,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}

function packRefusal(
  pack: PackRow | undefined,
  buyer: UserRow,
  owned: Set<string>,
  { metered = false } = {},
): CheckoutRefusal | null {
  if (!pack || pack.status === 'draft') return 'unknown';
  if (pack.status === 'paused') return 'paused';
  if (pack.creatorId === buyer.id) return 'own';
  if (owned.has(pack.id)) return 'owned';
  if (pack.priceCents === 0) return 'free';
  if (metered && pack.queryPriceCents === null) return 'notMetered';
  return null;
}

function lineOf(pack: PackRow, priceCents: number, bundle: { id: string; title: string } | null): PricedLine {
  return {
    packId: pack.id,
    slug: pack.slug,
    title: pack.title,
    creatorId: pack.creatorId,
    listPriceCents: pack.priceCents,
    priceCents,
    discountCents: 0,
    bundleId: bundle?.id ?? null,
    bundleTitle: bundle?.title ?? null,
    kind: 'pack',
    credits: 0,
    seats: 0,
    teamId: null,
  };
}

/**
 * A team's cart: each pack for every seat of the buyer's team, at the creator's price per seat less the team
 * discount (ADR 0051), and query credits for the team's shared pool at their price. No discount code applies (the
 * cart's schema refuses one), as codes take nothing off query credits.
 */
async function priceTeamCart(
  tx: Queryable,
  buyer: UserRow,
  cart: Cart & { teamId: string },
  { lock }: { lock: boolean },
): Promise<PricedCart> {
  const query = tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, cart.teamId), eq(teams.ownerId, buyer.id)));
  // At checkout the team's row is held until the order is written: a resize waits, then finds the order (teams.ts).
  const [team] = lock ? await query.for('share') : await query;
  if (!team) {
    throw new AppError('not_found', CHECKOUT_REFUSALS.unknownTeam, [
      { path: ['teamId'], message: CHECKOUT_REFUSALS.unknownTeam },
    ]);
  }
  const creditPackIds = cart.credits.map((line) => line.packId);
  const everyPackId = [...cart.packIds, ...creditPackIds];
  const rows = await tx
    .select()
    .from(packs)
    .where(and(inArray(packs.id, everyPackId), eq(packs.kind, 'marketplace')));
  const held = new Set(
    (
      await tx
        .select({ packId: teamPacks.packId })
        .from(teamPacks)
        .where(and(eq(teamPacks.teamId, team.id), inArray(teamPacks.packId, everyPackId)))
    ).map((row) => row.packId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refusals: { path: (string | number)[]; reason: CheckoutRefusal }[] = [];
  const lines: PricedLine[] = [];
  cart.packIds.forEach((id, index) => {
    const pack = byId.get(id);
    const reason = packRefusal(pack, buyer, new Set()) ?? teamRefusal(pack, held);
    if (reason || !pack) return refusals.push({ path: ['packIds', index], reason: reason ?? 'unknown' });
    const price = seatsPrice(
      { seatPriceCents: pack.seatPriceCents ?? 0, teamDiscountPercent: pack.teamDiscountPercent },
      team.seats,
    );
    lines.push({
      ...lineOf(pack, price.priceCents, null),
      listPriceCents: price.listPriceCents,
      kind: 'seats',
      seats: team.seats,
      teamId: team.id,
    });
  });
  // Credits for the team's shared pool, at the pack's price per block: not of a pack the team holds for its seats.
  cart.credits.forEach(({ packId, blocks }, index) => {
    const pack = byId.get(packId);
    const path = ['credits', index];
    const reason = packRefusal(pack, buyer, held, { metered: true });
    if (reason || !pack) return refusals.push({ path, reason: reason ?? 'unknown' });
    if (cart.packIds.includes(pack.id)) return refusals.push({ path, reason: 'twice' });
    const { priceCents, credits } = creditsPrice(pack.queryPriceCents ?? 0, blocks);
    lines.push({
      ...lineOf(pack, priceCents, null),
      listPriceCents: priceCents,
      kind: 'credits',
      credits,
      teamId: team.id,
    });
  });
  refuse(refusals);
  const currencies = new Set(rows.map((row) => row.currency));
  if (currencies.size > 1) {
    throw new AppError('validation', CHECKOUT_REFUSALS.currency, [
      { path: ['packIds'], message: CHECKOUT_REFUSALS.currency },
    ]);
  }
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  return {
    currency: [...currencies][0] ?? 'USD',
    lines,
    discountCodeId: null,
    subtotalCents: totalCents,
    discountCents: 0,
    totalCents,
  };
}

function teamRefusal(pack: PackRow | undefined, held: Set<string>): CheckoutRefusal | null {
  if (!pack) return 'unknown';
  if (pack.seatPriceCents === null) return 'notForTeams';
  return held.has(pack.id) ? 'teamHolds' : null;
}

/** A refusal of the whole cart naming every pack that cannot be bought: 404 when one is unknown, else 409. */
function refuse(refusals: { path: (string | number)[]; reason: CheckoutRefusal }[]) {
  if (refusals.length === 0) return;
  const issues: ValidationIssue[] = refusals.map(({ path, reason }) => ({
    path,
    message: CHECKOUT_REFUSALS[reason],
  }));
  const unknown = refusals.some(({ reason }) => reason === 'unknown' || reason === 'unknownBundle');
  throw new AppError(unknown ? 'not_found' : 'conflict', issues[0]?.message ?? '', issues);
}
