/**
 * Table QR codes and the ordering flow's table parameters (seed 002 §2, §5). A table QR is a link to the ordering
 * flow, /order/merchant/{merchant}[/outlet/{outlet}]?table=12 (or extId=12; extId2 or pager for the buzzer; outlet or
 * tableOutlet for the outlet), or a scan-to-order link /order/table/{token} whose token the server exchanges for the
 * table. A code without a table number ('noTableNumber') shows the warning 'Please scan table QR code with a table
 * number'; text that is not a link at all is 'notALink'.
 */
import { EAT_IN_TABLE } from '../../constants/ordering';

export interface TableParams {
  /** table, else extId; EATIN (EAT_IN_TABLE) means eating in without a table. */
  tableNumber: string | null;
  /** extId2, else pager (the buzzer number). */
  pagerNumber: string | null;
  /** outlet, else tableOutlet. */
  outletId: string | null;
  tableToken: string | null;
}

export type TableQr =
  | ({ ok: true; kind: 'table'; merchantId: string | null } & TableParams & { tableNumber: string })
  | { ok: true; kind: 'tableToken'; token: string }
  | { ok: false; problem: 'noTableNumber' | 'notALink' };

const firstOf = (params: URLSearchParams, ...names: string[]): string | null => {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
};

/** The table parameters of an ordering-flow query string (the first non-empty of each pair wins). */
export function readTableParams(params: URLSearchParams): TableParams {
  return {
    tableNumber: firstOf(params, 'table', 'extId'),
    pagerNumber: firstOf(params, 'extId2', 'pager'),
    outletId: firstOf(params, 'outlet', 'tableOutlet'),
    tableToken: firstOf(params, 'tableToken'),
  };
}

/** Whether a table number means eating in without a table (outlets that skip table scanning). */
export const isEatIn = (tableNumber: string | null): boolean => tableNumber === EAT_IN_TABLE;

const MERCHANT_PATH = /\/order\/merchant\/([^/?#]+)(?:\/outlet\/([^/?#]+))?/;
const TABLE_TOKEN_PATH = /\/order\/table\/([^/?#]+)/;

export function parseTableQr(text: string): TableQr {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, problem: 'notALink' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'notALink' };
  const tokenMatch = TABLE_TOKEN_PATH.exec(url.pathname);
  if (tokenMatch) return { ok: true, kind: 'tableToken', token: decodeURIComponent(tokenMatch[1]) };
  const params = readTableParams(url.searchParams);
  if (params.tableNumber === null) return { ok: false, problem: 'noTableNumber' };
  const merchantMatch = MERCHANT_PATH.exec(url.pathname);
  return {
    ok: true,
    kind: 'table',
    merchantId: merchantMatch ? decodeURIComponent(merchantMatch[1]) : null,
    ...params,
    tableNumber: params.tableNumber,
    outletId: params.outletId ?? (merchantMatch?.[2] ? decodeURIComponent(merchantMatch[2]) : null),
  };
}
