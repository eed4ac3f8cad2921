import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListLoading } from '../../../components/list-states';
import { providerMessages as m } from './messages';
import { parseT05Return, t05ReturnTarget } from './t05-return';

/** The t05 return route: never marks anything paid — the order page's re-check asks t05 through the server. */
export default function T05SuccessScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    const parsed = parseT05Return(search.get('customOrderId'));
    const target = parsed ? t05ReturnTarget(parsed, window.location) : '/order/history/s';
    if (target.startsWith('/')) navigate(target, { replace: true });
    else window.location.replace(target);
  }, [search, navigate]);
  return <ListLoading label={intl.formatMessage(m.waiting)} />;
}
