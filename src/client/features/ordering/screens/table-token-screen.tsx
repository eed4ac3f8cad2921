import { useEffect, useRef } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useExchangeTableToken } from '../../../api/ordering-catalogue';
import { pageStorage } from '../../../lib/page-storage';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { STORED_TABLE_KEY } from '../lib/flow-params';
import { orderFlowPath, quickLoginPath } from '../lib/paths';
import { saveTableSession } from '../lib/table-session';
import { orderingMessages as m } from '../messages';

/**
 * /order/table/:token (seed 002 §2 Table token screen): exchanges the token, keeps the scan-to-order session and its
 * table on the device, then goes to /order/merchant/{merchant}?tableToken={outlet} — through quick login for an
 * anonymous visitor. A failed exchange says so and goes to /login.
 */
export default function TableTokenScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.role !== 'anonymous');
  const token = useParams().token ?? '';
  const exchange = useExchangeTableToken();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exchange.mutate(token, {
      onSuccess: ({ data }) => {
        saveTableSession(pageStorage(), data);
        pageStorage().setItem(STORED_TABLE_KEY, data.tableNumber);
        const menu = orderFlowPath(data.merchant, `?tableToken=${encodeURIComponent(data.outlet)}`);
        void navigate(signedIn ? menu : quickLoginPath(data.merchant), { replace: true });
      },
      onError: () => {
        dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.tableFailed) }));
        void navigate('/login', { replace: true });
      },
    });
  }, [token, exchange, navigate, dispatch, intl, signedIn]);
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>{intl.formatMessage(m.tableJoining)}</Typography>
    </Stack>
  );
}
