import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SellerRequestView } from '#shared/seller-market/schema.ts';
import { PartRelationDialog } from '#web/features/requests/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useProposePartRelation } from '#web/features/offers/api/seller-mutations.ts';

/**
 * 'Querverweis vorschlagen' (issue 30) beside the request a dealer is quoting: the request's part
 * is prefilled as the current part, 'ersetzt durch' preselected. Admins confirm before it shows.
 */
export function ProposeRelation({
  request,
}: {
  request: Pick<SellerRequestView, 'manufacturer' | 'partNumber'>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const propose = useProposePartRelation();
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        onClick={() => setOpen(true)}
      >
        <Link2 aria-hidden="true" />
        {t('partRelations.propose')}
      </Button>
      <PartRelationDialog
        open={open}
        title={t('partRelations.propose')}
        description={t('partRelations.proposeText')}
        submitLabel={t('partRelations.proposeSubmit')}
        pending={propose.isPending}
        initial={{
          kind: 'superseded',
          fromManufacturer: request.manufacturer ?? '',
          fromPartNumber: request.partNumber,
        }}
        onSubmit={async (input) => {
          try {
            await propose.mutateAsync(input);
            toast.success(t('partRelations.proposed'));
          } catch (error) {
            const message = isApiError(error) ? error.message : t('errors.unexpected');
            toast.error(t('partRelations.proposeFailed'), { description: message });
            throw error;
          }
        }}
        onOpenChange={setOpen}
      />
    </>
  );
}
