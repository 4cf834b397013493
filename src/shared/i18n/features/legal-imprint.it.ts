import type { LegalImprintTextKey } from './legal-imprint.de.ts';

/** Traduzione italiana delle note legali; fa fede esclusivamente la versione tedesca. */
export const legalImprintIt: Record<LegalImprintTextKey, string> = {
  'imprint.title': 'Note legali',
  'imprint.description':
    'Note legali di HydroParts: fornitore, registro delle imprese, partita IVA, camera di commercio e contatti ai sensi del § 5 DDG.',
  'imprint.provider.title': 'Informazioni ai sensi del § 5 della legge tedesca sui servizi digitali (DDG)',
  'imprint.provider.body':
    '{{companyName}}\n{{address}}\n\nRappresentata dall’amministratore: {{managingDirector}}',
  'imprint.contact.title': 'Contatti',
  'imprint.contact.body':
    'E-mail: {{email}}\nTelefono: {{phone}}\n\nPer le richieste La preghiamo di utilizzare preferibilmente il nostro modulo di contatto.',
  'imprint.register.title': 'Registro delle imprese',
  'imprint.register.body':
    'Iscritta al registro delle imprese.\nTribunale del registro: {{registerCourt}}\nNumero di iscrizione: {{registerNumber}}',
  'imprint.vat.title': 'Numero di partita IVA',
  'imprint.vat.body':
    'Numero di identificazione IVA ai sensi del § 27a della legge tedesca sull’IVA: {{vatId}}',
  'imprint.chamber.title': 'Camera di commercio',
  'imprint.chamber.body': 'Membro della {{chamber}}',
  'imprint.responsible.title': 'Responsabile dei contenuti ai sensi del § 18, comma 2 MStV',
  'imprint.responsible.body': '{{managingDirector}}, indirizzo come sopra',
  'imprint.dispute.title': 'Risoluzione delle controversie',
  'imprint.dispute.body':
    'HydroParts si rivolge esclusivamente a clienti aziendali. Non siamo obbligati né disposti a partecipare a procedure di risoluzione delle controversie dinanzi a un organismo di conciliazione per i consumatori.',
  'imprint.intermediary.title': 'Il nostro ruolo di intermediario',
  'imprint.intermediary.body':
    'HydroParts è un marketplace e agisce esclusivamente come intermediario. I contratti di compravendita dei ricambi vengono conclusi direttamente tra acquirente e venditore; {{companyName}} non diventa parte di tali contratti.',
  'imprint.liabilityContent.title': 'Responsabilità per i contenuti',
  'imprint.liabilityContent.body':
    'In qualità di fornitore di servizi siamo responsabili dei nostri contenuti su queste pagine secondo le leggi generali. Gli utenti sono responsabili delle richieste e delle offerte che pubblicano. Non siamo tenuti a sorvegliare le informazioni di terzi trasmesse o memorizzate. Non appena veniamo a conoscenza di una violazione concreta, rimuoviamo senza indugio i contenuti interessati.',
  'imprint.liabilityLinks.title': 'Responsabilità per i link',
  'imprint.liabilityLinks.body':
    'Il nostro servizio può contenere link a siti web esterni di terzi sui cui contenuti non abbiamo alcuna influenza. Di tali contenuti è sempre responsabile il rispettivo fornitore o gestore. Se veniamo a conoscenza di violazioni, rimuoviamo tali link senza indugio.',
  'imprint.copyright.title': 'Diritto d’autore',
  'imprint.copyright.body':
    'I contenuti e le opere da noi creati su queste pagine sono soggetti al diritto d’autore tedesco. La riproduzione, la modifica, la diffusione e qualsiasi utilizzo al di fuori dei limiti del diritto d’autore richiedono il nostro consenso scritto. I nomi dei produttori e i marchi appartengono ai rispettivi titolari e servono esclusivamente a identificare i ricambi.',
};
