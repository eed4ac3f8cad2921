import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { showReferralEntry } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useTenant } from '../../../tenant/tenant-context';
import { useProfile } from '../../../api/profile';
import { useMerchant } from '../../../api/merchants';
import { useReferralOverview } from '../../../api/referrals';
import { ReferralPanel } from '../../referrals';
import { accountMessages as m } from '../messages';

/** The link a friend opens: the merchant landing route with the member's referral code (seed 000 §2). */
export function referralLink(origin: string, merchantId: string, code: string): string {
  return `${origin}/merchants/${encodeURIComponent(merchantId)}/${encodeURIComponent(code)}`;
}

/** /profile/refer-friends: only under the showReferralEntry rules; otherwise back to the profile. */
export default function ReferFriendsScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const profile = useProfile();
  const merchant = useMerchant(tenant.id);
  // Seed 001 §6: at 0 referral tickets sharing is disabled.
  const sharingOpen = useReferralOverview(tenant.id).data?.sharingOpen ?? true;
  if (profile.isPending || merchant.isPending)
    return <CircularProgress sx={{ m: 4 }} aria-label={intl.formatMessage(m.loading)} />;
  if (profile.isError || merchant.isError)
    return <Alert severity="error">{(profile.error ?? merchant.error)?.message}</Alert>;
  const allowed = showReferralEntry({
    subdomain: tenant.subdomain,
    merchantAllowsReferral: tenant.features.referral,
    memberships: merchant.data.memberships,
    token,
  });
  const code = profile.data.referralCode;
  if (!allowed || !code) return <Navigate to="/profile" replace />;
  const link = referralLink(window.location.origin, tenant.id, code);
  const text = intl.formatMessage(m.referShareText, { name: tenant.name });
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.referCopied) }));
  };
  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{intl.formatMessage(m.referLead, { name: tenant.name })}</Typography>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(m.referCode)}
        </Typography>
        <Typography variant="h5" component="p" sx={{ letterSpacing: 2 }} data-testid="referral-code">
          {code}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="referral-link">
          {link}
        </Typography>
      </Box>
      {typeof navigator.share === 'function' && (
        <Button
          variant="contained"
          disabled={!sharingOpen}
          onClick={() => void navigator.share({ title: tenant.name, text, url: link })}
        >
          {intl.formatMessage(m.referShare)}
        </Button>
      )}
      <Button variant="outlined" disabled={!sharingOpen} onClick={() => void copy()}>
        {intl.formatMessage(m.referCopy)}
      </Button>
      <ReferralPanel merchantId={tenant.id} />
    </Paper>
  );
}
