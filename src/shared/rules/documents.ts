export interface OrderedDocument {
  order?: number | null;
}

/** Static pages (FAQ and others) are sorted by `order`, lowest first; documents without one go last, in API order. */
export function sortDocuments<D extends OrderedDocument>(documents: readonly D[]): D[] {
  const rank = (d: D) => (typeof d.order === 'number' && Number.isFinite(d.order) ? d.order : Number.POSITIVE_INFINITY);
  // Array#sort is stable (ES2019), so equal orders keep the API's order.
  return [...documents].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) - rank(b)));
}
