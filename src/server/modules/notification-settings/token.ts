import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_CATEGORIES, type MailCategory } from '#shared/notifications/settings.ts';

/**
 * The one-click unsubscribe token (RFC 8058, decision 060): user and category in the clear, an
 * HMAC-SHA256 over both with the app secret. It never expires (a mail in a mailbox stays valid)
 * and can do exactly one thing: turn that category off for that user.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, userId: string, category: MailCategory): string {
  return createHmac('sha256', secret).update(`hp-unsubscribe:v1:${userId}:${category}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, category: MailCategory): string {
  return `${userId}.${category}.${signature(secret, userId, category)}`;
}

/** The user and category a token names, or undefined for anything not signed by this app. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: MailCategory } | undefined {
  const [userId, category, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !category || !sig) return undefined;
  if (!UUID.test(userId) || !(MAIL_CATEGORIES as readonly string[]).includes(category)) return undefined;
  const expected = Buffer.from(signature(secret, userId, category as MailCategory));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, category: category as MailCategory };
}

export function unsubscribeUrl(
  siteUrl: string,
  secret: string,
  userId: string,
  category: MailCategory,
): string {
  return `${siteUrl}/api/v1/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId, category))}`;
}
