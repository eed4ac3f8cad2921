/**
 * Rows inserted by a StatementOnce (issue 14) with the values drizzle's own insert would send: the statement is
 * written once with placeholders, and each run's rows are encoded here.
 */
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { runValue } from './statement-once';

/**
 * One row of `table` for a StatementOnce's `insert(table).values(placeholders)`: every column but those `except`
 * names, each taking the run's value of its key, which `runValues` encodes from the row as drizzle's insert does (by
 * its column: a Date to ISO text, jsonb to its JSON text; null stays null). A column left out gets its default, as
 * drizzle writes a column it is not given; the row must give every other one (its type asks for each).
 *
 * The placeholders are `sql`-wrapped: a bare `sql.placeholder` in `.values()` is drizzle's own, whose value is encoded
 * only when the statement runs and without drizzle's null check (fillPlaceholders): a null timestamp would throw and
 * a null jsonb would be written as JSON 'null' instead of SQL NULL.
 */
export function columnPlaceholders<T extends Table, Except extends keyof T['$inferSelect'] & string>(
  table: T,
  except: readonly Except[],
) {
  type Written = Omit<T['$inferSelect'], Except>;
  const left: readonly string[] = except;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !left.includes(key));
  return {
    values: Object.fromEntries(columns.map(([key]) => [key, sql`${runValue(key)}`])) as Record<keyof Written, SQL>,
    runValues(row: Written): Record<string, unknown> {
      const values: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value: unknown = row[key as keyof Written];
        values[key] = value === null || value === undefined ? null : column.mapToDriverValue(value);
      }
      return values;
    },
  };
}

/**
 * Any number of rows of `table` as the one run value `name` of a StatementOnce, so its text is the same whatever
 * their number: `runValues` sends them as a JSON array keyed by column name, and `select` reads them back as rows of
 * the table's own type (`jsonb_populate_recordset`: each value converted to its column's type as a parameter of the
 * insert would be; JSON null is SQL NULL, a jsonb column takes the JSON value as it is), naming every column in the
 * table's order, as drizzle's `insert(table).select(…)` wants. The JSON of a row is what drizzle would send: a Date's
 * ISO text, a jsonb column's value itself (its JSON text, parsed). Every column is written, so each row gives every
 * one (its type asks for each): a key missing from the JSON would be NULL, not the column's default.
 */
export function jsonRowsOf<T extends Table, Name extends string>(table: T, name: Name) {
  const columns = Object.entries(getTableColumns(table));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return {
    select: sql`select ${names} from jsonb_populate_recordset(null::${table}, ${runValue(name)}::jsonb)`,
    runValues(rows: readonly T['$inferSelect'][]): Record<Name, string> {
      const json = rows.map((row: Record<string, unknown>) =>
        Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
      );
      return { [name]: JSON.stringify(json) } as Record<Name, string>;
    },
  };
}
