import type { PrivacyTextKey } from './privacy.de.ts';

export const privacyIt: Record<PrivacyTextKey, string> = {
  'privacy.tab': 'Privacy',
  'privacy.exportTitle': 'Esporta i miei dati',
  'privacy.exportIntro':
    'Riceverai un file ZIP con tutti i dati che conserviamo sul tuo account (art. 15 e 20 GDPR). Ti avvisiamo via e-mail non appena è pronto; può essere scaricato per {{days}} giorni.',
  'privacy.exportStart': 'Richiedi esportazione',
  'privacy.exportStarting': 'Richiesta in corso …',
  'privacy.exportBuilding': 'La tua esportazione è in preparazione …',
  'privacy.exportReady': 'La tua esportazione è pronta, scaricabile fino al {{date}}.',
  'privacy.exportDownload': 'Scarica ZIP',
  'privacy.exportFailed': 'Non è stato possibile creare l’esportazione. Richiedila di nuovo.',
  'privacy.exportRequested': 'La tua esportazione è in preparazione. Ti invieremo un’e-mail.',
  'privacy.erasureTitle': 'Elimina account',
  'privacy.erasureIntro':
    'Il tuo account viene anonimizzato {{days}} giorni dopo la tua conferma (art. 17 GDPR); fino ad allora puoi annullare. Gli ordini e i relativi documenti vengono conservati per obblighi di legge (§ 147 AO, § 257 HGB).',
  'privacy.erasurePassword': 'Password per confermare',
  'privacy.erasureRequest': 'Richiedi eliminazione',
  'privacy.erasureRequesting': 'Richiesta in corso …',
  'privacy.erasurePending': 'Il tuo account sarà eliminato il {{date}}.',
  'privacy.erasureCancel': 'Annulla eliminazione',
  'privacy.erasureCancelled': 'L’eliminazione è stata annullata.',
  'privacy.erasureRequested': 'L’eliminazione è stata richiesta.',
  'privacy.failed': 'Non ha funzionato',
  'privacy.mail.exportReady.subject': 'La tua esportazione dei dati è pronta',
  'privacy.mail.exportReady.body':
    'La tua esportazione dei dati HydroParts è pronta. Puoi scaricarla nel tuo account fino al {{date}}: {{link}}',
  'privacy.mail.erasureRequested.subject': 'Eliminazione del tuo account richiesta',
  'privacy.mail.erasureRequested.body':
    'Il tuo account HydroParts sarà eliminato (anonimizzato) il {{date}}. Fino ad allora puoi annullare l’eliminazione nel tuo account: {{link}}. Gli ordini e i relativi documenti vengono conservati per obblighi di legge.',
  'privacy.mail.erasureCancelled.subject': 'Eliminazione del tuo account annullata',
  'privacy.mail.erasureCancelled.body':
    'L’eliminazione del tuo account HydroParts è stata annullata. Il tuo account resta attivo.',
  'privacy.admin.export': 'Crea esportazione dati',
  'privacy.admin.erase': 'Cancella dati (anonimizza)',
  'privacy.admin.eraseConfirm':
    'Tutti i dati personali di questo account saranno anonimizzati subito; gli ordini e i relativi documenti vengono conservati. Continuare?',
  'privacy.admin.exportQueued': 'L’esportazione è in preparazione; l’utente riceve un’e-mail.',
  'privacy.admin.erased': 'L’account è stato anonimizzato.',
};
