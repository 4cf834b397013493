import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { verificationOutcomeOf } from '#shared/auth/verification.ts';
import { Notice } from '#web/components/ui/notice.tsx';
import { ResendVerificationBox } from './resend-verification-box.tsx';

/**
 * What became of the link in the confirmation mail (issue 34, decision 078): the server lands
 * every link on the login page with its outcome. Confirmed now (`verifiedText`, the role's own
 * words), confirmed before, or expired / invalid with the box that sends a new link.
 */
export function VerificationNotice({ verifiedText }: { verifiedText: string }) {
  const { t } = useTranslation();
  const outcome = verificationOutcomeOf(useSearchParams()[0]);
  if (!outcome) return null;
  if (outcome === 'verified')
    return (
      <Notice tone="success" testId="verification-notice">
        {verifiedText}
      </Notice>
    );
  if (outcome === 'already')
    return (
      <Notice tone="info" testId="verification-notice">
        {t('signup.verification.already')}
      </Notice>
    );
  return (
    <>
      <Notice tone="warning" title={t(`signup.verification.${outcome}Title`)} testId="verification-notice">
        {t(`signup.verification.${outcome}`)}
      </Notice>
      <ResendVerificationBox />
    </>
  );
}
