import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf, publicCtx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import {
  notificationSettingsSchema,
  notificationSettingsViewSchema,
  unsubscribeQuerySchema,
} from '#shared/notifications/settings.ts';
import { mailControlText } from '#shared/notifications/texts.ts';
import { escapeHtml } from '#shared/templates/placeholders.ts';
import { getSettings, readUnsubscribeToken, saveSettings, unsubscribe } from './service.ts';

/** The small page of the unsubscribe link, in the reader's language; no script, no outside resource. */
function page(language: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>HydroParts</h1><h2>${escapeHtml(title)}</h2>${body}</main></body></html>`
  );
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** A refused token: the German message as a page (never a 500, never whose link it was). */
function invalid(reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError)) throw err;
  const title = mailControlText('de', 'mailControl.unsubscribe.title');
  return sendPage(reply, 400, page('de', title, `<p>${escapeHtml(err.message)}</p>`));
}

export function notificationSettingsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Issue 35: which mails the user wants; buyers have offers, sellers requests and offers.
  r.get(
    '/api/v1/notification-settings',
    {
      onRequest: app.requireRole('buyer', 'seller'),
      schema: { tags: ['notifications'], response: { 200: notificationSettingsViewSchema } },
    },
    async (req) => getSettings({ ctx: ctxOf(app, req) }),
  );
  r.put(
    '/api/v1/notification-settings',
    {
      onRequest: app.requireRole('buyer', 'seller'),
      schema: {
        tags: ['notifications'],
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsViewSchema },
      },
    },
    async (req) => saveSettings({ ctx: ctxOf(app, req), input: req.body }),
  );

  // RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' as a form; the body says nothing else.
  app.register(async (scope) => {
    // (multipart/form-data has the app's parser already; the route reads no body either way.)
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      if (scope.hasContentTypeParser(type)) continue;
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, _body, done) =>
        done(null, {}),
      );
    }
    const s = scope.withTypeProvider<ZodTypeProvider>();
    // The link itself only asks (a GET must change nothing: scanners open links).
    s.get(
      '/api/v1/mail/unsubscribe',
      { schema: { tags: ['notifications'], querystring: unsubscribeQuerySchema, hide: true } },
      async (req, reply) => {
        try {
          const named = await readUnsubscribeToken(publicCtx(app), req.query.token);
          const t = (key: Parameters<typeof mailControlText>[1]) => mailControlText(named.language, key);
          const action = `/api/v1/mail/unsubscribe?token=${encodeURIComponent(req.query.token)}`;
          const body =
            `<p>${escapeHtml(t(`mailControl.unsubscribe.question.${named.category}`))}</p>` +
            `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
            `<button type="submit">${escapeHtml(t('mailControl.unsubscribe.confirm'))}</button></form>` +
            `<p>${escapeHtml(t('mailControl.unsubscribe.change'))}</p>`;
          return sendPage(reply, 200, page(named.language, t('mailControl.unsubscribe.title'), body));
        } catch (err) {
          return invalid(reply, err);
        }
      },
    );
    s.post(
      '/api/v1/mail/unsubscribe',
      { schema: { tags: ['notifications'], querystring: unsubscribeQuerySchema, hide: true } },
      async (req, reply) => {
        try {
          const done = await unsubscribe({ ctx: publicCtx(app), input: { token: req.query.token } });
          const t = (key: Parameters<typeof mailControlText>[1]) => mailControlText(done.language, key);
          const body =
            `<p>${escapeHtml(t('mailControl.unsubscribe.done'))}</p>` +
            `<p>${escapeHtml(t('mailControl.unsubscribe.change'))}</p>`;
          return sendPage(reply, 200, page(done.language, t('mailControl.unsubscribe.title'), body));
        } catch (err) {
          return invalid(reply, err);
        }
      },
    );
  });
}
