import { button, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 38: signup answers the same for a known and a new address; the owner of a known one is
 * told by mail that someone tried to register with it. Seed set message_templates.signup.v1.
 */
interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  notYou: string;
  login: string;
  forgot: string;
}

function signupAttempt(w: Words) {
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      button('{{login_url}}', w.login),
      paragraph(w.notYou),
      button('{{forgot_url}}', w.forgot),
    ]),
  };
}

export const SIGNUP_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'signup_attempt',
    recipientTypes: ['buyer', 'seller', 'admin'],
    variables: [req('name'), req('login_url'), req('forgot_url')],
    de: signupAttempt({
      lang: 'de',
      title: 'Registrierung mit Ihrer E-Mail-Adresse',
      hello: 'Guten Tag {{name}},',
      text: 'soeben hat jemand versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei HydroParts anzulegen. Für diese Adresse besteht bereits ein Konto; es wurde kein weiteres angelegt. Wenn Sie das waren, melden Sie sich einfach mit Ihrem bisherigen Konto an.',
      notYou:
        'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren. Haben Sie Ihr Passwort vergessen, legen Sie hier ein neues fest:',
      login: 'Anmelden',
      forgot: 'Passwort zurücksetzen',
    }),
    en: signupAttempt({
      lang: 'en',
      title: 'Registration with your e-mail address',
      hello: 'Hello {{name}},',
      text: 'someone just tried to create a new HydroParts account with your e-mail address. An account already exists for this address; no other one was created. If that was you, simply sign in with your existing account.',
      notYou:
        'If it was not you, you can ignore this e-mail. If you have forgotten your password, set a new one here:',
      login: 'Sign in',
      forgot: 'Reset password',
    }),
  },
];

const mails = (w: Words): TranslatedMails => ({ 'signup_attempt:buyer,seller,admin': signupAttempt(w) });

export const SIGNUP_MAILS_FR = mails({
  lang: 'fr',
  title: 'Inscription avec votre adresse e-mail',
  hello: 'Bonjour {{name}},',
  text: 'quelqu’un vient d’essayer de créer un nouveau compte HydroParts avec votre adresse e-mail. Un compte existe déjà pour cette adresse ; aucun autre n’a été créé. Si c’était vous, connectez-vous simplement avec votre compte existant.',
  notYou:
    'Si ce n’était pas vous, vous pouvez ignorer cet e-mail. Si vous avez oublié votre mot de passe, définissez-en un nouveau ici :',
  login: 'Se connecter',
  forgot: 'Réinitialiser le mot de passe',
});

export const SIGNUP_MAILS_ES = mails({
  lang: 'es',
  title: 'Registro con su dirección de correo electrónico',
  hello: 'Hola, {{name}}:',
  text: 'alguien acaba de intentar crear una nueva cuenta de HydroParts con su dirección de correo electrónico. Ya existe una cuenta para esta dirección; no se ha creado ninguna otra. Si fue usted, inicie sesión con su cuenta existente.',
  notYou:
    'Si no fue usted, puede ignorar este correo. Si ha olvidado su contraseña, establezca una nueva aquí:',
  login: 'Iniciar sesión',
  forgot: 'Restablecer contraseña',
});

export const SIGNUP_MAILS_IT = mails({
  lang: 'it',
  title: 'Registrazione con il suo indirizzo e-mail',
  hello: 'Buongiorno {{name}},',
  text: 'qualcuno ha appena tentato di creare un nuovo account HydroParts con il suo indirizzo e-mail. Per questo indirizzo esiste già un account; non ne è stato creato un altro. Se è stato lei, acceda semplicemente con il suo account esistente.',
  notYou:
    'Se non è stato lei, può ignorare questa e-mail. Se ha dimenticato la password, ne imposti una nuova qui:',
  login: 'Accedi',
  forgot: 'Reimposta password',
});
