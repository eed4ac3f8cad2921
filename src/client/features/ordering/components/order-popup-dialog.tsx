import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { orderingMessages as m } from '../messages';
import { CloseIcon } from './overlay-icons';

/**
 * One promotional popup of the order area (seed 002 §2, §4, §9): the image 80 % of the window wide (at most twice as
 * tall), linking out when it has a link; closing it moves on to the next of the queue.
 */
export function OrderPopupDialog({
  open,
  popup,
  onNext,
}: {
  open: boolean;
  popup: { image: string; link: string | null };
  onNext: () => void;
}) {
  const intl = useIntl();
  const image = (
    <Box
      component="img"
      src={popup.image}
      alt={intl.formatMessage(m.popupLabel)}
      sx={{ width: '80vw', maxWidth: 560, maxHeight: '160vw', objectFit: 'contain', display: 'block' }}
    />
  );
  return (
    <Dialog open={open} onClose={onNext} aria-label={intl.formatMessage(m.popupLabel)} data-testid="order-popup">
      <IconButton
        aria-label={intl.formatMessage(m.close)}
        onClick={onNext}
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
