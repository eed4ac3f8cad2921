import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { useOrderPopups } from '../../../api/ordering-catalogue';
import { pageStorage } from '../../../lib/page-storage';
import { countPopupView, duePopups } from '../lib/popup-views';
import { orderingMessages as m } from '../messages';
import { CloseIcon } from './icons';

/**
 * The order area's promotional popups (seed 002 §2, §4, §9): shown one after another, each counted on the device
 * and shown only while its showTimes exceeds the count; the image is 80 % of the window wide (at most twice as
 * tall) and may link out.
 */
export function OrderPopups({ merchantId, outletId }: { merchantId: string; outletId: string }) {
  const intl = useIntl();
  const popups = useOrderPopups(merchantId, outletId);
  // Which are due is decided once per load, so counting a view does not skip the next popup in the queue.
  const queue = useMemo(() => (popups.data ? duePopups(popups.data, pageStorage()) : []), [popups.data]);
  const [index, setIndex] = useState(0);
  const popup = queue[index];
  useEffect(() => {
    if (popup) countPopupView(popup._id, pageStorage());
  }, [popup]);
  if (!popup) return null;
  const image = (
    <Box
      component="img"
      src={popup.image}
      alt={intl.formatMessage(m.popupLabel)}
      sx={{ width: '80vw', maxWidth: 560, maxHeight: '160vw', objectFit: 'contain', display: 'block' }}
    />
  );
  return (
    <Dialog
      open
      onClose={() => setIndex(index + 1)}
      aria-label={intl.formatMessage(m.popupLabel)}
      data-testid="order-popup"
    >
      <IconButton
        aria-label={intl.formatMessage(m.close)}
        onClick={() => setIndex(index + 1)}
        sx={{ position: 'absolute', right: 4, top: 4, bgcolor: 'background.paper' }}
      >
        <CloseIcon />
      </IconButton>
      {popup.link ? (
        <a href={popup.link} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      ) : (
        image
      )}
    </Dialog>
  );
}
