import Alert from '@mui/material/Alert';

/** A form's error, announced to screen readers (role="alert"); nothing while there is none. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
