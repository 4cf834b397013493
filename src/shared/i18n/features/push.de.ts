/** Web Push settings (issue 31), shown in the seller's settings and the buyer's profile. */
export const pushDe = {
  'push.title': 'Push-Benachrichtigungen',
  'push.intro':
    'Benachrichtigungen auf Ihr Telefon oder Ihren Computer, auch wenn HydroParts nicht geöffnet ist. Sie zeigen nur, was Sie auch auf Ihrer Seite sehen.',
  'push.thisDevice': 'Push-Benachrichtigungen auf diesem Gerät',
  'push.unsupported':
    'Dieser Browser kann keine Push-Benachrichtigungen empfangen. Auf dem iPhone fügen Sie HydroParts zuerst zum Home-Bildschirm hinzu.',
  'push.denied':
    'Benachrichtigungen sind für diese Seite im Browser blockiert. Bitte erlauben Sie sie in den Website-Einstellungen.',
  'push.enabled': 'Push-Benachrichtigungen auf diesem Gerät eingeschaltet',
  'push.disabled': 'Push-Benachrichtigungen auf diesem Gerät ausgeschaltet',
  'push.failed': 'Push-Benachrichtigungen konnten nicht eingerichtet werden',
  'push.kinds': 'Worüber möchten Sie benachrichtigt werden?',
  'push.kind.request_new': 'Neue passende Anfragen',
  'push.kind.order_new': 'Neue Bestellungen',
  'push.kind.offer_new': 'Neue Angebote auf meine Anfragen',
  'push.kind.order_update': 'Meine Bestellung bestätigt oder versendet',
  'push.kind.request_assigned': 'Mir zugewiesene Anfragen',
  'push.urgentOnly': 'Nur dringende Anfragen',
  'push.saved': 'Einstellungen gespeichert',
  'push.devices': 'Angemeldete Geräte',
  'push.noDevices': 'Noch kein Gerät angemeldet.',
  'push.device.current': 'Dieses Gerät',
  'push.device.since': 'Angemeldet am {{date}}',
  'push.device.lastSuccess': 'Zuletzt zugestellt am {{date}}',
  'push.device.never': 'Noch nichts zugestellt',
  'push.remove': 'Entfernen',
  'push.removed': 'Gerät entfernt',
} as const;
export type PushTextKey = keyof typeof pushDe;
