import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  scopesOfRole,
  type ApiKeyScope,
  type ApiKeyView,
  type CreatedApiKey,
} from '#shared/api-keys/schema.ts';
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
import { ErrorCard } from '#web/components/error-card.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { colon } from '#web/lib/typography.ts';
import { CreatedBy } from '#web/features/team/index.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '#web/features/integrations/api/api-keys.ts';

/**
 * Issue 15: the buyer's and the seller's API keys — create with a name and the role's scopes (the
 * key is shown once, with a copy button), list with last use, revoke.
 */
export function ApiKeysSettings({ role }: { role: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const available = scopesOfRole(role);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const keys = useApiKeys();
  const failed = (error: unknown) =>
    toast.error(t('apiKeys.failed'), {
      description: isApiError(error) ? error.message : t('errors.unexpected'),
    });

  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const revokeKey = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        setRevoking(null);
        toast.success(t('apiKeys.revokedToast'));
      },
      onError: failed,
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setScopes([]);
          setFieldError(undefined);
        },
        onError: (error) =>
          isApiError(error) && error.status === 400 ? setFieldError(error.message) : failed(error),
      },
    );
  };
  const toggle = (scope: ApiKeyScope) =>
    setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));
  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      toast.success(t('apiKeys.copied'));
    } catch {
      // No clipboard (insecure context): the key stays selectable on screen.
    }
  };

  return (
    <section className="grid max-w-3xl gap-6" aria-labelledby="api-keys-title">
      <div className="grid gap-2">
        <h2 id="api-keys-title" className="text-lg font-semibold">
          {t('apiKeys.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('apiKeys.intro')}</p>
      </div>

      {created ? (
        <div role="status" className="grid gap-3 rounded-xl border border-border bg-card p-4">
          <p className="font-semibold">{t('apiKeys.created')}</p>
          <p className="text-sm">{t('apiKeys.showOnce')}</p>
          <code
            data-testid="api-key-value"
            className="select-all break-all rounded bg-secondary p-2 font-mono text-sm"
          >
            {created.key}
          </code>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void copy(created.key)}>
              {t('apiKeys.copy')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setCreated(null)}>
              {t('apiKeys.done')}
            </Button>
          </div>
        </div>
      ) : null}

      <form noValidate onSubmit={submit} className="grid gap-4 rounded-xl border border-border p-4">
        <FormField
          label={t('apiKeys.name')}
          required
          maxLength={80}
          value={name}
          error={fieldError}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('apiKeys.scopes')}</legend>
          {available.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              {t(`apiKeys.scope.${scope}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {t('apiKeys.create')}
        </Button>
      </form>

      {keys.isError ? (
        <ErrorCard description={t('apiKeys.loadFailed')} onRetry={() => void keys.refetch()} />
      ) : keys.data && keys.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('apiKeys.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('apiKeys.title')}>
          {keys.data?.items.map((key) => (
            <li
              key={key.id}
              className="grid gap-2 rounded-xl border border-border p-4 sm:grid-cols-[1fr_auto]"
            >
              <div className="grid gap-1">
                <p className="font-semibold">
                  {key.name} <code className="font-mono text-xs text-muted-foreground">{key.prefix}…</code>
                </p>
                <div className="flex flex-wrap gap-1">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="secondary">
                      {t(`apiKeys.scope.${scope}`)}
                    </Badge>
                  ))}
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('apiKeys.createdAt')}
                  {colon()} {formatDate(key.createdAt)} · {t('apiKeys.lastUsed')}
                  {colon()} {key.lastUsedAt ? formatDate(key.lastUsedAt) : t('apiKeys.never')} ·{' '}
                  {t('apiKeys.rateLimit', { count: key.rateLimitPerMinute })}
                </p>
                {/* Issue 37: the member who created it; the key acts with that member's role. */}
                <CreatedBy member={key.createdBy} />
              </div>
              {key.revokedAt ? (
                <Badge variant="destructive" className="self-start">
                  {t('apiKeys.revoked', { date: formatDate(key.revokedAt) })}
                </Badge>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  className="self-start"
                  aria-label={`${t('apiKeys.revoke')}: ${key.name}`}
                  onClick={() => setRevoking(key)}
                >
                  {t('apiKeys.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog open={revoking !== null} onOpenChange={(open) => (open ? null : setRevoking(null))}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{t('apiKeys.revoke')}</DialogTitle>
            <DialogDescription>
              {t('apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              {t('apiKeys.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoking && revokeKey(revoking.id)}
            >
              {t('apiKeys.revoke')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
