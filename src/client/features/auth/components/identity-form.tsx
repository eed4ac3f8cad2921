import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { IdentityFields, type IdentityFieldsProps } from './identity-fields';

type IdentityFormProps = Omit<IdentityFieldsProps, 'disabled'> & {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  /** Shown above the fields (the sign-up page's phone / e-mail switch). */
  children?: ReactNode;
};

/** The first step of login, sign-up and password reset: a phone or e-mail and the button that sends it. */
export function IdentityForm({ onSubmit, submitLabel, busy, children, ...fields }: IdentityFormProps) {
  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      {children}
      <IdentityFields {...fields} disabled={busy} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
