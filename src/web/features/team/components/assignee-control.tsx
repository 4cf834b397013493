import { useId } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MemberRef } from '#shared/teams/assignment.ts';
import { can, canBeAssigned } from '#shared/teams/permissions.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { useAssignRequest, useTeam } from '#web/features/team/api/team.ts';

/**
 * Issue 37 (decision 071): who of the company works on a request. A member who may assign
 * (owner, and 'Vertrieb' / 'Einkauf' / 'Anforderer') picks a colleague of such a role or
 * 'Niemand'; everybody else reads 'Zugewiesen: …'. `path` is the request's assignee route
 * (`/buyer/requests/:id/assignee`, `/seller/my-requests/:id/assignee` or
 * `/seller/requests/:id/assignee`); `refresh` the list's query key to reload after a change.
 */
export function AssigneeControl({
  path,
  assignee,
  refresh,
}: {
  path: string;
  assignee: MemberRef | null;
  refresh: QueryKey;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The assignee list is the company's members (the team page's query, decision 066's GET /team).
  const team = useTeam();
  const self = team.data?.members.find((m) => m.self);
  const assign = useAssignRequest(path, refresh);
  // mutateAsync: the refreshed list may no longer show this request ('only mine'), which unmounts
  // this control before a mutate() callback would run.
  const assignTo = (assigneeId: string | null) =>
    assign.mutateAsync(assigneeId).then(
      (view) => toast.success(view.assignee ? t('assignment.saved') : t('assignment.removed')),
      (error: unknown) =>
        toast.error(t('assignment.failed'), { description: isApiError(error) ? error.message : undefined }),
    );

  if (!self || !can(self.role, 'assign')) {
    return assignee ? (
      <p className="text-sm text-muted-foreground">{t('assignment.assignedTo', { name: assignee.name })}</p>
    ) : null;
  }
  const candidates = team.data!.members.filter((m) => canBeAssigned(m.role));
  // A former colleague still named by the request stays selectable as it is shown.
  const known = !assignee || candidates.some((m) => m.profileId === assignee.id);
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="shrink-0 text-muted-foreground">
        {t('assignment.label')}
      </label>
      <NativeSelect
        id={id}
        className="h-8 max-w-56 py-1"
        value={assignee?.id ?? ''}
        disabled={assign.isPending}
        onChange={(e) => void assignTo(e.target.value === '' ? null : e.target.value)}
      >
        <option value="">{t('assignment.nobody')}</option>
        {known ? null : <option value={assignee.id}>{assignee.name}</option>}
        {candidates.map((m) => (
          <option key={m.profileId} value={m.profileId}>
            {m.self ? t('assignment.you', { name: m.name }) : m.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** 'erstellt von Vorname Nachname' — a colleague's name, shown to its own company only. */
export function CreatedBy({ member }: { member: MemberRef | null }) {
  const { t } = useTranslation();
  return member ? (
    <span className="text-sm text-muted-foreground">{t('assignment.createdBy', { name: member.name })}</span>
  ) : null;
}
