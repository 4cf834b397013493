import { escapeHtml } from '#shared/templates/placeholders.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import * as repo from './repository.ts';
import type { DocumentDeps } from './service.ts';

export const TEMPLATE_UNUSABLE =
  'Die Word-Vorlage lässt sich nicht ausfüllen. Bitte prüfen Sie Datei und Platzhalter und laden Sie sie erneut hoch.';

/**
 * An active Word template failed while an order document was made: the order gets the default
 * HTML template instead, the template is deactivated (the admin list shows it) and every admin
 * gets a mail saying so — once, by whichever render noticed first.
 */
export async function retireBrokenTemplate(
  deps: DocumentDeps,
  template: { id: string; name: string },
  err: unknown,
): Promise<void> {
  deps.log.warn(
    { err, templateId: template.id },
    'active Word template failed; using the default HTML template',
  );
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deactivateBrokenPdfTemplate(tx, template.id))) return;
    for (const admin of await repo.adminRecipients(tx)) {
      await enqueueMail(tx, {
        to: admin.email,
        recipientType: 'admin',
        templateType: 'direct',
        language: admin.language ?? 'de',
        variables: {},
        direct: {
          subject: `Word-Vorlage „${template.name}“ deaktiviert`,
          html: `<p>Die aktive Word-Vorlage „${escapeHtml(template.name)}“ ließ sich beim Erstellen eines Bestelldokuments nicht ausfüllen und wurde deaktiviert.</p><p>Bestelldokumente werden bis auf Weiteres mit der Standard-HTML-Vorlage erstellt. ${escapeHtml(TEMPLATE_UNUSABLE)}</p>`,
        },
      });
    }
  });
}
