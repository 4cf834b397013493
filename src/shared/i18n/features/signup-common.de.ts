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
} as const;
export type SignupCommonTextKey = keyof typeof signupCommonDe;
