/**
 * Creates (or promotes) an administrator in the configured database — how production gets
 * its first admin. Usage: npm run admin:create -- admin@firma.de
 * The password is asked for (hidden) on a terminal or read from standard input — never from the
 * command line, where shell history and the process list would keep it.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { accounts, profiles } from '../src/server/db/schema/auth.ts';
import { readPassword } from './read-password.ts';

const args = process.argv.slice(2);
const email = args[0];
if (!email || args.length > 1) {
  console.error(
    'Aufruf: npm run admin:create -- <E-Mail>   (das Passwort wird abgefragt oder von der Standardeingabe gelesen)',
  );
  process.exit(2);
}
const password = await readPassword('Passwort (mindestens 12 Zeichen): ');
if (password.length < 12) {
  console.error('Das Passwort muss mindestens 12 Zeichen lang sein.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const hash = await hashPassword(password);
await database.db.transaction(async (tx) => {
  const existing = await tx
    .select()
    .from(profiles)
    .where(sql`lower(${profiles.email}) = lower(${email})`);
  let id = existing[0]?.id;
  if (id) {
    await tx.update(profiles).set({ role: 'admin', emailVerified: true }).where(eq(profiles.id, id));
    await tx.delete(accounts).where(eq(accounts.userId, id));
  } else {
    const [row] = await tx
      .insert(profiles)
      .values({ email: email.toLowerCase(), name: 'Administrator', role: 'admin', emailVerified: true })
      .returning({ id: profiles.id });
    id = row!.id;
  }
  await tx.insert(accounts).values({ accountId: id, providerId: 'credential', userId: id, password: hash });
});
await database.close();
console.log(`Administrator ${email} ist angelegt. Anmeldung unter ${config.publicUrl}/admin-login`);
