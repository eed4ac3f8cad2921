import { useEffect } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { useTenant } from '../../../tenant/tenant-context';
import { useMerchant } from '../../../api/merchants';
import { isMerchantGone, merchantSiteUrl, publicSiteUrl } from '../lib/landing-target';
import { merchantMessages as m } from '../messages';
import { ListError } from '../../../components/list-states';

/**
 * /merchants/:merchantId[/:referralCode] (seed 000 section 2): resolves the merchant and sends the visitor to its
 * own site (same origin: an in-app navigation), or to the public site when it is missing or inactive.
 */
export default function MerchantLandingScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const navigate = useNavigate();
  const { merchantId = '', referralCode } = useParams();
  const query = useMerchant(merchantId);

  useEffect(() => {
    if (query.isSuccess) {
      const target = new URL(merchantSiteUrl(window.location, tenant.subdomain, query.data, referralCode));
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`, { replace: true });
      else window.location.replace(target.href);
    } else if (query.isError && isMerchantGone(query.error)) {
      window.location.replace(publicSiteUrl(window.location, tenant.subdomain));
    }
  }, [query.isSuccess, query.isError, query.data, query.error, referralCode, tenant.subdomain, navigate]);

  if (query.isError && !isMerchantGone(query.error)) {
    return (
      <ListError
        error={query.error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void query.refetch()}
        sx={{ m: 2 }}
      />
    );
  }
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }} role="status">
      <CircularProgress aria-label="loading" />
      <Typography>{intl.formatMessage(m.redirecting)}</Typography>
    </Stack>
  );
}
