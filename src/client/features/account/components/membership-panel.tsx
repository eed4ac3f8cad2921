import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SanitizedHtml } from '../../../components/sanitized-html';
import type { MembershipTier as Membership } from '../../../api/merchants';
import { accountMessages as m } from '../messages';

/** What the membership gives: '10% discount', '5% cashback', or the plain wording when no number is known. */
export function useBenefitLabel(membership: Membership): string | null {
  const intl = useIntl();
  const benefit = membership.discountCashback;
  if (!benefit?.discountType) return null;
  const value = benefit.value;
  if (benefit.discountType === 'cashback')
    return typeof value === 'number'
      ? intl.formatMessage(m.membershipCashback, { value })
      : intl.formatMessage(m.membershipCashbackPlain);
  return typeof value === 'number'
    ? intl.formatMessage(m.membershipDiscount, { value })
    : intl.formatMessage(m.membershipDiscountPlain);
}

/** Tapping the badge (seed 000 §2): the membership name, Active, its discount or cashback and how it works. */
export function MembershipPanel({ membership, onClose }: { membership: Membership | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open={membership !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="membership-title">
      {membership && <MembershipBody membership={membership} />}
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}

function MembershipBody({ membership }: { membership: Membership }) {
  const intl = useIntl();
  const benefit = useBenefitLabel(membership);
  const image = membership.membershipImage ?? membership.image ?? membership.logo;
  return (
    <>
      <DialogTitle id="membership-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {membership.name}
        {membership.isActive && <Chip size="small" color="success" label={intl.formatMessage(m.membershipActive)} />}
      </DialogTitle>
      <DialogContent>
        {image && (
          // A tier without its own picture falls back to the merchant logo: keep it a badge, not a banner.
          <Box
            component="img"
            src={image}
            alt=""
            sx={{ display: 'block', width: '100%', maxHeight: 140, objectFit: 'contain', borderRadius: 2, mb: 2 }}
          />
        )}
        {benefit && (
          <Typography sx={{ fontWeight: 600, mb: 2 }} data-testid="membership-benefit">
            {benefit}
          </Typography>
        )}
        {membership.howItWorks && (
          <>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {intl.formatMessage(m.howItWorks)}
            </Typography>
            <SanitizedHtml html={membership.howItWorks} />
          </>
        )}
      </DialogContent>
    </>
  );
}
