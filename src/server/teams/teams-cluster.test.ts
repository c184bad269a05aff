import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../common/contracts/commerce';
import type { TeamDetail, TeamsResponse } from '../../common/contracts/teams';
import { call } from '../test/api-call';
import { startCluster, type Cluster } from '../test/cluster';
import { newPack, untilReady, uploadOk } from '../test/engine-helpers';
import { createToken, rpc } from '../test/mcp-helpers';

// A team's seats across three instances on one PostgreSQL, behind a balancer that sends each request to the next
// instance (test/cluster.ts): invitations sent at once land on every instance and still never exceed the seats, and
// a freed seat stops its member's assistant on every instance from the moment the owner is answered.

const postgres = process.env.KENJA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const INSTANCES = 3;

let cluster: Cluster;

describe.runIf(postgres)('team seats across three instances', () => {
  beforeAll(async () => {
    cluster = await startCluster(postgres as string, { size: INSTANCES });
  }, 120_000);
  afterAll(() => cluster?.close());

  it('gives exactly the team’s seats to invitations sent at once, and a freed seat is refused on every instance', async () => {
    const seller = cluster.browser();
    await seller.signInAs('creator');
    const packId = (await newPack(seller, 'Knife skills for teams')).id;
    await uploadOk(
      seller,
      packId,
      'knives.md',
      '# Honing\n\nHone the blade on a steel at fifteen degrees.\n',
    );
    await untilReady(seller, packId);
    const published = await call(seller, 'POST', `/studio/packs/${packId}/publish`, {
      title: 'Knife skills for teams',
      description: 'Holding, honing and storing kitchen knives, for every cook of a brigade, step by step.',
      category: 'cooking-culinary-arts',
      price: '12.00',
      seatPrice: '6.00',
      language: 'en',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    const owner = cluster.browser();
    await owner.signInAs('user');
    const team = (await call(owner, 'POST', '/teams', { name: 'Brigade', seats: 4 }))
      .body as unknown as TeamDetail;
    const checkout = await call(owner, 'POST', '/checkout', { packIds: [packId], teamId: team.id });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const { order } = checkout.body as unknown as CheckoutResponse;
    const paid = cluster.stripe.complete(cluster.stripe.sessionFor(order.id).id);
    const delivered = await cluster.stripe.deliver(
      `${cluster.instances[0]!.baseUrl}/api/webhooks/stripe`,
      paid,
    );
    expect(delivered.status).toBe(200);

    const member = cluster.browser();
    const memberEmail = `cook-${Date.now()}@example.test`;
    await member.signInAs('user', memberEmail);
    expect((await call(owner, 'POST', `/teams/${team.id}/members`, { email: memberEmail })).status).toBe(201);
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(owner, 'POST', `/teams/${team.id}/members`, { email: `p${i}@example.test` }),
      ),
    );
    expect(sent.filter((res) => res.status === 201)).toHaveLength(3);
    expect(sent.filter((res) => res.status === 409)).toHaveLength(9);
    const [seats] = await cluster.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM team_members WHERE team_id = $1',
      [team.id],
    );
    expect(seats?.n).toBe(4);

    const { invitations } = (await call(member, 'GET', '/teams')).body as unknown as TeamsResponse;
    const seatId = invitations[0]!.memberId;
    expect((await call(member, 'POST', `/teams/invitations/${seatId}/accept`)).status).toBe(200);
    const { token } = await createToken(member);
    const search = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { query: 'honing', pack_ids: [packId] } },
    };
    const bodies = async () => {
      const answers = [];
      for (let i = 0; i < INSTANCES; i++) {
        answers.push(
          JSON.stringify(
            await (await rpc(cluster.proxy.url, search, { authorization: `Bearer ${token}` })).json(),
          ),
        );
      }
      return answers;
    };
    for (const body of await bodies()) expect(body).not.toContain('You may not read');

    const freed = await owner.fetch(`/api/teams/${team.id}/members/${seatId}`, { method: 'DELETE' });
    expect(freed.status).toBe(204);
    for (const body of await bodies()) expect(body).toContain(`You may not read pack ${packId}`);
  });
});
