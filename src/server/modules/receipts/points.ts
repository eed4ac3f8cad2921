/**
 * Loyalty points a receipt earns: one per whole unit of currency spent (a $12.50 receipt earns 12). `total` is the
 * receipt's total with at most 2 decimals, as stored. Only the server counts points; the app shows what it says.
 */
export const pointsFor = (total: number): number => Math.floor(total);
