import type { AccountSecurityTextKey } from './account-security.de.ts';

export const accountSecurityEs: Record<AccountSecurityTextKey, string> = {
  'accountSecurity.qrLabel': 'Código QR para configurar su aplicación de autenticación',
  'accountSecurity.qrHint':
    'Escanee el código QR con su aplicación de autenticación. Si no funciona, introduzca la clave.',
  'accountSecurity.copyCodes': 'Copiar',
  'accountSecurity.copied': 'Códigos de respaldo copiados',
  'accountSecurity.copyFailed': 'No se puede copiar: seleccione y copie los códigos.',
  'accountSecurity.downloadCodes': 'Descargar como .txt',
  'accountSecurity.printCodes': 'Imprimir',
  'accountSecurity.codesFileTitle': 'HydroParts – códigos de respaldo de {{email}}',
  'accountSecurity.codesFileHint':
    'Cada código sirve una vez cuando no tenga a mano su aplicación de autenticación. Guárdelos en un lugar seguro.',
  'accountSecurity.otherSessionsEnd': 'Al confirmar se cierran todas las demás sesiones de su cuenta.',
  'accountSecurity.sessions.title': 'Dispositivos conectados',
  'accountSecurity.sessions.intro':
    'Aquí ha iniciado sesión. Cierre las sesiones que no reconozca y cambie después su contraseña.',
  'accountSecurity.sessions.current': 'Esta sesión',
  'accountSecurity.sessions.unknownBrowser': 'Navegador desconocido',
  'accountSecurity.sessions.unknownOs': 'sistema desconocido',
  'accountSecurity.sessions.lastSeen': 'Última actividad: {{date}}',
  'accountSecurity.sessions.since': 'Conectado desde {{date}}',
  'accountSecurity.sessions.end': 'Cerrar sesión',
  'accountSecurity.sessions.endOthers': 'Cerrar todas las demás',
  'accountSecurity.sessions.ended': 'Sesión cerrada',
  'accountSecurity.sessions.endedOthers': 'Otras sesiones cerradas: {{count}}',
  'accountSecurity.sessions.none': 'No hay más sesiones.',
  'accountSecurity.pointerTitle': 'Cambiar contraseña',
  'accountSecurity.pointerText':
    'La contraseña, el segundo factor y los dispositivos conectados están en un solo lugar: la pestaña «Seguridad».',
  'accountSecurity.pointerOpen': 'Abrir Seguridad',
  'notifications.tab': 'Notificaciones',
  'password.title': 'Cambiar contraseña',
  'password.current': 'Contraseña actual',
  'password.new': 'Nueva contraseña',
  'password.confirm': 'Confirmar nueva contraseña',
  'password.submit': 'Cambiar contraseña',
  'password.done': 'Su contraseña se ha cambiado.',
  'password.failed': 'No se ha podido cambiar la contraseña. Vuelva a intentarlo.',
};
