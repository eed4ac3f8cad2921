/**
 * /order/t05/success?customOrderId=<sub-host>.<order>[.<attempt>] (seed 002 §2): where the browser goes after t05's
 * card script. The first segment is the tenant's sub-host, the second the order. Off localhost, a return that lands
 * on another tenant's host moves the browser to the sub-host's site; otherwise it opens the order page.
 */
export interface T05Return {
  subHost: string;
  orderId: string;
}

export function parseT05Return(customOrderId: string | null): T05Return | null {
  const [subHost, orderId] = (customOrderId ?? '').split('.');
  return subHost && orderId ? { subHost, orderId } : null;
}

/** The address to go to: a path on this site, or an absolute URL on the sub-host's site. */
export function t05ReturnTarget(parsed: T05Return, location: Pick<Location, 'hostname' | 'protocol' | 'port'>): string {
  const path = `/order/s/${encodeURIComponent(parsed.orderId)}`;
  const [firstLabel, ...domain] = location.hostname.split('.');
  const local = location.hostname === 'localhost' || domain.at(-1) === 'localhost';
  if (local || firstLabel === parsed.subHost || domain.length === 0) return path;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${[parsed.subHost, ...domain].join('.')}${port}${path}`;
}
