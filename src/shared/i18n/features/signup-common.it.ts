import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonIt: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'Non ha ricevuto l’e-mail di conferma?',
  'signup.resend.text': 'Inserisca il Suo indirizzo e-mail e Le invieremo di nuovo il link di conferma.',
  'signup.resend.email': 'Indirizzo e-mail',
  'signup.resend.submit': 'Invia di nuovo l’e-mail di conferma',
  'signup.resend.done': 'Se esiste un account non confermato con questo indirizzo, l’e-mail è in arrivo.',
  'signup.resend.failed': 'Impossibile inviare l’e-mail',
  'signup.rateLimited': 'Troppe e-mail inviate. Attenda qualche minuto e riprovi.',
};
