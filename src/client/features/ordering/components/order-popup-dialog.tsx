import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { orderingMessages as m } from '../messages';
import { CloseIcon } from './overlay-icons';

/**
 * One promotional popup of the order area (seed 002 §2, §4, §9): the image 80 % of the window wide (at most twice as
 * tall), linking out when it has a link; closing it moves on to the next of the queue.
 *
 * It opens over the menu as the page loads, and its first draw was the page's longest task (issue 14: 57–74 ms of CPU,
 * 230–300 ms at 4x, on sunny-mart's menu): MUI's Portal draws the dialog only from a layout effect, an update React
 * renders synchronously inside the commit, and the open (scroll lock, transitions, focus) followed in the same task.
 * So the dialog is put into the body by this component's own portal (the same place: MUI's Portal appends to the body
 * too), which React renders in short slices with the rest, and it is drawn closed and kept mounted first, then opened
 * in a transition of its own: the open, with its enter transition as before, is a task apart.
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
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  const image = (
    <Box
      component="img"
      src={popup.image}
      alt={intl.formatMessage(m.popupLabel)}
      sx={{ width: '80vw', maxWidth: 560, maxHeight: '160vw', objectFit: 'contain', display: 'block' }}
    />
  );
  return createPortal(
    <Dialog
      open={open && drawn}
      keepMounted
      disablePortal
      onClose={onNext}
      aria-label={intl.formatMessage(m.popupLabel)}
      data-testid="order-popup"
    >
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
    </Dialog>,
    document.body,
  );
}
