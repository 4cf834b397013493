import pg from 'pg';

/** The name of a test database and a URL of the same server's `postgres` database. */
function adminOf(databaseUrl: string): { name: string; adminUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

async function asAdmin<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * What a restart of PostgreSQL does to the connections of one test database, without touching
 * the shared server: `pg_terminate_backend` on each of them (the LISTEN connections only, with
 * `listening`). Resolves to how many were ended.
 */
export async function terminateBackends(
  databaseUrl: string,
  opts: { listening?: boolean } = {},
): Promise<number> {
  const { name, adminUrl } = adminOf(databaseUrl);
  return asAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid() and ($2::boolean is not true or query ilike 'LISTEN %')`,
      [name, opts.listening ?? false],
    );
    return rows.filter((r) => r.ended).length;
  });
}

/**
 * The database away for a while, as during a restart: new connections are refused
 * (ALLOW_CONNECTIONS false) and the open ones ended. `back()` lets connections in again.
 */
export async function takeDatabaseAway(databaseUrl: string): Promise<{ back(): Promise<void> }> {
  const { name, adminUrl } = adminOf(databaseUrl);
  await asAdmin(adminUrl, (c) => c.query(`alter database "${name}" allow_connections false`));
  await terminateBackends(databaseUrl);
  return {
    back: () =>
      asAdmin(adminUrl, (c) => c.query(`alter database "${name}" allow_connections true`)).then(
        () => undefined,
      ),
  };
}
