import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { approvalLimitInputSchema } from '#shared/approvals/schema.ts';
import type { TeamMember } from '#shared/teams/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';
import { useSaveApprovalLimit } from '#web/features/team/api/team.ts';

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
export function ApprovalLimitForm({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const [noLimit, setNoLimit] = useState(member.approvalLimit === null);
  // Shown as typed in Germany ('500,00'); euros() reads either separator.
  const [amount, setAmount] = useState(member.approvalLimit?.replace('.', ',') ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveApprovalLimit();
  // mutateAsync: the refreshed team gives this form a new key (the saved limit) and remounts it
  // before a mutate() callback would run.
  const saveLimit = async (approvalLimit: number | null) => {
    try {
      await save.mutateAsync({ profileId: member.profileId, approvalLimit });
    } catch (e) {
      return isApiError(e) && e.status === 400 && !e.reason
        ? setError(e.message)
        : void toast.error(t('team.failed'), {
            description:
              isApiError(e) && e.reason === 'LIMIT_NOT_FOR_ROLE'
                ? t('team.error.LIMIT_NOT_FOR_ROLE')
                : isApiError(e)
                  ? e.message
                  : t('errors.unexpected'),
          });
    }
    setError(undefined);
    toast.success(t('team.limit.saved'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = approvalLimitInputSchema.safeParse({ approvalLimit: noLimit ? null : euros(amount) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    void saveLimit(parsed.data.approvalLimit);
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
