import type { ReactNode } from 'react';
import { StatusBanner } from './status-banner';

/**
 * A form's error, announced to screen readers (role="alert"), under an optional title (the redeem forms' 'Error'
 * of seed 001 §2); nothing while there is none.
 */
export function ErrorAlert({ message, title }: { message: ReactNode; title?: string }) {
  if (!message) return null;
  return (
    <StatusBanner severity="error" title={title}>
      {message}
    </StatusBanner>
  );
}
