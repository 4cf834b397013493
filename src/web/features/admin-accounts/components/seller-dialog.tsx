import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  adminSellerEditSchema,
  type AdminSellerDetailView,
  type AdminSellerEdit,
  type AdminSellerView,
} from '#shared/admin/sellers.ts';
import { ACTIVE_STATUSES, PAYMENT_STATUSES } from '#shared/constants.ts';
import { ErrorCard } from '#web/components/error-card.tsx';
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
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { countryName } from '#web/lib/display-labels.ts';
import { formatDate } from '#web/lib/format.ts';
import { useSellerActions, useSellerDetails } from '#web/features/admin-accounts/api/sellers.ts';
import { usePrivacyActions } from '#web/features/admin-accounts/api/privacy.ts';
import { adminAccountKeys } from '#web/features/admin-accounts/api/keys.ts';
import { SelectField } from '#web/components/admin/form-dialog.tsx';

export type SellerDialogMode = 'view' | 'edit' | 'approve' | 'reject';

/**
 * The seller's full registration (address, trade register, website, VAT id, brands …). Approving
 * and rejecting happen here, after the admin has seen it: the dialog is the confirmation.
 */
export function SellerDialog({
  seller,
  mode,
  onMode,
  onClose,
}: {
  seller: AdminSellerView;
  mode: SellerDialogMode;
  onMode: (mode: SellerDialogMode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const details = useSellerDetails(seller.id);
  const actions = useSellerActions();
  const title =
    mode === 'approve'
      ? t('admin.sellers.approveTitle')
      : mode === 'reject'
        ? t('admin.sellers.rejectTitle')
        : mode === 'edit'
          ? t('admin.sellers.editTitle')
          : t('admin.sellers.detailsTitle');

  let body: ReactNode;
  if (details.isPending) {
    body = (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    );
  } else if (details.isError) {
    body = (
      <ErrorCard onRetry={() => void details.refetch()} description={t('admin.sellers.detailsFailed')} />
    );
  } else if (mode === 'edit') {
    body = <EditForm seller={details.data} onDone={() => onMode('view')} />;
  } else {
    body = <SellerFacts seller={details.data} />;
  }

  const decide = mode === 'approve' ? actions.approve : actions.reject;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {mode === 'approve'
              ? t('admin.sellers.approveConfirm', { company: seller.companyName })
              : mode === 'reject'
                ? t('admin.sellers.rejectConfirm', { company: seller.companyName })
                : seller.companyName}
          </DialogDescription>
        </DialogHeader>
        {body}
        {mode === 'edit' ? null : (
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {mode === 'view' ? t('common.close') : t('admin.cancel')}
            </Button>
            {mode === 'view' ? (
              <>
                <SellerPrivacyButtons sellerId={seller.id} onErased={onClose} />
                <Button variant="outline" disabled={!details.data} onClick={() => onMode('edit')}>
                  {t('admin.edit')}
                </Button>
              </>
            ) : (
              <Button
                variant={mode === 'reject' ? 'destructive' : 'default'}
                disabled={decide.isPending || !details.data}
                onClick={() => decide.mutate(seller.id, { onSuccess: onClose })}
              >
                {mode === 'approve' ? t('admin.sellers.approve') : t('admin.sellers.reject')}
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Issue 32: the seller's data export, and erasure after a browser confirmation (audited). */
function SellerPrivacyButtons({ sellerId, onErased }: { sellerId: string; onErased: () => void }) {
  const { t } = useTranslation();
  const privacy = usePrivacyActions(adminAccountKeys.sellers);
  return (
    <>
      <Button
        variant="outline"
        disabled={privacy.exportData.isPending}
        onClick={() => privacy.exportData.mutate(sellerId)}
      >
        {t('privacy.admin.export')}
      </Button>
      <Button
        variant="destructive"
        disabled={privacy.erase.isPending}
        onClick={() => {
          if (window.confirm(t('privacy.admin.eraseConfirm')))
            privacy.erase.mutate(sellerId, { onSuccess: onErased });
        }}
      >
        {t('privacy.admin.erase')}
      </Button>
    </>
  );
}

function SellerFacts({ seller: s }: { seller: AdminSellerDetailView }) {
  const { t } = useTranslation();
  const none = t('admin.sellers.notGiven');
  const a = s.address;
  const address = [
    a.street,
    [a.zip, a.city].filter(Boolean).join(' '),
    a.country ? countryName(a.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const facts: [string, ReactNode][] = [
    [t('admin.company'), s.companyName],
    [t('admin.email'), s.email],
    [t('admin.sellers.contact'), s.contactPerson],
    [t('admin.phone'), s.phone],
    [t('admin.sellers.address'), address || none],
    [t('admin.sellers.tradeRegister'), s.tradeRegisterNumber ?? none],
    [t('admin.sellers.vat'), s.vatNumber],
    [t('admin.sellers.taxNumber'), s.taxNumber ?? none],
    [
      t('admin.sellers.website'),
      s.website ? (
        <a
          href={/^https?:\/\//i.test(s.website) ? s.website : `https://${s.website}`}
          target="_blank"
          rel="noreferrer noopener"
          className="text-primary underline"
        >
          {s.website}
        </a>
      ) : (
        none
      ),
    ],
    [t('admin.sellers.brands'), s.brands.length > 0 ? s.brands.join(', ') : t('admin.sellers.allBrands')],
    [t('admin.sellers.specialization'), s.specialization ?? none],
    [t('admin.sellers.employees'), s.employeeCount ?? none],
    [t('admin.description'), s.description ?? none],
    [t('admin.sellers.registered'), formatDate(s.registeredAt)],
    [t('admin.sellers.payment'), t(`admin.sellers.payment.${s.paymentStatus}`)],
    [t('admin.active'), t(s.activeStatus === 'active' ? 'admin.active' : 'admin.inactive')],
    [t('admin.sellers.verified'), t(s.isVerified ? 'admin.yes' : 'admin.no')],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]" data-testid="seller-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EditForm({ seller: s, onDone }: { seller: AdminSellerDetailView; onDone: () => void }) {
  const { t } = useTranslation();
  const actions = useSellerActions();
  const form = useForm<AdminSellerEdit>({
    resolver: zodResolver(adminSellerEditSchema),
    mode: 'onTouched',
    defaultValues: {
      companyName: s.companyName,
      contactPerson: s.contactPerson,
      phone: s.phone,
      vatNumber: s.vatNumber,
      paymentStatus: s.paymentStatus,
      activeStatus: s.activeStatus,
      isVerified: s.isVerified,
    },
  });
  const errors = form.formState.errors;
  const [paymentStatus, activeStatus] = useWatch({
    control: form.control,
    name: ['paymentStatus', 'activeStatus'],
  });
  const submit = form.handleSubmit((input) =>
    actions.edit.mutate({ id: s.id, input }, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('admin.company')}
        required
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <FormField
        label={t('admin.sellers.contact')}
        required
        error={errors.contactPerson?.message}
        {...form.register('contactPerson')}
      />
      <FormField
        label={t('admin.phone')}
        required
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        label={t('admin.sellers.vat')}
        required
        error={errors.vatNumber?.message}
        {...form.register('vatNumber')}
      />
      <SelectField
        id="seller-payment"
        label={t('admin.sellers.payment')}
        value={paymentStatus}
        onChange={(v) => form.setValue('paymentStatus', v as AdminSellerEdit['paymentStatus'])}
        options={PAYMENT_STATUSES.map((p) => ({ value: p, label: t(`admin.sellers.payment.${p}`) }))}
      />
      <SelectField
        id="seller-active"
        label={t('admin.active')}
        value={activeStatus}
        onChange={(v) => form.setValue('activeStatus', v as AdminSellerEdit['activeStatus'])}
        options={ACTIVE_STATUSES.map((a) => ({
          value: a,
          label: t(a === 'active' ? 'admin.active' : 'admin.inactive'),
        }))}
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" {...form.register('isVerified')} />
        {t('admin.sellers.verified')}
      </label>
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" disabled={actions.edit.isPending}>
          {t('admin.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
