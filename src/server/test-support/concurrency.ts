import type { LightMyRequestResponse } from 'fastify';

/** One request, not yet sent: the harness starts them all itself so none waits for another. */
export type Send = () => Promise<LightMyRequestResponse>;

export interface Burst {
  responses: LightMyRequestResponse[];
  /**
   * How many answers each outcome had: `200` for a success, `<status> <code>` for an error (`400 CODE_USED`), so
   * one `toEqual` states the whole expected result of a burst, 5xx included.
   */
  tally: Record<string, number>;
  /** Answers with this status. */
  count(status: number): number;
}

const outcomeOf = (response: LightMyRequestResponse): string => {
  if (response.statusCode < 400) return String(response.statusCode);
  let code = 'NO_JSON_BODY';
  try {
    code = String((response.json() as { code?: unknown }).code ?? 'NO_CODE');
  } catch {
    // An error without a JSON body still counts: the tally then names it so.
  }
  return `${response.statusCode} ${code}`;
};

/** Tallies answers the way Burst.tally does (for answers collected some other way). */
export function tallyOf(responses: readonly LightMyRequestResponse[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const response of responses) {
    const outcome = outcomeOf(response);
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  return tally;
}

/**
 * Starts every request in the same tick and waits for all of them. `app.inject` runs each handler up to its first
 * await before the next starts, so the handlers interleave on the event loop and their queries run side by side on
 * the PostgreSQL pool (on PGlite the database itself takes them one at a time, but the handlers still interleave
 * between queries, which is where read-compare-write races live).
 */
export async function atOnce(sends: readonly Send[]): Promise<Burst> {
  const responses = await Promise.all(sends.map((send) => send()));
  return {
    responses,
    tally: tallyOf(responses),
    count: (status) => responses.filter((r) => r.statusCode === status).length,
  };
}

/** `n` requests made by `make(i)`, for atOnce. */
export const times = (n: number, make: (i: number) => Promise<LightMyRequestResponse>): Send[] =>
  Array.from({ length: n }, (_, i) => () => make(i));
