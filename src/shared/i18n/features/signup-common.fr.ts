import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonFr: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'Vous n’avez pas reçu l’e-mail de confirmation ?',
  'signup.resend.text': 'Saisissez votre adresse e-mail : nous vous renverrons le lien de confirmation.',
  'signup.resend.email': 'Adresse e-mail',
  'signup.resend.submit': 'Renvoyer l’e-mail de confirmation',
  'signup.resend.done': 'Si un compte non confirmé existe avec cette adresse, l’e-mail est en route.',
  'signup.resend.failed': 'L’e-mail n’a pas pu être envoyé',
  'signup.rateLimited': 'Trop d’e-mails envoyés. Veuillez patienter quelques minutes, puis réessayer.',
};
