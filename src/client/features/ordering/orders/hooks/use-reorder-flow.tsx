import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useReorder } from '../../../../api/orders';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { ConfirmDialog } from '../../components/lazy-overlays';
import { outletMenuPath } from '../../lib/paths';
import { ordersMessages as m } from '../messages';

/**
 * Order again (seed 002 §4 Reorder): status 0 asks to replace the filled cart and asks again with force; status 1
 * goes on to the outlet's menu with the order's lines in the cart.
 */
export function useReorderFlow() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<string | null>(null);
  const reorder = useReorder({
    onSuccess: (answer) => {
      if (answer.status === 0) return;
      setAsking(null);
      if (answer.data)
        void navigate(
          outletMenuPath(answer.data.merchant, answer.data.outlet, `?outlet=${encodeURIComponent(answer.data.outlet)}`),
        );
    },
    onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
  });
  const start = (orderId: string) =>
    reorder.mutate({ orderId }, { onSuccess: (answer) => answer.status === 0 && setAsking(orderId) });
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={intl.formatMessage(m.replaceTitle)}
      text={intl.formatMessage(m.replaceConfirm)}
      onConfirm={() => asking && reorder.mutate({ orderId: asking, force: true })}
      onCancel={() => setAsking(null)}
    />
  );
  return { start, busy: reorder.isPending, dialog };
}
