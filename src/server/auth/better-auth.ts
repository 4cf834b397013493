import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  accounts,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  verifications,
} from '#server/db/schema/auth.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { recordEvent } from '#server/events/record.ts';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';

/**
 * better-auth owns passwords, sessions (httpOnly cookies, rows in `sessions`), e-mail
 * verification and reset tokens. Its mails go through our outbox like every other mail.
 */
export function createAuth(db: Db, config: Config) {
  /** A mail to a better-auth user, in their language, through the outbox. */
  const mailUser = (
    user: { email: string; name: string; role?: unknown; language?: unknown },
    templateType: string,
    variables: Record<string, string>,
  ) =>
    enqueueMail(db, {
      to: user.email,
      recipientType: user.role === 'seller' || user.role === 'admin' ? user.role : 'buyer',
      templateType,
      language: typeof user.language === 'string' ? user.language : 'de',
      variables: { name: user.name, ...variables },
    });
  return betterAuth({
    appName: 'HydroParts',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, 'http://localhost:5173'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: profiles,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: false },
        language: { type: 'string', required: false, defaultValue: 'de', input: false },
      },
      // No e-mail change in HydroParts (issue 18): closed here and at /api/auth/verify-email.
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our signup routes with their profile in one transaction.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailUser(user, 'password_reset', {
          reset_url: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      afterEmailVerification: async (user) => {
        // Decision 060: the welcome mail is the notifications consumer's (issue 28).
        await recordEvent(db, { type: 'user.verified', userId: user.id });
      },
      expiresIn: 60 * 60 * 24,
      // Our signup and resend routes queue this mail themselves; better-auth calls it only for
      // its own resend endpoint, which is not exposed, but it must exist for verification.
      sendVerificationEmail: async ({ user, url }) => {
        await mailUser(user, 'email_verification', { verification_url: url });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: config.env !== 'test', storage: 'database', window: 60, max: 100 },
    advanced: {
      cookiePrefix: 'hydroparts',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // joins: the session and its user in one query (relations in db/schema/auth.ts).
      database: { generateId: () => randomUUID(), joins: true },
    },
    plugins: [twoFactor({ issuer: 'HydroParts' })],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
