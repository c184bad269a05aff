import type { Team, TeamDetail, TeamInvitation, TeamMember } from '../../common/contracts/teams';
import { fixtureOf } from './fixture';

export const TEAM_ID = '7e000000-0000-4000-8000-000000000001';

const pack = { id: 'p1', slug: 'knife-skills', title: 'Knife Skills', coverImage: '/c.svg' };

/** A team of five seats its caller owns, holding Knife Skills, with two seats taken. */
export const teamFixture = fixtureOf<Team>({
  id: TEAM_ID,
  name: 'Kitchen crew',
  seats: 5,
  seatsTaken: 2,
  role: 'owner',
  seated: true,
  ownerName: 'Oren Owner',
  packs: [pack],
  createdAt: '2026-03-01T09:00:00.000Z',
});

/** A seat held by Ana since 2 March, used 12 times. */
export const memberFixture = fixtureOf<TeamMember>({
  id: '7e000000-0000-4000-8000-0000000000a1',
  email: 'ana@example.com',
  name: 'Ana Alves',
  status: 'joined',
  invitedAt: '2026-03-01T09:00:00.000Z',
  joinedAt: '2026-03-02T09:00:00.000Z',
  queries30d: 12,
  lastUsedAt: '2026-03-04T09:00:00.000Z',
  monthlyQueryLimit: null,
  creditsUsedThisMonth: 0,
});

export const teamDetailFixture = (overrides: Partial<TeamDetail> = {}): TeamDetail => ({
  ...teamFixture(),
  members: [
    memberFixture(),
    memberFixture({
      id: '7e000000-0000-4000-8000-0000000000b2',
      email: 'ben@example.com',
      name: null,
      status: 'invited',
      joinedAt: null,
      queries30d: 0,
      lastUsedAt: null,
    }),
  ],
  pools: [],
  ...overrides,
});

export const invitationFixture = fixtureOf<TeamInvitation>({
  memberId: '7e000000-0000-4000-8000-0000000000c3',
  teamId: '7e000000-0000-4000-8000-000000000002',
  teamName: 'Research desk',
  ownerName: 'Rita Reed',
  packs: [pack],
  invitedAt: '2026-03-01T09:00:00.000Z',
});
