import { button, mail, paragraph, type MailLanguage } from './mail-layout.ts';
import type { TranslatedMails } from './message-templates-languages.ts';
import { req, type MessageTemplateDefinition } from './message-variables.ts';

/**
 * Issue 37 (decision 066): an owner invites a colleague into the company. The link carries the
 * invitation's token (only its hash is stored) and leads to a signup with the company fixed.
 * Seed set message_templates.teams.v1.
 */
interface Words {
  lang: MailLanguage;
  title: string;
  hello: string;
  text: string;
  role: string;
  accept: string;
  expires: string;
}

function invitation(w: Words) {
  return {
    title: w.title,
    content: mail(w.lang, [
      paragraph(w.hello),
      paragraph(w.text),
      paragraph(w.role),
      button('{{invitation_url}}', w.accept),
      paragraph(w.expires),
    ]),
  };
}

export const TEAM_TEMPLATES: readonly MessageTemplateDefinition[] = [
  {
    type: 'team_invitation',
    recipientTypes: ['buyer', 'seller'],
    variables: [
      req('company_name', { de: 'Name des einladenden Unternehmens', en: 'Name of the inviting company' }),
      req('inviter_name', { de: 'Name des einladenden Inhabers', en: 'Name of the inviting owner' }),
      req('role', { de: 'Rolle im Team, z. B. „Vertrieb“', en: 'Role in the team, e.g. "Vertrieb"' }),
      req('invitation_url', {
        de: 'Link zur Seite, auf der die Einladung angenommen wird',
        en: 'Link to the page where the invitation is accepted',
      }),
      req('expires_on', { de: 'Gültig bis (TT.MM.JJJJ)', en: 'Valid until (DD.MM.YYYY)' }),
    ],
    de: invitation({
      lang: 'de',
      title: 'Einladung in das Team von {{company_name}}',
      hello: 'Guten Tag,',
      text: '{{inviter_name}} lädt Sie ein, bei HydroParts im Team von {{company_name}} mitzuarbeiten.',
      role: 'Ihre Rolle: {{role}}',
      accept: 'Einladung annehmen',
      expires:
        'Die Einladung gilt bis {{expires_on}}. Wenn Sie sie nicht erwartet haben, können Sie diese E-Mail ignorieren.',
    }),
    en: invitation({
      lang: 'en',
      title: 'Invitation to the team of {{company_name}}',
      hello: 'Hello,',
      text: '{{inviter_name}} invites you to work in the team of {{company_name}} on HydroParts.',
      role: 'Your role: {{role}}',
      accept: 'Accept invitation',
      expires:
        'The invitation is valid until {{expires_on}}. If you did not expect it, you can ignore this e-mail.',
    }),
  },
];

const mails = (w: Words): TranslatedMails => ({ 'team_invitation:buyer,seller': invitation(w) });

export const TEAM_MAILS_FR = mails({
  lang: 'fr',
  title: 'Invitation dans l’équipe de {{company_name}}',
  hello: 'Bonjour,',
  text: '{{inviter_name}} vous invite à rejoindre l’équipe de {{company_name}} sur HydroParts.',
  role: 'Votre rôle : {{role}}',
  accept: 'Accepter l’invitation',
  expires:
    'L’invitation est valable jusqu’au {{expires_on}}. Si vous ne l’attendiez pas, vous pouvez ignorer cet e-mail.',
});

export const TEAM_MAILS_ES = mails({
  lang: 'es',
  title: 'Invitación al equipo de {{company_name}}',
  hello: 'Hola:',
  text: '{{inviter_name}} le invita a trabajar en el equipo de {{company_name}} en HydroParts.',
  role: 'Su rol: {{role}}',
  accept: 'Aceptar la invitación',
  expires: 'La invitación es válida hasta el {{expires_on}}. Si no la esperaba, puede ignorar este correo.',
});

export const TEAM_MAILS_IT = mails({
  lang: 'it',
  title: 'Invito nel team di {{company_name}}',
  hello: 'Buongiorno,',
  text: '{{inviter_name}} la invita a lavorare nel team di {{company_name}} su HydroParts.',
  role: 'Il suo ruolo: {{role}}',
  accept: 'Accetta l’invito',
  expires: 'L’invito è valido fino al {{expires_on}}. Se non lo aspettava, può ignorare questa e-mail.',
});
