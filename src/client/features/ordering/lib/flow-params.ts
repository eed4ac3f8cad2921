/**
 * The query parameters of the ordering flow (seed 002 §2): outlet, tableOutlet, tableToken, table or extId (table
 * number), extId2 or pager (buzzer number), isDelivery. A table number stored by an earlier scan is the fallback,
 * and EATIN means eating in without a table.
 */
import { readTableParams } from '../../../../shared/rules/ordering/table-qr';

/** localStorage key of the table number a scan stored (seed 002 §2 'a successful scan stores the table number'). */
export const STORED_TABLE_KEY = 'livery:order:extId';

export interface FlowParams {
  /** The outlet the address names (outlet, tableOutlet, or tableToken, which carries the outlet after an exchange). */
  outletId: string | null;
  /** Table number from the address, else the stored one; EATIN for eating in without a table. */
  tableNumber: string | null;
  pagerNumber: string | null;
  isDelivery: boolean;
  /** takeout=true: the customer last chose pick-up, which outranks a table still in the address (seed 002 §2). */
  isTakeout: boolean;
  /** The address came from a table QR token exchange (scan-to-order session). */
  fromTableToken: boolean;
}

export function readFlowParams(search: string, storedTable: string | null): FlowParams {
  const params = new URLSearchParams(search);
  // After a token exchange the address carries ?tableToken={outlet} (seed 002 §2 Table token screen).
  const table = readTableParams(params);
  return {
    outletId: table.outletId ?? table.tableToken,
    tableNumber: table.tableNumber ?? (storedTable?.trim() || null),
    pagerNumber: table.pagerNumber,
    isDelivery: params.get('isDelivery') === 'true',
    isTakeout: params.get('takeout') === 'true',
    fromTableToken: table.tableToken !== null,
  };
}

/**
 * The query string after a mode change (seed 002 §2): takeout=true and isDelivery=true are added on mode changes;
 * delivery drops the table and extId parameters.
 */
export function searchAfterModeChange(search: string, mode: 'dine_in' | 'pick_up' | 'delivery'): string {
  const params = new URLSearchParams(search);
  params.delete('takeout');
  params.delete('isDelivery');
  if (mode === 'pick_up') params.set('takeout', 'true');
  if (mode === 'delivery') {
    params.set('isDelivery', 'true');
    params.delete('table');
    params.delete('extId');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string without the outlet choice: back to page 0 after a branch change. */
export function searchWithoutOutlet(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ['outlet', 'tableOutlet', 'tableToken']) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}
