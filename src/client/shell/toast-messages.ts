import { defineMessages } from 'react-intl';
import type { ToastType } from '../state/ui-slice';

/** The title above every toast's message, one per kind (seed 002 §8: Error, Info, Warning, Success). */
export const toastTitles: Record<ToastType, { id: string; defaultMessage: string; description: string }> =
  defineMessages({
    error: { id: 'shell.toast.title.error', defaultMessage: 'Error', description: 'seed: title of a red error toast' },
    info: { id: 'shell.toast.title.info', defaultMessage: 'Info', description: 'seed: title of an information toast' },
    warning: {
      id: 'shell.toast.title.warning',
      defaultMessage: 'Warning',
      description: 'seed: title of a warning toast',
    },
    success: {
      id: 'shell.toast.title.success',
      defaultMessage: 'Success',
      description: 'seed: title of a success toast',
    },
  });
