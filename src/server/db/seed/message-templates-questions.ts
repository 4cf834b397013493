import { button, facts, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 30, decision 054: a seller asked a question on the buyer's request; the buyer answered one
 * on a request the seller offered on. Neither mail names the other party: the question and the
 * answer passed the contact rule. Seed set message_templates.questions.v1.
 */
const described = {
  question: { de: 'Text der Frage', en: 'Text of the question' },
  answer: { de: 'Text der Antwort des Käufers', en: "Text of the buyer's answer" },
};

interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  partNumber: string;
  question: string;
  answer?: string;
  open: string;
}

function question(w: Words) {
  const rows: [string, string][] = [
    [w.partNumber, '{{part_number}}'],
    [w.question, '{{question}}'],
  ];
  if (w.answer) rows.push([w.answer, '{{answer}}']);
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      facts(rows),
      button('{{dashboard_url}}', w.open),
    ]),
  };
}

type Pair = [asked: Words, answered: Words];

const LANG: Record<MailLanguage, Pair> = {
  de: [
    {
      lang: 'de',
      title: 'Neue Frage zu Ihrer Anfrage {{part_number}}',
      hello: 'Guten Tag,',
      text: 'ein Verkäufer hat eine Frage zu Ihrer Anfrage gestellt. Ihre Antwort sehen alle Verkäufer, die die Anfrage sehen.',
      partNumber: 'Teilenummer',
      question: 'Frage',
      open: 'Frage beantworten',
    },
    {
      lang: 'de',
      title: 'Neue Antwort zu einer Anfrage, auf die Sie geboten haben',
      hello: 'Guten Tag,',
      text: 'der Käufer hat eine Frage zu einer Anfrage beantwortet, auf die Sie ein Angebot abgegeben haben. Bis der Käufer ein Angebot annimmt, können Sie Ihr Angebot zurückziehen und neu abgeben.',
      partNumber: 'Teilenummer',
      question: 'Frage',
      answer: 'Antwort',
      open: 'Anfrage ansehen',
    },
  ],
  en: [
    {
      lang: 'en',
      title: 'New question about your request {{part_number}}',
      hello: 'Hello,',
      text: 'A seller asked a question about your request. Every seller who sees the request will see your answer.',
      partNumber: 'Part number',
      question: 'Question',
      open: 'Answer the question',
    },
    {
      lang: 'en',
      title: 'New answer on a request you offered on',
      hello: 'Hello,',
      text: 'The buyer answered a question on a request you made an offer for. Until the buyer accepts an offer, you may withdraw yours and submit a new one.',
      partNumber: 'Part number',
      question: 'Question',
      answer: 'Answer',
      open: 'View request',
    },
  ],
  fr: [
    {
      lang: 'fr',
      title: 'Nouvelle question sur votre demande {{part_number}}',
      hello: 'Bonjour,',
      text: 'Un vendeur a posé une question sur votre demande. Tous les vendeurs qui voient la demande verront votre réponse.',
      partNumber: 'Référence',
      question: 'Question',
      open: 'Répondre à la question',
    },
    {
      lang: 'fr',
      title: 'Nouvelle réponse sur une demande à laquelle vous avez répondu par une offre',
      hello: 'Bonjour,',
      text: 'L’acheteur a répondu à une question sur une demande pour laquelle vous avez fait une offre. Tant que l’acheteur n’a accepté aucune offre, vous pouvez retirer la vôtre et en soumettre une nouvelle.',
      partNumber: 'Référence',
      question: 'Question',
      answer: 'Réponse',
      open: 'Voir la demande',
    },
  ],
  es: [
    {
      lang: 'es',
      title: 'Nueva pregunta sobre su solicitud {{part_number}}',
      hello: 'Hola:',
      text: 'Un vendedor ha hecho una pregunta sobre su solicitud. Todos los vendedores que ven la solicitud verán su respuesta.',
      partNumber: 'Referencia',
      question: 'Pregunta',
      open: 'Responder a la pregunta',
    },
    {
      lang: 'es',
      title: 'Nueva respuesta en una solicitud a la que ha hecho una oferta',
      hello: 'Hola:',
      text: 'El comprador ha respondido a una pregunta sobre una solicitud a la que usted ha hecho una oferta. Hasta que el comprador acepte una oferta, puede retirar la suya y presentar una nueva.',
      partNumber: 'Referencia',
      question: 'Pregunta',
      answer: 'Respuesta',
      open: 'Ver solicitud',
    },
  ],
  it: [
    {
      lang: 'it',
      title: 'Nuova domanda sulla sua richiesta {{part_number}}',
      hello: 'Buongiorno,',
      text: 'Un venditore ha posto una domanda sulla sua richiesta. Tutti i venditori che vedono la richiesta vedranno la sua risposta.',
      partNumber: 'Codice articolo',
      question: 'Domanda',
      open: 'Rispondi alla domanda',
    },
    {
      lang: 'it',
      title: 'Nuova risposta su una richiesta per cui ha fatto un’offerta',
      hello: 'Buongiorno,',
      text: 'L’acquirente ha risposto a una domanda su una richiesta per cui lei ha fatto un’offerta. Finché l’acquirente non accetta un’offerta, può ritirare la sua e presentarne una nuova.',
      partNumber: 'Codice articolo',
      question: 'Domanda',
      answer: 'Risposta',
      open: 'Vedi richiesta',
    },
  ],
};

export const QUESTION_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'question_asked',
    recipientTypes: ['buyer'],
    variables: [req('part_number'), req('question', described.question), req('dashboard_url')],
    de: question(LANG.de[0]),
    en: question(LANG.en[0]),
  },
  {
    type: 'question_answered',
    recipientTypes: ['seller'],
    variables: [
      req('part_number'),
      req('question', described.question),
      req('answer', described.answer),
      req('dashboard_url'),
    ],
    de: question(LANG.de[1]),
    en: question(LANG.en[1]),
  },
];

const mails = ([asked, answered]: Pair): TranslatedMails => ({
  'question_asked:buyer': question(asked),
  'question_answered:seller': question(answered),
});

export const QUESTION_MAILS_FR = mails(LANG.fr);
export const QUESTION_MAILS_ES = mails(LANG.es);
export const QUESTION_MAILS_IT = mails(LANG.it);
