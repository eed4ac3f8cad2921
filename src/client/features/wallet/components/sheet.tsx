import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** A bottom sheet of the wallet (seed 001 §2 screen 10): a dialog named by its title, the width of the app column. */
export function Sheet({
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
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { borderRadius: '16px 16px 0 0' }, 'aria-labelledby': titleId } }}
    >
      <Stack spacing={1.5} sx={{ p: 2, pb: 3, maxWidth: 600, width: '100%', mx: 'auto' }} data-testid={testId}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Drawer>
  );
}
