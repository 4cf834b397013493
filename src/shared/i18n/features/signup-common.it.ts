import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonIt: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': 'Non ha ricevuto l’e-mail di conferma?',
  'signup.resend.text': 'Inserisca il Suo indirizzo e-mail e Le invieremo di nuovo il link di conferma.',
  'signup.resend.email': 'Indirizzo e-mail',
  'signup.resend.submit': 'Invia di nuovo l’e-mail di conferma',
  'signup.resend.done': 'Se esiste un account non confermato con questo indirizzo, l’e-mail è in arrivo.',
  'signup.resend.failed': 'Impossibile inviare l’e-mail',
  'signup.rateLimited': 'Troppe e-mail inviate. Attenda qualche minuto e riprovi.',
  'signup.role.label': 'Registrarsi come',
  'signup.role.buyer': 'Acquirente',
  'signup.role.seller': 'Venditore',
  'signup.verification.already':
    'Questo indirizzo e-mail è già confermato: il link è già stato usato. Può accedere.',
  'signup.verification.expiredTitle': 'Link di conferma scaduto',
  'signup.verification.expired':
    'Il link è valido 24 ore. Ne richieda uno nuovo qui sotto. Se ha già confermato il Suo indirizzo, acceda semplicemente.',
  'signup.verification.invalidTitle': 'Link di conferma non valido',
  'signup.verification.invalid':
    'Questo link è incompleto o non appartiene a nessun account. Apra il link dell’ultima e-mail di conferma o ne richieda uno nuovo qui sotto.',
};
