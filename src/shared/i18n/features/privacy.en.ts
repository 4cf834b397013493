import type { PrivacyTextKey } from './privacy.de.ts';

export const privacyEn: Record<PrivacyTextKey, string> = {
  'privacy.tab': 'Privacy',
  'privacy.exportTitle': 'Export my data',
  'privacy.exportIntro':
    'You receive a ZIP file with all data we keep about your account (Art. 15 and 20 GDPR). We notify you by e-mail as soon as it is ready; it can be downloaded for {{days}} days.',
  'privacy.exportStart': 'Request export',
  'privacy.exportStarting': 'Requesting …',
  'privacy.exportBuilding': 'Your export is being prepared …',
  'privacy.exportReady': 'Your export is ready, downloadable until {{date}}.',
  'privacy.exportDownload': 'Download ZIP',
  'privacy.exportFailed': 'The export could not be created. Please request it again.',
  'privacy.exportRequested': 'Your export is being prepared. We will send you an e-mail.',
  'privacy.erasureTitle': 'Delete account',
  'privacy.erasureIntro':
    'Your account is anonymised {{days}} days after you confirm (Art. 17 GDPR); until then you can cancel. Orders and their documents are kept because the law requires it (§ 147 AO, § 257 HGB).',
  'privacy.erasurePassword': 'Password to confirm',
  'privacy.erasureRequest': 'Request deletion',
  'privacy.erasureRequesting': 'Requesting …',
  'privacy.erasurePending': 'Your account will be deleted on {{date}}.',
  'privacy.erasureCancel': 'Cancel deletion',
  'privacy.erasureCancelled': 'The deletion was cancelled.',
  'privacy.erasureRequested': 'The deletion has been requested.',
  'privacy.failed': 'That did not work',
  'privacy.mail.exportReady.subject': 'Your data export is ready',
  'privacy.mail.exportReady.body':
    'Your HydroParts data export is ready. You can download it in your account until {{date}}: {{link}}',
  'privacy.mail.erasureRequested.subject': 'Deletion of your account requested',
  'privacy.mail.erasureRequested.body':
    'Your HydroParts account will be deleted (anonymised) on {{date}}. Until then you can cancel the deletion in your account: {{link}}. Orders and their documents are kept because the law requires it.',
  'privacy.mail.erasureCancelled.subject': 'Deletion of your account cancelled',
  'privacy.mail.erasureCancelled.body':
    'The deletion of your HydroParts account was cancelled. Your account remains.',
  'privacy.admin.export': 'Create data export',
  'privacy.admin.erase': 'Erase data (anonymise)',
  'privacy.admin.eraseConfirm':
    'All personal data of this account will be anonymised at once; orders and their documents are kept. Continue?',
  'privacy.admin.exportQueued': 'The export is being created; the user receives an e-mail.',
  'privacy.admin.erased': 'The account was anonymised.',
};
