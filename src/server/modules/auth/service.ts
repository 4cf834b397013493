import { queueVatCheck } from '#server/modules/vat-ids/checks.ts';
import { legalAcceptance } from '#shared/legal/acceptance.ts';
import { hashPassword } from 'better-auth/crypto';
import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { inTx, type Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, isUniqueViolation } from '#server/errors.ts';
import type {
  BuyerSignupInput,
  LoginInput,
  SellerSignupInput,
  SessionAccount,
  SessionUser,
} from '#shared/auth/schema.ts';
import type { Role, UiLanguage } from '#shared/constants.ts';
import { LOGIN_PAGE } from '#shared/auth/verification.ts';
import { roleOf, toSessionUser } from '#server/plugins/auth.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import { recordEvent } from '#server/events/record.ts';
import * as repo from './repository.ts';
import { adminGate, buyerGate, sellerGate } from './gates.ts';
import { gateFor } from './two-factor.ts';
import { okView, toLoginResultView, toSignupResultView, type OkView } from './views.ts';

/** What an operation that changes the session answers: its view and the cookies to forward. */
export interface WithCookies<T> {
  result: T;
  setCookies: string[];
}
/** better-auth reads the session and the pending-2FA cookie from the request's headers. */
export type WithHeaders<T> = T & { headers: Headers };

async function enqueueVerificationMail(
  ctx: Ctx<SessionUser | null>,
  user: { email: string; name: string; role: Role; language: UiLanguage },
): Promise<void> {
  const token = await createEmailVerificationToken(
    ctx.deps.config.authSecret,
    user.email,
    undefined,
    60 * 60 * 24,
  );
  // The link lands on the role's login page with its outcome (plugins/auth.ts, decision 078).
  const callbackURL = encodeURIComponent(LOGIN_PAGE[user.role]);
  await enqueueMail(ctx.db, {
    to: user.email,
    recipientType: user.role,
    templateType: 'email_verification',
    language: user.language,
    variables: {
      name: user.name,
      verification_url: `${ctx.deps.config.publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${callbackURL}`,
    },
  });
}

/**
 * Issue 38: signup answers a known address exactly as a new one (login, forgot and resend do
 * not reveal it either); the owner learns of the attempt by mail, in their own language.
 */
async function tellOwnerOfSignupAttempt(ctx: Ctx<null>, email: string): Promise<void> {
  const owner = await repo.findUserByEmail(ctx.db, email);
  if (!owner) return;
  // Decision 060: the notifications consumer queues the mail (issue 28: no mail sent inline).
  await recordEvent(ctx.db, { type: 'user.signup_attempted', userId: owner.id });
}

/** One transaction: account, credential, profile and the verification mail commit together. */
async function createAccount(
  ctx: Ctx<null>,
  user: { email: string; name: string; role: Role; language: UiLanguage; password: string },
  insertProfile: (tx: Db, userId: string) => Promise<void>,
) {
  const passwordHash = await hashPassword(user.password);
  try {
    const taken = await ctx.db.transaction(async (tx) => {
      if (await repo.emailExists(tx, user.email)) return true;
      // The schema required the acceptance; it is stored with its time and version.
      const userId = await repo.insertUserWithPassword(tx, { ...user, passwordHash, ...legalAcceptance() });
      await insertProfile(tx, userId);
      // Issue 37: every account is a company, its user the owner.
      await repo.insertOwnerMembership(tx, userId);
      await enqueueVerificationMail(inTx(ctx, tx), user);
      return false;
    });
    if (taken) await tellOwnerOfSignupAttempt(ctx, user.email);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // The same address signed up twice at once: the second is told like any known address.
    await tellOwnerOfSignupAttempt(ctx, user.email);
  }
  return toSignupResultView(user.email);
}

export function signupBuyer({ ctx, input }: { ctx: Ctx<null>; input: BuyerSignupInput }) {
  return createAccount(
    ctx,
    {
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      role: 'buyer',
      language: input.language ?? 'de',
      password: input.password,
    },
    async (tx, id) => {
      await repo.insertBuyerProfile(tx, {
        id,
        firstName: input.firstName,
        lastName: input.lastName,
        company: input.company,
        phone: input.phone,
        position: input.position ?? null,
        department: input.department ?? null,
        taxNumber: input.taxNumber ?? null,
        vatNumber: input.vatNumber,
        billingAddress: input.billingAddress,
        shippingAddress: input.shippingAddress ?? null,
        description: input.description ?? null,
      });
      // Issue 32: VIES is asked after the signup, not during it.
      await queueVatCheck(tx, id);
    },
  );
}

/** A new seller is pending approval, in free trial and inactive (spec 1 §4). */
export function signupSeller({ ctx, input }: { ctx: Ctx<null>; input: SellerSignupInput }) {
  const shipping = input.shippingAddress ?? null;
  return createAccount(
    ctx,
    {
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      role: 'seller',
      language: input.language ?? 'de',
      password: input.password,
    },
    async (tx, id) => {
      await repo.insertSellerProfile(tx, {
        id,
        firstName: input.firstName,
        lastName: input.lastName,
        companyName: input.companyName,
        contactPerson: input.contactPerson ?? `${input.firstName} ${input.lastName}`,
        phone: input.phone,
        website: input.website ?? null,
        specialization: input.specialization ?? null,
        employeeCount: input.employeeCount,
        description: input.description ?? null,
        vatNumber: input.vatNumber,
        taxNumber: input.taxNumber ?? null,
        businessLicense: input.businessLicense ?? null,
        billingStreet: input.billingAddress.street,
        billingCity: input.billingAddress.city,
        billingZip: input.billingAddress.zip,
        billingCountry: input.billingAddress.country,
        shippingStreet: shipping?.street ?? null,
        shippingCity: shipping?.city ?? null,
        shippingZip: shipping?.zip ?? null,
        shippingCountry: shipping?.country ?? null,
        approvalStatus: 'pending',
        paymentStatus: 'freetrial',
        activeStatus: 'inactive',
      });
      await queueVatCheck(tx, id);
    },
  );
}

/** The signed-in user with the company the header shows; only this endpoint pays the extra read. */
export async function sessionAccount({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: SessionUser | null;
}): Promise<SessionAccount | null> {
  if (!input) return null;
  return { ...input, company: await repo.findCompanyName(ctx.db, input.companyId ?? input.id, input.role) };
}

export async function resendVerification({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: { email: string };
}): Promise<OkView> {
  // Same answer whether or not the address exists, so the box cannot probe for accounts.
  const user = await repo.findUserByEmail(ctx.db, input.email);
  if (user && !user.emailVerified) await enqueueVerificationMail(ctx, user);
  return okView();
}

function mapSignInError(err: unknown): never {
  if (isAPIError(err)) {
    const code = (err.body as { code?: string } | undefined)?.code;
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError(
        'FORBIDDEN',
        'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Den Link finden Sie in unserer E-Mail.',
        { reason: 'EMAIL_NOT_VERIFIED', title: 'E-Mail nicht bestätigt' },
      );
    }
    if (err.statusCode === 429)
      throw new AppError('RATE_LIMITED', 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment.');
    throw new AppError('UNAUTHENTICATED', 'Ungültige E-Mail-Adresse oder ungültiges Passwort', {
      reason: 'INVALID_CREDENTIALS',
      title: 'Anmeldung fehlgeschlagen',
    });
  }
  throw err;
}

/**
 * Signs in, then applies the gate of the login page used; a failed gate deletes the new
 * session at once, so no cookie of a refused login stays valid.
 */
export async function login({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: WithHeaders<LoginInput>;
}): Promise<WithCookies<ReturnType<typeof toLoginResultView>>> {
  let result: Awaited<ReturnType<typeof signIn>>;
  async function signIn() {
    return ctx.deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    });
  }
  try {
    result = await signIn();
  } catch (err) {
    mapSignInError(err);
  }
  // Second factor pending (issue 18): no session yet, only better-auth's short-lived 2FA cookie.
  if ((result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    const pending = await repo.findUserByEmail(ctx.db, input.email);
    const refusal = pending
      ? await gateFor(ctx.db, input.role, { id: pending.id, role: roleOf(pending.role) })
      : null;
    if (refusal) throw refusal;
    return { result: toLoginResultView(null), setCookies: result.headers.getSetCookie() };
  }
  const signed = result.response.user as {
    id: string;
    email: string;
    name: string;
    role?: unknown;
    language?: unknown;
  };
  const user = { id: signed.id, role: roleOf(signed.role) };
  let refusal: AppError | null;
  if (input.role === 'buyer') refusal = buyerGate(user.role, await repo.findBuyerGate(ctx.db, user.id));
  else if (input.role === 'seller')
    refusal = sellerGate(user.role, await repo.findSellerGate(ctx.db, user.id));
  else refusal = adminGate(user.role);
  // Issue 37: past the gate a buyer or seller belongs to a company; a login without one ends here.
  const signedIn = refusal ? null : await toSessionUser(ctx.db, signed);
  if (refusal || !signedIn) {
    await repo.deleteSessionByToken(ctx.db, result.response.token);
    throw (
      refusal ??
      new AppError('FORBIDDEN', 'Profil konnte nicht geladen werden', { reason: 'PROFILE_MISSING' })
    );
  }
  return { result: toLoginResultView(signedIn), setCookies: result.headers.getSetCookie() };
}

/** Ends the session of the request's cookie; the cookies to clear, or none when there was none. */
export async function logout({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: WithHeaders<object>;
}): Promise<string[]> {
  try {
    const res = await ctx.deps.auth.api.signOut({ headers: input.headers, returnHeaders: true });
    return res.headers.getSetCookie();
  } catch {
    return [];
  }
}
