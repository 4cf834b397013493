import { button, facts, fallbackLink, heading, list, mail, paragraph, quote, small } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';

const ORDER_FACTS = [
  ['Numero d’ordine', '{{order_number}}'],
  ['Data dell’ordine', '{{order_date}}'],
  ['Produttore', '{{manufacturer}}'],
  ['Codice articolo', '{{part_number}}'],
  ['Quantità', '{{quantity}}'],
  ['Importo totale (IVA inclusa)', '{{total_amount}}'],
  ['Condizioni di pagamento', '{{payment_terms}}'],
  ['Scadenza del pagamento', '{{payment_due_date}}'],
  ['Metodo di pagamento', '{{payment_method}}'],
  ['Offerta valida fino al', '{{valid_until}}'],
  ['Riferimento d’ordine', '{{internal_reference}}'],
] as const;

const INTERMEDIARY = (other: string) =>
  small(
    `HydroParts agisce esclusivamente come intermediario. Il contratto di compravendita viene concluso direttamente tra Lei e ${other}.`,
  );

/** Italian mails, keyed type:recipient types (see message-templates-languages.ts). */
export const MAILS_IT: TranslatedMails = {
  'seller_approval_email:seller': {
    title: 'Il Suo account venditore su HydroParts è stato attivato',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph(
        'siamo lieti di comunicarLe che abbiamo verificato e attivato l’account venditore di {{company_name}}.',
      ),
      paragraph(
        'Può accedere da subito. La Sua dashboard venditore mostra tutte le richieste relative ai produttori selezionati nel ' +
          'profilo aziendale e Le consente di presentare offerte. Le Sue offerte restano anonime per gli acquirenti finché un ' +
          'acquirente non accetta la Sua offerta ed effettua un ordine.',
      ),
      paragraph(
        'I primi 14 giorni sono un periodo di prova gratuito. Successivamente l’adesione costa 49,95 € al mese più IVA.',
      ),
      button('{{site_url}}/seller-login', 'Vai all’accesso venditori'),
      small(
        'Suggerimento: verifichi nelle «Impostazioni» la selezione dei produttori, che determina le richieste che riceve.',
      ),
    ]),
  },
  'seller_trial_expiry:seller': {
    title: 'Il Suo periodo di prova gratuito su HydroParts termina il {{trial_end_date}}',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph(
        'il periodo di prova gratuito di {{company_name}} su HydroParts termina il {{trial_end_date}}.',
      ),
      paragraph(
        'Per continuare a ricevere richieste e presentare offerte dopo tale data è necessaria un’adesione a pagamento:',
      ),
      facts([
        ['Canone mensile', '49,95 € più IVA'],
        ['Durata del contratto', '12 mesi'],
        ['Termine di disdetta', '3 mesi'],
      ]),
      paragraph('Tutti i dettagli su servizi e condizioni sono disponibili nella nostra pagina prezzi.'),
      button('{{site_url}}/pricing', 'Vedi prezzi e vantaggi'),
      small('Domande sull’adesione? Ci scriva tramite il modulo di contatto: {{site_url}}/contact'),
    ]),
  },
  'payment_reminder:seller': {
    title: 'Promemoria di pagamento per la Sua adesione a HydroParts',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph(
        'forse Le è sfuggito: non abbiamo ancora ricevuto il pagamento dell’adesione a HydroParts di {{company_name}}.',
      ),
      facts([
        ['Numero di fattura', '{{invoice_number}}'],
        ['Importo dovuto', '{{amount}}'],
        ['Scaduto dal', '{{due_date}}'],
      ]),
      paragraph(
        'La preghiamo di saldare l’importo dovuto al più presto. Finché il pagamento è in sospeso, l’accesso all’area ' +
          'venditori può essere bloccato e richieste e offerte non sono disponibili.',
      ),
      paragraph('Se ha già effettuato il pagamento, non tenga conto di questo promemoria.'),
      small(
        'Rispondiamo volentieri alle domande sulla fattura tramite il modulo di contatto: {{site_url}}/contact',
      ),
    ]),
  },
  'welcome_message:buyer': {
    title: 'Benvenuto su HydroParts',
    content: mail('it', [
      paragraph('Gentile {{name}},'),
      paragraph(
        'benvenuto su HydroParts, il marketplace B2B di ricambi idraulici. Il Suo account acquirente è pronto.',
      ),
      heading('Come funziona HydroParts'),
      list([
        '<strong>Crei una richiesta:</strong> indichi produttore, codice articolo, quantità e urgenza, se desidera con fino a 5 foto.',
        '<strong>Confronti le offerte:</strong> venditori specializzati rispondono con offerte anonime, ordinate per prezzo totale.',
        '<strong>Ordini:</strong> sceglie l’offerta più adatta; solo allora vengono resi disponibili i dati di contatto di entrambe le parti.',
      ]),
      button('{{site_url}}/buyer-dashboard', 'Crei la Sua prima richiesta'),
    ]),
  },
  'welcome_message:seller': {
    title: 'Benvenuto su HydroParts – stiamo verificando la Sua registrazione',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph('grazie per aver registrato {{company_name}} come venditore su HydroParts.'),
      paragraph(
        'Verificheremo a breve i Suoi dati. Non appena il Suo account sarà approvato, riceverà un’altra e-mail e potrà ' +
          'accedere; fino ad allora l’accesso non è ancora possibile.',
      ),
      paragraph('Dopo l’approvazione potrà provare HydroParts gratuitamente per 14 giorni.'),
      button('{{site_url}}/seller-explanation', 'Come funziona HydroParts per i venditori'),
    ]),
  },
  'email_verification:buyer,seller': {
    title: 'Confermi il Suo indirizzo e-mail',
    content: mail('it', [
      paragraph('Gentile {{name}},'),
      paragraph(
        'grazie per la registrazione su HydroParts. Confermi il Suo indirizzo e-mail per completare la registrazione:',
      ),
      button('{{verification_url}}', 'Conferma indirizzo e-mail'),
      fallbackLink(
        'Se il pulsante non funziona, copi questo indirizzo nel Suo browser:',
        '{{verification_url}}',
      ),
      paragraph('Se non si è registrato su HydroParts, può ignorare questa e-mail.'),
    ]),
  },
  'password_reset:buyer,seller,admin': {
    title: 'Reimposti la Sua password HydroParts',
    content: mail('it', [
      paragraph('Gentile {{name}},'),
      paragraph(
        'abbiamo ricevuto una richiesta di reimpostazione della password del Suo account HydroParts. Utilizzi il pulsante qui sotto per impostare una nuova password:',
      ),
      button('{{reset_url}}', 'Imposta nuova password'),
      fallbackLink(
        'Per motivi di sicurezza il link è valido solo per poco tempo e può essere utilizzato una sola volta. ' +
          'Se il pulsante non funziona, copi questo indirizzo nel Suo browser:',
        '{{reset_url}}',
      ),
      paragraph(
        'Se non ha richiesto una nuova password, può ignorare questa e-mail. La Sua password attuale resta invariata.',
      ),
    ]),
  },
  'contact_message:admin': {
    title: 'Richiesta di contatto: {{subject}}',
    content: mail(
      'it',
      [
        paragraph('È arrivato un nuovo messaggio tramite il modulo di contatto di HydroParts:'),
        facts([
          ['Nome', '{{name}}'],
          ['E-mail', '<a href="mailto:{{email}}">{{email}}</a>'],
          ['Azienda', '{{company}}'],
          ['Oggetto', '{{subject}}'],
        ]),
        heading('Messaggio'),
        quote('{{message}}'),
        small('Risponda direttamente al mittente all’indirizzo {{email}}.'),
      ],
      { signOff: false },
    ),
  },
  'order_confirmation:buyer': {
    title: 'Conferma d’ordine {{order_number}}',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph('grazie per il Suo ordine tramite HydroParts. Lo abbiamo inoltrato al venditore.'),
      heading('Il Suo ordine'),
      facts([...ORDER_FACTS, ['Tempi di consegna', '{{delivery_time}}']]),
      heading('Il Suo partner contrattuale'),
      paragraph(
        'Con l’ordine sono stati resi disponibili i dati di contatto di entrambe le parti. Il Suo venditore:',
      ),
      facts([
        ['Azienda', '{{seller_company}}'],
        ['Referente', '{{seller_contact_person}}'],
        ['E-mail', '{{seller_email}}'],
        ['Telefono', '{{seller_phone}}'],
        ['Indirizzo', '{{seller_address}}'],
      ]),
      paragraph(
        'Il venditore confermerà l’ordine e Le emetterà direttamente la fattura. Può scaricare la conferma d’ordine in PDF ' +
          'dalla Sua dashboard, alla voce «Ordini».',
      ),
      button('{{dashboard_url}}', 'Visualizza l’ordine nella dashboard'),
      INTERMEDIARY('il venditore'),
    ]),
  },
  'order_confirmation:seller': {
    title: 'Nuovo ordine {{order_number}} tramite HydroParts',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph('un acquirente ha accettato la Sua offerta ed effettuato un ordine.'),
      heading('Ordine'),
      facts(ORDER_FACTS),
      heading('Acquirente'),
      facts([
        ['Azienda', '{{buyer_company}}'],
        ['Referente', '{{buyer_name}}'],
        ['E-mail', '{{buyer_email}}'],
        ['Telefono', '{{buyer_phone}}'],
        ['Indirizzo di fatturazione', '{{billing_address}}'],
        ['Indirizzo di spedizione', '{{shipping_address}}'],
        ['Istruzioni dell’acquirente', '{{special_instructions}}'],
      ]),
      paragraph(
        'La preghiamo di verificare e confermare tempestivamente l’ordine e di contattare direttamente l’acquirente in caso di domande. ' +
          'La fattura all’acquirente viene emessa direttamente da Lei.',
      ),
      button('{{site_url}}/seller-dashboard', 'Visualizza l’ordine nella dashboard venditore'),
      INTERMEDIARY('l’acquirente'),
    ]),
  },
  'offer_accepted:seller': {
    title: 'La Sua offerta per {{part_number}} è stata accettata',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph(
        'buone notizie: un acquirente ha accettato la Sua offerta per il codice articolo {{part_number}}.',
      ),
      facts([
        ['Numero d’ordine', '{{order_number}}'],
        ['Produttore', '{{manufacturer}}'],
        ['Codice articolo', '{{part_number}}'],
        ['Quantità', '{{quantity}}'],
        ['Importo totale (IVA inclusa)', '{{total_amount}}'],
      ]),
      paragraph(
        'I dati di contatto dell’acquirente e tutti i dettagli dell’ordine sono ora disponibili nella Sua dashboard venditore, alla voce «Ordini».',
      ),
      button('{{site_url}}/seller-dashboard', 'Visualizza l’ordine'),
    ]),
  },
  'offer_rejected:seller': {
    title: 'La Sua offerta per {{part_number}} non è stata selezionata',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph('l’acquirente ha scelto un’altra offerta per la seguente richiesta:'),
      facts([
        ['Produttore', '{{manufacturer}}'],
        ['Codice articolo', '{{part_number}}'],
        ['La Sua posizione', '{{offer_rank}}'],
        ['La Sua differenza di prezzo', '{{price_gap}}'],
      ]),
      paragraph(
        'Grazie per la Sua offerta. La Sua dashboard venditore mostra costantemente le nuove richieste per i Suoi produttori.',
      ),
      button('{{site_url}}/seller-dashboard', 'Visualizza le richieste attuali'),
    ]),
  },
  'new_request_notification:seller': {
    title: 'Nuova richiesta per {{part_number}} su HydroParts',
    content: mail('it', [
      paragraph('Buongiorno,'),
      paragraph(
        'su HydroParts è arrivata una nuova richiesta corrispondente alla Sua selezione di produttori:',
      ),
      facts([
        ['Produttore', '{{manufacturer}}'],
        ['Codice articolo', '{{part_number}}'],
        ['Quantità', '{{quantity}}'],
        ['Urgenza', '{{urgency}}'],
      ]),
      paragraph(
        'L’acquirente resta anonimo fino all’ordine. Se può fornire il pezzo, presenti subito la Sua offerta: ' +
          'gli acquirenti vedono le offerte ordinate per prezzo totale.',
      ),
      button('{{dashboard_url}}', 'Visualizza la richiesta e presenta un’offerta'),
      small(
        'Può modificare in qualsiasi momento la selezione dei produttori nelle «Impostazioni» della Sua dashboard venditore.',
      ),
    ]),
  },
  'new_offer_notification:buyer': {
    title: 'Nuova offerta per la Sua richiesta {{part_number}}',
    content: mail('it', [
      paragraph('Buongiorno,'),
      paragraph(
        'è arrivata una nuova offerta per la Sua richiesta relativa al codice articolo {{part_number}}.',
      ),
      facts([
        ['Codice articolo', '{{part_number}}'],
        ['Offerte in totale', '{{offer_count}}'],
      ]),
      paragraph(
        'Confronti le offerte nella Sua dashboard: l’offerta più bassa (prezzo spedizione inclusa) è contrassegnata come miglior prezzo. ' +
          'Tenga conto della validità di ciascuna offerta.',
      ),
      button('{{dashboard_url}}', 'Confronta le offerte'),
    ]),
  },
  'seller_rejection_email:seller': {
    title: 'La Sua registrazione come venditore su HydroParts',
    content: mail('it', [
      paragraph('Gentile {{contact_person}},'),
      paragraph(
        'grazie per l’interesse dimostrato verso HydroParts. Abbiamo esaminato la registrazione come venditore di {{company_name}} ' +
          'e purtroppo non possiamo approvarla.',
      ),
      paragraph(
        'Per domande su questa decisione o per inviarci ulteriore documentazione, utilizzi il nostro modulo di contatto.',
      ),
      small('{{site_url}}/contact'),
    ]),
  },
};
