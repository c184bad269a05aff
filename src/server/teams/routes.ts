import { Hono } from 'hono';
import {
  createTeamSchema,
  invitationParamsSchema,
  memberLimitSchema,
  seatEmailSchema,
  teamDetailSchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  teamSchema,
  teamsResponseSchema,
  updateTeamSchema,
} from '../../common/contracts/teams';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { Entitlements } from '../packs';
import type { QueryRecords } from '../records';
import { acceptInvitation, declineInvitation, freeSeat, invite, moveSeat, setMemberLimit } from './seats';
import { createTeam, invitationsFor, teamDetail, teamsOf, updateTeam } from './teams';

const teamEndpoint = endpointFor({ access: 'session', tag: 'Teams' });

type TeamDeps = Pick<RouteDeps, 'db' | 'now'> & {
  entitlements: Pick<Entitlements, 'settled'>;
  queryRecords: Pick<QueryRecords, 'flush'>;
};

/** Teams (issue 52, item 3): made and named by their owner, seats given and freed, invitations taken. */
export function teamRoutes(deps: TeamDeps) {
  return new Hono<AppEnv>().route('/', teamsOfCaller(deps)).route('/', seatRoutes(deps));
}

/** The caller's teams: listed, made, read, renamed. */
function teamsOfCaller({ db, now, queryRecords }: TeamDeps) {
  return new Hono<AppEnv>()
    .get(
      '/',
      teamEndpoint({
        summary: 'The teams the caller owns or holds a seat of, and the invitations waiting for them',
        status: 200,
        response: teamsResponseSchema,
      }),
      async (c) => {
        const { user } = c.var.caller;
        const [teams, invitations] = await Promise.all([teamsOf(db, user), invitationsFor(db, user)]);
        return c.json({ teams, invitations }, 200);
      },
    )
    .post(
      '/',
      teamEndpoint({
        summary: 'Make a team of N seats to buy packs for',
        body: createTeamSchema,
        status: 201,
        response: teamSchema,
        errors: [409],
      }),
      async (c) => c.json(await createTeam(db, c.var.caller.user, c.req.valid('json'), now()), 201),
    )
    .get(
      '/:id',
      teamEndpoint({
        summary:
          'A team: its packs, and every seat with its holder’s use (the owner), or one’s own seat (a member)',
        param: teamParamsSchema,
        status: 200,
        response: teamDetailSchema,
        errors: [404],
      }),
      async (c) => {
        // Queries still waiting to be written count: the owner sees a member's use of a moment ago.
        await queryRecords.flush();
        return c.json(await teamDetail(db, c.var.caller.user, c.req.valid('param').id, now()), 200);
      },
    )
    .patch(
      '/:id',
      teamEndpoint({
        summary: 'Rename a team, or resize it while it holds no pack',
        param: teamParamsSchema,
        body: updateTeamSchema,
        status: 200,
        response: teamSchema,
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await updateTeam(db, c.var.caller.user, c.req.valid('param').id, c.req.valid('json')), 200),
    );
}

/** A team's seats: given, moved and freed by its owner; invitations taken or turned down by the invited. */
function seatRoutes({ db, now, entitlements }: TeamDeps) {
  return new Hono<AppEnv>()
    .post(
      '/:id/members',
      teamEndpoint({
        summary: 'Give a free seat to an e-mail address (the person accepts it signed in with that address)',
        param: teamParamsSchema,
        body: seatEmailSchema,
        status: 201,
        response: teamDetailSchema,
        errors: [404, 409],
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { email, language } = c.req.valid('json');
        await invite(db, { owner: c.var.caller.user, teamId: id, address: email, language }, now());
        await entitlements.settled();
        return c.json(await teamDetail(db, c.var.caller.user, id, now()), 201);
      },
    )
    .put(
      '/:id/members/:memberId',
      teamEndpoint({
        summary: 'Move a seat to another e-mail address: its holder loses the team’s packs at once',
        param: teamMemberParamsSchema,
        body: seatEmailSchema,
        status: 200,
        response: teamDetailSchema,
        errors: [404, 409],
      }),
      async (c) => {
        const { id, memberId } = c.req.valid('param');
        const { email, language } = c.req.valid('json');
        const gift = { owner: c.var.caller.user, teamId: id, address: email, language };
        await moveSeat(db, gift, memberId, now());
        await entitlements.settled();
        return c.json(await teamDetail(db, c.var.caller.user, id, now()), 200);
      },
    )
    .put(
      '/:id/members/:memberId/limit',
      teamEndpoint({
        summary:
          'Set how many queries of the team’s credit pools a seat may spend a month (null: no limit; the owner only)',
        param: teamMemberParamsSchema,
        body: memberLimitSchema,
        status: 200,
        response: teamDetailSchema,
        errors: [404],
      }),
      async (c) => {
        const { id, memberId } = c.req.valid('param');
        const { monthlyQueryLimit } = c.req.valid('json');
        await setMemberLimit(db, c.var.caller.user, id, memberId, monthlyQueryLimit);
        return c.json(await teamDetail(db, c.var.caller.user, id, now()), 200);
      },
    )
    .delete(
      '/:id/members/:memberId',
      teamEndpoint({
        summary:
          'Free a seat (the owner), or leave the team (its holder): access ends at once on every instance',
        param: teamMemberParamsSchema,
        status: 204,
        errors: [404],
      }),
      async (c) => {
        const { id, memberId } = c.req.valid('param');
        await freeSeat(db, c.var.caller.user, id, memberId);
        await entitlements.settled();
        return c.body(null, 204);
      },
    )
    .post(
      '/invitations/:memberId/accept',
      teamEndpoint({
        summary: 'Take the seat an invitation to the caller’s e-mail address offers',
        param: invitationParamsSchema,
        status: 200,
        response: teamDetailSchema,
        errors: [403, 404, 409],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const teamId = await acceptInvitation(db, user, c.req.valid('param').memberId, now());
        await entitlements.settled();
        return c.json(await teamDetail(db, user, teamId, now()), 200);
      },
    )
    .delete(
      '/invitations/:memberId',
      teamEndpoint({
        summary: 'Turn an invitation down: the seat is free again',
        param: invitationParamsSchema,
        status: 204,
        errors: [403, 404],
      }),
      async (c) => {
        await declineInvitation(db, c.var.caller.user, c.req.valid('param').memberId);
        return c.body(null, 204);
      },
    );
}
