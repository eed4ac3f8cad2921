import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The ordering area's full-screen loader (seed 002 §2): covers the page while an order is being placed. */
export function FullScreenLoader({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
        <CircularProgress color="inherit" aria-hidden />
        <Typography>{label}</Typography>
      </Stack>
    </Backdrop>
  );
}
