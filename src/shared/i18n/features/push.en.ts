import type { PushTextKey } from './push.de.ts';

export const pushEn: Record<PushTextKey, string> = {
  'push.title': 'Push notifications',
  'push.intro':
    'Notifications on your phone or computer, even when HydroParts is not open. They show only what your own pages show.',
  'push.thisDevice': 'Push notifications on this device',
  'push.unsupported':
    'This browser cannot receive push notifications. On an iPhone, first add HydroParts to the home screen.',
  'push.denied':
    'Notifications are blocked for this site in your browser. Please allow them in the site settings.',
  'push.enabled': 'Push notifications switched on for this device',
  'push.disabled': 'Push notifications switched off for this device',
  'push.failed': 'Push notifications could not be set up',
  'push.kinds': 'What would you like to be notified about?',
  'push.kind.request_new': 'New matching requests',
  'push.kind.order_new': 'New orders',
  'push.kind.offer_new': 'New offers on my requests',
  'push.kind.order_update': 'My order confirmed or shipped',
  'push.kind.request_assigned': 'Requests assigned to me',
  'push.urgentOnly': 'Urgent requests only',
  'push.saved': 'Settings saved',
  'push.devices': 'Registered devices',
  'push.noDevices': 'No device registered yet.',
  'push.device.current': 'This device',
  'push.device.since': 'Registered on {{date}}',
  'push.device.lastSuccess': 'Last delivered on {{date}}',
  'push.device.never': 'Nothing delivered yet',
  'push.remove': 'Remove',
  'push.removed': 'Device removed',
};
