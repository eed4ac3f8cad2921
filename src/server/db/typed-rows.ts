import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Reads a raw row of `table` (keyed by its column names, values as the driver gave them: what a StatementOnce with
 * `returning *` or `select *` answers) into the typed row drizzle's own select answers, each value decoded by its
 * column as drizzle decodes it (timestamps to Date, integers to number, jsonb parsed). Built once per table.
 */
export function typedRowsOf<T extends Table>(table: T): (raw: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
