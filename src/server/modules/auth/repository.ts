import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, profiles, sessions } from '../../db/schema/auth.ts';
import { buyerProfiles, sellerProfiles } from '../../db/schema/parties.ts';
import type { Role, UiLanguage } from '../../../shared/constants.ts';

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows.length > 0;
}

/** A better-auth user with its e-mail/password credential. */
export async function insertUserWithPassword(
  db: Db,
  user: {
    email: string;
    name: string;
    role: Role;
    language: UiLanguage;
    passwordHash: string;
    emailVerified?: boolean;
    /** Signups: when AGB and privacy notice were accepted, and which versions (issue 13). */
    legalAcceptedAt?: Date;
    legalVersion?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(profiles)
    .values({
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      emailVerified: user.emailVerified ?? false,
      legalAcceptedAt: user.legalAcceptedAt ?? null,
      legalVersion: user.legalVersion ?? null,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  await db
    .insert(accounts)
    .values({ accountId: id, providerId: 'credential', userId: id, password: user.passwordHash });
  return id;
}

export async function insertBuyerProfile(db: Db, values: typeof buyerProfiles.$inferInsert): Promise<void> {
  await db.insert(buyerProfiles).values(values);
}

export async function insertSellerProfile(db: Db, values: typeof sellerProfiles.$inferInsert): Promise<void> {
  await db.insert(sellerProfiles).values(values);
}

export async function findBuyerGate(db: Db, userId: string) {
  const rows = await db
    .select({ isActive: buyerProfiles.isActive })
    .from(buyerProfiles)
    .where(eq(buyerProfiles.id, userId))
    .limit(1);
  return rows[0];
}

export async function findSellerGate(db: Db, userId: string) {
  const rows = await db
    .select({
      approvalStatus: sellerProfiles.approvalStatus,
      paymentStatus: sellerProfiles.paymentStatus,
      activeStatus: sellerProfiles.activeStatus,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, userId))
    .limit(1);
  return rows[0];
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      role: profiles.role,
      language: profiles.language,
      emailVerified: profiles.emailVerified,
    })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ enabled: profiles.twoFactorEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.enabled ?? false;
}

/** The account's language (profiles.language): mails and order documents follow it. */
export async function setUserLanguage(db: Db, userId: string, language: UiLanguage): Promise<void> {
  await db.update(profiles).set({ language, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
