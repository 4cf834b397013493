import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id is kept when it is short and plain (a proxy's or client's correlation id);
 * anything else could forge log lines or bloat them, so a fresh UUID replaces it.
 */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const raw = req.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && ACCEPTABLE.test(value) ? value : randomUUID();
}
