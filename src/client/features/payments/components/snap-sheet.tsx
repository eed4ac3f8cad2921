import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../ordering';
import { dragFraction, nearestSnap, OPEN_SNAP, stepSnap, type SheetSnap } from '../lib/sheet-snaps';
import { paymentsMessages as m } from '../messages';

/**
 * A bottom sheet that rests at the seed's breakpoints (0.6, 0.7, 0.8 of the viewport; 0 closes it). Its handle is
 * dragged with a pointer or moved with the arrow keys (a slider), so the heights work without a touch screen too.
 */
export function SnapSheet({
  title,
  open,
  onClose,
  testId,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [snap, setSnap] = useState<SheetSnap>(OPEN_SNAP);
  // The height under a dragging pointer; null when the sheet rests at `snap`.
  const [dragged, setDragged] = useState<number | null>(null);
  const dragging = useRef(false);

  // Each opening starts at the first breakpoint.
  useEffect(() => {
    if (open) setSnap(OPEN_SNAP);
  }, [open]);

  const settle = (next: SheetSnap) => {
    setDragged(null);
    if (next === 0) onClose();
    else setSnap(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(dragFraction(event.clientY, window.innerHeight));
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragging.current) setDragged(dragFraction(event.clientY, window.innerHeight));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    settle(nearestSnap(dragFraction(event.clientY, window.innerHeight)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key] as 1 | -1 | undefined;
    if (!direction) return;
    event.preventDefault();
    settle(stepSnap(snap, direction));
  };
  const height = dragged ?? snap;

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          'data-testid': testId,
          'data-snap': String(snap),
          sx: {
            height: `${height * 100}dvh`,
            borderRadius: '16px 16px 0 0',
            maxWidth: 640,
            mx: 'auto',
            transition: dragged === null ? 'height 200ms ease-out' : 'none',
          },
        } as object,
      }}
    >
      <Box
        role="slider"
        tabIndex={0}
        aria-label={intl.formatMessage(m.sheetHandle)}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={80}
        aria-valuenow={Math.round(snap * 100)}
        aria-valuetext={`${Math.round(snap * 100)}%`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragging.current = false;
          setDragged(null);
        }}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-handle`}
        sx={{
          py: 1.25,
          cursor: 'grab',
          touchAction: 'none',
          display: 'flex',
          justifyContent: 'center',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box sx={{ width: 40, height: 5, borderRadius: 3, bgcolor: 'text.disabled' }} />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={intl.formatMessage(m.close)} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, pb: 3 }}>{children}</Box>
    </Drawer>
  );
}
