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
