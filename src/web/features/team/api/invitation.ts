import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationInput, InvitationInfo } from '#shared/teams/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { teamKeys } from './keys.ts';

/** Issue 37: the invitation behind a link, and joining the company with it. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationInfo>(`/team-invitations/${encodeURIComponent(token)}`, { signal });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });
export const useInvitation = (token: string) =>
  useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });

export const acceptInvitation = (token: string, input: AcceptInvitationInput) =>
  api.post<{ email: string }>(`/team-invitations/${encodeURIComponent(token)}/accept`, input);
export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: (input: AcceptInvitationInput) => acceptInvitation(token, input) });
