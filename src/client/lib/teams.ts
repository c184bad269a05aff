import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamDetail, TeamsResponse } from '../../common/contracts/teams';
import { TEAM_REFUSALS } from '../../common/teams';
import { api, callApi, callApiWithoutAnswer, refusalIn } from './api';
import { LIBRARY_KEY } from './library';
import { useLanguage } from './use-language';

/**
 * Team licences on the client (issue 52): the caller's teams and invitations (the library, the sales page's team
 * box), one team (its page), and the changes to its seats. Every change reads the teams again behind it.
 */
export const TEAMS_KEY = ['teams'] as const;
const teamKey = (id: string) => ['teams', id] as const;

export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: TEAMS_KEY,
    enabled,
    queryFn: ({ signal }): Promise<TeamsResponse> => callApi(() => api.teams.$get({}, { init: { signal } })),
  });
}

export function useTeam(id: string) {
  return useQuery({
    queryKey: teamKey(id),
    queryFn: ({ signal }): Promise<TeamDetail> =>
      callApi(() => api.teams[':id'].$get({ param: { id } }, { init: { signal } })),
  });
}

/** After any change to a team, what the pages show of teams (and the library, whose packs may have changed). */
function useTeamsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
    await queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
  };
}

export function useCreateTeam() {
  const changed = useTeamsChanged();
  return useMutation({
    mutationFn: (body: { name: string; seats: number }) => callApi(() => api.teams.$post({ json: body })),
    onSuccess: changed,
  });
}

/**
 * The owner's changes to a team's seats: give one to an address, move one to another address, set how much of the
 * team's query credits it may spend a month, free one.
 */
export function useSeatChanges(teamId: string) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const changed = useTeamsChanged();
  const settle = (team?: TeamDetail) => {
    if (team) queryClient.setQueryData(teamKey(teamId), team);
    return changed();
  };
  return {
    invite: useMutation({
      mutationFn: (email: string) =>
        callApi(() => api.teams[':id'].members.$post({ param: { id: teamId }, json: { email, language } })),
      onSuccess: settle,
    }),
    move: useMutation({
      mutationFn: ({ memberId, email }: { memberId: string; email: string }) =>
        callApi(() =>
          api.teams[':id'].members[':memberId'].$put({
            param: { id: teamId, memberId },
            json: { email, language },
          }),
        ),
      onSuccess: settle,
    }),
    limit: useMutation({
      mutationFn: ({ memberId, limit }: { memberId: string; limit: number | null }) =>
        callApi(() =>
          api.teams[':id'].members[':memberId'].limit.$put({
            param: { id: teamId, memberId },
            json: { monthlyQueryLimit: limit },
          }),
        ),
      onSuccess: settle,
    }),
    free: useMutation({
      mutationFn: (memberId: string) =>
        callApiWithoutAnswer(() =>
          api.teams[':id'].members[':memberId'].$delete({ param: { id: teamId, memberId } }),
        ),
      onSuccess: () => settle(),
    }),
  };
}

/** The invited person's answer to an invitation: take the seat, or turn it down. */
export function useInvitationAnswer() {
  const changed = useTeamsChanged();
  return {
    accept: useMutation({
      mutationFn: (memberId: string) =>
        callApi(() => api.teams.invitations[':memberId'].accept.$post({ param: { memberId } })),
      onSuccess: changed,
    }),
    decline: useMutation({
      mutationFn: (memberId: string) =>
        callApiWithoutAnswer(() => api.teams.invitations[':memberId'].$delete({ param: { memberId } })),
      onSuccess: changed,
    }),
  };
}

export type TeamRefusal = keyof typeof TEAM_REFUSALS;

/** Which of the shared team refusals the server answered with, if one. */
export function teamRefusal(error: unknown): TeamRefusal | undefined {
  return refusalIn(error, TEAM_REFUSALS);
}
