import type { FastifyInstance, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, MSG, STATUS_BY_CODE } from '#server/errors.ts';
import { faultAsAppError } from './fault-errors.ts';

interface ErrorBody {
  code: string;
  message: string;
  /** The request's id (X-Request-Id): a user's error report leads straight to the log lines. */
  requestId: string;
  title?: string;
  reason?: string;
  fields?: Record<string, string>;
}

/** One error shape for the whole API: `{ code, message }` with the German text (DESIGN.md §6). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    // Issue 38: a full disk or a database that is away gets its own clear answer, not a 500.
    const fault = thrown instanceof AppError ? undefined : faultAsAppError(thrown);
    if (fault) req.log.warn({ err: thrown }, fault.message);
    const error = (fault ?? thrown) as FastifyError | AppError;
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message, requestId: req.id };
      if (error.title) body.title = error.title;
      if (error.reason) body.reason = error.reason;
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
      // A body cut off midway: the rest of it is not read, the connection ends with the answer.
      if (error.code === 'REQUEST_TIMEOUT') void reply.header('connection', 'close');
      return reply.status(STATUS_BY_CODE[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first issue's message is the one a form shows; all are returned per field.
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const key =
          String(v.instancePath ?? '')
            .replace(/^\//, '')
            .replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? 'Ungültige Eingabe';
      }
      const first = error.validation[0]?.message ?? 'Ungültige Eingabe';
      return reply
        .status(400)
        .send({ code: 'VALIDATION', message: first, fields, requestId: req.id } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: MSG.unexpected, requestId: req.id } satisfies ErrorBody);
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ code: 'RATE_LIMITED', message: MSG.rateLimited, requestId: req.id } satisfies ErrorBody);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'VALIDATION' : 'BAD_REQUEST';
      return reply
        .status(error.statusCode)
        .send({ code, message: 'Ungültige Anfrage', requestId: req.id } satisfies ErrorBody);
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: 'INTERNAL', message: MSG.unexpected, requestId: req.id } satisfies ErrorBody);
  });

  app.setNotFoundHandler((req, reply) => {
    // The API (and /metrics, /health, /ready) never falls through to the SPA: a probe or client
    // must see a real 404, not the app's page with 200.
    if (/^\/(api|metrics|health|ready)(\/|\?|$)/.test(req.url)) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: MSG.notFound, requestId: req.id } satisfies ErrorBody);
    }
    if (req.method === 'GET' && typeof reply.sendFile === 'function') {
      // Client-side routes: the SPA answers (and shows its own 404 page for unknown paths).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send('Not found');
  });
}
