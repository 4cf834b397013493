import type { AccountSecurityTextKey } from './account-security.de.ts';

export const accountSecurityEn: Record<AccountSecurityTextKey, string> = {
  'accountSecurity.qrLabel': 'QR code for setting up your authenticator app',
  'accountSecurity.qrHint':
    'Scan the QR code with your authenticator app. If that does not work, enter the key.',
  'accountSecurity.copyCodes': 'Copy',
  'accountSecurity.copied': 'Backup codes copied',
  'accountSecurity.copyFailed': 'Copying is not possible – please select and copy the codes.',
  'accountSecurity.downloadCodes': 'Download as .txt',
  'accountSecurity.printCodes': 'Print',
  'accountSecurity.codesFileTitle': 'HydroParts – backup codes for {{email}}',
  'accountSecurity.codesFileHint':
    'Each code works once when your authenticator app is not at hand. Keep these codes safe.',
  'accountSecurity.otherSessionsEnd': 'Confirming ends all other sessions of your account.',
  'accountSecurity.sessions.title': 'Signed-in devices',
  'accountSecurity.sessions.intro':
    'You are signed in here. End sessions you do not recognise, then change your password.',
  'accountSecurity.sessions.current': 'This session',
  'accountSecurity.sessions.unknownBrowser': 'Unknown browser',
  'accountSecurity.sessions.unknownOs': 'unknown system',
  'accountSecurity.sessions.lastSeen': 'Last active: {{date}}',
  'accountSecurity.sessions.since': 'Signed in since {{date}}',
  'accountSecurity.sessions.end': 'Sign out',
  'accountSecurity.sessions.endOthers': 'Sign out all others',
  'accountSecurity.sessions.ended': 'Session ended',
  'accountSecurity.sessions.endedOthers': 'Other sessions ended: {{count}}',
  'accountSecurity.sessions.none': 'No other sessions.',
  'accountSecurity.pointerTitle': 'Change password',
  'accountSecurity.pointerText':
    'Your password, second factor and signed-in devices are in one place: the “Security” tab.',
  'accountSecurity.pointerOpen': 'Open Security',
  'notifications.tab': 'Notifications',
  'password.title': 'Change password',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.confirm': 'Confirm new password',
  'password.submit': 'Change password',
  'password.done': 'Your password has been changed.',
  'password.failed': 'The password could not be changed. Please try again.',
};
