import type { LegalPrivacyTextKey } from './legal-privacy.de.ts';

/** Traduzione italiana dell’informativa sulla privacy; fa fede esclusivamente la versione tedesca. */
export const legalPrivacyIt: Record<LegalPrivacyTextKey, string> = {
  'privacy.title': 'Informativa sulla privacy',
  'privacy.description':
    'Informativa sulla privacy di HydroParts: titolare, finalità e basi giuridiche, cookie, periodi di conservazione, destinatari e i Suoi diritti ai sensi del GDPR.',
  'privacy.lead':
    'La protezione dei Suoi dati è importante per noi. Questa informativa spiega quali dati personali trattiamo quando utilizza HydroParts, per quali finalità, su quale base giuridica e quali diritti Le spettano.',
  'privacy.controller.title': '1. Titolare del trattamento',
  'privacy.controller.body':
    'Il titolare del trattamento ai sensi del Regolamento generale sulla protezione dei dati (GDPR) è:\n\n{{companyName}}\n{{address}}\nRappresentata da: {{managingDirector}}\nE-mail: {{email}}\nTelefono: {{phone}}',
  'privacy.overview.title': '2. Quali dati trattiamo',
  'privacy.overview.body':
    'HydroParts è un marketplace B2B. Trattiamo principalmente i dati che ci fornisce in qualità di rappresentante di un’azienda:\n\n- Dati dell’account: nome, indirizzo e-mail, numero di telefono, password (memorizzata solo come hash sicuro), ruolo\n- Dati aziendali: ragione sociale, partita IVA, indirizzi di fatturazione e di consegna; per i venditori anche sito web, specializzazione, numero di dipendenti, numero di iscrizione al registro delle imprese, produttori e condizioni di pagamento\n- Richieste, offerte e ordini, comprese le foto caricate (durante il caricamento rimuoviamo metadati come la posizione)\n- Messaggi inviati tramite il modulo di contatto\n- Dati tecnici alla visualizzazione delle pagine (indirizzo IP, ora, indirizzo richiesto, browser)',
  'privacy.purposes.title': '3. Finalità e basi giuridiche',
  'privacy.purposes.body':
    '- Messa a disposizione del marketplace, registrazione, accesso, richieste, offerte e ordini: esecuzione del contratto di utilizzo (art. 6, par. 1, lett. b GDPR)\n- Verifica e approvazione dei venditori e fatturazione della quota di adesione: esecuzione del contratto (art. 6, par. 1, lett. b GDPR)\n- Conservazione di fatture e corrispondenza commerciale: obbligo di legge (art. 6, par. 1, lett. c GDPR in combinato disposto con il § 257 HGB e il § 147 AO)\n- Sicurezza del servizio, protezione dagli abusi (ad esempio limitazione dei tentativi di accesso) e analisi degli errori: legittimo interesse a un funzionamento sicuro e stabile (art. 6, par. 1, lett. f GDPR)\n- Risposta alle richieste di contatto: misure precontrattuali o legittimo interesse a comunicare con potenziali clienti (art. 6, par. 1, lett. b e f GDPR)\n- E-mail di sistema (conferma dell’indirizzo e-mail, nuove richieste pertinenti, ordini, promemoria): esecuzione del contratto (art. 6, par. 1, lett. b GDPR)\n\nNon utilizziamo tracker pubblicitari, servizi di analisi né profilazione. Non vi sono processi decisionali automatizzati ai sensi dell’art. 22 GDPR.',
  'privacy.cookies.title': '4. Cookie e archiviazione locale',
  'privacy.cookies.body':
    'Utilizziamo esclusivamente cookie tecnicamente necessari e voci nell’archiviazione locale del Suo browser:\n\n- Cookie di sessione: mantiene l’accesso dopo il login; HttpOnly, valido fino alla disconnessione o alla scadenza della sessione\n- Lingua (archiviazione locale, «{{languageKey}}»): memorizza la lingua dell’interfaccia scelta\n- Avviso sui cookie (archiviazione locale, «{{consentKey}}»): memorizza se ha accettato o rifiutato l’avviso\n\nLa loro memorizzazione è strettamente necessaria per il servizio da Lei richiesto (§ 25, comma 2, n. 2 TDDDG); il trattamento successivo si basa sull’art. 6, par. 1, lett. b e f GDPR. Può eliminare in qualsiasi momento i cookie e l’archiviazione locale nel Suo browser; senza il cookie di sessione non è possibile accedere.',
  'privacy.recipients.title': '5. Destinatari e anonimato sul marketplace',
  'privacy.recipients.body':
    'Richieste e offerte sono anonime: prima di un ordine, i venditori non vedono alcun dato dell’acquirente e gli acquirenti alcun dato del venditore. Solo quando un acquirente accetta un’offerta e viene generato un ordine trasmettiamo all’altra parte contraente i dati di contatto e aziendali necessari per la sua esecuzione (art. 6, par. 1, lett. b GDPR). Quest’ultima è responsabile di ogni ulteriore utilizzo dei dati.\n\nPer il resto trasmettiamo dati solo ai responsabili del trattamento (sezione 6) e, ove la legge ci obblighi, alle autorità. Non vendiamo dati.',
  'privacy.processors.title': '6. Responsabili del trattamento',
  'privacy.processors.body':
    'Ci avvaliamo di fornitori di servizi che trattano i dati esclusivamente secondo le nostre istruzioni e con i quali abbiamo stipulato accordi ai sensi dell’art. 28 GDPR:\n\n- Hosting: gestione dei server, del database e dell’archiviazione dei file in data center situati nell’Unione europea\n- Invio di e-mail: recapito delle e-mail di sistema tramite un fornitore di servizi e-mail\n\nNon vengono trasferiti dati verso paesi al di fuori dell’UE o del SEE.',
  'privacy.retention.title': '7. Periodi di conservazione',
  'privacy.retention.body':
    '- Dati dell’account e aziendali: per la durata del rapporto di utilizzo; dopo la cancellazione dell’account vengono eliminati, salvo obblighi di conservazione\n- Richieste, offerte e ordini: per tutta la durata dell’account; ordini e fatture per i periodi di conservazione civilistici e fiscali fino a dieci anni\n- Richieste di contatto: fino alla loro evasione, al massimo dodici mesi dopo\n- Registri delle e-mail inviate: dodici mesi\n- Log tecnici di accesso al server: al massimo 14 giorni\n- Cookie di sessione: fino alla disconnessione o alla scadenza della sessione; impostazione della lingua e avviso sui cookie: fino alla loro eliminazione nel browser',
  'privacy.security.title': '8. Sicurezza',
  'privacy.security.body':
    'La connessione a HydroParts è cifrata (TLS). Memorizziamo le password solo come hash, gli accessi sono protetti da tentativi massivi e l’accesso ai dati è limitato agli utenti autorizzati.',
  'privacy.obligation.title': '9. Obbligo di fornire i dati',
  'privacy.obligation.body':
    'Abbiamo bisogno dei dati contrassegnati come obbligatori per gestire il Suo account, le Sue richieste, offerte e ordini. Senza di essi non può utilizzare il marketplace. Non sussiste alcun obbligo di legge di fornirli.',
  'privacy.rights.title': '10. I Suoi diritti',
  'privacy.rights.body':
    'In merito ai dati personali che La riguardano, dispone dei seguenti diritti:\n\n- Accesso (art. 15 GDPR)\n- Rettifica (art. 16 GDPR)\n- Cancellazione (art. 17 GDPR)\n- Limitazione del trattamento (art. 18 GDPR)\n- Portabilità dei dati (art. 20 GDPR)\n- Opposizione al trattamento (art. 21 GDPR): se trattiamo dati sulla base di legittimi interessi (art. 6, par. 1, lett. f GDPR), può opporsi in qualsiasi momento per motivi connessi alla Sua situazione particolare.\n\nComunichiamo ogni rettifica o cancellazione a ciascun destinatario a cui sono stati trasmessi i dati (art. 19 GDPR). Per esercitare i Suoi diritti è sufficiente un messaggio a {{email}} o tramite il nostro modulo di contatto.',
  'privacy.complaint.title': '11. Diritto di proporre reclamo a un’autorità di controllo',
  'privacy.complaint.body':
    'Ha il diritto di proporre reclamo a un’autorità di controllo per la protezione dei dati (art. 77 GDPR), in particolare nello Stato membro in cui risiede abitualmente, lavora o in cui si è verificata la presunta violazione. L’autorità competente per noi è l’autorità per la protezione dei dati del Land tedesco in cui abbiamo la nostra sede legale.',
  'privacy.changes.title': '12. Modifiche',
  'privacy.changes.body':
    'Adeguiamo questa informativa sulla privacy quando cambiano il servizio o la normativa. Vale la versione pubblicata su questa pagina.',
};
