import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonFr: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'Vous n’avez pas reçu l’e-mail de confirmation ?',
  'signup.resend.text': 'Saisissez votre adresse e-mail : nous vous renverrons le lien de confirmation.',
  'signup.resend.email': 'Adresse e-mail',
  'signup.resend.submit': 'Renvoyer l’e-mail de confirmation',
  'signup.resend.done': 'Si un compte non confirmé existe avec cette adresse, l’e-mail est en route.',
  'signup.resend.failed': 'L’e-mail n’a pas pu être envoyé',
  'signup.rateLimited': 'Trop d’e-mails envoyés. Veuillez patienter quelques minutes, puis réessayer.',
  'signup.role.label': 'S’inscrire en tant que',
  'signup.role.buyer': 'Acheteur',
  'signup.role.seller': 'Vendeur',
  'signup.verification.already':
    'Cette adresse e-mail est déjà confirmée – le lien a déjà été utilisé. Vous pouvez vous connecter.',
  'signup.verification.expiredTitle': 'Lien de confirmation expiré',
  'signup.verification.expired':
    'Le lien est valable 24 heures. Demandez-en un nouveau ci-dessous. Si vous avez déjà confirmé votre adresse, connectez-vous simplement.',
  'signup.verification.invalidTitle': 'Lien de confirmation non valide',
  'signup.verification.invalid':
    'Ce lien est incomplet ou n’appartient à aucun compte. Ouvrez le lien du dernier e-mail de confirmation ou demandez-en un nouveau ci-dessous.',
};
