import { Suspense, lazy } from 'react';
import { useAppDispatch, useAppSelector } from '../state/store';
import { toastDismissed } from '../state/ui-slice';

const ToastView = lazy(() => import(/* webpackChunkName: "toast" */ './toast-view'));

/**
 * The one banner for errors and notices (seed 000 section 8): the oldest toast first, each clears itself. Its time
 * counts from when it is on screen (ToastView), not from when it was raised: the view's chunk loads with the first
 * toast, and on a slow phone that load could eat a 1 s toast whole.
 */
export function ToastBanner() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.ui.toasts[0]);
  if (!toast) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={toast.id} toast={toast} onClose={() => dispatch(toastDismissed(toast.id))} />
    </Suspense>
  );
}
