import type { SignupCommonTextKey } from './signup-common.de.ts';

export const signupCommonEs: Record<SignupCommonTextKey, string> = {
  'signup.resend.title': '¿No ha recibido el correo de confirmación?',
  'signup.resend.text':
    'Introduzca su dirección de correo electrónico y le enviaremos de nuevo el enlace de confirmación.',
  'signup.resend.email': 'Correo electrónico',
  'signup.resend.submit': 'Reenviar correo de confirmación',
  'signup.resend.done': 'Si existe una cuenta sin confirmar con esta dirección, el correo ya está en camino.',
  'signup.resend.failed': 'No se ha podido enviar el correo',
  'signup.rateLimited': 'Se han enviado demasiados correos. Espere unos minutos y vuelva a intentarlo.',
};
