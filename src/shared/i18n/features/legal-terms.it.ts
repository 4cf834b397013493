import type { LegalTermsTextKey } from './legal-terms.de.ts';

/** Traduzione italiana delle condizioni generali; fa fede esclusivamente la versione tedesca. */
export const legalTermsIt: Record<LegalTermsTextKey, string> = {
  'terms.title': 'Condizioni generali',
  'terms.description':
    'Condizioni generali di HydroParts: ruolo di intermediario, solo clienti aziendali, gratuito per gli acquirenti, quota di adesione per i venditori, durata, disdetta, diritto tedesco, foro di Stoccarda.',
  'terms.lead':
    'Le presenti condizioni generali disciplinano l’utilizzo del marketplace B2B HydroParts da parte di acquirenti e venditori.',
  'terms.scope.title': '§ 1 Ambito di applicazione e fornitore',
  'terms.scope.body':
    '(1) HydroParts è gestito da {{companyName}}, {{address}} («gestore»).\n\n(2) Le presenti condizioni si applicano a tutti i contratti di utilizzo di HydroParts tra il gestore e i suoi utenti (acquirenti e venditori). Condizioni divergenti degli utenti non si applicano, anche se il gestore non vi si oppone espressamente.',
  'terms.role.title': '§ 2 Il gestore come intermediario',
  'terms.role.body':
    '(1) HydroParts è un marketplace sul quale gli acquirenti pubblicano richieste di ricambi idraulici e i venditori presentano offerte. Il gestore agisce esclusivamente come intermediario.\n\n(2) I contratti di compravendita dei ricambi vengono conclusi direttamente tra acquirente e venditore. Il gestore non ne diventa parte, non rappresenta nessuna delle parti e non è tenuto né alla consegna né al pagamento. Acquirente e venditore sono i soli responsabili della qualità, della consegna, della garanzia e del pagamento della merce.\n\n(3) Il pagamento avviene su fattura del venditore secondo le condizioni di pagamento indicate nell’offerta.',
  'terms.users.title': '§ 3 Solo clienti aziendali',
  'terms.users.body':
    '(1) HydroParts è destinato esclusivamente a imprenditori ai sensi del § 14 BGB, persone giuridiche di diritto pubblico e patrimoni separati di diritto pubblico. I consumatori sono esclusi dall’utilizzo.\n\n(2) Con la registrazione l’utente conferma di agire nell’esercizio della propria attività commerciale o professionale autonoma. Il gestore può richiedere documentazione, ad esempio la partita IVA o una visura camerale.',
  'terms.account.title': '§ 4 Registrazione e account',
  'terms.account.body':
    '(1) L’utilizzo presuppone una registrazione con dati veritieri e completi. L’utente mantiene aggiornati tali dati.\n\n(2) Gli account dei venditori vengono attivati dopo la verifica da parte del gestore. Non sussiste alcun diritto all’attivazione.\n\n(3) I dati di accesso devono essere mantenuti riservati. L’utente risponde delle azioni compiute tramite il proprio account nella misura in cui gli siano imputabili.',
  'terms.buyers.title': '§ 5 Servizi per gli acquirenti',
  'terms.buyers.body':
    '(1) La registrazione e l’utilizzo sono gratuiti per gli acquirenti.\n\n(2) Gli acquirenti possono pubblicare richieste con produttore, codice articolo, quantità, descrizione, urgenza e foto, confrontare le offerte ricevute e accettarne una. Con l’accettazione di un’offerta si conclude il contratto di compravendita con il venditore.',
  'terms.sellers.title': '§ 6 Servizi per i venditori e corrispettivo',
  'terms.sellers.body':
    '(1) I venditori ricevono le richieste relative ai produttori indicati nel proprio profilo e possono presentare offerte. Possono inoltre pubblicare richieste e accettare offerte di altri venditori.\n\n(2) Per l’adesione il venditore paga un canone mensile di {{fee}}. Sugli affari conclusi tramite il marketplace non viene applicata alcuna commissione.\n\n(3) I primi {{days}} giorni dopo l’attivazione costituiscono un periodo di prova gratuito. Il gestore invia un promemoria via e-mail prima della sua scadenza. L’adesione a pagamento inizia al termine del periodo di prova, salvo che il venditore vi ponga fine prima per iscritto.\n\n(4) Il corrispettivo viene fatturato mensilmente in anticipo ed è esigibile entro 14 giorni dalla data della fattura. In caso di ritardo nel pagamento, il gestore può bloccare l’account del venditore previo sollecito.',
  'terms.term.title': '§ 7 Durata e disdetta',
  'terms.term.body':
    '(1) L’adesione a pagamento ha una durata di {{months}} mesi. Si rinnova di volta in volta per ulteriori {{months}} mesi, salvo disdetta con un preavviso di {{notice}} mesi prima della fine del periodo in corso.\n\n(2) La disdetta deve essere comunicata per iscritto (ad esempio via e-mail). Resta salvo il diritto di recesso per giusta causa.\n\n(3) Gli acquirenti possono chiudere in qualsiasi momento il proprio account gratuito.',
  'terms.anonymity.title': '§ 8 Anonimato e dati di contatto',
  'terms.anonymity.body':
    '(1) Richieste e offerte restano anonime fino all’accettazione di un’offerta. Gli acquirenti non vedono alcun dato del venditore, i venditori alcun dato dell’acquirente.\n\n(2) All’accettazione di un’offerta vengono resi disponibili i dati di contatto di entrambe le parti necessari per l’evasione dell’ordine. Le parti utilizzano tali dati esclusivamente per l’esecuzione del contratto di compravendita e del rapporto commerciale che ne deriva.\n\n(3) È vietato aggirare l’anonimato, in particolare indicando dati di contatto in richieste, offerte o foto al fine di concludere affari al di fuori di HydroParts.',
  'terms.duties.title': '§ 9 Obblighi degli utenti',
  'terms.duties.body':
    '(1) Le offerte devono essere corrette e complete. Un’offerta vincola il venditore fino alla data di validità indicata.\n\n(2) Gli utenti non devono pubblicare contenuti illeciti, violare diritti di terzi né disturbare tecnicamente il marketplace.\n\n(3) In caso di violazioni il gestore può rimuovere contenuti e bloccare account in modo temporaneo o permanente.',
  'terms.liability.title': '§ 10 Responsabilità',
  'terms.liability.body':
    '(1) Il gestore risponde senza limitazioni in caso di dolo e colpa grave, di lesioni alla vita, all’integrità fisica o alla salute e ai sensi della legge sulla responsabilità da prodotto.\n\n(2) In caso di violazione per colpa lieve di obblighi contrattuali essenziali, la responsabilità del gestore è limitata al danno tipico e prevedibile. Per il resto la responsabilità per colpa lieve è esclusa.\n\n(3) Il gestore non risponde dell’adempimento dei contratti di compravendita conclusi tra acquirente e venditore.',
  'terms.availability.title': '§ 11 Disponibilità',
  'terms.availability.body':
    'Il gestore si impegna a garantire una disponibilità il più possibile continua. Manutenzione, misure di sicurezza e disservizi al di fuori del suo controllo possono limitare temporaneamente l’utilizzo.',
  'terms.privacy.title': '§ 12 Protezione dei dati',
  'terms.privacy.body':
    'I dati personali vengono trattati in conformità all’informativa sulla privacy di HydroParts.',
  'terms.changes.title': '§ 13 Modifiche delle presenti condizioni',
  'terms.changes.body':
    'Il gestore può modificare le presenti condizioni con effetto per il futuro qualora sussista un motivo oggettivo. Comunica le modifiche per iscritto almeno sei settimane prima della loro entrata in vigore. Se l’utente non si oppone entro tale termine, le modifiche si intendono accettate; il gestore richiama l’attenzione su tale conseguenza nella comunicazione.',
  'terms.final.title': '§ 14 Legge applicabile e foro competente',
  'terms.final.body':
    '(1) Si applica il diritto della Repubblica federale di Germania, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci (CISG).\n\n(2) Il foro esclusivo per tutte le controversie derivanti dal presente rapporto contrattuale è Stoccarda, a condizione che l’utente sia un commerciante, una persona giuridica di diritto pubblico o un patrimonio separato di diritto pubblico.\n\n(3) L’eventuale invalidità di singole disposizioni non pregiudica la validità delle restanti.',
};
