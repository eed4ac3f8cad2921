import Paper from '@mui/material/Paper';
import type { FormEvent, ReactNode } from 'react';

/** A profile form on its own flat card (the address and profile-detail screens): fields stacked with a gap. */
export function FormCard({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      noValidate
      elevation={0}
      sx={{ p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {children}
    </Paper>
  );
}
