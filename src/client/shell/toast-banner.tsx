import { Suspense, lazy, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../state/store';
import { toastDismissed } from '../state/ui-slice';

const ToastView = lazy(() => import(/* webpackChunkName: "toast" */ './toast-view'));

/** The one banner for errors and notices (seed 000 section 8): the oldest toast first, each clears itself. */
export function ToastBanner() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.ui.toasts[0]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={toast.id} toast={toast} onClose={() => dispatch(toastDismissed(toast.id))} />
    </Suspense>
  );
}
