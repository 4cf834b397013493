import { button, facts, fallbackLink, heading, list, mail, paragraph, quote, small } from './mail-layout.ts';
import { opt, req, senderName, type MessageTemplateDefinition } from './message-variables.ts';

/** Mails about accounts and membership: sign-up, approval, trial, payment, password, contact. */
export const ACCOUNT_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'seller_approval_email',
    recipientTypes: ['seller'],
    variables: [req('company_name'), req('contact_person')],
    de: {
      title: 'Ihr Verkäuferkonto bei HydroParts ist freigeschaltet',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'wir freuen uns, Ihnen mitzuteilen, dass wir das Verkäuferkonto der {{company_name}} geprüft und freigeschaltet haben.',
        ),
        paragraph(
          'Ab sofort können Sie sich anmelden. In Ihrem Verkäufer-Dashboard sehen Sie alle Anfragen zu den Herstellern, ' +
            'die Sie in Ihrem Unternehmensprofil ausgewählt haben, und können dazu Angebote abgeben. Ihre Angebote bleiben ' +
            'für Käufer anonym, bis ein Käufer Ihr Angebot annimmt und bestellt.',
        ),
        paragraph(
          'Die ersten 14 Tage sind eine kostenlose Testphase. Danach kostet die Mitgliedschaft 49,95 € netto zzgl. MwSt. pro Monat.',
        ),
        button('{{site_url}}/seller-login', 'Zum Verkäufer-Login'),
        small(
          'Tipp: Prüfen Sie unter „Einstellungen“ Ihre Herstellerauswahl – sie bestimmt, welche Anfragen Sie erhalten.',
        ),
      ]),
    },
    en: {
      title: 'Your HydroParts seller account has been approved',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph(
          'we are pleased to let you know that we have reviewed and approved the seller account of {{company_name}}.',
        ),
        paragraph(
          'You can sign in right away. Your seller dashboard lists every request for the manufacturers selected in your ' +
            'company profile, and you can submit offers for them. Your offers remain anonymous to buyers until a buyer ' +
            'accepts your offer and places an order.',
        ),
        paragraph(
          'The first 14 days are a free trial. After that, the membership costs EUR 49.95 per month plus VAT.',
        ),
        button('{{site_url}}/seller-login', 'Go to seller login'),
        small(
          'Tip: check your manufacturer selection under "Settings" – it determines which requests you receive.',
        ),
      ]),
    },
  },
  {
    type: 'seller_trial_expiry',
    recipientTypes: ['seller'],
    variables: [req('company_name'), req('contact_person'), req('trial_end_date')],
    de: {
      title: 'Ihre kostenlose Testphase bei HydroParts endet am {{trial_end_date}}',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'die kostenlose Testphase der {{company_name}} auf HydroParts endet am {{trial_end_date}}.',
        ),
        paragraph(
          'Damit Sie auch danach Anfragen erhalten und Angebote abgeben können, ist eine kostenpflichtige Mitgliedschaft erforderlich:',
        ),
        facts([
          ['Monatliche Gebühr', '49,95 € netto zzgl. MwSt.'],
          ['Vertragslaufzeit', '12 Monate'],
          ['Kündigungsfrist', '3 Monate'],
        ]),
        paragraph('Alle Einzelheiten zu Leistungen und Konditionen finden Sie auf unserer Preisseite.'),
        button('{{site_url}}/pricing', 'Preise und Leistungen ansehen'),
        small(
          'Haben Sie Fragen zur Mitgliedschaft? Schreiben Sie uns über das Kontaktformular: {{site_url}}/kontakt',
        ),
      ]),
    },
    en: {
      title: 'Your free HydroParts trial ends on {{trial_end_date}}',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('the free trial of {{company_name}} on HydroParts ends on {{trial_end_date}}.'),
        paragraph(
          'To keep receiving requests and submitting offers after that date, a paid membership is required:',
        ),
        facts([
          ['Monthly fee', 'EUR 49.95 plus VAT'],
          ['Contract term', '12 months'],
          ['Notice period', '3 months'],
        ]),
        paragraph('You will find all details on services and conditions on our pricing page.'),
        button('{{site_url}}/pricing', 'View pricing and benefits'),
        small('Any questions about the membership? Write to us using the contact form: {{site_url}}/contact'),
      ]),
    },
  },
  {
    type: 'payment_reminder',
    recipientTypes: ['seller'],
    variables: [
      req('company_name'),
      req('contact_person'),
      req('amount'),
      req('due_date'),
      opt('invoice_number'),
    ],
    de: {
      title: 'Zahlungserinnerung zu Ihrer HydroParts-Mitgliedschaft',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph(
          'sicherlich ist es Ihrer Aufmerksamkeit entgangen: Für die HydroParts-Mitgliedschaft der {{company_name}} ' +
            'konnten wir bisher keinen Zahlungseingang feststellen.',
        ),
        facts([
          ['Rechnungsnummer', '{{invoice_number}}'],
          ['Offener Betrag', '{{amount}}'],
          ['Fällig seit', '{{due_date}}'],
        ]),
        paragraph(
          'Bitte begleichen Sie den offenen Betrag zeitnah. Solange die Zahlung aussteht, kann der Zugang zum ' +
            'Verkäuferbereich gesperrt werden; Anfragen und Angebote sind dann nicht erreichbar.',
        ),
        paragraph(
          'Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.',
        ),
        small('Fragen zu Ihrer Rechnung beantworten wir gern über das Kontaktformular: {{site_url}}/kontakt'),
      ]),
    },
    en: {
      title: 'Payment reminder for your HydroParts membership',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph(
          'this may have slipped your attention: we have not yet received payment for the HydroParts membership of {{company_name}}.',
        ),
        facts([
          ['Invoice number', '{{invoice_number}}'],
          ['Outstanding amount', '{{amount}}'],
          ['Due since', '{{due_date}}'],
        ]),
        paragraph(
          'Please settle the outstanding amount promptly. While the payment is outstanding, access to the seller area ' +
            'may be blocked, and requests and offers will not be available.',
        ),
        paragraph('If you have already made the payment, please disregard this reminder.'),
        small(
          'We are happy to answer questions about your invoice via the contact form: {{site_url}}/contact',
        ),
      ]),
    },
  },
  {
    type: 'welcome_message',
    recipientTypes: ['buyer'],
    variables: [req('name')],
    de: {
      title: 'Willkommen bei HydroParts',
      content: mail('de', [
        paragraph('Guten Tag {{name}},'),
        paragraph(
          'herzlich willkommen bei HydroParts, dem B2B-Marktplatz für Hydraulik-Ersatzteile. Ihr Käuferkonto ist eingerichtet.',
        ),
        heading('So funktioniert HydroParts'),
        list([
          '<strong>Anfrage stellen:</strong> Hersteller, Teilenummer, Menge und Dringlichkeit angeben – gern mit bis zu 5 Fotos.',
          '<strong>Angebote vergleichen:</strong> Spezialisierte Verkäufer antworten mit anonymen Angeboten, sortiert nach Gesamtpreis.',
          '<strong>Bestellen:</strong> Sie wählen das passende Angebot; erst dann werden die Kontaktdaten beider Seiten freigegeben.',
        ]),
        button('{{site_url}}/buyer-dashboard', 'Erste Anfrage stellen'),
      ]),
    },
    en: {
      title: 'Welcome to HydroParts',
      content: mail('en', [
        paragraph('Hello {{name}},'),
        paragraph(
          'welcome to HydroParts, the B2B marketplace for hydraulic spare parts. Your buyer account is ready.',
        ),
        heading('How HydroParts works'),
        list([
          '<strong>Post a request:</strong> enter manufacturer, part number, quantity and urgency – with up to 5 photos if you like.',
          '<strong>Compare offers:</strong> specialised sellers reply with anonymous offers, ranked by total price.',
          '<strong>Order:</strong> you choose the offer that suits you; only then are the contact details of both parties released.',
        ]),
        button('{{site_url}}/buyer-dashboard', 'Post your first request'),
      ]),
    },
  },
  {
    type: 'welcome_message',
    recipientTypes: ['seller'],
    variables: [req('company_name'), req('contact_person')],
    de: {
      title: 'Willkommen bei HydroParts – Ihre Registrierung wird geprüft',
      content: mail('de', [
        paragraph('Guten Tag {{contact_person}},'),
        paragraph('vielen Dank für die Registrierung der {{company_name}} als Verkäufer auf HydroParts.'),
        paragraph(
          'Wir prüfen Ihre Angaben in Kürze. Sobald Ihr Konto freigeschaltet ist, erhalten Sie eine weitere E-Mail und ' +
            'können sich anmelden; bis dahin ist eine Anmeldung noch nicht möglich.',
        ),
        paragraph('Nach der Freischaltung testen Sie HydroParts 14 Tage kostenlos.'),
        button('{{site_url}}/seller-explanation', 'So funktioniert HydroParts für Verkäufer'),
      ]),
    },
    en: {
      title: 'Welcome to HydroParts – your registration is being reviewed',
      content: mail('en', [
        paragraph('Hello {{contact_person}},'),
        paragraph('thank you for registering {{company_name}} as a seller on HydroParts.'),
        paragraph(
          'We will review your details shortly. As soon as your account has been approved, you will receive another ' +
            'e-mail and can sign in; until then, signing in is not yet possible.',
        ),
        paragraph('Once approved, you can try HydroParts free of charge for 14 days.'),
        button('{{site_url}}/seller-explanation', 'How HydroParts works for sellers'),
      ]),
    },
  },
  {
    type: 'email_verification',
    recipientTypes: ['buyer', 'seller'],
    variables: [req('verification_url'), req('name')],
    de: {
      title: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      content: mail('de', [
        paragraph('Guten Tag {{name}},'),
        paragraph(
          'vielen Dank für Ihre Registrierung bei HydroParts. Bitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung abzuschließen:',
        ),
        button('{{verification_url}}', 'E-Mail-Adresse bestätigen'),
        fallbackLink(
          'Falls die Schaltfläche nicht funktioniert, kopieren Sie bitte diese Adresse in Ihren Browser:',
          '{{verification_url}}',
        ),
        paragraph(
          'Falls Sie sich nicht bei HydroParts registriert haben, können Sie diese E-Mail ignorieren.',
        ),
      ]),
    },
    en: {
      title: 'Please confirm your e-mail address',
      content: mail('en', [
        paragraph('Hello {{name}},'),
        paragraph(
          'thank you for registering with HydroParts. Please confirm your e-mail address to complete your registration:',
        ),
        button('{{verification_url}}', 'Confirm e-mail address'),
        fallbackLink(
          'If the button does not work, please copy this address into your browser:',
          '{{verification_url}}',
        ),
        paragraph('If you did not register with HydroParts, you can ignore this e-mail.'),
      ]),
    },
  },
  {
    type: 'password_reset',
    recipientTypes: ['buyer', 'seller', 'admin'],
    variables: [req('reset_url'), req('name')],
    de: {
      title: 'Passwort für HydroParts zurücksetzen',
      content: mail('de', [
        paragraph('Guten Tag {{name}},'),
        paragraph(
          'wir haben eine Anfrage erhalten, das Passwort für Ihr HydroParts-Konto zurückzusetzen. ' +
            'Über die folgende Schaltfläche legen Sie ein neues Passwort fest:',
        ),
        button('{{reset_url}}', 'Neues Passwort festlegen'),
        fallbackLink(
          'Der Link ist aus Sicherheitsgründen nur kurze Zeit gültig und kann nur einmal verwendet werden. ' +
            'Falls die Schaltfläche nicht funktioniert, kopieren Sie bitte diese Adresse in Ihren Browser:',
          '{{reset_url}}',
        ),
        paragraph(
          'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt unverändert.',
        ),
      ]),
    },
    en: {
      title: 'Reset your HydroParts password',
      content: mail('en', [
        paragraph('Hello {{name}},'),
        paragraph(
          'we received a request to reset the password of your HydroParts account. Use the button below to set a new password:',
        ),
        button('{{reset_url}}', 'Set new password'),
        fallbackLink(
          'For security reasons, the link is only valid for a short time and can be used only once. ' +
            'If the button does not work, please copy this address into your browser:',
          '{{reset_url}}',
        ),
        paragraph(
          'If you did not request a new password, you can ignore this e-mail. Your current password remains unchanged.',
        ),
      ]),
    },
  },
  {
    type: 'contact_message',
    recipientTypes: ['admin'],
    variables: [senderName(), req('email'), opt('company'), req('subject'), req('message')],
    de: {
      title: 'Kontaktanfrage: {{subject}}',
      content: mail(
        'de',
        [
          paragraph('Über das Kontaktformular von HydroParts ist eine neue Nachricht eingegangen:'),
          facts([
            ['Name', '{{name}}'],
            ['E-Mail', '<a href="mailto:{{email}}">{{email}}</a>'],
            ['Unternehmen', '{{company}}'],
            ['Betreff', '{{subject}}'],
          ]),
          heading('Nachricht'),
          quote('{{message}}'),
          small('Bitte antworten Sie dem Absender direkt an {{email}}.'),
        ],
        { signOff: false },
      ),
    },
    en: {
      title: 'Contact request: {{subject}}',
      content: mail(
        'en',
        [
          paragraph('A new message has arrived via the HydroParts contact form:'),
          facts([
            ['Name', '{{name}}'],
            ['E-mail', '<a href="mailto:{{email}}">{{email}}</a>'],
            ['Company', '{{company}}'],
            ['Subject', '{{subject}}'],
          ]),
          heading('Message'),
          quote('{{message}}'),
          small('Please reply to the sender directly at {{email}}.'),
        ],
        { signOff: false },
      ),
    },
  },
];
