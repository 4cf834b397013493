import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * Where the spec puts the password change (the buyer's Profil, the seller's Einstellungen →
 * Sicherheit), a card that leads to the one Sicherheit tab (decision 080): a user who looks for
 * the password there finds the way, and the password lives in one place.
 */
export function SecurityPointer({ dashboard }: { dashboard: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle as="h2">{t('accountSecurity.pointerTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">{t('accountSecurity.pointerText')}</p>
        <Button asChild variant="outline">
          <Link to={`/${dashboard}-dashboard?tab=security`}>{t('accountSecurity.pointerOpen')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
