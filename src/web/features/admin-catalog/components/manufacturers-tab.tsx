import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { brandInputSchema, type AdminBrandView, type BrandInput } from '#shared/admin/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useBrandActions, useAdminBrands } from '#web/features/admin-catalog/api/catalog.ts';
import { CatalogDialog, CatalogTab } from '#web/features/admin-catalog/components/catalog-crud.tsx';
import { TextAreaField } from '#web/components/admin/form-dialog.tsx';
import { Td } from '#web/components/admin/list-parts.tsx';

/** Hersteller (spec 2 §2): seller count with the popup of companies, add/edit/toggle/delete. */
export function ManufacturersTab() {
  const { t } = useTranslation();
  const [sellersOf, setSellersOf] = useState<AdminBrandView | null>(null);
  return (
    <CatalogTab
      title={t('admin.mgmt.manufacturers')}
      addLabel={t('admin.brands.add')}
      list={useAdminBrands()}
      actions={useBrandActions()}
      columns={[t('admin.description'), t('admin.brands.sellers')]}
      cells={(b) => (
        <>
          <Td className="max-w-72">{b.description}</Td>
          <Td>
            <Button size="sm" variant="link" onClick={() => setSellersOf(b)}>
              {b.sellerCount}
            </Button>
          </Td>
        </>
      )}
      date={(b) => b.createdAt}
      canToggle
      deleteText={(name) => t('admin.brands.deleteText', { name })}
      dialog={(brand, onClose) => <BrandDialog brand={brand} onClose={onClose} />}
    >
      <Dialog open={sellersOf !== null} onOpenChange={(o) => !o && setSellersOf(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('admin.brands.sellersOf', { name: sellersOf?.name ?? '' })}</DialogTitle>
          </DialogHeader>
          {sellersOf && sellersOf.sellerCompanies.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {sellersOf.sellerCompanies.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('admin.brands.noSellers')}</p>
          )}
        </DialogContent>
      </Dialog>
    </CatalogTab>
  );
}

function BrandDialog({ brand, onClose }: { brand: AdminBrandView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<BrandInput>({
    resolver: zodResolver(brandInputSchema),
    defaultValues: { name: brand?.name ?? '', description: brand?.description ?? '' },
  });
  return (
    <CatalogDialog
      item={brand}
      onClose={onClose}
      actions={useBrandActions()}
      titles={{ add: t('admin.brands.add'), edit: t('admin.brands.edit') }}
      form={form}
      toInput={(values) => values}
    >
      <FormField
        label={t('admin.brands.name')}
        required
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        id="brand-description"
        label={t('admin.description')}
        rows={3}
        {...form.register('description')}
      />
    </CatalogDialog>
  );
}
