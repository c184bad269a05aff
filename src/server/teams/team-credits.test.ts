import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, type Order } from '../../common/contracts/commerce';
import type { TeamDetail, TeamsResponse } from '../../common/contracts/teams';
import { ledgerEntries, queryCredits } from '../db/schema';
import { buy, call, callOk } from '../test/api-call';
import { search } from '../test/engine-helpers';
import { createPackAt } from '../test/factories';
import { createToken, mcpClient, structured } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

/**
 * A team's shared pool of query credits (issue 52, item 3): the owner buys credits for the team, members spend them
 * as their own, each within the monthly limit the owner set for them.
 */

let server: TestServer;
let clock = new Date('2026-03-10T09:00:00Z');

/** A pack sold by the query (100 queries for $5.00). */
const meteredPack = () =>
  createPackAt(server.db, 4900, { queryPriceCents: 500, seatPriceCents: 1500, title: 'Knife Skills' });

/** A team of `owner`'s with `blocks` blocks of the pack's credits bought for it, paid through the dev checkout. */
async function teamWithCredits(owner: TestBrowser, packId: string, blocks = 1) {
  const team = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Kitchen crew', seats: 5 }, 201);
  const order = await buy(owner, { credits: [{ packId, blocks }], teamId: team.id });
  return { team, order };
}

/** A person signed in with `email` who took a seat of the team. */
async function member(owner: TestBrowser, teamId: string, email: string) {
  const signedIn = await server.signedIn('user', email);
  await callOk(owner, 'POST', `/teams/${teamId}/members`, { email }, 201);
  const [invitation] = (await callOk<TeamsResponse>(signedIn.browser, 'GET', '/teams')).invitations;
  await callOk(signedIn.browser, 'POST', `/teams/invitations/${invitation!.memberId}/accept`);
  return signedIn;
}

const ask = async (browser: TestBrowser, packId: string) =>
  (await search(browser, { query: 'knife', pack_ids: [packId] })).status;

async function poolLeft(teamId: string, packId: string) {
  const [row] = await server.db
    .select()
    .from(queryCredits)
    .where(and(eq(queryCredits.teamId, teamId), eq(queryCredits.packId, packId)));
  return row?.remaining;
}

async function seatOf(owner: TestBrowser, teamId: string, email: string) {
  const detail = await callOk<TeamDetail>(owner, 'GET', `/teams/${teamId}`);
  return detail.members.find((m) => m.email === email)!;
}

describe('a team’s shared pool of query credits', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('is bought by the owner for the team and read by its members, each query one credit of the pool', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await meteredPack();
    const { team, order } = await teamWithCredits(owner, pack.id, 2);
    expect(order.lines).toEqual([
      expect.objectContaining({ kind: 'credits', credits: 200, priceCents: 1000 }),
    ]);
    // The owner bought for the team, not for themselves: the pool is the team's.
    expect(await ask(owner, pack.id)).toBe(403);
    const { browser: ana } = await member(owner, team.id, 'ana@example.com');
    const { browser: stranger } = await server.signedIn('user');
    expect(await ask(stranger, pack.id)).toBe(403);

    const { client } = await mcpClient(server.baseUrl, (await createToken(ana)).token);
    const listed = structured<{ packs: { id: string; access: string; queries_left: number | null }[] }>(
      await client.callTool({ name: 'list_packs', arguments: {} }),
    );
    expect(listed.packs).toEqual([
      expect.objectContaining({ id: pack.id, access: 'credits', queries_left: 200 }),
    ]);
    expect(await ask(ana, pack.id)).toBe(200);
    const searched = await client.callTool({
      name: 'search',
      arguments: { query: 'knife', pack_ids: [pack.id] },
    });
    expect(searched.isError).toBeFalsy();
    expect(await poolLeft(team.id, pack.id)).toBe(198);

    const detail = await callOk<TeamDetail>(owner, 'GET', `/teams/${team.id}`);
    expect(detail.pools).toEqual([expect.objectContaining({ id: pack.id, remaining: 198, purchased: 200 })]);
    expect(detail.members[0]).toMatchObject({ creditsUsedThisMonth: 2, monthlyQueryLimit: null });
    // Each credit spent moves its value to the creator's earnings, as a person's own credits do.
    const [used] = await server.db
      .select({ cents: sum(ledgerEntries.amountCents) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'credits_used'), eq(ledgerEntries.account, 'earnings')));
    expect(Number(used?.cents)).toBeLessThan(0);
    await client.close();
  });

  it('holds each member to the monthly limit the owner set, under concurrent queries, until the month turns', async () => {
    clock = new Date('2026-03-31T20:00:00Z');
    const { browser: owner } = await server.signedIn('user');
    const pack = await meteredPack();
    const { team } = await teamWithCredits(owner, pack.id);
    const { browser: ana } = await member(owner, team.id, 'ana.limit@example.com');
    const { browser: ben } = await member(owner, team.id, 'ben.limit@example.com');
    const anaSeat = await seatOf(owner, team.id, 'ana.limit@example.com');

    const limited = await callOk<TeamDetail>(owner, 'PUT', `/teams/${team.id}/members/${anaSeat.id}/limit`, {
      monthlyQueryLimit: 4,
    });
    expect(limited.members.find((m) => m.id === anaSeat.id)?.monthlyQueryLimit).toBe(4);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => ask(ana, pack.id)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 402)).toHaveLength(6);
    expect(await poolLeft(team.id, pack.id)).toBe(96);
    const refused = await search(ana, { query: 'knife', pack_ids: [pack.id] });
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      'You have used the 4 queries a month your team "Kitchen crew" allows you for "Knife Skills"',
    );
    // Ben has no limit; the pool is shared.
    expect(await ask(ben, pack.id)).toBe(200);
    expect(await poolLeft(team.id, pack.id)).toBe(95);

    clock = new Date('2026-04-01T00:00:01Z');
    expect(await ask(ana, pack.id)).toBe(200);
    expect((await seatOf(owner, team.id, 'ana.limit@example.com')).creditsUsedThisMonth).toBe(1);
    // A limit of 0 stops the seat's use of the pool at once.
    await callOk(owner, 'PUT', `/teams/${team.id}/members/${anaSeat.id}/limit`, { monthlyQueryLimit: 0 });
    expect(await ask(ana, pack.id)).toBe(402);
  });

  it('spends a member’s own credits first, and a freed seat’s holder no longer reads the pool', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await meteredPack();
    const { team } = await teamWithCredits(owner, pack.id);
    const { browser: cai, user: caiUser } = await member(owner, team.id, 'cai@example.com');
    await buy(cai, { credits: [{ packId: pack.id, blocks: 1 }] });
    expect(await ask(cai, pack.id)).toBe(200);
    const [own] = await server.db
      .select()
      .from(queryCredits)
      .where(and(eq(queryCredits.userId, caiUser.id), eq(queryCredits.packId, pack.id)));
    expect(own?.remaining).toBe(99);
    expect(await poolLeft(team.id, pack.id)).toBe(100);

    // Own credits stay theirs when the seat goes; the team's do not.
    await server.db
      .update(queryCredits)
      .set({ remaining: 0, remainingCents: 0 })
      .where(and(eq(queryCredits.userId, caiUser.id), eq(queryCredits.packId, pack.id)));
    expect(await ask(cai, pack.id)).toBe(200);
    expect(await poolLeft(team.id, pack.id)).toBe(99);
    const seat = await seatOf(owner, team.id, 'cai@example.com');
    const freed = await cai.fetch(`/api/teams/${team.id}/members/${seat.id}`, { method: 'DELETE' });
    expect(freed.status).toBe(204);
    expect(await ask(cai, pack.id)).toBe(402);
    expect(await poolLeft(team.id, pack.id)).toBe(99);
  });

  it('refunds the pool’s unused credits to the owner and refuses what a team cannot buy', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await meteredPack();
    const { team, order } = await teamWithCredits(owner, pack.id);
    const { browser: dee } = await member(owner, team.id, 'dee@example.com');
    for (let i = 0; i < 10; i++) expect(await ask(dee, pack.id)).toBe(200);
    const refunded = await callOk<{ order: Order }>(
      owner,
      'POST',
      `/orders/${order.id}/lines/${pack.id}/refund`,
    );
    expect(refunded.order.lines[0]).toMatchObject({ kind: 'credits', refundCents: 450 });
    expect(await poolLeft(team.id, pack.id)).toBe(0);
    expect(await ask(dee, pack.id)).toBe(402);

    // A pack the team holds for its seats needs no credits; a code is for the buyer's own packs.
    await buy(owner, { packIds: [pack.id], teamId: team.id });
    const again = await call(owner, 'POST', '/checkout', {
      credits: [{ packId: pack.id, blocks: 1 }],
      teamId: team.id,
    });
    expect(again.status).toBe(409);
    const code = await call(owner, 'POST', '/checkout', {
      packIds: [pack.id],
      teamId: team.id,
      code: 'SAVE10',
    });
    expect(code.status).toBe(400);
    expect(JSON.stringify(code.body)).toContain(CHECKOUT_REFUSALS.teamCart);
  });

  it('lets only the owner set a seat’s limit, within bounds', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await meteredPack();
    const { team } = await teamWithCredits(owner, pack.id);
    const { browser: eve } = await member(owner, team.id, 'eve@example.com');
    const seat = await seatOf(owner, team.id, 'eve@example.com');
    const path = `/teams/${team.id}/members/${seat.id}/limit`;
    expect((await call(eve, 'PUT', path, { monthlyQueryLimit: 1000 })).status).toBe(404);
    expect((await call(owner, 'PUT', path, { monthlyQueryLimit: -1 })).status).toBe(400);
    expect((await call(owner, 'PUT', path, { monthlyQueryLimit: 2.5 })).status).toBe(400);
    expect((await call(owner, 'PUT', path, {})).status).toBe(400);
    const other = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Other', seats: 2 }, 201);
    expect(
      (await call(owner, 'PUT', `/teams/${other.id}/members/${seat.id}/limit`, { monthlyQueryLimit: 1 }))
        .status,
    ).toBe(404);
    const cleared = await callOk<TeamDetail>(owner, 'PUT', path, { monthlyQueryLimit: null });
    expect(cleared.members[0]?.monthlyQueryLimit).toBeNull();
  });
});
