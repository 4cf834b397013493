import type { FastifyDynamicSwaggerOptions, OpenAPIV3_2 } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiKeyScope } from '#shared/api-keys/schema.ts';
import type { Role } from '#shared/constants.ts';
import { WEBHOOK_PAYLOADS, webhookEnvelopeSchema } from '#shared/webhooks/payloads.ts';
import type { WebhookEventType } from '#shared/webhooks/schema.ts';
import { MSG, type ErrorCode } from '#server/errors.ts';
import { FAULT_MSG } from './fault-errors.ts';
import { OPERATIONS } from './openapi-operations.ts';

/** requireRole() marks its hook with the roles it admits, so the document can name them. */
export const ROLES_OF_HOOK = Symbol('roles');
type RoleHook = { [ROLES_OF_HOOK]?: readonly Role[] };

const ROLE_NAMES: Record<Role, string> = { buyer: 'Käufer', seller: 'Verkäufer', admin: 'Administratoren' };

/** The error body every failure has (plugins/errors.ts), with an example per status. */
function errorResponse(
  description: string,
  codes: readonly (ErrorCode | 'BAD_REQUEST' | 'INTERNAL')[],
  example: { code: string; message: string; reason?: string },
) {
  return {
    description,
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string', enum: codes, description: 'Maschinenlesbarer Fehlercode' },
      message: { type: 'string', description: 'Deutsche Meldung für Menschen' },
      requestId: { type: 'string', description: 'Die X-Request-Id der Anfrage (Log-Zeilen)' },
      reason: { type: 'string', description: 'Genauere Ursache, z. B. API_KEY_SCOPE_MISSING' },
      title: { type: 'string', description: 'Überschrift für eine Meldung, wo die Spezifikation eine nennt' },
      fields: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'Bei VALIDATION: Meldung je Feld (Pfad mit Punkten)',
      },
    },
    examples: [{ ...example, requestId: '6f1c2a9e-3b7d-4e0a-9c55-2d8f1e4b7a10' }],
  };
}

const ERRORS = {
  400: errorResponse('Ungültige Eingabe (auch unbekannte Felder)', ['VALIDATION', 'BAD_REQUEST'], {
    code: 'VALIDATION',
    message: 'Unbekanntes Feld: paymentTermId',
  }),
  401: errorResponse('Nicht angemeldet, oder API-Schlüssel ungültig bzw. widerrufen', ['UNAUTHENTICATED'], {
    code: 'UNAUTHENTICATED',
    message: MSG.unauthenticated,
  }),
  403: errorResponse(
    'Falsche Rolle, gesperrtes Konto oder fehlende Berechtigung des API-Schlüssels',
    ['FORBIDDEN'],
    {
      code: 'FORBIDDEN',
      message: 'Dieser API-Schlüssel hat keine Berechtigung für diese Aktion.',
      reason: 'API_KEY_SCOPE_MISSING',
    },
  ),
  404: errorResponse('Nicht gefunden (oder nicht sichtbar für den Aufrufer)', ['NOT_FOUND'], {
    code: 'NOT_FOUND',
    message: MSG.notFound,
  }),
  409: errorResponse('Konflikt mit dem aktuellen Zustand', ['CONFLICT'], {
    code: 'CONFLICT',
    message: 'Sie haben für diese Anfrage bereits ein Angebot abgegeben',
  }),
  422: errorResponse('Fachlich nicht möglich', ['UNPROCESSABLE'], {
    code: 'UNPROCESSABLE',
    message: 'Diese Aktion ist im aktuellen Status nicht möglich',
  }),
  429: errorResponse('Zu viele Anfragen (Header Retry-After)', ['RATE_LIMITED'], {
    code: 'RATE_LIMITED',
    message: MSG.rateLimited,
    reason: 'API_KEY_RATE_LIMITED',
  }),
  500: errorResponse('Unerwarteter Fehler', ['INTERNAL'], { code: 'INTERNAL', message: MSG.unexpected }),
  // Issue 38: faults of the machine, each with its own answer (plugins/fault-errors.ts).
  408: errorResponse(
    'Der Body kam ins Stocken (60 s ohne Daten) oder dauerte zu lange (15 min); die Verbindung wird geschlossen',
    ['REQUEST_TIMEOUT'],
    { code: 'REQUEST_TIMEOUT', message: FAULT_MSG.bodyStalled },
  ),
  503: errorResponse(
    'Die Datenbank ist vorübergehend nicht erreichbar (Header Retry-After)',
    ['UNAVAILABLE'],
    {
      code: 'UNAVAILABLE',
      message: FAULT_MSG.unavailable,
    },
  ),
  507: errorResponse('Der Speicherplatz des Servers ist voll; nichts wurde gespeichert', ['STORAGE_FULL'], {
    code: 'STORAGE_FULL',
    message: FAULT_MSG.storageFull,
  }),
} as const;

/** Multipart bodies, described for the document (the handlers read the parts themselves). */
const PHOTO_PART = {
  type: 'string',
  format: 'binary',
  description: 'JPEG, PNG, WebP oder GIF, höchstens 10 MB',
};
const MULTIPART_BODIES: Record<string, object> = {
  request: {
    type: 'object',
    required: ['partNumber'],
    properties: {
      manufacturer: { type: 'string', maxLength: 200, examples: ['HYDAC'] },
      partNumber: { type: 'string', minLength: 1, maxLength: 200, examples: ['0160 D 010 BN4HC'] },
      quantity: { type: 'integer', minimum: 1, default: 1 },
      description: { type: 'string', maxLength: 5000 },
      urgency: { type: 'string', enum: ['niedrig', 'normal', 'hoch', 'dringend'], default: 'normal' },
      durationDays: { type: 'integer', enum: [7, 14, 30, 60], default: 30 },
      photos: { type: 'array', maxItems: 5, items: PHOTO_PART },
    },
    additionalProperties: false,
  },
  pdfTemplate: {
    type: 'object',
    required: ['name', 'file'],
    properties: {
      name: { type: 'string' },
      description: { type: 'string' },
      file: { type: 'string', format: 'binary', description: 'Word-Vorlage (.docx)' },
    },
  },
  translations: {
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', format: 'binary', description: 'CSV (key;language;value;…)' },
      updateExisting: { type: 'string', enum: ['true', 'false'], default: 'false' },
    },
  },
};
/** Operations that answer with a file or nothing: their success answer, for the document. */
const binary = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: { type: 'string', format: 'binary' } } } },
});
const SUCCESS_OF: Record<string, object> = {
  'POST /api/v1/auth/logout': { 204: { description: 'Abgemeldet (Cookie gelöscht)', type: 'null' } },
  'GET /api/v1/admin/translations/template.csv': binary('text/csv', 'CSV-Vorlage'),
  'GET /api/v1/admin/translations/export.csv': binary('text/csv', 'CSV-Export'),
  'GET /api/v1/admin/pdf-templates/:id/download': binary(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'Die Word-Vorlage',
  ),
  'GET /api/v1/requests/:id/photos/:photoId': binary('image/*', 'Das Foto'),
  'GET /api/v1/seller/requests/:id/photos/:photoId': binary('image/*', 'Das Foto'),
  'GET /api/v1/seller/requests/:id/photos.zip': binary('application/zip', 'Alle Fotos als ZIP'),
  'GET /api/v1/orders/:orderId/document': binary('application/pdf', 'Das Bestelldokument'),
  'GET /api/v1/requests/:id/attachments/:attachmentId': binary('application/pdf', 'Das PDF-Dokument'),
  'GET /api/v1/offers/:id/attachments/:attachmentId': binary('application/pdf', 'Das PDF-Dokument'),
  // Decision 072: a deleted document answers with nothing; the list refetches.
  'DELETE /api/v1/requests/:id/attachments/:attachmentId': {
    204: { description: 'Dokument gelöscht', type: 'null' },
  },
  'DELETE /api/v1/seller/offers/:id/attachments/:attachmentId': {
    204: { description: 'Dokument gelöscht', type: 'null' },
  },
  // Decision 053: the owner's widening and extension answer with nothing; the list refetches.
  'POST /api/v1/buyer/requests/:id/widen': {
    204: { description: 'An den nächsten Ring gesendet', type: 'null' },
  },
  'POST /api/v1/buyer/requests/:id/extend': { 204: { description: 'Frist verlängert', type: 'null' } },
  'POST /api/v1/seller/my-requests/:id/widen': {
    204: { description: 'An den nächsten Ring gesendet', type: 'null' },
  },
  'POST /api/v1/seller/my-requests/:id/extend': { 204: { description: 'Frist verlängert', type: 'null' } },
  'GET /api/v1/buyer/orders.csv': binary('text/csv', 'Die Bestellungen als CSV'),
  'GET /api/v1/seller/my-orders.csv': binary('text/csv', 'Die eigenen Bestellungen als CSV'),
  'GET /api/v1/seller/orders.csv': binary('text/csv', 'Die erhaltenen Aufträge als CSV'),
  'GET /api/v1/buyer/requests/:id/price-comparison.csv': binary('text/csv', 'Der Preisspiegel als CSV'),
  'GET /api/v1/buyer/requests/:id/price-comparison.pdf': binary(
    'application/pdf',
    'Der Preisspiegel als PDF',
  ),
  'GET /api/v1/seller/my-requests/:id/price-comparison.csv': binary('text/csv', 'Der Preisspiegel als CSV'),
  'GET /api/v1/seller/my-requests/:id/price-comparison.pdf': binary(
    'application/pdf',
    'Der Preisspiegel als PDF',
  ),
};

const MULTIPART_OF: Record<string, keyof typeof MULTIPART_BODIES> = {
  'POST /api/v1/buyer/requests': 'request',
  'POST /api/v1/seller/my-requests': 'request',
  'POST /api/v1/admin/pdf-templates': 'pdfTemplate',
  'POST /api/v1/admin/translations/import': 'translations',
};

interface RouteLike {
  method: string | string[];
  url: string;
  onRequest?: unknown;
  config?: { apiKeyScopes?: readonly ApiKeyScope[]; rateLimit?: unknown };
}

function rolesOf(route: RouteLike): readonly Role[] | null {
  const hooks = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
  for (const hook of hooks as RoleHook[]) if (hook[ROLES_OF_HOOK]) return hook[ROLES_OF_HOOK];
  return null;
}

function accessText(roles: readonly Role[] | null, scopes: readonly ApiKeyScope[]): string {
  if (!roles) return '**Zugriff:** öffentlich.';
  const who = roles.map((r) => ROLE_NAMES[r]).join(', ');
  const key = scopes.length
    ? `oder API-Schlüssel (\`Authorization: Bearer …\`) mit einer der Berechtigungen ${scopes.map((s) => `\`${s}\``).join(', ')}`
    : 'nicht mit API-Schlüsseln erreichbar';
  return `**Zugriff:** ${who} mit Sitzung, ${key}.`;
}

/**
 * Per route: operationId, summary and description from OPERATIONS, who may call it (roles and
 * API-key scopes, also as `security`), every error answer with its `{ code, message }` body and
 * an example, and the multipart bodies.
 */
function transform(args: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteLike }) {
  const out = jsonSchemaTransform(args) as { schema: Record<string, unknown>; url: string };
  const { route } = args;
  const schema = out.schema;
  if (!schema || schema.hide) return out;
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const key = `${method} ${route.url}`;
  const entry = OPERATIONS[key];
  if (!entry)
    throw new Error(`OpenAPI: keine operationId/summary für ${key} (plugins/openapi-operations.ts)`);
  const [operationId, summary, more] = entry;
  const roles = rolesOf(route);
  const scopes = route.config?.apiKeyScopes ?? [];
  schema.operationId ??= operationId;
  schema.summary ??= summary;
  schema.description = [schema.description ?? more ?? summary, accessText(roles, scopes)].join('\n\n');
  schema.security = !roles
    ? []
    : scopes.length
      ? [{ sessionCookie: [] }, { apiKey: [] }]
      : [{ sessionCookie: [] }];

  const multipart = MULTIPART_OF[key];
  if (multipart) {
    schema.consumes = ['multipart/form-data'];
    schema.body = MULTIPART_BODIES[multipart];
  }
  const response = { ...SUCCESS_OF[key], ...(schema.response as Record<string, unknown>) };
  const add = (status: keyof typeof ERRORS, when: boolean) => {
    if (when && !response[status]) response[status] = ERRORS[status];
  };
  const writes = method !== 'GET' && method !== 'HEAD';
  // Even without input: a URL Fastify cannot decode is a 400 (app.ts frameworkErrors).
  add(400, true);
  add(401, roles !== null);
  add(403, roles !== null);
  add(404, Boolean(schema.params) || roles !== null);
  add(409, roles !== null && writes);
  add(422, roles !== null && writes);
  add(429, scopes.length > 0 || route.config?.rateLimit !== undefined);
  add(408, writes);
  add(500, true);
  add(503, true);
  add(507, writes);
  schema.response = response;
  return out;
}

const WEBHOOK_SUMMARIES: Record<WebhookEventType, string> = {
  'request.created': 'Neue passende Anfrage (Verkäufer)',
  'offer.accepted': 'Ihr Angebot wurde angenommen (Verkäufer)',
  'offer.rejected': 'Ihr Angebot wurde abgelehnt: ein anderes wurde bestellt (Verkäufer)',
  'order.placed': 'Bestellung eingegangen bzw. aufgegeben (Käufer und Verkäufer, je ihre Sicht)',
  'order.status_changed': 'Bestellstatus geändert (Käufer und Verkäufer, je ihre Sicht)',
  'request.closed': 'Anfrage beendet, Ihr offenes Angebot damit abgelehnt (Verkäufer)',
  'request.question_asked':
    'Neue Frage zu Ihrer Anfrage, ohne den Fragenden (Käufer und Verkäufer als Anfragende)',
  'request.question_answered': 'Frage zu einer Anfrage, die Sie sehen, beantwortet (Verkäufer)',
  ping: 'Testereignis aus den Einstellungen',
};

const WEBHOOK_HEADERS = [
  ['webhook-id', 'Ereignis-Id: gleich bei jedem Wiederholungsversuch und jeder erneuten Zustellung'],
  ['webhook-timestamp', 'Unix-Sekunden dieses Versuchs; ältere als 5 Minuten abweisen'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 über "${webhook-id}.${webhook-timestamp}.${Inhalt}">`, Schlüssel = base64-Teil des Geheimnisses nach `whsec_`; nach einem Geheimniswechsel zwei Signaturen, durch Leerzeichen getrennt',
  ],
] as const;

/**
 * OpenAPI 3.1 `webhooks`: one POST per event with its body (payloads.ts) and the Standard
 * Webhooks headers (decision 042), so integrators generate receivers like clients.
 */
function webhooksDocument(): Webhooks {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_PAYLOADS) as WebhookEventType[]).map((type) => {
      const { $schema: _, ...schema } = z.toJSONSchema(webhookEnvelopeSchema(type), {
        target: 'draft-2020-12',
        io: 'output',
      });
      const name = type.replace(/[._](\w)/g, (_m, c: string) => c.toUpperCase());
      return [
        type,
        {
          post: {
            operationId: `webhook${name[0]!.toUpperCase()}${name.slice(1)}`,
            summary: WEBHOOK_SUMMARIES[type],
            tags: ['webhooks'],
            security: [],
            parameters: WEBHOOK_HEADERS.map(([header, description]) => ({
              name: header,
              in: 'header',
              required: true,
              description,
              schema: { type: 'string' },
            })),
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '200': { description: 'Angenommen (jede 2xx-Antwort gilt als zugestellt)' },
              '400': {
                description:
                  'Abgewiesen (z. B. Signatur falsch): wie jede Antwort außer 2xx 24 Stunden lang wiederholt',
              },
            },
          },
        },
      ];
    }),
  ) as Webhooks;
}
// The 3.2 type names the 3.1 `webhooks` map too (the only 3.1 typing @fastify/swagger exports).
type Webhooks = NonNullable<OpenAPIV3_2.Document['webhooks']>;

export function swaggerOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'HydroParts API',
        version: '1.0.0',
        description: [
          'B2B-Marktplatz für Hydraulik-Ersatzteile.',
          '',
          'Anmeldung: das Sitzungs-Cookie der Web-App, oder für ERP- und Shopsysteme ein API-Schlüssel aus den Einstellungen (`Authorization: Bearer hp_…`; der Header `x-api-key` wird nicht gelesen). Ein Schlüssel handelt als sein Besitzer, eingeschränkt auf seine Berechtigungen, mit eigenem Limit pro Minute; Verwaltung und Schlüsselverwaltung sind mit Schlüsseln nie erreichbar.',
          '',
          'Fehler antworten immer mit `{ code, message }` (deutsche Meldung); unbekannte Felder im Body werden mit 400 abgewiesen. Listen sind seitenweise (`page`, `pageSize`), durchsuchbar (`search`) und filtern mit `updatedSince` (ISO 8601) auf Geändertes.',
          '',
          'Webhooks folgen der Spezifikation Standard Webhooks: Header `webhook-id`, `webhook-timestamp` und `webhook-signature: v1,<base64 HMAC-SHA256 über "${id}.${timestamp}.${Inhalt}">`, Geheimnisse `whsec_<base64>`. Die Ereignisse und ihre Inhalte stehen unter `webhooks`.',
        ].join('\n'),
        license: { name: 'Proprietär – Nutzung nach den AGB', url: `${publicUrl}/agb` },
        contact: { name: 'HydroParts' },
      },
      servers: [{ url: publicUrl }],
      webhooks: webhooksDocument(),
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'hydroparts.session_token',
            description: 'Sitzung der Web-App (POST /api/v1/auth/login setzt das Cookie).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'API-Schlüssel aus den Einstellungen: `Authorization: Bearer hp_…`.',
          },
        },
      },
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
  };
}
