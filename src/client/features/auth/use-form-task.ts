import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from './error-message';

/**
 * The busy flag and form-level error of an auth form: `run(task)` clears the error, disables the form while the task
 * runs and shows the server's message (or 'Something went wrong') when it fails.
 */
export function useFormTask() {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await task();
    } catch (error) {
      setFormError(errorText(intl, error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, setFormError, run };
}
