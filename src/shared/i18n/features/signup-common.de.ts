/** Texts both signup pages share (the resend-confirmation box); each signup dictionary includes them. */
export const signupCommonDe = {
  'signup.resend.title': 'Keine Bestätigungs-E-Mail erhalten?',
  'signup.resend.text': 'Geben Sie Ihre E-Mail-Adresse ein, wir senden den Bestätigungslink erneut.',
  'signup.resend.email': 'E-Mail-Adresse',
  'signup.resend.submit': 'Bestätigungs-E-Mail erneut senden',
  'signup.resend.done':
    'Falls ein unbestätigtes Konto mit dieser Adresse existiert, ist die E-Mail unterwegs.',
  'signup.resend.failed': 'E-Mail konnte nicht gesendet werden',
  'signup.rateLimited':
    'Zu viele E-Mails versendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  'signup.role.label': 'Registrieren als',
  'signup.role.buyer': 'Käufer',
  'signup.role.seller': 'Verkäufer',
  'signup.verification.already':
    'Diese E-Mail-Adresse ist bereits bestätigt – der Link wurde schon verwendet. Sie können sich anmelden.',
  'signup.verification.expiredTitle': 'Bestätigungslink abgelaufen',
  'signup.verification.expired':
    'Der Link ist 24 Stunden gültig. Fordern Sie unten einen neuen an. Haben Sie Ihre Adresse schon bestätigt, melden Sie sich einfach an.',
  'signup.verification.invalidTitle': 'Bestätigungslink ungültig',
  'signup.verification.invalid':
    'Dieser Link ist unvollständig oder gehört zu keinem Konto. Öffnen Sie den Link aus der neuesten Bestätigungs-E-Mail oder fordern Sie unten einen neuen an.',
} as const;
export type SignupCommonTextKey = keyof typeof signupCommonDe;
