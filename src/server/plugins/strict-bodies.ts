import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Issue 15: the German answer to a body field the operation does not know. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return keys.length === 1 ? `Unbekanntes Feld: ${keys[0]}` : `Unbekannte Felder: ${keys.join(', ')}`;
}

type AnyDef = Record<string, unknown> & { type: string };
const STRICT = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The same schema with every object in it strict: an unknown field is refused (400) instead of
 * silently dropped (issue 15). Checks, refinements, defaults and transforms are kept: each node
 * is cloned with its own definition, only the object's catchall and the children change.
 */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  const cached = STRICT.get(schema);
  if (cached) return cached as T;
  const def = schema._zod.def as unknown as AnyDef;
  let next: z.ZodType;
  const cloneWith = (patch: Record<string, unknown>) =>
    (schema as unknown as { clone(def: unknown): z.ZodType }).clone({ ...def, ...patch });
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      next = cloneWith({
        shape: Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, strictSchema(v)])),
        catchall: z.never(),
        error: (issue: { code?: string; keys?: string[] }) =>
          issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys ?? []) : undefined,
      });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      next = cloneWith({ innerType: strictSchema(def.innerType as z.ZodType) });
      break;
    case 'array':
      next = cloneWith({ element: strictSchema(def.element as z.ZodType) });
      break;
    case 'pipe':
      next = cloneWith({ in: strictSchema(def.in as z.ZodType), out: strictSchema(def.out as z.ZodType) });
      break;
    case 'union':
      next = cloneWith({ options: (def.options as z.ZodType[]).map((o) => strictSchema(o)) });
      break;
    default:
      next = schema;
  }
  if (next !== schema) {
    // Descriptions and examples (.meta) belong to the instance: the clone keeps them.
    const meta = { ...z.globalRegistry.get(schema) };
    delete meta.id; // an id names one schema in the document's components
    if (Object.keys(meta).length) z.globalRegistry.add(next, meta);
  }
  STRICT.set(schema, next);
  return next as T;
}

/** Every route's JSON body schema becomes strict as the route is added (issue 15). */
export function registerStrictBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (body instanceof z.ZodType) route.schema!.body = strictSchema(body);
  });
}
