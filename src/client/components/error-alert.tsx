import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ReactNode } from 'react';

/**
 * A form's error, announced to screen readers (role="alert"), under an optional title (the redeem forms' 'Error'
 * of seed 001 §2); nothing while there is none.
 */
export function ErrorAlert({ message, title }: { message: ReactNode; title?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
    </Alert>
  );
}
