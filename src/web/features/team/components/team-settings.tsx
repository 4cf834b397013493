import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { memberRolesOf, type MemberRole } from '#shared/teams/permissions.ts';
import type { TeamMember } from '#shared/teams/schema.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { ErrorCard } from '#web/components/error-card.tsx';
import { ApprovalLimitForm, approvalLimitLine } from './team-approval-limit.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate, formatDay } from '#web/lib/format.ts';
import {
  useChangeMemberRole,
  useInviteMember,
  useRemoveMember,
  useRenewInvitation,
  useRevokeInvitation,
  useTeam,
} from '#web/features/team/api/team.ts';

/** The team's refusals by reason, in the reader's language; anything else as the server said it. */
const REASONS = [
  'LAST_OWNER',
  'ALREADY_INVITED',
  'EMAIL_HAS_ACCOUNT',
  'NOT_YOURSELF',
  'ROLE_NOT_OF_PARTY',
] as const;

/**
 * Issue 37 (decision 066): the company's team on the buyer's and the seller's dashboard. Owners
 * invite by e-mail, change roles and remove members; everybody else sees the list.
 */
export function TeamSettings({ party }: { party: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const roles = memberRolesOf(party);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>(party === 'seller' ? 'sales' : 'requester');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const team = useTeam();
  const message = (error: unknown) => {
    if (!isApiError(error)) return t('errors.unexpected');
    const reason = REASONS.find((r) => r === error.reason);
    return reason ? t(`team.error.${reason}`) : error.message;
  };
  const failed = (error: unknown) => toast.error(t('team.failed'), { description: message(error) });
  const invite = useInviteMember();
  const renew = useRenewInvitation();
  const revoke = useRevokeInvitation();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const done = (message: string) => ({ onSuccess: () => toast.success(message), onError: failed });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          toast.success(t('team.invite.sent', { email: invitation.email }));
          setEmail('');
          setFieldError(undefined);
        },
        onError: (error) =>
          isApiError(error) && error.status === 400 && !error.reason
            ? setFieldError(error.message)
            : failed(error),
      },
    );
  };
  const removeMember = (profileId: string) =>
    remove.mutate(profileId, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(t('team.removed'));
      },
      onError: failed,
    });

  if (team.isError)
    return <ErrorCard description={t('team.loadFailed')} onRetry={() => void team.refetch()} />;
  const data = team.data;
  const manage = data?.canManage === true;

  return (
    <section className="grid max-w-3xl gap-6" aria-labelledby="team-title">
      <div className="grid gap-2">
        <h2 id="team-title" className="text-lg font-semibold">
          {t('team.title')}
          {data ? <span className="font-normal text-muted-foreground"> · {data.companyName}</span> : null}
        </h2>
        <p className="text-sm text-muted-foreground">{t('team.intro')}</p>
        {data && !manage ? <p className="text-sm">{t('team.readOnly')}</p> : null}
      </div>

      <div className="grid gap-3">
        <h3 className="font-semibold">{t('team.members')}</h3>
        <ul className="grid gap-3" aria-label={t('team.members')}>
          {data?.members.map((m) => (
            <li
              key={m.profileId}
              className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <p className="font-semibold">
                  {m.name} {m.self ? <Badge variant="secondary">{t('team.you')}</Badge> : null}
                </p>
                <p className="break-all text-sm text-muted-foreground">{m.email}</p>
                <p className="text-xs text-muted-foreground">
                  {t(`team.roleHint.${m.role}`)} · {t('team.joined', { date: formatDay(m.joinedAt) })}
                </p>
                {party === 'buyer' && approvalLimitLine(m, t) ? (
                  <p className="text-sm font-medium" data-testid="approval-limit">
                    {approvalLimitLine(m, t)}
                  </p>
                ) : null}
              </div>
              {manage ? (
                <div className="flex flex-wrap items-center gap-2">
                  <NativeSelect
                    aria-label={t('team.roleOf', { name: m.name })}
                    className="w-40"
                    value={m.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate(
                        { profileId: m.profileId, role: event.target.value as MemberRole },
                        done(t('team.roleChanged')),
                      )
                    }
                  >
                    {roles.map((r) => (
                      <option key={r} value={r}>
                        {t(`team.role.${r}`)}
                      </option>
                    ))}
                  </NativeSelect>
                  {m.self ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      aria-label={`${t('team.remove')}: ${m.name}`}
                      onClick={() => setRemoving(m)}
                    >
                      {t('team.remove')}
                    </Button>
                  )}
                </div>
              ) : (
                <Badge variant="secondary" className="self-start sm:self-center">
                  {t(`team.role.${m.role}`)}
                </Badge>
              )}
              {manage && party === 'buyer' && m.role === 'purchasing' ? (
                <div className="sm:col-span-2">
                  <ApprovalLimitForm key={`${m.profileId}:${m.approvalLimit ?? ''}`} member={m} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </div>

      {manage ? (
        <>
          <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-border p-4">
            <div className="grid gap-1">
              <h3 className="font-semibold">{t('team.invite.title')}</h3>
              <p className="text-sm text-muted-foreground">{t('team.invite.text')}</p>
            </div>
            <div className="grid items-start gap-4 sm:grid-cols-[1fr_12rem]">
              <FormField
                label={t('team.invite.email')}
                type="email"
                autoComplete="off"
                required
                value={email}
                error={fieldError}
                onChange={(event) => setEmail(event.target.value)}
              />
              <label className="grid content-start gap-2 text-sm font-medium">
                {t('team.roleLabel')}
                <NativeSelect
                  aria-label={t('team.roleLabel')}
                  value={role}
                  onChange={(event) => setRole(event.target.value as MemberRole)}
                >
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(`team.role.${r}`)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            </div>
            <p className="text-xs text-muted-foreground">{t(`team.roleHint.${role}`)}</p>
            <Button type="submit" className="justify-self-start" disabled={invite.isPending}>
              {t('team.invite.submit')}
            </Button>
          </form>

          <div className="grid gap-3">
            <h3 className="font-semibold">{t('team.invitations')}</h3>
            {data && data.invitations.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('team.invitations.empty')}</p>
            ) : (
              <ul className="grid gap-3" aria-label={t('team.invitations')}>
                {data?.invitations.map((i) => (
                  <li
                    key={i.id}
                    className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-center"
                  >
                    <div className="grid min-w-0 gap-1">
                      <p className="break-all font-semibold">{i.email}</p>
                      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <Badge variant="secondary">{t(`team.role.${i.role}`)}</Badge>
                        {i.expired ? (
                          <Badge variant="destructive">{t('team.invitation.expired')}</Badge>
                        ) : (
                          t('team.invitation.expires', { date: formatDate(i.expiresAt) })
                        )}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="outline"
                        disabled={renew.isPending}
                        aria-label={`${t('team.invitation.renew')}: ${i.email}`}
                        onClick={() => renew.mutate(i.id, done(t('team.invitation.renewed')))}
                      >
                        {t('team.invitation.renew')}
                      </Button>
                      <Button
                        type="button"
                        variant="outline"
                        disabled={revoke.isPending}
                        aria-label={`${t('team.invitation.revoke')}: ${i.email}`}
                        onClick={() => revoke.mutate(i.id, done(t('team.invitation.revoked')))}
                      >
                        {t('team.invitation.revoke')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      ) : null}

      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('team.removeTitle')}</DialogTitle>
            <DialogDescription>{t('team.removeConfirm', { name: removing?.name ?? '' })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRemoving(null)}>
              {t('team.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => (removing ? removeMember(removing.profileId) : undefined)}
            >
              {t('team.remove')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
