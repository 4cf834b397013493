import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { approvalLimitInputSchema } from '#shared/approvals/schema.ts';
import type { TeamMember } from '#shared/teams/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { api, isApiError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';

/** '1.500,50', '1500,50' and '1500.50' are the same amount; anything else is no number. */
function euros(typed: string): number {
  const v = typed.trim().replace(/\s|€/g, '');
  const plain = v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v;
  return plain === '' ? Number.NaN : Number(plain);
}

/** Decision 070: what a member's row says of its approval limit, for every reader of the team. */
export function approvalLimitLine(member: TeamMember, t: TFunction): string | null {
  if (member.role === 'owner') return t('team.limit.owner');
  if (member.role === 'requester') return t('team.limit.requester');
  if (member.role !== 'purchasing') return null;
  return member.approvalLimit === null
    ? t('team.limit.none')
    : t('team.limit.value', { amount: formatMoney(member.approvalLimit) });
}

/**
 * Decision 070: the owner sets an 'Einkauf' member's approval limit — an amount in euros (gross
 * order total) or 'Kein Limit'. The same zod schema as the route checks the amount.
 */
export function ApprovalLimitForm({
  member,
  onSaved,
}: {
  member: TeamMember;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [noLimit, setNoLimit] = useState(member.approvalLimit === null);
  // Shown as typed in Germany ('500,00'); euros() reads either separator.
  const [amount, setAmount] = useState(member.approvalLimit?.replace('.', ',') ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (approvalLimit: number | null) =>
      api.put<TeamMember>(`/team/members/${member.profileId}/approval-limit`, { approvalLimit }),
    onSuccess: async () => {
      setError(undefined);
      toast.success(t('team.limit.saved'));
      await onSaved();
    },
    onError: (e) =>
      isApiError(e) && e.status === 400 && !e.reason
        ? setError(e.message)
        : toast.error(t('team.failed'), {
            description:
              isApiError(e) && e.reason === 'LIMIT_NOT_FOR_ROLE'
                ? t('team.error.LIMIT_NOT_FOR_ROLE')
                : isApiError(e)
                  ? e.message
                  : t('errors.unexpected'),
          }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = approvalLimitInputSchema.safeParse({ approvalLimit: noLimit ? null : euros(amount) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data.approvalLimit);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-2 rounded-lg bg-muted/40 p-3 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label={t('team.limit.of', { name: member.name })}
    >
      <div className="grid gap-2">
        <FormField
          label={t('team.limit.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={noLimit}
          error={error}
          hint={t('team.limit.hint')}
          onChange={(event) => setAmount(event.target.value)}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={noLimit}
            onChange={(event) => {
              setNoLimit(event.target.checked);
              setError(undefined);
            }}
          />
          {t('team.limit.noLimit')}
        </label>
      </div>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        {t('team.limit.save')}
      </Button>
    </form>
  );
}
