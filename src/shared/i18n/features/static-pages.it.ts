import type { StaticPagesTextKey } from './static-pages.de.ts';

/** Italian texts of the information pages; keys as in static-pages.de.ts. */
export const staticPagesIt: Record<StaticPagesTextKey, string> = {
  'static.fee.suffix': 'netto più IVA al mese',
  // Shown above a translated imprint, privacy notice or terms (never on the German page).
  'static.legal.bindingNote':
    'Questa traduzione è fornita a titolo informativo. Fa fede esclusivamente la versione tedesca.',
  'static.cta.signup': 'Registrati come venditore',
  'static.cta.contact': 'Contattaci',
  'static.cta.trial': 'Prova gratis per {{days}} giorni',
  'static.contact.title': 'Contatti',
  'static.contact.lead':
    'Domande su HydroParts, sulla registrazione o sull’abbonamento? Scriveteci – di solito rispondiamo entro un giorno lavorativo.',
  'static.contact.form.title': 'Invia un messaggio',
  'static.contact.form.name': 'Nome',
  'static.contact.form.email': 'Indirizzo e-mail',
  'static.contact.form.company': 'Azienda',
  'static.contact.form.subject': 'Oggetto',
  'static.contact.form.message': 'Messaggio',
  'static.contact.form.requiredHint': 'I campi contrassegnati con * sono obbligatori.',
  'static.contact.form.privacy':
    'Usiamo i vostri dati solo per rispondere alla richiesta. Maggiori informazioni nell’informativa privacy.',
  'static.contact.form.submit': 'Invia messaggio',
  'static.contact.form.submitting': 'Invio in corso …',
  'static.contact.form.successTitle': 'Fatto',
  'static.contact.form.success': 'Grazie per il vostro messaggio! Vi risponderemo il prima possibile.',
  'static.contact.form.failed': 'Impossibile inviare il messaggio',
  'static.contact.details.title': 'Recapiti',
  'static.contact.details.email': 'E-mail',
  'static.contact.details.phone': 'Telefono',
  'static.contact.hours.title': 'Orari',
  'static.contact.hours.weekdays': 'Lunedì – venerdì',
  'static.contact.hours.weekdaysTime': '07:00 – 18:00',
  'static.contact.hours.saturday': 'Sabato',
  'static.contact.hours.saturdayTime': '08:00 – 12:00',
  'static.contact.hours.sunday': 'Domenica',
  'static.contact.hours.closed': 'chiuso',
  'static.contact.faq.title': 'Domande frequenti',
  'static.contact.faq.1.q': 'Quanto costa HydroParts per gli acquirenti?',
  'static.contact.faq.1.a':
    'Niente. Registrazione e utilizzo sono gratuiti per gli acquirenti. Pubblicate richieste, confrontate le offerte e ordinate con fattura direttamente dal venditore.',
  'static.contact.faq.2.q': 'Chi può registrarsi come venditore?',
  'static.contact.faq.2.a':
    'Produttori, rivenditori e distributori di ricambi idraulici. Dopo la registrazione verifichiamo i vostri dati e attiviamo l’account.',
  'static.contact.faq.3.q': 'Quando un venditore vede chi ha inviato la richiesta?',
  'static.contact.faq.3.a':
    'Solo quando l’acquirente accetta un’offerta. Fino ad allora acquirente e venditore restano anonimi; con l’ordine vengono condivisi i contatti di entrambe le parti.',
  'static.pricing.title': 'Prezzi e vantaggi',
  'static.pricing.lead':
    'Un canone mensile fisso, senza commissioni: HydroParts è prevedibile per i venditori. Per gli acquirenti è gratuito.',
  'static.pricing.plan.name': 'Abbonamento venditore',
  'static.pricing.plan.term': 'Durata del contratto {{months}} mesi, preavviso di {{notice}} mesi',
  'static.pricing.plan.trial': 'I primi {{days}} giorni sono gratuiti.',
  'static.pricing.plan.benefit.requests': 'Richieste illimitate per i vostri produttori',
  'static.pricing.plan.benefit.offers': 'Offerte illimitate – senza commissioni',
  'static.pricing.plan.benefit.mail': 'Avviso via e-mail per nuove richieste adatte',
  'static.pricing.plan.benefit.anonymous': 'Anonimo fino all’accettazione della vostra offerta',
  'static.pricing.plan.benefit.buy': 'Richiedere voi stessi ricambi ad altri venditori',
  'static.pricing.buyersFree': 'Per gli acquirenti: gratis',
  'static.pricing.benefits.title': 'I vostri vantaggi come venditori',
  'static.pricing.benefit.reach.title': 'Raggiungere nuovi clienti',
  'static.pricing.benefit.reach.text':
    'Le aziende cercano ricambi idraulici su HydroParts – vedete esattamente le richieste per i produttori che servite.',
  'static.pricing.benefit.commission.title': 'Nessuna commissione',
  'static.pricing.benefit.commission.text':
    'Pagate un canone mensile fisso. Ogni ordine ottenuto tramite HydroParts è interamente vostro.',
  'static.pricing.benefit.discreet.title': 'Trattare con discrezione',
  'static.pricing.benefit.discreet.text':
    'Le vostre offerte restano anonime fino all’accettazione. Solo l’acquirente vede i vostri prezzi, non la concorrenza.',
  'static.pricing.timeline.title': 'La nostra strategia di mercato',
  'static.pricing.timeline.1.when': '2025',
  'static.pricing.timeline.1.title': 'Avvio in Germania',
  'static.pricing.timeline.1.text': 'HydroParts parte con acquirenti e venditori in Germania.',
  'static.pricing.timeline.2.when': 'T4 2025',
  'static.pricing.timeline.2.title': 'Espansione europea',
  'static.pricing.timeline.2.text':
    'Estensione a Italia, Inghilterra, Benelux, Francia, Polonia e altri paesi.',
  'static.pricing.timeline.3.when': '2026',
  'static.pricing.timeline.3.title': 'Apertura globale',
  'static.pricing.timeline.3.text':
    'Accesso mondiale – con lingua, valuta e accesso dedicato per ogni paese.',
  'static.pricing.reasons.title': 'Perché iniziare adesso?',
  'static.pricing.reason.1': 'I primi membri costruiscono la loro clientela prima che arrivi la concorrenza.',
  'static.pricing.reason.2': 'Ogni fase di espansione vi apre nuovi mercati senza costi aggiuntivi.',
  'static.pricing.reason.3': 'Un canone mensile invece di commissioni: i costi sono fissi fin dall’inizio.',
  'static.pricing.reason.4': 'Decidete voi per quali produttori e condizioni di pagamento fare offerte.',
  'static.pricing.cta.title': 'Pronti a conquistare nuovi clienti?',
  'static.seller.title': 'Come funziona per i venditori',
  'static.seller.lead':
    'Ricevete richieste per esattamente i produttori che servite e inviate offerte anonime. Provate HydroParts gratis per {{days}} giorni.',
  'static.seller.benefits.title': 'Cosa vi offre HydroParts',
  'static.seller.benefit.1': 'Richieste adatte da aziende nella vostra dashboard e via e-mail',
  'static.seller.benefit.2': 'Offerte anonime – le vostre condizioni restano riservate',
  'static.seller.benefit.3': 'Nessuna commissione, un canone mensile fisso',
  'static.seller.benefit.4':
    'Contratto di compravendita direttamente tra voi e l’acquirente, pagamento con fattura',
  'static.seller.d2d.title': 'Commercio tra distributori',
  'static.seller.d2d.text':
    'Come venditori potete anche acquistare: se vi manca un pezzo in magazzino, pubblicate una richiesta e ricevete offerte da altri venditori. Non vedete mai le vostre richieste come venditori – così il commercio tra distributori resta equo.',
  'static.seller.steps.title': 'Quattro passi fino all’ordine',
  'static.seller.step': 'Passo {{n}}',
  'static.seller.step.1.title': 'Provare e creare il profilo',
  'static.seller.step.1.text':
    'Registratevi, provate gratis per {{days}} giorni e scegliete i produttori che servite e le condizioni di pagamento che accettate.',
  'static.seller.step.2.title': 'Ricevere e creare richieste',
  'static.seller.step.2.text':
    'Le richieste adatte compaiono nella dashboard e arrivano via e-mail. Le vostre richieste le create con la stessa facilità.',
  'static.seller.step.3.title': 'Inviare offerte',
  'static.seller.step.3.text':
    'Offrite prezzo, spese di spedizione, tempi e garanzia – in modo anonimo e senza commissioni.',
  'static.seller.step.4.title': 'Contatti all’accettazione',
  'static.seller.step.4.text':
    'Quando l’acquirente accetta la vostra offerta, ricevete l’ordine ed entrambe le parti vedono i contatti.',
  'static.seller.trial.title': 'Prova gratis per {{days}} giorni',
  'static.seller.trial.text':
    'Durante la prova usate tutte le funzioni. Prima della fine ricevete un promemoria via e-mail.',
  'static.fee.line': '{{fee}} $t(static.fee.suffix)',
  'static.company.placeholder.name': '[Ragione sociale] GmbH',
  'static.company.placeholder.address': '[Via e numero civico], [CAP Città], Germania',
  'static.company.placeholder.managingDirector': '[Nome dell’amministratore]',
  'static.company.placeholder.registerCourt': '[Tribunale del registro]',
  'static.company.placeholder.registerNumber': '[Numero di iscrizione]',
  'static.company.placeholder.vatId': '[Partita IVA]',
  'static.company.placeholder.chamber': '[Camera di Commercio e Industria]',
  'static.company.placeholder.phone': '[Numero di telefono]',
};
