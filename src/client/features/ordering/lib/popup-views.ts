/**
 * Order-area popups (seed 002 §4 'Popups'): messages show in sequence; each shown message's view count rises on
 * this device; a message is shown again only while its showTimes exceeds its count.
 */
export const POPUP_VIEWS_KEY = 'livery:order:popupViews';

type Views = Record<string, number>;

function readViews(storage: Pick<Storage, 'getItem'>): Views {
  try {
    const value: unknown = JSON.parse(storage.getItem(POPUP_VIEWS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Views) : {};
  } catch {
    return {};
  }
}

/** The popups still due on this device, in the order the server listed them. */
export function duePopups<P extends { _id: string; isActive: boolean; showTimes: number }>(
  popups: readonly P[],
  storage: Pick<Storage, 'getItem'>,
): P[] {
  const views = readViews(storage);
  return popups.filter((popup) => popup.isActive && popup.showTimes > (views[popup._id] ?? 0));
}

/** Counts one more view of a popup. */
export function countPopupView(popupId: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const views = readViews(storage);
  views[popupId] = (views[popupId] ?? 0) + 1;
  storage.setItem(POPUP_VIEWS_KEY, JSON.stringify(views));
}
