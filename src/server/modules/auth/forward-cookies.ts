import type { FastifyReply } from 'fastify';

/** better-auth's Set-Cookie headers (session, second factor, trusted device), passed on unchanged. */
export function forwardCookies(reply: FastifyReply, cookies: string[]): void {
  for (const c of cookies) reply.header('set-cookie', c);
}
