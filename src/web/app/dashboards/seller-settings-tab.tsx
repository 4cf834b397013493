import { useTranslation } from 'react-i18next';
import { ErrorCard } from '#web/components/error-card.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { SecurityPointer, useSellerProfile } from '#web/features/account/index.ts';
import { CompanyProfileForm } from '#web/features/account/components/company-profile-form.tsx';
import { RegionsForm } from '#web/features/account/components/regions-form.tsx';
import { WideningForm } from '#web/features/account/components/widening-form.tsx';
import { BillingTab } from '#web/features/billing/components/billing-tab.tsx';

/**
 * Spec 1 §2 settings: company profile, account (read-only e-mail), security (the way to the
 * dashboard's Sicherheit tab, where the password lives with the second factor: decision 080);
 * regions (issue 30); billing of the fee (issue 32). Mails, push, API keys and webhooks have the
 * dashboard tabs a buyer has too.
 */
export function SettingsTab() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const profile = useSellerProfile();
  return (
    <Tabs defaultValue="profile">
      <TabsList aria-label={t('dashboard.tab.settings')}>
        <TabsTrigger value="profile">{t('seller.settings.profile')}</TabsTrigger>
        <TabsTrigger value="regions">{t('seller.regions.tab')}</TabsTrigger>
        <TabsTrigger value="account">{t('seller.settings.account')}</TabsTrigger>
        <TabsTrigger value="security">{t('seller.settings.security')}</TabsTrigger>
        <TabsTrigger value="billing">{t('billing.tab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <Card>
          <CardContent className="pt-6">
            {profile.isPending ? (
              <Skeleton className="h-96" />
            ) : profile.isError ? (
              <ErrorCard
                onRetry={() => void profile.refetch()}
                description={t('seller.settings.loadFailed')}
              />
            ) : (
              <CompanyProfileForm key={profile.data.id} profile={profile.data} />
            )}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="regions">
        <Card>
          <CardContent className="grid gap-8 pt-6">
            <RegionsForm />
            <WideningForm />
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="account">
        <Card>
          <CardContent className="grid max-w-md gap-2 pt-6">
            <Label htmlFor="seller-account-email">{t('seller.account.email')}</Label>
            <Input
              id="seller-account-email"
              value={user.email}
              readOnly
              aria-describedby="seller-account-hint"
            />
            <p id="seller-account-hint" className="text-sm text-muted-foreground">
              {t('seller.account.emailFixed')}
            </p>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="security">
        <SecurityPointer dashboard="seller" />
      </TabsContent>
      <TabsContent value="billing">
        <BillingTab />
      </TabsContent>
    </Tabs>
  );
}
