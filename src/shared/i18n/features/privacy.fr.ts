import type { PrivacyTextKey } from './privacy.de.ts';

export const privacyFr: Record<PrivacyTextKey, string> = {
  'privacy.tab': 'Confidentialité',
  'privacy.exportTitle': 'Exporter mes données',
  'privacy.exportIntro':
    'Vous recevez un fichier ZIP contenant toutes les données que nous conservons sur votre compte (art. 15 et 20 RGPD). Nous vous prévenons par e-mail dès qu’il est prêt ; il peut être téléchargé pendant {{days}} jours.',
  'privacy.exportStart': 'Demander l’export',
  'privacy.exportStarting': 'Demande en cours …',
  'privacy.exportBuilding': 'Votre export est en préparation …',
  'privacy.exportReady': 'Votre export est prêt, téléchargeable jusqu’au {{date}}.',
  'privacy.exportDownload': 'Télécharger le ZIP',
  'privacy.exportFailed': 'L’export n’a pas pu être créé. Veuillez le demander à nouveau.',
  'privacy.exportRequested': 'Votre export est en préparation. Nous vous enverrons un e-mail.',
  'privacy.erasureTitle': 'Supprimer le compte',
  'privacy.erasureIntro':
    'Votre compte est anonymisé {{days}} jours après votre confirmation (art. 17 RGPD) ; d’ici là, vous pouvez annuler. Les commandes et leurs documents sont conservés en raison des obligations légales (§ 147 AO, § 257 HGB).',
  'privacy.erasurePassword': 'Mot de passe pour confirmer',
  'privacy.erasureRequest': 'Demander la suppression',
  'privacy.erasureRequesting': 'Demande en cours …',
  'privacy.erasurePending': 'Votre compte sera supprimé le {{date}}.',
  'privacy.erasureCancel': 'Annuler la suppression',
  'privacy.erasureCancelled': 'La suppression a été annulée.',
  'privacy.erasureRequested': 'La suppression a été demandée.',
  'privacy.failed': 'Cela n’a pas fonctionné',
  'privacy.mail.exportReady.subject': 'Votre export de données est prêt',
  'privacy.mail.exportReady.body':
    'Votre export de données HydroParts est prêt. Vous pouvez le télécharger dans votre compte jusqu’au {{date}} : {{link}}',
  'privacy.mail.erasureRequested.subject': 'Suppression de votre compte demandée',
  'privacy.mail.erasureRequested.body':
    'Votre compte HydroParts sera supprimé (anonymisé) le {{date}}. D’ici là, vous pouvez annuler la suppression dans votre compte : {{link}}. Les commandes et leurs documents sont conservés en raison des obligations légales.',
  'privacy.mail.erasureCancelled.subject': 'Suppression de votre compte annulée',
  'privacy.mail.erasureCancelled.body':
    'La suppression de votre compte HydroParts a été annulée. Votre compte est maintenu.',
  'privacy.admin.export': 'Créer un export de données',
  'privacy.admin.erase': 'Effacer les données (anonymiser)',
  'privacy.admin.eraseConfirm':
    'Toutes les données personnelles de ce compte seront anonymisées immédiatement ; les commandes et leurs documents sont conservés. Continuer ?',
  'privacy.admin.exportQueued': 'L’export est en cours de création ; l’utilisateur reçoit un e-mail.',
  'privacy.admin.erased': 'Le compte a été anonymisé.',
};
