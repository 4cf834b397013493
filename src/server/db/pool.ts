import pg from 'pg';

/** Makes `client` send every statement unnamed (drizzle's `.prepare(name)` and ours name them). */
function unnamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) =>
    query(
      config !== null && typeof config === 'object' && 'name' in config && !('submit' in config)
        ? { ...config, name: undefined }
        : config,
      ...rest,
    );
}

/** How a lost connection is reported: once per connection, without a stack (it is expected). */
const lost = (err: Error) => console.error(`database connection lost: ${err.message}`);

/**
 * The PostgreSQL connection pool. pg-pool's own `query()` closes the connection after any
 * error, even one the server merely reported — a unique violation, a failed check — although
 * the connection is fine after it. Each refused duplicate then cost a new backend: a fork,
 * authentication, and the catalog caches, prepared statements and PL/pgSQL functions built
 * again. Under concurrent orders that was a reconnect every few dozen orders (decision 034).
 * Here a connection is dropped only when it is broken; pg-pool itself drops one that ended.
 */
export function createPool(
  connectionString: string,
  opts: { max?: number; statementTimeoutMs?: number; preparedStatements?: boolean } = {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10, application_name: 'hydroparts' });
  // SET on each new session rather than a startup parameter, which PgBouncer refuses (decision 041).
  const timeout = opts.statementTimeoutMs;
  if (timeout !== undefined) {
    pool.on(
      'connect',
      (client) => void client.query(`SET statement_timeout = ${timeout}`).catch(() => undefined),
    );
  }
  // A transaction pooler without prepared-statement tracking (PgBouncer < 1.21) hands each
  // transaction any server connection: a statement prepared by name on one is unknown on the
  // next. Then every statement goes unnamed — parsed each time, correct everywhere (decision 045).
  if (opts.preparedStatements === false) pool.on('connect', unnamedStatements);
  // Decision 086: a statement prepared by name is planned once per connection, as decisions 074
  // and 083 meant. PostgreSQL's default ('auto') plans it anew on every call whenever it
  // estimates the generic plan dearer than a custom one: at 1 M requests it did so for every call
  // of the seller's list pages (1.6–1.8 ms of planning for 0.7–0.9 ms of execution), while the
  // generic plan ran as fast or faster. Unnamed statements are planned per call either way.
  else {
    pool.on(
      'connect',
      (client) => void client.query('SET plan_cache_mode = force_generic_plan').catch(() => undefined),
    );
  }
  // A connection the server ends (restart, failover, dropped database) must not crash the
  // process: the pool discards it, the next query reconnects, and /api/ready reports the outage.
  // pg-pool listens only while a connection is idle; one checked out (a transaction, the
  // migration lock) had no listener, and its 'error' ended the process (issue 38). So every
  // connection gets one for its whole life, which also reports the idle ones: the pool's own
  // event needs a listener, not a second report. The query that was running fails by itself,
  // and pg-pool drops the connection when it is released (it is no longer queryable).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err) => {
      if (!reported) lost(err);
      reported = true;
    });
  });
  const query = async (config: unknown, values?: unknown) => {
    const client = await pool.connect();
    let broken: unknown;
    // A connection that fails mid-query is not given back to the pool.
    const onError = (err: unknown) => {
      broken ??= err;
    };
    client.on('error', onError);
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[]);
    } catch (err) {
      if (!(err instanceof pg.DatabaseError)) broken ??= err;
      throw err;
    } finally {
      client.removeListener('error', onError);
      client.release(broken as Error | undefined);
    }
  };
  (pool as unknown as { query: typeof query }).query = query;
  return pool;
}
