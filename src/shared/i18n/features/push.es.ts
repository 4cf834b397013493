import type { PushTextKey } from './push.de.ts';

export const pushEs: Record<PushTextKey, string> = {
  'push.title': 'Notificaciones push',
  'push.intro':
    'Notificaciones en su teléfono u ordenador, aunque HydroParts no esté abierto. Solo muestran lo que ven sus propias páginas.',
  'push.thisDevice': 'Notificaciones push en este dispositivo',
  'push.unsupported':
    'Este navegador no puede recibir notificaciones push. En el iPhone, añada primero HydroParts a la pantalla de inicio.',
  'push.denied':
    'Las notificaciones están bloqueadas para este sitio en su navegador. Permítalas en la configuración del sitio.',
  'push.enabled': 'Notificaciones push activadas en este dispositivo',
  'push.disabled': 'Notificaciones push desactivadas en este dispositivo',
  'push.failed': 'No se pudieron configurar las notificaciones push',
  'push.kinds': '¿Sobre qué desea recibir notificaciones?',
  'push.kind.request_new': 'Nuevas solicitudes adecuadas',
  'push.kind.order_new': 'Nuevos pedidos',
  'push.kind.offer_new': 'Nuevas ofertas para mis solicitudes',
  'push.kind.order_update': 'Mi pedido confirmado o enviado',
  'push.kind.request_assigned': 'Solicitudes asignadas a mí',
  'push.urgentOnly': 'Solo solicitudes urgentes',
  'push.saved': 'Configuración guardada',
  'push.devices': 'Dispositivos registrados',
  'push.noDevices': 'Todavía no hay ningún dispositivo registrado.',
  'push.device.current': 'Este dispositivo',
  'push.device.since': 'Registrado el {{date}}',
  'push.device.lastSuccess': 'Última entrega el {{date}}',
  'push.device.never': 'Todavía no se ha entregado nada',
  'push.remove': 'Eliminar',
  'push.removed': 'Dispositivo eliminado',
};
