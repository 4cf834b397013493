import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/*
 * Statements of the hottest writes, built once (decision 033). drizzle builds a statement's text
 * on every call, and an unnamed statement is parsed and planned by PostgreSQL on every call; for
 * an order both cost more than executing it. These are built once per process and prepared by
 * name on each connection (node-postgres keeps the name per connection; PGlite ignores it).
 */

const dialect = new PgDialect();

/** `make` of a key, made once per key and kept in `store`. */
function madeOnce<K, T>(
  store: { get(key: K): T | undefined; set(key: K, value: T): unknown },
  make: (key: K) => T,
) {
  return (key: K): T => {
    let made = store.get(key);
    if (made === undefined) {
      made = make(key);
      store.set(key, made);
    }
    return made;
  };
}

/**
 * What `build` makes of a database, made once per database. A transaction is a Db of its own,
 * bound to one connection, so a query prepared on it is made again for each transaction.
 */
export const perDatabase = <T>(build: (db: Db) => T): ((db: Db) => T) =>
  madeOnce(new WeakMap<Db, T>(), build);

/** A statement for each batch size, made when first needed (each is prepared once per connection). */
export const perSize = <T>(make: (n: number) => T): ((n: number) => T) =>
  madeOnce(new Map<number, T>(), make);

/** A statement for each shape of a list (its sort, its filter), made when first needed. */
export const perShape = <T>(make: (shape: string) => T): ((shape: string) => T) =>
  madeOnce(new Map<string, T>(), make);

/**
 * A statement written with `sql.placeholder(name)` for its parameters. The returned function
 * runs it on a database or transaction and gives its rows, named as the statement names them.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = perDatabase((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> =>
    ((await prepared(db).execute(values)) as { rows: Row[] }).rows;
}

/** `columns` of a table that a statement writes: each is the placeholder `<prefix><key>`. */
export type Written<T extends PgTable> = readonly (keyof T['$inferInsert'] & string)[];

/** The names of `columns` in the table, comma-separated. */
export function columnNames<T extends PgTable>(table: T, columns: Written<T>): SQL {
  const all = getTableColumns(table);
  return sql.join(
    columns.map((key) => sql.identifier(all[key]!.name)),
    sql`, `,
  );
}

/**
 * The placeholders `<prefix><key>` of `columns`, each cast to its column's type (a parameter in
 * VALUES or INSERT … SELECT gets no type from the column it fills), comma-separated.
 */
export function castPlaceholders<T extends PgTable>(table: T, columns: Written<T>, prefix: string): SQL {
  const all = getTableColumns(table);
  return sql.join(
    columns.map((key) => sql`${sql.placeholder(prefix + key)}::${sql.raw(all[key]!.getSQLType())}`),
    sql`, `,
  );
}

/** The values of castPlaceholders' placeholders for one row, converted as drizzle converts them. */
export function insertValues<T extends PgTable>(
  table: T,
  columns: Written<T>,
  prefix: string,
  row: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const all = getTableColumns(table);
  const values: Record<string, unknown> = {};
  for (const key of columns) {
    const value = (row as Record<string, unknown>)[key];
    // A column left out would be NULL here, not its default: the caller names every column.
    if (value === undefined) throw new Error(`insertValues: ${table._.name}.${key} fehlt`);
    values[prefix + key] = value === null ? null : all[key]!.mapToDriverValue(value);
  }
  return values;
}
