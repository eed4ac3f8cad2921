/**
 * A scan-to-order session (seed 002 §2 'Table token screen'): the exchanged token with its outlet and table, kept
 * on the device so the menu can send it with dine-in (the address carries only ?tableToken={outlet}).
 */
export const TABLE_SESSION_KEY = 'livery:order:tableSession';

export interface TableSession {
  token: string;
  outlet: string;
  merchant: string;
  tableNumber: string;
}

export function saveTableSession(storage: Pick<Storage, 'setItem'>, session: TableSession): void {
  storage.setItem(TABLE_SESSION_KEY, JSON.stringify(session));
}

/** The stored session of this outlet, or null (none, another outlet's, or unreadable). */
export function readTableSession(storage: Pick<Storage, 'getItem'>, outletId: string): TableSession | null {
  try {
    const value = JSON.parse(storage.getItem(TABLE_SESSION_KEY) ?? 'null') as Partial<TableSession> | null;
    if (!value || value.outlet !== outletId || typeof value.token !== 'string' || typeof value.tableNumber !== 'string')
      return null;
    return value as TableSession;
  } catch {
    return null;
  }
}
