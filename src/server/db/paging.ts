import { sql } from 'drizzle-orm';

/**
 * A page of rows and the count of all rows the page is cut from, read side by side: every paged list answers
 * `{ rows, total }` so the client can tell whether there is a next page.
 */
export async function withTotal<Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [page, [{ total }]] = await Promise.all([rows, counted]);
  return { rows: page, total };
}

/** Selected beside a page's columns: the number of rows the page is cut from, in the same statement. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * `{ rows, total }` from a page that selected `total: totalOver()`: one statement. Only a page past the end (no row to
 * carry the total) asks `counted` for it.
 */
export async function withTotalOver<Row extends { total: number }>(
  rows: PromiseLike<Row[]>,
  offset: number,
  counted: () => PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const page = await rows;
  if (page.length > 0) return { rows: page, total: page[0].total };
  if (offset === 0) return { rows: page, total: 0 };
  const [{ total }] = await counted();
  return { rows: page, total };
}
