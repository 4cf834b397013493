import type { AccountSecurityTextKey } from './account-security.de.ts';

export const accountSecurityIt: Record<AccountSecurityTextKey, string> = {
  'accountSecurity.qrLabel': 'Codice QR per configurare l’app di autenticazione',
  'accountSecurity.qrHint':
    'Scansioni il codice QR con la Sua app di autenticazione. Se non funziona, inserisca la chiave.',
  'accountSecurity.copyCodes': 'Copia',
  'accountSecurity.copied': 'Codici di backup copiati',
  'accountSecurity.copyFailed': 'Impossibile copiare: selezioni e copi i codici.',
  'accountSecurity.downloadCodes': 'Scarica come .txt',
  'accountSecurity.printCodes': 'Stampa',
  'accountSecurity.codesFileTitle': 'HydroParts – codici di backup per {{email}}',
  'accountSecurity.codesFileHint':
    'Ogni codice vale una volta, quando l’app di autenticazione non è a portata di mano. Conservi questi codici al sicuro.',
  'accountSecurity.otherSessionsEnd': 'Con la conferma terminano tutte le altre sessioni del Suo account.',
  'accountSecurity.sessions.title': 'Dispositivi connessi',
  'accountSecurity.sessions.intro':
    'Qui ha effettuato l’accesso. Termini le sessioni che non riconosce e poi cambi la password.',
  'accountSecurity.sessions.current': 'Questa sessione',
  'accountSecurity.sessions.unknownBrowser': 'Browser sconosciuto',
  'accountSecurity.sessions.unknownOs': 'sistema sconosciuto',
  'accountSecurity.sessions.lastSeen': 'Ultima attività: {{date}}',
  'accountSecurity.sessions.since': 'Connesso dal {{date}}',
  'accountSecurity.sessions.end': 'Esci',
  'accountSecurity.sessions.endOthers': 'Esci da tutte le altre',
  'accountSecurity.sessions.ended': 'Sessione terminata',
  'accountSecurity.sessions.endedOthers': 'Altre sessioni terminate: {{count}}',
  'accountSecurity.sessions.none': 'Nessun’altra sessione.',
  'accountSecurity.pointerTitle': 'Modifica password',
  'accountSecurity.pointerText':
    'Password, secondo fattore e dispositivi collegati si trovano in un unico posto: la scheda «Sicurezza».',
  'accountSecurity.pointerOpen': 'Apri Sicurezza',
  'notifications.tab': 'Notifiche',
  'password.title': 'Modifica password',
  'password.current': 'Password attuale',
  'password.new': 'Nuova password',
  'password.confirm': 'Conferma nuova password',
  'password.submit': 'Modifica password',
  'password.done': 'La Sua password è stata modificata.',
  'password.failed': 'Impossibile modificare la password. Riprovi.',
};
