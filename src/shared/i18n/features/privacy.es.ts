import type { PrivacyTextKey } from './privacy.de.ts';

export const privacyEs: Record<PrivacyTextKey, string> = {
  'privacy.tab': 'Privacidad',
  'privacy.exportTitle': 'Exportar mis datos',
  'privacy.exportIntro':
    'Recibirá un archivo ZIP con todos los datos que guardamos sobre su cuenta (art. 15 y 20 RGPD). Le avisamos por correo electrónico en cuanto esté listo; se puede descargar durante {{days}} días.',
  'privacy.exportStart': 'Solicitar exportación',
  'privacy.exportStarting': 'Solicitando …',
  'privacy.exportBuilding': 'Su exportación se está preparando …',
  'privacy.exportReady': 'Su exportación está lista, descargable hasta el {{date}}.',
  'privacy.exportDownload': 'Descargar ZIP',
  'privacy.exportFailed': 'No se pudo crear la exportación. Solicítela de nuevo.',
  'privacy.exportRequested': 'Su exportación se está preparando. Le enviaremos un correo electrónico.',
  'privacy.erasureTitle': 'Eliminar cuenta',
  'privacy.erasureIntro':
    'Su cuenta se anonimiza {{days}} días después de su confirmación (art. 17 RGPD); hasta entonces puede cancelarlo. Los pedidos y sus documentos se conservan por obligación legal (§ 147 AO, § 257 HGB).',
  'privacy.erasurePassword': 'Contraseña para confirmar',
  'privacy.erasureRequest': 'Solicitar eliminación',
  'privacy.erasureRequesting': 'Solicitando …',
  'privacy.erasurePending': 'Su cuenta se eliminará el {{date}}.',
  'privacy.erasureCancel': 'Cancelar eliminación',
  'privacy.erasureCancelled': 'La eliminación se ha cancelado.',
  'privacy.erasureRequested': 'La eliminación se ha solicitado.',
  'privacy.failed': 'No ha funcionado',
  'privacy.mail.exportReady.subject': 'Su exportación de datos está lista',
  'privacy.mail.exportReady.body':
    'Su exportación de datos de HydroParts está lista. Puede descargarla en su cuenta hasta el {{date}}: {{link}}',
  'privacy.mail.erasureRequested.subject': 'Eliminación de su cuenta solicitada',
  'privacy.mail.erasureRequested.body':
    'Su cuenta de HydroParts se eliminará (anonimizará) el {{date}}. Hasta entonces puede cancelar la eliminación en su cuenta: {{link}}. Los pedidos y sus documentos se conservan por obligación legal.',
  'privacy.mail.erasureCancelled.subject': 'Eliminación de su cuenta cancelada',
  'privacy.mail.erasureCancelled.body':
    'La eliminación de su cuenta de HydroParts se ha cancelado. Su cuenta se mantiene.',
  'privacy.admin.export': 'Crear exportación de datos',
  'privacy.admin.erase': 'Borrar datos (anonimizar)',
  'privacy.admin.eraseConfirm':
    'Todos los datos personales de esta cuenta se anonimizarán de inmediato; los pedidos y sus documentos se conservan. ¿Continuar?',
  'privacy.admin.exportQueued': 'La exportación se está creando; el usuario recibe un correo electrónico.',
  'privacy.admin.erased': 'La cuenta se ha anonimizado.',
};
