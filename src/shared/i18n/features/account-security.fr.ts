import type { AccountSecurityTextKey } from './account-security.de.ts';

export const accountSecurityFr: Record<AccountSecurityTextKey, string> = {
  'accountSecurity.qrLabel': 'Code QR pour configurer votre application d’authentification',
  'accountSecurity.qrHint':
    'Scannez le code QR avec votre application d’authentification. Si cela ne fonctionne pas, saisissez la clé.',
  'accountSecurity.copyCodes': 'Copier',
  'accountSecurity.copied': 'Codes de secours copiés',
  'accountSecurity.copyFailed': 'Copie impossible – veuillez sélectionner et copier les codes.',
  'accountSecurity.downloadCodes': 'Télécharger en .txt',
  'accountSecurity.printCodes': 'Imprimer',
  'accountSecurity.codesFileTitle': 'HydroParts – codes de secours pour {{email}}',
  'accountSecurity.codesFileHint':
    'Chaque code est valable une fois, lorsque votre application d’authentification n’est pas disponible. Conservez ces codes en lieu sûr.',
  'accountSecurity.otherSessionsEnd': 'La confirmation met fin à toutes les autres sessions de votre compte.',
  'accountSecurity.sessions.title': 'Appareils connectés',
  'accountSecurity.sessions.intro':
    'Vous êtes connecté ici. Mettez fin aux sessions que vous ne reconnaissez pas, puis changez votre mot de passe.',
  'accountSecurity.sessions.current': 'Cette session',
  'accountSecurity.sessions.unknownBrowser': 'Navigateur inconnu',
  'accountSecurity.sessions.unknownOs': 'système inconnu',
  'accountSecurity.sessions.lastSeen': 'Dernière activité : {{date}}',
  'accountSecurity.sessions.since': 'Connecté depuis le {{date}}',
  'accountSecurity.sessions.end': 'Déconnecter',
  'accountSecurity.sessions.endOthers': 'Déconnecter toutes les autres',
  'accountSecurity.sessions.ended': 'Session terminée',
  'accountSecurity.sessions.endedOthers': 'Autres sessions terminées : {{count}}',
  'accountSecurity.sessions.none': 'Aucune autre session.',
  'accountSecurity.pointerTitle': 'Modifier le mot de passe',
  'accountSecurity.pointerText':
    'Le mot de passe, le second facteur et les appareils connectés sont réunis dans l’onglet «\u00a0Sécurité\u00a0».',
  'accountSecurity.pointerOpen': 'Ouvrir Sécurité',
  'notifications.tab': 'Notifications',
  'password.title': 'Modifier le mot de passe',
  'password.current': 'Mot de passe actuel',
  'password.new': 'Nouveau mot de passe',
  'password.confirm': 'Confirmer le nouveau mot de passe',
  'password.submit': 'Modifier le mot de passe',
  'password.done': 'Votre mot de passe a été modifié.',
  'password.failed': 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.',
};
