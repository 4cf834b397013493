import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AssignmentView } from '#shared/teams/assignment.ts';
import type { MemberRole } from '#shared/teams/permissions.ts';
import type { TeamInvitation, TeamMember, TeamView } from '#shared/teams/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { useRefreshingMutation } from '#web/lib/mutations.ts';
import { teamKeys } from './keys.ts';

/*
 * Issue 37 (decisions 066, 070, 071): the company's team, its invitations, a purchaser's approval
 * limit and who works on a request — fetcher, typed queryOptions and hook per endpoint (issue 28).
 * The screens add their toasts and form state; the hooks keep the cache.
 */

export const getTeam = (signal?: AbortSignal) => api.get<TeamView>('/team', { signal });
export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.team, queryFn: ({ signal }) => getTeam(signal) });
export const useTeam = () => useQuery(teamQueryOptions());

/** Every change of the team refreshes it. */
export const inviteMember = (input: { email: string; role: MemberRole }) =>
  api.post<TeamInvitation>('/team/invitations', input);
export const useInviteMember = () => useRefreshingMutation(inviteMember, teamKeys.team);

export const renewInvitation = (id: string) => api.post<TeamInvitation>(`/team/invitations/${id}/renew`, {});
export const useRenewInvitation = () => useRefreshingMutation(renewInvitation, teamKeys.team);

export const revokeInvitation = (id: string) => api.delete<{ ok: true }>(`/team/invitations/${id}`);
export const useRevokeInvitation = () => useRefreshingMutation(revokeInvitation, teamKeys.team);

export const removeMember = (profileId: string) => api.delete<{ ok: true }>(`/team/members/${profileId}`);
export const useRemoveMember = () => useRefreshingMutation(removeMember, teamKeys.team);

/** A refused role change is refreshed too: the select shows the role the member still has. */
export const changeMemberRole = (input: { profileId: string; role: MemberRole }) =>
  api.patch<TeamMember>(`/team/members/${input.profileId}`, { role: input.role });
export function useChangeMemberRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: () => qc.invalidateQueries({ queryKey: teamKeys.team }),
  });
}

/** Decision 070: an 'Einkauf' member's approval limit in euros, or null for 'Kein Limit'. */
export const saveApprovalLimit = (input: { profileId: string; approvalLimit: number | null }) =>
  api.put<TeamMember>(`/team/members/${input.profileId}/approval-limit`, {
    approvalLimit: input.approvalLimit,
  });
export const useSaveApprovalLimit = () => useRefreshingMutation(saveApprovalLimit, teamKeys.team);

/**
 * Decision 071: who of the company works on a request. `path` is the request's assignee route,
 * `list` the key of the list that shows the request (it is refreshed).
 */
export const assignRequest = (path: string, assigneeId: string | null) =>
  api.put<AssignmentView>(path, { assigneeId });
export const useAssignRequest = (path: string, list: QueryKey) =>
  useRefreshingMutation((assigneeId: string | null) => assignRequest(path, assigneeId), list);
