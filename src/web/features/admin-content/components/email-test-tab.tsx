import { useState, type FormEvent } from 'react';
import { Info, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_TEST_LANGUAGES,
  EMAIL_TEST_TYPES,
  directEmailTestSchema,
  templateEmailTestSchema,
} from '#shared/admin/messages.ts';
import { RECIPIENT_TYPES } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useEmailTests } from '#web/features/admin-content/api/messages.ts';
import { SelectField, TextAreaField } from '#web/components/admin/form-dialog.tsx';
import { mailTypeLabel } from '#web/features/admin-content/components/mail-type.ts';

/** E-Mail-Test (spec 2 §2, §5): direct mail, template mail, domain-verification note. */
export function EmailTestTab() {
  const { t } = useTranslation();
  const tests = useEmailTests();
  const [direct, setDirect] = useState({ to: '', subject: '', html: '' });
  const [tpl, setTpl] = useState({
    to: '',
    templateType: '',
    recipientType: 'seller',
    language: 'de',
    variables: '',
  });
  const [directError, setDirectError] = useState<string | null>(null);
  const [tplError, setTplError] = useState<string | null>(null);

  function sendDirect(e: FormEvent) {
    e.preventDefault();
    const parsed = directEmailTestSchema.safeParse(direct);
    if (!parsed.success) return setDirectError(parsed.error.issues[0]?.message ?? t('admin.mail.fillAll'));
    setDirectError(null);
    tests.direct.mutate(parsed.data);
  }

  function sendTemplate(e: FormEvent) {
    e.preventDefault();
    const parsed = templateEmailTestSchema.safeParse(tpl);
    if (!parsed.success) return setTplError(parsed.error.issues[0]?.message ?? t('admin.mail.fillTemplate'));
    setTplError(null);
    // The server parses the JSON again; the form sends what the admin typed.
    tests.template.mutate({
      ...tpl,
      templateType: parsed.data.templateType,
      recipientType: parsed.data.recipientType,
      language: parsed.data.language,
    });
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.mail.directTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={sendDirect} className="grid gap-3">
            <FormField
              label={t('admin.mail.to')}
              type="email"
              value={direct.to}
              onChange={(e) => setDirect({ ...direct, to: e.target.value })}
            />
            <FormField
              label={t('admin.mail.subject')}
              value={direct.subject}
              onChange={(e) => setDirect({ ...direct, subject: e.target.value })}
            />
            <TextAreaField
              id="direct-html"
              label={t('admin.mail.html')}
              rows={6}
              className="font-mono"
              value={direct.html}
              onChange={(e) => setDirect({ ...direct, html: e.target.value })}
            />
            {directError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {directError}
              </p>
            ) : null}
            <Button type="submit" disabled={tests.direct.isPending}>
              <Send aria-hidden="true" />
              {t('admin.mail.send')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.mail.templateTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={sendTemplate} className="grid gap-3">
            <FormField
              label={t('admin.mail.to')}
              type="email"
              value={tpl.to}
              onChange={(e) => setTpl({ ...tpl, to: e.target.value })}
            />
            <SelectField
              id="tpl-type"
              label={t('admin.mail.type')}
              value={tpl.templateType}
              onChange={(v) => setTpl({ ...tpl, templateType: v })}
              options={[
                { value: '', label: '–' },
                ...EMAIL_TEST_TYPES.map((v) => ({ value: v, label: mailTypeLabel(v) })),
              ]}
            />
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                id="tpl-language"
                label={t('admin.mail.language')}
                value={tpl.language}
                onChange={(v) => setTpl({ ...tpl, language: v })}
                options={EMAIL_TEST_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
              />
              <SelectField
                id="tpl-recipient"
                label={t('admin.mail.recipient')}
                value={tpl.recipientType}
                onChange={(v) => setTpl({ ...tpl, recipientType: v })}
                options={RECIPIENT_TYPES.map((r) => ({
                  value: r,
                  label: t(`admin.messages.recipient.${r}`),
                }))}
              />
            </div>
            <TextAreaField
              id="tpl-variables"
              label={t('admin.mail.variables')}
              rows={5}
              className="font-mono"
              placeholder='{"company_name": "Muster GmbH"}'
              value={tpl.variables}
              onChange={(e) => setTpl({ ...tpl, variables: e.target.value })}
            />
            {tplError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {tplError}
              </p>
            ) : null}
            <Button type="submit" disabled={tests.template.isPending}>
              <Send aria-hidden="true" />
              {t('admin.mail.send')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2">
            <Info aria-hidden="true" className="size-4" />
            {t('admin.mail.domainTitle')}
          </CardTitle>
          <CardDescription>{t('admin.mail.domainText')}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
