import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { applyMigrations, pgliteSession } from './migrator.ts';

/*
 * Issue 37 (decision 066): the teams migration makes every existing buyer and seller account a
 * one-member company with its user as owner, and changes no other row: a database is migrated
 * to the migration before it, filled, checksummed, then migrated on; running the backfill again
 * adds nothing.
 */

const TEAMS = '0043_teams';

interface Entry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** A copy of the migrations folder whose journal ends just before (or with) the teams migration. */
function folderUpTo(includeTeams: boolean): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Entry[];
  };
  const at = journal.entries.findIndex((e) => e.tag === TEAMS);
  if (at < 0) throw new Error(`${TEAMS} fehlt im Journal`);
  const entries = journal.entries.slice(0, includeTeams ? at + 1 : at);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hp-teams-migration-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
    copyFileSync(path.join(migrationsFolder, file), path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

const CHECKSUMS = `
  select 'profiles' as t, md5(coalesce(string_agg(p::text, ',' order by p.id), '')) as sum from profiles p
  union all select 'buyer_profiles', md5(coalesce(string_agg(b::text, ',' order by b.id), '')) from buyer_profiles b
  union all select 'seller_profiles', md5(coalesce(string_agg(s::text, ',' order by s.id), '')) from seller_profiles s
  union all select 'requests', md5(coalesce(string_agg(r::text, ',' order by r.id), '')) from requests r
  union all select 'offers', md5(coalesce(string_agg(o::text, ',' order by o.id), '')) from offers o`;

describe('the teams migration (decision 066)', { timeout: 240_000 }, () => {
  it('gives every buyer and seller a one-member company, loses nothing, and runs again harmlessly', async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    try {
      const session = pgliteSession(client);
      await applyMigrations(session, folderUpTo(false));
      await client.exec(`
        insert into profiles (id, email, name, role) values
          ('00000000-0000-4000-8000-0000000000b1', 'b1@example.test', 'B1', 'buyer'),
          ('00000000-0000-4000-8000-0000000000b2', 'b2@example.test', 'B2', 'buyer'),
          ('00000000-0000-4000-8000-0000000000c1', 's1@example.test', 'S1', 'seller'),
          ('00000000-0000-4000-8000-0000000000a1', 'a1@example.test', 'A1', 'admin');
        insert into buyer_profiles (id, first_name, last_name, company, phone, vat_number, billing_address) values
          ('00000000-0000-4000-8000-0000000000b1', 'B', 'Eins', 'Eins GmbH', '+49 1', 'DE1', '{}'),
          ('00000000-0000-4000-8000-0000000000b2', 'B', 'Zwei', 'Zwei GmbH', '+49 2', 'DE2', '{}');
        insert into seller_profiles (id, first_name, last_name, company_name, contact_person, phone, vat_number)
          values ('00000000-0000-4000-8000-0000000000c1', 'S', 'Eins', 'Handel KG', 'S Eins', '+49 3', 'DE3');
        insert into requests (id, buyer_id, part_number, quantity, urgency, status) values
          ('00000000-0000-4000-8000-0000000000e1', '00000000-0000-4000-8000-0000000000b1', 'A10', 1, 'normal', 'active');
      `);
      const before = (await client.query<{ t: string; sum: string }>(CHECKSUMS)).rows;

      expect(await applyMigrations(session, folderUpTo(true))).toEqual([TEAMS]);

      const members = await client.query<{ company_id: string; profile_id: string; role: string }>(
        'select company_id, profile_id, role from company_members order by profile_id',
      );
      expect(members.rows).toEqual(
        ['b1', 'b2', 'c1'].map((s) => ({
          company_id: `00000000-0000-4000-8000-0000000000${s}`,
          profile_id: `00000000-0000-4000-8000-0000000000${s}`,
          role: 'owner',
        })),
      );
      expect((await client.query<{ t: string; sum: string }>(CHECKSUMS)).rows).toEqual(before);

      // Re-runnable: the whole file again (every statement IF NOT EXISTS / ON CONFLICT) adds nothing.
      const file = readFileSync(path.join(migrationsFolder, `${TEAMS}.sql`), 'utf8');
      for (const statement of file.split('--> statement-breakpoint')) await client.exec(statement);
      expect((await client.query('select * from company_members')).rows).toHaveLength(3);
    } finally {
      await client.close();
    }
  });
});
