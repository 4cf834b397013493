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
  'signup.role.label': 'Registrarse como',
  'signup.role.buyer': 'Comprador',
  'signup.role.seller': 'Vendedor',
  'signup.verification.already':
    'Esta dirección de correo electrónico ya está confirmada: el enlace ya se ha utilizado. Puede iniciar sesión.',
  'signup.verification.expiredTitle': 'Enlace de confirmación caducado',
  'signup.verification.expired':
    'El enlace es válido durante 24 horas. Solicite uno nuevo a continuación. Si ya ha confirmado su dirección, simplemente inicie sesión.',
  'signup.verification.invalidTitle': 'Enlace de confirmación no válido',
  'signup.verification.invalid':
    'Este enlace está incompleto o no pertenece a ninguna cuenta. Abra el enlace del correo de confirmación más reciente o solicite uno nuevo a continuación.',
};
