import { useEffect, useMemo, useState } from 'react';
import { useOrderPopups } from '../../../api/ordering-catalogue';
import { pageStorage } from '../../../lib/page-storage';
import { countPopupView, duePopups } from '../lib/popup-views';
import { OrderPopupDialog } from './lazy-overlays';

/**
 * The order area's promotional popups (seed 002 §2, §4, §9): shown one after another, each counted on the device
 * and shown only while its showTimes exceeds the count. The dialog loads with the first popup due.
 */
export function OrderPopups({ merchantId, outletId }: { merchantId: string; outletId: string }) {
  const popups = useOrderPopups(merchantId, outletId);
  // Which are due is decided once per load, so counting a view does not skip the next popup in the queue.
  const queue = useMemo(() => (popups.data ? duePopups(popups.data, pageStorage()) : []), [popups.data]);
  const [index, setIndex] = useState(0);
  const popup = queue[index];
  useEffect(() => {
    if (popup) countPopupView(popup._id, pageStorage());
  }, [popup]);
  if (!popup) return null;
  return <OrderPopupDialog open popup={popup} onNext={() => setIndex(index + 1)} />;
}
