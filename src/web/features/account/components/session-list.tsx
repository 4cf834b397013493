import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SessionView } from '#shared/auth/sessions.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from '#web/features/account/api/security.ts';

/**
 * Issue 34: where the account is signed in — browser and system, last seen — with 'Abmelden' per
 * other session and 'Alle anderen abmelden'. The current session ends with the header's 'Abmelden'.
 */
export function SessionList() {
  const { t } = useTranslation();
  const list = useSessions();
  const failed = (error: unknown) =>
    toast.error(t('security.failed'), {
      description: isApiError(error) ? error.message : t('errors.unexpected'),
    });
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const endOne = (id: string) =>
    end.mutate(id, {
      onSuccess: () => toast.success(t('accountSecurity.sessions.ended')),
      onError: failed,
    });
  const endTheOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: (res) => toast.success(t('accountSecurity.sessions.endedOthers', { count: res.ended })),
      onError: failed,
    });
  if (!list.data) return null;
  const sessions = list.data.sessions;
  const others = sessions.filter((s) => !s.current);
  const name = (s: SessionView) =>
    `${s.browser ?? t('accountSecurity.sessions.unknownBrowser')} · ${s.os ?? t('accountSecurity.sessions.unknownOs')}`;
  return (
    <section className="grid max-w-xl gap-4" aria-labelledby="sessions-title" data-testid="session-list">
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('accountSecurity.sessions.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('accountSecurity.sessions.intro')}</p>
      <ul className="grid gap-2">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 text-sm"
            data-testid="session-row"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MonitorSmartphone
                className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
              <div className="grid gap-0.5">
                <p className="font-medium">
                  {name(s)}{' '}
                  {s.current ? (
                    <Badge variant="secondary">{t('accountSecurity.sessions.current')}</Badge>
                  ) : null}
                </p>
                <p className="text-muted-foreground">
                  {t('accountSecurity.sessions.lastSeen', { date: formatDate(s.lastSeenAt) })}
                </p>
                <p className="text-muted-foreground">
                  {t('accountSecurity.sessions.since', { date: formatDate(s.createdAt) })}
                </p>
              </div>
            </div>
            {s.current ? null : (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={end.isPending}
                onClick={() => endOne(s.id)}
                aria-label={`${t('accountSecurity.sessions.end')}: ${name(s)}`}
              >
                <LogOut aria-hidden="true" />
                {t('accountSecurity.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={endOthers.isPending}
          onClick={endTheOthers}
        >
          {t('accountSecurity.sessions.endOthers')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('accountSecurity.sessions.none')}</p>
      )}
    </section>
  );
}
