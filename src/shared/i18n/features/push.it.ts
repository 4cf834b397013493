import type { PushTextKey } from './push.de.ts';

export const pushIt: Record<PushTextKey, string> = {
  'push.title': 'Notifiche push',
  'push.intro':
    'Notifiche sul telefono o sul computer, anche quando HydroParts non è aperto. Mostrano solo ciò che mostrano le sue pagine.',
  'push.thisDevice': 'Notifiche push su questo dispositivo',
  'push.unsupported':
    'Questo browser non può ricevere notifiche push. Su iPhone aggiunga prima HydroParts alla schermata Home.',
  'push.denied':
    'Le notifiche sono bloccate per questo sito nel browser. Le consenta nelle impostazioni del sito.',
  'push.enabled': 'Notifiche push attivate su questo dispositivo',
  'push.disabled': 'Notifiche push disattivate su questo dispositivo',
  'push.failed': 'Impossibile configurare le notifiche push',
  'push.kinds': 'Su cosa desidera ricevere notifiche?',
  'push.kind.request_new': 'Nuove richieste pertinenti',
  'push.kind.order_new': 'Nuovi ordini',
  'push.kind.offer_new': 'Nuove offerte sulle mie richieste',
  'push.kind.order_update': 'Mio ordine confermato o spedito',
  'push.kind.request_assigned': 'Richieste assegnate a me',
  'push.urgentOnly': 'Solo richieste urgenti',
  'push.saved': 'Impostazioni salvate',
  'push.devices': 'Dispositivi registrati',
  'push.noDevices': 'Nessun dispositivo registrato.',
  'push.device.current': 'Questo dispositivo',
  'push.device.since': 'Registrato il {{date}}',
  'push.device.lastSuccess': 'Ultima consegna il {{date}}',
  'push.device.never': 'Ancora nulla consegnato',
  'push.remove': 'Rimuovi',
  'push.removed': 'Dispositivo rimosso',
};
