import { PasswordCard } from './password-card.tsx';
import { TwoFactorSettings } from './two-factor-settings.tsx';

/**
 * The Sicherheit tab, the same for buyers, sellers and admins (issue 34, decision 080): the
 * password, the second factor and the signed-in sessions in one place. A production admin who has
 * not set up the factor yet may only do that, so the password card waits until then.
 */
export function SecuritySettings({ password = true }: { password?: boolean }) {
  return (
    <div className="grid gap-10">
      {password ? (
        <div className="max-w-xl">
          <PasswordCard />
        </div>
      ) : null}
      <TwoFactorSettings />
    </div>
  );
}
