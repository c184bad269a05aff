import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS, type Order } from '../../common/contracts/commerce';
import { TEAM_REFUSALS, type TeamDetail, type TeamsResponse } from '../../common/contracts/teams';
import { ledgerEntries, teamMembers } from '../db/schema';
import { buy, call, callOk } from '../test/api-call';
import { search } from '../test/engine-helpers';
import { createPackAt } from '../test/factories';
import { createToken, mcpClient, text } from '../test/mcp-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
const clock = new Date('2026-03-01T09:00:00Z');

/** A team of `seats` owned by `owner`, holding `packId` (bought and paid through the dev checkout). */
async function teamHolding(owner: TestBrowser, packId: string, seats = 5) {
  const team = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Kitchen crew', seats }, 201);
  return { team, order: await buy(owner, { packIds: [packId], teamId: team.id }) };
}

/** A DELETE answered 204 (no body). */
async function deleted(browser: TestBrowser, path: string) {
  const res = await browser.fetch(`/api${path}`, { method: 'DELETE' });
  expect(res.status, await res.clone().text()).toBe(204);
}

const canSearch = async (browser: TestBrowser, packId: string) =>
  (await search(browser, { query: 'knife', pack_ids: [packId] })).status;

describe('team licences', () => {
  useTestServer((started) => (server = started), { now: () => clock });

  it('sells a pack for every seat of a team at the price per seat less the team discount, booked per line', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await createPackAt(server.db, 2900, { seatPriceCents: 1500, teamDiscountPercent: 20 });
    const { order } = await teamHolding(owner, pack.id, 5);
    expect(order.status).toBe('paid');
    expect(order.lines).toEqual([
      expect.objectContaining({
        kind: 'seats',
        seats: 5,
        listPriceCents: 7500,
        priceCents: 6000,
        discountCents: 0,
      }),
    ]);
    expect(order.totalCents).toBe(6000);
    const sale = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(sale.find((entry) => entry.account === 'cash')?.amountCents).toBe(6000);
    expect(sale.find((entry) => entry.account === 'earnings')?.creatorId).toBe(pack.creatorId);

    // Under five seats, no team discount.
    const small = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Pair', seats: 2 }, 201);
    const { quote } = await callOk<{ quote: { totalCents: number } }>(owner, 'POST', '/checkout/quote', {
      packIds: [pack.id],
      teamId: small.id,
    });
    expect(quote.totalCents).toBe(3000);
  });

  it('refuses what a team cannot buy, naming why', async () => {
    const { browser: owner } = await server.signedIn('user');
    const { browser: stranger } = await server.signedIn('user');
    const notForTeams = await createPackAt(server.db, 2900);
    const forTeams = await createPackAt(server.db, 2900, { seatPriceCents: 1000 });
    const team = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Crew', seats: 3 }, 201);

    const refused = await call(owner, 'POST', '/checkout', { packIds: [notForTeams.id], teamId: team.id });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(CHECKOUT_REFUSALS.notForTeams);
    const credits = await call(owner, 'POST', '/checkout', {
      credits: [{ packId: forTeams.id, blocks: 1 }],
      teamId: team.id,
    });
    expect(credits.status).toBe(409);
    expect(JSON.stringify(credits.body)).toContain(CHECKOUT_REFUSALS.notMetered);
    expect(
      (await call(stranger, 'POST', '/checkout', { packIds: [forTeams.id], teamId: team.id })).status,
    ).toBe(404);
    expect((await call(owner, 'POST', '/teams', { name: 'Solo', seats: 1 })).status).toBe(400);
    expect((await call(owner, 'POST', '/teams', { name: ' ', seats: 3 })).status).toBe(400);

    // An empty team may still change its size; once it holds the pack, it cannot buy it again.
    expect((await call(owner, 'PATCH', `/teams/${team.id}`, { seats: 4 })).status).toBe(200);
    expect((await buy(owner, { packIds: [forTeams.id], teamId: team.id })).lines[0]?.seats).toBe(4);
    const again = await call(owner, 'POST', '/checkout', { packIds: [forTeams.id], teamId: team.id });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(CHECKOUT_REFUSALS.teamHolds);
  });

  it('lets invited members read through their own assistant, and ends it the moment their seat is freed', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await createPackAt(server.db, 2900, { seatPriceCents: 1500 });
    const { team } = await teamHolding(owner, pack.id, 5);
    const { browser: ana, user: anaUser } = await server.signedIn('user', 'ana@example.com');
    const { browser: ben } = await server.signedIn('user', 'ben@example.com');
    expect(await canSearch(ana, pack.id)).toBe(403);

    await callOk(owner, 'POST', `/teams/${team.id}/members`, { email: 'Ana@Example.com' }, 201);
    const withBen = await callOk<TeamDetail>(
      owner,
      'POST',
      `/teams/${team.id}/members`,
      { email: 'ben@example.com' },
      201,
    );
    expect(withBen.seatsTaken).toBe(2);
    expect(withBen.members.map((m) => [m.email, m.status])).toEqual([
      ['ana@example.com', 'invited'],
      ['ben@example.com', 'invited'],
    ]);
    // An invitation is no access until it is accepted, and only by the address it was sent to.
    expect(await canSearch(ana, pack.id)).toBe(403);
    const { invitations } = await callOk<TeamsResponse>(ana, 'GET', '/teams');
    expect(invitations).toEqual([
      expect.objectContaining({
        teamName: 'Kitchen crew',
        packs: [expect.objectContaining({ id: pack.id })],
      }),
    ]);
    const invitation = invitations[0]!;
    const wrong = await call(ben, 'POST', `/teams/invitations/${invitation.memberId}/accept`);
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.body)).toContain(TEAM_REFUSALS.notForYou);
    await callOk(ana, 'POST', `/teams/invitations/${invitation.memberId}/accept`);
    expect(await canSearch(ana, pack.id)).toBe(200);

    const { client } = await mcpClient(server.baseUrl, (await createToken(ana)).token);
    const found = await client.callTool({
      name: 'search',
      arguments: { query: 'knife', pack_ids: [pack.id] },
    });
    expect(found.isError).toBeFalsy();
    const seen = await callOk<TeamsResponse>(ana, 'GET', '/teams');
    expect(seen.teams).toEqual([expect.objectContaining({ role: 'member', name: 'Kitchen crew' })]);

    // The owner sees each member's use (counts, never questions).
    const detail = await callOk<TeamDetail>(owner, 'GET', `/teams/${team.id}`);
    const anaSeat = detail.members.find((m) => m.email === 'ana@example.com')!;
    expect(anaSeat).toMatchObject({ status: 'joined', queries30d: 2, lastUsedAt: clock.toISOString() });
    expect(JSON.stringify(detail)).not.toContain('knife');
    // A member sees only their own seat.
    const asMember = await callOk<TeamDetail>(ana, 'GET', `/teams/${team.id}`);
    expect(asMember.members.map((m) => m.email)).toEqual(['ana@example.com']);

    await deleted(owner, `/teams/${team.id}/members/${anaSeat.id}`);
    const refused = await client.callTool({
      name: 'search',
      arguments: { query: 'knife', pack_ids: [pack.id] },
    });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe(`You may not read pack ${pack.id}`);
    expect(await canSearch(ana, pack.id)).toBe(403);
    expect((await callOk<TeamsResponse>(ana, 'GET', '/teams')).teams).toEqual([]);
    expect(anaUser.email).toBe('ana@example.com');
  });

  it('moves a seat to someone else: its holder loses the pack at once, and the seat count is unchanged', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await createPackAt(server.db, 2900, { seatPriceCents: 1500 });
    const { team } = await teamHolding(owner, pack.id, 2);
    const { browser: cai } = await server.signedIn('user', 'cai@example.com');
    await callOk(owner, 'POST', `/teams/${team.id}/members`, { email: 'cai@example.com' }, 201);
    const [invitation] = (await callOk<TeamsResponse>(cai, 'GET', '/teams')).invitations;
    await callOk(cai, 'POST', `/teams/invitations/${invitation!.memberId}/accept`);
    expect(await canSearch(cai, pack.id)).toBe(200);

    const moved = await callOk<TeamDetail>(
      owner,
      'PUT',
      `/teams/${team.id}/members/${invitation!.memberId}`,
      {
        email: 'dee@example.com',
      },
    );
    expect(moved.members.map((m) => [m.email, m.status])).toEqual([['dee@example.com', 'invited']]);
    expect(moved.seatsTaken).toBe(1);
    expect(await canSearch(cai, pack.id)).toBe(403);
  });

  it('never gives more seats than the team has, however many invitations are sent at once', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await createPackAt(server.db, 2900, { seatPriceCents: 1500 });
    const { team } = await teamHolding(owner, pack.id, 5);
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(owner, 'POST', `/teams/${team.id}/members`, { email: `p${i}@example.com` }),
      ),
    );
    expect(sent.filter((res) => res.status === 201)).toHaveLength(5);
    const refused = sent.filter((res) => res.status === 409);
    expect(refused).toHaveLength(7);
    expect(JSON.stringify(refused[0]?.body)).toContain(TEAM_REFUSALS.full);
    const rows = await server.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(rows).toHaveLength(5);
    // A team that holds a pack keeps its size, and so does one with a checkout open for it (priced for its size).
    const resized = await call(owner, 'PATCH', `/teams/${team.id}`, { seats: 10 });
    expect(resized.status).toBe(409);
    const open = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Open', seats: 2 }, 201);
    await callOk(owner, 'POST', '/checkout', { packIds: [pack.id], teamId: open.id }, 201);
    const grown = await call(owner, 'PATCH', `/teams/${open.id}`, { seats: 100 });
    expect(grown.status).toBe(409);
    expect(JSON.stringify(grown.body)).toContain(TEAM_REFUSALS.sizeFixed);
  });

  it('gives every seat’s money back on a refund of the line, and the members lose the pack', async () => {
    const { browser: owner } = await server.signedIn('user');
    const pack = await createPackAt(server.db, 2900, { seatPriceCents: 1500 });
    const { team, order } = await teamHolding(owner, pack.id, 3);
    const { browser: eve } = await server.signedIn('user', 'eve@example.com');
    await callOk(owner, 'POST', `/teams/${team.id}/members`, { email: 'eve@example.com' }, 201);
    const [invitation] = (await callOk<TeamsResponse>(eve, 'GET', '/teams')).invitations;
    await callOk(eve, 'POST', `/teams/invitations/${invitation!.memberId}/accept`);
    expect(await canSearch(eve, pack.id)).toBe(200);

    const refunded = await callOk<{ order: Order }>(
      owner,
      'POST',
      `/orders/${order.id}/lines/${pack.id}/refund`,
    );
    expect(refunded.order.lines[0]).toMatchObject({ kind: 'seats', refundCents: 4500 });
    expect(await canSearch(eve, pack.id)).toBe(403);
    const detail = await callOk<TeamDetail>(owner, 'GET', `/teams/${team.id}`);
    expect(detail.packs).toEqual([]);
    const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(entries.filter((e) => e.account === 'cash').reduce((sum, e) => sum + e.amountCents, 0)).toBe(0);
  });

  it('keeps a team to its owner: others get 404, and an invitation can be turned down', async () => {
    const { browser: owner } = await server.signedIn('user');
    const { browser: stranger } = await server.signedIn('user', 'fay@example.com');
    const team = await callOk<TeamDetail>(owner, 'POST', '/teams', { name: 'Crew', seats: 2 }, 201);
    expect((await call(stranger, 'GET', `/teams/${team.id}`)).status).toBe(404);
    expect(
      (await call(stranger, 'POST', `/teams/${team.id}/members`, { email: 'x@example.com' })).status,
    ).toBe(404);
    expect((await call(owner, 'POST', `/teams/${team.id}/members`, { email: 'not an address' })).status).toBe(
      400,
    );
    await callOk(owner, 'POST', `/teams/${team.id}/members`, { email: 'fay@example.com' }, 201);
    const [invitation] = (await callOk<TeamsResponse>(stranger, 'GET', '/teams')).invitations;
    await deleted(stranger, `/teams/invitations/${invitation!.memberId}`);
    expect((await callOk<TeamDetail>(owner, 'GET', `/teams/${team.id}`)).seatsTaken).toBe(0);
  });
});
