import { Clock, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '#web/features/static-pages/api/get-site-info.ts';
import { ContactForm } from '#web/features/static-pages/components/contact-form.tsx';
import { StaticPage } from '#web/features/static-pages/components/static-page.tsx';

export { staticPagesTexts as texts } from '#web/features/static-pages/texts.ts';

const FAQ = [1, 2, 3] as const;

/** /contact and /kontakt (spec 2 §2): form, contact details, business hours, three FAQ entries. */
export function ContactPage() {
  const { t } = useTranslation();
  const { data: info } = useSiteInfo();
  const hours = [
    [t('static.contact.hours.weekdays'), t('static.contact.hours.weekdaysTime')],
    [t('static.contact.hours.saturday'), t('static.contact.hours.saturdayTime')],
    [t('static.contact.hours.sunday'), t('static.contact.hours.closed')],
  ] as const;

  return (
    <StaticPage title={t('static.contact.title')} lead={t('static.contact.lead')} wide>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold">
            {t('static.contact.form.title')}
          </h2>
          <ContactForm />
        </section>

        <aside className="grid content-start gap-6">
          <section aria-labelledby="contact-details-title" className="rounded-xl bg-muted p-6">
            <h2 id="contact-details-title" className="text-lg font-semibold">
              {t('static.contact.details.title')}
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              {info?.email ? (
                <div className="flex items-center gap-3">
                  <Mail className="size-4 text-primary" aria-hidden="true" />
                  <dt className="sr-only">{t('static.contact.details.email')}</dt>
                  <dd>
                    <a
                      href={`mailto:${info.email}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {info.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {info?.phone ? (
                <div className="flex items-center gap-3">
                  <Phone className="size-4 text-primary" aria-hidden="true" />
                  <dt className="sr-only">{t('static.contact.details.phone')}</dt>
                  <dd>
                    <a
                      href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {info.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
            <h3 className="mt-6 flex items-center gap-2 font-semibold">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              {t('static.contact.hours.title')}
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {hours.map(([day, time]) => (
                <div key={day} className="contents">
                  <dt className="text-muted-foreground">{day}</dt>
                  <dd className="font-medium">{time}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="mt-16">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          {t('static.contact.faq.title')}
        </h2>
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {FAQ.map((n) => (
            <details key={n} open className="group rounded-xl border border-border bg-card p-6 shadow-sm">
              <summary className="cursor-pointer font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {t(`static.contact.faq.${n}.q`)}
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                {t(`static.contact.faq.${n}.a`)}
              </p>
            </details>
          ))}
        </div>
      </section>
    </StaticPage>
  );
}
