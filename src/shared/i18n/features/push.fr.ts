import type { PushTextKey } from './push.de.ts';

export const pushFr: Record<PushTextKey, string> = {
  'push.title': 'Notifications push',
  'push.intro':
    'Des notifications sur votre téléphone ou votre ordinateur, même lorsque HydroParts n’est pas ouvert. Elles ne montrent que ce que vos propres pages affichent.',
  'push.thisDevice': 'Notifications push sur cet appareil',
  'push.unsupported':
    'Ce navigateur ne peut pas recevoir de notifications push. Sur iPhone, ajoutez d’abord HydroParts à l’écran d’accueil.',
  'push.denied':
    'Les notifications sont bloquées pour ce site dans votre navigateur. Veuillez les autoriser dans les paramètres du site.',
  'push.enabled': 'Notifications push activées sur cet appareil',
  'push.disabled': 'Notifications push désactivées sur cet appareil',
  'push.failed': 'Les notifications push n’ont pas pu être configurées',
  'push.kinds': 'À quel sujet souhaitez-vous être notifié ?',
  'push.kind.request_new': 'Nouvelles demandes correspondantes',
  'push.kind.order_new': 'Nouvelles commandes',
  'push.kind.offer_new': 'Nouvelles offres sur mes demandes',
  'push.kind.order_update': 'Ma commande confirmée ou expédiée',
  'push.kind.request_assigned': 'Demandes qui me sont attribuées',
  'push.urgentOnly': 'Demandes urgentes uniquement',
  'push.saved': 'Paramètres enregistrés',
  'push.devices': 'Appareils enregistrés',
  'push.noDevices': 'Aucun appareil enregistré pour l’instant.',
  'push.device.current': 'Cet appareil',
  'push.device.since': 'Enregistré le {{date}}',
  'push.device.lastSuccess': 'Dernière remise le {{date}}',
  'push.device.never': 'Rien remis pour l’instant',
  'push.remove': 'Retirer',
  'push.removed': 'Appareil retiré',
};
