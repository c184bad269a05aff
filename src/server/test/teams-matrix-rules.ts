import { eq } from 'drizzle-orm';
import { teamMembers, teams, userProfiles } from '../db/schema';
import { createUser, stampedNow } from './factories';
import { callerId, signedIn, type EndpointRule, type MatrixContext } from './matrix-rule';

/** A team of the calling person (of someone else when signed out), with one invited seat. */
async function ownTeam(ctx: MatrixContext) {
  const { createdAt } = stampedNow();
  const [team] = await ctx.server.db
    .insert(teams)
    .values({ ownerId: await callerId(ctx), name: 'Crew', seats: 3, createdAt })
    .returning();
  const [member] = await ctx.server.db
    .insert(teamMembers)
    .values({ teamId: team!.id, email: 'seat@example.com', invitedAt: createdAt })
    .returning();
  return { teamId: team!.id, memberId: member!.id };
}

/** An invitation to the calling person's address (someone else's team). */
async function invitationToCaller(ctx: MatrixContext) {
  const { createdAt } = stampedNow();
  const [caller] = await ctx.server.db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.id, await callerId(ctx)));
  const teamId = await someoneElsesTeam(ctx);
  const [member] = await ctx.server.db
    .insert(teamMembers)
    .values({ teamId, email: caller!.email.toLowerCase(), invitedAt: createdAt })
    .returning();
  return member!.id;
}

/** A team of someone else than the caller. */
async function someoneElsesTeam(ctx: MatrixContext) {
  const owner = await createUser(ctx.server.db);
  const [team] = await ctx.server.db
    .insert(teams)
    .values({ ownerId: owner.id, name: 'Their crew', seats: 3, createdAt: stampedNow().createdAt })
    .returning();
  return team!.id;
}

/** Teams (issue 52): anyone signed in may make one; a team's seats are its owner's to give. */
export const TEAM_RULES: EndpointRule[] = [
  { endpoint: 'GET /api/teams' },
  { endpoint: 'POST /api/teams', request: () => ({ json: { name: 'Crew', seats: 3 } }) },
  {
    endpoint: 'GET /api/teams/:id',
    request: async (ctx) => ({ path: `/api/teams/${(await ownTeam(ctx)).teamId}` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'PATCH /api/teams/:id',
    request: async (ctx) => ({
      path: `/api/teams/${(await ownTeam(ctx)).teamId}`,
      json: { name: 'New name' },
    }),
    expect: signedIn(200),
  },
  {
    endpoint: 'POST /api/teams/:id/members',
    request: async (ctx) => ({
      path: `/api/teams/${(await ownTeam(ctx)).teamId}/members`,
      json: { email: 'new@example.com' },
    }),
    expect: signedIn(201),
  },
  {
    endpoint: 'PUT /api/teams/:id/members/:memberId',
    request: async (ctx) => {
      const { teamId, memberId } = await ownTeam(ctx);
      return { path: `/api/teams/${teamId}/members/${memberId}`, json: { email: 'moved@example.com' } };
    },
    expect: signedIn(200),
  },
  {
    endpoint: 'PUT /api/teams/:id/members/:memberId/limit',
    request: async (ctx) => {
      const { teamId, memberId } = await ownTeam(ctx);
      return { path: `/api/teams/${teamId}/members/${memberId}/limit`, json: { monthlyQueryLimit: 50 } };
    },
    expect: signedIn(200),
  },
  {
    endpoint: 'DELETE /api/teams/:id/members/:memberId',
    request: async (ctx) => {
      const { teamId, memberId } = await ownTeam(ctx);
      return { path: `/api/teams/${teamId}/members/${memberId}` };
    },
    expect: signedIn(204),
  },
  {
    endpoint: 'POST /api/teams/invitations/:memberId/accept',
    request: async (ctx) => ({ path: `/api/teams/invitations/${await invitationToCaller(ctx)}/accept` }),
    expect: signedIn(200),
  },
  {
    endpoint: 'DELETE /api/teams/invitations/:memberId',
    request: async (ctx) => ({ path: `/api/teams/invitations/${await invitationToCaller(ctx)}` }),
    expect: signedIn(204),
  },
];
